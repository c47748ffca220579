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

/**
 * A thread that is alive until closed: a thread to join that a timed join
 * leaves alive. Its own waits are untimed ({@code await()}, {@code join()}),
 * which no mutator takes.
 */
public final class BlockedThread extends Thread implements AutoCloseable {

    private final CountDownLatch release = new CountDownLatch(1);

    private BlockedThread() {
        setDaemon(true);
    }

    /**
     * Starts one.
     *
     * @return the thread, alive
     */
    public static BlockedThread started() {
        BlockedThread t = new BlockedThread();
        t.start();
        return t;
    }

    @Override
    public void run() {
        try {
            release.await();
        } catch (InterruptedException e) {
            // ends
        }
    }

    /** Lets the thread end, and joins it. */
    @Override
    public void close() throws InterruptedException {
        release.countDown();
        join();
    }
}
