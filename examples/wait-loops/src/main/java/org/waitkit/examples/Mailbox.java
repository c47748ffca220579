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

package org.waitkit.examples;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * A one-item mailbox on a monitor, the oldest shape of a wait loop: the
 * taker waits in {@code Object.wait(timeout)} until an item is put or its
 * time is up, the putter puts and notifies. While it waits, the taker has
 * given up the monitor that the putter needs to put.
 *
 * @param <T> the item's type
 */
public final class Mailbox<T> {

    private T item;

    /**
     * Takes the item, waiting for one as long as the timeout.
     *
     * @param timeout how long to wait
     * @return the item, or {@code null} if none came in time
     * @throws InterruptedException if interrupted while waiting
     */
    public synchronized T take(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (item == null) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return null;
            }
            // wait(0) would wait for ever: at least a millisecond
            wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
        }
        T taken = item;
        item = null;
        return taken;
    }

    /**
     * Puts an item for a taker.
     *
     * @param item the item
     * @throws IllegalStateException if the mailbox holds one already
     */
    public synchronized void put(T item) {
        if (this.item != null) {
            throw new IllegalStateException("the mailbox is full");
        }
        this.item = item;
        notifyAll();
    }
}
