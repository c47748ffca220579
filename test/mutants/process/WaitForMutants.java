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
 * @summary The default Process.waitFor(long, TimeUnit) poll loop sleeps between polls and uses almost no CPU
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build PollingWaitFor
 * @run driver WaitForMutants original PASS
 */

/*
 * @test id=onSpinWait
 * @summary The default Process.waitFor poll loop with its sleep replaced by onSpinWait spends the wait on a CPU
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build PollingWaitFor
 * @run driver WaitForMutants onSpinWait CPU_USE
 */

import waitkit.jvm.ChildJvm;
import waitkit.mutant.JdkWaitLoop;
import waitkit.mutant.MutantScenario;
import waitkit.scenario.ScenarioDriver;

/**
 * The poll loop of the default {@code Process.waitFor(long, TimeUnit)}, which
 * a Process subclass inherits unless it overrides it, as the JDK under test
 * ships it and as each unsafe refactor of its sleep would make it: the class
 * is recompiled from the JDK's lib/src.zip and patched in with
 * {@code --patch-module}. Each runs PollingWaitFor on 2 CPUs, so the waiter
 * has a CPU to spin on: the original must PASS, every mutant must be killed
 * (CPU_USE). The loop measures its deadline with System.nanoTime(), so no
 * refactor collapses its budget. Arguments: {@code original} or the
 * refactor's wait name, and the expected outcome: PASS for the original, the
 * mechanism that must kill a mutant. This file's ids, tier1's, are the
 * original and the refactor to onSpinWait; WaitForMutantsCatalogue.java runs
 * the other refactors (tier2).
 */
public class WaitForMutants {

    public static void main(String[] args) throws Exception {
        MutantScenario.run(JdkWaitLoop.PROCESS_WAIT_FOR, args, (wait, patch) ->
                ScenarioDriver.run("PollingWaitFor", wait, 2, ChildJvm.DEFAULT_TIMEOUT, patch));
    }
}
