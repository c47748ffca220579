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

import waitkit.WaitMethod;

/**
 * Measures wait methods on the calling thread: the latency of each call, and
 * the CPU time, run-queue time and stops of the thread over a series of calls,
 * alone, side by side with other methods, or in turn with a {@link BaselineBlock}
 * (each series gives a {@link Measurement}).
 * What an observer sees and what an interrupt does are probed by
 * {@link WaitProbes}.
 */
public final class Waits {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private Waits() {
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
    public static Paired measureInTurn(WaitMethod method, long requestedNanos, BaselineBlock baseline,
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
}
