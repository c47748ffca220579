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
 * @summary Unit tests of RetryPaceVerdict: ReserveMemoryModel's rule, fed the figures of every outcome
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng RetryPaceVerdictTest
 */

import org.testng.annotations.Test;

import waitkit.Verdict.Mechanism;
import waitkit.Verdict;
import waitkit.verdict.RetryPaceVerdict;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

public class RetryPaceVerdictTest {

    private static final long BUDGET = 511_000_000L;
    private static final long BASELINE = 600_000_000L;

    private static Verdict judge(long giveUp, long done, long elapsed, long baseline, double share) {
        return RetryPaceVerdict.judge(new RetryPaceVerdict.Figures(giveUp, done, 2000, elapsed, baseline, share,
                BUDGET, "story"));
    }

    @Test
    public void aLoopThatGaveUpEarlyCollapsedItsBudget() {
        assertEquals(judge(40_000L, 100, 1_000_000_000L, 0, 0.9).mechanism(), Mechanism.BUDGET_COLLAPSE);
    }

    @Test
    public void aLoopThatGaveUpAfterItsBudgetStarved() {
        assertEquals(judge(530_000_000L, 100, 1_000_000_000L, 0, 0.01).mechanism(), Mechanism.STARVATION);
    }

    @Test
    public void workUndoneByTheDeadlineStarved() {
        Verdict v = judge(-1, 1500, 20_000_000_000L, BASELINE, 0.1);
        assertEquals(v.mechanism(), Mechanism.STARVATION, v.toString());
        assertTrue(v.message().startsWith("only 1500 of 2000 done"), v.message());
    }

    @Test
    public void slowWithTheCpuHeldStarved() {
        Verdict v = judge(-1, 2000, 3 * BASELINE, BASELINE, 0.8);
        assertEquals(v.mechanism(), Mechanism.STARVATION, v.toString());
        assertTrue(v.message().startsWith("3.00 times the baseline's"), v.message());
    }

    @Test
    public void workStoppedOnceStarvedIsJudgedAsIfItHadFinished() {
        assertTrue(RetryPaceVerdict.starvedAlready(300, 2000, 2 * BASELINE + 1, BASELINE, 0.8));
        Verdict v = judge(-1, 300, 2 * BASELINE + 1, BASELINE, 0.8);
        assertEquals(v.mechanism(), Mechanism.STARVATION, v.toString());
        assertTrue(v.message().startsWith("stopped with 300 of 2000 done, already 2.00 times the baseline's"),
                v.message());
    }

    // Unfinished work is not yet decided while the pace is within the
    // slowdown or the waiters leave the others most of the CPU.
    @Test
    public void unfinishedWorkIsUndecidedUntilBothSidesHold() {
        assertFalse(RetryPaceVerdict.starvedAlready(300, 2000, 2 * BASELINE, BASELINE, 0.8), "not over twice yet");
        assertFalse(RetryPaceVerdict.starvedAlready(300, 2000, 3 * BASELINE, BASELINE, 0.3), "CPU not held");
        assertFalse(RetryPaceVerdict.starvedAlready(2000, 2000, 3 * BASELINE, BASELINE, 0.8), "finished");
        assertFalse(RetryPaceVerdict.starvedAlready(300, 2000, 3 * BASELINE, 0, 0.8), "no baseline");
    }

    // Either side alone is no starvation: a slow machine, or a busy but punctual waiter.
    @Test
    public void slowAloneOrBusyAloneIsNoStarvation() {
        assertTrue(judge(-1, 2000, 3 * BASELINE, BASELINE, 0.3).passed(), "slow, CPU not held");
        assertTrue(judge(-1, 2000, BASELINE, BASELINE, 0.9).passed(), "CPU held, pace kept");
        assertTrue(judge(-1, 2000, 2 * BASELINE, BASELINE, 0.9).passed(), "exactly twice: not over");
    }

    @Test
    public void aBaselineRunIsJudgedByItsWorkAlone() {
        assertTrue(judge(-1, 2000, BASELINE, 0, 0.95).passed());
    }
}
