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
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng RetryPaceVerdictTest
 */

import org.testng.annotations.Test;

import waitkit.Verdict.Mechanism;
import waitkit.Verdict;
import waitkit.judge.RetryPaceVerdict;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

public class RetryPaceVerdictTest {

    private static final long BUDGET = 511_000_000L;
    private static final long BASELINE = 600_000_000L;

    private static final long CHECK = RetryPaceVerdict.checkAfterNanos(BASELINE);

    private static Verdict judge(long giveUp, long done, long elapsed, long baseline, double share) {
        return judge(giveUp, done, elapsed, baseline, null, share);
    }

    private static Verdict judge(long giveUp, long done, long elapsed, long baseline, RetryPaceVerdict.Check check,
                                 double share) {
        return RetryPaceVerdict.judge(new RetryPaceVerdict.Figures(giveUp, done, 2000, elapsed, baseline, check, share,
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
        Verdict v = judge(-1, 1500, 20_000_000_000L, BASELINE, new RetryPaceVerdict.Check(CHECK, 600, 0.1), 0.1);
        assertEquals(v.mechanism(), Mechanism.STARVATION, v.toString());
        assertTrue(v.message().startsWith("only 1500 of 2000 done by the deadline"), v.message());
    }

    // Unfinished at the check with the CPU held: starved, and stopped there.
    @Test
    public void unfinishedAtTheCheckWithTheCpuHeldStarved() {
        RetryPaceVerdict.Check check = new RetryPaceVerdict.Check(CHECK, 300, 0.8);
        assertTrue(RetryPaceVerdict.starvedAtCheck(check, 2000, BASELINE), "decided at the check");
        Verdict v = judge(-1, 310, CHECK + 5_000_000L, BASELINE, check, 0.79);
        assertEquals(v.mechanism(), Mechanism.STARVATION, v.toString());
        assertTrue(v.message().startsWith("300 of 2000 done after 2.00 times the baseline's"), v.message());
    }

    // The verdict of a stopped run rests on the check's figures alone: the
    // allocators' share over the whole run, read after the stop, may have
    // fallen below half (the Cleaner caught up, the allocators got their
    // memory), and the run is still starvation, as decided, not "undone by
    // the deadline" that the check itself moved.
    @Test
    public void aStoppedRunKeepsTheVerdictOfItsCheck() {
        RetryPaceVerdict.Check check = new RetryPaceVerdict.Check(CHECK, 300, 0.8);
        Verdict v = judge(-1, 420, CHECK + 40_000_000L, BASELINE, check, 0.45);
        assertEquals(v.mechanism(), Mechanism.STARVATION, v.toString());
        assertFalse(v.message().contains("deadline"), "a stopped run names no deadline: " + v.message());
        assertTrue(v.message().contains("holding 80.0 % of the CPU until then"), "the check's share: " + v.message());
    }

    // A run the check did not find starved goes on to its end, and is read
    // again over the whole of its work: slower than twice with the CPU held
    // over it is starvation (the waiters took their share after the check),
    // slower with the CPU left to the others is not.
    @Test
    void aRunNotStarvedAtTheCheckIsReadAgainOverItsWholeWork() {
        RetryPaceVerdict.Check cpuNotHeld = new RetryPaceVerdict.Check(CHECK, 1336, 0.49);
        assertFalse(RetryPaceVerdict.starvedAtCheck(cpuNotHeld, 2000, BASELINE), "CPU not held at the check");
        Verdict v = judge(-1, 2000, 3 * BASELINE, BASELINE, cpuNotHeld, 0.53);
        assertEquals(v.mechanism(), Mechanism.STARVATION, v.toString());
        assertTrue(v.message().contains("at the check, 1336 of 2000 done with 49.0 % held")
                && v.message().contains("starved over the whole work"), v.message());
        Verdict p = judge(-1, 2000, 3 * BASELINE, BASELINE, cpuNotHeld, 0.4);
        assertTrue(p.passed(), p.toString());
    }

    // Unfinished work is starved at the check only when both sides hold.
    @Test
    public void theCheckNeedsBothSides() {
        assertFalse(RetryPaceVerdict.starvedAtCheck(new RetryPaceVerdict.Check(2 * BASELINE, 300, 0.8), 2000,
                BASELINE), "not over twice");
        assertFalse(RetryPaceVerdict.starvedAtCheck(new RetryPaceVerdict.Check(CHECK, 300, 0.3), 2000, BASELINE),
                "CPU not held");
        assertFalse(RetryPaceVerdict.starvedAtCheck(new RetryPaceVerdict.Check(CHECK, 2000, 0.8), 2000, BASELINE),
                "finished");
        assertFalse(RetryPaceVerdict.starvedAtCheck(new RetryPaceVerdict.Check(CHECK, 300, 0.8), 2000, 0),
                "no baseline");
        assertFalse(RetryPaceVerdict.starvedAtCheck(null, 2000, BASELINE), "no check");
    }

    // Either side alone is no starvation: a slow machine, or a busy but punctual waiter.
    @Test
    public void slowAloneOrBusyAloneIsNoStarvation() {
        assertTrue(judge(-1, 2000, 3 * BASELINE, BASELINE, new RetryPaceVerdict.Check(CHECK, 900, 0.3), 0.3)
                .passed(), "slow, CPU not held");
        assertTrue(judge(-1, 2000, BASELINE, BASELINE, 0.9).passed(), "CPU held, pace kept");
        assertTrue(judge(-1, 2000, 2 * BASELINE, BASELINE, 0.9).passed(), "done before the check");
    }

    @Test
    public void aBaselineRunIsJudgedByItsWorkAlone() {
        assertTrue(judge(-1, 2000, BASELINE, 0, 0.95).passed());
    }
}
