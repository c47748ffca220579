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

/**
 * The two shapes of a retry loop the scenarios model. A counted loop gives up
 * after a fixed number of waits and believes it waited their sum (the JDK's
 * Bits back-off, its attach loop): it trusts each wait to last what it asked
 * for. An uncounted loop gives up at a deadline read from the clock: it
 * cannot be fooled about time, only starve the thread it waits for.
 */
public enum LoopShape {
    /** Gives up after a fixed number of waits. */
    COUNTED,
    /** Gives up at a deadline read from the clock. */
    UNCOUNTED;

    /**
     * Reads a shape as a {@code @run} line writes it.
     *
     * @param text {@code counted} or {@code uncounted}
     * @return the shape
     * @throws IllegalArgumentException for anything else
     */
    public static LoopShape parse(String text) {
        return switch (text) {
            case "counted" -> COUNTED;
            case "uncounted" -> UNCOUNTED;
            default -> throw new IllegalArgumentException("shape must be counted or uncounted: " + text);
        };
    }
}
