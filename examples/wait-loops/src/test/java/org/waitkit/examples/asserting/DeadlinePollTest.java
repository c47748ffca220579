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

import org.junit.jupiter.api.Test;
import org.waitkit.examples.DeadlinePoll;

import waitkit.assertions.WaitAssertions;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * DeadlinePoll's tests with the kit's assertions. The poll keeps its
 * deadline by the clock, so the result and the elapsed time cannot tell a
 * poll that sleeps from one that spins; what tells them apart is whether the
 * polling thread leaves the CPU while it waits (CPU_USE).
 */
class DeadlinePollTest {

    @Test
    void returnsFalseOnlyAfterItsTimeout() throws Exception {
        long start = System.nanoTime();
        assertFalse(DeadlinePoll.await(() -> false, Duration.ofMillis(100), Duration.ofMillis(5)));
        assertTrue(System.nanoTime() - start >= 100_000_000L, "returned before its timeout");
    }

    @Test
    void leavesTheCpuWhileItPolls() {
        WaitAssertions.assertLeavesTheCpu(Duration.ofMillis(250),
                released -> assertTrue(DeadlinePoll.await(released, Duration.ofSeconds(30), Duration.ofMillis(5))));
    }
}
