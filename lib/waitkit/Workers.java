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

package waitkit;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Runs a scenario's worker threads and measures the CPU every thread of the
 * JVM used meanwhile. Workers that finish wait until the second CPU snapshot
 * is taken: the kernel forgets a thread's CPU time when it exits, so a worker
 * that ended early would otherwise vanish from the account.
 */
public final class Workers {

    /** The work of one thread. */
    @FunctionalInterface
    public interface Body {
        /**
         * Does the work.
         *
         * @param index the worker's number, from 0
         * @throws Exception anything, recorded in the result
         */
        void run(int index) throws Exception;
    }

    /**
     * What the workers did.
     *
     * @param elapsedNanos from the start of the first worker to the snapshot
     * @param allFinished  whether every worker finished before the deadline
     * @param cpu          CPU use of every thread of the JVM over that time
     * @param failures     what the workers threw, if anything
     */
    public record Result(long elapsedNanos, boolean allFinished, List<ThreadCpu.Usage> cpu,
                         List<Throwable> failures) {

        /**
         * Adds up the CPU of the threads whose name starts with a prefix.
         *
         * @param prefix the prefix, e.g. the workers' own
         * @return CPU nanoseconds
         */
        public long cpuOf(String prefix) {
            return cpu.stream().filter(u -> u.name().startsWith(prefix)).mapToLong(ThreadCpu.Usage::cpuNanos).sum();
        }
    }

    private Workers() {
    }

    /**
     * Starts {@code count} daemon threads named {@code prefix + index}, waits
     * until all have finished or the timeout has passed, and measures.
     * Unfinished workers are interrupted and left behind as daemons.
     *
     * @param prefix       the thread name prefix; at most 12 characters so the
     *                     kernel's 15-character name keeps the index
     * @param count        how many workers
     * @param body         the work
     * @param timeoutNanos how long to wait for them
     * @return the result
     * @throws InterruptedException if the calling thread is interrupted
     */
    public static Result run(String prefix, int count, Body body, long timeoutNanos) throws InterruptedException {
        CountDownLatch finished = new CountDownLatch(count);
        CountDownLatch release = new CountDownLatch(1);
        ConcurrentLinkedQueue<Throwable> failures = new ConcurrentLinkedQueue<>();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int index = i;
            Thread t = new Thread(() -> {
                try {
                    body.run(index);
                } catch (Throwable e) {
                    failures.add(e);
                } finally {
                    finished.countDown();
                }
                try {
                    release.await();
                } catch (InterruptedException e) {
                    // released by interrupt: nothing left to do
                }
            }, prefix + i);
            t.setDaemon(true);
            threads.add(t);
        }
        List<ThreadCpu.Usage> before = ThreadCpu.snapshot();
        long start = System.nanoTime();
        threads.forEach(Thread::start);
        boolean all = finished.await(timeoutNanos, TimeUnit.NANOSECONDS);
        long elapsed = System.nanoTime() - start;
        List<ThreadCpu.Usage> used = ThreadCpu.delta(before, ThreadCpu.snapshot());
        release.countDown();
        if (!all) {
            threads.forEach(Thread::interrupt);
        }
        return new Result(elapsed, all, used, new ArrayList<>(failures));
    }
}
