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
 * @summary Unit tests of CarrierVerdict: VirtualCarrierScenario's rule, fed the figures of every outcome
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build CarrierVerdict
 * @run testng CarrierVerdictTest
 */

import org.testng.annotations.Test;

import waitkit.Verdict.Mechanism;
import waitkit.Verdict;
import waitkit.WaitMethod;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

public class CarrierVerdictTest {

    private static final long MS = 1_000_000L;
    private static final long BOUND = CarrierVerdict.livenessBound(MS, 300_000L);
    private static final long WINDOW = BOUND;

    private static Verdict judge(String wait, long setterDelay, long cpu, long queued) {
        return CarrierVerdict.judge(new CarrierVerdict.Figures(WaitMethod.of(wait), true, 42, setterDelay, WINDOW,
                BOUND, "bound", cpu, queued));
    }

    @Test
    public void theBoundIsOneCallTheStartAndTwoSchedulingPeriods() {
        assertEquals(BOUND, MS + 300_000L + 2 * CarrierVerdict.SCHEDULING_PERIOD_NANOS);
        assertTrue(CarrierVerdict.livenessBoundOrigin(MS, 300_000L).contains("2 scheduling periods"));
    }

    @Test
    public void aSetterThatRanInTimePasses() {
        assertTrue(judge("sleep", 400_000L, -1, -1).passed(), "no schedstat is needed to pass");
        assertTrue(judge("yield", BOUND, 0, 0).passed(), "at the bound");
    }

    @Test
    public void aHeldCarrierStarves() {
        Verdict v = judge("onSpinWait", -1, WINDOW / 2, WINDOW / 2);
        assertEquals(v.mechanism(), Mechanism.STARVATION, v.toString());
        assertTrue(v.message().contains("the waiter held it"), v.message());
    }

    @Test
    public void aSetterThatRanOnlyAfterTheAbortStarved() {
        Verdict v = judge("yield", BOUND + 5 * MS, WINDOW, 0);
        assertEquals(v.mechanism(), Mechanism.STARVATION, v.toString());
        assertTrue(v.message().contains("it ran only after the waiter was aborted"), v.message());
    }

    // A pinned sleeping carrier waits in the run queue under load but is off the CPU: blocked, not held.
    @Test
    public void aBlockedCarrierIsJudgedByItsCpuTime() {
        Verdict v = judge("sleep", -1, WINDOW / 20, WINDOW * 6 / 10);
        assertEquals(v.mechanism(), Mechanism.STARVATION, v.toString());
        assertTrue(v.message().contains("blocked the carrier thread itself"), v.message());
    }

    @Test
    public void aBlockingWaitWhoseCarrierRanContradictsItsKind() {
        assertEquals(judge("parkNanos", -1, WINDOW * 9 / 10, 0).mechanism(), Mechanism.CPU_USE);
    }

    @Test
    public void aSpinWhoseCarrierWasIdleContradictsItsKind() {
        assertEquals(judge("onSpinWait", -1, WINDOW / 10, WINDOW / 10).mechanism(), Mechanism.CPU_USE);
    }

    @Test
    public void anUnreadableCarrierIsAnError() {
        Verdict v = judge("onSpinWait", -1, -1, -1);
        assertEquals(v.mechanism(), Mechanism.ERROR, v.toString());
        assertTrue(v.message().contains("schedstat could not be read"), v.message());
    }
}
