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

import java.lang.ref.Cleaner;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

import waitkit.Platform;
import waitkit.Units;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.judge.GiveUpVerdict;
import waitkit.judge.RetryPaceVerdict;
import waitkit.measure.LatencySamples;
import waitkit.measure.ThreadCpu;
import waitkit.measure.ThreadRole;
import waitkit.mutant.JdkWaitLoop;
import waitkit.scenario.LoopShape;
import waitkit.scenario.ProgressLog;
import waitkit.scenario.ScenarioReport;
import waitkit.scenario.Workers;

/**
 * A model of java.nio.Bits.reserveMemory, run in a child JVM by
 * ReserveMemoryScenario: a budget of "native memory" units that come back only
 * when a buffer has become unreachable, the garbage collector has found it, the
 * Reference Handler has enqueued it and a Cleaner thread has run its action.
 * Allocator threads that find the budget exhausted do what Bits does: ask for a
 * GC, then retry with an exponential back-off through the wait method under test.
 * Unlike Bits, each allocator has its own share of the budget: with one shared
 * budget, allocators that happen to be running take the memory the Cleaner
 * frees while another one sleeps, and a sleeping allocator can give up after
 * really waiting its 511 ms: a failure of the workload's fairness, not of the
 * wait, which a per-allocator share rules out.
 * <ul>
 * <li>{@code counted}: Bits' shape, nine back-offs of 1, 2, ..., 256 ms, then
 *     give up (Bits throws OutOfMemoryError). The loop believes it waited 511 ms.</li>
 * <li>{@code uncounted}: retry with 1 ms waits until the allocation succeeds or
 *     the scenario's deadline passes. Such a loop cannot run out of budget, so
 *     what an unsafe wait does to it is slow the work down.</li>
 * </ul>
 * Verdicts ({@link RetryPaceVerdict}, which states the model behind its
 * numbers):
 * <ul>
 * <li>BUDGET_COLLAPSE: a counted loop gave up in less real time than the
 *     511 ms it counts, so its waits returned early (see
 *     {@link GiveUpVerdict#of}).</li>
 * <li>STARVATION: a counted loop gave up after waiting its time anyway, or the
 *     work missed the deadline; or, uncounted, the work took more than twice as
 *     long as the same work beside a blocking wait of another path in a
 *     baseline run of the same test while the waiting allocators held more
 *     than half of the CPU, both read at a check just after twice the
 *     baseline's time. A run starved there is stopped: nothing after the
 *     check can change the verdict.</li>
 * <li>PASS: every allocation done, without either.</li>
 * </ul>
 * Arguments: shape, allocator threads, budget in units, allocations per thread,
 * deadline in seconds, and for the uncounted shape the baseline's elapsed
 * nanoseconds ({@code 0} when this run is the baseline) and, when it is not
 * 0, the baseline's wait.
 */
public class ReserveMemoryModel {

    // One share of the budget per allocator: see the class comment.
    private static AtomicLong[] reserved;
    private static long share;
    private static final Cleaner cleaner = Cleaner.create();
    private static final ConcurrentLinkedQueue<Long> giveUpNanos = new ConcurrentLinkedQueue<>();
    private static final AtomicLong backoffs = new AtomicLong();
    private static final AtomicLong backoffNanos = new AtomicLong();
    private static final AtomicLong allocations = new AtomicLong();
    private static ProgressLog cleanerSteps;
    private static volatile long deadline;
    private static final String ALLOCATOR = "allocator-";
    private static volatile RetryPaceVerdict.Check check;
    private static volatile boolean stopped;

    public static void main(String[] args) throws Exception {
        boolean counted = LoopShape.parse(args[0]) == LoopShape.COUNTED;
        int threads = Integer.parseInt(args[1]);
        long capacity = Long.parseLong(args[2]);
        share = capacity / threads;
        reserved = new AtomicLong[threads];
        for (int i = 0; i < threads; i++) {
            reserved[i] = new AtomicLong();
        }
        int perThread = Integer.parseInt(args[3]);
        long deadlineNanos = Long.parseLong(args[4]) * 1_000_000_000L;
        long baselineNanos = counted ? 0 : Long.parseLong(args[5]);
        String baselineWait = counted || baselineNanos == 0 ? "" : args[6];
        WaitMethod wait = WaitMethod.fromSystemProperty("sleep");
        String scenario = "ReserveMemoryModel(" + args[0] + ", " + threads + " threads, " + capacity + " units)";

        cleanerSteps = new ProgressLog(threads * perThread);
        long started = System.nanoTime();
        deadline = started + deadlineNanos;
        if (baselineNanos > 0) {
            checkPace(started, (long) threads * perThread, baselineNanos);
        }
        Workers.Result run = Workers.run(ALLOCATOR, threads, i -> allocate(reserved[i], perThread, counted, wait),
                deadlineNanos + 1_000_000_000L);
        long ended = System.nanoTime();
        long elapsed = run.elapsedNanos();
        long cleanerGap = cleanerSteps.longestGapNanos(started, ended);
        Map<ThreadRole, Long> byRole = ThreadCpu.cpuByRole(run.cpu());
        long allocatorCpu = run.cpuOf(ALLOCATOR);
        long cleanerCpu = byRole.get(ThreadRole.CLEANER);
        long refHandlerCpu = byRole.get(ThreadRole.REFERENCE_HANDLER);
        long gcCpu = byRole.get(ThreadRole.GC) + byRole.get(ThreadRole.VM);
        long cleanerWait = run.cpu().stream().filter(u -> ThreadRole.of(u.name()) == ThreadRole.CLEANER)
                .mapToLong(u -> Math.max(0, u.runQueueWaitNanos())).sum();
        long expected = (long) threads * perThread;
        long done = allocations.get();
        double allocatorShare = cpuShare(allocatorCpu, elapsed);

        Map<String, Object> numbers = new LinkedHashMap<>();
        numbers.put("allocations", done);
        numbers.put("allocations_expected", expected);
        numbers.put("give_ups", giveUpNanos.size());
        numbers.put("backoffs", backoffs.get());
        numbers.put("backoff_ns", backoffNanos.get());
        numbers.put("elapsed_ns", elapsed);
        numbers.put("allocator_cpu_ns", allocatorCpu);
        numbers.put("cleaner_cpu_ns", cleanerCpu);
        numbers.put("cleaner_runqueue_ns", cleanerWait);
        numbers.put("cleaner_longest_gap_ns", cleanerGap);
        numbers.put("cleaner_actions_per_100ms", cleanerSteps.stepsPerInterval(started, ended, 100_000_000L));
        numbers.put("reference_handler_cpu_ns", refHandlerCpu);
        numbers.put("gc_and_vm_cpu_ns", gcCpu);
        numbers.put("allocator_cpu_share", allocatorShare);
        if (!counted) {
            numbers.put("baseline_elapsed_ns", baselineNanos);
            numbers.put("baseline_wait", baselineWait);
            RetryPaceVerdict.Check c = check;
            if (c != null) {
                numbers.put("check_elapsed_ns", c.elapsedNanos());
                numbers.put("check_allocations", c.done());
                numbers.put("check_allocator_cpu_share", c.waitersShare());
            }
            numbers.put("stopped_at_check", stopped);
        }

        String cpuStory = "Cleaner got " + Units.nanos(cleanerCpu) + " CPU (waited " + Units.nanos(cleanerWait)
                + " for one; longest stretch without freeing a unit " + Units.nanos(cleanerGap) + "), Reference Handler " + Units.nanos(refHandlerCpu) + ", GC and VM threads " + Units.nanos(gcCpu)
                + ", while the allocators used " + Units.nanos(allocatorCpu) + " in " + Units.nanos(elapsed);
        long giveUpMedian = -1;
        String story;
        if (!giveUpNanos.isEmpty()) {
            LatencySamples s = LatencySamples.of(giveUpNanos.stream().mapToLong(Long::longValue).toArray());
            giveUpMedian = s.median();
            story = giveUpNanos.size() + " of " + threads + " allocators gave up: "
                    + JdkWaitLoop.BitsBackOff.MAX_SLEEPS
                    + " back-offs took " + Units.nanos(s.median()) + " (median; longest " + Units.nanos(s.max())
                    + "), the loop assumes " + Units.nanos(JdkWaitLoop.BitsBackOff.BUDGET_NANOS) + "; " + cpuStory;
        } else {
            story = done + " of " + expected + " allocations took " + Units.nanos(elapsed)
                    + (baselineNanos > 0 ? " (the baseline, with " + baselineWait + ", " + Units.nanos(baselineNanos)
                    + ")" : "") + " while the waiting allocators held " + Units.percent(allocatorShare)
                    + " of the CPU; " + backoffs.get() + " back-offs waited " + Units.nanos(backoffNanos.get())
                    + "; " + (stopped ? "stopped at the check" : "deadline " + Units.nanos(deadlineNanos)) + "; " + cpuStory;
        }
        Verdict verdict = RetryPaceVerdict.judge(new RetryPaceVerdict.Figures(giveUpMedian, done, expected, elapsed,
                baselineNanos, check, allocatorShare, JdkWaitLoop.BitsBackOff.BUDGET_NANOS, story));
        ScenarioReport.send(scenario, wait, verdict, numbers);
    }

    // The pace check (RetryPaceVerdict): once, just after SLOWDOWN times the
    // baseline's time, the work done and the allocators' CPU share until then.
    // A run starved there is stopped: the deadline, which ends the
    // allocators' loops, moves to now. Any other run goes on to its end.
    private static void checkPace(long started, long expected, long baselineNanos) {
        long checkAt = started + RetryPaceVerdict.checkAfterNanos(baselineNanos);
        Thread checker = new Thread(() -> {
            long wait;
            while ((wait = checkAt - System.nanoTime()) > 0) {
                LockSupport.parkNanos(wait);
            }
            long now = System.nanoTime();
            long done = allocations.get();
            long allocatorCpu = ThreadCpu.snapshot().stream().filter(u -> u.name().startsWith(ALLOCATOR))
                    .mapToLong(ThreadCpu.Usage::cpuNanos).sum();
            RetryPaceVerdict.Check c = new RetryPaceVerdict.Check(now - started, done,
                    cpuShare(allocatorCpu, now - started));
            check = c;
            if (RetryPaceVerdict.starvedAtCheck(c, expected, baselineNanos)) {
                stopped = true;
                deadline = now;
            }
        }, "pace-check");
        checker.setDaemon(true);
        checker.start();
    }

    // The share of this JVM's CPUs that threads used over a stretch of time.
    private static double cpuShare(long cpuNanos, long elapsedNanos) {
        return (double) cpuNanos / ((double) elapsedNanos * Platform.availableProcessors());
    }

    private static boolean tryReserve(AtomicLong reserved) {
        long r;
        do {
            r = reserved.get();
            if (r >= share) {
                return false;
            }
        } while (!reserved.compareAndSet(r, r + 1));
        return true;
    }

    private static void allocate(AtomicLong reserved, int count, boolean counted, WaitMethod wait)
            throws InterruptedException {
        for (int i = 0; i < count; i++) {
            if (!reserve(reserved, counted, wait)) {
                return;
            }
            // The "buffer": unreachable as soon as this iteration ends.
            Object buffer = new byte[512];
            cleaner.register(buffer, () -> {
                reserved.decrementAndGet();
                cleanerSteps.step();
            });
            allocations.incrementAndGet();
        }
    }

    // Bits.reserveMemory's shape, minus its waitForReferenceProcessing calls,
    // which a library outside java.base cannot make.
    private static boolean reserve(AtomicLong reserved, boolean counted, WaitMethod wait)
            throws InterruptedException {
        if (tryReserve(reserved)) {
            return true;
        }
        System.gc();
        long start = System.nanoTime();
        long sleepNanos = JdkWaitLoop.BitsBackOff.FIRST_SLEEP_NANOS;
        int sleeps = 0;
        while (true) {
            if (tryReserve(reserved)) {
                return true;
            }
            if (counted ? sleeps >= JdkWaitLoop.BitsBackOff.MAX_SLEEPS : System.nanoTime() - deadline > 0) {
                break;
            }
            long t0 = System.nanoTime();
            wait.await(counted ? sleepNanos : 1_000_000L);
            backoffNanos.addAndGet(System.nanoTime() - t0);
            backoffs.incrementAndGet();
            sleepNanos <<= 1;
            sleeps++;
        }
        if (counted) {
            giveUpNanos.add(System.nanoTime() - start);
        }
        return false;
    }
}
