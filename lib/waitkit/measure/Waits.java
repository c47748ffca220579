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

package waitkit.measure;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.locks.LockSupport;

import waitkit.Evidence;
import waitkit.Units;
import waitkit.WaitMethod;

/**
 * Measures wait methods on the calling thread: the latency of each call, and
 * the CPU time, run-queue time and stops of the thread over a series of calls,
 * alone, side by side with other methods, or in turn with a baseline block.
 * What an observer sees and what an interrupt does are probed by
 * {@link WaitProbes}.
 */
public final class Waits {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private Waits() {
    }

    /**
     * What one series of waits measured.
     *
     * @param method         the wait method
     * @param requestedNanos the time requested per call
     * @param calls          how many calls were made
     * @param latency        wall time of each call, or of an even sample of
     *                       the calls when there were too many to keep
     * @param cpuNanos       CPU time the calling thread used over the series
     * @param runQueueNanos  time the calling thread was runnable but not running,
     *                       from {@code /proc/thread-self/schedstat}; -1 if unknown
     * @param wallNanos      wall time of the whole series
     * @param stops          what stopped the thread over the series other than
     *                       its waits: blocks, page faults, JVM safepoints
     */
    public record Measurement(WaitMethod method, long requestedNanos, long calls, LatencySamples latency,
                              long cpuNanos, long runQueueNanos, long wallNanos, ThreadStops stops) {

        /**
         * Returns the CPU time per call.
         *
         * @return nanoseconds of CPU per call
         */
        public double cpuPerWaitNanos() {
            return (double) cpuNanos / calls;
        }

        /**
         * Returns the share of the series' wall time the thread was runnable
         * (on a CPU or queued for one). A thread that spins is runnable all the
         * time whatever the load, so this is near 1; a thread that blocks is not,
         * so this is near 0.
         *
         * @return (CPU + run-queue time) / wall time, or CPU / wall time if the
         *         run-queue time is unknown
         */
        public double runnableFraction() {
            return (double) (cpuNanos + Math.max(0, runQueueNanos)) / wallNanos;
        }

        /**
         * Returns the share of the series' wall time the thread was on a CPU.
         * For a wait that blocks this is its way in and out; unlike
         * {@link #runnableFraction()} it leaves out the time the thread waited
         * for a CPU after each wake-up, which a loaded machine can stretch to
         * tens of milliseconds and which is the machine's, not the wait's.
         *
         * @return CPU time / wall time
         */
        public double cpuFraction() {
            return (double) cpuNanos / wallNanos;
        }

        /**
         * Returns the share of the series' wall time the thread held a CPU or
         * wanted one, counting as held the time it was blocked when it blocked
         * at most once per hundred calls. A wait that blocks does so on (nearly)
         * every call, so such rare blocks are not the wait's: the JVM stops every
         * thread now and then (safepoints, handshakes, its own locks, whose
         * holder may wait for a CPU on a loaded machine) and the kernel may
         * block one on a page fault. Their time tells nothing about the wait.
         *
         * @return (CPU + run-queue time + those blocks) / wall time, at most 1: the
         *         kernel credits a wait for a CPU when the thread gets one, so a
         *         series can be credited a wait that began before it
         */
        public double heldFraction() {
            boolean notTheWaits = stops.voluntarySwitches() >= 0 && stops.voluntarySwitches() * 100 <= calls;
            return notTheWaits ? 1.0 : Math.min(1.0, runnableFraction());
        }

        /**
         * Starts a latency line of evidence from this measurement.
         *
         * @param state the thread state an observer saw, or {@code null}
         * @return the evidence line, to be completed and {@linkplain Evidence#write() written}
         */
        public Evidence evidence(String state) {
            return Evidence.of("latency").put("method", method.name()).put("requested_ns", requestedNanos)
                    .put("n", latency.count()).put("min_ns", latency.min()).put("p50_ns", latency.median())
                    .put("p99_ns", latency.percentile(99)).put("max_ns", latency.max())
                    .put("cpu_per_wait_ns", Math.round(cpuPerWaitNanos()))
                    .put("runnable_fraction", runnableFraction())
                    .put("voluntary_switches", stops.voluntarySwitches())
                    .put("minor_faults", stops.minorFaults()).put("major_faults", stops.majorFaults())
                    .put("safepoint_ns", stops.safepointNanos())
                    .put("state", state);
        }

        /**
         * Summarises the measurement for a message.
         *
         * @return method, request, latency distribution and CPU use
         */
        @Override
        public String toString() {
            return method.name() + "(" + Units.nanos(requestedNanos) + "): " + latency
                    + ", CPU per wait " + Units.nanos(cpuPerWaitNanos()) + ", runnable "
                    + Units.percent(runnableFraction()) + " of " + Units.nanos(wallNanos);
        }
    }

    /**
     * Calls a wait method repeatedly on the calling thread and times each call.
     *
     * @param method         the wait method
     * @param requestedNanos the time to request per call
     * @param warmup         calls made first and not recorded, so that the code
     *                       path is compiled as it would be in a long-running loop
     * @param count          calls recorded
     * @return the measurement
     * @throws InterruptedException if a wait is interrupted
     */
    public static Measurement measure(WaitMethod method, long requestedNanos, int warmup, int count)
            throws InterruptedException {
        for (int i = 0; i < warmup; i++) {
            method.await(requestedNanos);
        }
        long[] samples = new long[count];
        Arrays.fill(samples, 0);
        Meter meter = new Meter(true);
        meter.start();
        long wall0 = System.nanoTime();
        for (int i = 0; i < count; i++) {
            long t0 = System.nanoTime();
            method.await(requestedNanos);
            samples[i] = System.nanoTime() - t0;
        }
        long wall = System.nanoTime() - wall0;
        meter.stop();
        return meter.measurement(method, requestedNanos, count, LatencySamples.of(samples), wall);
    }

    /**
     * Measures several wait methods side by side on the calling thread: in
     * each of {@code slices} rounds, each method in turn is called for a slice
     * of {@code sliceNanos} (at least one call), so that all of them see the
     * same load on the machine; a method measured alone at another moment can
     * meet a stall the others did not. Each method gets the sum of its slices.
     *
     * @param methods        the wait methods
     * @param requestedNanos the time to request per call
     * @param warmupNanos    how long to call each first without recording, so
     *                       that class loading and JIT compilation are not measured
     * @param sliceNanos     how long each method is called per round
     * @param slices         how many rounds
     * @return one measurement per method, in order
     * @throws InterruptedException if a wait is interrupted
     */
    public static List<Measurement> measureSideBySide(List<WaitMethod> methods, long requestedNanos,
                                                      long warmupNanos, long sliceNanos, int slices)
            throws InterruptedException {
        for (WaitMethod method : methods) {
            for (long t0 = System.nanoTime(); System.nanoTime() - t0 < warmupNanos; ) {
                method.await(requestedNanos);
            }
        }
        List<Series> series = new ArrayList<>();
        for (WaitMethod method : methods) {
            series.add(new Series(method));
        }
        for (int round = 0; round < slices; round++) {
            for (Series s : series) {
                s.slice(requestedNanos, sliceNanos);
            }
        }
        List<Measurement> result = new ArrayList<>();
        for (Series s : series) {
            result.add(s.meter.measurement(s.method, requestedNanos, s.calls,
                    LatencySamples.of(Arrays.copyOf(s.samples, s.n)), s.wall));
        }
        return result;
    }

    // The calls of one method over its slices: latencies in a fixed array,
    // thinned to every other sample when full (growing it would allocate
    // megabytes, and the GC pauses that follow would stop the very thread being
    // measured), its wall time summed, and its CPU, run-queue time and stops
    // metered slice by slice.
    private static final class Series {
        final WaitMethod method;
        final long[] samples = new long[1 << 16];
        final Meter meter = new Meter(true);
        int n;
        long stride = 1;
        long calls;
        long wall;

        Series(WaitMethod method) {
            this.method = method;
            // Touched now, so that no first touch of its pages (a page fault,
            // which may block while the kernel reclaims memory) falls in a slice.
            Arrays.fill(samples, 0);
        }

        void slice(long requestedNanos, long sliceNanos) throws InterruptedException {
            meter.start();
            long wall0 = System.nanoTime();
            long end = wall0 + sliceNanos;
            long t1;
            do {
                long t0 = System.nanoTime();
                method.await(requestedNanos);
                t1 = System.nanoTime();
                if (calls++ % stride == 0) {
                    if (n == samples.length) {
                        for (int i = 0; i < n / 2; i++) {
                            samples[i] = samples[2 * i];
                        }
                        n /= 2;
                        stride *= 2;
                    }
                    samples[n++] = t1 - t0;
                }
            } while (t1 - end < 0);
            wall += t1 - wall0;
            meter.stop();
        }
    }

    // The calling thread's CPU time and run-queue time summed over the
    // stretches of a series from start() to stop(), and its stops: stretch by
    // stretch, or from the meter's creation to measurement() for a series that
    // makes other calls between its stretches and counts their stops too. The
    // run-queue time is -1 from the first stretch whose schedstat cannot be
    // read. Stops are read before and after the CPU and run-queue time, so that
    // reading /proc for them is not counted in it.
    private static final class Meter {
        private final ThreadStops createdAt;
        private long cpu;
        private long runQueue;
        private ThreadStops stops = new ThreadStops(0, 0, 0, 0);
        private ThreadStops stops0;
        private ThreadCpu.SchedStat sched0;
        private long cpu0;

        Meter(boolean stopsByStretch) {
            createdAt = stopsByStretch ? null : ThreadStops.now();
        }

        void start() {
            if (createdAt == null) {
                stops0 = ThreadStops.now();
            }
            sched0 = ThreadCpu.schedStatOfCurrentThread();
            cpu0 = THREADS.getCurrentThreadCpuTime();
        }

        void stop() {
            cpu += THREADS.getCurrentThreadCpuTime() - cpu0;
            ThreadCpu.SchedStat sched1 = ThreadCpu.schedStatOfCurrentThread();
            runQueue = runQueue < 0 || sched0 == null || sched1 == null ? -1
                    : runQueue + sched1.runQueueWaitNanos() - sched0.runQueueWaitNanos();
            if (createdAt == null) {
                stops = stops.plus(ThreadStops.now().since(stops0));
            }
        }

        Measurement measurement(WaitMethod method, long requestedNanos, long calls, LatencySamples latency,
                                long wallNanos) {
            return new Measurement(method, requestedNanos, calls, latency, cpu, runQueue, wallNanos,
                    createdAt == null ? stops : ThreadStops.now().since(createdAt));
        }
    }

    /**
     * A timed block whose overshoot (how much longer than requested it lasts)
     * is the wake-up cost a measured wait is judged against: a catalogue wait
     * run on the calling thread, or on a platform thread of its own that each
     * block is handed to. A test chooses one whose path is not the measured
     * wait's, so that a bound taken from it can fail.
     */
    public static final class Baseline {
        private final WaitMethod block;
        private final SynchronousQueue<Long> requests;
        private final SynchronousQueue<Long> overshoots;

        private Baseline(WaitMethod block, boolean ownThread) {
            this.block = block;
            this.requests = ownThread ? new SynchronousQueue<>() : null;
            this.overshoots = ownThread ? new SynchronousQueue<>() : null;
        }

        /**
         * A catalogue wait on the calling thread, e.g. {@code parkNanos}, the
         * JDK's most direct use of the kernel's timed wait.
         *
         * @param waitName the catalogue name
         * @return the baseline
         */
        public static Baseline onThisThread(String waitName) {
            return new Baseline(WaitMethod.of(waitName), false);
        }

        /**
         * A catalogue wait on a platform thread of its own (a daemon), for a
         * wait on a virtual thread judged against the path it replaces.
         *
         * @param waitName the catalogue name
         * @return the baseline
         */
        public static Baseline onPlatformThread(String waitName) {
            Baseline b = new Baseline(WaitMethod.of(waitName), true);
            Thread t = new Thread(() -> {
                try {
                    while (true) {
                        b.overshoots.put(timed(b.block, b.requests.take()));
                    }
                } catch (InterruptedException e) {
                    // the daemon ends with its JVM
                }
            }, "waitkit-baseline-" + waitName);
            t.setDaemon(true);
            t.start();
            return b;
        }

        /**
         * Blocks once for {@code nanos} and returns how much longer than that it lasted.
         *
         * @param nanos the time to block
         * @return the overshoot in nanoseconds
         * @throws InterruptedException if interrupted
         */
        public long overshoot(long nanos) throws InterruptedException {
            if (requests == null) {
                return timed(block, nanos);
            }
            requests.put(nanos);
            return overshoots.take();
        }

        /**
         * Names the block for messages.
         *
         * @param nanos the time blocked
         * @return e.g. {@code "parkNanos(10.000 ms) on the same thread"}
         */
        public String describe(long nanos) {
            return block.name() + "(" + Units.nanos(nanos) + ") on " + (requests == null ? "the same thread"
                    : "a platform thread");
        }

        private static long timed(WaitMethod block, long nanos) throws InterruptedException {
            long t0 = System.nanoTime();
            block.await(nanos);
            return System.nanoTime() - t0 - nanos;
        }
    }

    /**
     * A measured wait and the baseline it is judged against, taken in turn.
     *
     * @param measured the measured wait
     * @param baseline the overshoot of each baseline block
     */
    public record Paired(Measurement measured, LatencySamples baseline) {
    }

    /**
     * Calls a wait method and a baseline block in turn, {@code count} times
     * each after {@code warmup} of each, so that both see the same state of
     * the machine: a baseline taken before the measurement can see another
     * load, another CPU frequency or another idle depth than the measurement
     * itself. CPU and run-queue time are summed over the measured calls only;
     * the stops are counted over the whole series, baseline blocks included.
     *
     * @param method         the wait method
     * @param requestedNanos the time to request per call
     * @param baseline       the baseline block
     * @param baselineNanos  the length of each baseline block, the time the
     *                       measured wait is promised
     * @param warmup         calls of each made first and not recorded
     * @param count          calls of each recorded
     * @return the measurement and the baseline's overshoots
     * @throws InterruptedException if a wait is interrupted
     */
    public static Paired measureInTurn(WaitMethod method, long requestedNanos, Baseline baseline,
                                       long baselineNanos, int warmup, int count) throws InterruptedException {
        for (int i = 0; i < warmup; i++) {
            method.await(requestedNanos);
            baseline.overshoot(baselineNanos);
        }
        long[] samples = new long[count];
        long[] overshoots = new long[count];
        Meter meter = new Meter(false);
        long wall = 0;
        for (int i = 0; i < count; i++) {
            meter.start();
            long t0 = System.nanoTime();
            method.await(requestedNanos);
            long t1 = System.nanoTime();
            meter.stop();
            samples[i] = t1 - t0;
            wall += t1 - t0;
            overshoots[i] = baseline.overshoot(baselineNanos);
        }
        Measurement m = meter.measurement(method, requestedNanos, count, LatencySamples.of(samples), wall);
        return new Paired(m, LatencySamples.of(overshoots));
    }

    /**
     * Measures what one call of {@code System.nanoTime()} costs on this thread:
     * the median, over 21 batches, of a batch of 10,000 back-to-back calls
     * divided by 10,000. This is the resolution below which no latency the kit
     * measures means anything.
     *
     * @return nanoseconds per call
     */
    public static double nanoTimeCostNanos() {
        int batches = 21;
        int calls = 10_000;
        long[] perBatch = new long[batches];
        long sink = 0;
        for (int b = -5; b < batches; b++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < calls; i++) {
                sink += System.nanoTime();
            }
            long t = System.nanoTime() - t0;
            if (b >= 0) {
                perBatch[b] = t;
            }
        }
        if (sink == 42) {
            System.out.print("");
        }
        return LatencySamples.of(perBatch).median() / (double) calls;
    }

    /**
     * Measures the wake-up cost of the shortest possible timed block on this
     * thread, {@code LockSupport.parkNanos(1 µs)}: see {@link #wakeUpBaseline(long)}.
     *
     * @return how much longer than 1 µs each of 101 parks lasted
     */
    public static LatencySamples wakeUpBaseline() {
        return wakeUpBaseline(1_000L);
    }

    /**
     * Measures the wake-up cost of a timed block of a given length on this
     * thread: how much longer than requested {@code LockSupport.parkNanos(nanos)}
     * lasts, the JDK's most direct use of the kernel's timed wait. It is the
     * timer slack plus the wake-up path, and the path depends on the length:
     * a CPU left idle longer sleeps deeper (a virtual CPU is descheduled by its
     * host), and coming back costs more. So a bound for a wait of a given length
     * is derived from the baseline of that length. Enough parks are made to
     * last about 200 ms, at least 21 and at most 101, after 5 of warm-up.
     *
     * @param nanos the length of the block
     * @return the overshoot of each park, in nanoseconds
     */
    public static LatencySamples wakeUpBaseline(long nanos) {
        int count = (int) Math.max(21, Math.min(101, 200_000_000L / Math.max(1, nanos)));
        for (int i = 0; i < 5; i++) {
            LockSupport.parkNanos(nanos);
        }
        long[] samples = new long[count];
        for (int i = 0; i < samples.length; i++) {
            long t0 = System.nanoTime();
            LockSupport.parkNanos(nanos);
            samples[i] = System.nanoTime() - t0 - nanos;
        }
        return LatencySamples.of(samples);
    }
}
