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
 * @summary sleepNanos rejects a negative time with IllegalArgumentException
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main NegativeTimeoutContract sleepNanos THROWS_IAE
 */

/*
 * @test id=sleepDuration
 * @summary sleepDuration treats a negative time as no wait and returns at once
 * @key timing
 * @requires jdk.version.major >= 19
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main NegativeTimeoutContract sleepDuration RETURNS_AT_ONCE
 */

/*
 * @test id=timeUnitSleep
 * @summary timeUnitSleep treats a negative time as no wait and returns at once
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main NegativeTimeoutContract timeUnitSleep RETURNS_AT_ONCE
 */

/*
 * @test id=parkUntil
 * @summary parkUntil treats a negative time as no wait and returns at once
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main NegativeTimeoutContract parkUntil RETURNS_AT_ONCE
 */

/*
 * @test id=busyNanoTime
 * @summary busyNanoTime treats a negative time as no wait and returns at once
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main NegativeTimeoutContract busyNanoTime RETURNS_AT_ONCE
 */

/*
 * @test id=conditionAwait
 * @summary conditionAwait treats a negative time as no wait and returns at once
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main NegativeTimeoutContract conditionAwait RETURNS_AT_ONCE
 */

/*
 * NegativeTimeoutContract's rows beyond tier1's, run by
 * NegativeTimeoutContract (NegativeTimeoutContract.java) as its own rows
 * are: the other forms of sleep, parkUntil, Condition.awaitNanos and the
 * busy wait on nanoTime. Its own file holds the fast form tier1 runs: sleep,
 * parkNanos and Object.wait, the forms that take a time (sleep(0) and the
 * spins take none). These descriptions are the tier2 group's (TEST.groups).
 */
