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


package waitkit.mutant;

import java.util.List;

import waitkit.Verdict;

/**
 * The registry of the JDK wait loops the kit mutates: where each loop is (the
 * class and method, per range of feature releases, since the JDK moves its
 * loops: {@link Shape}; {@link JdkMutant} finds the waits inside the method's
 * loops), the budget the loop counts on, and the mechanism by which a mutant
 * of it must be caught. The mutant tests
 * (test/mutants), the scenarios that run a mutant, and the kill table read it.
 * Adding a loop here and a directory under test/mutants is all a new loop
 * needs (see doc/extending.md, "A new JDK wait loop to mutate").
 */
public enum JdkWaitLoop {

    /**
     * The back-off of {@code java.nio.Bits.reserveMemory}: nine sleeps of
     * 1, 2, ..., 256 ms, after which the allocation fails with
     * OutOfMemoryError. A refactor makes the nine waits take microseconds,
     * while the loop still believes it waited its budget.
     */
    BITS_RESERVE_MEMORY("java.nio.Bits.reserveMemory back-off", "java.base", BitsBackOff.BUDGET_NANOS,
            "9 back-offs of 1, 2, ..., 256 ms = 511 ms (MAX_SLEEPS = 9)", Verdict.Mechanism.BUDGET_COLLAPSE,
            new Shape(17, "java.nio.Bits", "reserveMemory", "")),

    /**
     * The poll of the default {@code Process.waitFor(long, TimeUnit)}, which
     * sleeps at most 100 ms at a time until the process exits or the timeout
     * passes. It reads the clock, so a refactor cannot shorten its wait: it
     * burns the CPU the waited-for process needs.
     */
    PROCESS_WAIT_FOR("java.lang.Process.waitFor(long, TimeUnit) poll", "java.base", -1,
            "the caller's timeout, read from the clock", Verdict.Mechanism.CPU_USE,
            new Shape(17, "java.lang.Process", "waitFor", "")),

    /**
     * The attach wait of {@code sun.tools.attach.VirtualMachineImpl} on Linux
     * (its constructor), which sleeps 100, 200, 300 ... ms and counts
     * {@code time_spend += delay} against the attach timeout. A refactor makes
     * it give up long before the time it reports.
     */
    ATTACH_WAIT("sun.tools.attach.VirtualMachineImpl attach wait", "jdk.attach", -1,
            "the attach timeout (sun.tools.attach.attachTimeout, 10 s by default), counted as the sum of the delays",
            Verdict.Mechanism.BUDGET_COLLAPSE, new Shape(17, "sun.tools.attach.VirtualMachineImpl", "<init>", "")),

    /**
     * The timed park of {@code AbstractQueuedSynchronizer.ConditionObject.awaitNanos},
     * through which the blocking queues' timed {@code poll} and
     * {@code offer}, {@code ThreadPoolExecutor.awaitTermination} and
     * {@code CyclicBarrier}'s timed {@code await} wait: it parks until
     * signalled or until its deadline, read from the clock. A refactor cannot
     * shorten the wait; it spends it on a CPU.
     */
    AQS_CONDITION_AWAIT_NANOS("java.util.concurrent.locks.AbstractQueuedSynchronizer.ConditionObject.awaitNanos"
            + " park", "java.base", -1, "the caller's timeout, read from the clock", Verdict.Mechanism.CPU_USE,
            new Shape(17, "java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject", "awaitNanos", "")),

    /**
     * The timed park of {@code AbstractQueuedSynchronizer.ConditionObject.await(time, unit)},
     * a loop of its own beside {@code awaitNanos}'s: it parks until signalled
     * or until its deadline, read from the clock. A refactor cannot shorten
     * the wait; it spends it on a CPU.
     */
    AQS_CONDITION_AWAIT("java.util.concurrent.locks.AbstractQueuedSynchronizer.ConditionObject.await(time, unit)"
            + " park", "java.base", -1, "the caller's timeout, read from the clock", Verdict.Mechanism.CPU_USE,
            new Shape(17, "java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject", "await", "")),

    /**
     * The timed park of {@code AbstractQueuedSynchronizer.acquire}, through
     * which {@code ReentrantLock}'s and the read-write locks' timed
     * {@code tryLock}, {@code Semaphore}'s timed {@code tryAcquire} and
     * {@code CountDownLatch}'s timed {@code await} wait for the synchronizer:
     * it parks until woken by a release or until its deadline, read from the
     * clock. A refactor cannot shorten the wait; it spends it on a CPU.
     */
    AQS_TIMED_ACQUIRE("java.util.concurrent.locks.AbstractQueuedSynchronizer.acquire timed park", "java.base", -1,
            "the caller's timeout, read from the clock", Verdict.Mechanism.CPU_USE,
            new Shape(17, "java.util.concurrent.locks.AbstractQueuedSynchronizer", "acquire", "")),

    /**
     * The timed park of {@code FutureTask.awaitDone}, through which
     * {@code FutureTask.get(timeout, unit)} waits for the task's outcome: it
     * parks for the time left, read from the clock. A refactor cannot
     * shorten the wait; it spends it on a CPU.
     */
    FUTURE_TASK_AWAIT_DONE("java.util.concurrent.FutureTask.awaitDone park", "java.base", -1,
            "the caller's timeout, read from the clock", Verdict.Mechanism.CPU_USE,
            new Shape(17, "java.util.concurrent.FutureTask", "awaitDone", "")),

    /**
     * The timed park of {@code CompletableFuture.Signaller.block}, through
     * which {@code CompletableFuture.get(timeout, unit)} waits for
     * completion: it parks for the time left, which {@code isReleasable}
     * reads from the clock. A refactor cannot shorten the wait; it spends it
     * on a CPU.
     */
    COMPLETABLE_FUTURE_SIGNALLER("java.util.concurrent.CompletableFuture.Signaller.block park", "java.base", -1,
            "the caller's timeout, read from the clock", Verdict.Mechanism.CPU_USE,
            new Shape(17, "java.util.concurrent.CompletableFuture$Signaller", "block", "")),

    /**
     * The timed park of {@code ForkJoinTask.awaitDone}, through which a
     * thread outside any pool waits in {@code ForkJoinTask.get(timeout, unit)}:
     * it parks for the time left, read from the clock. A refactor cannot
     * shorten the wait; it spends it on a CPU.
     */
    FORK_JOIN_TASK_AWAIT_DONE("java.util.concurrent.ForkJoinTask.awaitDone park", "java.base", -1,
            "the caller's timeout, read from the clock", Verdict.Mechanism.CPU_USE,
            new Shape(17, "java.util.concurrent.ForkJoinTask", "awaitDone", "")),

    /**
     * The timed park of a {@code LinkedTransferQueue} waiter, through which
     * its timed {@code poll} and {@code tryTransfer} wait for a match: it
     * parks for the time left, read from the clock. A refactor cannot shorten
     * the wait; it spends it on a CPU.
     */
    LINKED_TRANSFER_QUEUE_AWAIT("java.util.concurrent.LinkedTransferQueue waiter's park", "java.base", -1,
            "the caller's timeout, read from the clock", Verdict.Mechanism.CPU_USE,
            new Shape(17, "java.util.concurrent.LinkedTransferQueue", "awaitMatch", ""),
            new Shape(21, "java.util.concurrent.LinkedTransferQueue$DualNode", "await",
                    "JDK-8301341 rewrote LinkedTransferQueue and SynchronousQueue on one waiting node")),

    /**
     * The timed park of a {@code SynchronousQueue} waiter in its default
     * (LIFO) mode, through which its timed {@code poll} and {@code offer}
     * wait for a partner: it parks for the time left, read from the clock.
     * Since JDK 21 that waiter is a {@code LinkedTransferQueue} node, and the
     * loop is LinkedTransferQueue's. A refactor cannot shorten the wait; it
     * spends it on a CPU.
     */
    SYNCHRONOUS_QUEUE_TRANSFER("java.util.concurrent.SynchronousQueue waiter's park", "java.base", -1,
            "the caller's timeout, read from the clock", Verdict.Mechanism.CPU_USE,
            new Shape(17, "java.util.concurrent.SynchronousQueue$TransferStack", "transfer", ""),
            new Shape(21, "java.util.concurrent.LinkedTransferQueue$DualNode", "await",
                    "JDK-8301341 made SynchronousQueue's transfers LinkedTransferQueue's")),

    /**
     * The timed park of {@code Exchanger}'s exchange through its slot, the
     * one a lone {@code exchange(x, timeout, unit)} waits in: it parks for
     * the time left, read from the clock. A refactor cannot shorten the
     * wait; it spends it on a CPU.
     */
    EXCHANGER_EXCHANGE("java.util.concurrent.Exchanger exchange park", "java.base", -1,
            "the caller's timeout, read from the clock", Verdict.Mechanism.CPU_USE,
            new Shape(17, "java.util.concurrent.Exchanger", "slotExchange", ""),
            new Shape(24, "java.util.concurrent.Exchanger", "xchg",
                    "JDK-8338146 merged the slot and arena exchanges into one method")),

    /**
     * The timed park of {@code Phaser.QNode.block}, through which
     * {@code Phaser.awaitAdvanceInterruptibly(phase, timeout, unit)} waits
     * for the phase to advance: it parks for the time left, which
     * {@code isReleasable} reads from the clock. A refactor cannot shorten
     * the wait; it spends it on a CPU.
     */
    PHASER_QNODE_BLOCK("java.util.concurrent.Phaser.QNode.block park", "java.base", -1,
            "the caller's timeout, read from the clock", Verdict.Mechanism.CPU_USE,
            new Shape(17, "java.util.concurrent.Phaser$QNode", "block", "")),

    /**
     * The timed park of {@code StampedLock.acquireWrite}, through which
     * {@code tryWriteLock(timeout, unit)} waits for the lock: it parks for
     * the time left, read from the clock. A refactor cannot shorten the
     * wait; it spends it on a CPU.
     */
    STAMPED_LOCK_ACQUIRE_WRITE("java.util.concurrent.locks.StampedLock.acquireWrite park", "java.base", -1,
            "the caller's timeout, read from the clock", Verdict.Mechanism.CPU_USE,
            new Shape(17, "java.util.concurrent.locks.StampedLock", "acquireWrite", "")),

    /**
     * The timed parks of {@code StampedLock.acquireRead} (the first reader's
     * and a follower's), through which {@code tryReadLock(timeout, unit)}
     * waits for the lock: each parks for the time left, read from the clock.
     * A refactor cannot shorten the wait; it spends it on a CPU.
     */
    STAMPED_LOCK_ACQUIRE_READ("java.util.concurrent.locks.StampedLock.acquireRead park", "java.base", -1,
            "the caller's timeout, read from the clock", Verdict.Mechanism.CPU_USE,
            new Shape(17, "java.util.concurrent.locks.StampedLock", "acquireRead", "")),

    /**
     * The monitor wait of a platform thread's {@code Thread.join(millis)}:
     * it waits on the thread's monitor for the time left, read from the
     * clock, until the thread ends. A refactor cannot shorten the wait; it
     * spends it on a CPU, holding the monitor the ending thread notifies.
     */
    THREAD_JOIN("java.lang.Thread.join monitor wait", "java.base", -1,
            "the caller's timeout, read from the clock", Verdict.Mechanism.CPU_USE,
            new Shape(17, "java.lang.Thread", "join", ""));

    /**
     * Where a loop is in the JDKs from one feature release on: its class and
     * method, and what moved it there.
     *
     * @param since     the first feature release with this shape (17 for the oldest the kit supports)
     * @param className the class's binary name, e.g. {@code java.util.concurrent.LinkedTransferQueue$DualNode}
     * @param method    the method that holds the loop, {@code <init>} for a constructor
     * @param change    the JDK change that gave the loop this shape, empty for the oldest shape
     */
    public record Shape(int since, String className, String method, String change) {
    }

    /**
     * The shape of Bits' back-off, which the kit's model of it
     * ({@code ReserveMemoryModel}) copies: {@value #MAX_SLEEPS} sleeps, the
     * first of 1 ms, each twice the one before.
     */
    public static final class BitsBackOff {

        /** The number of sleeps before the allocation fails (Bits' {@code MAX_SLEEPS}). */
        public static final int MAX_SLEEPS = 9;

        /** The first sleep, in nanoseconds. */
        public static final long FIRST_SLEEP_NANOS = 1_000_000L;

        /** The time the sleeps add up to: 1 + 2 + ... + 256 ms = 511 ms. */
        public static final long BUDGET_NANOS = FIRST_SLEEP_NANOS * ((1L << MAX_SLEEPS) - 1);

        /**
         * The first JDK whose Bits has the shape of JDK-8344332: an allocating
         * thread runs queued buffer cleaners itself before it backs off, and
         * the cleaners are {@code java.nio.BufferCleaner}'s, run by its own
         * thread, where earlier JDKs have the Reference Handler run them.
         */
        public static final int CLEANING_ALLOCATORS_SINCE = 26;

        /**
         * Tells who frees a dropped direct buffer on the running JDK.
         *
         * @return "the Reference Handler" before JDK 26, "BufferCleaner's
         *         thread or an allocating thread" from JDK 26
         */
        public static String whoFreesBuffers() {
            return Runtime.version().feature() >= CLEANING_ALLOCATORS_SINCE
                    ? "BufferCleaner's thread (a cleaner) or an allocating thread"
                    : "the Reference Handler";
        }

        private BitsBackOff() {
        }
    }

    private final String description;
    private final String module;
    private final long budgetNanos;
    private final String budget;
    private final Verdict.Mechanism killedBy;
    private final List<Shape> shapes;

    JdkWaitLoop(String description, String module, long budgetNanos, String budget, Verdict.Mechanism killedBy,
                Shape... shapes) {
        this.description = description;
        this.module = module;
        this.budgetNanos = budgetNanos;
        this.budget = budget;
        this.killedBy = killedBy;
        this.shapes = List.of(shapes);
    }

    /**
     * Returns how the kill table names the loop.
     *
     * @return e.g. "java.nio.Bits.reserveMemory back-off"
     */
    public String description() {
        return description;
    }

    /**
     * Returns the module of the loop's class.
     *
     * @return e.g. {@code java.base}
     */
    public String module() {
        return module;
    }

    /**
     * Returns where the loop is in each range of feature releases, oldest first.
     *
     * @return the shapes; the first is the shape of JDK 17
     */
    public List<Shape> shapes() {
        return shapes;
    }

    /**
     * Returns where the loop is in a feature release: the last shape whose
     * {@code since} is not after it.
     *
     * @param feature a feature release number, e.g. 25
     * @return the shape
     */
    public Shape shapeOn(int feature) {
        Shape found = shapes.get(0);
        for (Shape s : shapes) {
            if (s.since() <= feature) {
                found = s;
            }
        }
        return found;
    }

    /**
     * Returns where the loop is in the running JDK (in a jtreg test, the JDK under test).
     *
     * @return the shape
     */
    public Shape shape() {
        return shapeOn(Runtime.version().feature());
    }

    /**
     * Returns the loop's class in the running JDK.
     *
     * @return its binary name, e.g. {@code java.nio.Bits}
     */
    public String className() {
        return shape().className();
    }

    /**
     * Returns the method that holds the loop in the running JDK.
     *
     * @return its name, {@code <init>} for a constructor
     */
    public String method() {
        return shape().method();
    }

    /**
     * Returns the time the loop's count stands for, when it is fixed.
     *
     * @return in nanoseconds; -1 when the caller gives it
     */
    public long budgetNanos() {
        return budgetNanos;
    }

    /**
     * Describes the budget the loop counts on.
     *
     * @return e.g. "9 back-offs of 1, 2, ..., 256 ms = 511 ms (MAX_SLEEPS = 9)"
     */
    public String budget() {
        return budget;
    }

    /**
     * Returns the mechanism by which every mutant of this loop must be caught.
     *
     * @return BUDGET_COLLAPSE for a loop that counts its waits, CPU_USE for one
     *         that reads the clock
     */
    public Verdict.Mechanism killedBy() {
        return killedBy;
    }

    /**
     * Finds a loop by its kill-table name.
     *
     * @param description the name, as in the evidence's {@code loop} field
     * @return the loop
     * @throws IllegalArgumentException if no loop has that name
     */
    public static JdkWaitLoop ofDescription(String description) {
        for (JdkWaitLoop loop : values()) {
            if (loop.description.equals(description)) {
                return loop;
            }
        }
        throw new IllegalArgumentException("no registered wait loop is named '" + description + "'");
    }
}
