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

import waitkit.Verdict;

/**
 * The verdict on a counted wait loop that gave up. If it really waited less
 * than the time its count stands for, some of its waits returned before the
 * time they were asked to wait, which a sleep never does: the budget the loop
 * counts on collapsed, BUDGET_COLLAPSE. Otherwise it waited its time and the
 * awaited thing still did not happen, because the threads that had to make it
 * happen did not get the CPU: STARVATION. The bound is the spec's (a sleep
 * does not return early), so it holds however loaded the machine is: load only
 * makes a loop take longer.
 */
public final class GiveUpVerdict {

    private GiveUpVerdict() {
    }

    /**
     * Classifies a loop that gave up.
     *
     * @param waitedNanos  the time the loop really waited
     * @param claimedNanos the time its count stands for; not positive if unknown
     * @param text         what happened, with the numbers
     * @return the failing verdict: BUDGET_COLLAPSE or STARVATION
     */
    public static Verdict of(long waitedNanos, long claimedNanos, String text) {
        return claimedNanos > 0 && waitedNanos < claimedNanos
                ? Verdict.fail(Verdict.Mechanism.BUDGET_COLLAPSE, text)
                : Verdict.fail(Verdict.Mechanism.STARVATION, text);
    }
}
