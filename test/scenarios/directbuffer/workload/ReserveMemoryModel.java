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
import java.util.Locale;
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
import waitkit.scenario.RecordCodec;
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
 * Arguments: {@link Args}.
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

    /**
     * The workload's arguments, {@code name=value} ({@link RecordCodec}); each
     * one left out takes its value in {@link #DEFAULTS}.
     *
     * @param shape           the retry loop's shape
     * @param threads         the allocator threads
     * @param capacity        the budget, in units
     * @param perThread       the allocations each thread makes
     * @param deadlineSeconds when the allocators stop
     * @param baselineNanos   the uncounted shape's baseline time, 0 when this run is the baseline
     * @param baselineWait    the wait of the baseline run, {@code null} without one
     */
    record Args(LoopShape shape, int threads, long capacity, int perThread, long deadlineSeconds,
                long baselineNanos, String baselineWait) {

        /** The scenario's setting: 8 allocators, 64 units, 250 allocations each, 20 s. */
        static final Args DEFAULTS = new Args(LoopShape.COUNTED, 8, 64, 250, 20, 0, null);

        /**
         * Returns these arguments with a baseline to compare with.
         *
         * @param nanos its time
         * @param wait  its wait
         * @return the arguments
         */
        Args withBaseline(long nanos, String wait) {
            return new Args(shape, threads, capacity, perThread, deadlineSeconds, nanos, wait);
        }
    }

    /**
     * The figures sent besides the verdict's message; those of the baseline
     * and the pace check are {@code null} where the shape or the run has none.
     *
     * @param allocations           the allocations done
     * @param allocationsExpected   the allocations asked for
     * @param giveUps               the allocators that gave up
     * @param backoffs              the waits of the retry loops
     * @param backoffNs             their time
     * @param elapsedNs             the allocators' time
     * @param allocatorCpuNs        their CPU time
     * @param cleanerCpuNs          the Cleaner's
     * @param cleanerRunqueueNs     the Cleaner's time queued for a CPU
     * @param cleanerLongestGapNs   its longest stretch without freeing a unit
     * @param cleanerActionsPer100ms the units it freed in each 100 ms
     * @param referenceHandlerCpuNs the Reference Handler's CPU time
     * @param gcAndVmCpuNs          the GC and VM threads'
     * @param allocatorCpuShare     the allocators' share of the CPU
     * @param baselineElapsedNs     the baseline's time
     * @param baselineWait          the baseline's wait
     * @param checkElapsedNs        when the pace check looked
     * @param checkAllocations      the allocations done by then
     * @param checkAllocatorCpuShare the allocators' share of the CPU until then
     * @param stoppedAtCheck        whether the check stopped the run
     */
    record Figures(long allocations, long allocationsExpected, int giveUps, long backoffs, long backoffNs,
                   long elapsedNs, long allocatorCpuNs, long cleanerCpuNs, long cleanerRunqueueNs,
                   long cleanerLongestGapNs, String cleanerActionsPer100ms, long referenceHandlerCpuNs,
                   long gcAndVmCpuNs, double allocatorCpuShare, Long baselineElapsedNs, String baselineWait,
                   Long checkElapsedNs, Long checkAllocations, Double checkAllocatorCpuShare,
                   Boolean stoppedAtCheck) {
    }

    public static void main(String[] commandLine) throws Exception {
        Args args = RecordCodec.fromArgs(Args.class, commandLine, Args.DEFAULTS);
        boolean counted = args.shape() == LoopShape.COUNTED;
        int threads = args.threads();
        long capacity = args.capacity();
        share = capacity / threads;
        reserved = new AtomicLong[threads];
        for (int i = 0; i < threads; i++) {
            reserved[i] = new AtomicLong();
        }
        int perThread = args.perThread();
        long deadlineNanos = args.deadlineSeconds() * 1_000_000_000L;
        long baselineNanos = counted ? 0 : args.baselineNanos();
        String baselineWait = counted || baselineNanos == 0 ? "" : args.baselineWait();
        WaitMethod wait = WaitMethod.fromSystemProperty("sleep");
        String scenario = "ReserveMemoryModel(" + args.shape().name().toLowerCase(Locale.ROOT) + ", " + threads
                + " threads, " + capacity + " units)";

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

        RetryPaceVerdict.Check c = counted ? null : check;
        Figures figures = new Figures(done, expected, giveUpNanos.size(), backoffs.get(), backoffNanos.get(), elapsed,
                allocatorCpu, cleanerCpu, cleanerWait, cleanerGap,
                cleanerSteps.stepsPerInterval(started, ended, 100_000_000L), refHandlerCpu, gcCpu, allocatorShare,
                counted ? null : baselineNanos, counted ? null : baselineWait,
                c == null ? null : c.elapsedNanos(), c == null ? null : c.done(), c == null ? null : c.waitersShare(),
                counted ? null : stopped);

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
        ScenarioReport.send(scenario, wait, verdict, figures);
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
