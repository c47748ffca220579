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
 * @test id=handoff-parkNanos
 * @summary A hand-off producer polling with parkNanos on two carriers leaves them as idle as a parking hand-off
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build VirtualHandOffWorkload
 * @run driver VirtualHandOffScenario handoff parkNanos PASS
 */

/*
 * @test id=handoff-sleep0
 * @summary A hand-off producer polling with sleep(0), a yield in a virtual thread, keeps the two carriers busy
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2 & jdk.version.major >= 21
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build VirtualHandOffWorkload
 * @run driver VirtualHandOffScenario handoff sleep0 CPU_USE
 */

/*
 * VirtualHandOffScenario's rows beyond tier1's, run by
 * VirtualHandOffScenario (VirtualHandOffScenario.java) as its own rows are:
 * the catalogue's other blocking path, parking, and sleep(0), which a
 * virtual thread turns into a yield. Its own file holds the fast form tier1
 * runs: sleep, and the yielding and spinning producers. These descriptions
 * are the tier2 group's (TEST.groups).
 */
