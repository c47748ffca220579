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

package org.waitkit.examples;

import java.time.Duration;
import java.util.function.BooleanSupplier;

/**
 * A deadline poll, the shape of commons-pool's wait for an object and of many
 * "await until" helpers: look at a condition, wait a little, look again, until
 * it holds or the deadline passes. The loop keeps time by the clock, so a
 * refactor of its wait keeps the deadline and changes only what the waiting
 * thread does meanwhile.
 */
public final class DeadlinePoll {

    private DeadlinePoll() {
    }

    /**
     * Waits until {@code condition} holds or {@code timeout} has passed.
     *
     * @param condition the condition, looked at once per poll
     * @param timeout   how long to wait at most
     * @param every     the wait between two looks
     * @return whether the condition held
     * @throws InterruptedException when interrupted while waiting
     */
    public static boolean await(BooleanSupplier condition, Duration timeout, Duration every)
            throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            Thread.sleep(Math.min(every.toMillis(), Math.max(1, left / 1_000_000L)));
        }
        return true;
    }
}
