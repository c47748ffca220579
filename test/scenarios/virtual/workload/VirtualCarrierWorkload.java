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


import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;

import waitkit.Platform;
import waitkit.Units;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.judge.GiveUpVerdict;
import waitkit.measure.ThreadCpu;
import waitkit.mutant.JdkWaitLoop;
import waitkit.scenario.RecordCodec;
import waitkit.scenario.ScenarioReport;

/**
 * The child side of VirtualCarrierScenario: virtual threads on a scheduler
 * with one carrier and no compensation ({@code
 * -Djdk.virtualThreadScheduler.parallelism=1 -Djdk.virtualThreadScheduler.maxPoolSize=1}),
 * so that whatever a waiting virtual thread does with its carrier decides
 * whether any other virtual thread runs. The scheduler does not time-slice
 * (JEP 444): a virtual thread keeps its carrier until it blocks, yields or
 * ends.
 *
 * <p>Shapes:
 * <ul>
 * <li>{@code unpinned}, {@code pinned}: a waiter virtual thread calls the wait
 *     under test for 1 ms at a time until a flag is set (pinned: inside
 *     {@code synchronized}); once it has made {@value #SETTLING_CALLS} calls,
 *     the main thread, a platform thread, starts a setter virtual thread that
 *     sets the flag. The setter reaches the
 *     scheduler as an external submission and needs the carrier for a
 *     moment. Liveness: the setter must run within the bound of
 *     {@link CarrierVerdict#livenessBound}: one call of the wait (1 ms), the
 *     longest of {@value #START_SAMPLES} starts of a virtual thread on the
 *     idle carrier measured first in this JVM (the setter's path, no wait's),
 *     and two scheduling periods of the operating system. When the bound
 *     passes, the main thread raises an abort flag that ends the waiter's
 *     loop, so the run never hangs.</li>
 * <li>{@code counted}: java.nio.Bits' back-off (nine waits of 1, 2, ...,
 *     256 ms) in a virtual thread, for memory that a platform thread gives
 *     back {@value #MEMORY_BACK_MILLIS} ms after the first attempt.</li>
 * </ul>
 * Outcomes:
 * <ul>
 * <li>PASS (unpinned, pinned): the setter ran within the bound: the waiter
 *     gave the carrier up, by unmounting (sleep, park) or by a yield that let
 *     the queued setter run.</li>
 * <li>STARVATION (unpinned, pinned): the setter had not run when the bound
 *     passed; it ran only after the abort. The message says how the carrier
 *     spent the starved window: runnable the whole time (the waiter spun or
 *     yielded to itself on it) or blocked (a pinned waiter blocked the carrier
 *     thread itself, so the carrier was idle and still of no use to the
 *     setter).</li>
 * <li>CPU_USE (unpinned, pinned): the setter starved, but the carrier's state
 *     contradicts the wait's kind: a blocking wait's carrier was on a CPU for
 *     more than half the window, or a spinning or yielding wait's carrier
 *     runnable for less than half, so the explanation above does not hold
 *     (see {@link CarrierVerdict}).</li>
 * <li>PASS (counted): the memory came back while the loop waited.</li>
 * <li>BUDGET_COLLAPSE (counted): the loop gave up in less time than the
 *     511 ms its nine back-offs stand for (see {@link GiveUpVerdict#of}).</li>
 * <li>ERROR: the scheduler is not the one-carrier scheduler, a virtual
 *     thread threw or did not end after the abort, or the carrier's
 *     schedstat could not be read for a starved window.</li>
 * </ul>
 * Arguments: {@link Args}.
 */
public class VirtualCarrierWorkload {

    /** How long one call of the wait under test asks to wait. */
    private static final long CALL_NANOS = 1_000_000L;

    /** The virtual threads started on the idle carrier to measure how long a start takes to run. */
    static final int START_SAMPLES = 21;

    /**
     * The calls the waiter makes before the setter starts, so that the setter
     * meets the loop in its steady state, not a first call that is still
     * loading and linking the wait's code.
     */
    static final int SETTLING_CALLS = 10;

    /** When the memory of the counted shape comes back. */
    static final long MEMORY_BACK_MILLIS = 200;

    /**
     * How long each phase may take before the run is an ERROR: the start
     * samples together, the waiter's settling calls, and each thread's end
     * after the abort.
     */
    static final Duration JOIN_TIMEOUT = Duration.ofSeconds(10);

    /**
     * The longest the workload runs before it reports: the start samples,
     * the settling calls, the liveness bound (whose start latency is at most
     * one {@link #JOIN_TIMEOUT}), and the ends of the waiter and the setter.
     * The counted shape ends within one {@link #JOIN_TIMEOUT}.
     */
    static final Duration WORST_CASE = JOIN_TIMEOUT.multipliedBy(5)
            .plusNanos(CarrierVerdict.livenessBound(CALL_NANOS, 0));

    private static volatile boolean flag;
    private static volatile boolean abort;
    private static volatile long setterRanAt;
    private static volatile long waiterCalls;
    private static final AtomicReference<Throwable> THREW = new AtomicReference<>();

    /** What the waiting virtual thread does. */
    enum Shape {
        /** Waits until the setter runs. */
        UNPINNED,
        /** Waits until the setter runs, inside {@code synchronized}. */
        PINNED,
        /** Backs off nine times, as Bits' allocation does. */
        COUNTED;

        /**
         * Reads a shape as a {@code @run} line writes it.
         *
         * @param text {@code unpinned}, {@code pinned} or {@code counted}
         * @return the shape
         */
        static Shape parse(String text) {
            for (Shape s : values()) {
                if (s.name().toLowerCase(Locale.ROOT).equals(text)) {
                    return s;
                }
            }
            throw new IllegalArgumentException("unknown shape '" + text + "': expected unpinned, pinned or counted");
        }
    }

    /**
     * The workload's arguments, {@code name=value} ({@link RecordCodec}).
     *
     * @param shape what the waiting virtual thread does
     */
    record Args(Shape shape) {

        /** The unpinned waiter. */
        static final Args DEFAULTS = new Args(Shape.UNPINNED);
    }

    /**
     * The figures of the unpinned and pinned shapes.
     *
     * @param pinned            whether the waiter waited inside {@code synchronized}
     * @param startLatencyNs    the longest start of a virtual thread on the idle carrier
     * @param boundNs           how long the setter may take to run
     * @param setterDelayNs     how long it took, -1 if it never ran
     * @param waiterCalls       the waiter's calls of the wait
     * @param windowNs          how long the setter was waited for
     * @param carrierCpuNs      the carrier's CPU time meanwhile, -1 without schedstat
     * @param carrierRunqueueNs its time queued for a CPU, -1 without schedstat
     * @param jdk               the JDK's version
     */
    record Monopoly(boolean pinned, long startLatencyNs, long boundNs, long setterDelayNs, long waiterCalls,
                    long windowNs, long carrierCpuNs, long carrierRunqueueNs, String jdk) {
    }

    /**
     * The figures of the counted shape.
     *
     * @param waitedNs  how long the back-offs took
     * @param backOffs  how many there were
     * @param claimedNs the time the loop assumes they take
     * @param jdk       the JDK's version
     */
    record Counted(long waitedNs, long backOffs, long claimedNs, String jdk) {
    }

    public static void main(String[] commandLine) throws Exception {
        Args args = RecordCodec.fromArgs(Args.class, commandLine, Args.DEFAULTS);
        WaitMethod wait = WaitMethod.fromSystemProperty("sleep");
        String scenario = "VirtualCarrier(" + args.shape().name().toLowerCase(Locale.ROOT) + ")";
        String parallelism = System.getProperty("jdk.virtualThreadScheduler.parallelism");
        String maxPoolSize = System.getProperty("jdk.virtualThreadScheduler.maxPoolSize");
        if (!"1".equals(parallelism) || !"1".equals(maxPoolSize)) {
            ScenarioReport.error(scenario, wait, "the scenario needs one carrier and no compensation, got "
                    + "parallelism " + parallelism + " and maxPoolSize " + maxPoolSize);
            return;
        }
        switch (args.shape()) {
            case UNPINNED -> monopoly(scenario, wait, false);
            case PINNED -> monopoly(scenario, wait, true);
            case COUNTED -> counted(scenario, wait);
        }
    }

    /**
     * The longest time a virtual thread started from this platform thread
     * took to run on the idle carrier, of {@value #START_SAMPLES} starts: the
     * setter's own path with nothing in its way, and no call of any wait.
     *
     * @return the longest start, or -1 if the starts did not all run within {@link #JOIN_TIMEOUT}
     */
    private static long startLatencyNanos() throws InterruptedException {
        long deadline = System.nanoTime() + JOIN_TIMEOUT.toNanos();
        long longest = 0;
        // Sample -1 loads and links what a start runs, as it is for the setter, and is not counted.
        for (int i = -1; i < START_SAMPLES; i++) {
            long[] ranAt = new long[1];
            long start = System.nanoTime();
            Thread t = Thread.ofVirtual().name("waitkit-start-sample").start(() -> ranAt[0] = System.nanoTime());
            long left = deadline - System.nanoTime();
            if (left <= 0 || !t.join(Duration.ofNanos(left))) {
                return -1;
            }
            longest = i < 0 ? 0 : Math.max(longest, ranAt[0] - start);
        }
        return longest;
    }

    private static void monopoly(String scenario, WaitMethod wait, boolean pinned) throws Exception {
        long startLatency = startLatencyNanos();
        if (startLatency < 0) {
            ScenarioReport.error(scenario, wait, START_SAMPLES + " virtual threads started on the idle carrier did "
                    + "not all run within " + JOIN_TIMEOUT + ": there is no carrier to measure against");
            return;
        }
        long bound = CarrierVerdict.livenessBound(CALL_NANOS, startLatency);
        String boundOrigin = CarrierVerdict.livenessBoundOrigin(CALL_NANOS, startLatency);

        Object monitor = new Object();
        long[] carrierTid = {-1};
        Runnable loop = () -> {
            carrierTid[0] = Platform.currentTid();
            try {
                while (!flag && !abort) {
                    wait.await(CALL_NANOS);
                    waiterCalls++;
                }
            } catch (Throwable e) {
                THREW.set(e);
            }
        };
        Thread waiter = Thread.ofVirtual().name("waitkit-waiter").start(() -> {
            if (pinned) {
                synchronized (monitor) {
                    loop.run();
                }
            } else {
                loop.run();
            }
        });
        long settleBy = System.nanoTime() + JOIN_TIMEOUT.toNanos();
        while (waiterCalls < SETTLING_CALLS && THREW.get() == null && System.nanoTime() < settleBy) {
            Thread.sleep(1);
        }
        if (waiterCalls < SETTLING_CALLS) {
            ScenarioReport.error(scenario, wait, "the waiter virtual thread made " + waiterCalls + " calls of "
                    + wait.name() + " in " + JOIN_TIMEOUT + (THREW.get() == null ? "" : ": it threw " + THREW.get()));
            return;
        }

        ThreadCpu.SchedStat carrierBefore = ThreadCpu.schedStatOfThread(carrierTid[0]);
        long start = System.nanoTime();
        Thread setter = Thread.ofVirtual().name("waitkit-setter").start(() -> {
            setterRanAt = System.nanoTime();
            flag = true;
        });
        while (setterRanAt == 0 && System.nanoTime() - start < bound) {
            Thread.sleep(1);
        }
        long windowEnd = System.nanoTime();
        ThreadCpu.SchedStat carrierAfter = ThreadCpu.schedStatOfThread(carrierTid[0]);
        abort = true;
        if (!waiter.join(JOIN_TIMEOUT) || !setter.join(JOIN_TIMEOUT)) {
            ScenarioReport.error(scenario, wait, "a virtual thread did not end within " + JOIN_TIMEOUT
                    + " of the abort (waiter " + waiter.getState() + ", setter " + setter.getState() + ")");
            return;
        }
        if (THREW.get() != null) {
            ScenarioReport.error(scenario, wait, "a virtual thread threw " + THREW.get());
            return;
        }

        long window = windowEnd - start;
        long cpu = carrierBefore == null || carrierAfter == null ? -1
                : carrierAfter.cpuNanos() - carrierBefore.cpuNanos();
        long queued = carrierBefore == null || carrierAfter == null ? -1
                : carrierAfter.runQueueWaitNanos() - carrierBefore.runQueueWaitNanos();
        long setterDelay = setterRanAt == 0 ? -1 : setterRanAt - start;
        Monopoly figures = new Monopoly(pinned, startLatency, bound, setterDelay, waiterCalls, window, cpu, queued,
                Runtime.version().toString());
        Verdict v = CarrierVerdict.judge(new CarrierVerdict.Figures(wait, pinned, waiterCalls, setterDelay, window,
                bound, boundOrigin, cpu, queued));
        ScenarioReport.send(scenario, wait, v.passed() ? v
                : Verdict.fail(v.mechanism(), v.message() + " (JDK " + Runtime.version() + ")"), figures);
    }

    private static void counted(String scenario, WaitMethod wait) throws Exception {
        Thread freer = new Thread(() -> {
            try {
                Thread.sleep(MEMORY_BACK_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
            flag = true;
        }, "waitkit-freer");
        freer.setDaemon(true);
        freer.start();
        long[] waitedAndSleeps = new long[2];
        boolean[] reserved = new boolean[1];
        Thread allocator = Thread.ofVirtual().name("waitkit-allocator").start(() -> {
            try {
                long start = System.nanoTime();
                long sleepNanos = 1_000_000L;
                int sleeps = 0;
                while (true) {
                    if (flag) {
                        reserved[0] = true;
                        break;
                    }
                    if (sleeps >= JdkWaitLoop.BitsBackOff.MAX_SLEEPS) {
                        break;
                    }
                    wait.await(sleepNanos);
                    sleepNanos <<= 1;
                    sleeps++;
                }
                waitedAndSleeps[0] = System.nanoTime() - start;
                waitedAndSleeps[1] = sleeps;
            } catch (Throwable e) {
                THREW.set(e);
            }
        });
        if (!allocator.join(JOIN_TIMEOUT)) {
            ScenarioReport.error(scenario, wait, "the allocating virtual thread did not end within " + JOIN_TIMEOUT);
            return;
        }
        if (THREW.get() != null) {
            ScenarioReport.error(scenario, wait, "the allocating virtual thread threw " + THREW.get());
            return;
        }
        long waited = waitedAndSleeps[0];
        long sleeps = waitedAndSleeps[1];
        Counted figures = new Counted(waited, sleeps, JdkWaitLoop.BitsBackOff.BUDGET_NANOS,
                Runtime.version().toString());
        Verdict verdict = reserved[0]
                ? Verdict.pass("the memory came back " + Units.nanos(waited) + " into the back-off, after " + sleeps
                        + " back-offs of " + wait.name() + " in a virtual thread")
                : GiveUpVerdict.of(waited, JdkWaitLoop.BitsBackOff.BUDGET_NANOS, sleeps + " back-offs of "
                        + wait.name() + " in a virtual thread took " + Units.nanos(waited) + " ("
                        + Units.nanos((double) waited / Math.max(1, sleeps)) + " a call), the loop assumes "
                        + Units.nanos(JdkWaitLoop.BitsBackOff.BUDGET_NANOS) + "; the memory came back "
                        + MEMORY_BACK_MILLIS + " ms after the first attempt");
        ScenarioReport.send(scenario, wait, verdict, figures);
    }
}
