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
import org.waitkit.examples.Mailbox;

import waitkit.assertions.WaitAssertions;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Mailbox's test with the kit's assertions. A taker waiting for an item must
 * leave the CPU, and the monitor, which the putter needs: a spin in place of
 * its {@code wait} inside {@code synchronized} keeps the monitor, so the put
 * cannot run (CONTRACT).
 */
class MailboxTest {

    @Test
    void leavesTheCpuAndTheMonitorWhileItWaits() {
        Mailbox<String> box = new Mailbox<>();
        WaitAssertions.assertLeavesTheCpu(Duration.ofMillis(250),
                () -> assertEquals("item", box.take(Duration.ofSeconds(30))), () -> box.put("item"));
    }
}
