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
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;
import org.waitkit.examples.DeadlinePoll;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** DeadlinePoll's functional tests, as a library writes them: the result, and the elapsed time. */
class DeadlinePollTest {

    @Test
    void seesAConditionAnotherThreadSets() throws Exception {
        AtomicBoolean set = new AtomicBoolean();
        Thread setter = new Thread(() -> {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                return;
            }
            set.set(true);
        });
        setter.start();
        assertTrue(DeadlinePoll.await(set::get, Duration.ofSeconds(5), Duration.ofMillis(5)));
        setter.join();
    }

    @Test
    void returnsFalseOnlyAfterItsTimeout() throws Exception {
        long start = System.nanoTime();
        assertFalse(DeadlinePoll.await(() -> false, Duration.ofMillis(100), Duration.ofMillis(5)));
        assertTrue(System.nanoTime() - start >= 100_000_000L, "returned before its timeout");
    }
}
