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

import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.judge.CpuUseBounds;
import waitkit.jvm.PatchOptions;
import waitkit.scenario.ScenarioReport;

/**
 * Makes a timed call of java.util.concurrent that times out, 10 ms a call,
 * side by side with a parked and a spinning reference
 * ({@link CpuUseBounds}), in a child JVM that a mutant test of a loop the
 * call waits in (test/mutants/juc) starts with the loop as the JDK ships it
 * or as a refactor makes it ({@code --patch-module}). The call is
 * the wait method the parent names ({@code -Dwaitkit.wait=call:<name>}).
 * <ul>
 * <li>PASS: the call left the CPU while it waited, as a park does.</li>
 * <li>CPU_USE: it kept the CPU, more than a tenth of the way from the park
 *     to the spin; or it blocked on fewer than half of its calls and was
 *     runnable (on or queued for a CPU) more than a tenth of the way, having
 *     yielded its CPU to threads that asked for one: the loop it waits in no
 *     longer parks.</li>
 * </ul>
 */
public class TimedCallCpu {

    /**
     * The figures sent besides the verdict's message.
     *
     * @param requestedNs the timeout of each call
     */
    record Figures(long requestedNs) {
    }

    public static void main(String[] args) throws Exception {
        WaitMethod call = WaitMethod.fromSystemProperty("call:ArrayBlockingQueue.poll");
        Verdict verdict = CpuUseBounds.judge(call, CpuUseBounds.Expected.BLOCKS);
        ScenarioReport.send("TimedCallCpu(" + call.name() + ", patch: " + PatchOptions.label() + ")", call,
                verdict, new Figures(CpuUseBounds.REQUESTED));
    }
}
