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
 * @test id=ten-millis
 * @summary Thread.sleep(10) never returns early and overshoots by at most two wake-up costs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm SleepLatency 10
 */

/*
 * @test id=xint
 * @summary In the interpreter Thread.sleep(ms) never returns early and overshoots by at most two wake-up costs
 * @key timing
 * @requires vm.flagless
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm -Xint SleepLatency 1
 */

/*
 * @test id=c1
 * @summary With only C1 Thread.sleep(ms) never returns early and overshoots by at most two wake-up costs
 * @key timing
 * @requires vm.flagless
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm -XX:TieredStopAtLevel=1 SleepLatency 1
 */

/*
 * @test id=c2
 * @summary With only C2 Thread.sleep(ms) never returns early and overshoots by at most two wake-up costs
 * @key timing
 * @requires vm.flagless
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm -XX:-TieredCompilation SleepLatency 1
 */

/*
 * @test id=serial
 * @summary Under Serial GC Thread.sleep(ms) never returns early and overshoots by at most two wake-up costs
 * @key timing
 * @requires vm.gc == "null"
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm -XX:+UseSerialGC SleepLatency 1
 */

/*
 * @test id=parallel
 * @summary Under Parallel GC Thread.sleep(ms) never returns early and overshoots by at most two wake-up costs
 * @key timing
 * @requires vm.gc == "null"
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm -XX:+UseParallelGC SleepLatency 1
 */

/*
 * @test id=z
 * @summary Under ZGC Thread.sleep(ms) never returns early and overshoots by at most two wake-up costs
 * @key timing
 * @requires vm.gc == "null" & os.simpleArch == "x64"
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm -XX:+UseZGC SleepLatency 1
 */

/*
 * @test id=one-cpu
 * @summary In a JVM sized for one CPU sleep(ms) never returns early and overshoots by at most two wake-up costs
 * @key timing
 * @requires vm.flagless
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm -XX:ActiveProcessorCount=1 SleepLatency 1
 */

/*
 * SleepLatency (SleepLatency.java) in more settings: a 10 ms request, where
 * an idle CPU sleeps deeper than in 1 ms, and 1 ms under other VM flags: the
 * interpreter, one JIT compiler alone, each garbage collector, a JVM sized
 * for one CPU. The collector and the compiler are not on the path of a
 * sleeping thread, and the flag variants show that they do not change its
 * latency at 1 ms, where the overshoot is the largest share of the request.
 * These descriptions are the tier2 group's (TEST.groups); tier1 runs
 * SleepLatency at 1 ms on the default flags.
 */
