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
 * @summary Unit tests of HandOffVerdict: VirtualHandOffScenario's rule, fed the figures of every outcome
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build HandOffVerdict
 * @run testng HandOffVerdictTest
 */

import org.testng.annotations.Test;

import waitkit.Verdict.Mechanism;
import waitkit.Verdict;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

public class HandOffVerdictTest {

    private static final long MS = 1_000_000L;
    private static final HandOffVerdict.Run PARKING =
            new HandOffVerdict.Run(200, 200, 200, true, 420 * MS, 400 * MS, 0, 2, 30 * MS, 25 * MS);

    private static HandOffVerdict.Run polling(long runnable) {
        return new HandOffVerdict.Run(200, 200, 200, true, 430 * MS, 400 * MS, 380, 2, runnable, runnable);
    }

    @Test
    public void aWaitThatUnmountsPasses() {
        Verdict v = HandOffVerdict.judge("sleep", "20 s", PARKING, polling(40 * MS));
        assertTrue(v.passed(), v.toString());
        assertTrue(v.message().contains("2.5 %") || v.message().contains("2.50 %"), v.message());
    }

    @Test
    public void aWaitThatHoldsACarrierIsCpuUse() {
        Verdict v = HandOffVerdict.judge("yield", "20 s", PARKING, polling(700 * MS));
        assertEquals(v.mechanism(), Mechanism.CPU_USE, v.toString());
        assertTrue(v.message().contains("over 100 %"), v.message());
    }

    @Test
    public void theCutIsHalfTheWaitingTime() {
        assertTrue(HandOffVerdict.judge("x", "20 s", PARKING, polling(230 * MS)).passed(), "exactly half");
        assertEquals(HandOffVerdict.judge("x", "20 s", PARKING, polling(231 * MS)).mechanism(), Mechanism.CPU_USE);
    }

    @Test
    public void anOfferedItemLeftUntakenIsStarvation() {
        HandOffVerdict.Run starved =
                new HandOffVerdict.Run(200, 158, 157, false, 20_000 * MS, 19_000 * MS, 900_000, 0, 0, 0);
        Verdict v = HandOffVerdict.judge("onSpinWait", "20 s", PARKING, starved);
        assertEquals(v.mechanism(), Mechanism.STARVATION, v.toString());
        assertTrue(v.message().startsWith("the producer offered 158 of 200 items and the consumer took 157"),
                v.message());
    }

    // A wait that only returns late starves nobody.
    @Test
    public void aProducerThatMissedTheDeadlineWithEveryItemTakenIsNoStarvation() {
        HandOffVerdict.Run late = new HandOffVerdict.Run(200, 40, 40, false, 20_000 * MS, 19_000 * MS, 40, 0, 0, 0);
        Verdict v = HandOffVerdict.judge("class:SlowWait", "20 s", PARKING, late);
        assertEquals(v.mechanism(), Mechanism.ERROR, v.toString());
        assertTrue(v.message().contains("starves nobody"), v.message());
    }

    @Test
    public void anUnfinishedBaselineIsAnError() {
        HandOffVerdict.Run unfinished = new HandOffVerdict.Run(200, 10, 10, false, 20_000 * MS, 0, 0, 0, 0, 0);
        assertEquals(HandOffVerdict.judge("sleep", "20 s", unfinished, polling(40 * MS)).mechanism(),
                Mechanism.ERROR);
    }

    @Test
    public void nothingMeasuredIsAnError() {
        HandOffVerdict.Run none = new HandOffVerdict.Run(200, 200, 200, true, 420 * MS, 0, 0, 2, 30 * MS, 25 * MS);
        assertEquals(HandOffVerdict.judge("sleep", "20 s", PARKING, none).mechanism(), Mechanism.ERROR);
    }
}
