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
 * @summary A Bits.reserveMemory-shaped counted back-off with sleep: negative control: Bits' own back-off, Thread.sleep, gives the Cleaner the 511 ms the loop counts on
 * @key timing
 * @requires waitkit.taskset
 * @library /lib
 * @build ReserveMemoryModel
 * @run main ReserveMemoryScenario counted sleep PASS
 */

/*
 * @test id=counted-onSpinWait
 * @summary A Bits.reserveMemory-shaped counted back-off with onSpinWait: positive control: nine onSpinWait calls collapse the 511 ms back-off budget to microseconds
 * @key timing
 * @requires waitkit.taskset
 * @library /lib
 * @build ReserveMemoryModel
 * @run main ReserveMemoryScenario counted onSpinWait DETECTED
 */

/*
 * @test id=counted-yield
 * @summary A Bits.reserveMemory-shaped counted back-off with yield: positive control: nine yields collapse the back-off budget
 * @key timing
 * @requires waitkit.taskset
 * @library /lib
 * @build ReserveMemoryModel
 * @run main ReserveMemoryScenario counted yield DETECTED
 */

/*
 * @test id=counted-sleep0
 * @summary A Bits.reserveMemory-shaped counted back-off with sleep0: positive control: nine sleep(0) calls collapse the back-off budget
 * @key timing
 * @requires waitkit.taskset
 * @library /lib
 * @build ReserveMemoryModel
 * @run main ReserveMemoryScenario counted sleep0 DETECTED
 */

/*
 * @test id=counted-emptySpin
 * @summary A Bits.reserveMemory-shaped counted back-off with emptySpin: positive control: a back-off with the wait removed gives up at once
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
 * a GC, the Reference Handler and the Cleaner. Detected as BUDGET_COLLAPSE when
 * the nine back-offs of a thread that gave up took under a tenth of the 511 ms
 * the loop counts; STARVATION when they took their time and memory still did
 * not come back, or the work missed its 20 s deadline.
 */
public class ReserveMemoryScenario {

    public static void main(String[] args) throws Exception {
        Scenario.Plan plan = Scenario.plan(args[1], args[2]);
        Scenario.Outcome outcome = Scenario.run("ReserveMemoryModel", plan.waitName(), 1, Duration.ofSeconds(60),
                List.of("-Xmx64m", "-XX:-ExplicitGCInvokesConcurrent"), args[0], "8", "64", "250", "20");
        Scenario.judge(outcome, plan.expectation());
    }
}
