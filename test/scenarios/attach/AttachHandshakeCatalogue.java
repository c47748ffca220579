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
 * @test id=counted-sleep0
 * @bug 7162400
 * @summary AttachWithStalePidFile handshake: on 2 CPUs 60 sleep(0) polls give up before the target's vm.paused
 * @key timing
 * @requires os.family == "linux" & waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build AttachHandshake AttachTarget
 * @run driver AttachHandshakeScenario counted sleep0 BUDGET_COLLAPSE 2
 */

/*
 * @test id=counted-emptySpin
 * @bug 7162400
 * @summary AttachWithStalePidFile handshake: 60 polls with no wait give up before the target's vm.paused
 * @key timing
 * @requires os.family == "linux" & waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build AttachHandshake AttachTarget
 * @run driver AttachHandshakeScenario counted emptySpin BUDGET_COLLAPSE 2
 */

/*
 * @test id=uncounted-emptySpin
 * @bug 7162400
 * @summary AttachWithStalePidFile handshake: an uncounted poll with no wait takes half the target's one CPU
 * @key timing
 * @requires os.family == "linux" & waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build AttachHandshake AttachTarget
 * @run driver AttachHandshakeScenario uncounted emptySpin STARVATION 1
 */

/*
 * AttachHandshakeScenario's rows beyond tier1's, run by
 * AttachHandshakeScenario (AttachHandshakeScenario.java) as its own rows are:
 * the refactors whose mechanism tier1's rows already show, sleep(0) (a
 * yield) and the empty spin of the counted shape, and the empty spin of the
 * uncounted one. Its own file holds the fast form tier1 runs: the JDK's
 * sleep in each shape, onSpinWait and yield counted, onSpinWait uncounted.
 * These descriptions are the tier2 group's (TEST.groups).
 */
