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
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build CpuQuotaWorkload
 * @run driver CpuQuotaScenario quota parkNanos PASS
 */

/*
 * CpuQuotaScenario's row for the catalogue's other blocking path, parking,
 * run by CpuQuotaScenario (CpuQuotaScenario.java) as its own rows are. Its
 * own file holds the scenario's controls and findings: sleep, the spinning
 * and yielding waits under the quota, and the contrast without it. This
 * description is the tier2 group's (TEST.groups); tier1 runs that file.
 */
