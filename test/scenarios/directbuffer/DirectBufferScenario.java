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
 * @summary The JDK's own Bits.reserveMemory survives DirectBufferAllocTest-style stress
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build DirectBufferStress
 * @run driver DirectBufferScenario original PASS
 */

/*
 * @test id=onSpinWait
 * @bug 6857566
 * @summary Under DirectBufferAllocTest-style stress, Bits with an onSpinWait back-off runs out of direct memory
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build DirectBufferStress
 * @run driver DirectBufferScenario onSpinWait BUDGET_COLLAPSE
 */

/*
 * @test id=never-freed
 * @bug 6857566
 * @summary With buffers never freed, Bits' back-off sleeping its whole budget is STARVATION, not unfairness
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build DirectBufferStress
 * @run driver DirectBufferScenario never-freed STARVATION
 */


import waitkit.jvm.ChildJvm;
import waitkit.mutant.MutantScenario;
import waitkit.mutant.Refactor;
import waitkit.scenario.Expectation;
import waitkit.scenario.RecordCodec;
import waitkit.scenario.ScenarioDriver;
import waitkit.scenario.ScenarioJudge;
import waitkit.scenario.UserWait;

/**
 * DirectBufferAllocTest (JDK-6857566) made sharp enough to catch an unsafe
 * back-off in java.nio.Bits on a small CPU budget. The stock shape (4 threads,
 * 128 MiB, 5 s) leaves enough memory and time on 2 CPUs for an onSpinWait
 * mutant to get through; 8 threads allocating 1 MiB buffers under a 16 MiB
 * limit keep the budget dry, so the mutant's early give-up shows, while the
 * JDK's own Bits passes (claim C15, doc/claims.md; detection rates: see
 * doc/validation.md). The child JVM gets 2 CPUs (taskset and
 * -XX:ActiveProcessorCount) so the verdict does not depend on the host.
 * <p>
 * A Bits whose back-off sleep became Thread.yield is no reliable control here:
 * the yielding allocators give the CPU to the Reference Handler often enough
 * that memory sometimes comes back in time, so whether it is caught depends on
 * the load (detection rates: see doc/validation.md). The attach scenarios and
 * test/mutants/bits catch yield instead.
 * <p>
 * For a positive control, Bits is recompiled from the JDK under test's own
 * sources with the waits inside the loops of reserveMemory (its back-off
 * sleep) replaced by the refactor the {@code @run} line names, and patched in
 * with --patch-module java.base=...; without sources of the JDK's own code the
 * positive control is reported not run, and a reserveMemory without a wait in
 * a loop fails it, each with a message that says why (MutantScenario.vmOptions).
 * <p>
 * On JDK 26 and later (JDK-8344332) Bits first lets the allocating thread
 * run queued cleaners itself and collect the heap once, and only then backs
 * off; the buffers' cleaners run on BufferCleaner's own thread instead of the
 * Reference Handler. The mutant changes only the back-off, which still counts
 * on 511 ms, so it still dies of BUDGET_COLLAPSE there. Starving the Cleaner
 * matters less there, since the allocators clean for themselves, which is why
 * BUDGET_COLLAPSE, not STARVATION, is this control's mechanism on every JDK.
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
        UserWait.skipIfGiven("this scenario tests the JDK's own java.nio.Bits, and a user's wait "
                + "cannot be put inside it");
        boolean neverFreed = variant.equals("never-freed");
        String bits = neverFreed ? Refactor.ORIGINAL : variant;
        DirectBufferStress.Args d = DirectBufferStress.Args.DEFAULTS;
        DirectBufferStress.Args stress = new DirectBufferStress.Args(d.threads(), d.capacity(), d.runSeconds(),
                neverFreed, d.cpus());
        ScenarioDriver.Outcome outcome = ScenarioDriver.run("DirectBufferStress", MutantScenario.waitName(bits), 2,
                ChildJvm.DEFAULT_TIMEOUT, DirectBufferStress.vmOptions(bits), RecordCodec.toArgs(stress));
        ScenarioJudge.judge(outcome, Expectation.parse(args[1]));
    }
}
