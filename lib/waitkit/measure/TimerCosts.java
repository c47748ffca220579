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

import java.util.concurrent.locks.LockSupport;

/**
 * What the clock and the timer cost on the calling thread: one call of
 * {@code System.nanoTime()}, below which no measured latency means anything,
 * and the wake-up of a timed block, which every bound on a blocking wait's
 * overshoot is taken from.
 */
public final class TimerCosts {

    private TimerCosts() {
    }

    /**
     * Measures what one call of {@code System.nanoTime()} costs on this thread:
     * the median, over 21 batches, of a batch of 10,000 back-to-back calls
     * divided by 10,000. This is the resolution below which no latency the kit
     * measures means anything.
     *
     * @return nanoseconds per call
     */
    public static double nanoTimeCallNanos() {
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
     * thread, {@code LockSupport.parkNanos(1 µs)}: see {@link #wakeUp(long)}.
     *
     * @return how much longer than 1 µs each of 101 parks lasted
     */
    public static LatencySamples wakeUp() {
        return wakeUp(1_000L);
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
    public static LatencySamples wakeUp(long nanos) {
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
