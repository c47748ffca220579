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
 * @test id=handoff-sleep
 * @summary A hand-off producer polling with sleep on two carriers leaves them as idle as a parking hand-off
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build VirtualHandOffWorkload
 * @run driver VirtualHandOffScenario handoff sleep PASS
 */

/*
 * @test id=handoff-yield
 * @summary A yielding hand-off producer on two carriers (HikariCP issues 2329, 2398) keeps both carriers busy
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build VirtualHandOffWorkload
 * @run driver VirtualHandOffScenario handoff yield CPU_USE
 */

/*
 * @test id=handoff-onSpinWait
 * @summary A hand-off producer spinning with onSpinWait on two carriers never gives its carrier up as it waits
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 25
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build VirtualHandOffWorkload
 * @run driver VirtualHandOffScenario handoff onSpinWait CPU_USE
 */

import java.time.Duration;
import java.util.List;

import waitkit.scenario.RecordCodec;
import waitkit.scenario.ScenarioDriver;
import waitkit.scenario.ScenarioJudge;
import waitkit.scenario.UserWait;

/**
 * Runs VirtualHandOffWorkload in a child JVM on 2 CPUs whose virtual-thread
 * scheduler has two carriers and no compensation, with the wait method and
 * the expectation of the {@code @run} line: {@value #ROUNDS} hand-offs, the
 * consumer coming for each item {@value #CONSUMER_DELAY_MICROS} µs after it is
 * offered. See VirtualHandOffWorkload for the verdicts. The parking and
 * sleep(0) producers' rows are in VirtualHandOffCatalogue.java, which the
 * tier2 group runs.
 *
 * <p>Two carriers, so that the consumer always has one: what is judged is the
 * carrier the producer's wait takes from every other virtual thread, as
 * HikariCP's yielding hand-off did on JDK 21 (its issues 2329 and 2398, fixed
 * by parking), not whether the consumer runs at all, which
 * VirtualCarrierScenario judges on one carrier. The outcome does not depend
 * on the JDK for yield and sleep(0): a yielding virtual thread is submitted
 * again as it unmounts, and a carrier takes it at once, on 21 (one external
 * queue) as on 25 and later (its own queue); the submission also wakes the
 * idle carrier, so the two carriers take turns running it and both are kept
 * busy.
 *
 * <p>The onSpinWait control runs from JDK 25 only. A virtual thread that
 * unparks another pushes it onto its own carrier's local queue
 * ({@code VirtualThread.unpark}, then {@code ForkJoinPool.execute} from a
 * worker); the idle carrier is signalled to steal it. On 21 that steal does
 * not always happen: with a producer spinning on the carrier that holds the
 * consumer, the consumer can stand still, so the control ends in STARVATION
 * or CPU_USE by chance there. 22 to 24 are not measured.
 */
public class VirtualHandOffScenario {

    static final int ROUNDS = 200;
    static final int CONSUMER_DELAY_MICROS = 1000;

    private static final List<String> VM_OPTIONS = List.of("-Djdk.virtualThreadScheduler.parallelism=2",
            "-Djdk.virtualThreadScheduler.maxPoolSize=2");
    /** The workload's own worst case, and 10 s for the child JVM to start and exit. */
    private static final Duration TIMEOUT = VirtualHandOffWorkload.WORST_CASE.plusSeconds(10);

    public static void main(String[] args) throws Exception {
        if (!args[0].equals("handoff")) {
            throw new IllegalArgumentException("unknown shape '" + args[0] + "': expected handoff");
        }
        UserWait.Plan plan = UserWait.plan(args[1], args[2]);
        ScenarioDriver.Outcome outcome = ScenarioDriver.run("VirtualHandOffWorkload", plan.waitName(), 2, TIMEOUT,
                VM_OPTIONS, RecordCodec.toArgs(new VirtualHandOffWorkload.Args(ROUNDS, CONSUMER_DELAY_MICROS)));
        ScenarioJudge.judge(outcome, plan.expectation());
    }
}
