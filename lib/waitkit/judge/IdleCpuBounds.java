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

package waitkit.judge;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import waitkit.Platform;
import waitkit.Units;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.measure.ThreadCpu;
import waitkit.measure.ThreadRole;

/**
 * Whether the threads a piece of code leaves behind (a pool after its work,
 * the virtual-thread scheduler after its virtual threads ended) leave the CPU
 * while there is nothing for them to do, judged as {@link CpuUseBounds}
 * judges a wait: against a thread parked in {@code parkNanos(10 ms)} and a
 * thread spinning on {@code nanoTime}, measured side by side with them over
 * the same window. The bound is a tenth of the way from the parked thread's
 * share of the window to the spinning thread's, for all the threads left
 * behind together.
 */
public final class IdleCpuBounds {

    /** How long the threads left behind are measured. */
    public static final long WINDOW_NANOS = 500_000_000L;

    /** How long the references run before the window, and the threads left behind settle. */
    private static final long SETTLE_NANOS = 50_000_000L;

    /** What the code under test does: start the threads, give them work, wait for it to be done. */
    @FunctionalInterface
    public interface Work {
        /**
         * Runs the work; the threads it starts stay behind, idle.
         *
         * @throws Exception if the work fails
         */
        void run() throws Exception;
    }

    private IdleCpuBounds() {
    }

    /**
     * Runs the work, then measures the threads that started while it ran
     * over {@value #WINDOW_NANOS} ns, side by side with the two references.
     * The threads that started are the process's kernel tasks that were not
     * there before, apart from the garbage collector's, the compilers' and
     * the VM's own ({@link ThreadRole}), which start on demand for reasons of
     * their own, and apart from the references. Only those alive at both
     * ends of the window are measured: a thread that ends within it (a pool
     * thread whose keep-alive ran out) leaves no count of its CPU behind.
     *
     * @param what the code under test, in words, for the message
     * @param work the work
     * @return PASS, CPU_USE with the shares and the bound, or ERROR when no
     *         thread it started was alive through the window (nothing measured)
     * @throws Exception if the work fails
     */
    public static Verdict check(String what, Work work) throws Exception {
        Set<Integer> before = tids(ThreadCpu.snapshot());
        work.run();
        Reference park = Reference.start("waitkit-idle-park", WaitMethod.of("parkNanos"));
        Reference spin = Reference.start("waitkit-idle-spin", WaitMethod.of("busyNanoTime"));
        try {
            Thread.sleep(TimeUnit.NANOSECONDS.toMillis(SETTLE_NANOS));
            List<ThreadCpu.Usage> start = ThreadCpu.snapshot();
            long t0 = System.nanoTime();
            Thread.sleep(TimeUnit.NANOSECONDS.toMillis(WINDOW_NANOS));
            List<ThreadCpu.Usage> end = ThreadCpu.snapshot();
            long window = System.nanoTime() - t0;
            Set<Integer> aliveAtStart = tids(start);
            long self = Platform.currentTid();
            long leftCpu = 0;
            List<String> left = new ArrayList<>();
            double parkShare = -1;
            double spinShare = -1;
            for (ThreadCpu.Usage u : ThreadCpu.delta(start, end)) {
                if (u.tid() == park.tid()) {
                    parkShare = u.cpuNanos() / (double) window;
                } else if (u.tid() == spin.tid()) {
                    spinShare = u.cpuNanos() / (double) window;
                } else if (!before.contains(u.tid()) && aliveAtStart.contains(u.tid())
                        && u.tid() != self && ThreadRole.of(u.name()) == ThreadRole.APPLICATION) {
                    leftCpu += u.cpuNanos();
                    left.add(u.name() + " " + Units.nanos(u.cpuNanos()));
                }
            }
            if (parkShare < 0 || spinShare < 0) {
                return Verdict.fail(Verdict.Mechanism.ERROR, "a reference thread of the idle measurement was not"
                        + " found in /proc/self/task (parked: " + park.tid() + ", spinning: " + spin.tid() + ")");
            }
            if (left.isEmpty()) {
                return Verdict.fail(Verdict.Mechanism.ERROR, what + ": no thread it started was alive through the "
                        + Units.nanos(window) + " window, so nothing was measured");
            }
            double share = leftCpu / (double) window;
            String threads = left.size() + (left.size() == 1 ? " thread: " : " threads: ") + String.join(", ", left);
            return Bounds.ratioAtMost(Verdict.Mechanism.CPU_USE, what + ", idle: the share of " + Units.nanos(window)
                            + " its threads spent on a CPU (" + threads + ")", share,
                    parkShare + Bounds.widenUpper((spinShare - parkShare) / 10),
                    "a tenth of the way from a thread parked in parkNanos(10 ms), " + Units.percent(parkShare)
                            + ", to a thread spinning on nanoTime, " + Units.percent(spinShare)
                            + ", both measured over the same window");
        } finally {
            park.stop();
            spin.stop();
        }
    }

    private static Set<Integer> tids(List<ThreadCpu.Usage> usages) {
        Set<Integer> tids = new HashSet<>();
        for (ThreadCpu.Usage u : usages) {
            tids.add(u.tid());
        }
        return tids;
    }

    /** A platform thread that waits 10 ms at a time with a catalogue wait until stopped, and its kernel id. */
    private static final class Reference {
        private final Thread thread;
        private final AtomicLong tid = new AtomicLong(-1);
        private volatile boolean stopped;

        private Reference(String name, WaitMethod wait) throws InterruptedException {
            CountDownLatch started = new CountDownLatch(1);
            thread = new Thread(() -> {
                tid.set(Platform.currentTid());
                started.countDown();
                try {
                    while (!stopped) {
                        wait.await(CpuUseBounds.REQUESTED);
                    }
                } catch (InterruptedException e) {
                    // stop() ends the reference
                }
            }, name);
            thread.setDaemon(true);
            thread.start();
            started.await();
        }

        static Reference start(String name, WaitMethod wait) throws InterruptedException {
            return new Reference(name, wait);
        }

        long tid() {
            return tid.get();
        }

        void stop() throws InterruptedException {
            stopped = true;
            thread.join();
        }
    }
}
