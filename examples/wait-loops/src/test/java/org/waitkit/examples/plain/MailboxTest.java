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

import org.junit.jupiter.api.Test;
import org.waitkit.examples.Mailbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** Mailbox's functional tests, as a library writes them. */
class MailboxTest {

    @Test
    void aTakerGetsWhatIsPutWhileItWaits() throws Exception {
        Mailbox<String> box = new Mailbox<>();
        Thread putter = new Thread(() -> {
            try {
                Thread.sleep(50);
                box.put("item");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        putter.start();
        assertEquals("item", box.take(Duration.ofSeconds(2)));
        putter.join();
    }

    @Test
    void aTakerGivesUpWhenNothingComes() throws Exception {
        assertNull(new Mailbox<String>().take(Duration.ofMillis(20)));
    }
}
