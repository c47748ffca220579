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

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.AbstractQueuedLongSynchronizer;
import java.util.concurrent.locks.AbstractQueuedSynchronizer;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

/**
 * One method per timed wait call: each waits {@value #TIMES} times for the
 * given number of milliseconds with exactly one wait instruction in a
 * counted loop, and returns what the last wait returned (0 for a void
 * wait, 1 or 0 for a boolean one).
 */
public final class Waits {

    /** How many times each method waits. */
    public static final int TIMES = 10;

    private Waits() {
    }

    public static long threadSleep(long millis) throws InterruptedException {
        for (int i = 0; i < TIMES; i++) {
            Thread.sleep(millis);
        }
        return 0;
    }

    public static long threadSleepNanos(long millis) throws InterruptedException {
        for (int i = 0; i < TIMES; i++) {
            Thread.sleep(millis, 0);
        }
        return 0;
    }

    public static long timeUnitSleep(long millis) throws InterruptedException {
        for (int i = 0; i < TIMES; i++) {
            TimeUnit.MILLISECONDS.sleep(millis);
        }
        return 0;
    }

    public static long parkNanos(long millis) {
        long nanos = TimeUnit.MILLISECONDS.toNanos(millis);
        for (int i = 0; i < TIMES; i++) {
            LockSupport.parkNanos(nanos);
        }
        return 0;
    }

    public static long parkNanosBlocker(long millis) {
        long nanos = TimeUnit.MILLISECONDS.toNanos(millis);
        for (int i = 0; i < TIMES; i++) {
            LockSupport.parkNanos(Waits.class, nanos);
        }
        return 0;
    }

    public static long parkUntil(long millis) {
        for (int i = 0; i < TIMES; i++) {
            LockSupport.parkUntil(System.currentTimeMillis() + millis);
        }
        return 0;
    }

    public static long parkUntilBlocker(long millis) {
        for (int i = 0; i < TIMES; i++) {
            LockSupport.parkUntil(Waits.class, System.currentTimeMillis() + millis);
        }
        return 0;
    }

    public static long objectWait(long millis) throws InterruptedException {
        Object lock = new Object();
        synchronized (lock) {
            for (int i = 0; i < TIMES; i++) {
                lock.wait(millis);
            }
        }
        return 0;
    }

    public static long objectWaitNanos(long millis) throws InterruptedException {
        Object lock = new Object();
        synchronized (lock) {
            for (int i = 0; i < TIMES; i++) {
                lock.wait(millis, 0);
            }
        }
        return 0;
    }

    public static long conditionAwait(long millis) throws InterruptedException {
        ReentrantLock lock = new ReentrantLock();
        Condition condition = lock.newCondition();
        lock.lock();
        try {
            boolean left = false;
            for (int i = 0; i < TIMES; i++) {
                left = condition.await(millis, TimeUnit.MILLISECONDS);
            }
            return left ? 1 : 0;
        } finally {
            lock.unlock();
        }
    }

    public static long conditionAwaitNanos(long millis) throws InterruptedException {
        ReentrantLock lock = new ReentrantLock();
        Condition condition = lock.newCondition();
        long nanos = TimeUnit.MILLISECONDS.toNanos(millis);
        lock.lock();
        try {
            long left = 0;
            for (int i = 0; i < TIMES; i++) {
                left = condition.awaitNanos(nanos);
            }
            return left;
        } finally {
            lock.unlock();
        }
    }

    public static long conditionObjectAwaitNanos(long millis) throws InterruptedException {
        Mutex mutex = new Mutex();
        AbstractQueuedSynchronizer.ConditionObject condition = mutex.newCondition();
        long nanos = TimeUnit.MILLISECONDS.toNanos(millis);
        mutex.acquire(1);
        try {
            long left = 0;
            for (int i = 0; i < TIMES; i++) {
                left = condition.awaitNanos(nanos);
            }
            return left;
        } finally {
            mutex.release(1);
        }
    }

    public static long longConditionObjectAwait(long millis) throws InterruptedException {
        LongMutex mutex = new LongMutex();
        AbstractQueuedLongSynchronizer.ConditionObject condition = mutex.newCondition();
        mutex.acquire(1);
        try {
            boolean left = false;
            for (int i = 0; i < TIMES; i++) {
                left = condition.await(millis, TimeUnit.MILLISECONDS);
            }
            return left ? 1 : 0;
        } finally {
            mutex.release(1);
        }
    }
}
