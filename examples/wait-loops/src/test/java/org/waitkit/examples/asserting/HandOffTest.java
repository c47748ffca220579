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
import org.waitkit.examples.HandOff;

import waitkit.assertions.WaitAssertions;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * HandOff's tests with the kit's assertions. A giver waits until a taker has
 * taken its item; while it waits it must leave the CPU, and on virtual
 * threads its carrier, to others (CPU_USE): the loop that kept HikariCP's
 * carriers busy (HikariCP issues 2329 and 2398) gave the item back and
 * yielded until it was taken.
 */
class HandOffTest {

    @Test
    void leavesTheCpuWhileItWaitsForATaker() {
        HandOff<String> handOff = new HandOff<>();
        WaitAssertions.assertLeavesTheCpu(Duration.ofMillis(250),
                () -> assertTrue(handOff.give("item", Duration.ofSeconds(30)), "the item was not taken"),
                handOff::take);
    }

    @Test
    void leavesItsCarrierWhileItWaitsForATakerOnVirtualThreads() {
        HandOff<String> handOff = new HandOff<>();
        WaitAssertions.assertLeavesTheCpu(Duration.ofMillis(250), Thread.ofVirtual().factory(),
                () -> assertTrue(handOff.give("item", Duration.ofSeconds(30)), "the item was not taken"),
                handOff::take);
    }
}
