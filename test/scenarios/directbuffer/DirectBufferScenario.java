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
 * @test id=original
 * @bug 6857566
 * @summary DirectBufferAllocTest-style stress, negative control: the JDK's own Bits.reserveMemory, back-off by Thread.sleep, survives the stress
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2
 * @library /lib
 * @build DirectBufferStress
 * @run main DirectBufferScenario original PASS
 */

/*
 * @test id=onSpinWait
 * @bug 6857566
 * @summary DirectBufferAllocTest-style stress, positive control: Bits with its back-off sleep replaced by Thread.onSpinWait runs out of direct memory
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2
 * @library /lib
 * @build DirectBufferStress
 * @run main DirectBufferScenario onSpinWait BUDGET_COLLAPSE
 */

/*
 * @test id=never-freed
 * @bug 6857566
 * @summary DirectBufferAllocTest-style stress, positive control: with the JDK's own Bits but buffers that stay reachable, as if the Cleaner never freed them, a back-off that waits its budget asleep does not pass as Bits' unfairness
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2
 * @library /lib
 * @build DirectBufferStress
 * @run main DirectBufferScenario never-freed STARVATION
 */

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import waitkit.JdkMutant;
import waitkit.Scenario;

/**
 * DirectBufferAllocTest (JDK-6857566) made sharp enough to catch an unsafe
 * back-off in java.nio.Bits on a small CPU budget. The stock shape (4 threads,
 * 128 MiB, 5 s) misses an onSpinWait mutant on 2 CPUs (CLAIMS.md C15: 0 of 3);
 * 8 threads allocating 1 MiB buffers under a 16 MiB limit catch it every time
 * there, while the JDK's own Bits passes. The child JVM gets 2 CPUs (taskset and
 * -XX:ActiveProcessorCount) so the verdict does not depend on the host.
 * <p>
 * A Bits whose back-off sleep became Thread.yield is no reliable control here
 * (CLAIMS.md C15: caught 4 of 4 on this machine's quiet 2 CPUs): measured
 * since, it was caught 4 of 10 times with a CPU burner on one of the two CPUs,
 * and missed once on JDK 17 on a quiet machine. The yielding allocators give
 * the CPU to the Reference Handler often enough that memory comes back in
 * time. The attach scenarios catch yield instead.
 * <p>
 * For a positive control, Bits is recompiled from the JDK under test's own
 * lib/src.zip with the back-off statement {@code Thread.sleep(sleepTime);}
 * replaced by the refactor the {@code @run} line names, and patched in with
 * --patch-module java.base=...; a JDK without src.zip, or whose Bits has no
 * such statement, fails the positive control with a message that says why.
 * <p>
 * {@code never-freed} runs the JDK's own Bits with every buffer kept
 * reachable, so no memory ever comes back, as with a Cleaner that never runs:
 * each back-off then waits its budget asleep, and the scenario must tell that
 * from Bits' unfairness (memory freed and taken by others meanwhile) and
 * report STARVATION.
 */
public class DirectBufferScenario {

    public static void main(String[] args) throws Exception {
        String variant = args[0];
        Scenario.skipForUserWait("this scenario tests the JDK's own java.nio.Bits, and a user's wait "
                + "cannot be put inside it");
        List<String> vmOptions = new ArrayList<>(List.of(
                "-XX:MaxDirectMemorySize=16m", "-XX:-ExplicitGCInvokesConcurrent"));
        JdkMutant.WaitLoop loop = JdkMutant.WaitLoop.BITS_RESERVE_MEMORY;
        boolean neverFreed = variant.equals("never-freed");
        String bits = neverFreed ? "original" : variant;
        vmOptions.addAll(loop.vmOptions(bits));
        Scenario.Outcome outcome = Scenario.run("DirectBufferStress", loop.waitName(bits), 2,
                Duration.ofSeconds(60), vmOptions, "8", Integer.toString(1024 * 1024), "5",
                neverFreed ? "retain" : "drop");
        Scenario.judge(outcome, Scenario.Expectation.parse(args[1]));
    }
}
