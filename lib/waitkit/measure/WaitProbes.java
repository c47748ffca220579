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

import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

import waitkit.Units;
import waitkit.WaitMethod;

/**
 * Probes the contract of a wait method beyond its timing: the
 * {@link Thread.State} an observer sees while a thread waits, and what the
 * method does about an interrupt that comes before or during the wait.
 * Latency and CPU use are measured by {@link Waits}.
 */
public final class WaitProbes {

    private WaitProbes() {
    }

    /**
     * Runs a wait method in a loop on a new thread while this thread samples that
     * thread's {@link Thread.State} about every 200 µs.
     *
     * @param method         the wait method
     * @param requestedNanos the time requested per call
     * @param durationNanos  how long to keep waiting and sampling
     * @return how often each state was seen
     * @throws InterruptedException if the calling thread is interrupted
     */
    public static Map<Thread.State, Integer> observeStates(WaitMethod method, long requestedNanos,
                                                          long durationNanos) throws InterruptedException {
        AtomicBoolean stop = new AtomicBoolean();
        Throwable[] failure = new Throwable[1];
        Thread waiter = new Thread(() -> {
            try {
                while (!stop.get()) {
                    method.await(requestedNanos);
                }
            } catch (Throwable t) {
                failure[0] = t;
            }
        }, "waitkit-observed-" + method.name());
        waiter.setDaemon(true);
        Map<Thread.State, Integer> seen = new EnumMap<>(Thread.State.class);
        waiter.start();
        // Let the waiter reach its loop before sampling, so NEW is never counted.
        while (waiter.getState() == Thread.State.NEW) {
            Thread.onSpinWait();
        }
        long end = System.nanoTime() + durationNanos;
        try {
            while (System.nanoTime() < end) {
                seen.merge(waiter.getState(), 1, Integer::sum);
                TimeUnit.MICROSECONDS.sleep(200);
            }
        } finally {
            stop.set(true);
            waiter.interrupt();
            waiter.join(TimeUnit.NANOSECONDS.toMillis(requestedNanos) + 10_000);
        }
        if (failure[0] != null && !(failure[0] instanceof InterruptedException)) {
            throw new RuntimeException("the observed waiter failed", failure[0]);
        }
        return seen;
    }

    /**
     * What a wait method did about an interrupt.
     *
     * @param threw        whether it threw {@link InterruptedException}
     * @param statusAfter  the interrupt status right after it returned or threw
     * @param elapsedNanos  how long the call took
     * @param reactionNanos for an interrupt during the wait, from the
     *                      interrupt to the wait's return (negative if the
     *                      wait returned before it); -1 for one before the wait
     * @param blocks        for an interrupt before the wait, the times the
     *                      thread blocked during the call (its voluntary
     *                      context switches); -1 for one during the wait, or
     *                      where the kernel does not count them
     */
    public record InterruptOutcome(boolean threw, boolean statusAfter, long elapsedNanos, long reactionNanos,
                                   long blocks) {

        /**
         * Describes the outcome in words.
         *
         * @return for example "threw InterruptedException, status cleared, after 1.2 ms"
         */
        @Override
        public String toString() {
            return (threw ? "threw InterruptedException" : "returned normally")
                    + ", interrupt status " + (statusAfter ? "still set" : "cleared")
                    + ", after " + Units.nanos(elapsedNanos)
                    + (reactionNanos < 0 ? "" : ", " + Units.nanos(reactionNanos) + " after the interrupt")
                    + (blocks < 0 ? "" : ", blocked " + blocks + (blocks == 1 ? " time" : " times"));
        }
    }

    /**
     * Calls a wait method with the calling thread's interrupt status already set.
     *
     * @param method         the wait method
     * @param requestedNanos the time to request
     * @return what happened; the interrupt status is cleared again afterwards
     */
    public static InterruptOutcome interruptBefore(WaitMethod method, long requestedNanos) {
        ThreadStops start = ThreadStops.now();
        Thread.currentThread().interrupt();
        long[] times = new long[2];
        boolean threw = timedCall(method, requestedNanos, times);
        // The status is read and cleared before anything else runs. Loading a
        // class from the class path with the status set (the outcome's, on the
        // first call) clears and sets it again (jdk.internal.loader.Resource),
        // and on JDK 17 setting it leaves an unpark permit, so the thread's
        // next park returns at once.
        boolean status = Thread.interrupted();
        // Read with the status clear: /proc is read through an interruptible channel.
        long blocks = ThreadStops.now().since(start).voluntarySwitches();
        return new InterruptOutcome(threw, status, times[1] - times[0], -1, blocks);
    }

    /**
     * Calls a wait method and has another thread interrupt it after
     * {@code delayNanos}.
     *
     * @param method         the wait method
     * @param requestedNanos the time to request, much longer than the delay
     * @param delayNanos     when to interrupt
     * @return what happened; the interrupt status is cleared again afterwards
     */
    public static InterruptOutcome interruptDuring(WaitMethod method, long requestedNanos, long delayNanos) {
        return interruptAfter(delayNanos, times -> timedCall(method, requestedNanos, times));
    }

    /**
     * Measures once the reaction of the simplest blocked thread to an
     * interrupt: the calling thread parks without a timeout
     * ({@link LockSupport#park()}), and another thread interrupts it after
     * {@code delayNanos}, as {@link #interruptDuring} does. The interrupt
     * unparks the thread; with {@code thenThrow} the thread then creates,
     * throws and catches an {@link InterruptedException}, the way out of a
     * wait that throws, taken as cold as such a wait takes it. So this is the
     * cost of the interrupt's delivery, the wake-up and (optionally) the
     * exception, under the machine's conditions of the moment.
     *
     * @param delayNanos when to interrupt
     * @param thenThrow  whether to throw and catch an InterruptedException
     *                   once woken
     * @return the time from the interrupt to the end of the park (and the
     *         exception), in nanoseconds; the interrupt status is cleared
     *         again afterwards
     */
    public static long interruptWakeUp(long delayNanos, boolean thenThrow) {
        return interruptAfter(delayNanos, times -> {
            times[0] = System.nanoTime();
            while (!Thread.currentThread().isInterrupted()) {
                LockSupport.park();
            }
            if (thenThrow) {
                try {
                    throw new InterruptedException("waitkit reference");
                } catch (InterruptedException e) {
                    sink = e;
                }
            }
            times[1] = System.nanoTime();
            return thenThrow;
        }).reactionNanos();
    }

    // Keeps the reference's exception reachable, so the JIT cannot drop it.
    private static volatile Object sink;

    private interface TimedCall {
        boolean call(long[] times);
    }

    // Runs the call, with a new thread interrupting the caller after delayNanos;
    // times[0] and times[1] get the call's start and end.
    private static InterruptOutcome interruptAfter(long delayNanos, TimedCall call) {
        Thread target = Thread.currentThread();
        AtomicLong interruptedAt = new AtomicLong();
        Thread interrupter = new Thread(() -> {
            LockSupport.parkNanos(delayNanos);
            interruptedAt.set(System.nanoTime());
            target.interrupt();
        }, "waitkit-interrupter");
        interrupter.start();
        long[] times = new long[2];
        boolean threw = call.call(times);
        boolean status = Thread.interrupted();
        // A wait that returns at once is done before the interrupter fires: the
        // interrupt then lands here, and must not be left behind for the caller.
        while (interrupter.isAlive()) {
            try {
                interrupter.join();
            } catch (InterruptedException e) {
                // expected, see above
            }
        }
        Thread.interrupted();
        return new InterruptOutcome(threw, status, times[1] - times[0], times[1] - interruptedAt.get(), -1);
    }

    // Calls the wait; times[0] and times[1] get its start and end. Returns
    // whether it threw InterruptedException.
    private static boolean timedCall(WaitMethod method, long requestedNanos, long[] times) {
        boolean threw = false;
        times[0] = System.nanoTime();
        try {
            method.await(requestedNanos);
        } catch (InterruptedException e) {
            threw = true;
        }
        times[1] = System.nanoTime();
        return threw;
    }
}
