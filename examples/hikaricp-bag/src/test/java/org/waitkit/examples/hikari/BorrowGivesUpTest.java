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

import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

import com.zaxxer.hikari.util.ConcurrentBag;
import org.junit.jupiter.api.Test;

import waitkit.assertions.WaitAssertions;

/**
 * A borrower that finds nothing free waits for an item in the bag's hand-off
 * queue, a timed {@code SynchronousQueue.poll}, and gives up with
 * {@code null} once its timeout has passed. A timed poll returns empty only
 * when its waiting time has elapsed (its specification), so the borrower
 * cannot give up sooner, and the time it took is time it waited (parked,
 * {@code TIMED_WAITING}): {@code assertGivesUpNoSoonerThan} judges both.
 * The same on every release: PASS. A poll made non-blocking, or a spin hint
 * or a yield before one, gives up in microseconds: BUDGET_COLLAPSE.
 */
class BorrowGivesUpTest {

    /** The borrower's timeout: well above the millisecond the JVM accounts waiting in. */
    private static final Duration TIMEOUT = Duration.ofMillis(100);

    /**
     * The first borrow of a JVM loads and links the classes of the poll's
     * path after its deadline is set, so part of its timeout is spent
     * RUNNABLE, not waiting (on Temurin 25: 99 ms of 101 ms waited in a
     * first {@code SynchronousQueue.poll(100 ms)}, 100 of 100.3 afterwards).
     */
    private static final Duration FIRST_BORROW = Duration.ofMillis(1);

    @Test
    void aBorrowerWithNothingFreeGivesUpNoSoonerThanItsTimeout() throws InterruptedException {
        ConcurrentBag<Item> bag = new ConcurrentBag<>(HeldBorrower.listener());
        assertNull(bag.borrow(FIRST_BORROW.toNanos(), TimeUnit.NANOSECONDS), "an empty bag lent an item");
        WaitAssertions.GiveUp<Item> gaveUp = WaitAssertions.assertGivesUpNoSoonerThan(TIMEOUT,
                () -> bag.borrow(TIMEOUT.toNanos(), TimeUnit.NANOSECONDS));
        assertNull(gaveUp.result(), "an empty bag lent an item");
    }
}
