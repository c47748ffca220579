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
 * @test id=yield
 * @summary The JDK's attach loop with its sleep replaced by yield claims a wait it never made
 * @key timing
 * @requires os.family == "linux" & waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build JdkAttachLoop BusyTarget
 * @run driver AttachWaitMutants yield BUDGET_COLLAPSE
 */

/*
 * @test id=sleep0
 * @summary The JDK's attach loop with its sleep replaced by sleep(0) claims a wait it never made
 * @key timing
 * @requires os.family == "linux" & waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build JdkAttachLoop BusyTarget
 * @run driver AttachWaitMutants sleep0 BUDGET_COLLAPSE
 */

/*
 * @test id=emptySpin
 * @summary The JDK's attach loop with its sleep removed claims a wait it never made
 * @key timing
 * @requires os.family == "linux" & waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build JdkAttachLoop BusyTarget
 * @run driver AttachWaitMutants emptySpin BUDGET_COLLAPSE
 */

/*
 * AttachWaitMutants's mutants beyond tier1's, run by AttachWaitMutants (AttachWaitMutants.java) as its own
 * ids are: the refactors to yield, sleep(0) and an empty spin. Its own file
 * holds the fast form tier1 runs: the loop as the JDK ships it, and the
 * refactor to onSpinWait. Together they hold every refactor once
 * (MutantCoverageTest). These descriptions are the tier2 group's (TEST.groups).
 */
