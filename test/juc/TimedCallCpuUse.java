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
 * @summary ArrayBlockingQueue.poll leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse ArrayBlockingQueue.poll
 */

/*
 * @test id=ArrayBlockingQueue-offer
 * @summary ArrayBlockingQueue.offer leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse ArrayBlockingQueue.offer
 */

/*
 * @test id=LinkedBlockingQueue-poll
 * @summary LinkedBlockingQueue.poll leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse LinkedBlockingQueue.poll
 */

/*
 * @test id=LinkedBlockingQueue-offer
 * @summary LinkedBlockingQueue.offer leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse LinkedBlockingQueue.offer
 */

/*
 * @test id=LinkedBlockingDeque-poll
 * @summary LinkedBlockingDeque.poll leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse LinkedBlockingDeque.poll
 */

/*
 * @test id=LinkedBlockingDeque-offer
 * @summary LinkedBlockingDeque.offer leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse LinkedBlockingDeque.offer
 */

/*
 * @test id=PriorityBlockingQueue-poll
 * @summary PriorityBlockingQueue.poll leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse PriorityBlockingQueue.poll
 */

/*
 * @test id=DelayQueue-poll
 * @summary DelayQueue.poll leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse DelayQueue.poll
 */

/*
 * @test id=DelayQueue-pollBeforeExpiry
 * @summary DelayQueue.pollBeforeExpiry leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse DelayQueue.pollBeforeExpiry
 */

/*
 * @test id=SynchronousQueue-poll
 * @summary SynchronousQueue.poll leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse SynchronousQueue.poll
 */

/*
 * @test id=SynchronousQueue-pollFair
 * @summary SynchronousQueue.pollFair leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse SynchronousQueue.pollFair
 */

/*
 * @test id=SynchronousQueue-offer
 * @summary SynchronousQueue.offer leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse SynchronousQueue.offer
 */

/*
 * @test id=SynchronousQueue-offerFair
 * @summary SynchronousQueue.offerFair leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse SynchronousQueue.offerFair
 */

/*
 * @test id=LinkedTransferQueue-poll
 * @summary LinkedTransferQueue.poll leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse LinkedTransferQueue.poll
 */

/*
 * @test id=LinkedTransferQueue-tryTransfer
 * @summary LinkedTransferQueue.tryTransfer leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse LinkedTransferQueue.tryTransfer
 */

/*
 * @test id=FutureTask-get
 * @summary FutureTask.get leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse FutureTask.get
 */

/*
 * @test id=CompletableFuture-get
 * @summary CompletableFuture.get leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse CompletableFuture.get
 */

/*
 * @test id=ForkJoinTask-get
 * @summary ForkJoinTask.get leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse ForkJoinTask.get
 */

/*
 * @test id=ThreadPoolExecutor-awaitTermination
 * @summary ThreadPoolExecutor.awaitTermination leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse ThreadPoolExecutor.awaitTermination
 */

/*
 * @test id=ScheduledThreadPoolExecutor-awaitTermination
 * @summary ScheduledThreadPoolExecutor.awaitTermination leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse ScheduledThreadPoolExecutor.awaitTermination
 */

/*
 * @test id=ForkJoinPool-awaitTermination
 * @summary ForkJoinPool.awaitTermination leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse ForkJoinPool.awaitTermination
 */

/*
 * @test id=ReentrantLock-tryLock
 * @summary ReentrantLock.tryLock leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse ReentrantLock.tryLock
 */

/*
 * @test id=ReentrantReadWriteLock-readLock-tryLock
 * @summary ReentrantReadWriteLock.readLock.tryLock leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse ReentrantReadWriteLock.readLock.tryLock
 */

/*
 * @test id=ReentrantReadWriteLock-writeLock-tryLock
 * @summary ReentrantReadWriteLock.writeLock.tryLock leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse ReentrantReadWriteLock.writeLock.tryLock
 */

/*
 * @test id=StampedLock-tryReadLock
 * @summary StampedLock.tryReadLock leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse StampedLock.tryReadLock
 */

/*
 * @test id=StampedLock-tryWriteLock
 * @summary StampedLock.tryWriteLock leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse StampedLock.tryWriteLock
 */

/*
 * @test id=Condition-awaitNanos
 * @summary Condition.awaitNanos leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse Condition.awaitNanos
 */

/*
 * @test id=Condition-await
 * @summary Condition.await leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse Condition.await
 */

/*
 * @test id=Condition-awaitUntil
 * @summary Condition.awaitUntil leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse Condition.awaitUntil
 */

/*
 * @test id=Semaphore-tryAcquire
 * @summary Semaphore.tryAcquire leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse Semaphore.tryAcquire
 */

/*
 * @test id=CountDownLatch-await
 * @summary CountDownLatch.await leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse CountDownLatch.await
 */

/*
 * @test id=CyclicBarrier-await
 * @summary CyclicBarrier.await leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse CyclicBarrier.await
 */

/*
 * @test id=Exchanger-exchange
 * @summary Exchanger.exchange leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse Exchanger.exchange
 */

/*
 * @test id=Phaser-awaitAdvanceInterruptibly
 * @summary Phaser.awaitAdvanceInterruptibly leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse Phaser.awaitAdvanceInterruptibly
 */

/*
 * @test id=Thread-join
 * @summary Thread.join leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse Thread.join
 */

/*
 * @test id=Thread-joinDuration
 * @summary Thread.joinDuration leaves the CPU while it waits for what does not come
 * @key timing
 * @requires jdk.version.major >= 19
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse Thread.joinDuration
 */

/*
 * @test id=ReferenceQueue-remove
 * @summary ReferenceQueue.remove leaves the CPU while it waits for what does not come
 * @key timing
 * @requires waitkit.schedstat
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm TimedCallCpuUse ReferenceQueue.remove
 */

import waitkit.TimedCall;
import waitkit.WaitMethod;
import waitkit.judge.CpuUseBounds;

/**
 * A timed blocking call of java.util.concurrent (or {@code Thread.join},
 * {@code ReferenceQueue.remove}) on a receiver where what it waits for never
 * comes ({@link TimedCall}), asked to wait 10 ms a call, leaves the CPU while
 * it waits (CPU_USE): its share of 200 ms on a CPU is at most a tenth of the
 * way from a block's to a spin's, both measured side by side with it in this
 * run, as CpuUseContract judges the wait primitives ({@link CpuUseBounds}).
 * A call that spun before parking for 2 ms of its 10 ms, or that parked in
 * slices far shorter than its timeout, would fail.
 */
public class TimedCallCpuUse {

    public static void main(String[] args) throws InterruptedException {
        TimedCall call = TimedCall.of(args[0]);
        System.out.println(call);
        CpuUseBounds.check(WaitMethod.ofTimedCall(call), CpuUseBounds.Expected.BLOCKS);
    }
}
