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

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;

import com.zaxxer.hikari.util.ConcurrentBag;
import org.junit.jupiter.api.Test;

import waitkit.assertions.WaitAssertions;
import waitkit.assertions.WaitAssertions.ThrowingRunnable;

/**
 * HikariCP issues 2329 and 2398 as regression tests. A virtual thread that
 * returns an item to the bag ({@code requite}, or {@code unreserve} after a
 * keepalive's {@code reserve}) while a borrower is counted among the waiters
 * but not yet polling ({@link HeldBorrower}) loops until the borrower takes
 * the item. Before 7.1.0 the loop yields, and parks 10 µs once in 256 rounds;
 * from 7.1.0 it parks 10 µs every round on a virtual thread
 * ({@link HikariRelease}). Each test states its outcome by release:
 * <ul>
 * <li>{@code ...HoldsItsCarriersBefore710}, the issues reproduced: before
 *     7.1.0 a positive control, detected by CPU_USE: the returning thread's
 *     carriers were on a CPU far more than a tenth of the way from a block
 *     to a spin. Detection is the expected outcome and the test passes; a
 *     pass, or another failure, fails it. Skipped from 7.1.0, whose 10 µs
 *     poll sits too near that bound for either outcome to be a control: a
 *     tenth of the way is 0.09-0.12 of a CPU, the poll took 0.12-0.32 under
 *     load (doc/validation.md R15). No release leaves its carriers as a
 *     blocked thread does; 7.1.0 takes about a third of what 7.0.2 takes.</li>
 * <li>{@code ...PollsRatherThanSpinsFrom710}: from 7.1.0 the
 *     loop must poll as the 10 µs poll it is written as does, rather than
 *     spin (PASS); a park made a yield, a {@code sleep(0)}, a spin or
 *     nothing fails with CPU_USE. Skipped before 7.1.0, whose loop mixes 255 yields with a park,
 *     which a thread's state does not tell from a poll every time.</li>
 * <li>{@code aBorrowerWaitingForAnItemLeavesItsCarrierOnEveryRelease}, the
 *     negative control of the rig: the borrower's own wait, a poll of the
 *     hand-off queue, leaves its carrier on every release.</li>
 * </ul>
 * The surefire configuration gives the virtual threads two carriers.
 */
class ReturnOnVirtualThreadsTest {

    private static final Duration WINDOW = Duration.ofMillis(250);

    /** The park of HikariCP's returning loops between offers: MICROSECONDS.toNanos(10). */
    private static final Duration HIKARI_PARK = Duration.ofNanos(10_000);

    private static final ThreadFactory VIRTUAL = Thread.ofVirtual().factory();

    /** How a returning loop is entered: an item in hand, a borrower counted and held, then the return. */
    private interface Return {
        void enter(ConcurrentBag<Item> bag, Item item, HeldBorrower[] borrower) throws Exception;
    }

    private static final Return REQUITE = (bag, item, borrower) -> {
        assertTrue(item.compareAndSet(Item.STATE_NOT_IN_USE, Item.STATE_IN_USE), "the item was not free: " + item);
        borrower[0] = HeldBorrower.startOn(bag);
        bag.requite(item);
    };

    private static final Return UNRESERVE = (bag, item, borrower) -> {
        assertTrue(bag.reserve(item), "the item could not be reserved: " + item);
        borrower[0] = HeldBorrower.startOn(bag);
        bag.unreserve(item);
    };

    @Test
    void requiteHoldsItsCarriersBefore710() throws Exception {
        expectCpuUse("requite", holdsItsCarriers(REQUITE));
    }

    @Test
    void unreserveHoldsItsCarriersBefore710() throws Exception {
        expectCpuUse("unreserve", holdsItsCarriers(UNRESERVE));
    }

    @Test
    void requitePollsRatherThanSpinsFrom710() throws Exception {
        pollsRatherThanSpins("requite", REQUITE);
    }

    @Test
    void unreservePollsRatherThanSpinsFrom710() throws Exception {
        pollsRatherThanSpins("unreserve", UNRESERVE);
    }

    @Test
    void aBorrowerWaitingForAnItemLeavesItsCarrierOnEveryRelease() {
        ConcurrentBag<Item> bag = new ConcurrentBag<>(HeldBorrower.listener());
        Item item = new Item();
        bag.add(item);
        assertTrue(item.compareAndSet(Item.STATE_NOT_IN_USE, Item.STATE_IN_USE), "the item was not free");
        WaitAssertions.assertLeavesTheCpu(WINDOW, VIRTUAL,
                () -> assertNotNull(bag.borrow(10, TimeUnit.SECONDS), "the borrower got no item within 10 s"),
                () -> bag.requite(item));
    }

    private static ThrowingRunnable holdsItsCarriers(Return loop) {
        ConcurrentBag<Item> bag = new ConcurrentBag<>(HeldBorrower.listener());
        Item item = new Item();
        bag.add(item);
        HeldBorrower[] borrower = new HeldBorrower[1];
        return () -> WaitAssertions.assertLeavesTheCpu(WINDOW, VIRTUAL, () -> loop.enter(bag, item, borrower),
                () -> borrower[0].letGo());
    }

    private static void pollsRatherThanSpins(String name, Return loop) throws Exception {
        assumeFalse(HikariRelease.yieldsOnVirtualThreads(), "HikariCP " + HikariRelease.VERSION + "'s " + name
                + " yields on a virtual thread, 255 rounds to a park: not judged against a poll");
        ConcurrentBag<Item> bag = new ConcurrentBag<>(HeldBorrower.listener());
        Item item = new Item();
        bag.add(item);
        HeldBorrower[] borrower = new HeldBorrower[1];
        System.out.println("HikariCP " + HikariRelease.VERSION + " parks in " + name + " on a virtual thread:"
                + " expected PASS");
        WaitAssertions.assertPollsRatherThanSpins(HIKARI_PARK, WINDOW, VIRTUAL,
                () -> loop.enter(bag, item, borrower), () -> borrower[0].letGo());
    }

    // A positive control before 7.1.0: the assertion must fail, and with CPU_USE.
    private static void expectCpuUse(String name, ThrowingRunnable assertion) throws Exception {
        assumeTrue(HikariRelease.yieldsOnVirtualThreads(), "HikariCP " + HikariRelease.VERSION + "'s " + name
                + " parks 10 µs a round on a virtual thread, near the bound of a blocked thread's carrier:"
                + " judged against its poll instead");
        String expected = "HikariCP " + HikariRelease.VERSION + "'s " + name + " on a virtual thread, a yield loop"
                + " (before " + HikariRelease.PARKS_FROM + "): expected CPU_USE";
        try {
            assertion.run();
        } catch (AssertionError e) {
            if (String.valueOf(e.getMessage()).startsWith("CPU_USE: ")) {
                System.out.println("DETECTED, as expected: " + expected);
                return;
            }
            throw new AssertionError(expected + ", got: " + e.getMessage(), e);
        }
        fail(expected + ", but the assertion passed (its PASS line is above)");
    }
}
