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
import java.util.concurrent.BlockingDeque;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.DelayQueue;
import java.util.concurrent.Delayed;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TransferQueue;
import java.util.concurrent.locks.AbstractQueuedLongSynchronizer;
import java.util.concurrent.locks.AbstractQueuedSynchronizer;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * One method per timed wait call: each waits {@value #TIMES} times for the
 * given number of milliseconds with exactly one wait instruction in a
 * counted loop, and returns what the last wait returned (0 for a void
 * wait, 1 or 0 for a boolean one), or for a timed call of
 * java.util.concurrent how many of the calls succeeded. A thread to join is
 * a {@link BlockedThread}, alive until the method ends; a lock held
 * elsewhere is held by a {@link LockHolder}.
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

    public static long conditionAwaitUntil(long millis) throws InterruptedException {
        ReentrantLock lock = new ReentrantLock();
        Condition condition = lock.newCondition();
        lock.lock();
        try {
            boolean ahead = false;
            for (int i = 0; i < TIMES; i++) {
                ahead = condition.awaitUntil(new Date(System.currentTimeMillis() + millis));
            }
            return ahead ? 1 : 0;
        } finally {
            lock.unlock();
        }
    }

    /** Returns 1 when the thread is still alive after the joins, as a join that timed out leaves it. */
    public static long threadJoin(long millis) throws InterruptedException {
        try (BlockedThread blocked = BlockedThread.started()) {
            Thread thread = blocked;
            for (int i = 0; i < TIMES; i++) {
                thread.join(millis);
            }
            return thread.isAlive() ? 1 : 0;
        }
    }

    public static long threadJoinNanos(long millis) throws InterruptedException {
        try (BlockedThread blocked = BlockedThread.started()) {
            Thread thread = blocked;
            for (int i = 0; i < TIMES; i++) {
                thread.join(millis, 0);
            }
            return thread.isAlive() ? 1 : 0;
        }
    }

    public static long timedJoin(long millis) throws InterruptedException {
        try (BlockedThread blocked = BlockedThread.started()) {
            for (int i = 0; i < TIMES; i++) {
                TimeUnit.MILLISECONDS.timedJoin(blocked, millis);
            }
            return blocked.isAlive() ? 1 : 0;
        }
    }

    public static long timedWait(long millis) throws InterruptedException {
        Object lock = new Object();
        synchronized (lock) {
            for (int i = 0; i < TIMES; i++) {
                TimeUnit.MILLISECONDS.timedWait(lock, millis);
            }
        }
        return 0;
    }

    /** The interface call, on a queue holding one element: 1 taken. */
    public static long queuePoll(long millis) throws InterruptedException {
        BlockingQueue<String> queue = new LinkedBlockingQueue<>();
        queue.add("x");
        long taken = 0;
        for (int i = 0; i < TIMES; i++) {
            taken += queue.poll(millis, TimeUnit.MILLISECONDS) != null ? 1 : 0;
        }
        return taken;
    }

    /** The class's own call: invokevirtual LinkedBlockingQueue. */
    public static long linkedQueuePoll(long millis) throws InterruptedException {
        LinkedBlockingQueue<String> queue = new LinkedBlockingQueue<>();
        queue.add("x");
        long taken = 0;
        for (int i = 0; i < TIMES; i++) {
            taken += queue.poll(millis, TimeUnit.MILLISECONDS) != null ? 1 : 0;
        }
        return taken;
    }

    /** HikariCP's ConcurrentBag.borrow: a SynchronousQueue's poll, nobody handing over. */
    public static long synchronousQueuePoll(long millis) throws InterruptedException {
        SynchronousQueue<String> handoffQueue = new SynchronousQueue<>(true);
        long taken = 0;
        for (int i = 0; i < TIMES; i++) {
            taken += handoffQueue.poll(millis, TimeUnit.MILLISECONDS) != null ? 1 : 0;
        }
        return taken;
    }

    /** DelayQueue's poll returns Delayed once erased: its own descriptor. */
    public static long delayQueuePoll(long millis) throws InterruptedException {
        DelayQueue<Delayed> queue = new DelayQueue<>();
        long taken = 0;
        for (int i = 0; i < TIMES; i++) {
            taken += queue.poll(millis, TimeUnit.MILLISECONDS) != null ? 1 : 0;
        }
        return taken;
    }

    /** A queue of capacity 1: the first offer succeeds, the others wait. */
    public static long queueOffer(long millis) throws InterruptedException {
        BlockingQueue<String> queue = new ArrayBlockingQueue<>(1);
        long offered = 0;
        for (int i = 0; i < TIMES; i++) {
            offered += queue.offer("x", millis, TimeUnit.MILLISECONDS) ? 1 : 0;
        }
        return offered;
    }

    public static long dequePollFirst(long millis) throws InterruptedException {
        BlockingDeque<String> deque = new LinkedBlockingDeque<>();
        deque.add("x");
        long taken = 0;
        for (int i = 0; i < TIMES; i++) {
            taken += deque.pollFirst(millis, TimeUnit.MILLISECONDS) != null ? 1 : 0;
        }
        return taken;
    }

    public static long dequePollLast(long millis) throws InterruptedException {
        LinkedBlockingDeque<String> deque = new LinkedBlockingDeque<>();
        deque.add("x");
        long taken = 0;
        for (int i = 0; i < TIMES; i++) {
            taken += deque.pollLast(millis, TimeUnit.MILLISECONDS) != null ? 1 : 0;
        }
        return taken;
    }

    public static long dequeOfferFirst(long millis) throws InterruptedException {
        BlockingDeque<String> deque = new LinkedBlockingDeque<>(1);
        long offered = 0;
        for (int i = 0; i < TIMES; i++) {
            offered += deque.offerFirst("x", millis, TimeUnit.MILLISECONDS) ? 1 : 0;
        }
        return offered;
    }

    public static long dequeOfferLast(long millis) throws InterruptedException {
        LinkedBlockingDeque<String> deque = new LinkedBlockingDeque<>(1);
        long offered = 0;
        for (int i = 0; i < TIMES; i++) {
            offered += deque.offerLast("x", millis, TimeUnit.MILLISECONDS) ? 1 : 0;
        }
        return offered;
    }

    /** Nobody takes: no transfer succeeds. */
    public static long tryTransfer(long millis) throws InterruptedException {
        TransferQueue<String> queue = new LinkedTransferQueue<>();
        long transferred = 0;
        for (int i = 0; i < TIMES; i++) {
            transferred += queue.tryTransfer("x", millis, TimeUnit.MILLISECONDS) ? 1 : 0;
        }
        return transferred;
    }

    /** One permit: the first acquire succeeds, the others wait. */
    public static long semaphoreTryAcquire(long millis) throws InterruptedException {
        Semaphore semaphore = new Semaphore(1);
        long acquired = 0;
        for (int i = 0; i < TIMES; i++) {
            acquired += semaphore.tryAcquire(millis, TimeUnit.MILLISECONDS) ? 1 : 0;
        }
        return acquired;
    }

    public static long semaphoreTryAcquirePermits(long millis) throws InterruptedException {
        Semaphore semaphore = new Semaphore(2);
        long acquired = 0;
        for (int i = 0; i < TIMES; i++) {
            acquired += semaphore.tryAcquire(2, millis, TimeUnit.MILLISECONDS) ? 1 : 0;
        }
        return acquired;
    }

    /** The interface call: the write lock while this thread holds the read lock waits and fails. */
    public static long lockTryLock(long millis) throws InterruptedException {
        ReentrantReadWriteLock readWrite = new ReentrantReadWriteLock();
        Lock write = readWrite.writeLock();
        readWrite.readLock().lock();
        try {
            long locked = 0;
            for (int i = 0; i < TIMES; i++) {
                locked += write.tryLock(millis, TimeUnit.MILLISECONDS) ? 1 : 0;
            }
            return locked;
        } finally {
            readWrite.readLock().unlock();
        }
    }

    /** The class's own call, on a lock another thread holds. */
    public static long reentrantLockTryLock(long millis) throws InterruptedException {
        ReentrantLock lock = new ReentrantLock();
        try (LockHolder held = LockHolder.holding(lock)) {
            long locked = 0;
            for (int i = 0; i < TIMES; i++) {
                locked += lock.tryLock(millis, TimeUnit.MILLISECONDS) ? 1 : 0;
            }
            return locked;
        }
    }

    /** ReentrantReadWriteLock.ReadLock's own call, while another thread holds the write lock. */
    public static long readLockTryLock(long millis) throws InterruptedException {
        ReentrantReadWriteLock readWrite = new ReentrantReadWriteLock();
        ReentrantReadWriteLock.ReadLock read = readWrite.readLock();
        try (LockHolder held = LockHolder.holding(readWrite.writeLock())) {
            long locked = 0;
            for (int i = 0; i < TIMES; i++) {
                locked += read.tryLock(millis, TimeUnit.MILLISECONDS) ? 1 : 0;
            }
            return locked;
        }
    }

    public static long latchAwait(long millis) throws InterruptedException {
        CountDownLatch latch = new CountDownLatch(1);
        long opened = 0;
        for (int i = 0; i < TIMES; i++) {
            opened += latch.await(millis, TimeUnit.MILLISECONDS) ? 1 : 0;
        }
        return opened;
    }
}
