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
 * @summary Unit tests of SlowdownVerdict: CpuQuotaScenario's rule, fed the figures of every outcome
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng SlowdownVerdictTest
 */

import org.testng.annotations.Test;

import waitkit.Verdict.Mechanism;
import waitkit.Verdict;
import waitkit.cgroup.CpuStat;
import waitkit.judge.SlowdownVerdict;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertNull;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;

public class SlowdownVerdictTest {

    private static final double QUOTA_BOUND = SlowdownVerdict.quotaBound(50_000, 100_000);
    private static final double BUDGET_BOUND = SlowdownVerdict.budgetBound(2);
    private static final long BASELINE = 460_000_000L;

    private static Verdict underQuota(long elapsed, long baseline, CpuStat stat) {
        return SlowdownVerdict.judge(new SlowdownVerdict.Figures("the work took " + elapsed, elapsed, baseline,
                "objectWait", stat, "context"), QUOTA_BOUND, "quota");
    }

    private static Verdict withoutQuota(long elapsed) {
        return SlowdownVerdict.judge(new SlowdownVerdict.Figures("the work took " + elapsed, elapsed, BASELINE,
                "objectWait", null, "context"), BUDGET_BOUND, "budget");
    }

    @Test
    public void theBoundsAreTheMidpointsOfTheirModels() {
        assertEquals(QUOTA_BOUND, 1.5, 1e-9, "half a CPU: (1 + 100/50) / 2");
        assertEquals(SlowdownVerdict.quotaBound(25_000, 100_000), 2.5, 1e-9, "a quarter of a CPU: (1 + 4) / 2");
        assertEquals(BUDGET_BOUND, 1.5, 1e-9, "2 CPUs: (1 + 2/1) / 2");
        assertEquals(SlowdownVerdict.budgetBound(4), (1 + 4.0 / 3) / 2, 1e-9, "4 CPUs");
        expectThrows(IllegalArgumentException.class, () -> SlowdownVerdict.budgetBound(1));
        assertTrue(SlowdownVerdict.quotaBoundOrigin(50_000, 100_000).contains("at least 2.00 x"),
                SlowdownVerdict.quotaBoundOrigin(50_000, 100_000));
        assertTrue(SlowdownVerdict.budgetBoundOrigin(2).contains("at most 2.00 x"),
                SlowdownVerdict.budgetBoundOrigin(2));
    }

    @Test
    public void aBaselineRunUnderAnEnforcedQuotaPasses() {
        Verdict v = underQuota(BASELINE, 0, new CpuStat(5, 1, 3_000_000L));
        assertTrue(v.passed(), v.toString());
        assertTrue(v.message().contains("the baseline, with objectWait"), v.message());
    }

    @Test
    public void aQuotaThatCountedNoPeriodIsAnError() {
        assertEquals(underQuota(BASELINE, 0, new CpuStat(0, 0, 0)).mechanism(), Mechanism.ERROR);
        Verdict v = underQuota(BASELINE, BASELINE, new CpuStat(0, 0, 0));
        assertEquals(v.mechanism(), Mechanism.ERROR, "a PASS needs the quota in force: " + v);
    }

    @Test
    public void keepingThePaceUnderTheQuotaPasses() {
        Verdict v = underQuota(463_000_000L, BASELINE, new CpuStat(4, 0, 0));
        assertNull(v.mechanism(), v.toString());
        assertTrue(v.message().contains("1.01 x") && v.message().contains("expected at most 1.50 x"), v.message());
    }

    @Test
    public void slowAndThrottledIsStarvation() {
        Verdict v = underQuota(1_010_000_000L, BASELINE, new CpuStat(11, 11, 600_000_000L));
        assertEquals(v.mechanism(), Mechanism.STARVATION, v.toString());
        assertTrue(v.message().contains("throttled in 11 of 11 periods"), v.message());
    }

    // The quota's model explains a slowdown only through throttling.
    @Test
    public void slowButNeverThrottledIsNoStarvation() {
        Verdict v = underQuota(1_010_000_000L, BASELINE, new CpuStat(11, 0, 0));
        assertEquals(v.mechanism(), Mechanism.ERROR, v.toString());
        assertTrue(v.message().contains("never throttled"), v.message());
    }

    @Test
    public void withoutAQuotaTheBudgetBoundDecides() {
        assertTrue(withoutQuota(470_000_000L).passed());
        assertTrue(withoutQuota((long) (BASELINE * 1.5)).passed(), "at the bound");
        assertEquals(withoutQuota((long) (BASELINE * 1.6)).mechanism(), Mechanism.STARVATION);
    }
}
