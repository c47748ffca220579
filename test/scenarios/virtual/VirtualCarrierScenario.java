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
 * @summary A virtual thread sleeping in a loop on the only carrier (negative control): each sleep unmounts it, so a virtual thread started from a platform thread runs at once
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21
 * @library /lib
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario unpinned sleep PASS
 */

/*
 * @test id=unpinned-parkNanos
 * @summary A virtual thread parking in a loop on the only carrier (expected safe): each park unmounts it, so a virtual thread started from a platform thread runs at once
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21
 * @library /lib
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario unpinned parkNanos PASS
 */

/*
 * @test id=unpinned-onSpinWait
 * @summary A virtual thread spinning with onSpinWait on the only carrier (positive control): the scheduler does not time-slice, so a virtual thread started from a platform thread never runs
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21
 * @library /lib
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario unpinned onSpinWait STARVATION
 */

/*
 * @test id=unpinned-yield-shared-queue
 * @summary On JDK 21 a virtual thread calling yield in a loop on the only carrier goes behind a virtual thread started from a platform thread, which runs (measured on 21)
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major == 21
 * @library /lib
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario unpinned yield PASS
 */

/*
 * @test id=unpinned-yield-own-queue
 * @summary From JDK 25 (measured on 25 and 27) a virtual thread calling yield in a loop on the only carrier goes back on the carrier's own queue, so a virtual thread started from a platform thread never runs
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 25
 * @library /lib
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario unpinned yield STARVATION
 */

/*
 * @test id=unpinned-sleep0-shared-queue
 * @summary On JDK 21 a virtual thread calling sleep0 in a loop on the only carrier goes behind a virtual thread started from a platform thread, which runs (measured on 21)
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major == 21
 * @library /lib
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario unpinned sleep0 PASS
 */

/*
 * @test id=unpinned-sleep0-own-queue
 * @summary From JDK 25 (measured on 25 and 27) a virtual thread calling sleep0 in a loop on the only carrier goes back on the carrier's own queue, so a virtual thread started from a platform thread never runs
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 25
 * @library /lib
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario unpinned sleep0 STARVATION
 */

/*
 * @test id=pinned-sleep-blocks-carrier
 * @summary Before JDK 24 a virtual thread sleeping inside synchronized blocks the only carrier, so a virtual thread started from a platform thread never runs while it waits
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21 & jdk.version.major < 24
 * @library /lib
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario pinned sleep STARVATION
 */

/*
 * @test id=pinned-sleep-releases-carrier
 * @bug 8338383
 * @summary From JDK 24 a virtual thread sleeping inside synchronized unmounts (JEP 491), so a virtual thread started from a platform thread runs at once
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 24
 * @library /lib
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario pinned sleep PASS
 */

/*
 * @test id=pinned-parkNanos-blocks-carrier
 * @summary Before JDK 24 a virtual thread parking inside synchronized blocks the only carrier, so a virtual thread started from a platform thread never runs while it waits
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21 & jdk.version.major < 24
 * @library /lib
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario pinned parkNanos STARVATION
 */

/*
 * @test id=pinned-parkNanos-releases-carrier
 * @bug 8338383
 * @summary From JDK 24 a virtual thread parking inside synchronized unmounts (JEP 491), so a virtual thread started from a platform thread runs at once
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 24
 * @library /lib
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario pinned parkNanos PASS
 */

/*
 * @test id=pinned-yield
 * @summary A virtual thread calling yield in a loop inside synchronized keeps the only carrier running: pinned before JDK 24, its own queue's only task from JDK 25
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21 & (jdk.version.major < 24 | jdk.version.major >= 25)
 * @library /lib
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario pinned yield STARVATION
 */

/*
 * @test id=pinned-sleep0
 * @summary A virtual thread calling sleep0 in a loop inside synchronized keeps the only carrier running: pinned before JDK 24, its own queue's only task from JDK 25
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21 & (jdk.version.major < 24 | jdk.version.major >= 25)
 * @library /lib
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario pinned sleep0 STARVATION
 */

/*
 * @test id=pinned-onSpinWait
 * @summary A virtual thread spinning with onSpinWait inside synchronized (positive control): it keeps the only carrier running, so a virtual thread started from a platform thread never runs
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21
 * @library /lib
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario pinned onSpinWait STARVATION
 */

/*
 * @test id=counted-sleep
 * @summary Bits.reserveMemory's nine back-offs with sleep in a virtual thread (negative control): the nine back-offs last the 511 ms the loop counts on
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21
 * @library /lib
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario counted sleep PASS
 */

/*
 * @test id=counted-parkNanos
 * @summary Bits.reserveMemory's nine back-offs with parkNanos in a virtual thread (expected safe): the nine back-offs last the 511 ms the loop counts on
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21
 * @library /lib
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario counted parkNanos PASS
 */

/*
 * @test id=counted-yield
 * @summary Bits.reserveMemory's nine back-offs with yield in a virtual thread (positive control): with no other virtual thread to run each yield returns at once, so the 511 ms budget collapses
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21
 * @library /lib
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario counted yield BUDGET_COLLAPSE
 */

/*
 * @test id=counted-sleep0
 * @summary Bits.reserveMemory's nine back-offs with sleep0 in a virtual thread (positive control): sleep(0) is a yield in a virtual thread and returns at once, so the 511 ms budget collapses
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21
 * @library /lib
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario counted sleep0 BUDGET_COLLAPSE
 */

/*
 * @test id=counted-onSpinWait
 * @summary Bits.reserveMemory's nine back-offs with onSpinWait in a virtual thread (positive control): it returns at once, so the 511 ms budget collapses
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21
 * @library /lib
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario counted onSpinWait BUDGET_COLLAPSE
 */

import java.time.Duration;
import java.util.List;

import waitkit.ScenarioDriver;
import waitkit.ScenarioJudge;
import waitkit.UserWait;

/**
 * Runs VirtualCarrierWorkload in a child JVM on 2 CPUs whose virtual-thread
 * scheduler has one carrier and no compensation, with the wait method and the
 * expectation of the {@code @run} line. See VirtualCarrierWorkload for the
 * shapes and verdicts.
 *
 * <p>What decides the outcomes, by JDK (measured on 21.0.13, 25.0.3 and 27.0.1;
 * doc/validation.md):
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
        ScenarioDriver.Outcome outcome = ScenarioDriver.run("VirtualCarrierWorkload", plan.waitName(), 2, TIMEOUT,
                VM_OPTIONS, args[0]);
        ScenarioJudge.judge(outcome, plan.expectation());
    }
}
