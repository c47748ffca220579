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
 * @summary A thread in a loop of sleep is TIMED_WAITING to an observer
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract sleep TIMED_WAITING
 */

/*
 * @test id=sleepNanos
 * @summary A thread in a loop of sleepNanos is TIMED_WAITING to an observer
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract sleepNanos TIMED_WAITING
 */

/*
 * @test id=sleepDuration
 * @summary A thread in a loop of sleepDuration is TIMED_WAITING to an observer
 * @key timing
 * @requires jdk.version.major >= 19
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract sleepDuration TIMED_WAITING
 */

/*
 * @test id=sleep0
 * @summary A thread in a loop of sleep0 is TIMED_WAITING to an observer though it never leaves the run queue
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract sleep0 TIMED_WAITING_WHILE_RUNNABLE
 */

/*
 * @test id=timeUnitSleep
 * @summary A thread in a loop of timeUnitSleep is TIMED_WAITING to an observer
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract timeUnitSleep TIMED_WAITING
 */

/*
 * @test id=parkNanos
 * @summary A thread in a loop of parkNanos is TIMED_WAITING to an observer
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract parkNanos TIMED_WAITING
 */

/*
 * @test id=parkUntil
 * @summary A thread in a loop of parkUntil is TIMED_WAITING to an observer
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract parkUntil TIMED_WAITING
 */

/*
 * @test id=onSpinWait
 * @summary A thread in a loop of onSpinWait is RUNNABLE to an observer all the time
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract onSpinWait RUNNABLE
 */

/*
 * @test id=yield
 * @summary A thread in a loop of yield is RUNNABLE to an observer all the time
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract yield RUNNABLE
 */

/*
 * @test id=busyNanoTime
 * @summary A thread in a loop of busyNanoTime is RUNNABLE to an observer all the time
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract busyNanoTime RUNNABLE
 */

/*
 * @test id=emptySpin
 * @summary A thread in a loop of emptySpin is RUNNABLE to an observer all the time
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract emptySpin RUNNABLE
 */

/*
 * @test id=objectWait
 * @summary A thread in a loop of objectWait is TIMED_WAITING to an observer
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract objectWait TIMED_WAITING
 */

/*
 * @test id=conditionAwait
 * @summary A thread in a loop of conditionAwait is TIMED_WAITING to an observer
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract conditionAwait TIMED_WAITING
 */

import java.util.Map;

import waitkit.Evidence;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.measure.WaitProbes;

/**
 * The {@link Thread.State} another thread sees while a thread loops on a wait
 * method with a requested time of 10 ms, sampled about every 200 µs for 300 ms.
 * This is what a thread dump shows a person hunting a spinning thread. Expected,
 * from the {@code @run} line:
 * <ul>
 * <li>{@code TIMED_WAITING}: at least 90 % of samples. The specification of
 *     {@code Thread.State.TIMED_WAITING} lists this method; the thread is outside
 *     the call only for its loop's own overhead, microseconds per 10 ms.</li>
 * <li>{@code RUNNABLE}: every sample. The method never enters a waiting state.</li>
 * <li>{@code TIMED_WAITING_WHILE_RUNNABLE}: {@code Thread.sleep(0)}: HotSpot marks
 *     the thread sleeping around its yield, so an observer sees TIMED_WAITING at
 *     least once, although the thread stays runnable (see CpuUseContract).</li>
 * </ul>
 */
public class ThreadStateContract {

    public static void main(String[] args) throws Exception {
        WaitMethod method = WaitMethod.of(args[0]);
        String expected = args[1];
        Map<Thread.State, Integer> seen = WaitProbes.observeStates(method, 10_000_000L, 300_000_000L);
        int total = seen.values().stream().mapToInt(Integer::intValue).sum();
        int timedWaiting = seen.getOrDefault(Thread.State.TIMED_WAITING, 0);
        int runnable = seen.getOrDefault(Thread.State.RUNNABLE, 0);
        boolean ok = switch (expected) {
            case "TIMED_WAITING" -> timedWaiting >= 0.9 * total;
            case "RUNNABLE" -> runnable == total;
            case "TIMED_WAITING_WHILE_RUNNABLE" -> timedWaiting > 0;
            default -> throw new IllegalArgumentException("unknown expectation " + expected);
        };
        Evidence.of("thread-state").put("method", method.name()).put("expected", expected)
                .put("samples", total).put("state", seen.toString()).write();
        String text = method + ": expected " + expected + ", an observer saw " + seen + " in " + total + " samples";
        (ok ? Verdict.pass(text) : Verdict.fail(Verdict.Mechanism.CONTRACT, text)).orThrow();
    }
}
