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
 * @summary Unit tests of AllocateDirectVerdict: DirectBufferStress's rule, fed the figures of every outcome
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build AllocateDirectVerdict
 * @run testng AllocateDirectVerdictTest
 */

import java.util.List;

import org.testng.annotations.Test;

import waitkit.Verdict.Mechanism;
import waitkit.Verdict;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

public class AllocateDirectVerdictTest {

    private static final long MS = 1_000_000L;
    private static final long BUDGET = 511 * MS;
    private static final int MIB = 1024 * 1024;

    private static Verdict judge(double cpus, long allocations, AllocateDirectVerdict.FailedCall... failed) {
        return AllocateDirectVerdict.judge(new AllocateDirectVerdict.Figures(8, MIB, cpus, allocations,
                List.of(failed), BUDGET, "story"));
    }

    private static AllocateDirectVerdict.FailedCall failedCall(long nanos, long cpuNanos, long taken, long freedBytes,
                                                               String message) {
        return new AllocateDirectVerdict.FailedCall(nanos, cpuNanos, taken, freedBytes, message);
    }

    @Test
    public void theAsleepCutIsHalfASpinnersLeastShare() {
        assertEquals(AllocateDirectVerdict.asleepShare(2, 8), 0.125, 1e-12, "2 CPUs, 8 allocators");
        assertEquals(AllocateDirectVerdict.asleepShare(0.5, 8), 0.03125, 1e-12, "half a CPU, 8 allocators");
    }

    @Test
    public void nothingAllocatedIsAnError() {
        assertEquals(judge(2, 0).mechanism(), Mechanism.ERROR);
    }

    @Test
    public void noFailedCallPasses() {
        assertTrue(judge(2, 1200).passed());
    }

    @Test
    public void aCallThatGaveUpEarlyCollapsedItsBudget() {
        Verdict v = judge(2, 1200, failedCall(40 * MS, 38 * MS, 3, 0, "Cannot reserve"));
        assertEquals(v.mechanism(), Mechanism.BUDGET_COLLAPSE, v.toString());
    }

    @Test
    public void anAsleepCallWhileOthersTookTheMemoryPasses() {
        Verdict v = judge(2, 1200, failedCall(520 * MS, 5 * MS, 40, 40L * MIB, "Cannot reserve"));
        assertTrue(v.passed(), v.toString());
    }

    @Test
    public void anAsleepCallWhileNoMemoryCameBackStarved() {
        Verdict v = judge(2, 1200, failedCall(520 * MS, 5 * MS, 7, 0, "Cannot reserve"));
        assertEquals(v.mechanism(), Mechanism.STARVATION, v.toString());
    }

    // Under half a CPU a spinning call among 8 allocators is on a CPU for at
    // least 6.25 % of its time: a tenth of it would have called it asleep.
    @Test
    public void underAQuotaASpinningCallIsNotAsleep() {
        AllocateDirectVerdict.FailedCall spun = failedCall(520 * MS, 40 * MS, 40, 40L * MIB, "Cannot reserve");
        assertTrue(judge(2, 1200, spun).passed(), "on 2 CPUs 7.7 % is asleep");
        assertEquals(judge(0.5, 1200, spun).mechanism(), Mechanism.STARVATION,
                "under half a CPU 7.7 % is a spinner's share: it waited its budget, and the verdict is the "
                + "give-up's");
    }
}
