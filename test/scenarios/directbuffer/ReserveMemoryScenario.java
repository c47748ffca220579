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
 * @test id=counted-sleep
 * @summary Bits.reserveMemory-shaped counted back-off with sleep (negative control): it waits the time the loop counts on, so the Cleaner frees the budget in time
 * @key timing
 * @requires waitkit.taskset
 * @library /lib
 * @build ReserveMemoryModel
 * @run main ReserveMemoryScenario counted sleep PASS
 */

/*
 * @test id=counted-sleepNanos
 * @summary Bits.reserveMemory-shaped counted back-off with sleepNanos (expected safe): it waits the time the loop counts on, so the Cleaner frees the budget in time
 * @key timing
 * @requires waitkit.taskset
 * @library /lib
 * @build ReserveMemoryModel
 * @run main ReserveMemoryScenario counted sleepNanos PASS
 */

/*
 * @test id=counted-sleepDuration
 * @summary Bits.reserveMemory-shaped counted back-off with sleepDuration (expected safe): it waits the time the loop counts on, so the Cleaner frees the budget in time
 * @key timing
 * @requires waitkit.taskset & waitkit.sleepDuration
 * @library /lib
 * @build ReserveMemoryModel
 * @run main ReserveMemoryScenario counted sleepDuration PASS
 */

/*
 * @test id=counted-timeUnitSleep
 * @summary Bits.reserveMemory-shaped counted back-off with timeUnitSleep (expected safe): it waits the time the loop counts on, so the Cleaner frees the budget in time
 * @key timing
 * @requires waitkit.taskset
 * @library /lib
 * @build ReserveMemoryModel
 * @run main ReserveMemoryScenario counted timeUnitSleep PASS
 */

/*
 * @test id=counted-parkNanos
 * @summary Bits.reserveMemory-shaped counted back-off with parkNanos (expected safe): it waits the time the loop counts on, so the Cleaner frees the budget in time
 * @key timing
 * @requires waitkit.taskset
 * @library /lib
 * @build ReserveMemoryModel
 * @run main ReserveMemoryScenario counted parkNanos PASS
 */

/*
 * @test id=counted-parkUntil
 * @summary Bits.reserveMemory-shaped counted back-off with parkUntil (expected safe): it waits the time the loop counts on, so the Cleaner frees the budget in time
 * @key timing
 * @requires waitkit.taskset
 * @library /lib
 * @build ReserveMemoryModel
 * @run main ReserveMemoryScenario counted parkUntil PASS
 */

/*
 * @test id=counted-objectWait
 * @summary Bits.reserveMemory-shaped counted back-off with objectWait (expected safe): it waits the time the loop counts on, so the Cleaner frees the budget in time
 * @key timing
 * @requires waitkit.taskset
 * @library /lib
 * @build ReserveMemoryModel
 * @run main ReserveMemoryScenario counted objectWait PASS
 */

/*
 * @test id=counted-conditionAwait
 * @summary Bits.reserveMemory-shaped counted back-off with conditionAwait (expected safe): it waits the time the loop counts on, so the Cleaner frees the budget in time
 * @key timing
 * @requires waitkit.taskset
 * @library /lib
 * @build ReserveMemoryModel
 * @run main ReserveMemoryScenario counted conditionAwait PASS
 */

/*
 * @test id=counted-busyNanoTime
 * @summary Bits.reserveMemory-shaped counted back-off with busyNanoTime (expected safe): it waits the time the loop counts on, so the Cleaner frees the budget in time
 * @key timing
 * @requires waitkit.taskset
 * @library /lib
 * @build ReserveMemoryModel
 * @run main ReserveMemoryScenario counted busyNanoTime PASS
 */

/*
 * @test id=counted-onSpinWait
 * @summary Bits.reserveMemory-shaped counted back-off with onSpinWait (positive control): it returns at once, so the loop's 511 ms budget collapses
 * @key timing
 * @requires waitkit.taskset
 * @library /lib
 * @build ReserveMemoryModel
 * @run main ReserveMemoryScenario counted onSpinWait DETECTED
 */

/*
 * @test id=counted-emptySpin
 * @summary Bits.reserveMemory-shaped counted back-off with emptySpin (positive control): it returns at once, so the loop's 511 ms budget collapses
 * @key timing
 * @requires waitkit.taskset
 * @library /lib
 * @build ReserveMemoryModel
 * @run main ReserveMemoryScenario counted emptySpin DETECTED
 */

import java.time.Duration;
import java.util.List;

import waitkit.Scenario;

/**
 * Runs ReserveMemoryModel in a child JVM pinned to one CPU
 * (taskset + -XX:ActiveProcessorCount=1, so the verdict does not depend on the
 * host's cores) with the wait method and the expectation of the {@code @run}
 * line. 8 allocators share a budget of 64 units and make 250 allocations each,
 * so the budget runs dry about 30 times and each time the back-off must outlast
 * a GC, the Reference Handler and the Cleaner. See ReserveMemoryModel for the
 * verdicts. Every wait method of the catalogue runs the counted shape, with
 * the verdict expected of it on its {@code @run} line, except yield and
 * sleep0: with each allocator on its own share of the budget, nine yields on
 * the one CPU hand it to the Reference Handler and the Cleaner often enough
 * that the memory comes back. Measured on the kit's machine: sleep0 was not
 * detected in 2 of 2 runs; yield was detected in 10 of 10 runs on JDK 25 with
 * a CPU burner, but missed once on JDK 17 on a quiet machine. Neither is a
 * reliable control here; both attach scenarios catch both.
 */
public class ReserveMemoryScenario {

    public static void main(String[] args) throws Exception {
        Scenario.Plan plan = Scenario.plan(args[1], args[2]);
        Scenario.Outcome outcome = Scenario.run("ReserveMemoryModel", plan.waitName(), 1, Duration.ofSeconds(60),
                List.of("-Xmx64m", "-XX:-ExplicitGCInvokesConcurrent"), args[0], "8", "64", "250", "20");
        Scenario.judge(outcome, plan.expectation());
    }
}
