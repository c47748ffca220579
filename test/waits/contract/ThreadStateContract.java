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
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract sleep TIMED_WAITING
 */

/*
 * @test id=sleep0
 * @summary A thread in a loop of sleep0 is TIMED_WAITING to an observer though it never leaves the run queue
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract sleep0 TIMED_WAITING_WHILE_RUNNABLE
 */

/*
 * @test id=parkNanos
 * @summary A thread in a loop of parkNanos is TIMED_WAITING to an observer
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract parkNanos TIMED_WAITING
 */

/*
 * @test id=onSpinWait
 * @summary A thread in a loop of onSpinWait is RUNNABLE to an observer all the time
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract onSpinWait RUNNABLE
 */

/*
 * @test id=yield
 * @summary A thread in a loop of yield is RUNNABLE to an observer all the time
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract yield RUNNABLE
 */

/*
 * @test id=emptySpin
 * @summary A thread in a loop of emptySpin is RUNNABLE to an observer all the time
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract emptySpin RUNNABLE
 */

/*
 * @test id=objectWait
 * @summary A thread in a loop of objectWait is TIMED_WAITING to an observer
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main ThreadStateContract objectWait TIMED_WAITING
 */

import java.util.Map;

import waitkit.Evidence;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.measure.WaitProbes;

/**
 * The {@link Thread.State} another thread sees while a thread loops on a wait
 * method with a requested time of 10 ms, sampled about every 200 µs for 300 ms.
 * This is what a thread dump shows a person hunting a spinning thread. The
 * {@code @run} line names the expected outcome, a constant of
 * {@link Expected}, which says in words what it means and why.
 */
public class ThreadStateContract {

    /** The share of samples a method expected TIMED_WAITING must show in that state. */
    static final double TIMED_WAITING_SHARE = 0.9;

    /** What an observer sees of a thread in a loop of the method. */
    enum Expected {
        TIMED_WAITING("TIMED_WAITING in at least " + Math.round(TIMED_WAITING_SHARE * 100) + " % of the samples:"
                + " the specification of Thread.State.TIMED_WAITING lists this method, and the thread is outside"
                + " the call only for its loop's own overhead, microseconds per 10 ms") {
            @Override
            boolean holds(int timedWaiting, int runnable, int total) {
                return timedWaiting >= TIMED_WAITING_SHARE * total;
            }
        },
        RUNNABLE("RUNNABLE in every sample: the method never enters a waiting state") {
            @Override
            boolean holds(int timedWaiting, int runnable, int total) {
                return runnable == total;
            }
        },
        TIMED_WAITING_WHILE_RUNNABLE("TIMED_WAITING at least once: HotSpot marks a thread in Thread.sleep(0)"
                + " sleeping around its yield, although the thread stays runnable (see CpuUseContract)") {
            @Override
            boolean holds(int timedWaiting, int runnable, int total) {
                return timedWaiting > 0;
            }
        };

        private final String description;

        Expected(String description) {
            this.description = description;
        }

        /**
         * Says whether the samples show this outcome.
         *
         * @param timedWaiting the samples in TIMED_WAITING
         * @param runnable the samples in RUNNABLE
         * @param total all samples
         * @return whether they do
         */
        abstract boolean holds(int timedWaiting, int runnable, int total);

        @Override
        public String toString() {
            return name() + " (" + description + ")";
        }
    }

    public static void main(String[] args) throws Exception {
        WaitMethod method = WaitMethod.of(args[0]);
        Expected expected = Expected.valueOf(args[1]);
        Map<Thread.State, Integer> seen = WaitProbes.observeStates(method, 10_000_000L, 300_000_000L);
        int total = seen.values().stream().mapToInt(Integer::intValue).sum();
        int timedWaiting = seen.getOrDefault(Thread.State.TIMED_WAITING, 0);
        int runnable = seen.getOrDefault(Thread.State.RUNNABLE, 0);
        boolean ok = expected.holds(timedWaiting, runnable, total);
        Evidence.of("thread-state").put("method", method.name()).put("expected", expected.name())
                .put("samples", total).put("state", seen.toString()).write();
        String text = method + ": expected " + expected + ", an observer saw " + seen + " in " + total + " samples";
        (ok ? Verdict.pass(text) : Verdict.fail(Verdict.Mechanism.CONTRACT, text)).orThrow();
    }
}
