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

package waitkit.pit.subjects;

import java.util.Date;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * One wait call each, made with the argument or in the state the original
 * refuses or treats apart (a negative time, a monitor not held, a null
 * receiver, a thread not alive), and the loops that show what a mutant
 * keeps: the monitor or lock, the deadline of a deadline loop. Each takes
 * a time in milliseconds and returns a long.
 */
public final class Contracts {

    private Contracts() {
    }

    public static long sleepNegative(long millis) throws InterruptedException {
        Thread.sleep(-millis);
        return 0;
    }

    public static long sleepNanosOutOfRange(long millis) throws InterruptedException {
        Thread.sleep(millis, 1_000_000);
        return 0;
    }

    public static long waitNegative(long millis) throws InterruptedException {
        Object lock = new Object();
        synchronized (lock) {
            lock.wait(-millis);
        }
        return 0;
    }

    public static long waitUnheld(long millis) throws InterruptedException {
        new Object().wait(millis);
        return 0;
    }

    public static long waitNanosUnheld(long millis) throws InterruptedException {
        new Object().wait(millis, 0);
        return 0;
    }

    public static long waitOnNull(long millis) throws InterruptedException {
        Object lock = millis > 0 ? null : new Object();
        lock.wait(millis);
        return 0;
    }

    public static long timedWaitUnheld(long millis) throws InterruptedException {
        TimeUnit.MILLISECONDS.timedWait(new Object(), millis);
        return 0;
    }

    /** timedWait(o, 0) returns at once: no monitor needed. */
    public static long timedWaitZeroUnheld(long millis) throws InterruptedException {
        TimeUnit.MILLISECONDS.timedWait(new Object(), 0);
        return 1;
    }

    /** TimeUnit.sleep of a negative time returns at once, an interrupt or not. */
    public static long timeUnitSleepNegative(long millis) throws InterruptedException {
        TimeUnit.MILLISECONDS.sleep(-millis);
        return 1;
    }

    public static long joinNegative(long millis) throws InterruptedException {
        new Thread().join(-millis);
        return 0;
    }

    /** A thread not started is not alive: join returns at once, an interrupt or not. */
    public static long joinNotStarted(long millis) throws InterruptedException {
        new Thread().join(millis);
        return 1;
    }

    public static long joinNull(long millis) throws InterruptedException {
        Thread thread = millis > 0 ? null : new Thread();
        thread.join(millis);
        return 0;
    }

    public static long timedJoinNull(long millis) throws InterruptedException {
        TimeUnit.MILLISECONDS.timedJoin(null, millis);
        return 0;
    }

    public static long awaitNullUnit(long millis) throws InterruptedException {
        ReentrantLock lock = new ReentrantLock();
        Condition condition = lock.newCondition();
        lock.lock();
        try {
            return condition.await(millis, null) ? 1 : 0;
        } finally {
            lock.unlock();
        }
    }

    public static long awaitUntilNull(long millis) throws InterruptedException {
        ReentrantLock lock = new ReentrantLock();
        Condition condition = lock.newCondition();
        Date deadline = millis > 0 ? null : new Date();
        lock.lock();
        try {
            return condition.awaitUntil(deadline) ? 1 : 0;
        } finally {
            lock.unlock();
        }
    }

    public static long offerNull(long millis) throws InterruptedException {
        BlockingQueue<String> queue = new ArrayBlockingQueue<>(1);
        String element = millis > 0 ? null : "x";
        return queue.offer(element, millis, TimeUnit.MILLISECONDS) ? 1 : 0;
    }

    public static long pollNullUnit(long millis) throws InterruptedException {
        BlockingQueue<String> queue = new LinkedBlockingQueue<>();
        return queue.poll(millis, null) != null ? 1 : 0;
    }

    public static long tryAcquireNegativePermits(long millis) throws InterruptedException {
        return new Semaphore(1).tryAcquire(-1, millis, TimeUnit.MILLISECONDS) ? 1 : 0;
    }

    /** An unbounded queue's timed offer never waits, and takes no interrupt. */
    public static long unboundedOffer(long millis) throws InterruptedException {
        BlockingQueue<String> queue = new PriorityBlockingQueue<>();
        return queue.offer("x", millis, TimeUnit.MILLISECONDS) ? 1 : 0;
    }

    /**
     * Returns 1 when another thread took the monitor while this one waited on
     * it (the original releases it), 0 when it could not (a mutant keeps it).
     */
    public static long monitorFreeDuringWait(long millis) throws InterruptedException {
        Object lock = new Object();
        AtomicBoolean entered = new AtomicBoolean();
        Thread probe = new Thread(() -> {
            synchronized (lock) {
                entered.set(true);
                lock.notifyAll();
            }
        });
        boolean inside;
        synchronized (lock) {
            probe.start();
            for (int i = 0; i < Waits.TIMES && !entered.get(); i++) {
                lock.wait(millis);
            }
            inside = entered.get();
        }
        probe.join();
        return inside ? 1 : 0;
    }

    /** As {@link #monitorFreeDuringWait}, for a Condition's lock. */
    public static long lockFreeDuringAwait(long millis) throws InterruptedException {
        ReentrantLock lock = new ReentrantLock();
        Condition condition = lock.newCondition();
        AtomicBoolean entered = new AtomicBoolean();
        Thread probe = new Thread(() -> {
            lock.lock();
            try {
                entered.set(true);
                condition.signalAll();
            } finally {
                lock.unlock();
            }
        });
        boolean inside;
        lock.lock();
        try {
            probe.start();
            long nanos = TimeUnit.MILLISECONDS.toNanos(millis);
            for (int i = 0; i < Waits.TIMES && !entered.get(); i++) {
                condition.awaitNanos(nanos);
            }
            inside = entered.get();
        } finally {
            lock.unlock();
        }
        probe.join();
        return inside ? 1 : 0;
    }

    /** The deadline loop of Condition.awaitNanos's javadoc: ends when no time is left. Returns the calls made. */
    public static long awaitNanosDeadline(long millis) throws InterruptedException {
        ReentrantLock lock = new ReentrantLock();
        Condition condition = lock.newCondition();
        long calls = 0;
        lock.lock();
        try {
            long nanos = TimeUnit.MILLISECONDS.toNanos(millis);
            while (nanos > 0) {
                nanos = condition.awaitNanos(nanos);
                calls++;
            }
        } finally {
            lock.unlock();
        }
        return calls;
    }

    /** A deadline loop on awaitUntil: ends when the deadline has passed. Returns the calls made. */
    public static long awaitUntilDeadline(long millis) throws InterruptedException {
        ReentrantLock lock = new ReentrantLock();
        Condition condition = lock.newCondition();
        Date deadline = new Date(System.currentTimeMillis() + millis);
        long calls = 0;
        lock.lock();
        try {
            boolean ahead = true;
            while (ahead) {
                ahead = condition.awaitUntil(deadline);
                calls++;
            }
        } finally {
            lock.unlock();
        }
        return calls;
    }

    /** A deadline loop on await(time, unit): ends when it reports no time left. Returns the calls made. */
    public static long awaitDeadline(long millis) throws InterruptedException {
        ReentrantLock lock = new ReentrantLock();
        Condition condition = lock.newCondition();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        long calls = 0;
        lock.lock();
        try {
            boolean left = true;
            while (left) {
                left = condition.await(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                calls++;
            }
        } finally {
            lock.unlock();
        }
        return calls;
    }
}
