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
 * @summary ArrayBlockingQueue.poll, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival ArrayBlockingQueue.poll PASS
 */

/*
 * @test id=ArrayBlockingQueue-offer
 * @summary ArrayBlockingQueue.offer, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival ArrayBlockingQueue.offer PASS
 */

/*
 * @test id=LinkedBlockingQueue-poll
 * @summary LinkedBlockingQueue.poll, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival LinkedBlockingQueue.poll PASS
 */

/*
 * @test id=LinkedBlockingQueue-offer
 * @summary LinkedBlockingQueue.offer, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival LinkedBlockingQueue.offer PASS
 */

/*
 * @test id=LinkedBlockingDeque-poll
 * @summary LinkedBlockingDeque.poll, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival LinkedBlockingDeque.poll PASS
 */

/*
 * @test id=LinkedBlockingDeque-offer
 * @summary LinkedBlockingDeque.offer, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival LinkedBlockingDeque.offer PASS
 */

/*
 * @test id=PriorityBlockingQueue-poll
 * @summary PriorityBlockingQueue.poll, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival PriorityBlockingQueue.poll PASS
 */

/*
 * @test id=DelayQueue-poll
 * @summary DelayQueue.poll, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival DelayQueue.poll PASS
 */

/*
 * @test id=DelayQueue-pollBeforeExpiry
 * @summary DelayQueue.pollBeforeExpiry, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival DelayQueue.pollBeforeExpiry PASS
 */

/*
 * @test id=SynchronousQueue-poll
 * @summary SynchronousQueue.poll, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival SynchronousQueue.poll PASS
 */

/*
 * @test id=SynchronousQueue-pollFair
 * @summary SynchronousQueue.pollFair, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival SynchronousQueue.pollFair PASS
 */

/*
 * @test id=SynchronousQueue-offer
 * @summary SynchronousQueue.offer, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival SynchronousQueue.offer PASS
 */

/*
 * @test id=SynchronousQueue-offerFair
 * @summary SynchronousQueue.offerFair, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival SynchronousQueue.offerFair PASS
 */

/*
 * @test id=LinkedTransferQueue-poll
 * @summary LinkedTransferQueue.poll, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival LinkedTransferQueue.poll PASS
 */

/*
 * @test id=LinkedTransferQueue-tryTransfer
 * @summary LinkedTransferQueue.tryTransfer, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival LinkedTransferQueue.tryTransfer PASS
 */

/*
 * @test id=FutureTask-get
 * @summary FutureTask.get, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival FutureTask.get PASS
 */

/*
 * @test id=CompletableFuture-get
 * @summary CompletableFuture.get, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival CompletableFuture.get PASS
 */

/*
 * @test id=ForkJoinTask-get
 * @summary ForkJoinTask.get, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival ForkJoinTask.get PASS
 */

/*
 * @test id=ThreadPoolExecutor-awaitTermination
 * @summary ThreadPoolExecutor.awaitTermination, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival ThreadPoolExecutor.awaitTermination PASS
 */

/*
 * @test id=ScheduledThreadPoolExecutor-awaitTermination
 * @summary ScheduledThreadPoolExecutor.awaitTermination, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival ScheduledThreadPoolExecutor.awaitTermination PASS
 */

/*
 * @test id=ForkJoinPool-awaitTermination
 * @summary ForkJoinPool.awaitTermination, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival ForkJoinPool.awaitTermination PASS
 */

/*
 * @test id=ReentrantLock-tryLock
 * @summary ReentrantLock.tryLock, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival ReentrantLock.tryLock PASS
 */

/*
 * @test id=ReentrantReadWriteLock-readLock-tryLock
 * @summary ReentrantReadWriteLock.readLock.tryLock, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival ReentrantReadWriteLock.readLock.tryLock PASS
 */

/*
 * @test id=ReentrantReadWriteLock-writeLock-tryLock
 * @summary ReentrantReadWriteLock.writeLock.tryLock, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival ReentrantReadWriteLock.writeLock.tryLock PASS
 */

/*
 * @test id=StampedLock-tryReadLock
 * @summary StampedLock.tryReadLock, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival StampedLock.tryReadLock PASS
 */

/*
 * @test id=StampedLock-tryWriteLock
 * @summary StampedLock.tryWriteLock, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival StampedLock.tryWriteLock PASS
 */

/*
 * @test id=Condition-awaitNanos
 * @summary Condition.awaitNanos, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival Condition.awaitNanos PASS
 */

/*
 * @test id=Condition-await
 * @summary Condition.await, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival Condition.await PASS
 */

/*
 * @test id=Condition-awaitUntil
 * @summary Condition.awaitUntil, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival Condition.awaitUntil PASS
 */

/*
 * @test id=Semaphore-tryAcquire
 * @summary Semaphore.tryAcquire, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival Semaphore.tryAcquire PASS
 */

/*
 * @test id=CountDownLatch-await
 * @summary CountDownLatch.await, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival CountDownLatch.await PASS
 */

/*
 * @test id=CyclicBarrier-await
 * @summary CyclicBarrier.await, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival CyclicBarrier.await PASS
 */

/*
 * @test id=Exchanger-exchange
 * @summary Exchanger.exchange, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival Exchanger.exchange PASS
 */

/*
 * @test id=Phaser-awaitAdvanceInterruptibly
 * @summary Phaser.awaitAdvanceInterruptibly, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival Phaser.awaitAdvanceInterruptibly PASS
 */

/*
 * @test id=Thread-join
 * @summary Thread.join, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival Thread.join PASS
 */

/*
 * @test id=Thread-joinDuration
 * @summary Thread.joinDuration, released once it waits, returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 19
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival Thread.joinDuration PASS
 */

/*
 * @test id=ReferenceQueue-remove
 * @summary ReferenceQueue.remove, released once it waits, returns within its hand-offs
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival ReferenceQueue.remove PASS
 */

/*
 * @test id=control-pollsEvery5ms
 * @summary Positive control: a call woken only by its own poll every 5 ms is detected by OVERSHOOT
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrival control-pollsEvery5ms OVERSHOOT
 */

import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

import waitkit.TimedCall;
import waitkit.WaitMethod;
import waitkit.judge.LatencyBounds;
import waitkit.measure.ArrivalLatency;
import waitkit.measure.BaselineBlock;
import waitkit.measure.LatencySamples;
import waitkit.scenario.Expectation;

/**
 * A timed blocking call of java.util.concurrent (or {@code Thread.join},
 * {@code ReferenceQueue.remove}), asked to wait 10 s, and released by another
 * thread once it is parked ({@link ArrivalLatency}): an element put in the
 * queue, a permit given, a lock let go, a partner come. 50 calls after 5 of
 * warm-up, each on a receiver of its own ({@link TimedCall}), each followed
 * by a baseline block of 10 ms on the same thread:
 * <ul>
 * <li>PASS: every call was let go by its release, and the median call
 *     returned within the wake-ups on its way. A wake-up costs the median
 *     overshoot of the baseline block, a wait on another path than the
 *     call's ({@code WaitMethod.blockingBaselineFor}), whose wake-up is its
 *     timer's; a release wakes the call without a timer. A call the release
 *     reaches straight has one hand-off between threads on its way and is
 *     allowed two wake-ups, the second for the call's way out of its wait;
 *     a call let go by a relay ({@code TimedCall.relay()}: a lock's holder,
 *     a pool's thread, the joined thread) has two and is allowed three.</li>
 * <li>EARLY_RETURN: a call returned before it was seen waiting, so before
 *     its release: it did not wait for what was to come.</li>
 * <li>OVERSHOOT: a released call waited out its 10 s timeout (its wake-up was
 *     lost), or the median call returned later than its wake-ups explain: it
 *     was woken by a poll of its own, or by a later wake-up than the release's.
 *     Expected of the positive control, a call that parks in slices of 5 ms
 *     and looks for what came after each, which its release does not wake
 *     ({@code control-pollsEvery5ms}).</li>
 * </ul>
 * TimedCallArrivalVirtual.java makes the same calls in a virtual thread.
 */
public class TimedCallArrival {

    /** Calls measured, after a tenth as many of warm-up. */
    static final int COUNT = 50;

    /** The baseline block's length. */
    static final long BASELINE_NANOS = 10_000_000L;

    /** The name of the positive control on the {@code @run} line. */
    static final String CONTROL = "control-pollsEvery5ms";

    /**
     * What is released: a timed call of the catalogue, or the control.
     *
     * @param name      the name, for the message
     * @param relay     what stands between the release and the call, or {@code null}
     * @param receivers makes a receiver per call
     * @param path      the path the call waits through
     */
    record Subject(String name, String relay, Supplier<TimedCall.Receiver> receivers, WaitMethod.Path path) {

        static Subject of(String name) {
            if (name.equals(CONTROL)) {
                return new Subject("a call woken only by its own poll every 5 ms", null, PollingReceiver::new,
                        WaitMethod.Path.PARK);
            }
            TimedCall call = TimedCall.of(name);
            System.out.println(call + (call.relay() == null ? "" : ", let go by " + call.relay()));
            return new Subject(call.name(), call.relay(), call::newReceiver, call.path());
        }

        int handOffs() {
            return relay == null ? 1 : 2;
        }

        String way() {
            return relay == null ? "one hand-off, the release's to the call"
                    : "two hand-offs, the release's to " + relay + ", and that thread's to the call";
        }
    }

    /**
     * The positive control: a call that parks in slices of 5 ms, looking for
     * what came after each, and a release that leaves it there without an
     * unpark.
     */
    static final class PollingReceiver implements TimedCall.Receiver {
        private static final long SLICE = TimeUnit.MILLISECONDS.toNanos(5);
        private volatile boolean came;

        @Override
        public boolean call(long nanos) {
            long deadline = System.nanoTime() + nanos;
            while (!came && System.nanoTime() - deadline < 0) {
                LockSupport.parkNanos(this, SLICE);
            }
            return came;
        }

        @Override
        public void release() {
            came = true;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Subject subject = Subject.of(args[0]);
        Expectation expected = Expectation.parse(args[1]);
        BaselineBlock baseline = BaselineBlock.onThisThread(subject.path() == WaitMethod.Path.MONITOR
                ? "parkNanos" : "objectWait");
        check("on a platform thread", subject, expected, baseline);
    }

    /**
     * Measures each release and the baseline block in turn on the calling
     * thread, and judges the result against the expectation.
     *
     * @param where    the kind of thread, for the message
     * @param subject  what is released
     * @param expected PASS, or OVERSHOOT for the control
     * @param baseline the block whose overshoot is the wake-up cost
     * @throws InterruptedException if interrupted
     */
    static void check(String where, Subject subject, Expectation expected, BaselineBlock baseline)
            throws InterruptedException {
        long[] arrivals = new long[COUNT];
        long[] wakeUps = new long[COUNT];
        long[] early = new long[COUNT];
        int letGo = 0;
        int lost = 0;
        int returnedEarly = 0;
        try (ArrivalLatency arrival = new ArrivalLatency()) {
            for (int i = -COUNT / 10; i < COUNT; i++) {
                ArrivalLatency.Arrival a;
                try (TimedCall.Receiver receiver = subject.receivers().get()) {
                    a = arrival.measure(receiver);
                }
                long wakeUp = baseline.overshoot(BASELINE_NANOS);
                if (i < 0) {
                    continue;
                }
                wakeUps[i] = wakeUp;
                switch (a.outcome()) {
                    case LET_GO -> arrivals[letGo++] = a.nanos();
                    case LOST -> lost++;
                    case RETURNED_BEFORE_RELEASE -> early[returnedEarly++] = a.nanos();
                    default -> throw new AssertionError(a);
                }
            }
        }
        LatencySamples wakeUp = LatencySamples.of(wakeUps);
        System.out.println(subject.name() + ", from its release to its return: "
                + (letGo == 0 ? "none let go" : LatencySamples.of(Arrays.copyOf(arrivals, letGo)))
                + "; lost: " + lost + "; returned before their release: " + returnedEarly);
        System.out.println(baseline.describe(BASELINE_NANOS) + ", its overshoot: " + wakeUp);
        expected.judge(where, LatencyBounds.arrivalWithinWakeUps(subject.name(), subject.handOffs(),
                subject.way(), Arrays.copyOf(arrivals, letGo), lost, Arrays.copyOf(early, returnedEarly),
                ArrivalLatency.TIMEOUT_NANOS, wakeUp, baseline.describe(BASELINE_NANOS))).orThrow();
    }
}
