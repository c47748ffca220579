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
 * @summary A thread in a loop of sleepNanos is TIMED_WAITING to an observer
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract sleepNanos TIMED_WAITING
 */

/*
 * @test id=sleepDuration
 * @summary A thread in a loop of sleepDuration is TIMED_WAITING to an observer
 * @key timing
 * @requires jdk.version.major >= 19
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract sleepDuration TIMED_WAITING
 */

/*
 * @test id=timeUnitSleep
 * @summary A thread in a loop of timeUnitSleep is TIMED_WAITING to an observer
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract timeUnitSleep TIMED_WAITING
 */

/*
 * @test id=parkUntil
 * @summary A thread in a loop of parkUntil is TIMED_WAITING to an observer
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract parkUntil TIMED_WAITING
 */

/*
 * @test id=busyNanoTime
 * @summary A thread in a loop of busyNanoTime is RUNNABLE to an observer all the time
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract busyNanoTime RUNNABLE
 */

/*
 * @test id=conditionAwait
 * @summary A thread in a loop of conditionAwait is TIMED_WAITING to an observer
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract conditionAwait TIMED_WAITING
 */

/*
 * ThreadStateContract's rows beyond tier1's, run by ThreadStateContract
 * (ThreadStateContract.java) as its own rows are: the other forms of sleep,
 * parkUntil, Condition.awaitNanos and the busy wait on nanoTime. Its own
 * file holds the fast form tier1 runs: sleep, the four refactors of it
 * (onSpinWait, yield, sleep(0), the empty spin) and the two blocking
 * primitives the scenarios compare with (parkNanos, Object.wait). These
 * descriptions are the tier2 group's (TEST.groups).
 */
