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
import java.util.concurrent.BlockingDeque;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.DelayQueue;
import java.util.concurrent.Delayed;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TransferQueue;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.LockSupport;

import waitkit.mutant.Refactor;

/**
 * What a mutant calls in place of a timed wait: one public static method per
 * refactor and wait form, named {@code <refactor's wait name>For<form>}
 * ({@link WaitCall#helperName}), taking exactly the stack of the call it
 * replaces (the receiver first for an instance call) and returning the same
 * type. A mutated call is one {@code invokestatic} of it, and a mutated
 * method reference's implementation handle points at it.
 *
 * <p>Each runs the refactor's statement of {@link Refactor}, the kit's one
 * catalogue: {@link Refactor#inPlaceOfSleep()} in place of a wait that throws
 * InterruptedException (the sleeps, joins, {@code Object.wait}, {@code
 * Condition.await*} and the timed calls of java.util.concurrent), {@link
 * Refactor#inPlaceOfPark()} in place of a park. Around it, each keeps what
 * the original promises wherever that can be checked without side effects
 * (the same exception for a null receiver, a negative time, a monitor not
 * held; no wait where the original returns at once) and returns what the
 * original would, by the clock: {@code awaitNanos(n)} the time left, {@code
 * await(time, unit)} whether time is left, {@code awaitUntil(deadline)}
 * whether the deadline is ahead. A timed call of java.util.concurrent becomes
 * the refactor, then its non-blocking form: {@code poll()}, {@code
 * offer(e)}, {@code tryAcquire()}, {@code tryLock()}, {@code getCount() ==
 * 0}. A wait on a monitor or a Condition keeps the monitor or lock, as the
 * hand-written refactor does. The one class that says what each keeps is
 * InPlaceOf, the helpers' bodies; the plugin's README has the table.
 *
 * <p>The class is on the class path of the code under mutation because the
 * plugin's jar is: PIT puts its plugins on the mutation test's class path.
 *
 * <p>Refactored.java is generated from src/main/template/Refactored.java.template,
 * which holds one block of helpers, a helper per wait form, written once for
 * all refactors; RefactoredTemplate repeats it for each constant of {@link
 * Refactor}. Edit the template, not the generated file:
 * RefactoredTemplateTest fails while the two disagree and says how to
 * regenerate it.
 */
public final class Refactored {

    private Refactored() {
    }

    // --- Refactor.ON_SPIN_WAIT: Thread.onSpinWait() in place of the wait ---

    /**
     * In place of {@link Thread#sleep(long)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param millis the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void onSpinWaitForSleep(long millis) throws InterruptedException {
        InPlaceOf.sleep(Refactor.ON_SPIN_WAIT, millis);
    }

    /**
     * In place of {@link Thread#sleep(long, int)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param millis the time the original would wait
     * @param nanos the nanoseconds the original would add
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void onSpinWaitForSleep(long millis, int nanos) throws InterruptedException {
        InPlaceOf.sleep(Refactor.ON_SPIN_WAIT, millis, nanos);
    }

    /**
     * In place of {@code Thread.sleep(Duration)} (JDK 19 and later): {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param duration the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void onSpinWaitForSleep(Duration duration) throws InterruptedException {
        InPlaceOf.sleep(Refactor.ON_SPIN_WAIT, duration);
    }

    /**
     * In place of {@link TimeUnit#sleep(long)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param unit the receiver
     * @param timeout the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void onSpinWaitForTimeUnitSleep(TimeUnit unit, long timeout) throws InterruptedException {
        InPlaceOf.timeUnitSleep(Refactor.ON_SPIN_WAIT, unit, timeout);
    }

    /**
     * In place of {@link LockSupport#parkNanos(long)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param nanos the time the original would wait
     */
    public static void onSpinWaitForParkNanos(long nanos) {
        InPlaceOf.parkNanos(Refactor.ON_SPIN_WAIT, nanos);
    }

    /**
     * In place of {@link LockSupport#parkNanos(Object, long)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param blocker ignored
     * @param nanos the time the original would wait
     */
    public static void onSpinWaitForParkNanos(Object blocker, long nanos) {
        InPlaceOf.parkNanos(Refactor.ON_SPIN_WAIT, nanos);
    }

    /**
     * In place of {@link LockSupport#parkUntil(long)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param deadline ignored
     */
    public static void onSpinWaitForParkUntil(long deadline) {
        InPlaceOf.parkUntil(Refactor.ON_SPIN_WAIT);
    }

    /**
     * In place of {@link LockSupport#parkUntil(Object, long)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param blocker ignored
     * @param deadline ignored
     */
    public static void onSpinWaitForParkUntil(Object blocker, long deadline) {
        InPlaceOf.parkUntil(Refactor.ON_SPIN_WAIT);
    }

    /**
     * In place of {@link Object#wait(long)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param monitor the receiver
     * @param timeoutMillis the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void onSpinWaitForWait(Object monitor, long timeoutMillis) throws InterruptedException {
        InPlaceOf.wait(Refactor.ON_SPIN_WAIT, monitor, timeoutMillis);
    }

    /**
     * In place of {@link Object#wait(long, int)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param monitor the receiver
     * @param timeoutMillis the time the original would wait
     * @param nanos the nanoseconds the original would add
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void onSpinWaitForWait(Object monitor, long timeoutMillis, int nanos) throws InterruptedException {
        InPlaceOf.wait(Refactor.ON_SPIN_WAIT, monitor, timeoutMillis, nanos);
    }

    /**
     * In place of {@link Condition#await(long, TimeUnit)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param condition the receiver
     * @param time the time the original would wait
     * @param unit the unit of {@code time}
     * @return whether time is left by the clock
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean onSpinWaitForAwait(Condition condition, long time, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.await(Refactor.ON_SPIN_WAIT, condition, time, unit);
    }

    /**
     * In place of {@link Condition#awaitNanos(long)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param condition the receiver
     * @param nanosTimeout the time the original would wait
     * @return the time left by the clock: {@code nanosTimeout} less the time the helper took
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static long onSpinWaitForAwaitNanos(Condition condition, long nanosTimeout) throws InterruptedException {
        return InPlaceOf.awaitNanos(Refactor.ON_SPIN_WAIT, condition, nanosTimeout);
    }

    /**
     * In place of {@link Condition#awaitUntil(Date)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param condition the receiver
     * @param deadline the time the original would wait until
     * @return whether the deadline is still ahead
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean onSpinWaitForAwaitUntil(Condition condition, Date deadline) throws InterruptedException {
        return InPlaceOf.awaitUntil(Refactor.ON_SPIN_WAIT, condition, deadline);
    }

    /**
     * In place of {@link Thread#join(long)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param thread the receiver
     * @param millis the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void onSpinWaitForJoin(Thread thread, long millis) throws InterruptedException {
        InPlaceOf.join(Refactor.ON_SPIN_WAIT, thread, millis);
    }

    /**
     * In place of {@link Thread#join(long, int)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param thread the receiver
     * @param millis the time the original would wait
     * @param nanos the nanoseconds the original would add
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void onSpinWaitForJoin(Thread thread, long millis, int nanos) throws InterruptedException {
        InPlaceOf.join(Refactor.ON_SPIN_WAIT, thread, millis, nanos);
    }

    /**
     * In place of {@code Thread.join(Duration)} (JDK 19 and later): {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param thread the receiver
     * @param duration the time the original would wait
     * @return whether the thread has terminated
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean onSpinWaitForJoin(Thread thread, Duration duration) throws InterruptedException {
        return InPlaceOf.join(Refactor.ON_SPIN_WAIT, thread, duration);
    }

    /**
     * In place of {@link TimeUnit#timedJoin(Thread, long)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param unit the receiver
     * @param thread the thread to join
     * @param timeout the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void onSpinWaitForTimedJoin(TimeUnit unit, Thread thread, long timeout) throws InterruptedException {
        InPlaceOf.timedJoin(Refactor.ON_SPIN_WAIT, unit, thread, timeout);
    }

    /**
     * In place of {@link TimeUnit#timedWait(Object, long)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param unit the receiver
     * @param monitor the object to wait on
     * @param timeout the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void onSpinWaitForTimedWait(TimeUnit unit, Object monitor, long timeout) throws InterruptedException {
        InPlaceOf.timedWait(Refactor.ON_SPIN_WAIT, unit, monitor, timeout);
    }

    /**
     * In place of {@link BlockingQueue#poll(long, TimeUnit)}: {@link Refactor#ON_SPIN_WAIT}, then {@code poll()}.
     *
     * @param queue the receiver
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code poll()} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static Object onSpinWaitForPoll(BlockingQueue<?> queue, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.poll(Refactor.ON_SPIN_WAIT, queue, unit);
    }

    /**
     * In place of {@link DelayQueue#poll(long, TimeUnit)}: {@link Refactor#ON_SPIN_WAIT}, then {@code poll()}.
     *
     * @param queue the receiver
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code poll()} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static Delayed onSpinWaitForPoll(DelayQueue<?> queue, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.poll(Refactor.ON_SPIN_WAIT, queue, unit);
    }

    /**
     * In place of {@link BlockingQueue#offer(Object, long, TimeUnit)}:
     * {@link Refactor#ON_SPIN_WAIT}, then {@code offer(e)}.
     *
     * @param queue the receiver
     * @param e the element
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code offer(e)} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean onSpinWaitForOffer(BlockingQueue<Object> queue, Object e, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.offer(Refactor.ON_SPIN_WAIT, queue, e, timeout, unit);
    }

    /**
     * In place of {@link BlockingDeque#pollFirst(long, TimeUnit)}:
     * {@link Refactor#ON_SPIN_WAIT}, then {@code pollFirst()}.
     *
     * @param deque the receiver
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code pollFirst()} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static Object onSpinWaitForPollFirst(BlockingDeque<?> deque, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.pollFirst(Refactor.ON_SPIN_WAIT, deque, unit);
    }

    /**
     * In place of {@link BlockingDeque#pollLast(long, TimeUnit)}:
     * {@link Refactor#ON_SPIN_WAIT}, then {@code pollLast()}.
     *
     * @param deque the receiver
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code pollLast()} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static Object onSpinWaitForPollLast(BlockingDeque<?> deque, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.pollLast(Refactor.ON_SPIN_WAIT, deque, unit);
    }

    /**
     * In place of {@link BlockingDeque#offerFirst(Object, long, TimeUnit)}:
     * {@link Refactor#ON_SPIN_WAIT}, then {@code offerFirst(e)}.
     *
     * @param deque the receiver
     * @param e the element
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code offerFirst(e)} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean onSpinWaitForOfferFirst(BlockingDeque<Object> deque, Object e, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.offerFirst(Refactor.ON_SPIN_WAIT, deque, e, unit);
    }

    /**
     * In place of {@link BlockingDeque#offerLast(Object, long, TimeUnit)}:
     * {@link Refactor#ON_SPIN_WAIT}, then {@code offerLast(e)}.
     *
     * @param deque the receiver
     * @param e the element
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code offerLast(e)} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean onSpinWaitForOfferLast(BlockingDeque<Object> deque, Object e, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.offerLast(Refactor.ON_SPIN_WAIT, deque, e, unit);
    }

    /**
     * In place of {@link TransferQueue#tryTransfer(Object, long, TimeUnit)}:
     * {@link Refactor#ON_SPIN_WAIT}, then {@code tryTransfer(e)}.
     *
     * @param queue the receiver
     * @param e the element
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code tryTransfer(e)} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean onSpinWaitForTryTransfer(TransferQueue<Object> queue, Object e, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.tryTransfer(Refactor.ON_SPIN_WAIT, queue, e, unit);
    }

    /**
     * In place of {@link Semaphore#tryAcquire(long, TimeUnit)}:
     * {@link Refactor#ON_SPIN_WAIT}, then {@code tryAcquire()}.
     *
     * @param semaphore the receiver
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code tryAcquire()} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean onSpinWaitForTryAcquire(Semaphore semaphore, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.tryAcquire(Refactor.ON_SPIN_WAIT, semaphore, unit);
    }

    /**
     * In place of {@link Semaphore#tryAcquire(int, long, TimeUnit)}:
     * {@link Refactor#ON_SPIN_WAIT}, then {@code tryAcquire(permits)}.
     *
     * @param semaphore the receiver
     * @param permits the permits to acquire
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code tryAcquire(permits)} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean onSpinWaitForTryAcquire(Semaphore semaphore, int permits, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.tryAcquire(Refactor.ON_SPIN_WAIT, semaphore, permits, unit);
    }

    /**
     * In place of {@link Lock#tryLock(long, TimeUnit)}: {@link Refactor#ON_SPIN_WAIT}, then {@code tryLock()}.
     *
     * @param lock the receiver
     * @param time the time the original would wait
     * @param unit the unit of {@code time}
     * @return what {@code tryLock()} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean onSpinWaitForTryLock(Lock lock, long time, TimeUnit unit) throws InterruptedException {
        return InPlaceOf.tryLock(Refactor.ON_SPIN_WAIT, lock, unit);
    }

    /**
     * In place of {@link CountDownLatch#await(long, TimeUnit)}:
     * {@link Refactor#ON_SPIN_WAIT}, then {@code getCount() == 0}.
     *
     * @param latch the receiver
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return {@code getCount() == 0}
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean onSpinWaitForAwait(CountDownLatch latch, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.await(Refactor.ON_SPIN_WAIT, latch, unit);
    }

    // --- Refactor.YIELD: Thread.yield() in place of the wait ---

    /**
     * In place of {@link Thread#sleep(long)}: {@link Refactor#YIELD}.
     *
     * @param millis the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void yieldForSleep(long millis) throws InterruptedException {
        InPlaceOf.sleep(Refactor.YIELD, millis);
    }

    /**
     * In place of {@link Thread#sleep(long, int)}: {@link Refactor#YIELD}.
     *
     * @param millis the time the original would wait
     * @param nanos the nanoseconds the original would add
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void yieldForSleep(long millis, int nanos) throws InterruptedException {
        InPlaceOf.sleep(Refactor.YIELD, millis, nanos);
    }

    /**
     * In place of {@code Thread.sleep(Duration)} (JDK 19 and later): {@link Refactor#YIELD}.
     *
     * @param duration the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void yieldForSleep(Duration duration) throws InterruptedException {
        InPlaceOf.sleep(Refactor.YIELD, duration);
    }

    /**
     * In place of {@link TimeUnit#sleep(long)}: {@link Refactor#YIELD}.
     *
     * @param unit the receiver
     * @param timeout the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void yieldForTimeUnitSleep(TimeUnit unit, long timeout) throws InterruptedException {
        InPlaceOf.timeUnitSleep(Refactor.YIELD, unit, timeout);
    }

    /**
     * In place of {@link LockSupport#parkNanos(long)}: {@link Refactor#YIELD}.
     *
     * @param nanos the time the original would wait
     */
    public static void yieldForParkNanos(long nanos) {
        InPlaceOf.parkNanos(Refactor.YIELD, nanos);
    }

    /**
     * In place of {@link LockSupport#parkNanos(Object, long)}: {@link Refactor#YIELD}.
     *
     * @param blocker ignored
     * @param nanos the time the original would wait
     */
    public static void yieldForParkNanos(Object blocker, long nanos) {
        InPlaceOf.parkNanos(Refactor.YIELD, nanos);
    }

    /**
     * In place of {@link LockSupport#parkUntil(long)}: {@link Refactor#YIELD}.
     *
     * @param deadline ignored
     */
    public static void yieldForParkUntil(long deadline) {
        InPlaceOf.parkUntil(Refactor.YIELD);
    }

    /**
     * In place of {@link LockSupport#parkUntil(Object, long)}: {@link Refactor#YIELD}.
     *
     * @param blocker ignored
     * @param deadline ignored
     */
    public static void yieldForParkUntil(Object blocker, long deadline) {
        InPlaceOf.parkUntil(Refactor.YIELD);
    }

    /**
     * In place of {@link Object#wait(long)}: {@link Refactor#YIELD}.
     *
     * @param monitor the receiver
     * @param timeoutMillis the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void yieldForWait(Object monitor, long timeoutMillis) throws InterruptedException {
        InPlaceOf.wait(Refactor.YIELD, monitor, timeoutMillis);
    }

    /**
     * In place of {@link Object#wait(long, int)}: {@link Refactor#YIELD}.
     *
     * @param monitor the receiver
     * @param timeoutMillis the time the original would wait
     * @param nanos the nanoseconds the original would add
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void yieldForWait(Object monitor, long timeoutMillis, int nanos) throws InterruptedException {
        InPlaceOf.wait(Refactor.YIELD, monitor, timeoutMillis, nanos);
    }

    /**
     * In place of {@link Condition#await(long, TimeUnit)}: {@link Refactor#YIELD}.
     *
     * @param condition the receiver
     * @param time the time the original would wait
     * @param unit the unit of {@code time}
     * @return whether time is left by the clock
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean yieldForAwait(Condition condition, long time, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.await(Refactor.YIELD, condition, time, unit);
    }

    /**
     * In place of {@link Condition#awaitNanos(long)}: {@link Refactor#YIELD}.
     *
     * @param condition the receiver
     * @param nanosTimeout the time the original would wait
     * @return the time left by the clock: {@code nanosTimeout} less the time the helper took
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static long yieldForAwaitNanos(Condition condition, long nanosTimeout) throws InterruptedException {
        return InPlaceOf.awaitNanos(Refactor.YIELD, condition, nanosTimeout);
    }

    /**
     * In place of {@link Condition#awaitUntil(Date)}: {@link Refactor#YIELD}.
     *
     * @param condition the receiver
     * @param deadline the time the original would wait until
     * @return whether the deadline is still ahead
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean yieldForAwaitUntil(Condition condition, Date deadline) throws InterruptedException {
        return InPlaceOf.awaitUntil(Refactor.YIELD, condition, deadline);
    }

    /**
     * In place of {@link Thread#join(long)}: {@link Refactor#YIELD}.
     *
     * @param thread the receiver
     * @param millis the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void yieldForJoin(Thread thread, long millis) throws InterruptedException {
        InPlaceOf.join(Refactor.YIELD, thread, millis);
    }

    /**
     * In place of {@link Thread#join(long, int)}: {@link Refactor#YIELD}.
     *
     * @param thread the receiver
     * @param millis the time the original would wait
     * @param nanos the nanoseconds the original would add
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void yieldForJoin(Thread thread, long millis, int nanos) throws InterruptedException {
        InPlaceOf.join(Refactor.YIELD, thread, millis, nanos);
    }

    /**
     * In place of {@code Thread.join(Duration)} (JDK 19 and later): {@link Refactor#YIELD}.
     *
     * @param thread the receiver
     * @param duration the time the original would wait
     * @return whether the thread has terminated
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean yieldForJoin(Thread thread, Duration duration) throws InterruptedException {
        return InPlaceOf.join(Refactor.YIELD, thread, duration);
    }

    /**
     * In place of {@link TimeUnit#timedJoin(Thread, long)}: {@link Refactor#YIELD}.
     *
     * @param unit the receiver
     * @param thread the thread to join
     * @param timeout the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void yieldForTimedJoin(TimeUnit unit, Thread thread, long timeout) throws InterruptedException {
        InPlaceOf.timedJoin(Refactor.YIELD, unit, thread, timeout);
    }

    /**
     * In place of {@link TimeUnit#timedWait(Object, long)}: {@link Refactor#YIELD}.
     *
     * @param unit the receiver
     * @param monitor the object to wait on
     * @param timeout the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void yieldForTimedWait(TimeUnit unit, Object monitor, long timeout) throws InterruptedException {
        InPlaceOf.timedWait(Refactor.YIELD, unit, monitor, timeout);
    }

    /**
     * In place of {@link BlockingQueue#poll(long, TimeUnit)}: {@link Refactor#YIELD}, then {@code poll()}.
     *
     * @param queue the receiver
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code poll()} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static Object yieldForPoll(BlockingQueue<?> queue, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.poll(Refactor.YIELD, queue, unit);
    }

    /**
     * In place of {@link DelayQueue#poll(long, TimeUnit)}: {@link Refactor#YIELD}, then {@code poll()}.
     *
     * @param queue the receiver
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code poll()} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static Delayed yieldForPoll(DelayQueue<?> queue, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.poll(Refactor.YIELD, queue, unit);
    }

    /**
     * In place of {@link BlockingQueue#offer(Object, long, TimeUnit)}:
     * {@link Refactor#YIELD}, then {@code offer(e)}.
     *
     * @param queue the receiver
     * @param e the element
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code offer(e)} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean yieldForOffer(BlockingQueue<Object> queue, Object e, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.offer(Refactor.YIELD, queue, e, timeout, unit);
    }

    /**
     * In place of {@link BlockingDeque#pollFirst(long, TimeUnit)}:
     * {@link Refactor#YIELD}, then {@code pollFirst()}.
     *
     * @param deque the receiver
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code pollFirst()} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static Object yieldForPollFirst(BlockingDeque<?> deque, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.pollFirst(Refactor.YIELD, deque, unit);
    }

    /**
     * In place of {@link BlockingDeque#pollLast(long, TimeUnit)}:
     * {@link Refactor#YIELD}, then {@code pollLast()}.
     *
     * @param deque the receiver
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code pollLast()} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static Object yieldForPollLast(BlockingDeque<?> deque, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.pollLast(Refactor.YIELD, deque, unit);
    }

    /**
     * In place of {@link BlockingDeque#offerFirst(Object, long, TimeUnit)}:
     * {@link Refactor#YIELD}, then {@code offerFirst(e)}.
     *
     * @param deque the receiver
     * @param e the element
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code offerFirst(e)} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean yieldForOfferFirst(BlockingDeque<Object> deque, Object e, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.offerFirst(Refactor.YIELD, deque, e, unit);
    }

    /**
     * In place of {@link BlockingDeque#offerLast(Object, long, TimeUnit)}:
     * {@link Refactor#YIELD}, then {@code offerLast(e)}.
     *
     * @param deque the receiver
     * @param e the element
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code offerLast(e)} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean yieldForOfferLast(BlockingDeque<Object> deque, Object e, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.offerLast(Refactor.YIELD, deque, e, unit);
    }

    /**
     * In place of {@link TransferQueue#tryTransfer(Object, long, TimeUnit)}:
     * {@link Refactor#YIELD}, then {@code tryTransfer(e)}.
     *
     * @param queue the receiver
     * @param e the element
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code tryTransfer(e)} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean yieldForTryTransfer(TransferQueue<Object> queue, Object e, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.tryTransfer(Refactor.YIELD, queue, e, unit);
    }

    /**
     * In place of {@link Semaphore#tryAcquire(long, TimeUnit)}:
     * {@link Refactor#YIELD}, then {@code tryAcquire()}.
     *
     * @param semaphore the receiver
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code tryAcquire()} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean yieldForTryAcquire(Semaphore semaphore, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.tryAcquire(Refactor.YIELD, semaphore, unit);
    }

    /**
     * In place of {@link Semaphore#tryAcquire(int, long, TimeUnit)}:
     * {@link Refactor#YIELD}, then {@code tryAcquire(permits)}.
     *
     * @param semaphore the receiver
     * @param permits the permits to acquire
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code tryAcquire(permits)} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean yieldForTryAcquire(Semaphore semaphore, int permits, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.tryAcquire(Refactor.YIELD, semaphore, permits, unit);
    }

    /**
     * In place of {@link Lock#tryLock(long, TimeUnit)}: {@link Refactor#YIELD}, then {@code tryLock()}.
     *
     * @param lock the receiver
     * @param time the time the original would wait
     * @param unit the unit of {@code time}
     * @return what {@code tryLock()} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean yieldForTryLock(Lock lock, long time, TimeUnit unit) throws InterruptedException {
        return InPlaceOf.tryLock(Refactor.YIELD, lock, unit);
    }

    /**
     * In place of {@link CountDownLatch#await(long, TimeUnit)}:
     * {@link Refactor#YIELD}, then {@code getCount() == 0}.
     *
     * @param latch the receiver
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return {@code getCount() == 0}
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean yieldForAwait(CountDownLatch latch, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.await(Refactor.YIELD, latch, unit);
    }

    // --- Refactor.SLEEP0: Thread.sleep(0) in place of the wait ---

    /**
     * In place of {@link Thread#sleep(long)}: {@link Refactor#SLEEP0}.
     *
     * @param millis the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void sleep0ForSleep(long millis) throws InterruptedException {
        InPlaceOf.sleep(Refactor.SLEEP0, millis);
    }

    /**
     * In place of {@link Thread#sleep(long, int)}: {@link Refactor#SLEEP0}.
     *
     * @param millis the time the original would wait
     * @param nanos the nanoseconds the original would add
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void sleep0ForSleep(long millis, int nanos) throws InterruptedException {
        InPlaceOf.sleep(Refactor.SLEEP0, millis, nanos);
    }

    /**
     * In place of {@code Thread.sleep(Duration)} (JDK 19 and later): {@link Refactor#SLEEP0}.
     *
     * @param duration the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void sleep0ForSleep(Duration duration) throws InterruptedException {
        InPlaceOf.sleep(Refactor.SLEEP0, duration);
    }

    /**
     * In place of {@link TimeUnit#sleep(long)}: {@link Refactor#SLEEP0}.
     *
     * @param unit the receiver
     * @param timeout the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void sleep0ForTimeUnitSleep(TimeUnit unit, long timeout) throws InterruptedException {
        InPlaceOf.timeUnitSleep(Refactor.SLEEP0, unit, timeout);
    }

    /**
     * In place of {@link LockSupport#parkNanos(long)}: {@link Refactor#SLEEP0}.
     *
     * @param nanos the time the original would wait
     */
    public static void sleep0ForParkNanos(long nanos) {
        InPlaceOf.parkNanos(Refactor.SLEEP0, nanos);
    }

    /**
     * In place of {@link LockSupport#parkNanos(Object, long)}: {@link Refactor#SLEEP0}.
     *
     * @param blocker ignored
     * @param nanos the time the original would wait
     */
    public static void sleep0ForParkNanos(Object blocker, long nanos) {
        InPlaceOf.parkNanos(Refactor.SLEEP0, nanos);
    }

    /**
     * In place of {@link LockSupport#parkUntil(long)}: {@link Refactor#SLEEP0}.
     *
     * @param deadline ignored
     */
    public static void sleep0ForParkUntil(long deadline) {
        InPlaceOf.parkUntil(Refactor.SLEEP0);
    }

    /**
     * In place of {@link LockSupport#parkUntil(Object, long)}: {@link Refactor#SLEEP0}.
     *
     * @param blocker ignored
     * @param deadline ignored
     */
    public static void sleep0ForParkUntil(Object blocker, long deadline) {
        InPlaceOf.parkUntil(Refactor.SLEEP0);
    }

    /**
     * In place of {@link Object#wait(long)}: {@link Refactor#SLEEP0}.
     *
     * @param monitor the receiver
     * @param timeoutMillis the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void sleep0ForWait(Object monitor, long timeoutMillis) throws InterruptedException {
        InPlaceOf.wait(Refactor.SLEEP0, monitor, timeoutMillis);
    }

    /**
     * In place of {@link Object#wait(long, int)}: {@link Refactor#SLEEP0}.
     *
     * @param monitor the receiver
     * @param timeoutMillis the time the original would wait
     * @param nanos the nanoseconds the original would add
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void sleep0ForWait(Object monitor, long timeoutMillis, int nanos) throws InterruptedException {
        InPlaceOf.wait(Refactor.SLEEP0, monitor, timeoutMillis, nanos);
    }

    /**
     * In place of {@link Condition#await(long, TimeUnit)}: {@link Refactor#SLEEP0}.
     *
     * @param condition the receiver
     * @param time the time the original would wait
     * @param unit the unit of {@code time}
     * @return whether time is left by the clock
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean sleep0ForAwait(Condition condition, long time, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.await(Refactor.SLEEP0, condition, time, unit);
    }

    /**
     * In place of {@link Condition#awaitNanos(long)}: {@link Refactor#SLEEP0}.
     *
     * @param condition the receiver
     * @param nanosTimeout the time the original would wait
     * @return the time left by the clock: {@code nanosTimeout} less the time the helper took
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static long sleep0ForAwaitNanos(Condition condition, long nanosTimeout) throws InterruptedException {
        return InPlaceOf.awaitNanos(Refactor.SLEEP0, condition, nanosTimeout);
    }

    /**
     * In place of {@link Condition#awaitUntil(Date)}: {@link Refactor#SLEEP0}.
     *
     * @param condition the receiver
     * @param deadline the time the original would wait until
     * @return whether the deadline is still ahead
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean sleep0ForAwaitUntil(Condition condition, Date deadline) throws InterruptedException {
        return InPlaceOf.awaitUntil(Refactor.SLEEP0, condition, deadline);
    }

    /**
     * In place of {@link Thread#join(long)}: {@link Refactor#SLEEP0}.
     *
     * @param thread the receiver
     * @param millis the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void sleep0ForJoin(Thread thread, long millis) throws InterruptedException {
        InPlaceOf.join(Refactor.SLEEP0, thread, millis);
    }

    /**
     * In place of {@link Thread#join(long, int)}: {@link Refactor#SLEEP0}.
     *
     * @param thread the receiver
     * @param millis the time the original would wait
     * @param nanos the nanoseconds the original would add
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void sleep0ForJoin(Thread thread, long millis, int nanos) throws InterruptedException {
        InPlaceOf.join(Refactor.SLEEP0, thread, millis, nanos);
    }

    /**
     * In place of {@code Thread.join(Duration)} (JDK 19 and later): {@link Refactor#SLEEP0}.
     *
     * @param thread the receiver
     * @param duration the time the original would wait
     * @return whether the thread has terminated
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean sleep0ForJoin(Thread thread, Duration duration) throws InterruptedException {
        return InPlaceOf.join(Refactor.SLEEP0, thread, duration);
    }

    /**
     * In place of {@link TimeUnit#timedJoin(Thread, long)}: {@link Refactor#SLEEP0}.
     *
     * @param unit the receiver
     * @param thread the thread to join
     * @param timeout the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void sleep0ForTimedJoin(TimeUnit unit, Thread thread, long timeout) throws InterruptedException {
        InPlaceOf.timedJoin(Refactor.SLEEP0, unit, thread, timeout);
    }

    /**
     * In place of {@link TimeUnit#timedWait(Object, long)}: {@link Refactor#SLEEP0}.
     *
     * @param unit the receiver
     * @param monitor the object to wait on
     * @param timeout the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void sleep0ForTimedWait(TimeUnit unit, Object monitor, long timeout) throws InterruptedException {
        InPlaceOf.timedWait(Refactor.SLEEP0, unit, monitor, timeout);
    }

    /**
     * In place of {@link BlockingQueue#poll(long, TimeUnit)}: {@link Refactor#SLEEP0}, then {@code poll()}.
     *
     * @param queue the receiver
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code poll()} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static Object sleep0ForPoll(BlockingQueue<?> queue, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.poll(Refactor.SLEEP0, queue, unit);
    }

    /**
     * In place of {@link DelayQueue#poll(long, TimeUnit)}: {@link Refactor#SLEEP0}, then {@code poll()}.
     *
     * @param queue the receiver
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code poll()} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static Delayed sleep0ForPoll(DelayQueue<?> queue, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.poll(Refactor.SLEEP0, queue, unit);
    }

    /**
     * In place of {@link BlockingQueue#offer(Object, long, TimeUnit)}:
     * {@link Refactor#SLEEP0}, then {@code offer(e)}.
     *
     * @param queue the receiver
     * @param e the element
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code offer(e)} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean sleep0ForOffer(BlockingQueue<Object> queue, Object e, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.offer(Refactor.SLEEP0, queue, e, timeout, unit);
    }

    /**
     * In place of {@link BlockingDeque#pollFirst(long, TimeUnit)}:
     * {@link Refactor#SLEEP0}, then {@code pollFirst()}.
     *
     * @param deque the receiver
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code pollFirst()} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static Object sleep0ForPollFirst(BlockingDeque<?> deque, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.pollFirst(Refactor.SLEEP0, deque, unit);
    }

    /**
     * In place of {@link BlockingDeque#pollLast(long, TimeUnit)}:
     * {@link Refactor#SLEEP0}, then {@code pollLast()}.
     *
     * @param deque the receiver
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code pollLast()} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static Object sleep0ForPollLast(BlockingDeque<?> deque, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.pollLast(Refactor.SLEEP0, deque, unit);
    }

    /**
     * In place of {@link BlockingDeque#offerFirst(Object, long, TimeUnit)}:
     * {@link Refactor#SLEEP0}, then {@code offerFirst(e)}.
     *
     * @param deque the receiver
     * @param e the element
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code offerFirst(e)} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean sleep0ForOfferFirst(BlockingDeque<Object> deque, Object e, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.offerFirst(Refactor.SLEEP0, deque, e, unit);
    }

    /**
     * In place of {@link BlockingDeque#offerLast(Object, long, TimeUnit)}:
     * {@link Refactor#SLEEP0}, then {@code offerLast(e)}.
     *
     * @param deque the receiver
     * @param e the element
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code offerLast(e)} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean sleep0ForOfferLast(BlockingDeque<Object> deque, Object e, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.offerLast(Refactor.SLEEP0, deque, e, unit);
    }

    /**
     * In place of {@link TransferQueue#tryTransfer(Object, long, TimeUnit)}:
     * {@link Refactor#SLEEP0}, then {@code tryTransfer(e)}.
     *
     * @param queue the receiver
     * @param e the element
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code tryTransfer(e)} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean sleep0ForTryTransfer(TransferQueue<Object> queue, Object e, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.tryTransfer(Refactor.SLEEP0, queue, e, unit);
    }

    /**
     * In place of {@link Semaphore#tryAcquire(long, TimeUnit)}:
     * {@link Refactor#SLEEP0}, then {@code tryAcquire()}.
     *
     * @param semaphore the receiver
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code tryAcquire()} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean sleep0ForTryAcquire(Semaphore semaphore, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.tryAcquire(Refactor.SLEEP0, semaphore, unit);
    }

    /**
     * In place of {@link Semaphore#tryAcquire(int, long, TimeUnit)}:
     * {@link Refactor#SLEEP0}, then {@code tryAcquire(permits)}.
     *
     * @param semaphore the receiver
     * @param permits the permits to acquire
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code tryAcquire(permits)} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean sleep0ForTryAcquire(Semaphore semaphore, int permits, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.tryAcquire(Refactor.SLEEP0, semaphore, permits, unit);
    }

    /**
     * In place of {@link Lock#tryLock(long, TimeUnit)}: {@link Refactor#SLEEP0}, then {@code tryLock()}.
     *
     * @param lock the receiver
     * @param time the time the original would wait
     * @param unit the unit of {@code time}
     * @return what {@code tryLock()} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean sleep0ForTryLock(Lock lock, long time, TimeUnit unit) throws InterruptedException {
        return InPlaceOf.tryLock(Refactor.SLEEP0, lock, unit);
    }

    /**
     * In place of {@link CountDownLatch#await(long, TimeUnit)}:
     * {@link Refactor#SLEEP0}, then {@code getCount() == 0}.
     *
     * @param latch the receiver
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return {@code getCount() == 0}
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean sleep0ForAwait(CountDownLatch latch, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.await(Refactor.SLEEP0, latch, unit);
    }

    // --- Refactor.EMPTY: nothing in place of the wait ---

    /**
     * In place of {@link Thread#sleep(long)}: {@link Refactor#EMPTY}.
     *
     * @param millis the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void emptySpinForSleep(long millis) throws InterruptedException {
        InPlaceOf.sleep(Refactor.EMPTY, millis);
    }

    /**
     * In place of {@link Thread#sleep(long, int)}: {@link Refactor#EMPTY}.
     *
     * @param millis the time the original would wait
     * @param nanos the nanoseconds the original would add
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void emptySpinForSleep(long millis, int nanos) throws InterruptedException {
        InPlaceOf.sleep(Refactor.EMPTY, millis, nanos);
    }

    /**
     * In place of {@code Thread.sleep(Duration)} (JDK 19 and later): {@link Refactor#EMPTY}.
     *
     * @param duration the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void emptySpinForSleep(Duration duration) throws InterruptedException {
        InPlaceOf.sleep(Refactor.EMPTY, duration);
    }

    /**
     * In place of {@link TimeUnit#sleep(long)}: {@link Refactor#EMPTY}.
     *
     * @param unit the receiver
     * @param timeout the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void emptySpinForTimeUnitSleep(TimeUnit unit, long timeout) throws InterruptedException {
        InPlaceOf.timeUnitSleep(Refactor.EMPTY, unit, timeout);
    }

    /**
     * In place of {@link LockSupport#parkNanos(long)}: {@link Refactor#EMPTY}.
     *
     * @param nanos the time the original would wait
     */
    public static void emptySpinForParkNanos(long nanos) {
        InPlaceOf.parkNanos(Refactor.EMPTY, nanos);
    }

    /**
     * In place of {@link LockSupport#parkNanos(Object, long)}: {@link Refactor#EMPTY}.
     *
     * @param blocker ignored
     * @param nanos the time the original would wait
     */
    public static void emptySpinForParkNanos(Object blocker, long nanos) {
        InPlaceOf.parkNanos(Refactor.EMPTY, nanos);
    }

    /**
     * In place of {@link LockSupport#parkUntil(long)}: {@link Refactor#EMPTY}.
     *
     * @param deadline ignored
     */
    public static void emptySpinForParkUntil(long deadline) {
        InPlaceOf.parkUntil(Refactor.EMPTY);
    }

    /**
     * In place of {@link LockSupport#parkUntil(Object, long)}: {@link Refactor#EMPTY}.
     *
     * @param blocker ignored
     * @param deadline ignored
     */
    public static void emptySpinForParkUntil(Object blocker, long deadline) {
        InPlaceOf.parkUntil(Refactor.EMPTY);
    }

    /**
     * In place of {@link Object#wait(long)}: {@link Refactor#EMPTY}.
     *
     * @param monitor the receiver
     * @param timeoutMillis the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void emptySpinForWait(Object monitor, long timeoutMillis) throws InterruptedException {
        InPlaceOf.wait(Refactor.EMPTY, monitor, timeoutMillis);
    }

    /**
     * In place of {@link Object#wait(long, int)}: {@link Refactor#EMPTY}.
     *
     * @param monitor the receiver
     * @param timeoutMillis the time the original would wait
     * @param nanos the nanoseconds the original would add
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void emptySpinForWait(Object monitor, long timeoutMillis, int nanos) throws InterruptedException {
        InPlaceOf.wait(Refactor.EMPTY, monitor, timeoutMillis, nanos);
    }

    /**
     * In place of {@link Condition#await(long, TimeUnit)}: {@link Refactor#EMPTY}.
     *
     * @param condition the receiver
     * @param time the time the original would wait
     * @param unit the unit of {@code time}
     * @return whether time is left by the clock
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean emptySpinForAwait(Condition condition, long time, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.await(Refactor.EMPTY, condition, time, unit);
    }

    /**
     * In place of {@link Condition#awaitNanos(long)}: {@link Refactor#EMPTY}.
     *
     * @param condition the receiver
     * @param nanosTimeout the time the original would wait
     * @return the time left by the clock: {@code nanosTimeout} less the time the helper took
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static long emptySpinForAwaitNanos(Condition condition, long nanosTimeout) throws InterruptedException {
        return InPlaceOf.awaitNanos(Refactor.EMPTY, condition, nanosTimeout);
    }

    /**
     * In place of {@link Condition#awaitUntil(Date)}: {@link Refactor#EMPTY}.
     *
     * @param condition the receiver
     * @param deadline the time the original would wait until
     * @return whether the deadline is still ahead
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean emptySpinForAwaitUntil(Condition condition, Date deadline) throws InterruptedException {
        return InPlaceOf.awaitUntil(Refactor.EMPTY, condition, deadline);
    }

    /**
     * In place of {@link Thread#join(long)}: {@link Refactor#EMPTY}.
     *
     * @param thread the receiver
     * @param millis the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void emptySpinForJoin(Thread thread, long millis) throws InterruptedException {
        InPlaceOf.join(Refactor.EMPTY, thread, millis);
    }

    /**
     * In place of {@link Thread#join(long, int)}: {@link Refactor#EMPTY}.
     *
     * @param thread the receiver
     * @param millis the time the original would wait
     * @param nanos the nanoseconds the original would add
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void emptySpinForJoin(Thread thread, long millis, int nanos) throws InterruptedException {
        InPlaceOf.join(Refactor.EMPTY, thread, millis, nanos);
    }

    /**
     * In place of {@code Thread.join(Duration)} (JDK 19 and later): {@link Refactor#EMPTY}.
     *
     * @param thread the receiver
     * @param duration the time the original would wait
     * @return whether the thread has terminated
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean emptySpinForJoin(Thread thread, Duration duration) throws InterruptedException {
        return InPlaceOf.join(Refactor.EMPTY, thread, duration);
    }

    /**
     * In place of {@link TimeUnit#timedJoin(Thread, long)}: {@link Refactor#EMPTY}.
     *
     * @param unit the receiver
     * @param thread the thread to join
     * @param timeout the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void emptySpinForTimedJoin(TimeUnit unit, Thread thread, long timeout) throws InterruptedException {
        InPlaceOf.timedJoin(Refactor.EMPTY, unit, thread, timeout);
    }

    /**
     * In place of {@link TimeUnit#timedWait(Object, long)}: {@link Refactor#EMPTY}.
     *
     * @param unit the receiver
     * @param monitor the object to wait on
     * @param timeout the time the original would wait
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void emptySpinForTimedWait(TimeUnit unit, Object monitor, long timeout) throws InterruptedException {
        InPlaceOf.timedWait(Refactor.EMPTY, unit, monitor, timeout);
    }

    /**
     * In place of {@link BlockingQueue#poll(long, TimeUnit)}: {@link Refactor#EMPTY}, then {@code poll()}.
     *
     * @param queue the receiver
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code poll()} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static Object emptySpinForPoll(BlockingQueue<?> queue, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.poll(Refactor.EMPTY, queue, unit);
    }

    /**
     * In place of {@link DelayQueue#poll(long, TimeUnit)}: {@link Refactor#EMPTY}, then {@code poll()}.
     *
     * @param queue the receiver
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code poll()} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static Delayed emptySpinForPoll(DelayQueue<?> queue, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.poll(Refactor.EMPTY, queue, unit);
    }

    /**
     * In place of {@link BlockingQueue#offer(Object, long, TimeUnit)}:
     * {@link Refactor#EMPTY}, then {@code offer(e)}.
     *
     * @param queue the receiver
     * @param e the element
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code offer(e)} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean emptySpinForOffer(BlockingQueue<Object> queue, Object e, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.offer(Refactor.EMPTY, queue, e, timeout, unit);
    }

    /**
     * In place of {@link BlockingDeque#pollFirst(long, TimeUnit)}:
     * {@link Refactor#EMPTY}, then {@code pollFirst()}.
     *
     * @param deque the receiver
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code pollFirst()} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static Object emptySpinForPollFirst(BlockingDeque<?> deque, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.pollFirst(Refactor.EMPTY, deque, unit);
    }

    /**
     * In place of {@link BlockingDeque#pollLast(long, TimeUnit)}:
     * {@link Refactor#EMPTY}, then {@code pollLast()}.
     *
     * @param deque the receiver
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code pollLast()} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static Object emptySpinForPollLast(BlockingDeque<?> deque, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.pollLast(Refactor.EMPTY, deque, unit);
    }

    /**
     * In place of {@link BlockingDeque#offerFirst(Object, long, TimeUnit)}:
     * {@link Refactor#EMPTY}, then {@code offerFirst(e)}.
     *
     * @param deque the receiver
     * @param e the element
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code offerFirst(e)} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean emptySpinForOfferFirst(BlockingDeque<Object> deque, Object e, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.offerFirst(Refactor.EMPTY, deque, e, unit);
    }

    /**
     * In place of {@link BlockingDeque#offerLast(Object, long, TimeUnit)}:
     * {@link Refactor#EMPTY}, then {@code offerLast(e)}.
     *
     * @param deque the receiver
     * @param e the element
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code offerLast(e)} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean emptySpinForOfferLast(BlockingDeque<Object> deque, Object e, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.offerLast(Refactor.EMPTY, deque, e, unit);
    }

    /**
     * In place of {@link TransferQueue#tryTransfer(Object, long, TimeUnit)}:
     * {@link Refactor#EMPTY}, then {@code tryTransfer(e)}.
     *
     * @param queue the receiver
     * @param e the element
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code tryTransfer(e)} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean emptySpinForTryTransfer(TransferQueue<Object> queue, Object e, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.tryTransfer(Refactor.EMPTY, queue, e, unit);
    }

    /**
     * In place of {@link Semaphore#tryAcquire(long, TimeUnit)}:
     * {@link Refactor#EMPTY}, then {@code tryAcquire()}.
     *
     * @param semaphore the receiver
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code tryAcquire()} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean emptySpinForTryAcquire(Semaphore semaphore, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.tryAcquire(Refactor.EMPTY, semaphore, unit);
    }

    /**
     * In place of {@link Semaphore#tryAcquire(int, long, TimeUnit)}:
     * {@link Refactor#EMPTY}, then {@code tryAcquire(permits)}.
     *
     * @param semaphore the receiver
     * @param permits the permits to acquire
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return what {@code tryAcquire(permits)} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean emptySpinForTryAcquire(Semaphore semaphore, int permits, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.tryAcquire(Refactor.EMPTY, semaphore, permits, unit);
    }

    /**
     * In place of {@link Lock#tryLock(long, TimeUnit)}: {@link Refactor#EMPTY}, then {@code tryLock()}.
     *
     * @param lock the receiver
     * @param time the time the original would wait
     * @param unit the unit of {@code time}
     * @return what {@code tryLock()} returns
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean emptySpinForTryLock(Lock lock, long time, TimeUnit unit) throws InterruptedException {
        return InPlaceOf.tryLock(Refactor.EMPTY, lock, unit);
    }

    /**
     * In place of {@link CountDownLatch#await(long, TimeUnit)}:
     * {@link Refactor#EMPTY}, then {@code getCount() == 0}.
     *
     * @param latch the receiver
     * @param timeout the time the original would wait
     * @param unit the unit of {@code timeout}
     * @return {@code getCount() == 0}
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean emptySpinForAwait(CountDownLatch latch, long timeout, TimeUnit unit)
            throws InterruptedException {
        return InPlaceOf.await(Refactor.EMPTY, latch, unit);
    }
}
