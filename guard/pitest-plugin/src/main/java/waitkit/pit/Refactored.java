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
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;

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
 * InterruptedException (the sleeps, {@code Object.wait}, {@code
 * Condition.await}), {@link Refactor#inPlaceOfPark()} in place of a park. The
 * arguments were evaluated, as in the original; they are then ignored as the
 * refactored statement ignores them, so a negative time, a null receiver or a
 * monitor or lock the thread does not hold raises nothing. A wait that
 * returns a value returns what a caller that waited no time would see:
 * {@code awaitNanos(n)} returns {@code n}, which a caller takes for time left
 * while it is positive; {@code await(time, unit)} returns {@code time > 0},
 * as AQS reports a timeout at once only for a time of zero or less.
 *
 * <p>The class is on the class path of the code under mutation because the
 * plugin's jar is: PIT puts its plugins on the mutation test's class path.
 */
public final class Refactored {

    private Refactored() {
    }

    // --- Refactor.ON_SPIN_WAIT: a spin-wait hint ---

    /**
     * In place of {@link Thread#sleep(long)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param millis ignored
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void onSpinWaitForSleep(long millis) throws InterruptedException {
        Refactor.ON_SPIN_WAIT.inPlaceOfSleep();
    }

    /**
     * In place of {@link Thread#sleep(long, int)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param millis ignored
     * @param nanos ignored
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void onSpinWaitForSleep(long millis, int nanos) throws InterruptedException {
        Refactor.ON_SPIN_WAIT.inPlaceOfSleep();
    }

    /**
     * In place of {@code Thread.sleep(Duration)} (JDK 19 and later): {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param duration ignored
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void onSpinWaitForSleep(Duration duration) throws InterruptedException {
        Refactor.ON_SPIN_WAIT.inPlaceOfSleep();
    }

    /**
     * In place of {@link TimeUnit#sleep(long)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param unit ignored
     * @param timeout ignored
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void onSpinWaitForTimeUnitSleep(TimeUnit unit, long timeout) throws InterruptedException {
        Refactor.ON_SPIN_WAIT.inPlaceOfSleep();
    }

    /**
     * In place of {@link java.util.concurrent.locks.LockSupport#parkNanos(long)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param nanos ignored
     */
    public static void onSpinWaitForParkNanos(long nanos) {
        Refactor.ON_SPIN_WAIT.inPlaceOfPark();
    }

    /**
     * In place of {@link java.util.concurrent.locks.LockSupport#parkNanos(Object, long)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param blocker ignored
     * @param nanos ignored
     */
    public static void onSpinWaitForParkNanos(Object blocker, long nanos) {
        Refactor.ON_SPIN_WAIT.inPlaceOfPark();
    }

    /**
     * In place of {@link java.util.concurrent.locks.LockSupport#parkUntil(long)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param deadline ignored
     */
    public static void onSpinWaitForParkUntil(long deadline) {
        Refactor.ON_SPIN_WAIT.inPlaceOfPark();
    }

    /**
     * In place of {@link java.util.concurrent.locks.LockSupport#parkUntil(Object, long)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param blocker ignored
     * @param deadline ignored
     */
    public static void onSpinWaitForParkUntil(Object blocker, long deadline) {
        Refactor.ON_SPIN_WAIT.inPlaceOfPark();
    }

    /**
     * In place of {@link Object#wait(long)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param monitor ignored
     * @param timeoutMillis ignored
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void onSpinWaitForWait(Object monitor, long timeoutMillis) throws InterruptedException {
        Refactor.ON_SPIN_WAIT.inPlaceOfSleep();
    }

    /**
     * In place of {@link Object#wait(long, int)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param monitor ignored
     * @param timeoutMillis ignored
     * @param nanos ignored
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void onSpinWaitForWait(Object monitor, long timeoutMillis, int nanos) throws InterruptedException {
        Refactor.ON_SPIN_WAIT.inPlaceOfSleep();
    }

    /**
     * In place of {@link Condition#await(long, TimeUnit)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param condition ignored
     * @param time ignored
     * @param unit ignored
     * @return {@code time > 0}
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean onSpinWaitForAwait(Condition condition, long time, TimeUnit unit) throws InterruptedException {
        Refactor.ON_SPIN_WAIT.inPlaceOfSleep();
        return time > 0;
    }

    /**
     * In place of {@link Condition#awaitNanos(long)}: {@link Refactor#ON_SPIN_WAIT}.
     *
     * @param condition ignored
     * @param nanosTimeout ignored
     * @return {@code nanosTimeout}: no time has passed
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static long onSpinWaitForAwaitNanos(Condition condition, long nanosTimeout) throws InterruptedException {
        Refactor.ON_SPIN_WAIT.inPlaceOfSleep();
        return nanosTimeout;
    }

    // --- Refactor.YIELD: a yield ---

    /**
     * In place of {@link Thread#sleep(long)}: {@link Refactor#YIELD}.
     *
     * @param millis ignored
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void yieldForSleep(long millis) throws InterruptedException {
        Refactor.YIELD.inPlaceOfSleep();
    }

    /**
     * In place of {@link Thread#sleep(long, int)}: {@link Refactor#YIELD}.
     *
     * @param millis ignored
     * @param nanos ignored
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void yieldForSleep(long millis, int nanos) throws InterruptedException {
        Refactor.YIELD.inPlaceOfSleep();
    }

    /**
     * In place of {@code Thread.sleep(Duration)} (JDK 19 and later): {@link Refactor#YIELD}.
     *
     * @param duration ignored
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void yieldForSleep(Duration duration) throws InterruptedException {
        Refactor.YIELD.inPlaceOfSleep();
    }

    /**
     * In place of {@link TimeUnit#sleep(long)}: {@link Refactor#YIELD}.
     *
     * @param unit ignored
     * @param timeout ignored
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void yieldForTimeUnitSleep(TimeUnit unit, long timeout) throws InterruptedException {
        Refactor.YIELD.inPlaceOfSleep();
    }

    /**
     * In place of {@link java.util.concurrent.locks.LockSupport#parkNanos(long)}: {@link Refactor#YIELD}.
     *
     * @param nanos ignored
     */
    public static void yieldForParkNanos(long nanos) {
        Refactor.YIELD.inPlaceOfPark();
    }

    /**
     * In place of {@link java.util.concurrent.locks.LockSupport#parkNanos(Object, long)}: {@link Refactor#YIELD}.
     *
     * @param blocker ignored
     * @param nanos ignored
     */
    public static void yieldForParkNanos(Object blocker, long nanos) {
        Refactor.YIELD.inPlaceOfPark();
    }

    /**
     * In place of {@link java.util.concurrent.locks.LockSupport#parkUntil(long)}: {@link Refactor#YIELD}.
     *
     * @param deadline ignored
     */
    public static void yieldForParkUntil(long deadline) {
        Refactor.YIELD.inPlaceOfPark();
    }

    /**
     * In place of {@link java.util.concurrent.locks.LockSupport#parkUntil(Object, long)}: {@link Refactor#YIELD}.
     *
     * @param blocker ignored
     * @param deadline ignored
     */
    public static void yieldForParkUntil(Object blocker, long deadline) {
        Refactor.YIELD.inPlaceOfPark();
    }

    /**
     * In place of {@link Object#wait(long)}: {@link Refactor#YIELD}.
     *
     * @param monitor ignored
     * @param timeoutMillis ignored
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void yieldForWait(Object monitor, long timeoutMillis) throws InterruptedException {
        Refactor.YIELD.inPlaceOfSleep();
    }

    /**
     * In place of {@link Object#wait(long, int)}: {@link Refactor#YIELD}.
     *
     * @param monitor ignored
     * @param timeoutMillis ignored
     * @param nanos ignored
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void yieldForWait(Object monitor, long timeoutMillis, int nanos) throws InterruptedException {
        Refactor.YIELD.inPlaceOfSleep();
    }

    /**
     * In place of {@link Condition#await(long, TimeUnit)}: {@link Refactor#YIELD}.
     *
     * @param condition ignored
     * @param time ignored
     * @param unit ignored
     * @return {@code time > 0}
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean yieldForAwait(Condition condition, long time, TimeUnit unit) throws InterruptedException {
        Refactor.YIELD.inPlaceOfSleep();
        return time > 0;
    }

    /**
     * In place of {@link Condition#awaitNanos(long)}: {@link Refactor#YIELD}.
     *
     * @param condition ignored
     * @param nanosTimeout ignored
     * @return {@code nanosTimeout}: no time has passed
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static long yieldForAwaitNanos(Condition condition, long nanosTimeout) throws InterruptedException {
        Refactor.YIELD.inPlaceOfSleep();
        return nanosTimeout;
    }

    // --- Refactor.SLEEP0: sleep(0) ---

    /**
     * In place of {@link Thread#sleep(long)}: {@link Refactor#SLEEP0}.
     *
     * @param millis ignored
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void sleep0ForSleep(long millis) throws InterruptedException {
        Refactor.SLEEP0.inPlaceOfSleep();
    }

    /**
     * In place of {@link Thread#sleep(long, int)}: {@link Refactor#SLEEP0}.
     *
     * @param millis ignored
     * @param nanos ignored
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void sleep0ForSleep(long millis, int nanos) throws InterruptedException {
        Refactor.SLEEP0.inPlaceOfSleep();
    }

    /**
     * In place of {@code Thread.sleep(Duration)} (JDK 19 and later): {@link Refactor#SLEEP0}.
     *
     * @param duration ignored
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void sleep0ForSleep(Duration duration) throws InterruptedException {
        Refactor.SLEEP0.inPlaceOfSleep();
    }

    /**
     * In place of {@link TimeUnit#sleep(long)}: {@link Refactor#SLEEP0}.
     *
     * @param unit ignored
     * @param timeout ignored
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void sleep0ForTimeUnitSleep(TimeUnit unit, long timeout) throws InterruptedException {
        Refactor.SLEEP0.inPlaceOfSleep();
    }

    /**
     * In place of {@link java.util.concurrent.locks.LockSupport#parkNanos(long)}: {@link Refactor#SLEEP0}.
     *
     * @param nanos ignored
     */
    public static void sleep0ForParkNanos(long nanos) {
        Refactor.SLEEP0.inPlaceOfPark();
    }

    /**
     * In place of {@link java.util.concurrent.locks.LockSupport#parkNanos(Object, long)}: {@link Refactor#SLEEP0}.
     *
     * @param blocker ignored
     * @param nanos ignored
     */
    public static void sleep0ForParkNanos(Object blocker, long nanos) {
        Refactor.SLEEP0.inPlaceOfPark();
    }

    /**
     * In place of {@link java.util.concurrent.locks.LockSupport#parkUntil(long)}: {@link Refactor#SLEEP0}.
     *
     * @param deadline ignored
     */
    public static void sleep0ForParkUntil(long deadline) {
        Refactor.SLEEP0.inPlaceOfPark();
    }

    /**
     * In place of {@link java.util.concurrent.locks.LockSupport#parkUntil(Object, long)}: {@link Refactor#SLEEP0}.
     *
     * @param blocker ignored
     * @param deadline ignored
     */
    public static void sleep0ForParkUntil(Object blocker, long deadline) {
        Refactor.SLEEP0.inPlaceOfPark();
    }

    /**
     * In place of {@link Object#wait(long)}: {@link Refactor#SLEEP0}.
     *
     * @param monitor ignored
     * @param timeoutMillis ignored
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void sleep0ForWait(Object monitor, long timeoutMillis) throws InterruptedException {
        Refactor.SLEEP0.inPlaceOfSleep();
    }

    /**
     * In place of {@link Object#wait(long, int)}: {@link Refactor#SLEEP0}.
     *
     * @param monitor ignored
     * @param timeoutMillis ignored
     * @param nanos ignored
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void sleep0ForWait(Object monitor, long timeoutMillis, int nanos) throws InterruptedException {
        Refactor.SLEEP0.inPlaceOfSleep();
    }

    /**
     * In place of {@link Condition#await(long, TimeUnit)}: {@link Refactor#SLEEP0}.
     *
     * @param condition ignored
     * @param time ignored
     * @param unit ignored
     * @return {@code time > 0}
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean sleep0ForAwait(Condition condition, long time, TimeUnit unit) throws InterruptedException {
        Refactor.SLEEP0.inPlaceOfSleep();
        return time > 0;
    }

    /**
     * In place of {@link Condition#awaitNanos(long)}: {@link Refactor#SLEEP0}.
     *
     * @param condition ignored
     * @param nanosTimeout ignored
     * @return {@code nanosTimeout}: no time has passed
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static long sleep0ForAwaitNanos(Condition condition, long nanosTimeout) throws InterruptedException {
        Refactor.SLEEP0.inPlaceOfSleep();
        return nanosTimeout;
    }

    // --- Refactor.EMPTY: nothing ---

    /**
     * In place of {@link Thread#sleep(long)}: {@link Refactor#EMPTY}.
     *
     * @param millis ignored
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void emptySpinForSleep(long millis) throws InterruptedException {
        Refactor.EMPTY.inPlaceOfSleep();
    }

    /**
     * In place of {@link Thread#sleep(long, int)}: {@link Refactor#EMPTY}.
     *
     * @param millis ignored
     * @param nanos ignored
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void emptySpinForSleep(long millis, int nanos) throws InterruptedException {
        Refactor.EMPTY.inPlaceOfSleep();
    }

    /**
     * In place of {@code Thread.sleep(Duration)} (JDK 19 and later): {@link Refactor#EMPTY}.
     *
     * @param duration ignored
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void emptySpinForSleep(Duration duration) throws InterruptedException {
        Refactor.EMPTY.inPlaceOfSleep();
    }

    /**
     * In place of {@link TimeUnit#sleep(long)}: {@link Refactor#EMPTY}.
     *
     * @param unit ignored
     * @param timeout ignored
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void emptySpinForTimeUnitSleep(TimeUnit unit, long timeout) throws InterruptedException {
        Refactor.EMPTY.inPlaceOfSleep();
    }

    /**
     * In place of {@link java.util.concurrent.locks.LockSupport#parkNanos(long)}: {@link Refactor#EMPTY}.
     *
     * @param nanos ignored
     */
    public static void emptySpinForParkNanos(long nanos) {
        Refactor.EMPTY.inPlaceOfPark();
    }

    /**
     * In place of {@link java.util.concurrent.locks.LockSupport#parkNanos(Object, long)}: {@link Refactor#EMPTY}.
     *
     * @param blocker ignored
     * @param nanos ignored
     */
    public static void emptySpinForParkNanos(Object blocker, long nanos) {
        Refactor.EMPTY.inPlaceOfPark();
    }

    /**
     * In place of {@link java.util.concurrent.locks.LockSupport#parkUntil(long)}: {@link Refactor#EMPTY}.
     *
     * @param deadline ignored
     */
    public static void emptySpinForParkUntil(long deadline) {
        Refactor.EMPTY.inPlaceOfPark();
    }

    /**
     * In place of {@link java.util.concurrent.locks.LockSupport#parkUntil(Object, long)}: {@link Refactor#EMPTY}.
     *
     * @param blocker ignored
     * @param deadline ignored
     */
    public static void emptySpinForParkUntil(Object blocker, long deadline) {
        Refactor.EMPTY.inPlaceOfPark();
    }

    /**
     * In place of {@link Object#wait(long)}: {@link Refactor#EMPTY}.
     *
     * @param monitor ignored
     * @param timeoutMillis ignored
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void emptySpinForWait(Object monitor, long timeoutMillis) throws InterruptedException {
        Refactor.EMPTY.inPlaceOfSleep();
    }

    /**
     * In place of {@link Object#wait(long, int)}: {@link Refactor#EMPTY}.
     *
     * @param monitor ignored
     * @param timeoutMillis ignored
     * @param nanos ignored
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static void emptySpinForWait(Object monitor, long timeoutMillis, int nanos) throws InterruptedException {
        Refactor.EMPTY.inPlaceOfSleep();
    }

    /**
     * In place of {@link Condition#await(long, TimeUnit)}: {@link Refactor#EMPTY}.
     *
     * @param condition ignored
     * @param time ignored
     * @param unit ignored
     * @return {@code time > 0}
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static boolean emptySpinForAwait(Condition condition, long time, TimeUnit unit) throws InterruptedException {
        Refactor.EMPTY.inPlaceOfSleep();
        return time > 0;
    }

    /**
     * In place of {@link Condition#awaitNanos(long)}: {@link Refactor#EMPTY}.
     *
     * @param condition ignored
     * @param nanosTimeout ignored
     * @return {@code nanosTimeout}: no time has passed
     * @throws InterruptedException as the refactor's statement throws it
     */
    public static long emptySpinForAwaitNanos(Condition condition, long nanosTimeout) throws InterruptedException {
        Refactor.EMPTY.inPlaceOfSleep();
        return nanosTimeout;
    }
}
