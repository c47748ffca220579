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
 * @test id=emptySpin
 * @bug 6857566
 * @summary Under a half-CPU quota Bits with its back-off sleep removed gives up long before its 511 ms
 * @key timing
 * @requires waitkit.cgroup.quota
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build DirectBufferStress
 * @run driver DirectBufferQuotaScenario emptySpin BUDGET_COLLAPSE
 */

/*
 * DirectBufferQuotaScenario's row beyond tier1's, run by
 * DirectBufferQuotaScenario (DirectBufferQuotaScenario.java) as its own rows
 * are: the empty spin, a second spin under the quota. Its own file holds
 * the fast form tier1 runs: the JDK's sleep and the onSpinWait refactor.
 * This description is the tier2 group's (TEST.groups).
 */
