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
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;

/**
 * A one-item hand-off between threads, the shape of a connection pool's
 * return of a connection to a waiting borrower (HikariCP's
 * {@code ConcurrentBag.requite}): the giver puts the item in the slot and
 * parks until the taker, having taken it, unparks it, or the timeout has
 * passed. On virtual threads the giver's wait decides whether its carrier is
 * free for the taker meanwhile.
 *
 * @param <T> the item's type
 */
public final class HandOff<T> {

    private final AtomicReference<T> slot = new AtomicReference<>();
    private volatile Thread taker;
    private volatile Thread giver;

    /**
     * Gives an item and waits until it was taken.
     *
     * @param item    the item
     * @param timeout how long to wait for a taker
     * @return whether a taker took it; if not, the item is withdrawn
     */
    public boolean give(T item, Duration timeout) {
        giver = Thread.currentThread();
        if (!slot.compareAndSet(null, item)) {
            throw new IllegalStateException("the slot is full");
        }
        Thread t = taker;
        if (t != null) {
            LockSupport.unpark(t);
        }
        long deadline = System.nanoTime() + timeout.toNanos();
        while (slot.get() == item) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return !slot.compareAndSet(item, null);
            }
            LockSupport.parkNanos(this, left);
        }
        return true;
    }

    /**
     * Takes the item given next, waiting for it as long as it takes.
     *
     * @return the item
     */
    public T take() {
        taker = Thread.currentThread();
        try {
            while (true) {
                T item = slot.getAndSet(null);
                if (item != null) {
                    Thread g = giver;
                    if (g != null) {
                        LockSupport.unpark(g);
                    }
                    return item;
                }
                LockSupport.park(this);
            }
        } finally {
            taker = null;
        }
    }
}
