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
 * @summary ArrayBlockingQueue.poll, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual ArrayBlockingQueue.poll PASS
 */

/*
 * @test id=ArrayBlockingQueue-offer
 * @summary ArrayBlockingQueue.offer, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual ArrayBlockingQueue.offer PASS
 */

/*
 * @test id=LinkedBlockingQueue-poll
 * @summary LinkedBlockingQueue.poll, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual LinkedBlockingQueue.poll PASS
 */

/*
 * @test id=LinkedBlockingQueue-offer
 * @summary LinkedBlockingQueue.offer, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual LinkedBlockingQueue.offer PASS
 */

/*
 * @test id=LinkedBlockingDeque-poll
 * @summary LinkedBlockingDeque.poll, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual LinkedBlockingDeque.poll PASS
 */

/*
 * @test id=LinkedBlockingDeque-offer
 * @summary LinkedBlockingDeque.offer, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual LinkedBlockingDeque.offer PASS
 */

/*
 * @test id=PriorityBlockingQueue-poll
 * @summary PriorityBlockingQueue.poll, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual PriorityBlockingQueue.poll PASS
 */

/*
 * @test id=DelayQueue-poll
 * @summary DelayQueue.poll, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual DelayQueue.poll PASS
 */

/*
 * @test id=DelayQueue-pollBeforeExpiry
 * @summary DelayQueue.pollBeforeExpiry, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual DelayQueue.pollBeforeExpiry PASS
 */

/*
 * @test id=SynchronousQueue-poll
 * @summary SynchronousQueue.poll, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual SynchronousQueue.poll PASS
 */

/*
 * @test id=SynchronousQueue-pollFair
 * @summary SynchronousQueue.pollFair, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual SynchronousQueue.pollFair PASS
 */

/*
 * @test id=SynchronousQueue-offer
 * @summary SynchronousQueue.offer, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual SynchronousQueue.offer PASS
 */

/*
 * @test id=SynchronousQueue-offerFair
 * @summary SynchronousQueue.offerFair, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual SynchronousQueue.offerFair PASS
 */

/*
 * @test id=LinkedTransferQueue-poll
 * @summary LinkedTransferQueue.poll, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual LinkedTransferQueue.poll PASS
 */

/*
 * @test id=LinkedTransferQueue-tryTransfer
 * @summary LinkedTransferQueue.tryTransfer, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual LinkedTransferQueue.tryTransfer PASS
 */

/*
 * @test id=FutureTask-get
 * @summary FutureTask.get, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual FutureTask.get PASS
 */

/*
 * @test id=CompletableFuture-get
 * @summary CompletableFuture.get, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual CompletableFuture.get PASS
 */

/*
 * @test id=ForkJoinTask-get
 * @summary ForkJoinTask.get, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual ForkJoinTask.get PASS
 */

/*
 * @test id=ThreadPoolExecutor-awaitTermination
 * @summary ThreadPoolExecutor.awaitTermination, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual ThreadPoolExecutor.awaitTermination PASS
 */

/*
 * @test id=ScheduledThreadPoolExecutor-awaitTermination
 * @summary ScheduledThreadPoolExecutor.awaitTermination, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual ScheduledThreadPoolExecutor.awaitTermination PASS
 */

/*
 * @test id=ForkJoinPool-awaitTermination
 * @summary ForkJoinPool.awaitTermination, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual ForkJoinPool.awaitTermination PASS
 */

/*
 * @test id=ReentrantLock-tryLock
 * @summary ReentrantLock.tryLock, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual ReentrantLock.tryLock PASS
 */

/*
 * @test id=ReentrantReadWriteLock-readLock-tryLock
 * @summary ReentrantReadWriteLock.readLock.tryLock, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual ReentrantReadWriteLock.readLock.tryLock PASS
 */

/*
 * @test id=ReentrantReadWriteLock-writeLock-tryLock
 * @summary ReentrantReadWriteLock.writeLock.tryLock, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual ReentrantReadWriteLock.writeLock.tryLock PASS
 */

/*
 * @test id=StampedLock-tryReadLock
 * @summary StampedLock.tryReadLock, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual StampedLock.tryReadLock PASS
 */

/*
 * @test id=StampedLock-tryWriteLock
 * @summary StampedLock.tryWriteLock, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual StampedLock.tryWriteLock PASS
 */

/*
 * @test id=Condition-awaitNanos
 * @summary Condition.awaitNanos, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual Condition.awaitNanos PASS
 */

/*
 * @test id=Condition-await
 * @summary Condition.await, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual Condition.await PASS
 */

/*
 * @test id=Condition-awaitUntil
 * @summary Condition.awaitUntil, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual Condition.awaitUntil PASS
 */

/*
 * @test id=Semaphore-tryAcquire
 * @summary Semaphore.tryAcquire, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual Semaphore.tryAcquire PASS
 */

/*
 * @test id=CountDownLatch-await
 * @summary CountDownLatch.await, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual CountDownLatch.await PASS
 */

/*
 * @test id=CyclicBarrier-await
 * @summary CyclicBarrier.await, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual CyclicBarrier.await PASS
 */

/*
 * @test id=Exchanger-exchange
 * @summary Exchanger.exchange, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual Exchanger.exchange PASS
 */

/*
 * @test id=Phaser-awaitAdvanceInterruptibly
 * @summary Phaser.awaitAdvanceInterruptibly, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual Phaser.awaitAdvanceInterruptibly PASS
 */

/*
 * @test id=Thread-join
 * @summary Thread.join, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual Thread.join PASS
 */

/*
 * @test id=Thread-joinDuration
 * @summary Thread.joinDuration, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @requires jdk.version.major >= 19
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual Thread.joinDuration PASS
 */

/*
 * @test id=ReferenceQueue-remove
 * @summary ReferenceQueue.remove, virtual thread, released: returns within its hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual ReferenceQueue.remove PASS
 */

/*
 * @test id=control-pollsEvery5ms
 * @summary Positive control, virtual thread: a call woken only by its own 5 ms poll is detected by OVERSHOOT
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallArrivalVirtual control-pollsEvery5ms OVERSHOOT
 */

import java.util.concurrent.atomic.AtomicReference;

import waitkit.measure.BaselineBlock;
import waitkit.scenario.Expectation;

/**
 * As TimedCallArrival, with the calls made in a virtual thread, and the
 * wake-up cost taken from the timed park of the same virtual thread:
 * {@code parkNanos(10 ms)} in turn with the calls, as TimedCallTimeoutVirtual
 * does. The calls wait through that park (those on a monitor through
 * {@code Object.wait}, which pins the carrier before JDK 24), and a release
 * reaches them through the scheduler's hand-off to a carrier, as the park's
 * timer does.
 */
public class TimedCallArrivalVirtual {

    public static void main(String[] args) throws Throwable {
        TimedCallArrival.Subject subject = TimedCallArrival.Subject.of(args[0]);
        Expectation expected = Expectation.parse(args[1]);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread vt = Thread.ofVirtual().name("waitkit-virtual-caller").start(() -> {
            try {
                TimedCallArrival.check("on a virtual thread", subject, expected, BaselineBlock.onThisThread("parkNanos"));
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
