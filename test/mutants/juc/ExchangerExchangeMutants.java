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
 * @summary The Exchanger exchange loop as shipped parks: a timed Exchanger.exchange leaves the CPU
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build TimedCallCpu
 * @run driver ExchangerExchangeMutants original PASS
 */

/*
 * @test id=onSpinWait
 * @summary The Exchanger exchange loop with its park replaced by onSpinWait keeps the CPU
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build TimedCallCpu
 * @run driver ExchangerExchangeMutants onSpinWait CPU_USE
 */

/*
 * @test id=yield
 * @summary The Exchanger exchange loop with its park replaced by yield keeps the CPU
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build TimedCallCpu
 * @run driver ExchangerExchangeMutants yield CPU_USE
 */

/*
 * @test id=sleep0
 * @summary The Exchanger exchange loop with its park replaced by sleep(0) keeps the CPU
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build TimedCallCpu
 * @run driver ExchangerExchangeMutants sleep0 CPU_USE
 */

/*
 * @test id=emptySpin
 * @summary The Exchanger exchange loop with its park removed keeps the CPU
 * @key timing
 * @requires waitkit.taskset & waitkit.cpus >= 2
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build TimedCallCpu
 * @run driver ExchangerExchangeMutants emptySpin CPU_USE
 */

import waitkit.jvm.ChildJvm;
import waitkit.mutant.JdkWaitLoop;
import waitkit.mutant.MutantScenario;
import waitkit.scenario.ScenarioDriver;

/**
 * The timed park of {@code Exchanger}'s exchange through its slot, as the JDK under test ships it and as each
 * unsafe refactor of its park would make it: the class is recompiled from
 * the JDK's lib/src.zip (where the registry, {@link JdkWaitLoop#EXCHANGER_EXCHANGE},
 * says the JDK holds the loop) and patched in with {@code --patch-module}.
 * Each runs TimedCallCpu with a timed {@code Exchanger.exchange} with no partner, which waits in that loop: the
 * original must PASS, every mutant must be killed (CPU_USE). The loop reads
 * its deadline from the clock, so no refactor shortens the wait.
 * Arguments: {@code original} or the refactor's wait name, and the expected
 * outcome.
 */
public class ExchangerExchangeMutants {

    /** The timed call that waits through the loop. */
    static final String CALL = "call:Exchanger.exchange";

    public static void main(String[] args) throws Exception {
        MutantScenario.run(JdkWaitLoop.EXCHANGER_EXCHANGE, args, (wait, patch) ->
                ScenarioDriver.run("TimedCallCpu", CALL, 2, ChildJvm.DEFAULT_TIMEOUT, patch));
    }
}
