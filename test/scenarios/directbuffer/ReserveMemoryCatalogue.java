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
 * @test id=counted-sleepNanos
 * @summary A Bits-shaped counted back-off with sleepNanos waits the time it counts on: memory comes back
 * @key timing
 * @requires waitkit.taskset & (vm.gc == "null" | vm.gc == "Serial")
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build ReserveMemoryModel
 * @run driver ReserveMemoryScenario counted sleepNanos PASS
 */

/*
 * @test id=counted-sleepDuration
 * @summary A Bits-shaped counted back-off with sleepDuration waits the time it counts on: memory comes back
 * @key timing
 * @requires waitkit.taskset & jdk.version.major >= 19 & (vm.gc == "null" | vm.gc == "Serial")
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build ReserveMemoryModel
 * @run driver ReserveMemoryScenario counted sleepDuration PASS
 */

/*
 * @test id=counted-timeUnitSleep
 * @summary A Bits-shaped counted back-off with timeUnitSleep waits the time it counts on: memory comes back
 * @key timing
 * @requires waitkit.taskset & (vm.gc == "null" | vm.gc == "Serial")
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build ReserveMemoryModel
 * @run driver ReserveMemoryScenario counted timeUnitSleep PASS
 */

/*
 * @test id=counted-parkNanos
 * @summary A Bits-shaped counted back-off with parkNanos waits the time it counts on: memory comes back
 * @key timing
 * @requires waitkit.taskset & (vm.gc == "null" | vm.gc == "Serial")
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build ReserveMemoryModel
 * @run driver ReserveMemoryScenario counted parkNanos PASS
 */

/*
 * @test id=counted-parkUntil
 * @summary A Bits-shaped counted back-off with parkUntil waits the time it counts on: memory comes back
 * @key timing
 * @requires waitkit.taskset & (vm.gc == "null" | vm.gc == "Serial")
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build ReserveMemoryModel
 * @run driver ReserveMemoryScenario counted parkUntil PASS
 */

/*
 * @test id=counted-objectWait
 * @summary A Bits-shaped counted back-off with objectWait waits the time it counts on: memory comes back
 * @key timing
 * @requires waitkit.taskset & (vm.gc == "null" | vm.gc == "Serial")
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build ReserveMemoryModel
 * @run driver ReserveMemoryScenario counted objectWait PASS
 */

/*
 * @test id=counted-conditionAwait
 * @summary A Bits-shaped counted back-off with conditionAwait waits the time it counts on: memory comes back
 * @key timing
 * @requires waitkit.taskset & (vm.gc == "null" | vm.gc == "Serial")
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build ReserveMemoryModel
 * @run driver ReserveMemoryScenario counted conditionAwait PASS
 */

/*
 * @test id=counted-busyNanoTime
 * @summary A Bits-shaped counted back-off with busyNanoTime waits the time it counts on: memory comes back
 * @key timing
 * @requires waitkit.taskset & (vm.gc == "null" | vm.gc == "Serial")
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build ReserveMemoryModel
 * @run driver ReserveMemoryScenario counted busyNanoTime PASS
 */

/*
 * @test id=uncounted-yield
 * @summary An uncounted Bits-shaped retry with yield on one CPU lets the Cleaner run at a blocking wait's pace
 * @key timing
 * @requires waitkit.taskset & (vm.gc == "null" | vm.gc == "Serial")
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build ReserveMemoryModel
 * @run driver ReserveMemoryScenario uncounted yield PASS
 */

/*
 * @test id=uncounted-sleepNanos
 * @summary An uncounted Bits-shaped retry with sleepNanos sleeps between tries; the Cleaner keeps its pace
 * @key timing
 * @requires waitkit.taskset & (vm.gc == "null" | vm.gc == "Serial")
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build ReserveMemoryModel
 * @run driver ReserveMemoryScenario uncounted sleepNanos PASS
 */

/*
 * @test id=uncounted-sleepDuration
 * @summary An uncounted Bits-shaped retry with sleepDuration sleeps between tries; the Cleaner keeps its pace
 * @key timing
 * @requires waitkit.taskset & jdk.version.major >= 19 & (vm.gc == "null" | vm.gc == "Serial")
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build ReserveMemoryModel
 * @run driver ReserveMemoryScenario uncounted sleepDuration PASS
 */

/*
 * @test id=uncounted-timeUnitSleep
 * @summary An uncounted Bits-shaped retry with timeUnitSleep sleeps between tries; the Cleaner keeps its pace
 * @key timing
 * @requires waitkit.taskset & (vm.gc == "null" | vm.gc == "Serial")
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build ReserveMemoryModel
 * @run driver ReserveMemoryScenario uncounted timeUnitSleep PASS
 */

/*
 * @test id=uncounted-parkNanos
 * @summary An uncounted Bits-shaped retry with parkNanos sleeps between tries; the Cleaner keeps its pace
 * @key timing
 * @requires waitkit.taskset & (vm.gc == "null" | vm.gc == "Serial")
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build ReserveMemoryModel
 * @run driver ReserveMemoryScenario uncounted parkNanos PASS
 */

/*
 * @test id=uncounted-parkUntil
 * @summary An uncounted Bits-shaped retry with parkUntil sleeps between tries; the Cleaner keeps its pace
 * @key timing
 * @requires waitkit.taskset & (vm.gc == "null" | vm.gc == "Serial")
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build ReserveMemoryModel
 * @run driver ReserveMemoryScenario uncounted parkUntil PASS
 */

/*
 * @test id=uncounted-objectWait
 * @summary An uncounted Bits-shaped retry with objectWait sleeps between tries; the Cleaner keeps its pace
 * @key timing
 * @requires waitkit.taskset & (vm.gc == "null" | vm.gc == "Serial")
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build ReserveMemoryModel
 * @run driver ReserveMemoryScenario uncounted objectWait PASS
 */

/*
 * @test id=uncounted-conditionAwait
 * @summary An uncounted Bits-shaped retry with conditionAwait sleeps between tries; the Cleaner keeps its pace
 * @key timing
 * @requires waitkit.taskset & (vm.gc == "null" | vm.gc == "Serial")
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build ReserveMemoryModel
 * @run driver ReserveMemoryScenario uncounted conditionAwait PASS
 */

/*
 * @test id=counted-emptySpin
 * @summary A Bits-shaped counted back-off with emptySpin returns at once: the loop's 511 ms budget collapses
 * @key timing
 * @requires waitkit.taskset & (vm.gc == "null" | vm.gc == "Serial")
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build ReserveMemoryModel
 * @run driver ReserveMemoryScenario counted emptySpin BUDGET_COLLAPSE
 */

/*
 * @test id=uncounted-sleep0
 * @summary An uncounted Bits-shaped retry with sleep0 on one CPU lets the Cleaner run at a blocking wait's pace
 * @key timing
 * @requires waitkit.taskset & (vm.gc == "null" | vm.gc == "Serial")
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build ReserveMemoryModel
 * @run driver ReserveMemoryScenario uncounted sleep0 PASS
 */

/*
 * @test id=uncounted-emptySpin
 * @summary An uncounted Bits-shaped retry with emptySpin holds the CPU; the Cleaner takes several times longer
 * @key timing
 * @requires waitkit.taskset & (vm.gc == "null" | vm.gc == "Serial")
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build ReserveMemoryModel
 * @run driver ReserveMemoryScenario uncounted emptySpin STARVATION
 */

/*
 * @test id=uncounted-busyNanoTime
 * @summary An uncounted Bits-shaped retry spinning 1 ms busyNanoTime waits slows the Cleaner several times over
 * @key timing
 * @requires waitkit.taskset & (vm.gc == "null" | vm.gc == "Serial")
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build ReserveMemoryModel
 * @run driver ReserveMemoryScenario uncounted busyNanoTime STARVATION
 */

/*
 * ReserveMemoryScenario's rows beyond tier1's, run by ReserveMemoryScenario
 * (ReserveMemoryScenario.java) as its own rows are: the catalogue's other
 * waits through both shapes, and the waits whose mechanism tier1's rows
 * already show: the empty spin of the counted shape; yield, sleep(0), the
 * empty spin and the busy wait of the uncounted one. Its own file holds the
 * fast form tier1 runs: sleep in each shape, onSpinWait's collapse of the
 * counted budget and its starvation of the uncounted one. These
 * descriptions are the tier2 group's (TEST.groups).
 */
