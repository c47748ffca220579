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

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

import org.junit.jupiter.api.Test;

import waitkit.Verdict;

/** A CPU comparison that could not tell its references apart is measured again, at most 3 times in all. */
class RemeasureTest {

    private static final Verdict BLURRED = Verdict.fail(Verdict.Mechanism.INSENSITIVE, "references 40 % apart");

    private static Deque<Verdict> measurements(Verdict... verdicts) {
        return new ArrayDeque<>(List.of(verdicts));
    }

    @Test
    void theFirstMeasurementThatJudgesIsTheVerdict() {
        Deque<Verdict> m = measurements(BLURRED, Verdict.fail(Verdict.Mechanism.CPU_USE, "0.98 of a CPU"),
                Verdict.pass("never reached"));
        Verdict v = WaitAssertions.untilSensitive(m::removeFirst);
        assertEquals(Verdict.Mechanism.CPU_USE, v.mechanism(), v.toString());
        assertEquals(1, m.size(), "measurements left unmade");
    }

    @Test
    void aPassIsNotMeasuredAgain() {
        Deque<Verdict> m = measurements(Verdict.pass("0.01 of a CPU"), BLURRED);
        assertTrue(WaitAssertions.untilSensitive(m::removeFirst).passed());
        assertEquals(1, m.size(), "measurements left unmade");
    }

    @Test
    void threeInsensitiveMeasurementsAreInsensitiveAndNameEach() {
        Deque<Verdict> m = measurements(BLURRED, BLURRED, BLURRED, Verdict.pass("never reached"));
        Verdict v = WaitAssertions.untilSensitive(m::removeFirst);
        assertEquals(Verdict.Mechanism.INSENSITIVE, v.mechanism(), v.toString());
        assertEquals("in each of 3 measurements: references 40 % apart | references 40 % apart"
                + " | references 40 % apart", v.message());
        assertEquals(1, m.size(), "measurements left unmade");
    }
}
