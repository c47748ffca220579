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
 * @bug 7162400
 * @summary AttachWithStalePidFile handshake: 60 polls of sleep(1000) find the target and attach
 * @key timing
 * @requires os.family == "linux" & waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build AttachHandshake AttachTarget
 * @run driver AttachHandshakeScenario counted sleep PASS 2
 */

/*
 * @test id=counted-onSpinWait
 * @bug 7162400
 * @summary AttachWithStalePidFile handshake: 60 onSpinWait polls give up before the target's vm.paused
 * @key timing
 * @requires os.family == "linux" & waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build AttachHandshake AttachTarget
 * @run driver AttachHandshakeScenario counted onSpinWait BUDGET_COLLAPSE 2
 */

/*
 * @test id=counted-yield
 * @bug 7162400
 * @summary AttachWithStalePidFile handshake: on 2 CPUs 60 yield polls give up before the target's vm.paused
 * @key timing
 * @requires os.family == "linux" & waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build AttachHandshake AttachTarget
 * @run driver AttachHandshakeScenario counted yield BUDGET_COLLAPSE 2
 */

/*
 * @test id=uncounted-sleep
 * @bug 7162400
 * @summary AttachWithStalePidFile handshake: an uncounted sleep poll leaves the one CPU to the starting target
 * @key timing
 * @requires os.family == "linux" & waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build AttachHandshake AttachTarget
 * @run driver AttachHandshakeScenario uncounted sleep PASS 1
 */

/*
 * @test id=uncounted-onSpinWait
 * @bug 7162400
 * @summary AttachWithStalePidFile handshake: an uncounted onSpinWait poll takes half the target's one CPU
 * @key timing
 * @requires os.family == "linux" & waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build AttachHandshake AttachTarget
 * @run driver AttachHandshakeScenario uncounted onSpinWait STARVATION 1
 */

import java.time.Duration;
import java.util.List;

import waitkit.scenario.AttachLeftovers;
import waitkit.scenario.LoopShape;
import waitkit.scenario.RecordCodec;
import waitkit.scenario.ScenarioDriver;
import waitkit.scenario.ScenarioJudge;
import waitkit.scenario.UserWait;

/**
 * Runs AttachHandshake in a child JVM pinned to the CPU budget of the
 * {@code @run} line, which the target JVM it starts inherits, with its wait and
 * expectation, then checks that nothing was left behind: no target JVM, no
 * vm.paused.&lt;pid&gt;, target.ready.&lt;pid&gt; and no /tmp/.java_pid&lt;pid&gt;,
 * also when the driver was killed for its timeout.
 * <p>
 * The counted shape runs on 2 CPUs, the uncounted one on 1. On one CPU a
 * counted loop of 60 yields does not collapse: each yield hands the CPU to the
 * starting target, which reaches its pause within the first few yields, so
 * the loop passes. On two, the target starts on the other CPU, the yields
 * return at once, and the loop gives up, as source article 000 says it does.
 * The uncounted shape needs one CPU for a spinning waiter to
 * compete with the target at all. Uncounted yield and sleep(0) polls are not
 * controls there: Linux's sched_yield puts the waiter behind the runnable
 * target, whose start-up work keeps close to its baseline share (where
 * onSpinWait and the empty spin leave it about half), but whenever the target
 * blocks the poll spins, and the waiter's CPU per handshake lands close to
 * the 100 ms of work it waits for that marks STARVATION, on either side of it
 * (figures: see doc/validation.md). A verdict that close to its bound would
 * be a coin toss.
 * <p>
 * The matrix sets the original's poll ({@code sleep}) against the refactors a
 * developer makes of it; the other timed waits of the catalogue go through
 * both shapes of ReserveMemoryScenario, which judges the same mechanisms.
 * Arguments: shape, wait, expectation, CPUs.
 */
public class AttachHandshakeScenario {

    public static void main(String[] args) throws Exception {
        UserWait.Plan plan = UserWait.plan(args[1], args[2]);
        AttachHandshake.Args handshake = new AttachHandshake.Args(LoopShape.parse(args[0]),
                AttachHandshake.Args.DEFAULTS.deadlineSeconds());
        ScenarioDriver.Outcome outcome = AttachLeftovers.runAndCheck(() -> ScenarioDriver.run("AttachHandshake",
                plan.waitName(), Integer.parseInt(args[3]), Duration.ofSeconds(90), List.of(),
                RecordCodec.toArgs(handshake)));
        ScenarioJudge.judge(outcome, plan.expectation());
    }
}
