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
 * @bug 8344332
 * @summary The JDK's own Bits.reserveMemory waits for the memory another thread gives back after 200 ms
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build DelayedRelease
 * @run driver ReserveMemoryMutants original PASS
 */

/*
 * @test id=onSpinWait
 * @bug 8344332
 * @summary Bits.reserveMemory with onSpinWait for its back-off sleep gives up long before the memory comes back
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build DelayedRelease
 * @run driver ReserveMemoryMutants onSpinWait BUDGET_COLLAPSE
 */

import java.util.ArrayList;
import java.util.List;

import waitkit.jvm.ChildJvm;
import waitkit.mutant.JdkWaitLoop;
import waitkit.mutant.MutantScenario;
import waitkit.scenario.RecordCodec;
import waitkit.scenario.ScenarioDriver;

/**
 * The back-off of java.nio.Bits.reserveMemory, as the JDK under test ships it
 * and as each unsafe refactor of its back-off sleep (the wait in its loop) would
 * make it: the class is recompiled from the JDK's lib/src.zip and patched in
 * with {@code --patch-module}. Each runs DelayedRelease on 2 CPUs: the
 * original must allocate the memory given back after 200 ms (PASS); every
 * mutant must be killed, by giving up long before its counted 511 ms
 * (BUDGET_COLLAPSE). Unlike DirectBufferAllocTest's stress, this does not
 * depend on how the allocating threads are scheduled, so yield and sleep(0)
 * are caught as surely as onSpinWait. On JDK 26 and later Bits first cleans
 * and collects once before its back-off (JDK-8344332); the held buffers are
 * reachable, so that phase frees nothing and the back-off decides as on
 * earlier JDKs. Arguments: {@code original} or the
 * refactor's wait name, and the expected outcome: PASS for the original, the
 * mechanism that must kill a mutant. This file's ids, tier1's, are the
 * original and the refactor to onSpinWait; ReserveMemoryMutantsCatalogue.java runs
 * the other refactors (tier2).
 */
public class ReserveMemoryMutants {

    private static final int LIMIT_MIB = 4;

    public static void main(String[] args) throws Exception {
        MutantScenario.run(JdkWaitLoop.BITS_RESERVE_MEMORY, args, (wait, patch) -> {
            List<String> vmOptions = new ArrayList<>(patch);
            vmOptions.addAll(List.of("-XX:MaxDirectMemorySize=" + LIMIT_MIB + "m", "-Xmx32m",
                    "-XX:-ExplicitGCInvokesConcurrent"));
            return ScenarioDriver.run("DelayedRelease", wait, 2, ChildJvm.DEFAULT_TIMEOUT, vmOptions,
                    RecordCodec.toArgs(new DelayedRelease.Args(LIMIT_MIB)));
        });
    }
}
