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
 * @test id=original
 * @bug 6857566
 * @summary Under a half-CPU quota the JDK's own Bits.reserveMemory survives DirectBufferAllocTest-style stress
 * @key timing
 * @requires waitkit.cgroup.quota
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build DirectBufferStress
 * @run driver DirectBufferQuotaScenario original PASS
 */

/*
 * @test id=onSpinWait
 * @bug 6857566
 * @summary Under a half-CPU quota Bits with onSpinWait for its back-off sleep gives up long before its 511 ms
 * @key timing
 * @requires waitkit.cgroup.quota
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build DirectBufferStress
 * @run driver DirectBufferQuotaScenario onSpinWait BUDGET_COLLAPSE
 */

/*
 * @test id=emptySpin
 * @bug 6857566
 * @summary Under a half-CPU quota Bits with its back-off sleep removed gives up long before its 511 ms
 * @key timing
 * @requires waitkit.cgroup.quota
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build DirectBufferStress
 * @run driver DirectBufferQuotaScenario emptySpin BUDGET_COLLAPSE
 */

import java.util.List;

import waitkit.cgroup.CpuQuotaGroup;
import waitkit.jvm.ChildJvm;
import waitkit.mutant.MutantScenario;
import waitkit.scenario.Expectation;
import waitkit.scenario.RecordCodec;
import waitkit.scenario.ScenarioDriver;
import waitkit.scenario.ScenarioJudge;
import waitkit.scenario.UserWait;

/**
 * DirectBufferScenario's stress, DirectBufferStress, in a child JVM in a cgroup with a quota of {@value #QUOTA_MICROS} µs of CPU per
 * {@value #PERIOD_MICROS} µs, as a service in a container with half a CPU
 * would meet java.nio.Bits: the JDK's own Bits, and Bits recompiled from the
 * JDK under test's lib/src.zip with its back-off sleep replaced by each
 * refactor ({@link waitkit.mutant.Refactor}), patched in with --patch-module.
 *
 * <p>The JVM must size itself from the quota (availableProcessors() = 1, so
 * the Serial GC); a run where it did not is an ERROR, and nothing is judged.
 * The quota holds back all its threads, GC and Reference
 * Handler included, for the rest of a period once they have used it up. A
 * back-off that does not sleep spends the quota the GC and the Cleaner need
 * and returns at once, so its nine back-offs end long before the 511 ms Bits
 * counts on: BUDGET_COLLAPSE.
 *
 * <p>Bits whose back-off became Thread.yield or Thread.sleep(0) is no
 * control here, as on 2 CPUs without a quota (DirectBufferScenario): eight
 * allocators share the group's one CPU's worth of quota with the Reference
 * Handler and the GC, and each yield hands the CPU to one of them, so the
 * memory comes back in time.
 * A quota makes a yield starve the thread it waits for only when the yielder
 * has a CPU to itself, as the one waiter of CpuQuotaScenario has.
 *
 * <p>The original must PASS, and each mutant must be caught as
 * BUDGET_COLLAPSE; DirectBufferStress describes every outcome. The file is
 * the tier2 group's (TEST.groups): DirectBufferScenario in one more
 * setting, a quota, whose mechanism tier1 shows with CpuQuotaScenario. The stress
 * stops at the first call that gives up. The original's stress runs for
 * {@value #RUN_SECONDS} s, against DirectBufferScenario's 5, which keeps the
 * test's time to a verdict under 5 s. A mutant's runs for at most
 * {@value #MUTANT_CEILING_SECONDS} s: it gives up as soon as a call finds the
 * memory short with no reference pending nine times in a row, which usually
 * comes within the first second, but depends on when the Reference Handler
 * runs under the quota, so a window as short as the original's can pass
 * without one (doc/validation.md, R16). The group is created before and
 * removed after the run; the test fails if it cannot be removed
 * (CpuQuotaGroup).
 */
public class DirectBufferQuotaScenario {

    static final long QUOTA_MICROS = 50_000;
    static final long PERIOD_MICROS = 100_000;

    static final int RUN_SECONDS = 2;

    static final int MUTANT_CEILING_SECONDS = 10;

    public static void main(String[] args) throws Exception {
        String variant = args[0];
        UserWait.skipIfGiven("this scenario tests the JDK's own java.nio.Bits, and a user's wait "
                + "cannot be put inside it");
        List<String> vmOptions = DirectBufferStress.vmOptions(variant);
        try (CpuQuotaGroup group = CpuQuotaGroup.create(QUOTA_MICROS, PERIOD_MICROS)) {
            System.out.println("cgroup: " + group.describe());
            ScenarioDriver.Outcome outcome = ScenarioDriver.runInGroup(group, "DirectBufferStress",
                    MutantScenario.waitName(variant), ChildJvm.DEFAULT_TIMEOUT, vmOptions,
                    stress(variant.equals("original") ? RUN_SECONDS : MUTANT_CEILING_SECONDS));
            Integer processors = outcome.figures(DirectBufferStress.Figures.class)
                    .map(DirectBufferStress.Figures::availableProcessors).orElse(null);
            long expected = (long) Math.ceil(group.cpus());
            if (processors != null && processors != expected) {
                throw new RuntimeException("ERROR: the JVM did not size itself from the quota: availableProcessors() "
                        + "is " + processors + ", expected " + expected + " (is -XX:-UseContainerSupport or "
                        + "-XX:ActiveProcessorCount set?), so nothing is judged; the run: " + outcome.verdict());
            }
            ScenarioJudge.judge(outcome, Expectation.parse(args[1]));
        }
    }

    // Allocating threads and buffer size as in DirectBufferScenario, the run
    // time, and the quota.
    private static String[] stress(int seconds) {
        DirectBufferStress.Args d = DirectBufferStress.Args.DEFAULTS;
        return RecordCodec.toArgs(new DirectBufferStress.Args(d.threads(), d.capacity(), seconds, false,
                (double) QUOTA_MICROS / PERIOD_MICROS));
    }
}
