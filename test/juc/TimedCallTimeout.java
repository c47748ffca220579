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

/*
 * @test id=ArrayBlockingQueue-poll
 * @summary ArrayBlockingQueue.poll times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout ArrayBlockingQueue.poll TIMEOUT
 */

/*
 * @test id=ArrayBlockingQueue-offer
 * @summary ArrayBlockingQueue.offer times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout ArrayBlockingQueue.offer TIMEOUT
 */

/*
 * @test id=LinkedBlockingQueue-poll
 * @summary LinkedBlockingQueue.poll times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout LinkedBlockingQueue.poll TIMEOUT
 */

/*
 * @test id=LinkedBlockingQueue-offer
 * @summary LinkedBlockingQueue.offer times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout LinkedBlockingQueue.offer TIMEOUT
 */

/*
 * @test id=LinkedBlockingDeque-poll
 * @summary LinkedBlockingDeque.poll times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout LinkedBlockingDeque.poll TIMEOUT
 */

/*
 * @test id=LinkedBlockingDeque-offer
 * @summary LinkedBlockingDeque.offer times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout LinkedBlockingDeque.offer TIMEOUT
 */

/*
 * @test id=PriorityBlockingQueue-poll
 * @summary PriorityBlockingQueue.poll times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout PriorityBlockingQueue.poll TIMEOUT
 */

/*
 * @test id=DelayQueue-poll
 * @summary DelayQueue.poll times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout DelayQueue.poll TIMEOUT
 */

/*
 * @test id=DelayQueue-pollBeforeExpiry
 * @summary DelayQueue.pollBeforeExpiry times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout DelayQueue.pollBeforeExpiry TIMEOUT
 */

/*
 * @test id=SynchronousQueue-poll
 * @summary SynchronousQueue.poll times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout SynchronousQueue.poll TIMEOUT
 */

/*
 * @test id=SynchronousQueue-pollFair
 * @summary SynchronousQueue.pollFair times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout SynchronousQueue.pollFair TIMEOUT
 */

/*
 * @test id=SynchronousQueue-offer
 * @summary SynchronousQueue.offer times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout SynchronousQueue.offer TIMEOUT
 */

/*
 * @test id=SynchronousQueue-offerFair
 * @summary SynchronousQueue.offerFair times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout SynchronousQueue.offerFair TIMEOUT
 */

/*
 * @test id=LinkedTransferQueue-poll
 * @summary LinkedTransferQueue.poll times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout LinkedTransferQueue.poll TIMEOUT
 */

/*
 * @test id=LinkedTransferQueue-tryTransfer
 * @summary LinkedTransferQueue.tryTransfer times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout LinkedTransferQueue.tryTransfer TIMEOUT
 */

/*
 * @test id=FutureTask-get
 * @summary FutureTask.get times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout FutureTask.get TIMEOUT
 */

/*
 * @test id=CompletableFuture-get
 * @summary CompletableFuture.get times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout CompletableFuture.get TIMEOUT
 */

/*
 * @test id=ForkJoinTask-get
 * @summary ForkJoinTask.get times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout ForkJoinTask.get TIMEOUT
 */

/*
 * @test id=ThreadPoolExecutor-awaitTermination
 * @summary ThreadPoolExecutor.awaitTermination times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout ThreadPoolExecutor.awaitTermination TIMEOUT
 */

/*
 * @test id=ScheduledThreadPoolExecutor-awaitTermination
 * @summary ScheduledThreadPoolExecutor.awaitTermination times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout ScheduledThreadPoolExecutor.awaitTermination TIMEOUT
 */

/*
 * @test id=ForkJoinPool-awaitTermination
 * @summary ForkJoinPool.awaitTermination times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout ForkJoinPool.awaitTermination TIMEOUT
 */

/*
 * @test id=ReentrantLock-tryLock
 * @summary ReentrantLock.tryLock times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout ReentrantLock.tryLock TIMEOUT
 */

/*
 * @test id=ReentrantReadWriteLock-readLock-tryLock
 * @summary ReentrantReadWriteLock.readLock.tryLock times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout ReentrantReadWriteLock.readLock.tryLock TIMEOUT
 */

/*
 * @test id=ReentrantReadWriteLock-writeLock-tryLock
 * @summary ReentrantReadWriteLock.writeLock.tryLock times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout ReentrantReadWriteLock.writeLock.tryLock TIMEOUT
 */

/*
 * @test id=StampedLock-tryReadLock
 * @summary StampedLock.tryReadLock times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout StampedLock.tryReadLock TIMEOUT
 */

/*
 * @test id=StampedLock-tryWriteLock
 * @summary StampedLock.tryWriteLock times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout StampedLock.tryWriteLock TIMEOUT
 */

/*
 * @test id=Condition-awaitNanos
 * @summary Condition.awaitNanos times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout Condition.awaitNanos TIMEOUT
 */

/*
 * @test id=Condition-await
 * @summary Condition.await times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout Condition.await TIMEOUT
 */

/*
 * @test id=Condition-awaitUntil
 * @summary Condition.awaitUntil times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout Condition.awaitUntil DEADLINE_ON_MILLISECOND_CLOCK
 */

/*
 * @test id=Semaphore-tryAcquire
 * @summary Semaphore.tryAcquire times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout Semaphore.tryAcquire TIMEOUT
 */

/*
 * @test id=CountDownLatch-await
 * @summary CountDownLatch.await times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout CountDownLatch.await TIMEOUT
 */

/*
 * @test id=CyclicBarrier-await
 * @summary CyclicBarrier.await times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout CyclicBarrier.await TIMEOUT
 */

/*
 * @test id=Exchanger-exchange
 * @summary Exchanger.exchange times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout Exchanger.exchange TIMEOUT
 */

/*
 * @test id=Phaser-awaitAdvanceInterruptibly
 * @summary Phaser.awaitAdvanceInterruptibly times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout Phaser.awaitAdvanceInterruptibly TIMEOUT
 */

/*
 * @test id=Thread-join
 * @summary Thread.join times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout Thread.join TIMEOUT
 */

/*
 * @test id=Thread-joinDuration
 * @summary Thread.joinDuration times out: never early, at most two wake-ups late
 * @key timing
 * @requires jdk.version.major >= 19
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout Thread.joinDuration TIMEOUT
 */

/*
 * @test id=ReferenceQueue-remove
 * @summary ReferenceQueue.remove times out: never early, at most two wake-ups late
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeout ReferenceQueue.remove TIMEOUT
 */

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.atomic.AtomicReference;

import waitkit.TimedCall;
import waitkit.Units;
import waitkit.WaitMethod;
import waitkit.judge.LatencyBounds;
import waitkit.measure.BaselineBlock;
import waitkit.measure.LatencySamples;

/**
 * A timed blocking call of java.util.concurrent (or {@code Thread.join},
 * {@code ReferenceQueue.remove}) on a receiver where what it waits for never
 * comes (an empty queue, a lock another thread holds, a future nobody
 * completes: {@link TimedCall}), asked to wait 10 ms, 50 times after 5 of
 * warm-up:
 * <ul>
 * <li>no call returns before its timeout (EARLY_RETURN). A specification
 *     fact: each returns empty, false or {@code TimeoutException} "if the
 *     specified waiting time elapses", and the JDK's loops park again until
 *     their deadline after an early wake-up. {@code Condition.awaitUntil}
 *     is given a deadline on the millisecond clock,
 *     {@code currentTimeMillis() + 10}, which lies 9 to 10 ms ahead, since
 *     the millisecond the clock reads has already begun: it may return no
 *     sooner than 9 ms, and is judged below against the latest its
 *     deadline can lie, 10 ms ({@code DEADLINE_ON_MILLISECOND_CLOCK});</li>
 * <li>the median call overshoots its timeout by at most two wake-up costs
 *     (OVERSHOOT): the median overshoot of a block on another path
 *     ({@code WaitMethod.blockingBaselineFor}: {@code Object.wait} for the
 *     calls that park, {@code parkNanos} for those that wait on a monitor),
 *     10 ms on the same thread, taken in turn with the calls. One wake-up for
 *     the timer, one for the call's way into and out of its wait; a call that
 *     spun, or parked in slices, or woke twice, would cost more. A call that
 *     reports its timeout by throwing {@code TimeoutException} pays for the
 *     throw and the frames it unwinds on a CPU whose caches went cold while
 *     it was parked: that cost, the CPU time of the call itself with a
 *     timeout of zero in the same run, is added ({@link #wayOut}).</li>
 * </ul>
 * TimedCallTimeoutVirtual.java makes the same calls in a virtual thread.
 */
public class TimedCallTimeout {

    /** The timeout asked for. */
    static final long REQUESTED = 10_000_000L;

    /** Calls measured, after a tenth as many of warm-up (at least 5). */
    static final int COUNT = 50;

    /** What a call promises about the time it waits, from the {@code @run} line. */
    enum Promise {
        /** It waits its whole timeout. */
        TIMEOUT,
        /**
         * It waits until a deadline on the millisecond clock,
         * {@code currentTimeMillis() + 10}, which lies from 9 to 10 ms ahead:
         * it returns no sooner than 9 ms, and overshoots 10 ms by at most the
         * wake-up costs.
         */
        DEADLINE_ON_MILLISECOND_CLOCK;

        long earliest(long requested) {
            return this == TIMEOUT ? requested : requested - 1_000_000L;
        }

        long latest(long requested) {
            return requested;
        }

        String spec(TimedCall call) {
            return this == TIMEOUT
                    ? call.name() + " returns no sooner than its timeout when what it waits for does not come"
                    : call.name() + " returns no sooner than its deadline, currentTimeMillis() + 10 ms, which lies at"
                            + " least 9 ms ahead";
        }
    }

    public static void main(String[] args) throws InterruptedException {
        TimedCall call = TimedCall.of(args[0]);
        Promise promise = Promise.valueOf(args[1]);
        WaitMethod method = WaitMethod.ofTimedCall(call);
        System.out.println(call);
        LatencyBounds.checkBlocking(method, BaselineBlock.onThisThread(WaitMethod.blockingBaselineFor(method).name()),
                2, wayOut(call), promise.spec(call), promise::earliest, promise::latest, COUNT, REQUESTED);
    }

    /** Calls with a timeout of zero that measure a throwing call's way in and out. */
    static final int ZERO_TIMEOUT_CALLS = 20;

    /**
     * Measures, for a call that reports its timeout by throwing, what its way
     * in and out costs where the call pays for it: the call itself, made with
     * a timeout of zero right after a park of the requested time, so that it
     * runs on a CPU whose caches went cold as after its wait. With its time
     * already elapsed the call does not wait; what it costs is its way in
     * (a node, a lock, and for {@code Exchanger} the spin it makes before it
     * would park), the {@code TimeoutException} created and thrown, the
     * frames it unwinds on its way to the caller (a {@code finally} that
     * lets a lock go, a rethrow) and what the receiver does after a timeout
     * ({@code CyclicBarrier}'s reset). A throw caught in the frame that made
     * it costs less (doc/validation.md R30), so the call's own path is
     * measured, not a throw. What is measured is the CPU time of the call,
     * not its elapsed time: a way out that waits (a sleep or a park after the
     * deadline, the defect OVERSHOOT is there to find) takes no CPU while it
     * waits, so it is not counted in its own allowance. The calls run on a
     * platform thread of their own, whose CPU time the JVM reads, also when
     * the measured calls are a virtual thread's. The median of 20, a platform
     * fact of this run, is added to the bound; nothing for a call that
     * returns its timeout. The way in is counted with the way out, so the
     * bound of a call whose way in is long (the spin of {@code Exchanger})
     * is looser by it.
     *
     * @param call the timed call
     * @return the cost, or none
     * @throws InterruptedException if interrupted while the calls are measured
     * @throws IllegalStateException if the call with a timeout of zero returns
     *         what it waits for, or this JVM cannot read a thread's CPU time
     */
    static LatencyBounds.Cost wayOut(TimedCall call) throws InterruptedException {
        if (!call.throwsOnTimeout()) {
            return LatencyBounds.Cost.NONE;
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        if (!threads.isCurrentThreadCpuTimeSupported()) {
            throw new IllegalStateException("this JVM cannot read a thread's CPU time, which measures the way out of "
                    + call.name());
        }
        long[] costs = new long[ZERO_TIMEOUT_CALLS];
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread meter = new Thread(() -> {
            WaitMethod park = WaitMethod.of("parkNanos");
            try (TimedCall.Receiver receiver = call.newReceiver()) {
                for (int i = 0; i < costs.length; i++) {
                    park.await(REQUESTED);
                    long cpu0 = threads.getCurrentThreadCpuTime();
                    boolean came = receiver.call(0);
                    costs[i] = threads.getCurrentThreadCpuTime() - cpu0;
                    if (came) {
                        throw new IllegalStateException(call.name() + " with a timeout of zero returned what it"
                                + " waits for, which nothing released");
                    }
                }
            } catch (Throwable t) {
                failure.set(t);
            }
        }, "waitkit-way-out");
        meter.start();
        meter.join();
        if (failure.get() instanceof RuntimeException e) {
            throw e;
        } else if (failure.get() != null) {
            throw new IllegalStateException(call.name() + " with a timeout of zero: " + failure.get(), failure.get());
        }
        LatencySamples samples = LatencySamples.of(costs);
        System.out.println("CPU time of " + call.name() + " with a timeout of zero, right after a park of "
                + Units.nanos(REQUESTED) + ": " + samples);
        return new LatencyBounds.Cost(samples.median(), "the median CPU time of " + call.name()
                + " with a timeout of zero (its way in and out, the TimeoutException thrown to the caller) right"
                + " after a park of " + Units.nanos(REQUESTED) + ", measured in this run");
    }
}
