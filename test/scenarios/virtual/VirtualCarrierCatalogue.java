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
 * @test id=unpinned-parkNanos
 * @summary A virtual thread parking on the only carrier unmounts, so another virtual thread runs at once
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario unpinned parkNanos PASS
 */

/*
 * @test id=unpinned-sleep0-shared-queue
 * @bug 8296896 8319447 8336707
 * @summary On JDK 21 a virtual thread looping on sleep(0) on the only carrier lets a queued virtual thread run
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major == 21
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario unpinned sleep0 PASS
 */

/*
 * @test id=unpinned-sleep0-own-queue
 * @bug 8296896 8319447 8336707
 * @summary From JDK 25 a virtual thread looping on sleep(0) on the only carrier keeps its queue; others starve
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 25
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario unpinned sleep0 STARVATION
 */

/*
 * @test id=pinned-parkNanos-blocks-carrier
 * @bug 8338383
 * @summary Before JDK 24 a virtual thread parking inside synchronized blocks the only carrier; others starve
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21 & jdk.version.major < 24
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario pinned parkNanos STARVATION
 */

/*
 * @test id=pinned-parkNanos-releases-carrier
 * @bug 8338383
 * @summary From JDK 24 a virtual thread parking inside synchronized unmounts (JEP 491): others run at once
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 24
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario pinned parkNanos PASS
 */

/*
 * @test id=pinned-sleep0
 * @bug 8296896 8319447 8336707 8338383
 * @summary A virtual thread looping on sleep(0) inside synchronized keeps the only carrier; others starve
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21 & (jdk.version.major < 24 | jdk.version.major >= 25)
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario pinned sleep0 STARVATION
 */

/*
 * @test id=counted-parkNanos
 * @summary Bits.reserveMemory's nine back-offs with parkNanos in a virtual thread last the 511 ms it counts on
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario counted parkNanos PASS
 */

/*
 * @test id=counted-sleep0
 * @summary Bits' nine back-offs with sleep(0) in a virtual thread return at once: the 511 ms budget collapses
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build VirtualCarrierWorkload
 * @run driver VirtualCarrierScenario counted sleep0 BUDGET_COLLAPSE
 */

/*
 * VirtualCarrierScenario's rows beyond tier1's, run by VirtualCarrierScenario
 * (VirtualCarrierScenario.java) as its own rows are: parkNanos, which in a
 * virtual thread unmounts on the same path as sleep, and sleep(0), which a
 * virtual thread turns into a yield, in each shape. Its own file holds the
 * fast form tier1 runs: sleep, yield and onSpinWait in each shape, with
 * pinned sleep blocking and releasing its carrier. These descriptions are
 * the tier2 group's (TEST.groups).
 */
