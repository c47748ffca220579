/*
 * Copyright (c) 2026, the waitkit authors. All rights reserved.
 * DO NOT ALTER OR REMOVE COPYRIGHT NOTICES OR THIS FILE HEADER.
 *
 * This code is free software; you can redistribute it and/or modify it
 * under the terms of the GNU General Public License version 2 only, as
 * published by the Free Software Foundation.  The waitkit authors designate
 * this particular file as subject to the "Classpath" exception as provided
 * in the LICENSE file that accompanied this code.
 *
 * This code is distributed in the hope that it will be useful, but WITHOUT
 * ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or
 * FITNESS FOR A PARTICULAR PURPOSE.  See the GNU General Public License
 * version 2 for more details (a copy is included in the LICENSE file that
 * accompanied this code).
 *
 * You should have received a copy of the GNU General Public License version
 * 2 along with this work; if not, write to the Free Software Foundation,
 * Inc., 51 Franklin St, Fifth Floor, Boston, MA 02110-1301 USA.
 */

package waitkit.assertions;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import waitkit.Platform;
import waitkit.Units;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.judge.Bounds;
import waitkit.judge.GiveUpVerdict;
import waitkit.measure.ThreadCpu;

/**
 * Assertions about a library's wait loops, for the library's own tests: plain
 * static methods that throw {@link AssertionError}, so they work in JUnit 5,
 * JUnit 4 and TestNG alike. Each checks one of the ways a wait loop breaks
 * when its sleep is replaced by {@code Thread.onSpinWait()}, {@code yield()}
 * or nothing, and each failure is one line in the waitkit kit's form: the
 * mechanism, what was measured, what was expected, and where the bound comes
 * from.
 * <ul>
 * <li>{@code BUDGET_COLLAPSE} ({@link #assertGivesUpNoSoonerThan(Duration, ThrowingRunnable)}):
 *     a call that gives up took, or waited, less than the budget it counts
 *     on. The bound is a specification fact, never widened: a sleep never
 *     returns early.</li>
 * <li>{@code CPU_USE} ({@link #assertLeavesTheCpu(Duration, Waiter)}): a
 *     waiter stayed on a CPU while it waited. The bound comes from two
 *     references measured in turn with it in the same call, a block and a spin.</li>
 * <li>{@code STARVATION} ({@link #assertAwaitedThreadProgresses(Waiter, ThrowingRunnable)}):
 *     waiters held the CPUs that the thread they wait for needed. The bound
 *     is a model's, stated in the method's documentation.</li>
 * </ul>
 * The CPU_USE and STARVATION assertions read {@code /proc/<pid>/task/<tid>/schedstat};
 * where it cannot be read (not Linux, a kernel without {@code CONFIG_SCHED_INFO})
 * they skip the test through the running framework's own skip
 * ({@code org.opentest4j.TestAbortedException}, JUnit 4's
 * {@code AssumptionViolatedException}, TestNG's {@code SkipException}),
 * found by reflection, and fail with an AssertionError that says so when none
 * is on the class path: an unmeasured fact is never a pass. Bad arguments
 * throw IllegalArgumentException; a waiter or task that throws, or does not
 * wait or end as the assertion needs, fails the test with {@code ERROR}:
 * nothing was judged. Each assertion prints its verdict line on
 * {@code System.out}, PASS included.
 *
 * <p><b>One test at a time.</b> The CPU_USE and STARVATION assertions time
 * threads and compare them with references, and another test running at the
 * same time takes the CPUs they measure: run them one at a time (JUnit 5
 * without parallel execution, Surefire's {@code forkCount=1}, TestNG without
 * {@code parallel}). PIT runs tests in several minion JVMs at once by default:
 * the waitkit guard runs it with {@code threads=1}.
 *
 * <p>Bounds taken from measurements are widened by the system property
 * {@code waitkit.bound.factor} (1 to 5, default 1) on a slow machine;
 * specification facts and models are not.
 */
public final class WaitAssertions {

    /** Code that may throw, for a call or a release. */
    @FunctionalInterface
    public interface ThrowingRunnable {
        /**
         * Runs.
         *
         * @throws Exception anything
         */
        void run() throws Exception;
    }

    /**
     * Code that returns a value and may throw.
     *
     * @param <T> the value's type
     */
    @FunctionalInterface
    public interface ThrowingCallable<T> {
        /**
         * Runs.
         *
         * @return the value
         * @throws Exception anything
         */
        T call() throws Exception;
    }

    /**
     * The code under test that waits: it must wait until {@code released}
     * turns {@code true}, then return; typically the library's poll loop with
     * {@code released} as its condition. The assertion runs it on a thread of
     * its own, and turns {@code released} when it has measured it.
     */
    @FunctionalInterface
    public interface Waiter {
        /**
         * Waits until released.
         *
         * @param released the condition to wait for
         * @throws Exception anything; the assertion then fails with ERROR
         */
        void await(BooleanSupplier released) throws Exception;
    }

    /**
     * How a call gave up, for a test to check further.
     *
     * @param took   the call's wall time
     * @param result what it returned, {@code null} if it threw
     * @param thrown what it threw, {@code null} if it returned
     * @param <T>    the result's type
     */
    public record GiveUp<T>(Duration took, T result, Exception thrown) {
    }

    /** The length of each call of the references, as CpuUseContract requests. */
    private static final long REFERENCE_CALL_NANOS = 10_000_000L;

    /** The waits the CPU_USE window is cut into, each in turn with one of each reference. */
    private static final int CPU_ROUNDS = 5;

    /** The measurements of a CPU comparison, at most, while its references cannot be told apart: a chosen count. */
    private static final int MEASUREMENTS = 3;

    /** The shortest slice: one call of a reference. */
    private static final long MIN_SLICE_NANOS = REFERENCE_CALL_NANOS;

    /** Turns of STARVATION's baseline and waiters under test, after one of warm-up. */
    private static final int STARVATION_TURNS = 3;

    /**
     * How often a waiter's Thread.State is read while it is measured: every
     * 200 µs, as the kit's thread-state probes read theirs (WaitProbes),
     * about 1,000 reads over a 250 ms window.
     */
    private static final long STATE_SAMPLE_NANOS = 200_000L;

    /** How long a waiter is left to start waiting before it is measured. */
    private static final long SETTLE_NANOS = 10_000_000L;

    /** How long a thread may take to start, or a released waiter to return. */
    private static final long THREAD_TIMEOUT_NANOS = 5_000_000_000L;

    /**
     * How long a release may take: it hands over (a {@code put}, a
     * {@code complete}, an unpark) and returns within microseconds; a second
     * leaves room for a loaded machine and ends within PIT's default time
     * limit for a test of a few seconds.
     */
    private static final long RELEASE_TIMEOUT_NANOS = 1_000_000_000L;

    /** How long the awaited task may take beside the baseline waiters. */
    private static final long BASELINE_DEADLINE_NANOS = 60_000_000_000L;

    /** The awaited task's deadline beside the waiters under test, in multiples of its baseline time. */
    private static final int DEADLINE_MULTIPLE = 10;

    private WaitAssertions() {
    }

    // ---- BUDGET_COLLAPSE -------------------------------------------------------------------------------

    /**
     * Asserts that a call that gives up waited no less than the budget it
     * counts on: a counted retry loop whose waits sleep for {@code budget} in
     * all cannot give up sooner, because a sleep never returns early
     * ({@code Thread.sleep}, {@code TimeUnit.sleep}), nor does a timed wait
     * that times out (a queue's {@code poll(timeout)} that returns empty, a
     * {@code tryAcquire(timeout)} that returns false). The call runs on the
     * calling thread, a platform thread, and is expected to give up;
     * returning and throwing an Exception both count as giving up (an Error
     * is passed on).
     *
     * <p>What is measured: the call's wall time, and of it the time the
     * calling thread spent waiting, in {@code TIMED_WAITING} or
     * {@code WAITING} (a sleep, a park, {@code Object.wait}, a Condition's
     * await), as the JVM accounts it once thread contention monitoring is on
     * ({@code ThreadInfo.getWaitedTime()}, in whole milliseconds; the
     * assertion turns the monitoring on for the call and back off after).
     * An attempt that fails, a connect that times out or a slow call, is not
     * a wait: it runs or blocks in native code, {@code RUNNABLE}. So the
     * check tells a loop that waited its budget from one whose waits became
     * {@code onSpinWait}, {@code yield} or nothing while its attempts took
     * the time.
     *
     * <p>Fails with {@code BUDGET_COLLAPSE} when the call took less than the
     * budget, or when its waits took less than the budget less the
     * accounting's millisecond: the loop's waits returned early. Both bounds
     * are the specification's and are not widened. The time the thread was
     * queued for a CPU ({@code schedstat}) counts with its waits: it is the
     * machine's, not the attempts' (a wait that has set its deadline and is
     * preempted before it parks is RUNNABLE, queued, within its timeout; 12
     * ms of a first 100 ms {@code SynchronousQueue.poll} beside three
     * spinning processes on 2 CPUs here). Waits inside the attempts
     * (a timed {@code poll} or {@code Future.get} of the call itself) count as
     * waits too, so the attempts should fail at once, as a connect to a port
     * nobody listens on does. A wait's first call in a JVM may load and link
     * classes after it has set its deadline, RUNNABLE within its timeout:
     * make the call once before the one judged. Where the waiting time cannot be read (a
     * virtual thread, whose waits the JVM does not account per thread, or a
     * JVM without thread contention monitoring) a call that took the budget
     * is {@code INSENSITIVE}: nothing tells its waits from its attempts; so
     * is one of a budget under 2 ms, below what whole milliseconds can tell.
     *
     * <pre>{@code
     * // 5 tries, 100 ms apart, of a port nobody listens on: the loop counts on 400 ms of waiting
     * WaitAssertions.assertGivesUpNoSoonerThan(Duration.ofMillis(400),
     *         () -> client.connectWithRetries(new InetSocketAddress("127.0.0.1", closedPort), 5,
     *                 Duration.ofMillis(100)));
     * }</pre>
     * A failure reads:
     * {@code BUDGET_COLLAPSE: the call gave up after 1.203 s, of which it waited 0 ms (...) and was queued for a
     * CPU 41.2 µs (schedstat), it counts on waiting 400.000 ms (a sleep, or a timed wait that times out, never
     * returns early; at least 399 ms accounted); it threw java.net.ConnectException: ...: its attempts took the
     * time its waits did not}
     *
     * @param budget the time the call's waits stand for, positive
     * @param call   the call that gives up
     * @return how it gave up: its time, and what it threw
     * @throws AssertionError BUDGET_COLLAPSE, with the call's exception as
     *         cause, or INSENSITIVE
     */
    public static GiveUp<Void> assertGivesUpNoSoonerThan(Duration budget, ThrowingRunnable call) {
        return assertGivesUpNoSoonerThan(budget, () -> {
            call.run();
            return null;
        });
    }

    /**
     * Asserts that a call that gives up waited no less than the budget it
     * counts on, as {@link #assertGivesUpNoSoonerThan(Duration, ThrowingRunnable)},
     * for a call that returns a value when it gives up.
     *
     * <pre>{@code
     * GiveUp<Optional<Lease>> g = WaitAssertions.assertGivesUpNoSoonerThan(Duration.ofMillis(250),
     *         () -> pool.tryAcquire(Duration.ofMillis(250)));   // nothing is free: it gives up
     * assertTrue(g.result().isEmpty());
     * }</pre>
     *
     * @param budget the time the call's waits stand for, positive
     * @param call   the call that gives up
     * @param <T>    what it returns
     * @return how it gave up: its time, its result or what it threw
     * @throws AssertionError BUDGET_COLLAPSE, with the call's exception as
     *         cause, or INSENSITIVE
     */
    public static <T> GiveUp<T> assertGivesUpNoSoonerThan(Duration budget, ThrowingCallable<T> call) {
        long budgetNanos = positiveNanos("budget", budget);
        requireNonNull("call", call);
        T result = null;
        Exception thrown = null;
        Sched.WaitedTime waits = Sched.waitedTime();
        long queued0 = Sched.currentThreadQueuedNanos();
        long t0 = System.nanoTime();
        try {
            result = call.call();
        } catch (Exception e) {
            thrown = e;
        }
        long took = System.nanoTime() - t0;
        long queued1 = Sched.currentThreadQueuedNanos();
        long waitedMillis = waits.millisSince();
        long queued = queued0 < 0 || queued1 < 0 ? -1 : queued1 - queued0;
        String outcome = "; it " + (thrown == null ? "returned" : "threw " + thrown);
        Verdict v;
        if (took < budgetNanos) {
            v = GiveUpVerdict.of(took, budgetNanos, "the call gave up after " + Units.nanos(took) + ", it counts on"
                    + " waiting " + Units.nanos(budgetNanos) + " (" + NEVER_EARLY + ")" + outcome);
        } else if (waitedMillis < 0 || budgetNanos < 2_000_000L) {
            v = Verdict.fail(Verdict.Mechanism.INSENSITIVE, "the call gave up after " + Units.nanos(took)
                    + ", no sooner than the " + Units.nanos(budgetNanos) + " it counts on waiting, but how much of it"
                    + " it waited cannot be told here (" + (waitedMillis < 0 ? waits.whyNot()
                    : "the JVM accounts waiting in whole milliseconds, too coarse for a budget under 2 ms")
                    + "), so its waits cannot be told from its attempts; nothing was judged" + outcome);
        } else {
            v = waitedEnough(took, budgetNanos, waitedMillis, queued, outcome);
        }
        report(v, thrown);
        return new GiveUp<>(Duration.ofNanos(took), result, thrown);
    }

    /** Why a call that gives up cannot do so before its budget. */
    private static final String NEVER_EARLY = "a sleep, or a timed wait that times out, never returns early";

    // A call that took its budget: were its waits the budget? The time it did
    // not run or block in its attempts is its waiting, as the JVM accounts it
    // (whole ms), and its time queued for a CPU, the machine's, as the kernel
    // accounts it (schedstat, ns; 0 where it cannot be read): a wait that has
    // set its deadline and is preempted before it parks spends part of its
    // timeout RUNNABLE and queued. A thread woken from a wait and queued
    // counts in both, so the sum may exceed the call's time; a call whose
    // waits are gone reaches the bound only if queued for all of it.
    static Verdict waitedEnough(long took, long budgetNanos, long waitedMillis, long queuedNanos,
                                        String outcome) {
        long bound = budgetNanos / 1_000_000L - 1;
        long queued = Math.max(queuedNanos, 0);
        String text = "the call gave up after " + Units.nanos(took) + ", of which it waited " + waitedMillis
                + " ms (TIMED_WAITING or WAITING, as the JVM accounts it in whole ms)"
                + (queuedNanos < 0 ? " (its time queued for a CPU cannot be read here)"
                        : " and was queued for a CPU " + Units.nanos(queued) + " (schedstat)")
                + ", it counts on waiting " + Units.nanos(budgetNanos) + " (" + NEVER_EARLY + "; at least " + bound
                + " ms accounted)" + outcome;
        return waitedMillis * 1_000_000L + queued >= bound * 1_000_000L ? Verdict.pass(text)
                : Verdict.fail(Verdict.Mechanism.BUDGET_COLLAPSE, text + ": its attempts took the time its waits did"
                        + " not");
    }

    // ---- CPU_USE ---------------------------------------------------------------------------------------

    /**
     * Asserts that a waiter leaves the CPU while it waits, on platform
     * threads: see {@link #assertLeavesTheCpu(Duration, ThreadFactory, Waiter)}.
     *
     * <pre>{@code
     * // the library's poll loop, polling the condition the assertion releases
     * WaitAssertions.assertLeavesTheCpu(Duration.ofMillis(250),
     *         released -> Poller.awaitUntil(released, Duration.ofSeconds(30)));
     * }</pre>
     *
     * @param window the time the waiter is measured, at least 50 ms; 250 ms is enough
     * @param waiter the code under test that waits until released
     * @throws AssertionError CPU_USE, or ERROR, or, when nothing can be measured
     *         here and no test framework is on the class path, what says so
     */
    public static void assertLeavesTheCpu(Duration window, Waiter waiter) {
        assertLeavesTheCpu(window, WaitAssertions::platformThread, waiter);
    }

    /**
     * Asserts that a waiter leaves the CPU while it waits, on threads of a
     * given factory: platform threads, or virtual threads
     * ({@code Thread.ofVirtual().factory()}, JDK 21 on).
     *
     * <p>What is measured. The window is cut into 5 slices. In each of 5
     * rounds, after one round of warm-up, three waiters are run in turn on
     * new threads of the factory, each measured for one slice once it has
     * started and waited 10 ms, then released and joined: a <em>block</em>,
     * a loop of {@code objectWait(10 ms)} (the blocking wait of the monitor's
     * path, {@code WaitMethod.blockingBaselineFor} a wait whose path is not
     * known), a <em>spin</em>, a loop of {@code busyNanoTime(10 ms)}, and the
     * waiter under test. Each one's time on a CPU and queued for one is read
     * from {@code /proc/self/task/<tid>/schedstat} of the kernel threads it ran
     * on: a platform thread's own; for a virtual thread, the carriers it was
     * seen on, recorded at its start, at its end, and at each call of
     * {@code released} (at most once a millisecond), as the kit's virtual
     * thread scenarios record carriers.
     *
     * <p>The bound, as CpuUseContract's for a wait that {@code BLOCKS}: the
     * waiter's share of the window on a CPU must be at most a tenth of the way
     * from the block's share to the spin's, the tenth widened by
     * {@code waitkit.bound.factor}. The share on a CPU, not the runnable
     * share, because a woken thread may queue for a CPU on a loaded machine,
     * and that wait is the machine's (the message gives both). A loop that
     * calls {@code onSpinWait}, {@code yield} or {@code sleep(0)} in place of
     * its sleep fails with {@code CPU_USE}; so does one that spins for 2 ms of
     * each 10 ms before it blocks. When the spin was not on a CPU for at least
     * half of its time more than the block, the machine is too loaded to tell
     * them apart: the whole measurement is made again, up to 3 in all, and
     * when none tells them apart the verdict is {@code INSENSITIVE}. Only the threads the
     * waiter ran on are measured: a helper thread it hands its waiting to is
     * not, and a virtual waiter that unmounts and spins on a carrier it was
     * not seen on is measured in part.
     *
     * <pre>{@code
     * ThreadFactory virtual = Thread.ofVirtual().factory();
     * WaitAssertions.assertLeavesTheCpu(Duration.ofMillis(250), virtual,
     *         released -> Poller.awaitUntil(released, Duration.ofSeconds(30)));
     * }</pre>
     *
     * @param window  the time the waiter is measured, at least 50 ms (5 slices of one reference call)
     * @param threads makes the threads the waiter and both references run on
     * @param waiter  the code under test that waits until released
     * @throws AssertionError CPU_USE, INSENSITIVE, or ERROR (the waiter threw,
     *         returned before it was released, or did not return within 5 s of it)
     */
    public static void assertLeavesTheCpu(Duration window, ThreadFactory threads, Waiter waiter) {
        requireNonNull("waiter", waiter);
        leavesTheCpu(window, threads, waiter, null);
    }

    /**
     * Asserts that a waiter leaves the CPU while it waits, on platform
     * threads, for a wait that another call ends: see
     * {@link #assertLeavesTheCpu(Duration, ThreadFactory, ThrowingRunnable, ThrowingRunnable)}.
     *
     * <pre>{@code
     * BlockingQueue<String> queue = new MyLinkedQueue<>();
     * WaitAssertions.assertLeavesTheCpu(Duration.ofMillis(250), () -> queue.take(), () -> queue.put("x"));
     * }</pre>
     *
     * @param window  the time the waiter is measured, at least 50 ms
     * @param waiter  the code under test that waits until {@code release} is called
     * @param release makes one waiter return
     * @throws AssertionError CPU_USE, INSENSITIVE, or ERROR
     */
    public static void assertLeavesTheCpu(Duration window, ThrowingRunnable waiter, ThrowingRunnable release) {
        assertLeavesTheCpu(window, WaitAssertions::platformThread, waiter, release);
    }

    /**
     * Asserts that a waiter leaves the CPU while it waits, for a wait that
     * another call ends: a {@code take()} that a {@code put} ends, a
     * {@code get()} that a {@code complete} ends. Measured and judged as
     * {@link #assertLeavesTheCpu(Duration, ThreadFactory, Waiter)}; the waiter
     * is run anew in each round, and {@code release} is called once after each
     * slice, on a platform thread of its own, to make it return: a release
     * that does not return within a second fails the assertion, with
     * {@code CONTRACT} when it waits for a monitor or lock the waiter holds
     * (a spin in place of {@code Object.wait} or {@code Condition.await}
     * keeps what they give up), else with {@code ERROR}, and the waiter is
     * interrupted; an Error the release throws (the test's own assertion)
     * is passed on as it is. A virtual waiter's
     * carriers are recorded at its start and end only.
     *
     * <pre>{@code
     * CompletableFuture<?>[] f = new CompletableFuture<?>[1];
     * WaitAssertions.assertLeavesTheCpu(Duration.ofMillis(250), Thread.ofVirtual().factory(),
     *         () -> { f[0] = new CompletableFuture<>(); myLib.awaitResult(f[0]); },
     *         () -> f[0].complete(null));
     * }</pre>
     *
     * @param window  the time the waiter is measured, at least 50 ms
     * @param threads makes the threads the waiter and both references run on
     * @param waiter  the code under test that waits until {@code release} is called
     * @param release makes one waiter return
     * @throws AssertionError CPU_USE, INSENSITIVE, or ERROR
     */
    public static void assertLeavesTheCpu(Duration window, ThreadFactory threads, ThrowingRunnable waiter,
                                          ThrowingRunnable release) {
        requireNonNull("waiter", waiter);
        requireNonNull("release", release);
        leavesTheCpu(window, threads, released -> waiter.run(), release);
    }

    /**
     * Asserts that a wait loop that polls on purpose polls rather than
     * spins: that it costs no more than halfway from a poll that parks for
     * {@code interval} between looks to a spin, so its park did not become a
     * {@code yield()}, a {@code sleep(0)}, an {@code onSpinWait()} or
     * nothing. For a loop whose author chose a short timed park (a few
     * microseconds, where {@link #assertLeavesTheCpu(Duration, ThreadFactory, ThrowingRunnable, ThrowingRunnable)}
     * calls it a CPU user, as it is) and wants to keep it from becoming a
     * spin. What it does not check: that the loop parks as long as
     * {@code interval}. A loop whose park shrank from 1 ms to 10 µs still
     * polls, and passes; the interval sets the reference poll, the closest a
     * poll comes to the loop's own.
     *
     * <p>What is measured: in each of 5 rounds, after one of warm-up, a
     * <em>poll</em>, a loop of {@code parkNanos(interval)}, a loop of
     * {@code Thread.yield()}, a loop of {@code Thread.onSpinWait()}, and the
     * waiter under test run in turn on new threads of the factory, each for
     * one slice of the window: how much of its time each thread wanted a
     * CPU. For a platform thread that is the kernel's account of its time on
     * a CPU and queued for one ({@code schedstat}). For a virtual thread it is
     * the share of reads of its {@code Thread.getState()}, every 200 µs, that
     * found it {@code RUNNABLE}, mounted or queued for a carrier: a virtual
     * thread's CPU time is its carriers', and a yield loop's moves with what
     * else the scheduler does (from 0.8 to 1.9 CPUs for the same loop on two
     * carriers here, doc/validation.md R15), while its state does not. Each
     * one's time on a CPU is reported besides.
     *
     * <p>The bound, a model's: the waiter's share must be at most halfway
     * from the poll's to the lesser of the yield and spin loops'. A loop that
     * parks for its interval between polls waits most of each round and sits
     * at the poll; one whose park became a yield, a {@code sleep(0)}, a spin
     * or nothing wants a CPU all the time: on a platform thread it holds one
     * or queues for one, on a virtual thread it holds a carrier or its place
     * in the scheduler's queue. (A platform thread's {@code Thread.getState()}
     * would not do: in {@code sleep(0)} it reads {@code TIMED_WAITING} while
     * the thread stays on its CPU.) The halfway point is not widened by
     * {@code waitkit.bound.factor}: both ends are measured in the same call.
     * When the poll is not at least a tenth below the lesser loop in any of
     * 3 measurements, the verdict is {@code INSENSITIVE}: the halfway point would then lie within
     * 0.05 of either end, about the spread of one reference's share from one
     * call to the next here (0.04 for the 10 µs poll on virtual threads,
     * doc/validation.md R15); a chosen margin, not a measured constant.
     *
     * <pre>{@code
     * // a returned connection is handed to a waiting borrower; between offers the loop parks 10 µs
     * WaitAssertions.assertPollsRatherThanSpins(Duration.ofNanos(10_000), Duration.ofMillis(250),
     *         Thread.ofVirtual().factory(), () -> bag.requite(entry), () -> borrower.takeIt());
     * }</pre>
     *
     * @param interval the loop's own park between polls, positive, shorter than a fifth of the window
     * @param window   the time the waiter is measured, at least 50 ms
     * @param threads  makes the threads the waiter and the references run on
     * @param waiter   the code under test that waits until {@code release} is called
     * @param release  makes one waiter return
     * @throws AssertionError CPU_USE, INSENSITIVE, or ERROR
     */
    public static void assertPollsRatherThanSpins(Duration interval, Duration window, ThreadFactory threads,
                                                  ThrowingRunnable waiter, ThrowingRunnable release) {
        long intervalNanos = positiveNanos("interval", interval);
        requireNonNull("waiter", waiter);
        requireNonNull("release", release);
        long slice = sliceOf(window);
        if (intervalNanos >= slice) {
            throw new IllegalArgumentException("interval must be shorter than a fifth of the window ("
                    + Units.nanos(slice) + "), a slice in which the poll is measured; got " + interval);
        }
        requireNonNull("threads", threads);
        skipUnlessMeasurable("CPU_USE");
        report(untilSensitive(() -> pollsRatherThanSpinsOnce(intervalNanos, slice, threads, waiter, release)), null);
    }

    private static Verdict pollsRatherThanSpinsOnce(long intervalNanos, long slice, ThreadFactory threads,
                                                    ThrowingRunnable waiter, ThrowingRunnable release) {
        WaitMethod park = WaitMethod.of("parkNanos");
        WaitMethod yield = WaitMethod.of("yield");
        WaitMethod spin = WaitMethod.of("onSpinWait");
        Series poll = new Series(park.name() + "(" + Units.nanos(intervalNanos) + ")", reference(park, intervalNanos),
                null);
        Series yields = new Series(yield.name() + "()", reference(yield, 0), null);
        Series spins = new Series(spin.name() + "()", reference(spin, 0), null);
        Series measured = new Series("the waiter", released -> waiter.run(), release);
        measureInTurn(slice, threads, poll, yields, spins, measured);
        Series cheaper = yields.runnable() <= spins.runnable() ? yields : spins;
        double low = poll.runnable();
        double high = cheaper.runnable();
        double share = measured.runnable();
        String what = measured.virtual
                ? "the share of " + measured.samples + " reads of the waiter's Thread.State that found it RUNNABLE"
                        + " (every " + Units.nanos(STATE_SAMPLE_NANOS) + " of " + CPU_ROUNDS + " waits of "
                        + Units.nanos(slice) + " on virtual threads)"
                : "the waiter's share of " + Units.nanos(measured.wall) + " runnable, on a CPU or queued for one ("
                        + CPU_ROUNDS + " waits of " + Units.nanos(slice) + " on platform threads)";
        String references = "the lesser of " + yields.name + " and " + spins.name + " loops': " + poll.name + " "
                + Units.percent(low) + ", " + yields.name + " " + Units.percent(yields.runnable()) + ", "
                + spins.name + " " + Units.percent(spins.runnable()) + ", measured in turn with the waiter on"
                + " threads of the same factory in this call; on a CPU" + (measured.virtual ? " (their carriers)" : "")
                + ": the waiter " + Units.percent(measured.cpuShare()) + ", " + poll.name + " "
                + Units.percent(poll.cpuShare()) + ", " + yields.name + " " + Units.percent(yields.cpuShare()) + ", "
                + spins.name + " " + Units.percent(spins.cpuShare());
        if (high - low < 0.1) {
            return Verdict.fail(Verdict.Mechanism.INSENSITIVE, what + " was " + Units.percent(share)
                    + ", but the poll was not a tenth below " + references + ". Nothing was judged");
        }
        return Bounds.ratioAtMost(Verdict.Mechanism.CPU_USE, what, share, (low + high) / 2,
                "halfway from a poll every " + Units.nanos(intervalNanos) + " to " + references);
    }

    private static void leavesTheCpu(Duration window, ThreadFactory threads, Waiter waiter,
                                     ThrowingRunnable release) {
        long slice = sliceOf(window);
        requireNonNull("threads", threads);
        skipUnlessMeasurable("CPU_USE");
        report(untilSensitive(() -> leavesTheCpuOnce(slice, threads, waiter, release)), null);
    }

    private static Verdict leavesTheCpuOnce(long slice, ThreadFactory threads, Waiter waiter,
                                            ThrowingRunnable release) {
        WaitMethod block = WaitMethod.of("objectWait");
        WaitMethod spin = WaitMethod.of("busyNanoTime");
        Series parked = new Series("the block", reference(block, REFERENCE_CALL_NANOS), null);
        Series spun = new Series("the spin", reference(spin, REFERENCE_CALL_NANOS), null);
        Series measured = new Series("the waiter", waiter, release);
        measureInTurn(slice, threads, parked, spun, measured);
        double park = parked.cpuShare();
        double held = spun.cpuShare();
        double share = measured.cpuShare();
        String what = what(measured, slice);
        String references = block.name() + "(" + Units.nanos(REFERENCE_CALL_NANOS) + ") " + Units.percent(park)
                + " and " + spin.name() + "(" + Units.nanos(REFERENCE_CALL_NANOS) + ") " + Units.percent(held)
                + ", measured in turn with the waiter on threads of the same factory in this call; "
                + runnable(measured, parked, spun);
        if (held - park < 0.5) {
            return Verdict.fail(Verdict.Mechanism.INSENSITIVE, what + " was " + Units.percent(share) + ", but the"
                    + " references were not half a CPU apart: " + references + ". A machine this loaded cannot"
                    + " tell a spin from a block; nothing was judged");
        }
        return Bounds.ratioAtMost(Verdict.Mechanism.CPU_USE, what, share,
                park + Bounds.widenUpper((held - park) / 10), "a tenth of the way from a block to a spin: "
                        + references);
    }

    /**
     * Measures again, up to {@value #MEASUREMENTS} times in all, while the
     * references cannot be told apart: an INSENSITIVE measurement judged
     * nothing, and a machine busy for a moment (a JVM compiling its first
     * classes beside the test) is quiet again a second later. The first
     * verdict that judges is the assertion's; no bound changes between
     * measurements.
     */
    static Verdict untilSensitive(Supplier<Verdict> measurement) {
        List<String> insensitive = new ArrayList<>();
        while (true) {
            Verdict v = measurement.get();
            if (v.mechanism() != Verdict.Mechanism.INSENSITIVE) {
                return v;
            }
            insensitive.add(v.message());
            if (insensitive.size() == MEASUREMENTS) {
                return Verdict.fail(Verdict.Mechanism.INSENSITIVE, "in each of " + MEASUREMENTS + " measurements: "
                        + String.join(" | ", insensitive));
            }
        }
    }

    // The slice of a CPU_USE window: a fifth of it, at least one reference call.
    private static long sliceOf(Duration window) {
        long windowNanos = positiveNanos("window", window);
        long slice = windowNanos / CPU_ROUNDS;
        if (slice < MIN_SLICE_NANOS) {
            throw new IllegalArgumentException("window must be at least " + Units.nanos(CPU_ROUNDS * MIN_SLICE_NANOS)
                    + ": " + CPU_ROUNDS + " slices of one " + Units.nanos(REFERENCE_CALL_NANOS)
                    + " call of the references; got " + window);
        }
        return slice;
    }

    // One round of warm-up, then CPU_ROUNDS measured, each running every series
    // in turn. A virtual thread's slice is measured on every carrier seen so
    // far in the call, which the references learn as they poll: the waiter of
    // the two-call form tells its carriers only at its start and end.
    private static void measureInTurn(long slice, ThreadFactory threads, Series... series) {
        Set<Long> carriers = ConcurrentHashMap.newKeySet();
        for (int round = 0; round <= CPU_ROUNDS; round++) {
            for (Series s : series) {
                s.slice(threads, slice, round > 0, carriers);
            }
        }
    }

    private static String what(Series waiter, long slice) {
        String kind = waiter.virtual ? "virtual threads (their carriers)" : "platform threads";
        return "the waiter's share of " + Units.nanos(waiter.wall) + " on a CPU (" + CPU_ROUNDS + " waits of "
                + Units.nanos(slice) + " on " + kind + ")";
    }

    private static String runnable(Series waiter, Series... references) {
        StringBuilder b = new StringBuilder("the waiter was runnable (on a CPU or queued for one) ")
                .append(Units.percent(waiter.runnableShare()));
        for (int i = 0; i < references.length; i++) {
            b.append(", ").append(references[i].name).append(' ').append(Units.percent(references[i].runnableShare()));
        }
        return b.toString();
    }

    private static Waiter reference(WaitMethod method, long callNanos) {
        return released -> {
            while (!released.getAsBoolean()) {
                method.await(callNanos);
            }
        };
    }

    /** One waiter's slices: its time on a CPU and queued, summed over the measured ones. */
    private static final class Series {
        final String name;
        final Waiter waiter;
        final ThrowingRunnable release;
        long cpu;
        long queued;
        long wall;
        long samples;
        long runnableSamples;
        boolean virtual;

        Series(String name, Waiter waiter, ThrowingRunnable release) {
            this.name = name;
            this.waiter = waiter;
            this.release = release;
        }

        double cpuShare() {
            return (double) cpu / wall;
        }

        double runnableShare() {
            return (double) (cpu + queued) / wall;
        }

        // How much of its time the thread wanted a CPU: for a platform thread
        // the kernel's account, on a CPU or queued; for a virtual thread, whose
        // CPU time is its carriers', the share of reads of its state that
        // found it RUNNABLE (mounted, or queued for a carrier).
        double runnable() {
            return virtual ? (double) runnableSamples / Math.max(1, samples) : runnableShare();
        }

        // Starts the waiter on a new thread, lets it settle, measures it for a
        // slice, releases it and joins it.
        void slice(ThreadFactory threads, long sliceNanos, boolean measure, Set<Long> carriers) {
            Run run = new Run(waiter);
            Thread t = start(threads, run, name);
            try {
                run.awaitStart(t, name);
                sleepNanos(SETTLE_NANOS);
                if (run.returned) {
                    throw run.endedEarly(name);
                }
                Map<Long, ThreadCpu.SchedStat> before = Sched.allThreads();
                long t0 = System.nanoTime();
                long sliceSamples = 0;
                long sliceRunnable = 0;
                for (long now = t0; now - t0 < sliceNanos; now = System.nanoTime()) {
                    sliceSamples++;
                    if (t.getState() == Thread.State.RUNNABLE) {
                        sliceRunnable++;
                    }
                    LockSupport.parkNanos(Math.min(STATE_SAMPLE_NANOS, sliceNanos - (now - t0)));
                    if (Thread.currentThread().isInterrupted()) {
                        throw error("interrupted while measuring", null);
                    }
                }
                long t1 = System.nanoTime();
                boolean returnedEarly = run.returned;
                long sliceCpu = 0;
                long sliceQueued = 0;
                Set<Long> measured = new java.util.HashSet<>(run.tids());
                if (run.virtual) {
                    carriers.addAll(measured);
                    measured.addAll(carriers);
                }
                for (long tid : measured) {
                    ThreadCpu.SchedStat after = Sched.of(tid);
                    if (after == null) {
                        if (returnedEarly || !run.tids().contains(tid)) {
                            continue;
                        }
                        throw error("the schedstat of thread " + tid + ", which ran " + name
                                + ", could not be read at the end of a slice", null);
                    }
                    ThreadCpu.SchedStat b = before.get(tid);
                    sliceCpu += after.cpuNanos() - (b == null ? 0 : b.cpuNanos());
                    sliceQueued += after.runQueueWaitNanos() - (b == null ? 0 : b.runQueueWaitNanos());
                }
                run.released = true;
                if (release != null && !returnedEarly) {
                    release(t);
                }
                run.join(t, name);
                if (returnedEarly) {
                    throw run.endedEarly(name);
                }
                if (run.threw != null) {
                    throw error(name + " threw " + run.threw + " when it was released", run.threw);
                }
                virtual |= run.virtual;
                if (measure) {
                    samples += sliceSamples;
                    runnableSamples += sliceRunnable;
                    cpu += sliceCpu;
                    queued += sliceQueued;
                    wall += t1 - t0;
                }
            } finally {
                run.released = true;
            }
        }

        // Calls the release on a thread of its own and gives it a second: a
        // release that does not return fails the assertion instead of
        // hanging the test. One that waits
        // for a monitor or a lock the waiter holds is CONTRACT: the waiter
        // kept, while it waited, what Object.wait and Condition.await give
        // up while they wait (a spin in place of either keeps it). The
        // waiter is then interrupted, which ends a wait that keeps the
        // interrupt contract.
        private void release(Thread waiter) {
            Throwable[] threw = new Throwable[1];
            Thread r = platformThread(() -> {
                try {
                    release.run();
                } catch (Throwable e) {
                    threw[0] = e;
                }
            });
            r.setName("waitkit-assertions-release-of-" + waiter.getName());
            r.start();
            try {
                r.join(RELEASE_TIMEOUT_NANOS / 1_000_000L);
                if (r.isAlive()) {
                    Sched.Blocked blocked = Sched.blockedOn(r);
                    waiter.interrupt();
                    r.join(1_000L);
                    String what = "the release of " + name + " did not return within "
                            + Units.nanos(RELEASE_TIMEOUT_NANOS);
                    waiter.join(1_000L);
                    String left = r.isAlive() || waiter.isAlive() ? "; left running: "
                            + (r.isAlive() ? r.getName() + " (" + r.getState() + ")" : "")
                            + (r.isAlive() && waiter.isAlive() ? ", " : "")
                            + (waiter.isAlive() ? waiter.getName() + " (" + waiter.getState() + ")" : "")
                            : "; the interrupt ended both";
                    if (blocked != null && blocked.ownerId() == Sched.javaId(waiter)) {
                        report(Verdict.fail(Verdict.Mechanism.CONTRACT, what + ": it was " + blocked.state()
                                + " on " + blocked.lock() + ", which " + name + " held while it waited; a monitor's"
                                + " Object.wait and a Condition's await give it up until they return, so " + name
                                + " did not wait, it kept the lock" + left), null);
                    }
                    throw error(what + (blocked == null ? " (" + r.getState() + ")" : ": it was " + blocked.state()
                            + " on " + blocked.lock() + " held by " + blocked.ownerName()) + left, null);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw error("interrupted while " + name + " was released", e);
            }
            if (threw[0] != null) {
                waiter.interrupt();
            }
            if (threw[0] instanceof Error e) {
                throw e;
            }
            if (threw[0] != null) {
                throw error("the release of " + name + " threw " + threw[0], threw[0]);
            }
        }
    }

    /** One waiter on one thread: where it ran, and how it ended. */
    private static final class Run {
        final Waiter waiter;
        final CountDownLatch started = new CountDownLatch(1);
        final Set<Long> tids = ConcurrentHashMap.newKeySet();
        volatile boolean released;
        volatile boolean returned;
        volatile boolean returnedBeforeRelease;
        volatile Throwable threw;
        volatile boolean virtual;
        volatile long startedAt;
        volatile long returnedAt;
        long lastRecord;

        Run(Waiter waiter) {
            this.waiter = waiter;
        }

        void body() {
            startedAt = System.nanoTime();
            virtual = Sched.onVirtualThread();
            record();
            started.countDown();
            try {
                waiter.await(this::released);
            } catch (Throwable e) {
                threw = e;
            } finally {
                record();
                returnedAt = System.nanoTime();
                returnedBeforeRelease = !released;
                returned = true;
            }
        }

        // The condition the waiter polls; on a virtual thread it also notes
        // the carrier, at most once a millisecond.
        boolean released() {
            if (virtual) {
                long now = System.nanoTime();
                if (now - lastRecord >= 1_000_000L) {
                    lastRecord = now;
                    record();
                }
            }
            return released;
        }

        void record() {
            long tid = Sched.currentTid();
            if (tid >= 0) {
                tids.add(tid);
            }
        }

        List<Long> tids() {
            return new ArrayList<>(tids);
        }

        // What a waiter that threw or returned before its release is told.
        AssertionError endedEarly(String name) {
            String after = Units.nanos(returnedAt - startedAt) + " after its start, before it was released";
            return threw != null ? error(name + " threw " + threw + " " + after, threw)
                    : error(name + " returned " + after + ": it must wait until released", null);
        }

        void awaitStart(Thread t, String name) {
            try {
                if (!started.await(THREAD_TIMEOUT_NANOS, TimeUnit.NANOSECONDS)) {
                    released = true;
                    throw error("the thread of " + name + " did not start within "
                            + Units.nanos(THREAD_TIMEOUT_NANOS) + " (" + t.getState() + ")", null);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw error("interrupted while starting " + name, e);
            }
        }

        void join(Thread t, String name) {
            try {
                t.join(THREAD_TIMEOUT_NANOS / 1_000_000L);
                if (t.isAlive()) {
                    t.interrupt();
                    t.join(1_000L);
                    throw error(name + " did not return within " + Units.nanos(THREAD_TIMEOUT_NANOS)
                            + " of its release" + (t.isAlive() ? ", nor after an interrupt; its thread is left running"
                            : "; an interrupt ended it"), null);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw error("interrupted while joining " + name, e);
            }
        }
    }

    // ---- STARVATION ------------------------------------------------------------------------------------

    /**
     * Asserts that the thread a waiter waits for makes progress while
     * waiters wait, with two waiters per CPU: see
     * {@link #assertAwaitedThreadProgresses(int, Waiter, ThrowingRunnable)}.
     *
     * <pre>{@code
     * AtomicLong sum = new AtomicLong();
     * WaitAssertions.assertAwaitedThreadProgresses(
     *         released -> Poller.awaitUntil(released, Duration.ofSeconds(30)),
     *         () -> sum.addAndGet(Checksum.of(payload)));     // 50 ms or more of work
     * }</pre>
     *
     * @param waiter  the code under test that waits until released
     * @param awaited the work the waiters wait for, which needs the CPU
     * @throws AssertionError STARVATION, INSENSITIVE, or ERROR
     */
    public static void assertAwaitedThreadProgresses(Waiter waiter, ThrowingRunnable awaited) {
        assertAwaitedThreadProgresses(2 * cpus(), waiter, awaited);
    }

    /**
     * Asserts that the thread a waiter waits for makes progress while
     * {@code waiters} waiters wait: that they leave it the CPU it needs.
     *
     * <p>What is measured. A waiter that holds a CPU starves nobody while a
     * CPU is free, so the assertion makes the CPUs scarce the way a busy pool
     * does: it runs {@code waiters} copies of the waiter, at least one per CPU
     * the process may use (those of {@code Cpus_allowed_list}, no more than a
     * cgroup CPU quota allows, rounded up, as {@code availableProcessors()}
     * counts them), on platform threads,
     * and once they have waited 10 ms, runs {@code awaited} on a platform
     * thread of its own, then releases the waiters when it has finished. It
     * does the same with as many baseline waiters, loops of
     * {@code objectWait(10 ms)} (the blocking wait that
     * {@code WaitMethod.blockingBaselineFor} gives a wait whose path is not
     * known), in turn with the waiters under test: one turn of each to warm
     * up, then 3, the task's time being the median of each side's. Besides
     * its wall time, the awaited thread's time on a CPU and queued for one
     * ({@code schedstat}) gives its demand: the share of its time it wanted a
     * CPU.
     *
     * <p>The model, stated as the kit states its models ({@code SlowdownVerdict},
     * {@code RetryPaceVerdict}) and kept with its rule in this package's
     * {@code StarvationVerdict}: beside waiters that block, the task takes 1 times its time; beside
     * {@code n} waiters that each hold one of {@code k} CPUs, a fair scheduler
     * gives each of the {@code n + 1} runnable threads {@code k / (n + 1)} of a
     * CPU, so a task that wants a CPU for a share {@code d} of its time takes
     * {@code (1 - d) + d (n + 1) / k} times as long. The bound is the midpoint,
     * {@code 1 + d ((n + 1) / k - 1) / 2}: 1.75 for a task that computes, with two
     * waiters per CPU on 2 CPUs. Why two per CPU: Linux balances runnable
     * threads over the CPUs to within one, not to a fair share of each, so
     * beside {@code k} spinning waiters the task may get a CPU of its own and
     * keep its pace (a starvation that passes unseen), while beside
     * {@code 2k} it shares a CPU with at least one spinner and takes at least
     * 2 times as long, above every bound of {@code 2k} waiters (at most 1.75).
     * It is a model's, not widened by
     * {@code waitkit.bound.factor}. Slower fails with {@code STARVATION}, and
     * so does a task that has not finished after 10 times its baseline time.
     * The task must want a CPU for at least half its time and take at least
     * 20 ms beside the baseline waiters, several of a scheduler's slices:
     * otherwise the two ends are too close, the verdict is
     * {@code INSENSITIVE}, and the test should give it more work. A task that
     * sleeps between short bursts is favoured by the scheduler when it wakes
     * and slowed less than the model says: its starvation may pass unseen,
     * and a blocking waiter never fails. A waiter that calls {@code yield()}
     * gives its CPU to the task at once on Linux and is not starvation here;
     * {@link #assertLeavesTheCpu(Duration, Waiter)} fails it. Virtual waiters
     * starve virtual threads of their carriers, which this assertion does not
     * model.
     *
     * <pre>{@code
     * int cpus = Runtime.getRuntime().availableProcessors();
     * WaitAssertions.assertAwaitedThreadProgresses(4 * cpus,
     *         released -> pool.awaitFreeConnection(released),
     *         () -> { try (Connection c = pool.borrow()) { c.runQuery(60_000); } });
     * }</pre>
     *
     * @param waiters how many waiters to run, at least the CPUs the process may
     *                run on; two per CPU is the default
     * @param waiter  the code under test that waits until released
     * @param awaited the work the waiters wait for, which needs the CPU
     * @throws AssertionError STARVATION, INSENSITIVE, or ERROR (the waiter or
     *         the task threw, a waiter returned before it was released or not
     *         within 5 s of it, the task did not end beside the baseline
     *         waiters within 60 s)
     */
    public static void assertAwaitedThreadProgresses(int waiters, Waiter waiter, ThrowingRunnable awaited) {
        requireNonNull("waiter", waiter);
        requireNonNull("awaited", awaited);
        int cpus = cpus();
        if (waiters < cpus) {
            throw new IllegalArgumentException(waiters + " waiters on " + cpus + " CPUs leave a CPU free, where the"
                    + " awaited thread runs whatever the waiters do: at least " + cpus + " are needed");
        }
        skipUnlessMeasurable("STARVATION");
        WaitMethod block = WaitMethod.of("objectWait");
        Waiter baseline = reference(block, REFERENCE_CALL_NANOS);
        String baselineName = block.name() + "(" + Units.nanos(REFERENCE_CALL_NANOS) + ")";
        long[] baseElapsed = new long[STARVATION_TURNS];
        double[] demand = new double[STARVATION_TURNS];
        long[] testElapsed = new long[STARVATION_TURNS];
        long[] testQueued = new long[STARVATION_TURNS];
        double[] held = new double[STARVATION_TURNS];
        long longestBaseline = 0;
        for (int turn = -1; turn < STARVATION_TURNS; turn++) {
            Beside b = beside(baseline, waiters, awaited, BASELINE_DEADLINE_NANOS, "baseline waiter");
            if (!b.finished) {
                throw error("the awaited task did not finish within " + Units.nanos(BASELINE_DEADLINE_NANOS)
                        + " beside " + waiters + " " + baselineName + " waiters, which block: nothing to compare"
                        + " with", null);
            }
            longestBaseline = Math.max(longestBaseline, b.elapsed);
            long deadline = Math.max(1_000_000_000L, DEADLINE_MULTIPLE * longestBaseline);
            Beside t = beside(waiter, waiters, awaited, deadline, "waiter");
            if (!t.finished) {
                report(StarvationVerdict.judge(new StarvationVerdict.Figures(cpus, waiters, baselineName, 1,
                        b.elapsed, t.elapsed, false, b.demand(), t.queued, t.waitersCpuShare(cpus))), null);
            }
            if (turn >= 0) {
                baseElapsed[turn] = b.elapsed;
                demand[turn] = b.demand();
                testElapsed[turn] = t.elapsed;
                testQueued[turn] = t.queued;
                held[turn] = t.waitersCpuShare(cpus);
            }
        }
        report(StarvationVerdict.judge(new StarvationVerdict.Figures(cpus, waiters, baselineName, STARVATION_TURNS,
                median(baseElapsed), median(testElapsed), true, median(demand), median(testQueued), median(held))),
                null);
    }

    /** One run of the awaited task beside waiters. */
    private static final class Beside {
        long elapsed;
        long cpu;
        long queued;
        boolean finished;
        long waitersCpu;
        long waitersWall;

        // At most 1: the kernel credits a wait for a CPU when the thread gets
        // one, so a run can be credited a wait that began before it.
        double demand() {
            return Math.min(1.0, (double) (cpu + Math.max(0, queued)) / Math.max(1, elapsed));
        }

        double waitersCpuShare(int cpus) {
            return (double) waitersCpu / Math.max(1, waitersWall) / cpus;
        }
    }

    // Runs n waiters, then the awaited task; releases the waiters when it has
    // finished, or at its deadline.
    private static Beside beside(Waiter waiter, int n, ThrowingRunnable awaited, long deadlineNanos, String name) {
        Run[] runs = new Run[n];
        Thread[] threads = new Thread[n];
        Beside result = new Beside();
        try {
            for (int i = 0; i < n; i++) {
                runs[i] = new Run(waiter);
                threads[i] = start(WaitAssertions::platformThread, runs[i], name + " " + (i + 1));
            }
            for (int i = 0; i < n; i++) {
                runs[i].awaitStart(threads[i], name + " " + (i + 1));
            }
            sleepNanos(SETTLE_NANOS);
            for (int i = 0; i < n; i++) {
                if (runs[i].returned) {
                    throw runs[i].endedEarly("the " + name + " " + (i + 1));
                }
            }
            long waitersCpu0 = cpuOf(threads);
            long g0 = System.nanoTime();
            long[] task = new long[4];
            Throwable[] taskThrew = new Throwable[1];
            CountDownLatch done = new CountDownLatch(1);
            Thread t = platformThread(() -> {
                long c0 = Sched.currentThreadCpuNanos();
                long q0 = Sched.currentThreadQueuedNanos();
                long t0 = System.nanoTime();
                try {
                    awaited.run();
                } catch (Throwable e) {
                    taskThrew[0] = e;
                }
                task[0] = System.nanoTime() - t0;
                task[1] = Sched.currentThreadCpuNanos() - c0;
                long q1 = Sched.currentThreadQueuedNanos();
                task[2] = q0 < 0 || q1 < 0 ? -1 : q1 - q0;
                done.countDown();
            });
            long start = System.nanoTime();
            t.start();
            result.finished = done.await(deadlineNanos, TimeUnit.NANOSECONDS);
            long g1 = System.nanoTime();
            result.waitersCpu = cpuOf(threads) - waitersCpu0;
            result.waitersWall = g1 - g0;
            long gaveUp = g1 - start;
            for (Run r : runs) {
                r.released = true;
            }
            if (!result.finished && !done.await(THREAD_TIMEOUT_NANOS, TimeUnit.NANOSECONDS)) {
                throw error("the awaited task did not finish within " + Units.nanos(deadlineNanos) + " beside "
                        + n + " " + name + "s, nor within " + Units.nanos(THREAD_TIMEOUT_NANOS)
                        + " after they were released: it does not end", null);
            }
            for (int i = 0; i < n; i++) {
                runs[i].join(threads[i], "the " + name + " " + (i + 1));
                if (runs[i].returnedBeforeRelease) {
                    throw runs[i].endedEarly("the " + name + " " + (i + 1));
                }
                if (runs[i].threw != null) {
                    throw error("the " + name + " " + (i + 1) + " threw " + runs[i].threw, runs[i].threw);
                }
            }
            if (taskThrew[0] != null) {
                throw error("the awaited task threw " + taskThrew[0], taskThrew[0]);
            }
            result.elapsed = result.finished ? task[0] : gaveUp;
            result.cpu = task[1];
            result.queued = task[2];
            return result;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw error("interrupted while the awaited task ran", e);
        } finally {
            for (Run r : runs) {
                if (r != null) {
                    r.released = true;
                }
            }
        }
    }

    // ---- helpers ---------------------------------------------------------------------------------------

    private static final AtomicInteger THREAD_NUMBER = new AtomicInteger();

    // A daemon, so that a waiter that never returns does not keep the test JVM alive.
    private static Thread platformThread(Runnable body) {
        Thread t = new Thread(body, "waitkit-assertions-" + THREAD_NUMBER.incrementAndGet());
        t.setDaemon(true);
        return t;
    }

    private static Thread start(ThreadFactory threads, Run run, String name) {
        Thread t = threads.newThread(run::body);
        if (t == null) {
            throw new IllegalArgumentException("the thread factory made no thread for " + name);
        }
        if (t.getState() != Thread.State.NEW) {
            throw new IllegalArgumentException("the thread factory gave a thread already started (" + t.getState()
                    + ") for " + name);
        }
        t.start();
        return t;
    }

    // The CPU time of the waiters' platform threads so far, read from this thread.
    @SuppressWarnings("deprecation") // Thread.getId: threadId() is JDK 19's, the jar is built for 17
    private static long cpuOf(Thread[] threads) {
        long sum = 0;
        for (Thread t : threads) {
            sum += Math.max(0, Sched.threadCpuNanos(t.getId()));
        }
        return sum;
    }

    private static int cpus() {
        return cpus(Platform.cpusAllowed(), Platform.availableProcessors());
    }

    /**
     * The CPUs the waiters and the awaited thread share: those of the
     * affinity mask, no more than the JVM counts. The JVM's count is the
     * mask's, lowered by a cgroup CPU quota to the quota rounded up (JDK's
     * container support), so a process with two CPUs and a quota of one has
     * one.
     *
     * @param allowed       the affinity mask, empty when unknown
     * @param jvmProcessors {@code Runtime.availableProcessors()}
     * @return the CPUs
     */
    static int cpus(BitSet allowed, int jvmProcessors) {
        return allowed.isEmpty() ? jvmProcessors : Math.min(allowed.cardinality(), jvmProcessors);
    }

    private static void skipUnlessMeasurable(String mechanism) {
        String why = Sched.whyUnmeasurable(mechanism.equals("STARVATION"));
        if (why != null) {
            String reason = mechanism + " not checked, it cannot be measured here: " + why;
            VerdictLog.notMeasured(reason);
            Throwable skip = Skip.because(reason);
            if (skip instanceof RuntimeException r) {
                throw r;
            }
            throw (Error) skip;
        }
    }

    private static void report(Verdict v, Throwable cause) {
        System.out.println(v);
        VerdictLog.record(v);
        if (!v.passed()) {
            throw new AssertionError(v.toString(), cause);
        }
    }

    private static AssertionError error(String what, Throwable cause) {
        Verdict v = Verdict.fail(Verdict.Mechanism.ERROR, what + "; nothing was judged");
        System.out.println(v);
        VerdictLog.record(v);
        return new AssertionError(v.toString(), cause);
    }

    private static void sleepNanos(long nanos) {
        try {
            TimeUnit.NANOSECONDS.sleep(nanos);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw error("interrupted while measuring", e);
        }
    }

    private static long positiveNanos(String name, Duration d) {
        requireNonNull(name, d);
        if (d.isNegative() || d.isZero()) {
            throw new IllegalArgumentException(name + " must be positive, got " + d);
        }
        try {
            return d.toNanos();
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException(name + " is too long: " + d, e);
        }
    }

    private static void requireNonNull(String name, Object o) {
        if (o == null) {
            throw new NullPointerException(name + " is null");
        }
    }

    private static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[(sorted.length - 1) / 2];
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[(sorted.length - 1) / 2];
    }
}
