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

package waitkit.pit.subjects;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongConsumer;

/** Code that looks like a timed wait and is none, or is a wait the mutators do not take: none is mutated. */
public final class NotWaits {

    private NotWaits() {
    }

    public static String text() {
        return "Thread.sleep(50); LockSupport.parkNanos(1L); lock.wait(5)";
    }

    public static void userStaticSleep() {
        Napper.sleep(50L);
    }

    public static long userInstanceWaits() {
        Dozer dozer = new Dozer();
        dozer.sleep(50L);
        dozer.await(1L, TimeUnit.MILLISECONDS);
        Dozer.parkNanos(1L);
        Dozer.parkUntil(1L);
        return dozer.awaitNanos(1L);
    }

    public static void untimedAndHints() throws InterruptedException {
        Thread.yield();
        Thread.onSpinWait();
        LockSupport.unpark(Thread.currentThread());
        LockSupport.park();
        Object lock = new Object();
        synchronized (lock) {
            lock.notifyAll();
        }
    }

    /** Untimed joins and awaits, and Future.get(long, TimeUnit), which is not in the catalogue. */
    public static boolean otherWaits(Thread thread) throws Exception {
        thread.join();
        new CountDownLatch(0).await();
        return CompletableFuture.completedFuture(true).get(1L, TimeUnit.MILLISECONDS);
    }

    public static LongConsumer userReference() {
        return Napper::sleep;
    }
}
