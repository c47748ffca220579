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

/*
 * @test
 * @summary Unit tests of LatencySamples: nearest-rank percentiles, countBelow, min, max and mean
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng LatencySamplesTest
 */

import java.util.Arrays;
import java.util.stream.LongStream;

import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

import waitkit.measure.LatencySamples;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertThrows;
import static org.testng.Assert.assertTrue;

public class LatencySamplesTest {

    // 1..100: the nearest-rank percentile p of this set is exactly ceil(p), which
    // makes every expected value obvious.
    private static final long[] ONE_TO_HUNDRED = LongStream.rangeClosed(1, 100).toArray();

    @DataProvider
    public Object[][] percentiles() {
        long[] tens = {10, 20, 30, 40, 50, 60, 70, 80, 90, 100};
        return new Object[][] {
            // samples, p, expected
            {tens, 50.0, 50L},
            {tens, 99.0, 100L},
            {tens, 100.0, 100L},
            {tens, 10.0, 10L},
            // rank ceil(1.1) = 2: just past a rank boundary takes the next sample
            {tens, 11.0, 20L},
            {tens, 0.001, 10L},
            {new long[] {1, 2, 3}, 50.0, 2L},
            {new long[] {1, 2, 3}, 99.0, 3L},
            {new long[] {1, 2, 3}, 100.0, 3L},
            {new long[] {1, 2, 3, 4}, 50.0, 2L},
            {new long[] {42}, 0.5, 42L},
            {new long[] {42}, 50.0, 42L},
            {new long[] {42}, 99.0, 42L},
            {new long[] {42}, 100.0, 42L},
            // the order of the input must not matter
            {new long[] {30, 10, 20}, 50.0, 20L},
            {new long[] {30, 10, 20}, 100.0, 30L},
            {new long[] {5, 5, 1, 5, 9}, 50.0, 5L},
            {ONE_TO_HUNDRED, 50.0, 50L},
            {ONE_TO_HUNDRED, 99.0, 99L},
        };
    }

    @Test(dataProvider = "percentiles")
    public void percentileIsNearestRank(long[] samples, double p, long expected) {
        assertOf("percentile(" + p + ")", samples, LatencySamples.of(samples).percentile(p), expected);
    }

    // p / 100 is not exact in binary: 7 / 100.0 * 100 is 7.000000000000001, whose
    // ceiling would take the 8th sample where nearest rank says the 7th.
    @DataProvider
    public Object[][] decimalPercentiles() {
        long[] oneToThousand = LongStream.rangeClosed(1, 1000).toArray();
        return new Object[][] {
            {ONE_TO_HUNDRED, 7.0, 7L},
            {ONE_TO_HUNDRED, 14.0, 14L},
            {ONE_TO_HUNDRED, 55.0, 55L},
            {oneToThousand, 99.9, 999L},
        };
    }

    @Test(dataProvider = "decimalPercentiles")
    public void percentileRankHasNoRoundingError(long[] samples, double p, long expected) {
        long actual = LatencySamples.of(samples).percentile(p);
        assertEquals(actual, expected, "percentile(" + p + ") of 1.." + samples.length
                + ": expected " + expected + ", got " + actual);
    }

    @Test
    public void medianIsPercentile50() {
        LatencySamples s = LatencySamples.of(7, 1, 3, 5);
        assertEquals(s.median(), s.percentile(50), "median() vs percentile(50)");
        assertEquals(s.median(), 3L, "median of [1, 3, 5, 7]: expected 3, got " + s.median());
    }

    @DataProvider
    public Object[][] badPercentiles() {
        return new Object[][] {
            {0.0}, {-0.0}, {-1.0}, {100.0001}, {101.0}, {Double.NaN},
            {Double.POSITIVE_INFINITY}, {Double.NEGATIVE_INFINITY},
        };
    }

    @Test(dataProvider = "badPercentiles")
    public void percentileOutsideRangeIsRejected(double p) {
        LatencySamples s = LatencySamples.of(1, 2, 3);
        assertThrows(IllegalArgumentException.class, () -> s.percentile(p));
    }

    @Test
    public void noSamplesIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> LatencySamples.of());
        assertThrows(IllegalArgumentException.class, () -> LatencySamples.of(new long[0]));
    }

    // The caller's array must neither be sorted in place nor be able to change
    // the samples afterwards.
    @Test
    public void inputIsCopied() {
        long[] input = {30, 10, 20};
        LatencySamples s = LatencySamples.of(input);
        assertEquals(input, new long[] {30, 10, 20},
                "input after of(): expected [30, 10, 20], got " + Arrays.toString(input));
        input[0] = 1_000;
        input[1] = 1_000;
        input[2] = 1_000;
        assertEquals(s.max(), 30L, "max after changing the input: expected 30, got " + s.max());
        assertEquals(s.min(), 10L, "min after changing the input: expected 10, got " + s.min());
        assertEquals(s.percentile(100), 30L, "p100 after changing the input: expected 30, got " + s.percentile(100));
    }

    @DataProvider
    public Object[][] countBelow() {
        long[] dup = {2, 3, 1, 2, 2};
        return new Object[][] {
            // samples, value, expected count strictly below
            {dup, Long.MIN_VALUE, 0},
            {dup, 0L, 0},
            {dup, 1L, 0},
            {dup, 2L, 1},
            {dup, 3L, 4},
            {dup, 4L, 5},
            {dup, Long.MAX_VALUE, 5},
            {new long[] {5, 5, 5, 5}, 5L, 0},
            {new long[] {5, 5, 5, 5}, 6L, 4},
            {new long[] {5}, 5L, 0},
        };
    }

    @Test(dataProvider = "countBelow")
    public void countBelowIsStrict(long[] samples, long value, int expected) {
        assertOf("countBelow(" + value + ")", samples, LatencySamples.of(samples).countBelow(value), expected);
    }

    @Test
    public void minMaxMeanCount() {
        LatencySamples s = LatencySamples.of(5, -1, 10, 2);
        assertEquals(s.min(), -1L, "min: expected -1, got " + s.min());
        assertEquals(s.max(), 10L, "max: expected 10, got " + s.max());
        assertEquals(s.mean(), 4.0, 0.0, "mean: expected 4.0, got " + s.mean());
        assertEquals(s.count(), 4, "count: expected 4, got " + s.count());
    }

    // A long sum would overflow here; the mean must still be right.
    @Test
    public void meanOfLargeSamples() {
        LatencySamples s = LatencySamples.of(Long.MAX_VALUE, Long.MAX_VALUE);
        assertEquals(s.mean(), (double) Long.MAX_VALUE, 1e4,
                "mean of two Long.MAX_VALUE: expected " + (double) Long.MAX_VALUE + ", got " + s.mean());
    }

    @Test
    public void singleSample() {
        LatencySamples s = LatencySamples.of(42);
        assertEquals(s.min(), 42L, "min: expected 42, got " + s.min());
        assertEquals(s.max(), 42L, "max: expected 42, got " + s.max());
        assertEquals(s.mean(), 42.0, 0.0, "mean: expected 42.0, got " + s.mean());
        assertEquals(s.count(), 1, "count: expected 1, got " + s.count());
    }

    @Test
    public void toStringNamesCount() {
        String text = LatencySamples.of(1_000_000, 2_000_000, 3_000_000).toString();
        assertTrue(text.contains("n=3") && text.contains("p50 2.000 ms"),
                "toString: expected 'p50 2.000 ms' and 'n=3', got '" + text + "'");
    }

    // call of samples: expected vs actual.
    private static void assertOf(String call, long[] samples, long actual, long expected) {
        assertEquals(actual, expected, call + " of " + Arrays.toString(samples) + ": expected " + expected
                + ", got " + actual);
    }
}
