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

package waitkit;

import java.util.Locale;

/**
 * Checks a measured value against a bound and says where the bound comes from.
 *
 * <p>Every bound in the kit is one of three things, and its {@code origin} text
 * says which: a specification fact ("Thread.sleep never returns early"), a
 * measured platform fact (timer slack, {@code nanoTime} cost, CPUs allowed), or a
 * baseline measured in the same run. Bounds derived from measurements can be
 * widened on slow machines with one factor, the system property
 * {@value #FACTOR_PROPERTY} (default 1, like jtreg's {@code test.timeout.factor});
 * specification facts are never widened.
 */
public final class Bounds {

    /** System property holding the factor that widens measured bounds. */
    public static final String FACTOR_PROPERTY = "waitkit.bound.factor";

    private Bounds() {
    }

    /**
     * Returns the bound factor.
     *
     * @return the value of {@value #FACTOR_PROPERTY}, 1 if unset
     * @throws IllegalArgumentException if it is not a number of at least 1
     */
    public static double factor() {
        String s = System.getProperty(FACTOR_PROPERTY);
        if (s == null || s.isBlank()) {
            return 1.0;
        }
        double f;
        try {
            f = Double.parseDouble(s.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(FACTOR_PROPERTY + " must be a number >= 1, got '" + s + "'");
        }
        if (!(f >= 1.0) || Double.isInfinite(f)) {
            throw new IllegalArgumentException(FACTOR_PROPERTY + " must be a number >= 1, got '" + s + "'");
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

    private static String factorNote() {
        double f = factor();
        return f == 1.0 ? "" : String.format(Locale.ROOT, "; %s=%.2f", FACTOR_PROPERTY, f);
    }
}
