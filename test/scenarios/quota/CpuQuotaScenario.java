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
 * @summary A sleeping waiter in a JVM with a quota of half a CPU (negative control): it leaves the quota to the awaited thread, which keeps the baseline's pace
 * @key timing
 * @requires waitkit.cgroup.quota
 * @library /lib
 * @build CpuQuotaWorkload
 * @run driver CpuQuotaScenario quota sleep PASS
 */

/*
 * @test id=quota-parkNanos
 * @summary A parking waiter in a JVM with a quota of half a CPU (expected safe): it leaves the quota to the awaited thread, which keeps the baseline's pace
 * @key timing
 * @requires waitkit.cgroup.quota
 * @library /lib
 * @build CpuQuotaWorkload
 * @run driver CpuQuotaScenario quota parkNanos PASS
 */

/*
 * @test id=quota-onSpinWait
 * @summary A waiter spinning with onSpinWait in a JVM with a quota of half a CPU (positive control): it uses up the quota early in every period, so the whole JVM is throttled and the awaited thread's work takes about twice as long
 * @key timing
 * @requires waitkit.cgroup.quota
 * @library /lib
 * @build CpuQuotaWorkload
 * @run driver CpuQuotaScenario quota onSpinWait STARVATION
 */

/*
 * @test id=quota-yield
 * @summary A waiter calling yield in a JVM with a quota of half a CPU (positive control): with a CPU to itself yield returns at once, so it uses up the quota as a spin does and the awaited thread's work takes about twice as long
 * @key timing
 * @requires waitkit.cgroup.quota
 * @library /lib
 * @build CpuQuotaWorkload
 * @run driver CpuQuotaScenario quota yield STARVATION
 */

/*
 * @test id=quota-sleep0
 * @summary A waiter calling sleep(0) in a JVM with a quota of half a CPU (positive control): sleep(0) is a yield, so it uses up the quota as a spin does
 * @key timing
 * @requires waitkit.cgroup.quota
 * @library /lib
 * @build CpuQuotaWorkload
 * @run driver CpuQuotaScenario quota sleep0 STARVATION
 */

/*
 * @test id=quota-busyNanoTime
 * @summary A waiter in a busy wait on nanoTime in a JVM with a quota of half a CPU (positive control): it uses up the quota early in every period
 * @key timing
 * @requires waitkit.cgroup.quota
 * @library /lib
 * @build CpuQuotaWorkload
 * @run driver CpuQuotaScenario quota busyNanoTime STARVATION
 */

/*
 * @test id=unlimited-sleep
 * @summary A sleeping waiter in a JVM on 2 CPUs without a quota (negative control of the contrast): the awaited thread keeps the baseline's pace
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2
 * @library /lib
 * @build CpuQuotaWorkload
 * @run driver CpuQuotaScenario unlimited sleep PASS
 */

/*
 * @test id=unlimited-yield
 * @summary A waiter calling yield in a JVM on 2 CPUs without a quota (the contrast): it spins on a CPU of its own, which costs the awaited thread nothing; only the quota makes yield starve it
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2
 * @library /lib
 * @build CpuQuotaWorkload
 * @run driver CpuQuotaScenario unlimited yield PASS
 */

/*
 * @test id=unlimited-onSpinWait
 * @summary A waiter spinning with onSpinWait in a JVM on 2 CPUs without a quota (the contrast): it spins on a CPU of its own, which costs the awaited thread nothing; only the quota makes the spin starve it
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2
 * @library /lib
 * @build CpuQuotaWorkload
 * @run driver CpuQuotaScenario unlimited onSpinWait PASS
 */

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import waitkit.CpuQuotaGroup;
import waitkit.ScenarioDriver;
import waitkit.ScenarioJudge;
import waitkit.UserWait;

/**
 * Runs CpuQuotaWorkload in a child JVM in a cgroup with a quota of
 * {@value #QUOTA_MICROS} µs of CPU per {@value #PERIOD_MICROS} µs, as a
 * container with half a CPU ({@code quota}), or on 2 CPUs without a quota
 * ({@code unlimited}), with the wait method and the expectation of the
 * {@code @run} line. Each test first runs the same work with a sleeping
 * waiter in the same setting, and the verdict compares with that baseline.
 *
 * <p>The slowdown bound comes from the quota: a waiter that uses the quota up
 * leaves the group running for the quota's share of each period at most, so
 * work that waits for the CPU at intervals stands still for the rest and
 * takes up to period / quota = 2 times as long. The bound is halfway between
 * no slowdown and that, 1.5. It is not widened by {@code BOUND_FACTOR}: it is
 * fixed by the quota, not measured. The contrast: without the quota a yield
 * or a spin on a CPU of its own costs the awaited thread nothing, as the
 * uncounted ReserveMemoryScenario with yield shows on one CPU, where the
 * kernel gives the CPU away at each yield; a quota counts the yielding
 * waiter's CPU against the whole JVM.
 *
 * <p>The group is created before and removed after both runs; the test fails
 * if it cannot be removed (CpuQuotaGroup).
 */
public class CpuQuotaScenario {

    static final long QUOTA_MICROS = 50_000;
    static final long PERIOD_MICROS = 100_000;
    private static final List<String> VM_OPTIONS = List.of("-Xmx64m");
    private static final Duration TIMEOUT = Duration.ofSeconds(60);
    private static final String ROUNDS = "200";
    private static final String PARK_MICROS = "2000";
    private static final String WORK_MICROS = "200";

    public static void main(String[] args) throws Exception {
        boolean quota = switch (args[0]) {
            case "quota" -> true;
            case "unlimited" -> false;
            default -> throw new IllegalArgumentException("unknown shape '" + args[0] + "': expected quota or unlimited");
        };
        UserWait.Plan plan = UserWait.plan(args[1], args[2]);
        double cpus = (double) QUOTA_MICROS / PERIOD_MICROS;
        double bound = (1 + 1 / cpus) / 2;
        String origin = "halfway between no slowdown and the " + (1 / cpus) + " x of a group held to "
                + QUOTA_MICROS / 1000 + " ms of CPU per " + PERIOD_MICROS / 1000 + " ms"
                + (quota ? "" : ", the bound the same test applies under that quota");
        String expectedProcessors = quota ? Long.toString((QUOTA_MICROS + PERIOD_MICROS - 1) / PERIOD_MICROS) : "0";
        List<String> workload = new ArrayList<>(List.of(ROUNDS, PARK_MICROS, WORK_MICROS, expectedProcessors));
        if (quota) {
            try (CpuQuotaGroup group = CpuQuotaGroup.create(QUOTA_MICROS, PERIOD_MICROS)) {
                System.out.println("cgroup: " + group.describe());
                ScenarioDriver.Outcome baseline = ScenarioDriver.runInGroup(group, "CpuQuotaWorkload", "sleep", TIMEOUT,
                        VM_OPTIONS, args(workload, "0", bound, origin));
                long baselineNanos = baselineNanos(baseline);
                ScenarioDriver.Outcome outcome = ScenarioDriver.runInGroup(group, "CpuQuotaWorkload", plan.waitName(),
                        TIMEOUT, VM_OPTIONS, args(workload, Long.toString(baselineNanos), bound, origin));
                ScenarioJudge.judge(outcome, plan.expectation());
            }
        } else {
            ScenarioDriver.Outcome baseline = ScenarioDriver.run("CpuQuotaWorkload", "sleep", 2, TIMEOUT, VM_OPTIONS,
                    args(workload, "0", bound, origin));
            long baselineNanos = baselineNanos(baseline);
            ScenarioDriver.Outcome outcome = ScenarioDriver.run("CpuQuotaWorkload", plan.waitName(), 2, TIMEOUT,
                    VM_OPTIONS, args(workload, Long.toString(baselineNanos), bound, origin));
            ScenarioJudge.judge(outcome, plan.expectation());
        }
    }

    private static String[] args(List<String> workload, String baseline, double bound, String origin) {
        List<String> all = new ArrayList<>(workload);
        all.add(baseline);
        all.add(Double.toString(bound));
        all.add(origin);
        return all.toArray(new String[0]);
    }

    private static long baselineNanos(ScenarioDriver.Outcome baseline) {
        if (!baseline.verdict().passed()) {
            throw new RuntimeException("the baseline run with sleep failed, so there is nothing to compare with: "
                    + baseline.verdict());
        }
        return Long.parseLong(baseline.fields().get("elapsed_ns"));
    }
}
