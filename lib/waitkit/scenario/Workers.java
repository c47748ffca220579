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

package waitkit.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import waitkit.Units;
import waitkit.measure.ThreadCpu;

/**
 * Runs a scenario's worker threads and measures the CPU every thread of the
 * JVM used meanwhile. Workers that finish wait until the second CPU snapshot
 * is taken: the kernel forgets a thread's CPU time when it exits, so a worker
 * that ended early would otherwise vanish from the account.
 *
 * <p>A result exists only for a run in which every worker finished without
 * throwing: a worker that threw (the wait under test, or the code around it)
 * or is still running at the deadline makes {@link #run} throw
 * {@link WorkerFailure}, so no workload can judge a run whose work did not
 * happen.
 */
public final class Workers {

    /** The work of one thread. */
    @FunctionalInterface
    public interface Body {
        /**
         * Does the work.
         *
         * @param index the worker's number, from 0
         * @throws Exception anything; it fails the whole run
         */
        void run(int index) throws Exception;
    }

    /**
     * What the workers did, when every one of them finished.
     *
     * @param elapsedNanos from the start of the first worker to the snapshot
     * @param cpu          CPU use of every thread of the JVM over that time
     */
    public record Result(long elapsedNanos, List<ThreadCpu.Usage> cpu) {

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

    /**
     * Workers threw or did not finish in time, so the run measured nothing
     * that can be judged. The message names each failed worker and what it
     * threw; the cause is the first exception, the others are suppressed, and
     * a worker still running is attached as a suppressed exception whose stack
     * trace is where that worker was at the deadline.
     */
    public static final class WorkerFailure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        WorkerFailure(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** Where a worker that outlived the deadline was at that moment. */
    private static final class StillRunning extends Throwable {
        private static final long serialVersionUID = 1L;

        StillRunning(Thread t) {
            super(t.getName() + " still running (state " + t.getState() + ")", null, false, true);
            setStackTrace(t.getStackTrace());
        }
    }

    private Workers() {
    }

    /**
     * Starts {@code count} daemon threads named {@code prefix + index}, waits
     * until all have finished or the timeout has passed, and measures.
     *
     * @param prefix       the thread name prefix; at most 12 characters so the
     *                     kernel's 15-character name keeps the index
     * @param count        how many workers
     * @param body         the work
     * @param timeoutNanos how long to wait for them
     * @return the result
     * @throws WorkerFailure        if a worker threw, or had not finished after
     *                              the timeout (it is then interrupted and left
     *                              behind as a daemon)
     * @throws InterruptedException if the calling thread is interrupted
     */
    public static Result run(String prefix, int count, Body body, long timeoutNanos) throws InterruptedException {
        CountDownLatch finished = new CountDownLatch(count);
        CountDownLatch release = new CountDownLatch(1);
        Map<String, Throwable> failures = new ConcurrentSkipListMap<>();
        Set<String> done = ConcurrentHashMap.newKeySet();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int index = i;
            Thread t = new Thread(() -> {
                try {
                    body.run(index);
                } catch (Throwable e) {
                    failures.put(Thread.currentThread().getName(), e);
                } finally {
                    done.add(Thread.currentThread().getName());
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
        List<Thread> running = all ? List.of()
                : threads.stream().filter(t -> !done.contains(t.getName())).toList();
        List<StillRunning> stacks = running.stream().map(StillRunning::new).toList();
        release.countDown();
        running.forEach(Thread::interrupt);
        if (failures.isEmpty() && stacks.isEmpty()) {
            return new Result(elapsed, used);
        }
        throw failure(count, failures, stacks, elapsed);
    }

    private static WorkerFailure failure(int count, Map<String, Throwable> failures, List<StillRunning> stacks,
                                         long elapsed) {
        StringBuilder text = new StringBuilder("the run cannot be judged: ");
        failures.forEach((name, e) -> text.append(name).append(" threw ").append(e).append("; "));
        stacks.forEach(s -> text.append(s.getMessage()).append(" after ").append(Units.nanos(elapsed))
                .append("; "));
        text.append(failures.size() + stacks.size()).append(" of ").append(count)
                .append(" workers did not finish their work");
        Throwable cause = failures.isEmpty() ? stacks.get(0) : failures.values().iterator().next();
        WorkerFailure f = new WorkerFailure(text.toString(), cause);
        failures.values().stream().filter(e -> e != cause).forEach(f::addSuppressed);
        stacks.stream().filter(s -> s != cause).forEach(f::addSuppressed);
        return f;
    }
}
