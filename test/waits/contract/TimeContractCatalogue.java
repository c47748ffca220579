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
 * @summary sleepNanos never returns before the requested time
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract sleepNanos NEVER_EARLY
 */

/*
 * @test id=sleepDuration
 * @summary sleepDuration never returns before the requested time
 * @key timing
 * @requires jdk.version.major >= 19
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract sleepDuration NEVER_EARLY
 */

/*
 * @test id=timeUnitSleep
 * @summary timeUnitSleep never returns before the requested time
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract timeUnitSleep NEVER_EARLY
 */

/*
 * @test id=parkUntil
 * @summary parkUntil returns before its deadline in whole currentTimeMillis milliseconds less often than not
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract parkUntil MEDIAN_NOT_BEFORE_DEADLINE
 */

/*
 * @test id=busyNanoTime
 * @summary busyNanoTime never returns before the requested time
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract busyNanoTime NEVER_EARLY
 */

/*
 * @test id=conditionAwait
 * @summary conditionAwait returns before the requested time less often than not (spurious returns are allowed)
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract conditionAwait MEDIAN_NOT_EARLY
 */

/*
 * @test id=onSpinWait-xint
 * @summary onSpinWait ignores the requested time in the interpreter
 * @key timing
 * @requires vm.flagless
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm -Xint TimeContract onSpinWait IGNORES_TIME
 */

/*
 * @test id=onSpinWait-c1
 * @summary onSpinWait ignores the requested time compiled by C1
 * @key timing
 * @requires vm.flagless
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm -XX:TieredStopAtLevel=1 TimeContract onSpinWait IGNORES_TIME
 */

/*
 * @test id=onSpinWait-c2
 * @summary onSpinWait ignores the requested time compiled by C2, where it is a PAUSE instruction on x86
 * @key timing
 * @requires vm.flagless
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm -XX:-TieredCompilation TimeContract onSpinWait IGNORES_TIME
 */

/*
 * @test id=yield-one-cpu
 * @summary yield ignores the requested time when the JVM sizes itself for one CPU
 * @key timing
 * @requires vm.flagless
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm -XX:ActiveProcessorCount=1 TimeContract yield IGNORES_TIME
 */

/*
 * TimeContract's rows beyond tier1's, run by TimeContract
 * (TimeContract.java) as its own rows are: the other forms of sleep,
 * parkUntil, Condition.awaitNanos and the busy wait on nanoTime, and
 * onSpinWait's runs in the interpreter, with C1 alone and with C2 alone, and
 * yield's on one CPU. Its own file holds the fast form tier1 runs: sleep,
 * the four refactors of it (onSpinWait, yield, sleep(0), the empty spin) and
 * the two blocking primitives the scenarios compare with (parkNanos,
 * Object.wait). These descriptions are the tier2 group's (TEST.groups).
 */
