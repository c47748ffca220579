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

package waitkit.scenario;

import java.util.Arrays;
import java.util.StringJoiner;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * When a bystander made progress: each step (a Cleaner action run, a buffer
 * allocated) appends its {@link System#nanoTime} to a log of fixed size, from
 * any thread and without a lock, so that logging costs the bystander no more
 * than a clock read. Afterwards the log tells how the progress was spread over
 * the run: steps per interval, and the longest stretch without a step, which
 * is what a starved bystander shows.
 */
public final class ProgressLog {

    private final AtomicLongArray stamps;
    private final AtomicInteger next = new AtomicInteger();

    /**
     * Creates an empty log.
     *
     * @param capacity the most steps it keeps; later ones are counted but not
     *                 timed
     * @throws IllegalArgumentException if capacity is not positive
     */
    public ProgressLog(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive: " + capacity);
        }
        stamps = new AtomicLongArray(capacity);
    }

    /** Logs one step, now. */
    public void step() {
        int i = next.getAndIncrement();
        if (i < stamps.length()) {
            stamps.set(i, System.nanoTime());
        }
    }

    /**
     * Returns how many steps were logged, timed or not.
     *
     * @return the count
     */
    public int steps() {
        return next.get();
    }

    /**
     * Returns the longest stretch without a step between {@code from} and
     * {@code to}, counting the time before the first step and after the last.
     *
     * @param from the start of the run, a {@link System#nanoTime} value
     * @param to   its end
     * @return nanoseconds; {@code to - from} if no step fell inside
     */
    public long longestGapNanos(long from, long to) {
        long previous = from;
        long longest = 0;
        for (long t : timesWithin(from, to)) {
            longest = Math.max(longest, t - previous);
            previous = t;
        }
        return Math.max(longest, to - previous);
    }

    /**
     * Returns the number of steps in each interval from {@code from} to
     * {@code to}, the last interval possibly shorter.
     *
     * @param from     the start of the run, a {@link System#nanoTime} value
     * @param to       its end
     * @param interval the interval's length in nanoseconds
     * @return for example {@code "12 30 0 0 5"}
     * @throws IllegalArgumentException if interval is not positive or to is before from
     */
    public String stepsPerInterval(long from, long to, long interval) {
        if (interval <= 0 || to - from < 0) {
            throw new IllegalArgumentException("interval " + interval + " ns from " + from + " to " + to);
        }
        int[] counts = new int[(int) Math.max(1, (to - from + interval - 1) / interval)];
        for (long t : timesWithin(from, to)) {
            counts[(int) Math.min(counts.length - 1, (t - from) / interval)]++;
        }
        StringJoiner text = new StringJoiner(" ");
        for (int c : counts) {
            text.add(Integer.toString(c));
        }
        return text.toString();
    }

    private long[] timesWithin(long from, long to) {
        int n = Math.min(next.get(), stamps.length());
        long[] times = new long[n];
        int kept = 0;
        for (int i = 0; i < n; i++) {
            long t = stamps.get(i);
            // A step that took its index but has not stored its time yet reads as 0.
            if (t != 0 && t - from >= 0 && to - t >= 0) {
                times[kept++] = t;
            }
        }
        long[] sorted = Arrays.copyOf(times, kept);
        Arrays.sort(sorted);
        return sorted;
    }
}
