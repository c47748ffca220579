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

package org.waitkit.examples.asserting;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.waitkit.examples.Retry;

import waitkit.assertions.WaitAssertions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

/**
 * Retry's tests with the kit's assertions. A counted retry is a budget: five
 * attempts with back-offs of 1, 2, 4 and 8 ms stand for at least 15 ms, and
 * a retry that gives up sooner has had its waits return early
 * (BUDGET_COLLAPSE), which a sleep never does.
 */
class RetryTest {

    @Test
    void returnsTheFirstValueAnAttemptGives() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        String value = Retry.withBackOff(() -> calls.incrementAndGet() < 3 ? Optional.empty() : Optional.of("ok"), 10,
                Duration.ofMillis(1));
        assertEquals("ok", value);
        assertEquals(3, calls.get());
    }

    @Test
    void givesUpNoSoonerThanItsBackOffs() {
        AtomicInteger calls = new AtomicInteger();
        WaitAssertions.GiveUp<Void> gaveUp = WaitAssertions.assertGivesUpNoSoonerThan(Duration.ofMillis(1 + 2 + 4 + 8),
                () -> Retry.withBackOff(() -> {
                    calls.incrementAndGet();
                    return Optional.empty();
                }, 5, Duration.ofMillis(1)));
        assertInstanceOf(Retry.GaveUp.class, gaveUp.thrown());
        assertEquals(5, calls.get());
    }
}
