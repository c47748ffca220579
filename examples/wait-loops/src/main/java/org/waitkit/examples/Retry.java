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
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A counted retry with exponential back-off, the shape of
 * {@code java.nio.Bits.reserveMemory}: up to {@code attempts} attempts, the
 * n-th back-off twice the one before. The loop counts on its sleeps: with a
 * first back-off of 1 ms and 9 back-offs it believes it waited 511 ms before
 * it gives up.
 */
public final class Retry {

    private Retry() {
    }

    /** Thrown when every attempt failed. */
    public static final class GaveUp extends Exception {
        GaveUp(String message) {
            super(message);
        }
    }

    /**
     * Calls {@code attempt} until it gives a value, backing off between attempts.
     *
     * @param attempt  one attempt: a value, or empty to try again
     * @param attempts the most attempts to make
     * @param first    the first back-off
     * @param <T>      the value's type
     * @return the first value an attempt gave
     * @throws GaveUp               when every attempt came back empty
     * @throws InterruptedException when interrupted while backing off
     */
    public static <T> T withBackOff(Supplier<Optional<T>> attempt, int attempts, Duration first)
            throws GaveUp, InterruptedException {
        long backOff = first.toMillis();
        for (int i = 1; ; i++) {
            Optional<T> value = attempt.get();
            if (value.isPresent()) {
                return value.get();
            }
            if (i == attempts) {
                throw new GaveUp("gave up after " + attempts + " attempts");
            }
            Thread.sleep(backOff);
            backOff *= 2;
        }
    }
}
