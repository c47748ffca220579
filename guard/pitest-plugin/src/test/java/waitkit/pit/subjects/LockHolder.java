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

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.Lock;

/** Holds a lock in a thread of its own until closed. Its own waits are untimed. */
public final class LockHolder implements AutoCloseable {

    private final CountDownLatch release = new CountDownLatch(1);
    private final Thread thread;

    private LockHolder(Lock lock) {
        CountDownLatch held = new CountDownLatch(1);
        thread = new Thread(() -> {
            lock.lock();
            try {
                held.countDown();
                release.await();
            } catch (InterruptedException e) {
                // ends
            } finally {
                lock.unlock();
            }
        });
        thread.setDaemon(true);
        thread.start();
        // uninterruptibly: a caller already interrupted meets its own wait next
        boolean interrupted = false;
        while (held.getCount() > 0) {
            try {
                held.await();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Holds a lock in another thread.
     *
     * @param lock the lock
     * @return the holder, the lock held
     */
    public static LockHolder holding(Lock lock) {
        return new LockHolder(lock);
    }

    /** Releases the lock, and joins the thread. */
    @Override
    public void close() throws InterruptedException {
        release.countDown();
        thread.join();
    }
}
