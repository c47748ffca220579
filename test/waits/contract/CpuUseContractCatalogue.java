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
 * @test id=sleepNanos
 * @summary A loop of sleepNanos leaves the CPU: the thread is runnable only on its way in and out
 * @key timing
 * @requires waitkit.schedstat
 * @modules java.management/sun.management
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main CpuUseContract sleepNanos BLOCKS
 */

/*
 * @test id=sleepDuration
 * @summary A loop of sleepDuration leaves the CPU: the thread is runnable only on its way in and out
 * @key timing
 * @requires jdk.version.major >= 19
 * @requires waitkit.schedstat
 * @modules java.management/sun.management
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main CpuUseContract sleepDuration BLOCKS
 */

/*
 * @test id=timeUnitSleep
 * @summary A loop of timeUnitSleep leaves the CPU: the thread is runnable only on its way in and out
 * @key timing
 * @requires waitkit.schedstat
 * @modules java.management/sun.management
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main CpuUseContract timeUnitSleep BLOCKS
 */

/*
 * @test id=parkUntil
 * @summary A loop of parkUntil leaves the CPU: the thread is runnable only on its way in and out
 * @key timing
 * @requires waitkit.schedstat
 * @modules java.management/sun.management
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main CpuUseContract parkUntil BLOCKS
 */

/*
 * @test id=busyNanoTime
 * @summary A loop of busyNanoTime holds the CPU: the thread is runnable all the time
 * @key timing
 * @requires waitkit.schedstat
 * @modules java.management/sun.management
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main CpuUseContract busyNanoTime SPINS
 */

/*
 * @test id=conditionAwait
 * @summary A loop of conditionAwait leaves the CPU: the thread is runnable only on its way in and out
 * @key timing
 * @requires waitkit.schedstat
 * @modules java.management/sun.management
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main CpuUseContract conditionAwait BLOCKS
 */

/*
 * CpuUseContract's rows beyond tier1's, run by CpuUseContract
 * (CpuUseContract.java) as its own rows are: the other forms of sleep,
 * parkUntil, Condition.awaitNanos and the busy wait on nanoTime. Its own
 * file holds the fast form tier1 runs: sleep, the four refactors of it
 * (onSpinWait, yield, sleep(0), the empty spin) and the two blocking
 * primitives the scenarios compare with (parkNanos, Object.wait). These
 * descriptions are the tier2 group's (TEST.groups).
 */
