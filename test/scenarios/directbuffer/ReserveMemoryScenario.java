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
 * @test id=counted-sleep
 * @summary A Bits-shaped counted back-off with sleep waits the time it counts on: memory comes back
 * @key timing
 * @requires waitkit.taskset & (vm.gc == "null" | vm.gc == "Serial")
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build ReserveMemoryModel
 * @run driver ReserveMemoryScenario counted sleep PASS
 */

/*
 * @test id=counted-onSpinWait
 * @summary A Bits-shaped counted back-off with onSpinWait returns at once: the loop's 511 ms budget collapses
 * @key timing
 * @requires waitkit.taskset & (vm.gc == "null" | vm.gc == "Serial")
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build ReserveMemoryModel
 * @run driver ReserveMemoryScenario counted onSpinWait BUDGET_COLLAPSE
 */

/*
 * @test id=uncounted-sleep
 * @summary An uncounted Bits-shaped retry with sleep sleeps between tries; the Cleaner keeps its pace
 * @key timing
 * @requires waitkit.taskset & (vm.gc == "null" | vm.gc == "Serial")
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build ReserveMemoryModel
 * @run driver ReserveMemoryScenario uncounted sleep PASS
 */

/*
 * @test id=uncounted-onSpinWait
 * @summary An uncounted Bits-shaped retry with onSpinWait holds the CPU; the Cleaner takes several times longer
 * @key timing
 * @requires waitkit.taskset & (vm.gc == "null" | vm.gc == "Serial")
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build ReserveMemoryModel
 * @run driver ReserveMemoryScenario uncounted onSpinWait STARVATION
 */

import java.time.Duration;
import java.util.List;

import waitkit.WaitMethod;
import waitkit.scenario.LoopShape;
import waitkit.scenario.RecordCodec;
import waitkit.scenario.ScenarioDriver;
import waitkit.scenario.ScenarioJudge;
import waitkit.scenario.UserWait;

/**
 * Runs ReserveMemoryModel in a child JVM pinned to one CPU
 * (taskset + -XX:ActiveProcessorCount=1, so the verdict does not depend on the
 * host's cores) with the wait method and the expectation of the {@code @run}
 * line. 8 allocators share a budget of 64 units and make 250 allocations each,
 * so the budget runs dry about 30 times and each time the wait must outlast a
 * GC, the Reference Handler and the Cleaner. See ReserveMemoryModel for the
 * verdicts. The child runs the serial collector, the one JDKs before 27 choose
 * for one CPU. From JDK 27 (JEP 523) the choice is G1, whose full
 * collections hold the one CPU for about half of the run with every other
 * thread stopped; the waiters then cannot hold over half of the CPU however
 * they wait, and the uncounted rule (the waiters' share against half) no
 * longer reads what they leave the Cleaner. A run whose VM options choose a
 * collector other than the serial one does not meet the tests' requirements.
 * This file holds the fast form tier1 runs: sleep in each shape
 * (the negative controls) and onSpinWait in each (the positive control of
 * each mechanism); ReserveMemoryCatalogue.java holds yield, the other
 * refactors, the busy wait and the rows of the catalogue's other waits, which
 * the tier2 group runs.
 *
 * <p>Counted (Bits' nine back-offs): every wait method of the catalogue, with
 * the verdict expected of it, except yield and sleep0: with each allocator on
 * its own share of the budget, nine yields on the one CPU hand it to the
 * Reference Handler and the Cleaner often enough that the memory comes back,
 * so whether they are detected depends on the load (see doc/validation.md).
 * Neither is a reliable control of the counted shape; both attach scenarios
 * and test/mutants/bits catch both.
 *
 * <p>Uncounted (1 ms retries until done): every wait method. The test first
 * runs the same work in another child JVM with a blocking wait of another
 * path than the wait under test ({@code objectWait}, or {@code parkNanos}
 * when {@code objectWait} is under test: {@link WaitMethod#blockingBaselineFor}),
 * so that a JDK whose sleep stopped blocking cannot pass the sleep control by
 * slowing its own baseline, and the verdict compares with that baseline. The
 * sleeping and parking waits, yield and sleep0 keep close to the baseline's time with the allocators on a small share of the
 * CPU; onSpinWait, the empty spin and busyNanoTime take several times the
 * baseline while the allocators hold most of the CPU (the ranges measured:
 * see doc/validation.md). yield and sleep0 keep the baseline's pace because
 * Linux's sched_yield puts the caller behind the runnable Reference Handler
 * and Cleaner, so on one CPU they run at once. That is what the sources
 * report for yield (claim C15, doc/claims.md); it is encoded as PASS, and a
 * JDK or kernel where yield stops giving way fails it as STARVATION.
 */
public class ReserveMemoryScenario {

    private static final List<String> VM_OPTIONS = List.of("-Xmx64m", "-XX:+UseSerialGC", "-XX:-ExplicitGCInvokesConcurrent");
    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    public static void main(String[] args) throws Exception {
        LoopShape shape = LoopShape.parse(args[0]);
        UserWait.Plan plan = UserWait.plan(args[1], args[2]);
        ReserveMemoryModel.Args d = ReserveMemoryModel.Args.DEFAULTS;
        ReserveMemoryModel.Args workload = new ReserveMemoryModel.Args(shape, d.threads(), d.capacity(), d.perThread(),
                d.deadlineSeconds(), 0, null);
        if (shape == LoopShape.UNCOUNTED) {
            String baselineWait = WaitMethod.blockingBaselineFor(WaitMethod.of(plan.waitName())).name();
            ScenarioDriver.Outcome baseline = ScenarioDriver.run("ReserveMemoryModel", baselineWait, 1, TIMEOUT,
                    VM_OPTIONS, RecordCodec.toArgs(workload));
            if (!baseline.verdict().passed()) {
                throw new RuntimeException("the baseline run with " + baselineWait + " failed, so there is nothing "
                        + "to compare with: " + baseline.verdict());
            }
            long baselineNanos = baseline.figures(ReserveMemoryModel.Figures.class).orElseThrow(
                    () -> new RuntimeException("the baseline run sent no figures: " + baseline.fields())).elapsedNs();
            workload = workload.withBaseline(baselineNanos, baselineWait);
        }
        ScenarioDriver.Outcome outcome = ScenarioDriver.run("ReserveMemoryModel", plan.waitName(), 1, TIMEOUT, VM_OPTIONS,
                RecordCodec.toArgs(workload));
        ScenarioJudge.judge(outcome, plan.expectation());
    }
}
