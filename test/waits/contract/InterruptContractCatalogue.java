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
 * @summary sleepNanos throws InterruptedException and clears the status if interrupted before or during it
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main InterruptContract sleepNanos THROWS_AND_CLEARS THROWS_AND_CLEARS
 */

/*
 * @test id=sleepDuration
 * @summary sleepDuration throws InterruptedException and clears the status if interrupted before or during it
 * @key timing
 * @requires jdk.version.major >= 19
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main InterruptContract sleepDuration THROWS_AND_CLEARS THROWS_AND_CLEARS
 */

/*
 * @test id=timeUnitSleep
 * @summary TimeUnit.sleep throws InterruptedException and clears the status if interrupted before or during it
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main InterruptContract timeUnitSleep THROWS_AND_CLEARS THROWS_AND_CLEARS
 */

/*
 * @test id=parkUntil
 * @summary LockSupport.parkUntil returns early without an exception and leaves the interrupt status set
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main InterruptContract parkUntil RETURNS_WITH_STATUS_SET RETURNS_WITH_STATUS_SET
 */

/*
 * @test id=busyNanoTime
 * @summary A busy wait on nanoTime ignores an interrupt: it waits its full time and leaves the status set
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main InterruptContract busyNanoTime IGNORES IGNORES
 */

/*
 * @test id=conditionAwait
 * @summary conditionAwait throws InterruptedException and clears the status if interrupted before or during it
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main InterruptContract conditionAwait THROWS_AND_CLEARS THROWS_AND_CLEARS
 */

/*
 * InterruptContract's rows beyond tier1's, run by InterruptContract
 * (InterruptContract.java) as its own rows are: the other forms of sleep,
 * parkUntil, Condition.awaitNanos and the busy wait on nanoTime. Its own
 * file holds the fast form tier1 runs: sleep, the four refactors of it
 * (onSpinWait, yield, sleep(0), the empty spin) and the two blocking
 * primitives the scenarios compare with (parkNanos, Object.wait). These
 * descriptions are the tier2 group's (TEST.groups).
 */
