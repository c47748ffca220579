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

package waitkit.measure;

import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;

import waitkit.Units;
import waitkit.WaitMethod;

/**
 * A timed block whose overshoot (how much longer than requested it lasts)
 * is the wake-up cost a measured wait is judged against: a catalogue wait
 * run on the calling thread, or on a platform thread of its own that each
 * block is handed to, or a timer thread's hand-off to a parked platform
 * thread. A test chooses one whose path is not the measured
 * wait's, so that a bound taken from it can fail.
 */
public final class BaselineBlock {
    /** Blocks the calling thread for a time. */
    private interface Block {
        void await(long nanos) throws InterruptedException;
    }

    private static final String ON_THIS_THREAD = " on the same thread";

    private final Block block;
    private final String name;
    private final String where;
    private final SynchronousQueue<Long> requests;
    private final SynchronousQueue<Long> overshoots;

    private BaselineBlock(Block block, String name, String where) {
        boolean ownThread = !where.equals(ON_THIS_THREAD);
        this.block = block;
        this.name = name;
        this.where = where;
        this.requests = ownThread ? new SynchronousQueue<>() : null;
        this.overshoots = ownThread ? new SynchronousQueue<>() : null;
    }

    /**
     * A catalogue wait on the calling thread, e.g. {@code parkNanos}, the
     * JDK's most direct use of the kernel's timed wait.
     *
     * @param waitName the catalogue name
     * @return the baseline
     */
    public static BaselineBlock onThisThread(String waitName) {
        WaitMethod wait = WaitMethod.of(waitName);
        return new BaselineBlock(wait::await, wait.name(), ON_THIS_THREAD);
    }

    /**
     * A catalogue wait on a platform thread of its own (a daemon), for a
     * wait on a virtual thread judged against the path it replaces.
     *
     * @param waitName the catalogue name
     * @return the baseline
     */
    public static BaselineBlock onPlatformThread(String waitName) {
        WaitMethod wait = WaitMethod.of(waitName);
        return startedOnPlatformThread(new BaselineBlock(wait::await, wait.name(), " on a platform thread"));
    }

    /**
     * The path a virtual thread's timed park takes, built from platform
     * threads: a platform thread of its own parks until a timer thread (the
     * one thread of a {@code ScheduledThreadPoolExecutor}, as the JDK's
     * virtual-thread timers are) unparks it at the deadline. Its overshoot
     * holds the same two wake-ups, the timer thread's from its timed park and
     * the parked thread's from the timer thread's unpark.
     *
     * @return the baseline
     */
    public static BaselineBlock timerHandOff() {
        ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "waitkit-baseline-timer");
            t.setDaemon(true);
            return t;
        });
        Block handOff = nanos -> {
            Thread parked = Thread.currentThread();
            AtomicBoolean due = new AtomicBoolean();
            timer.schedule(() -> {
                due.set(true);
                LockSupport.unpark(parked);
            }, nanos, TimeUnit.NANOSECONDS);
            while (!due.get()) {
                LockSupport.park(due);
            }
        };
        return startedOnPlatformThread(new BaselineBlock(handOff, "timerHandOff",
                " on a platform thread unparked by a timer thread"));
    }

    private static BaselineBlock startedOnPlatformThread(BaselineBlock b) {
        Thread t = new Thread(() -> {
            try {
                while (true) {
                    b.overshoots.put(timed(b.block, b.requests.take()));
                }
            } catch (InterruptedException e) {
                // the daemon ends with its JVM
            }
        }, "waitkit-baseline-" + b.name);
        t.setDaemon(true);
        t.start();
        return b;
    }

    /**
     * Blocks once for {@code nanos} and returns how much longer than that it lasted.
     *
     * @param nanos the time to block
     * @return the overshoot in nanoseconds
     * @throws InterruptedException if interrupted
     */
    public long overshoot(long nanos) throws InterruptedException {
        if (requests == null) {
            return timed(block, nanos);
        }
        requests.put(nanos);
        return overshoots.take();
    }

    /**
     * Names the block for messages.
     *
     * @param nanos the time blocked
     * @return e.g. {@code "parkNanos(10.000 ms) on the same thread"}
     */
    public String describe(long nanos) {
        return name + "(" + Units.nanos(nanos) + ")" + where;
    }

    private static long timed(Block block, long nanos) throws InterruptedException {
        long t0 = System.nanoTime();
        block.await(nanos);
        return System.nanoTime() - t0 - nanos;
    }
}
