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

package waitkit.judge;

import java.util.Locale;

import waitkit.Units;
import waitkit.Verdict;

/**
 * Checks a measured value against a bound and says where the bound comes from.
 *
 * <p>Every bound in the kit is one of three things, and its {@code origin} text
 * says which: a specification fact ("Thread.sleep never returns early"), a
 * measured platform fact (timer slack, {@code nanoTime} cost, CPUs allowed), or a
 * baseline measured in the same run. Bounds derived from measurements can be
 * widened on slow machines with one factor, the system property
 * {@value #FACTOR_PROPERTY} (default 1, like jtreg's {@code test.timeout.factor},
 * at most {@value #MAX_FACTOR}); specification facts are never widened.
 */
public final class Bounds {

    /** System property holding the factor that widens measured bounds. */
    public static final String FACTOR_PROPERTY = "waitkit.bound.factor";

    /**
     * The largest bound factor: beyond it the kit's own widened bounds cross,
     * and a check no longer tells apart what it must tell apart.
     *
     * <p>CpuUseContract places a wait's share of the time on a scale from a
     * park to a spin, {@code park} and {@code spin} being the shares of a
     * parking and a spinning reference measured in the same run with the same
     * measure (the CPU share for a {@code BLOCKS} row, the held share for a
     * {@code SPINS} row). It passes a wait as {@code BLOCKS} when its share is
     * at most {@code park + f * (spin - park) / 10}, and as {@code SPINS} when
     * it is at least {@code spin - f * (spin - park) / 10}. At {@code f = 5}
     * both bounds are the midpoint of the scale; above it a {@code BLOCKS} row
     * passes a wait nearer the spin than the park, a {@code SPINS} row one
     * nearer the park, and the test can no longer tell a spin from a block. That is the smallest factor at which two
     * widened bounds cross whatever the machine measures: the other pairs are a
     * lower and an upper bound of one quantity, which move apart as the factor
     * grows, or cross at 10 (BusyWaitAccuracy passes a busy wait whose median
     * overshoot is at most the factor times a tenth of a park's). A widened
     * bound set against a fixed time crosses it where the measurement puts it:
     * SubMillisecondSleep's {@code 100 µs + f * 2 W}, W the wake-up cost of a
     * 100 µs park, reaches the 1 ms of a JDK that rounds up at
     * {@code f = 450 µs / W}: below 5 only where W exceeds 90 µs, which that
     * test reports in its message.
     */
    public static final double MAX_FACTOR = 5.0;

    private static final String MAX_FACTOR_REASON = "above " + fmtFactor(MAX_FACTOR)
            + " the kit's widened bounds cross: CpuUseContract's BLOCKS bound (park + factor x (spin - park) / 10)"
            + " and its SPINS bound (spin - factor x (spin - park) / 10) meet at " + fmtFactor(MAX_FACTOR)
            + ", the midpoint from a park to a spin, and beyond it a block passes as a spin and a spin as a block";

    private Bounds() {
    }

    /**
     * Returns the bound factor.
     *
     * @return the value of {@value #FACTOR_PROPERTY}, 1 if unset
     * @throws IllegalArgumentException if it is not a number from 1 to
     *         {@value #MAX_FACTOR}
     */
    public static double factor() {
        return parseFactor(FACTOR_PROPERTY, System.getProperty(FACTOR_PROPERTY));
    }

    /**
     * Parses a bound factor, as {@link #factor()} reads it.
     *
     * @param name  what the value is called in a message, e.g. the property
     * @param value the value; {@code null} or blank means 1
     * @return the factor
     * @throws IllegalArgumentException naming {@code name}, if the value is not
     *         a number from 1 to {@value #MAX_FACTOR}; above the maximum the
     *         message says why there is one
     */
    public static double parseFactor(String name, String value) {
        if (value == null || value.isBlank()) {
            return 1.0;
        }
        double f;
        try {
            f = Double.parseDouble(value.trim());
        } catch (NumberFormatException e) {
            f = Double.NaN;
        }
        if (!(f >= 1.0)) {
            throw new IllegalArgumentException(name + " must be a number >= 1, got '" + value + "'");
        }
        if (f > MAX_FACTOR) {
            throw new IllegalArgumentException(name + " must be at most " + fmtFactor(MAX_FACTOR) + ", got '"
                    + value + "': " + MAX_FACTOR_REASON);
        }
        return f;
    }

    /**
     * Widens an upper bound derived from measurements by the bound factor.
     *
     * @param bound the derived upper bound
     * @return {@code bound * factor()}
     */
    public static double widenUpper(double bound) {
        return bound * factor();
    }

    /**
     * Widens a lower bound derived from measurements by the bound factor.
     *
     * @param bound the derived lower bound
     * @return {@code bound / factor()}
     */
    public static double widenLower(double bound) {
        return bound / factor();
    }

    /**
     * Checks that a duration is at most a bound.
     *
     * @param mechanism the failure mechanism if it is not
     * @param what      what was measured, e.g. {@code "sleep(1 ms) p50"}
     * @param nanos     the measured duration
     * @param bound     the bound, already widened if it is a measured one
     * @param origin    where the bound comes from
     * @return the verdict
     */
    public static Verdict nanosAtMost(Verdict.Mechanism mechanism, String what, double nanos, double bound,
                                      String origin) {
        String text = what + " was " + Units.nanos(nanos) + ", expected at most " + Units.nanos(bound)
                + " (" + origin + factorNote() + ")";
        return nanos <= bound ? Verdict.pass(text) : Verdict.fail(mechanism, text);
    }

    /**
     * Checks that a duration is at least a bound.
     *
     * @param mechanism the failure mechanism if it is not
     * @param what      what was measured
     * @param nanos     the measured duration
     * @param bound     the bound, already widened if it is a measured one
     * @param origin    where the bound comes from
     * @return the verdict
     */
    public static Verdict nanosAtLeast(Verdict.Mechanism mechanism, String what, double nanos, double bound,
                                       String origin) {
        String text = what + " was " + Units.nanos(nanos) + ", expected at least " + Units.nanos(bound)
                + " (" + origin + factorNote() + ")";
        return nanos >= bound ? Verdict.pass(text) : Verdict.fail(mechanism, text);
    }

    /**
     * Checks that a ratio is at most a bound.
     *
     * @param mechanism the failure mechanism if it is not
     * @param what      what was measured, e.g. {@code "CPU per wait / wait time"}
     * @param ratio     the measured ratio
     * @param bound     the bound, already widened if it is a measured one
     * @param origin    where the bound comes from
     * @return the verdict
     */
    public static Verdict ratioAtMost(Verdict.Mechanism mechanism, String what, double ratio, double bound,
                                      String origin) {
        String text = what + " was " + fmt(ratio) + ", expected at most " + fmt(bound)
                + " (" + origin + factorNote() + ")";
        return ratio <= bound ? Verdict.pass(text) : Verdict.fail(mechanism, text);
    }

    /**
     * Checks that a ratio is at least a bound.
     *
     * @param mechanism the failure mechanism if it is not
     * @param what      what was measured
     * @param ratio     the measured ratio
     * @param bound     the bound, already widened if it is a measured one
     * @param origin    where the bound comes from
     * @return the verdict
     */
    public static Verdict ratioAtLeast(Verdict.Mechanism mechanism, String what, double ratio, double bound,
                                       String origin) {
        String text = what + " was " + fmt(ratio) + ", expected at least " + fmt(bound)
                + " (" + origin + factorNote() + ")";
        return ratio >= bound ? Verdict.pass(text) : Verdict.fail(mechanism, text);
    }

    private static String fmt(double ratio) {
        return String.format(Locale.ROOT, "%.3f", ratio);
    }

    // 5.0 as "5", 2.5 as "2.5".
    private static String fmtFactor(double f) {
        return f == Math.rint(f) ? Long.toString((long) f) : Double.toString(f);
    }

    private static String factorNote() {
        double f = factor();
        return f == 1.0 ? "" : String.format(Locale.ROOT, "; %s=%.2f", FACTOR_PROPERTY, f);
    }
}
