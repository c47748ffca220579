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

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import waitkit.pit.ActiveMutant;

/**
 * A JUnit 5 class whose set-up fails after a mutant's code ran, for the
 * listener's test (JUnitPlatformFailuresTest): the class's container
 * fails, its test never starts, and PIT counts the failure as a kill.
 */
public class ListenedJupiterSetUp {

    /** Runs the failing mutant's code and fails. */
    @BeforeAll
    public static void setUp() {
        ActiveMutant.publish(ListenedJupiter.FAILING_MUTANT);
        throw new IllegalStateException("the server did not start");
    }

    /** Never runs. */
    @Test
    public void neverRuns() {
    }
}
