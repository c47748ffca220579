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

import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.BitSet;
import java.util.concurrent.TimeUnit;

import waitkit.Platform;
import waitkit.Units;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.jvm.PatchOptions;
import waitkit.measure.ThreadCpu;
import waitkit.scenario.ScenarioReport;

/**
 * Waits with {@code Process.waitFor(long, TimeUnit)} for a process that needs
 * {@value #WORK_MS} ms of CPU to finish, run in a child JVM by
 * WaitForMutants. The process is a {@link Process} subclass that does not
 * override that method, so the JDK's default poll loop runs: it calls
 * {@code exitValue()} and sleeps {@code min(remaining + 1, 100)} ms between
 * calls. Its "exit" is a worker thread in this JVM finishing its work.
 * <p>
 * The poll loop counts time by {@code System.nanoTime()}, not by its sleeps,
 * so an unsafe refactor cannot shorten the wait; what it changes is what the
 * waiting costs. From the loop's code, a sleeping waiter polls at most once
 * per 100 ms plus once more, a few microseconds of CPU each, so over a wait
 * of {@value #WORK_MS} ms it uses well under a hundredth of the wall-clock
 * time; a waiter that does not sleep is on a CPU for most of it. A tenth
 * lies an order of magnitude from both.
 * <p>
 * The waiter and the worker are each pinned to a CPU of their own. What a
 * loop that does not wait does to a waiter with a CPU to itself, the common
 * case on an idle core, is keep that CPU busy for the whole wait. A yield or
 * sleep(0) poll costs little CPU where another process wants the waiter's
 * CPU, because the scheduler runs that process instead, but it still never
 * blocks: the waiter is runnable (on a CPU or queued for one) for the whole
 * wait, and takes its share whenever it is queued. So the waiter's runnable
 * time is measured too (CPU plus run-queue time, from the kernel's
 * schedstat), against the same tenth: a sleeping poll is runnable only for
 * its polls and for the queueing after each of its wake-ups, at most one per
 * 100 ms of the wait, and a tenth of the wait leaves it some 10 ms of that
 * per wake-up, where a thread woken on a CPU that a busy thread holds runs
 * within the scheduler's wake-up granularity, about a millisecond.
 * <ul>
 * <li>PASS: the process was seen to exit, and the waiter was runnable (on a
 *     CPU or queued for one) for less than a tenth of the wait.</li>
 * <li>CPU_USE: the waiter was runnable for more: the loop polls without
 *     waiting.</li>
 * <li>STARVATION: waitFor(30 s) returned false, the process never finished.</li>
 * </ul>
 */
public class PollingWaitFor {

    static final long WORK_MS = 300;

    static volatile long sink;

    /** A "process" that is a worker thread burning a given amount of its own CPU time. */
    static final class WorkerProcess extends Process {
        private final Thread worker;
        private volatile boolean exited;
        private volatile Throwable failure;

        WorkerProcess(long cpuNanos, int cpu) {
            ThreadMXBean threads = ManagementFactory.getThreadMXBean();
            worker = new Thread(() -> {
                try {
                    Platform.pinCurrentThread(cpu);
                    long end = threads.getCurrentThreadCpuTime() + cpuNanos;
                    long x = 1;
                    while (threads.getCurrentThreadCpuTime() < end) {
                        for (int i = 0; i < 10_000; i++) {
                            x = x * 6364136223846793005L + 1442695040888963407L;
                        }
                    }
                    sink = x;
                    exited = true;
                } catch (Throwable e) {
                    failure = e;
                }
            }, "process-worker");
            worker.setDaemon(true);
            worker.start();
        }

        @Override
        public OutputStream getOutputStream() {
            return OutputStream.nullOutputStream();
        }

        @Override
        public InputStream getInputStream() {
            return InputStream.nullInputStream();
        }

        @Override
        public InputStream getErrorStream() {
            return InputStream.nullInputStream();
        }

        @Override
        public int waitFor() throws InterruptedException {
            worker.join();
            return 0;
        }

        @Override
        public int exitValue() {
            if (!exited) {
                throw new IllegalThreadStateException("process-worker is still running");
            }
            return 0;
        }

        @Override
        public void destroy() {
            worker.interrupt();
        }
    }

    /**
     * The figures sent besides the verdict's message.
     *
     * @param exited           what waitFor returned
     * @param waitNs           how long it took
     * @param waiterCpuNs      the CPU the waiting thread used meanwhile
     * @param waiterRunnableNs how long it was on or queued for a CPU
     */
    record Figures(boolean exited, long waitNs, long waiterCpuNs, long waiterRunnableNs) {
    }

    public static void main(String[] args) throws Exception {
        String scenario = "PollingWaitFor(a process needing " + WORK_MS + " ms of CPU, patch: "
                + PatchOptions.label() + ")";
        BitSet cpus = Platform.cpusAllowed();
        int waiterCpu0 = cpus.nextSetBit(0);
        int workerCpu = cpus.length() - 1;
        if (waiterCpu0 == workerCpu) {
            throw new IllegalStateException("needs 2 CPUs, has " + cpus);
        }
        Platform.pinCurrentThread(waiterCpu0);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long start = System.nanoTime();
        WorkerProcess process = new WorkerProcess(TimeUnit.MILLISECONDS.toNanos(WORK_MS), workerCpu);
        long cpuBefore = threads.getCurrentThreadCpuTime();
        ThreadCpu.SchedStat schedBefore = ThreadCpu.schedStatOfCurrentThread();
        boolean exited = process.waitFor(30, TimeUnit.SECONDS);
        long elapsed = System.nanoTime() - start;
        ThreadCpu.SchedStat schedAfter = ThreadCpu.schedStatOfCurrentThread();
        long waiterCpu = threads.getCurrentThreadCpuTime() - cpuBefore;
        // Without schedstat, the CPU time alone: runnable at least that long.
        long runnable = schedBefore == null || schedAfter == null ? waiterCpu
                : schedAfter.runnableNanosSince(schedBefore);

        Figures figures = new Figures(exited, elapsed, waiterCpu, runnable);
        String story = "waitFor returned " + exited + " after " + Units.nanos(elapsed) + "; the waiter used "
                + Units.nanos(waiterCpu) + " of CPU and was runnable for " + Units.nanos(runnable)
                + " while the process used " + WORK_MS + " ms";
        Verdict verdict;
        if (process.failure != null) {
            throw new IllegalStateException("the process's worker thread failed, so nothing was waited for",
                    process.failure);
        } else if (!exited) {
            verdict = Verdict.fail(Verdict.Mechanism.STARVATION, "the process never finished: " + story);
        } else if (Math.max(waiterCpu, runnable) * 10 > elapsed) {
            verdict = Verdict.fail(Verdict.Mechanism.CPU_USE, story + ": more than the tenth of the wait a "
                    + "poll loop that sleeps up to 100 ms between polls can use or be runnable; it polls without "
                    + "waiting");
        } else {
            verdict = Verdict.pass(story);
        }
        ScenarioReport.send(scenario, WaitMethod.fromSystemProperty("sleep"), verdict, figures);
    }
}
