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

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Arrays;

import waitkit.Units;

/**
 * An immutable set of latency samples in nanoseconds, with nearest-rank
 * percentiles.
 */
public final class LatencySamples {

    private final long[] sorted;

    private LatencySamples(long[] sorted) {
        this.sorted = sorted;
    }

    /**
     * Creates a sample set.
     *
     * @param nanos the samples, in any order; copied
     * @return the sample set
     * @throws IllegalArgumentException if there are no samples
     */
    public static LatencySamples of(long... nanos) {
        if (nanos.length == 0) {
            throw new IllegalArgumentException("no samples");
        }
        long[] copy = nanos.clone();
        Arrays.sort(copy);
        return new LatencySamples(copy);
    }

    /**
     * Returns the number of samples.
     *
     * @return the count, at least 1
     */
    public int count() {
        return sorted.length;
    }

    /**
     * Returns the smallest sample.
     *
     * @return the minimum in nanoseconds
     */
    public long min() {
        return sorted[0];
    }

    /**
     * Returns the largest sample.
     *
     * @return the maximum in nanoseconds
     */
    public long max() {
        return sorted[sorted.length - 1];
    }

    /**
     * Returns the nearest-rank percentile: the smallest sample such that at
     * least {@code p} percent of the samples are less than or equal to it.
     *
     * @param p the percentile, in (0, 100]
     * @return the sample at that rank, in nanoseconds
     * @throws IllegalArgumentException if {@code p} is outside (0, 100]
     */
    public long percentile(double p) {
        if (!(p > 0 && p <= 100)) {
            throw new IllegalArgumentException("percentile must be in (0, 100]: " + p);
        }
        // Exact decimal arithmetic: in doubles 7 / 100.0 * 100 is 7.000000000000001, whose ceiling is 8.
        int rank = BigDecimal.valueOf(p).multiply(BigDecimal.valueOf(sorted.length))
                .divide(BigDecimal.valueOf(100), 0, RoundingMode.CEILING).intValueExact();
        return sorted[Math.max(rank, 1) - 1];
    }

    /**
     * Returns the median (the 50th nearest-rank percentile).
     *
     * @return the median in nanoseconds
     */
    public long median() {
        return percentile(50);
    }

    /**
     * Returns the arithmetic mean.
     *
     * @return the mean in nanoseconds
     */
    public double mean() {
        double sum = 0;
        for (long s : sorted) {
            sum += s;
        }
        return sum / sorted.length;
    }

    /**
     * Counts the samples strictly below a value.
     *
     * @param nanos the value
     * @return how many samples are smaller
     */
    public int countBelow(long nanos) {
        int i = Arrays.binarySearch(sorted, nanos);
        if (i < 0) {
            return -i - 1;
        }
        while (i > 0 && sorted[i - 1] == nanos) {
            i--;
        }
        return i;
    }

    /**
     * Summarises the distribution for a message.
     *
     * @return for example {@code "min 1.051 ms, p50 1.083 ms, p99 1.210 ms, max 2.004 ms (n=200)"}
     */
    @Override
    public String toString() {
        return "min " + Units.nanos(min()) + ", p50 " + Units.nanos(median())
                + ", p99 " + Units.nanos(percentile(99)) + ", max " + Units.nanos(max())
                + " (n=" + count() + ")";
    }
}
