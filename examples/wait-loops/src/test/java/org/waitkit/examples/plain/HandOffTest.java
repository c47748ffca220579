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
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.waitkit.examples.HandOff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** HandOff's functional tests, as a library writes them, on platform and on virtual threads. */
class HandOffTest {

    private static void handsOver(Thread.Builder builder) throws Exception {
        HandOff<String> handOff = new HandOff<>();
        AtomicReference<String> taken = new AtomicReference<>();
        Thread taker = builder.start(() -> {
            for (int i = 0; i < 100; i++) {
                taken.set(handOff.take());
            }
        });
        for (int i = 0; i < 100; i++) {
            assertTrue(handOff.give("item " + i, Duration.ofSeconds(5)), "item " + i + " was not taken");
        }
        taker.join();
        assertEquals("item 99", taken.get());
    }

    @Test
    void handsOverBetweenPlatformThreads() throws Exception {
        handsOver(Thread.ofPlatform());
    }

    @Test
    void handsOverBetweenVirtualThreads() throws Exception {
        AtomicReference<Throwable> failed = new AtomicReference<>();
        Thread giver = Thread.ofVirtual().start(() -> {
            try {
                handsOver(Thread.ofVirtual());
            } catch (Throwable e) {
                failed.set(e);
            }
        });
        giver.join();
        if (failed.get() != null) {
            throw new AssertionError(failed.get());
        }
    }

    @Test
    void withdrawsAnItemNobodyTakes() {
        HandOff<String> handOff = new HandOff<>();
        assertFalse(handOff.give("item", Duration.ofMillis(50)));
    }
}
