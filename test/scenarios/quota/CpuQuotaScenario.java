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
 * @test id=quota-sleep
 * @summary Under a half-CPU quota a sleeping waiter leaves the awaited thread the baseline's pace
 * @key timing
 * @requires waitkit.cgroup.quota
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build CpuQuotaWorkload
 * @run driver CpuQuotaScenario quota sleep PASS
 */

/*
 * @test id=quota-onSpinWait
 * @summary Under a half-CPU quota an onSpinWait waiter throttles the JVM: the awaited work takes twice as long
 * @key timing
 * @requires waitkit.cgroup.quota
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build CpuQuotaWorkload
 * @run driver CpuQuotaScenario quota onSpinWait STARVATION
 */

/*
 * @test id=unlimited-sleep
 * @summary On 2 CPUs without a quota a sleeping waiter leaves the awaited thread the baseline's pace
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build CpuQuotaWorkload
 * @run driver CpuQuotaScenario unlimited sleep PASS
 */

/*
 * @test id=unlimited-onSpinWait
 * @summary On 2 CPUs without a quota an onSpinWait waiter spins on its own CPU, at no cost to the awaited one
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build CpuQuotaWorkload
 * @run driver CpuQuotaScenario unlimited onSpinWait PASS
 */

import java.time.Duration;
import java.util.List;

import waitkit.WaitMethod;
import waitkit.cgroup.CpuQuotaGroup;
import waitkit.judge.SlowdownVerdict;
import waitkit.scenario.RecordCodec;
import waitkit.scenario.ScenarioDriver;
import waitkit.scenario.ScenarioJudge;
import waitkit.scenario.UserWait;

/**
 * Runs CpuQuotaWorkload in a child JVM in a cgroup with a quota of
 * {@value #QUOTA_MICROS} µs of CPU per {@value #PERIOD_MICROS} µs, as a
 * container with half a CPU ({@code quota}), or on {@value #UNLIMITED_CPUS}
 * CPUs without a quota ({@code unlimited}), with the wait method and the
 * expectation of the {@code @run} line. Each test first runs the same work
 * beside a blocking waiter of another path than the wait under test
 * ({@code objectWait}, or {@code parkNanos} when {@code objectWait} is under
 * test: {@link WaitMethod#blockingBaselineFor}) in the same setting, and the
 * verdict compares with that baseline. This file holds the fast form tier1
 * runs, sleep and onSpinWait; the parking waiter's row, yield, sleep(0) and
 * the busy wait under the quota, and yield without it are in
 * CpuQuotaCatalogue.java, which the tier2 group runs.
 *
 * <p>The bounds ({@link SlowdownVerdict}): under the quota a waiter that
 * holds a CPU throttles the group and the work takes at least period / quota
 * = 2 times as long, a blocking waiter leaves it at 1; the bound is the
 * midpoint, 1.5, and a STARVATION needs throttled periods. Without a quota
 * a waiter holding one of the 2 CPUs could slow work that needed both by 2
 * at most, and the awaited thread needs far less than one; the bound is again
 * the midpoint of its own model. Neither is widened by {@code BOUND_FACTOR}:
 * both come from the setting, not from a measurement. The contrast: without
 * the quota a yield or a spin on a CPU of its own costs the awaited thread
 * nothing, as the uncounted ReserveMemoryScenario with yield shows on one
 * CPU, where the kernel gives the CPU away at each yield; a quota counts the
 * yielding waiter's CPU against the whole JVM.
 *
 * <p>The group is created before and removed after both runs; the test fails
 * if it cannot be removed (CpuQuotaGroup).
 */
public class CpuQuotaScenario {

    static final long QUOTA_MICROS = 50_000;
    static final long PERIOD_MICROS = 100_000;
    static final int UNLIMITED_CPUS = 2;
    private static final List<String> VM_OPTIONS = List.of("-Xmx64m");
    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    public static void main(String[] args) throws Exception {
        boolean quota = switch (args[0]) {
            case "quota" -> true;
            case "unlimited" -> false;
            default -> throw new IllegalArgumentException("unknown shape '" + args[0] + "': expected quota or unlimited");
        };
        UserWait.Plan plan = UserWait.plan(args[1], args[2]);
        String baselineWait = WaitMethod.blockingBaselineFor(WaitMethod.of(plan.waitName())).name();
        double bound = quota ? SlowdownVerdict.quotaBound(QUOTA_MICROS, PERIOD_MICROS)
                : SlowdownVerdict.budgetBound(UNLIMITED_CPUS);
        String origin = quota ? SlowdownVerdict.quotaBoundOrigin(QUOTA_MICROS, PERIOD_MICROS)
                : SlowdownVerdict.budgetBoundOrigin(UNLIMITED_CPUS);
        int expectedProcessors = quota ? (int) ((QUOTA_MICROS + PERIOD_MICROS - 1) / PERIOD_MICROS) : 0;
        CpuQuotaWorkload.Args workload = new CpuQuotaWorkload.Args(CpuQuotaWorkload.Args.DEFAULTS.rounds(),
                CpuQuotaWorkload.Args.DEFAULTS.parkMicros(), CpuQuotaWorkload.Args.DEFAULTS.workMicros(),
                expectedProcessors, 0, baselineWait, bound, origin);
        if (quota) {
            try (CpuQuotaGroup group = CpuQuotaGroup.create(QUOTA_MICROS, PERIOD_MICROS)) {
                System.out.println("cgroup: " + group.describe());
                ScenarioDriver.Outcome baseline = ScenarioDriver.runInGroup(group, "CpuQuotaWorkload", baselineWait,
                        TIMEOUT, VM_OPTIONS, RecordCodec.toArgs(workload));
                ScenarioDriver.Outcome outcome = ScenarioDriver.runInGroup(group, "CpuQuotaWorkload", plan.waitName(),
                        TIMEOUT, VM_OPTIONS, RecordCodec.toArgs(comparedWith(baseline, workload)));
                ScenarioJudge.judge(outcome, plan.expectation());
            }
        } else {
            ScenarioDriver.Outcome baseline = ScenarioDriver.run("CpuQuotaWorkload", baselineWait, UNLIMITED_CPUS,
                    TIMEOUT, VM_OPTIONS, RecordCodec.toArgs(workload));
            ScenarioDriver.Outcome outcome = ScenarioDriver.run("CpuQuotaWorkload", plan.waitName(), UNLIMITED_CPUS,
                    TIMEOUT, VM_OPTIONS, RecordCodec.toArgs(comparedWith(baseline, workload)));
            ScenarioJudge.judge(outcome, plan.expectation());
        }
    }

    // The run under test: the baseline's arguments and the baseline's time.
    private static CpuQuotaWorkload.Args comparedWith(ScenarioDriver.Outcome baseline, CpuQuotaWorkload.Args args) {
        if (!baseline.verdict().passed()) {
            throw new RuntimeException("the baseline run failed, so there is nothing to compare with: "
                    + baseline.verdict());
        }
        long baselineNanos = baseline.figures(CpuQuotaWorkload.Figures.class).orElseThrow(
                () -> new RuntimeException("the baseline run sent no figures: " + baseline.fields())).elapsedNs();
        return new CpuQuotaWorkload.Args(args.rounds(), args.parkMicros(), args.workMicros(), args.expectedProcessors(),
                baselineNanos, args.baselineWait(), args.bound(), args.boundOrigin());
    }
}
