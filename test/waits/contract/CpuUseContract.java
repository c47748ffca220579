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
 * @test id=sleep
 * @summary A loop of sleep leaves the CPU: the thread is runnable only on its way in and out
 * @requires waitkit.schedstat
 * @library /lib
 * @run main CpuUseContract sleep BLOCKS
 */

/*
 * @test id=sleepNanos
 * @summary A loop of sleepNanos leaves the CPU: the thread is runnable only on its way in and out
 * @requires waitkit.schedstat
 * @library /lib
 * @run main CpuUseContract sleepNanos BLOCKS
 */

/*
 * @test id=sleepDuration
 * @summary A loop of sleepDuration leaves the CPU: the thread is runnable only on its way in and out
 * @requires waitkit.sleepDuration
 * @requires waitkit.schedstat
 * @library /lib
 * @run main CpuUseContract sleepDuration BLOCKS
 */

/*
 * @test id=sleep0
 * @summary A loop of sleep0 holds the CPU: the thread is runnable all the time
 * @requires waitkit.schedstat
 * @library /lib
 * @run main CpuUseContract sleep0 SPINS
 */

/*
 * @test id=timeUnitSleep
 * @summary A loop of timeUnitSleep leaves the CPU: the thread is runnable only on its way in and out
 * @requires waitkit.schedstat
 * @library /lib
 * @run main CpuUseContract timeUnitSleep BLOCKS
 */

/*
 * @test id=parkNanos
 * @summary A loop of parkNanos leaves the CPU: the thread is runnable only on its way in and out
 * @requires waitkit.schedstat
 * @library /lib
 * @run main CpuUseContract parkNanos BLOCKS
 */

/*
 * @test id=parkUntil
 * @summary A loop of parkUntil leaves the CPU: the thread is runnable only on its way in and out
 * @requires waitkit.schedstat
 * @library /lib
 * @run main CpuUseContract parkUntil BLOCKS
 */

/*
 * @test id=onSpinWait
 * @summary A loop of onSpinWait holds the CPU: the thread is runnable all the time
 * @requires waitkit.schedstat
 * @library /lib
 * @run main CpuUseContract onSpinWait SPINS
 */

/*
 * @test id=yield
 * @summary A loop of yield holds the CPU: the thread is runnable all the time
 * @requires waitkit.schedstat
 * @library /lib
 * @run main CpuUseContract yield SPINS
 */

/*
 * @test id=busyNanoTime
 * @summary A loop of busyNanoTime holds the CPU: the thread is runnable all the time
 * @requires waitkit.schedstat
 * @library /lib
 * @run main CpuUseContract busyNanoTime SPINS
 */

/*
 * @test id=emptySpin
 * @summary A loop of emptySpin holds the CPU: the thread is runnable all the time
 * @requires waitkit.schedstat
 * @library /lib
 * @run main CpuUseContract emptySpin SPINS
 */

/*
 * @test id=objectWait
 * @summary A loop of objectWait leaves the CPU: the thread is runnable only on its way in and out
 * @requires waitkit.schedstat
 * @library /lib
 * @run main CpuUseContract objectWait BLOCKS
 */

/*
 * @test id=conditionAwait
 * @summary A loop of conditionAwait leaves the CPU: the thread is runnable only on its way in and out
 * @requires waitkit.schedstat
 * @library /lib
 * @run main CpuUseContract conditionAwait BLOCKS
 */

import waitkit.Bounds;
import waitkit.LatencySamples;
import waitkit.Units;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.Waits;

/**
 * Whether a loop of a wait method, requesting 10 ms a call for 300 ms after 100 ms of warm-up, keeps the
 * thread runnable. "Runnable" is time on a CPU plus time queued for one, from
 * {@code /proc/thread-self/schedstat}: unlike CPU time alone it does not depend
 * on how busy the machine is, because a spinning thread queued behind other
 * work is still runnable. Expected, from the {@code @run} line:
 * <ul>
 * <li>{@code BLOCKS}: runnable at most 2 x W per 10 ms call, W being the
 *     wake-up cost of a 10 ms block (median overshoot of parkNanos(10 ms))
 *     measured in this run: entering and leaving a blocking wait costs less
 *     than one whole wake-up.</li>
 * <li>{@code SPINS}: runnable at least 90 % of the wall time. A spinning thread
 *     never leaves the run queue; the 10 % covers the two clocks (schedstat and
 *     nanoTime) being read at slightly different moments.</li>
 * </ul>
 */
public class CpuUseContract {

    private static final long REQUESTED = 10_000_000L;
    private static final long WARMUP = 100_000_000L;
    private static final long DURATION = 300_000_000L;

    public static void main(String[] args) throws Exception {
        WaitMethod method = WaitMethod.of(args[0]);
        String expected = args[1];
        LatencySamples wakeUp = Waits.wakeUpBaseline(REQUESTED);
        Waits.Measurement m = Waits.measureFor(method, REQUESTED, WARMUP, DURATION);
        System.out.println(m);
        m.evidence(null).put("expected", expected).put("wakeup_p50_ns", wakeUp.median()).write();
        String what = method + " runnable share of " + Units.nanos(m.wallNanos());
        switch (expected) {
            case "BLOCKS" -> Bounds.ratioAtMost(Verdict.Mechanism.CPU_USE, what, m.runnableFraction(),
                    Bounds.widenUpper(2.0 * wakeUp.median() / REQUESTED),
                    "2 x wake-up cost " + Units.nanos(wakeUp.median()) + " (median overshoot of parkNanos("
                            + Units.nanos(REQUESTED) + ")) per call, measured in this run").orThrow();
            case "SPINS" -> Bounds.ratioAtLeast(Verdict.Mechanism.CPU_USE, what, m.runnableFraction(),
                    Bounds.widenLower(0.9), "a spinning thread never leaves the run queue").orThrow();
            default -> throw new IllegalArgumentException("unknown expectation " + expected);
        }
    }
}
