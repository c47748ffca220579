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
 * @summary ArrayBlockingQueue.poll, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual ArrayBlockingQueue.poll TIMEOUT
 */

/*
 * @test id=ArrayBlockingQueue-offer
 * @summary ArrayBlockingQueue.offer, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual ArrayBlockingQueue.offer TIMEOUT
 */

/*
 * @test id=LinkedBlockingQueue-poll
 * @summary LinkedBlockingQueue.poll, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual LinkedBlockingQueue.poll TIMEOUT
 */

/*
 * @test id=LinkedBlockingQueue-offer
 * @summary LinkedBlockingQueue.offer, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual LinkedBlockingQueue.offer TIMEOUT
 */

/*
 * @test id=LinkedBlockingDeque-poll
 * @summary LinkedBlockingDeque.poll, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual LinkedBlockingDeque.poll TIMEOUT
 */

/*
 * @test id=LinkedBlockingDeque-offer
 * @summary LinkedBlockingDeque.offer, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual LinkedBlockingDeque.offer TIMEOUT
 */

/*
 * @test id=PriorityBlockingQueue-poll
 * @summary PriorityBlockingQueue.poll, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual PriorityBlockingQueue.poll TIMEOUT
 */

/*
 * @test id=DelayQueue-poll
 * @summary DelayQueue.poll, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual DelayQueue.poll TIMEOUT
 */

/*
 * @test id=DelayQueue-pollBeforeExpiry
 * @summary DelayQueue.pollBeforeExpiry, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual DelayQueue.pollBeforeExpiry TIMEOUT
 */

/*
 * @test id=SynchronousQueue-poll
 * @summary SynchronousQueue.poll, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual SynchronousQueue.poll TIMEOUT
 */

/*
 * @test id=SynchronousQueue-pollFair
 * @summary SynchronousQueue.pollFair, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual SynchronousQueue.pollFair TIMEOUT
 */

/*
 * @test id=SynchronousQueue-offer
 * @summary SynchronousQueue.offer, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual SynchronousQueue.offer TIMEOUT
 */

/*
 * @test id=SynchronousQueue-offerFair
 * @summary SynchronousQueue.offerFair, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual SynchronousQueue.offerFair TIMEOUT
 */

/*
 * @test id=LinkedTransferQueue-poll
 * @summary LinkedTransferQueue.poll, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual LinkedTransferQueue.poll TIMEOUT
 */

/*
 * @test id=LinkedTransferQueue-tryTransfer
 * @summary LinkedTransferQueue.tryTransfer, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual LinkedTransferQueue.tryTransfer TIMEOUT
 */

/*
 * @test id=FutureTask-get
 * @summary FutureTask.get, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual FutureTask.get TIMEOUT
 */

/*
 * @test id=CompletableFuture-get
 * @summary CompletableFuture.get, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual CompletableFuture.get TIMEOUT
 */

/*
 * @test id=ForkJoinTask-get
 * @summary ForkJoinTask.get, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual ForkJoinTask.get TIMEOUT
 */

/*
 * @test id=ThreadPoolExecutor-awaitTermination
 * @summary ThreadPoolExecutor.awaitTermination, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual ThreadPoolExecutor.awaitTermination TIMEOUT
 */

/*
 * @test id=ScheduledThreadPoolExecutor-awaitTermination
 * @summary ScheduledThreadPoolExecutor.awaitTermination, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual ScheduledThreadPoolExecutor.awaitTermination TIMEOUT
 */

/*
 * @test id=ForkJoinPool-awaitTermination
 * @summary ForkJoinPool.awaitTermination, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual ForkJoinPool.awaitTermination TIMEOUT
 */

/*
 * @test id=ReentrantLock-tryLock
 * @summary ReentrantLock.tryLock, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual ReentrantLock.tryLock TIMEOUT
 */

/*
 * @test id=ReentrantReadWriteLock-readLock-tryLock
 * @summary ReentrantReadWriteLock.readLock.tryLock, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual ReentrantReadWriteLock.readLock.tryLock TIMEOUT
 */

/*
 * @test id=ReentrantReadWriteLock-writeLock-tryLock
 * @summary ReentrantReadWriteLock.writeLock.tryLock, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual ReentrantReadWriteLock.writeLock.tryLock TIMEOUT
 */

/*
 * @test id=StampedLock-tryReadLock
 * @summary StampedLock.tryReadLock, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual StampedLock.tryReadLock TIMEOUT
 */

/*
 * @test id=StampedLock-tryWriteLock
 * @summary StampedLock.tryWriteLock, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual StampedLock.tryWriteLock TIMEOUT
 */

/*
 * @test id=Condition-awaitNanos
 * @summary Condition.awaitNanos, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual Condition.awaitNanos TIMEOUT
 */

/*
 * @test id=Condition-await
 * @summary Condition.await, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual Condition.await TIMEOUT
 */

/*
 * @test id=Condition-awaitUntil
 * @summary Condition.awaitUntil, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual Condition.awaitUntil DEADLINE_ON_MILLISECOND_CLOCK
 */

/*
 * @test id=Semaphore-tryAcquire
 * @summary Semaphore.tryAcquire, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual Semaphore.tryAcquire TIMEOUT
 */

/*
 * @test id=CountDownLatch-await
 * @summary CountDownLatch.await, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual CountDownLatch.await TIMEOUT
 */

/*
 * @test id=CyclicBarrier-await
 * @summary CyclicBarrier.await, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual CyclicBarrier.await TIMEOUT
 */

/*
 * @test id=Exchanger-exchange
 * @summary Exchanger.exchange, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual Exchanger.exchange TIMEOUT
 */

/*
 * @test id=Phaser-awaitAdvanceInterruptibly
 * @summary Phaser.awaitAdvanceInterruptibly, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual Phaser.awaitAdvanceInterruptibly TIMEOUT
 */

/*
 * @test id=Thread-join
 * @summary Thread.join, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual Thread.join TIMEOUT
 */

/*
 * @test id=Thread-joinDuration
 * @summary Thread.joinDuration, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @requires jdk.version.major >= 19
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual Thread.joinDuration TIMEOUT
 */

/*
 * @test id=ReferenceQueue-remove
 * @summary ReferenceQueue.remove, virtual thread: never early, at most 2 wake-ups late
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallTimeoutVirtual ReferenceQueue.remove TIMEOUT
 */

import java.util.concurrent.atomic.AtomicReference;

import waitkit.TimedCall;
import waitkit.WaitMethod;
import waitkit.judge.LatencyBounds;
import waitkit.measure.BaselineBlock;

/**
 * As TimedCallTimeout, with the calls made in a virtual thread, judged
 * against the timed park of the same virtual thread: {@code parkNanos(10 ms)}
 * taken in turn with the calls. The calls wait through that park (those on a
 * monitor, {@code Thread.join} and {@code ReferenceQueue.remove}, through
 * {@code Object.wait}, which pins the carrier before JDK 24), so what is
 * judged is the call's own layer: one wake-up cost for the park, as the
 * baseline measures it (the scheduler's timer thread, then a carrier), and
 * one for the call's way into and out of it; a call that parked in slices,
 * woke twice or spun would cost more; a call that throws on its timeout
 * has its way out's measured cost added, as on a platform thread. The virtual park's own wake-up is
 * judged against a platform thread's by SleepLatencyVirtual, whose sleep
 * takes the same park.
 */
public class TimedCallTimeoutVirtual {

    public static void main(String[] args) throws Throwable {
        TimedCall call = TimedCall.of(args[0]);
        TimedCallTimeout.Promise promise = TimedCallTimeout.Promise.valueOf(args[1]);
        WaitMethod method = WaitMethod.ofTimedCall(call);
        System.out.println(call);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread vt = Thread.ofVirtual().name("waitkit-virtual-caller").start(() -> {
            try {
                LatencyBounds.checkBlocking(method, BaselineBlock.onThisThread("parkNanos"), 2,
                        TimedCallTimeout.wayOut(call), promise.spec(call), promise::earliest, promise::latest,
                        TimedCallTimeout.COUNT, TimedCallTimeout.REQUESTED);
            } catch (Throwable t) {
                failure.set(t);
            }
        });
        vt.join();
        if (failure.get() != null) {
            throw failure.get();
        }
    }
}
