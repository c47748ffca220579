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

import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;

import waitkit.TimedCall;
import waitkit.Units;

/**
 * How long a waiting call takes to return once what it waits for comes: the
 * time from just before another thread's {@link TimedCall.Receiver#release()}
 * to the call's return on the waiting thread. The releasing thread, a
 * platform thread of its own, releases only once the waiting thread has
 * entered the call and is parked ({@code WAITING} or {@code TIMED_WAITING}),
 * so the time holds the hand-off and the way out of the wait, not the way in.
 * It looks every millisecond, sleeping in between, so its CPU and the
 * waiter's are as cold for every call measured. A call that returns before
 * it is seen parked is not released: it did not wait for what was to come.
 */
public final class ArrivalLatency implements AutoCloseable {

    /** The timeout of each call, by default: a call released and still waiting then has lost its wake-up. */
    public static final long TIMEOUT_NANOS = TimeUnit.SECONDS.toNanos(10);

    /**
     * A receiver handed to the releasing thread, the thread that waits on it,
     * and whether the call has returned, which the releasing thread reads so
     * that it does not look for a wait that is over.
     */
    private static final class Job {
        private final TimedCall.Receiver receiver;
        private final Thread waiter;
        private volatile boolean returned;

        Job(TimedCall.Receiver receiver, Thread waiter) {
            this.receiver = receiver;
            this.waiter = waiter;
        }
    }

    /** When the release was made, or why it could not be; {@code made} is false when the call returned first. */
    private record Released(boolean made, long atNanos, Throwable failure) { }

    /** How a released call ended. */
    public enum Outcome {
        /** The call returned what came: its release let it go. */
        LET_GO,
        /** The call waited out its timeout although released: its wake-up was lost. */
        LOST,
        /** The call returned before its release was made: it did not wait for what was to come. */
        RETURNED_BEFORE_RELEASE
    }

    /**
     * One released call.
     *
     * @param outcome how it ended
     * @param nanos   for {@link Outcome#RETURNED_BEFORE_RELEASE}, the time
     *                from the call to its return; else the time from just
     *                before the release to the call's return
     */
    public record Arrival(Outcome outcome, long nanos) { }

    private final SynchronousQueue<Job> jobs = new SynchronousQueue<>();
    private final SynchronousQueue<Released> released = new SynchronousQueue<>();
    private final long timeoutNanos;
    private final Thread releaser;
    private volatile Thread calling;

    /** Starts the releasing thread, a daemon, with the default timeout ({@link #TIMEOUT_NANOS}). */
    public ArrivalLatency() {
        this(TIMEOUT_NANOS);
    }

    /**
     * Starts the releasing thread, a daemon.
     *
     * @param timeoutNanos the timeout of each call, and the longest the
     *                     releasing thread looks for the call parked
     */
    public ArrivalLatency(long timeoutNanos) {
        this.timeoutNanos = timeoutNanos;
        releaser = new Thread(this::releaseEach, "waitkit-releaser");
        releaser.setDaemon(true);
        releaser.start();
    }

    /**
     * Makes the call once on the calling thread with the timeout, has it
     * released, and returns the time from the release to the call's return.
     *
     * @param receiver a receiver not yet released; it is used up
     * @return the arrival: whether the release let the call go, the call
     *         waited out its timeout, or it returned before the release; and the time
     * @throws IllegalStateException if the release failed, or the releasing
     *         thread did not report it
     * @throws InterruptedException if interrupted
     */
    public Arrival measure(TimedCall.Receiver receiver) throws InterruptedException {
        Job job = new Job(receiver, Thread.currentThread());
        jobs.put(job);
        calling = Thread.currentThread();
        long called = System.nanoTime();
        boolean came;
        try {
            came = receiver.call(timeoutNanos);
        } finally {
            calling = null;
            job.returned = true;
        }
        long returned = System.nanoTime();
        Released r = released.poll(timeoutNanos, TimeUnit.NANOSECONDS);
        if (r == null) {
            throw new IllegalStateException("the releasing thread did not report its release within "
                    + Units.nanos(timeoutNanos));
        }
        if (r.failure() != null) {
            throw new IllegalStateException("the release failed: " + r.failure(), r.failure());
        }
        if (!r.made() || returned - r.atNanos() < 0) {
            return new Arrival(Outcome.RETURNED_BEFORE_RELEASE, returned - called);
        }
        return new Arrival(came ? Outcome.LET_GO : Outcome.LOST, returned - r.atNanos());
    }

    private void releaseEach() {
        try {
            while (true) {
                Job job = jobs.take();
                released.put(release(job));
            }
        } catch (InterruptedException e) {
            // close() ends the releasing thread
        }
    }

    private Released release(Job job) throws InterruptedException {
        long deadline = System.nanoTime() + timeoutNanos;
        while (!(calling == job.waiter && parked(job.waiter))) {
            if (job.returned) {
                return new Released(false, 0, null);
            }
            if (System.nanoTime() - deadline > 0) {
                return new Released(false, 0, new IllegalStateException("the waiting thread was not seen parked in"
                        + " the call within " + Units.nanos(timeoutNanos) + "; its state: " + job.waiter.getState()));
            }
            Thread.sleep(1);
        }
        long at = System.nanoTime();
        try {
            job.receiver.release();
        } catch (RuntimeException | Error e) {
            return new Released(true, at, e);
        }
        return new Released(true, at, null);
    }

    private static boolean parked(Thread t) {
        Thread.State s = t.getState();
        return s == Thread.State.WAITING || s == Thread.State.TIMED_WAITING;
    }

    /** Ends the releasing thread. */
    @Override
    public void close() {
        releaser.interrupt();
    }
}
