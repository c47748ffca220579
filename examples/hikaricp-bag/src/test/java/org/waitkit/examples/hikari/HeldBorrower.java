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

package org.waitkit.examples.hikari;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import com.zaxxer.hikari.util.ConcurrentBag;

/**
 * A virtual thread that borrows from a bag and is held where HikariCP issue
 * 2398's borrowers were when returning threads spun: counted among the bag's
 * waiters, not yet polling its hand-off queue. {@code borrow} counts the
 * waiter, finds nothing free and calls the bag's listener to ask for a new
 * item; the listener ({@link #listener()}) holds the borrower there until
 * {@link #letGo()}. A returning thread meanwhile finds a waiter and no
 * taker, and loops in {@code requite} or {@code unreserve} until the
 * borrower polls. Once let go, the borrower takes the item, returns it and ends.
 */
final class HeldBorrower {

    /** How long a borrower waits for an item, and the test for a borrower: far beyond a slice. */
    private static final long TIMEOUT_SECONDS = 10;

    private static final ThreadLocal<HeldBorrower> CURRENT = new ThreadLocal<>();

    private final ConcurrentBag<Item> bag;
    private final CountDownLatch counted = new CountDownLatch(1);
    private final CountDownLatch letGo = new CountDownLatch(1);
    private final AtomicReference<Object> outcome = new AtomicReference<>();
    private final Thread thread;

    private HeldBorrower(ConcurrentBag<Item> bag) {
        this.bag = bag;
        this.thread = Thread.ofVirtual().name("held-borrower").unstarted(this::borrowAndReturn);
    }

    /**
     * The bag's listener: holds a held borrower until it is let go, and
     * returns at once for any other thread.
     *
     * @return the listener to construct the bag with
     */
    static ConcurrentBag.IBagStateListener listener() {
        return waiting -> {
            HeldBorrower b = CURRENT.get();
            if (b != null) {
                b.counted.countDown();
                try {
                    if (!b.letGo.await(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                        throw new IllegalStateException("the held borrower was not let go within "
                                + TIMEOUT_SECONDS + " s");
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("the held borrower was interrupted", e);
                }
            }
        };
    }

    /**
     * Starts a borrower and returns once the bag counts it as a waiter.
     *
     * @param bag a bag with no free item, made with {@link #listener()}
     * @return the borrower, held
     * @throws InterruptedException if interrupted while it starts
     */
    static HeldBorrower startOn(ConcurrentBag<Item> bag) throws InterruptedException {
        HeldBorrower b = new HeldBorrower(bag);
        b.thread.start();
        if (!b.counted.await(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            throw new IllegalStateException("the borrower did not reach the bag's listener within " + TIMEOUT_SECONDS
                    + " s: " + b.outcome.get());
        }
        return b;
    }

    /**
     * Lets the borrower poll the hand-off queue, and waits until it has
     * taken an item and returned it.
     *
     * @throws InterruptedException if interrupted while it waits
     */
    void letGo() throws InterruptedException {
        letGo.countDown();
        if (!thread.join(java.time.Duration.ofSeconds(TIMEOUT_SECONDS))) {
            throw new IllegalStateException("the borrower did not end within " + TIMEOUT_SECONDS + " s of being let go");
        }
        Object o = outcome.get();
        if (!(o instanceof Item)) {
            throw new IllegalStateException("the borrower did not get an item: " + o);
        }
    }

    private void borrowAndReturn() {
        CURRENT.set(this);
        try {
            Item item = bag.borrow(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            CURRENT.remove();
            outcome.set(item == null ? "borrow timed out after " + TIMEOUT_SECONDS + " s" : item);
            if (item != null) {
                bag.requite(item);
            }
        } catch (InterruptedException | RuntimeException e) {
            outcome.set(e);
        } finally {
            CURRENT.remove();
            counted.countDown();
        }
    }
}
