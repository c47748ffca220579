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

package waitkit.assertions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import waitkit.Verdict;

/** The STARVATION model, fed figures as lib-test feeds the kit's verdicts. */
class StarvationVerdictTest {

    private static StarvationVerdict.Figures figures(long baseline, long elapsed, boolean finished, double demand) {
        return new StarvationVerdict.Figures(2, 4, "objectWait(10.000 ms)", 3, baseline, elapsed, finished, demand,
                1_000_000L, 0.95);
    }

    @Test
    void theBoundIsTheMidpointBetweenBlockingAndHoldingWaiters() {
        assertEquals(2.5, StarvationVerdict.holdingSlowdown(2, 4, 1.0), 1e-9);
        assertEquals(1.75, StarvationVerdict.bound(2, 4, 1.0), 1e-9);
        assertEquals(1.0, StarvationVerdict.bound(2, 4, 0.0), 1e-9);
        // a task that wants a CPU half its time: (1 + (0.5 + 0.5 * 2.5)) / 2
        assertEquals(1.375, StarvationVerdict.bound(2, 4, 0.5), 1e-9);
        // one waiter per CPU on 8 CPUs: (1 + 9 / 8) / 2
        assertEquals(1.0625, StarvationVerdict.bound(8, 8, 1.0), 1e-9);
    }

    @Test
    void aTaskWithinTheBoundPasses() {
        Verdict v = StarvationVerdict.judge(figures(50_000_000L, 87_000_000L, true, 1.0));
        assertTrue(v.passed(), v.toString());
        assertTrue(v.message().contains("1.74 x its 50.000 ms beside 4 objectWait(10.000 ms) waiters"), v.message());
    }

    @Test
    void aTaskSlowerThanTheBoundIsStarved() {
        Verdict v = StarvationVerdict.judge(figures(50_000_000L, 88_000_000L, true, 1.0));
        assertEquals(Verdict.Mechanism.STARVATION, v.mechanism(), v.toString());
        assertTrue(v.message().contains("expected at most 1.75 x (midpoint between 1 x, beside waiters that block,"
                + " and the 2.50 x"), v.message());
        assertTrue(v.message().contains("a model, not widened by waitkit.bound.factor"), v.message());
        assertTrue(v.message().contains("which held 95.0 % of 2 CPUs"), v.message());
    }

    @Test
    void aTaskUnfinishedByItsDeadlineIsStarved() {
        Verdict v = StarvationVerdict.judge(figures(50_000_000L, 1_000_000_000L, false, 1.0));
        assertEquals(Verdict.Mechanism.STARVATION, v.mechanism(), v.toString());
        assertTrue(v.message().startsWith("the awaited task had not finished 1.00 s after its start"), v.message());
    }

    @Test
    void aTaskThatWantsTheCpuLittleIsInsensitive() {
        Verdict v = StarvationVerdict.judge(figures(50_000_000L, 200_000_000L, true, 0.49));
        assertEquals(Verdict.Mechanism.INSENSITIVE, v.mechanism(), v.toString());
    }

    @Test
    void aShortTaskIsInsensitive() {
        Verdict v = StarvationVerdict.judge(figures(19_000_000L, 19_000_000L, true, 1.0));
        assertEquals(Verdict.Mechanism.INSENSITIVE, v.mechanism(), v.toString());
    }
}
