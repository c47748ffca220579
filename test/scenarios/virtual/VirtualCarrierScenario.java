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
 * @test id=unpinned-sleep
 * @summary A virtual thread sleeping on the only carrier unmounts, so another virtual thread runs at once
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario unpinned sleep PASS
 */

/*
 * @test id=unpinned-onSpinWait
 * @summary A virtual thread spinning with onSpinWait on the only carrier never lets another virtual thread run
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario unpinned onSpinWait STARVATION
 */

/*
 * @test id=unpinned-yield-shared-queue
 * @bug 8296896 8319447 8336707
 * @summary On JDK 21 a virtual thread looping on yield on the only carrier lets a queued virtual thread run
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major == 21
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario unpinned yield PASS
 */

/*
 * @test id=unpinned-yield-own-queue
 * @bug 8296896 8319447 8336707
 * @summary From JDK 25 a virtual thread looping on yield on the only carrier keeps its queue; others starve
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 25
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario unpinned yield STARVATION
 */

/*
 * @test id=pinned-sleep-blocks-carrier
 * @bug 8338383
 * @summary Before JDK 24 a virtual thread sleeping inside synchronized blocks the only carrier; others starve
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21 & jdk.version.major < 24
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario pinned sleep STARVATION
 */

/*
 * @test id=pinned-sleep-releases-carrier
 * @bug 8338383
 * @summary From JDK 24 a virtual thread sleeping inside synchronized unmounts (JEP 491): others run at once
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 24
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario pinned sleep PASS
 */

/*
 * @test id=pinned-yield
 * @bug 8296896 8319447 8336707 8338383
 * @summary A virtual thread looping on yield inside synchronized keeps the only carrier; others starve
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21 & (jdk.version.major < 24 | jdk.version.major >= 25)
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario pinned yield STARVATION
 */

/*
 * @test id=pinned-onSpinWait
 * @summary A virtual thread spinning with onSpinWait inside synchronized keeps the only carrier; others starve
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario pinned onSpinWait STARVATION
 */

/*
 * @test id=counted-sleep
 * @summary Bits.reserveMemory's nine back-offs with sleep in a virtual thread last the 511 ms it counts on
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario counted sleep PASS
 */

/*
 * @test id=counted-yield
 * @summary Bits' nine back-offs with yield in a lone virtual thread return at once: the 511 ms budget collapses
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario counted yield BUDGET_COLLAPSE
 */

/*
 * @test id=counted-onSpinWait
 * @summary Bits' nine back-offs with onSpinWait in a virtual thread return at once: the 511 ms budget collapses
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario counted onSpinWait BUDGET_COLLAPSE
 */

import java.time.Duration;
import java.util.List;

import waitkit.scenario.RecordCodec;
import waitkit.scenario.ScenarioDriver;
import waitkit.scenario.ScenarioJudge;
import waitkit.scenario.UserWait;

/**
 * Runs VirtualCarrierWorkload in a child JVM on 2 CPUs whose virtual-thread
 * scheduler has one carrier and no compensation, with the wait method and the
 * expectation of the {@code @run} line. See VirtualCarrierWorkload for the
 * shapes and verdicts.
 *
 * <p>What decides the outcomes, by JDK (see doc/validation.md):
 * <ul>
 * <li>sleep and parkNanos unmount an unpinned virtual thread on every JDK, so
 *     the setter runs within a millisecond.</li>
 * <li>onSpinWait never gives the carrier up: the scheduler does not time-slice
 *     (JEP 444), so the setter starves on every JDK, pinned or not.</li>
 * <li>yield, and sleep(0), which is a yield in a virtual thread: a virtual
 *     thread that yields is submitted again when it has unmounted
 *     ({@code VirtualThread.afterYield}); with an empty local queue it goes to
 *     the pool's external submission queues (JDK-8296896, JDK 20). On 21 the
 *     pool of parallelism 1 has one such queue, which the setter (started
 *     from a platform thread) is already in, so the setter runs next. JDK 25
 *     (JDK-8319447, "Improve performance of delayed task handling") gives
 *     every pool at least 16 queue slots ({@code MIN_QUEUES_SIZE}), 8 of them
 *     external, and a new external submitter prefers a free slot, so the
 *     setter's queue is not the yielder's. A carrier keeps taking tasks from
 *     the queue it last took one from while nobody else takes from it (the
 *     loop of {@code ForkJoinPool.runWorker} since JDK-8336707, JDK 24; JDK
 *     21 repolls it too, in {@code topLevelExec}), and the yielder, back in
 *     that queue before it leaves it, always is there: the setter starves.
 *     The sources of 21, 25 and 27 show this. A mainline ForkJoinPool of the
 *     JDK 24 era has the repoll but one external queue, so 24 is expected to
 *     behave as 21; 22 to 24 are not measured, so no id runs there for
 *     unpinned yield and sleep(0), nor on 24 for the pinned ones.</li>
 * <li>Inside {@code synchronized} before JDK 24 the waiter is pinned: sleep
 *     and park block the carrier thread itself (the carrier is idle and the
 *     setter starves: no other carrier may be added, maxPoolSize 1), and a
 *     yield cannot unmount it, so it spins. From JDK 24 (JEP 491,
 *     JDK-8338383) sleep and park unmount inside {@code synchronized}, and a
 *     yield behaves as unpinned.</li>
 * <li>The counted shape does not depend on the JDK: yield, sleep(0) and
 *     onSpinWait return at once when no other virtual thread waits, so nine
 *     back-offs take microseconds.</li>
 * </ul>
 */
public class VirtualCarrierScenario {

    private static final List<String> VM_OPTIONS = List.of("-Djdk.virtualThreadScheduler.parallelism=1",
            "-Djdk.virtualThreadScheduler.maxPoolSize=1");
    /** The workload's own worst case, and 10 s for the child JVM to start and exit. */
    private static final Duration TIMEOUT = VirtualCarrierWorkload.WORST_CASE.plusSeconds(10);

    public static void main(String[] args) throws Exception {
        UserWait.Plan plan = UserWait.plan(args[1], args[2]);
        VirtualCarrierWorkload.Args workload = new VirtualCarrierWorkload.Args(
                VirtualCarrierWorkload.Shape.parse(args[0]));
        ScenarioDriver.Outcome outcome = ScenarioDriver.run("VirtualCarrierWorkload", plan.waitName(), 2, TIMEOUT,
                VM_OPTIONS, RecordCodec.toArgs(workload));
        ScenarioJudge.judge(outcome, plan.expectation());
    }
}
