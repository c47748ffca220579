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

package org.waitkit.examples.plain;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.waitkit.examples.Retry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Retry's functional tests, as a library writes them. */
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
    void givesUpAfterItsAttempts() {
        AtomicInteger calls = new AtomicInteger();
        assertThrows(Retry.GaveUp.class, () -> Retry.withBackOff(() -> {
            calls.incrementAndGet();
            return Optional.empty();
        }, 5, Duration.ofMillis(1)));
        assertEquals(5, calls.get());
    }
}
