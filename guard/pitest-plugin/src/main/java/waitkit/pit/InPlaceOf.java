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

package waitkit.pit;

import java.time.Duration;
import java.util.Date;
import java.util.Objects;
import java.util.concurrent.BlockingDeque;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.DelayQueue;
import java.util.concurrent.Delayed;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TransferQueue;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;

import waitkit.mutant.Refactor;

/**
 * What a refactor does in place of each wait: the edit a developer would
 * make by hand, keeping what the original promises wherever that can be
 * checked without side effects. Each method is the body of the helpers of
 * {@link Refactored} for one wait form, the refactor a parameter.
 *
 * <p>Kept, in the original's order:
 * <ul>
 * <li>a null receiver throws NullPointerException, first, as the call on it
 *     would; a null time unit, Duration, Date or queue element throws it too,
 *     as the JDK's implementations do;</li>
 * <li>an argument the original refuses is refused with the same exception:
 *     a negative time of {@code Thread.sleep}, {@code join} and {@code
 *     Object.wait} (IllegalArgumentException), nanoseconds out of 0 to
 *     999999, negative permits;</li>
 * <li>{@code Object.wait} and {@code TimeUnit.timedWait} without the monitor
 *     throw IllegalMonitorStateException ({@link Thread#holdsLock});
 *     {@code join(Duration)} of a thread not started throws
 *     IllegalThreadStateException;</li>
 * <li>where the original returns at once without waiting, the helper does
 *     too, without running the refactor: {@code TimeUnit.sleep}, {@code
 *     timedJoin} and {@code timedWait} for a time of zero or less, {@code
 *     Thread.sleep(Duration)} for a negative one, {@code parkNanos} for zero
 *     or less, {@code join} of a thread that is not alive;</li>
 * <li>the interrupt: the refactor's statement for a wait that throws
 *     InterruptedException ({@link Refactor#inPlaceOfSleep()}), or for a
 *     park ({@link Refactor#inPlaceOfPark()});</li>
 * <li>what a value-returning wait returns, by the clock: {@code awaitNanos}
 *     the time left ({@link System#nanoTime()} before and after the
 *     refactor), {@code await(time, unit)} whether time is left, {@code
 *     awaitUntil} whether the deadline is ahead; the timed calls of
 *     java.util.concurrent what their non-blocking form returns.</li>
 * </ul>
 *
 * <p>Not kept: the monitor or lock a wait releases. A spin in place of
 * {@code Object.wait} or {@code Condition.await*} keeps it, as the
 * hand-written refactor inside {@code synchronized} or between {@code lock()}
 * and {@code unlock()} does; a notifier then blocks on it. A Condition whose
 * lock the thread does not hold throws IllegalMonitorStateException in the
 * original and not here: a Condition does not expose its lock, and finding
 * out would take releasing it.
 */
final class InPlaceOf {

    private static final String NEGATIVE = "timeout value is negative";
    private static final String NANOS_RANGE = "nanosecond timeout value out of range";

    private InPlaceOf() {
    }

    static void sleep(Refactor r, long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException(NEGATIVE);
        }
        r.inPlaceOfSleep();
    }

    static void sleep(Refactor r, long millis, int nanos) throws InterruptedException {
        checkMillisAndNanos(millis, nanos, NEGATIVE);
        r.inPlaceOfSleep();
    }

    static void sleep(Refactor r, Duration duration) throws InterruptedException {
        // Thread.sleep(Duration) returns at once for a negative duration
        if (TimeUnit.NANOSECONDS.convert(duration) >= 0) {
            r.inPlaceOfSleep();
        }
    }

    static void timeUnitSleep(Refactor r, TimeUnit unit, long timeout) throws InterruptedException {
        Objects.requireNonNull(unit);
        if (timeout > 0) {
            r.inPlaceOfSleep();
        }
    }

    static void parkNanos(Refactor r, long nanos) {
        if (nanos > 0) {
            r.inPlaceOfPark();
        }
    }

    static void parkUntil(Refactor r) {
        r.inPlaceOfPark();
    }

    static void wait(Refactor r, Object monitor, long timeoutMillis) throws InterruptedException {
        Objects.requireNonNull(monitor);
        if (timeoutMillis < 0) {
            throw new IllegalArgumentException(NEGATIVE);
        }
        checkHeld(monitor);
        r.inPlaceOfSleep();
    }

    static void wait(Refactor r, Object monitor, long timeoutMillis, int nanos) throws InterruptedException {
        Objects.requireNonNull(monitor);
        checkMillisAndNanos(timeoutMillis, nanos, "timeoutMillis value is negative");
        checkHeld(monitor);
        r.inPlaceOfSleep();
    }

    static boolean await(Refactor r, Condition condition, long time, TimeUnit unit) throws InterruptedException {
        Objects.requireNonNull(condition);
        long nanos = unit.toNanos(time);
        long start = System.nanoTime();
        r.inPlaceOfSleep();
        return left(nanos, start) > 0;
    }

    static long awaitNanos(Refactor r, Condition condition, long nanosTimeout) throws InterruptedException {
        Objects.requireNonNull(condition);
        long start = System.nanoTime();
        r.inPlaceOfSleep();
        return left(nanosTimeout, start);
    }

    static boolean awaitUntil(Refactor r, Condition condition, Date deadline) throws InterruptedException {
        Objects.requireNonNull(condition);
        long end = deadline.getTime();
        r.inPlaceOfSleep();
        return System.currentTimeMillis() < end;
    }

    static void join(Refactor r, Thread thread, long millis) throws InterruptedException {
        Objects.requireNonNull(thread);
        if (millis < 0) {
            throw new IllegalArgumentException(NEGATIVE);
        }
        joinAlive(r, thread);
    }

    static void join(Refactor r, Thread thread, long millis, int nanos) throws InterruptedException {
        Objects.requireNonNull(thread);
        checkMillisAndNanos(millis, nanos, NEGATIVE);
        joinAlive(r, thread);
    }

    static boolean join(Refactor r, Thread thread, Duration duration) throws InterruptedException {
        Objects.requireNonNull(thread);
        long nanos = TimeUnit.NANOSECONDS.convert(duration);
        Thread.State state = thread.getState();
        if (state == Thread.State.NEW) {
            throw new IllegalThreadStateException("Thread not started");
        }
        if (state == Thread.State.TERMINATED) {
            return true;
        }
        if (nanos <= 0) {
            return false;
        }
        r.inPlaceOfSleep();
        return thread.getState() == Thread.State.TERMINATED;
    }

    static void timedJoin(Refactor r, TimeUnit unit, Thread thread, long timeout) throws InterruptedException {
        Objects.requireNonNull(unit);
        if (timeout > 0) {
            joinAlive(r, Objects.requireNonNull(thread));
        }
    }

    static void timedWait(Refactor r, TimeUnit unit, Object monitor, long timeout) throws InterruptedException {
        Objects.requireNonNull(unit);
        if (timeout > 0) {
            checkHeld(Objects.requireNonNull(monitor));
            r.inPlaceOfSleep();
        }
    }

    static <E> E poll(Refactor r, BlockingQueue<E> queue, TimeUnit unit) throws InterruptedException {
        Objects.requireNonNull(queue);
        Objects.requireNonNull(unit);
        r.inPlaceOfSleep();
        return queue.poll();
    }

    static <E extends Delayed> E poll(Refactor r, DelayQueue<E> queue, TimeUnit unit) throws InterruptedException {
        Objects.requireNonNull(queue);
        Objects.requireNonNull(unit);
        r.inPlaceOfSleep();
        return queue.poll();
    }

    static <E> boolean offer(Refactor r, BlockingQueue<E> queue, E e, long timeout, TimeUnit unit)
            throws InterruptedException {
        Objects.requireNonNull(queue);
        Objects.requireNonNull(e);
        if (neverWaitsToOffer(queue)) {
            // no wait to replace: the original call, with its own contract
            return queue.offer(e, timeout, unit);
        }
        Objects.requireNonNull(unit);
        r.inPlaceOfSleep();
        return queue.offer(e);
    }

    static <E> E pollFirst(Refactor r, BlockingDeque<E> deque, TimeUnit unit) throws InterruptedException {
        Objects.requireNonNull(deque);
        Objects.requireNonNull(unit);
        r.inPlaceOfSleep();
        return deque.pollFirst();
    }

    static <E> E pollLast(Refactor r, BlockingDeque<E> deque, TimeUnit unit) throws InterruptedException {
        Objects.requireNonNull(deque);
        Objects.requireNonNull(unit);
        r.inPlaceOfSleep();
        return deque.pollLast();
    }

    static <E> boolean offerFirst(Refactor r, BlockingDeque<E> deque, E e, TimeUnit unit)
            throws InterruptedException {
        Objects.requireNonNull(deque);
        Objects.requireNonNull(e);
        Objects.requireNonNull(unit);
        r.inPlaceOfSleep();
        return deque.offerFirst(e);
    }

    static <E> boolean offerLast(Refactor r, BlockingDeque<E> deque, E e, TimeUnit unit)
            throws InterruptedException {
        Objects.requireNonNull(deque);
        Objects.requireNonNull(e);
        Objects.requireNonNull(unit);
        r.inPlaceOfSleep();
        return deque.offerLast(e);
    }

    static <E> boolean tryTransfer(Refactor r, TransferQueue<E> queue, E e, TimeUnit unit)
            throws InterruptedException {
        Objects.requireNonNull(queue);
        Objects.requireNonNull(e);
        Objects.requireNonNull(unit);
        r.inPlaceOfSleep();
        return queue.tryTransfer(e);
    }

    static boolean tryAcquire(Refactor r, Semaphore semaphore, TimeUnit unit) throws InterruptedException {
        Objects.requireNonNull(semaphore);
        Objects.requireNonNull(unit);
        r.inPlaceOfSleep();
        return semaphore.tryAcquire();
    }

    static boolean tryAcquire(Refactor r, Semaphore semaphore, int permits, TimeUnit unit)
            throws InterruptedException {
        Objects.requireNonNull(semaphore);
        if (permits < 0) {
            throw new IllegalArgumentException();
        }
        Objects.requireNonNull(unit);
        r.inPlaceOfSleep();
        return semaphore.tryAcquire(permits);
    }

    static boolean tryLock(Refactor r, Lock lock, TimeUnit unit) throws InterruptedException {
        Objects.requireNonNull(lock);
        Objects.requireNonNull(unit);
        r.inPlaceOfSleep();
        return lock.tryLock();
    }

    static boolean await(Refactor r, CountDownLatch latch, TimeUnit unit) throws InterruptedException {
        Objects.requireNonNull(latch);
        Objects.requireNonNull(unit);
        r.inPlaceOfSleep();
        return latch.getCount() == 0;
    }

    private static void checkMillisAndNanos(long millis, int nanos, String negative) {
        if (millis < 0) {
            throw new IllegalArgumentException(negative);
        }
        if (nanos < 0 || nanos > 999_999) {
            throw new IllegalArgumentException(NANOS_RANGE);
        }
    }

    private static void checkHeld(Object monitor) {
        if (!Thread.holdsLock(monitor)) {
            throw new IllegalMonitorStateException("current thread is not owner");
        }
    }

    // Thread.join waits, and so throws InterruptedException, only for a thread
    // that is alive; a thread not started or terminated is joined at once.
    private static void joinAlive(Refactor r, Thread thread) throws InterruptedException {
        if (thread.isAlive()) {
            r.inPlaceOfSleep();
        }
    }

    // The time left of a timeout after the refactor, as AQS computes it: a
    // result larger than the timeout is an overflow past Long.MIN_VALUE.
    private static long left(long nanosTimeout, long start) {
        long left = nanosTimeout - (System.nanoTime() - start);
        return left <= nanosTimeout ? left : Long.MIN_VALUE;
    }

    // The JDK's unbounded queues: their timed offer never waits.
    private static boolean neverWaitsToOffer(BlockingQueue<?> queue) {
        return queue instanceof PriorityBlockingQueue || queue instanceof DelayQueue
                || queue instanceof LinkedTransferQueue;
    }
}
