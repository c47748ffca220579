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
 * @summary The JDK's attach wait loop waits long enough for a busy target to answer
 * @key timing
 * @requires os.family == "linux" & waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build JdkAttachLoop BusyTarget
 * @run driver AttachWaitMutants original PASS
 */

/*
 * @test id=onSpinWait
 * @summary The JDK's attach loop with its sleep replaced by onSpinWait claims a 10 s wait it never made
 * @key timing
 * @requires os.family == "linux" & waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build JdkAttachLoop BusyTarget
 * @run driver AttachWaitMutants onSpinWait BUDGET_COLLAPSE
 */

import java.util.BitSet;

import waitkit.Platform;
import waitkit.jvm.ChildJvm;
import waitkit.mutant.JdkWaitLoop;
import waitkit.mutant.MutantScenario;
import waitkit.scenario.AttachLeftovers;
import waitkit.scenario.RecordCodec;
import waitkit.scenario.ScenarioDriver;

/**
 * The JDK's own attach wait loop (sun.tools.attach.VirtualMachineImpl, Linux)
 * against a target that is slow to answer. The attacher runs on one CPU; the
 * target on another, where it keeps 48 threads busy, so its attach listener
 * takes a while to start. (With both on one CPU a yield mutant is not caught:
 * each yield hands the CPU to the target, and the loop's yields last as long
 * as the target needs, so it attaches. The same can happen when other work
 * shares the attacher's CPU and the target answers quickly; 48 busy threads
 * make the target answer several times later than the yield and sleep(0)
 * mutants give up: see doc/validation.md.) For a positive
 * control the class is recompiled from the JDK under test's lib/src.zip with
 * the wait in its attach loop ({@code Thread.sleep(delay)}) replaced by the refactor the {@code @run} line
 * names, keeping the checked InterruptedException, and patched in with
 * --patch-module jdk.attach=...: such a loop adds 100, 200, ... ms to
 * {@code time_spent} without waiting, and gives up claiming it waited 10 s
 * after a small fraction of that (claim C16, doc/claims.md). This file's
 * ids, tier1's, are the original and the refactor to onSpinWait;
 * AttachWaitMutantsCatalogue.java runs the other refactors (tier2).
 */
public class AttachWaitMutants {

    public static void main(String[] args) throws Exception {
        // The attacher gets the first allowed CPU, the target the last.
        BitSet cpus = Platform.cpusAllowed();
        JdkAttachLoop.Args attach = new JdkAttachLoop.Args(cpus.length() - 1);
        MutantScenario.run(JdkWaitLoop.ATTACH_WAIT, args, (wait, patch) -> AttachLeftovers.runAndCheck(() ->
                ScenarioDriver.run("JdkAttachLoop", wait, 1, ChildJvm.DEFAULT_TIMEOUT, patch,
                        RecordCodec.toArgs(attach))));
    }
}
