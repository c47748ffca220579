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
 * @test
 * @summary In a virtual thread Thread.sleep(1) never returns early, overshoots at most 2 timer hand-offs
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm SleepLatencyVirtual 1
 */

import java.util.concurrent.atomic.AtomicReference;

import waitkit.WaitMethod;
import waitkit.judge.LatencyBounds;
import waitkit.measure.BaselineBlock;

/**
 * As SleepLatency, but the sleeping thread is virtual: the sleep unmounts it
 * from its carrier and a timer remounts it, a different path from a platform
 * thread's. A virtual thread's timed park schedules its unpark on a timer
 * thread (a ScheduledThreadPoolExecutor's thread in JDK 21, the
 * ForkJoinPool's delay scheduler from 25 on); at the deadline that thread
 * wakes from its own timed park and hands the virtual thread to the
 * scheduler, which wakes an idle carrier to mount it. The baseline is that
 * path built from platform threads, measured in turn with the virtual
 * thread's calls: a platform thread parked until a one-thread
 * ScheduledThreadPoolExecutor unparks it (BaselineBlock.timerHandOff). It
 * holds the same two wake-ups at what they cost on that path, which a count
 * of a bare timed park's wake-ups does not describe (the validation record,
 * R21, has the figures). As a platform sleep is allowed twice its one
 * wake-up, the virtual sleep is allowed twice the hand-off: once for the path and
 * once for what the virtual path adds, the mount of the continuation and the
 * JVM's way in and out.
 * SleepLatencyVirtualVariants.java requests 10 ms.
 *
 * <p>Arguments: the requested times in milliseconds.
 */
public class SleepLatencyVirtual {

    public static void main(String[] args) throws Throwable {
        long[] requested = SleepLatency.requested(args);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread vt = Thread.ofVirtual().name("waitkit-virtual-sleeper").start(() -> {
            try {
                LatencyBounds.checkBlocking(WaitMethod.of("sleep"), BaselineBlock.timerHandOff(), 2,
                        "Thread.sleep never returns before the requested time", r -> r, 100, requested);
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
