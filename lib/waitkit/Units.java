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
 * Formats durations and counts the way the kit's messages print them.
 */
public final class Units {

    private Units() {
    }

    /**
     * Formats a duration with a unit that keeps three to four significant digits.
     *
     * @param nanos a duration in nanoseconds (may be negative)
     * @return for example {@code "412 ns"}, {@code "58.2 µs"}, {@code "1.083 ms"}, {@code "2.50 s"}
     */
    public static String nanos(double nanos) {
        double abs = Math.abs(nanos);
        if (abs < 1_000) {
            return String.format(Locale.ROOT, "%.0f ns", nanos);
        } else if (abs < 1_000_000) {
            return String.format(Locale.ROOT, "%.1f µs", nanos / 1e3);
        } else if (abs < 1_000_000_000) {
            return String.format(Locale.ROOT, "%.3f ms", nanos / 1e6);
        }
        return String.format(Locale.ROOT, "%.2f s", nanos / 1e9);
    }

    /**
     * Formats a ratio as a percentage.
     *
     * @param fraction the ratio, 1.0 being 100 %
     * @return for example {@code "97.5 %"}
     */
    public static String percent(double fraction) {
        return String.format(Locale.ROOT, "%.1f %%", fraction * 100);
    }
}
