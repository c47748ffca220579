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

package waitkit.pit.listened;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import waitkit.pit.ActiveMutant;

/**
 * JUnit 5 tests for the listener's test to run through a launcher of its
 * own (JUnitPlatformFailuresTest), never by Surefire: its name matches no
 * include of Surefire's. Each publishes a mutant's identity as mutated code
 * does, or does not, and passes or fails; in this order when the class runs
 * whole.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
public class ListenedJupiter {

    /** The identity the passing test publishes. */
    public static final String PASSING_MUTANT = "com.acme.Poller await (J)Z 14 waitkit.pit.WaitMutator_WAIT_YIELD";

    /** The identity the failing test publishes. */
    public static final String FAILING_MUTANT = "com.acme.Poller await (J)Z 14 waitkit.pit.WaitMutator_WAIT_SLEEP0";

    /** Runs a mutant's code and passes. */
    @Test
    @Order(1)
    public void passesAfterTheMutantRan() {
        ActiveMutant.publish(PASSING_MUTANT);
    }

    /** Runs a mutant's code and fails with a message of two lines. */
    @Test
    @Order(2)
    public void failsAfterTheMutantRan() {
        ActiveMutant.publish(FAILING_MUTANT);
        throw new IllegalStateException("the wait spun\nsecond line");
    }

    /** Fails by an assertion, no mutant's code having run in it. */
    @Test
    @Order(3)
    public void failsWithoutTheMutant() {
        assertEquals(1, 2);
    }

    /** Fails by an exception without a message, no mutant's code having run in it. */
    @Test
    @Order(4)
    public void failsWithoutAMessage() {
        throw new UnsupportedOperationException();
    }
}
