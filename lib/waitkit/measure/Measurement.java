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

import waitkit.Evidence;
import waitkit.Units;
import waitkit.WaitMethod;

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
