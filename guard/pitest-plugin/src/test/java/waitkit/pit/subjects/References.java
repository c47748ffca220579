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

import java.io.Serializable;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.LongConsumer;

/**
 * Waits behind method references and a lambda: each method makes the
 * function once, then calls it {@value Waits#TIMES} times for the given
 * number of milliseconds, and returns what the last call returned (0 for a
 * void wait).
 */
public final class References {

    private References() {
    }

    public static long threadSleepRef(long millis) throws InterruptedException {
        SleepFn sleep = Thread::sleep;
        for (int i = 0; i < Waits.TIMES; i++) {
            sleep.sleep(millis);
        }
        return 0;
    }

    public static long timeUnitSleepRef(long millis) throws InterruptedException {
        SleepFn sleep = TimeUnit.MILLISECONDS::sleep;
        for (int i = 0; i < Waits.TIMES; i++) {
            sleep.sleep(millis);
        }
        return 0;
    }

    public static long parkNanosRef(long millis) {
        LongConsumer park = LockSupport::parkNanos;
        long nanos = TimeUnit.MILLISECONDS.toNanos(millis);
        for (int i = 0; i < Waits.TIMES; i++) {
            park.accept(nanos);
        }
        return 0;
    }

    public static long objectWaitRef(long millis) throws InterruptedException {
        Object lock = new Object();
        SleepFn wait = lock::wait;
        synchronized (lock) {
            for (int i = 0; i < Waits.TIMES; i++) {
                wait.sleep(millis);
            }
        }
        return 0;
    }

    public static long awaitNanosRef(long millis) throws InterruptedException {
        ReentrantLock lock = new ReentrantLock();
        Condition condition = lock.newCondition();
        AwaitNanosFn await = condition::awaitNanos;
        long nanos = TimeUnit.MILLISECONDS.toNanos(millis);
        lock.lock();
        try {
            long left = 0;
            for (int i = 0; i < Waits.TIMES; i++) {
                left = await.awaitNanos(nanos);
            }
            return left;
        } finally {
            lock.unlock();
        }
    }

    /** Returns 1 when the thread is still alive after the joins. */
    public static long threadJoinRef(long millis) throws InterruptedException {
        try (BlockedThread blocked = BlockedThread.started()) {
            Thread thread = blocked;
            SleepFn join = thread::join;
            for (int i = 0; i < Waits.TIMES; i++) {
                join.sleep(millis);
            }
            return thread.isAlive() ? 1 : 0;
        }
    }

    /** A queue holding one element: 1 taken. */
    public static long queuePollRef(long millis) throws InterruptedException {
        BlockingQueue<String> queue = new LinkedBlockingQueue<>();
        queue.add("x");
        PollFn poll = queue::poll;
        long taken = 0;
        for (int i = 0; i < Waits.TIMES; i++) {
            taken += poll.poll(millis, TimeUnit.MILLISECONDS) != null ? 1 : 0;
        }
        return taken;
    }

    public static long latchAwaitRef(long millis) throws InterruptedException {
        CountDownLatch latch = new CountDownLatch(1);
        TimedFn await = latch::await;
        long opened = 0;
        for (int i = 0; i < Waits.TIMES; i++) {
            opened += await.call(millis, TimeUnit.MILLISECONDS) ? 1 : 0;
        }
        return opened;
    }

    /** Made by altMetafactory (a marker interface), not serializable: mutated. */
    public static long markedThreadSleepRef(long millis) throws InterruptedException {
        SleepFn sleep = (SleepFn & Marker) Thread::sleep;
        for (int i = 0; i < Waits.TIMES; i++) {
            sleep.sleep(millis);
        }
        return 0;
    }

    /** A lambda: its body is a lambda$ method, which PIT mutates as any method. */
    public static long lambdaThreadSleep(long millis) throws InterruptedException {
        SleepFn sleep = m -> Thread.sleep(m);
        for (int i = 0; i < Waits.TIMES; i++) {
            sleep.sleep(millis);
        }
        return 0;
    }

    /** Serializable: left alone, as $deserializeLambda$ would refuse a changed implementation. */
    public static long serializableThreadSleepRef(long millis) throws InterruptedException {
        SleepFn sleep = (SleepFn & Serializable) Thread::sleep;
        for (int i = 0; i < Waits.TIMES; i++) {
            sleep.sleep(millis);
        }
        return 0;
    }
}
