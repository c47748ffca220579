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

import org.testng.Assert;
import org.testng.annotations.Test;

import waitkit.pit.ActiveMutant;

/**
 * TestNG tests for the listener's test to run through TestNG of its own
 * (TestNGFailuresTest), as PIT's TestNG plugin runs a class: never by
 * Surefire, whose provider here is the JUnit Platform's. Each publishes a
 * mutant's identity as mutated code does, or does not, and passes or
 * fails, in the order of their priorities.
 */
public class ListenedTestNG {

    /** Runs a mutant's code and passes. */
    @Test(priority = 1)
    public void passesAfterTheMutantRan() {
        ActiveMutant.publish(ListenedJupiter.PASSING_MUTANT);
    }

    /** Runs a mutant's code and fails with a message of two lines. */
    @Test(priority = 2)
    public void failsAfterTheMutantRan() {
        ActiveMutant.publish(ListenedJupiter.FAILING_MUTANT);
        throw new IllegalStateException("the wait spun\nsecond line");
    }

    /** Fails by an assertion, no mutant's code having run in it. */
    @Test(priority = 3)
    public void failsWithoutTheMutant() {
        Assert.assertEquals(1, 2);
    }
}
