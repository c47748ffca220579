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
 * @test id=quota-parkNanos
 * @summary Under a half-CPU quota a parking waiter leaves the awaited thread the baseline's pace
 * @key timing
 * @requires waitkit.cgroup.quota
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build CpuQuotaWorkload
 * @run driver CpuQuotaScenario quota parkNanos PASS
 */

/*
 * @test id=quota-yield
 * @summary Under a half-CPU quota a yield waiter with its own CPU spins: the awaited work takes twice as long
 * @key timing
 * @requires waitkit.cgroup.quota
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build CpuQuotaWorkload
 * @run driver CpuQuotaScenario quota yield STARVATION
 */

/*
 * @test id=quota-sleep0
 * @summary Under a half-CPU quota a sleep(0) waiter, a yield, uses up the quota as a spin does
 * @key timing
 * @requires waitkit.cgroup.quota
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build CpuQuotaWorkload
 * @run driver CpuQuotaScenario quota sleep0 STARVATION
 */

/*
 * @test id=quota-busyNanoTime
 * @summary Under a half-CPU quota a busy wait on nanoTime uses up the quota early in every period
 * @key timing
 * @requires waitkit.cgroup.quota
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build CpuQuotaWorkload
 * @run driver CpuQuotaScenario quota busyNanoTime STARVATION
 */

/*
 * @test id=unlimited-yield
 * @summary On 2 CPUs without a quota a yield waiter spins on its own CPU, at no cost to the awaited one
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build CpuQuotaWorkload
 * @run driver CpuQuotaScenario unlimited yield PASS
 */

/*
 * CpuQuotaScenario's rows beyond tier1's, run by CpuQuotaScenario
 * (CpuQuotaScenario.java) as its own rows are: the catalogue's other
 * blocking path (parking), yield, sleep(0) (a yield) and the busy wait
 * under the quota, and yield without one. Its own file holds the fast form
 * tier1 runs: sleep and onSpinWait, under the quota and without it. These descriptions are the tier2 group's
 * (TEST.groups).
 */
