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

package waitkit.assertions;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import waitkit.Platform;
import waitkit.WaitMethod;

/**
 * STARVATION: an awaited task that computes keeps its pace beside waiters
 * that block, and is starved by as many waiters that spin, two per CPU.
 */
class StarvationTest {

    private static final long PAUSE = 1_000_000L;
    private static final long WORK = 50_000_000L;

    private static WaitAssertions.Waiter pollingWith(String wait) {
        WaitMethod pause = WaitMethod.of(wait);
        return released -> SampleLibrary.awaitUntil(released, pause, PAUSE);
    }

    @ParameterizedTest
    @ValueSource(strings = {"sleep", "parkNanos"})
    void waitersThatBlockLeaveTheAwaitedThreadItsCpu(String wait) {
        WaitAssertions.assertAwaitedThreadProgresses(pollingWith(wait), () -> SampleLibrary.compute(WORK));
    }

    @ParameterizedTest
    @ValueSource(strings = {"onSpinWait", "busyNanoTime"})
    void waitersThatSpinStarveTheAwaitedThread(String wait) {
        AssertionError e = assertThrows(AssertionError.class, () -> WaitAssertions.assertAwaitedThreadProgresses(
                pollingWith(wait), () -> SampleLibrary.compute(WORK)));
        assertTrue(e.getMessage().startsWith("STARVATION: the awaited task "), e.getMessage());
        assertTrue(e.getMessage().contains("waiters under test"), e.getMessage());
    }

    @Test
    void aTaskThatSleepsCannotBeJudged() {
        AssertionError e = assertThrows(AssertionError.class, () -> WaitAssertions.assertAwaitedThreadProgresses(
                pollingWith("onSpinWait"), () -> Thread.sleep(40)));
        assertTrue(e.getMessage().startsWith("INSENSITIVE: the awaited task took "), e.getMessage());
        assertTrue(e.getMessage().contains("Give the awaited task work that needs the CPU"), e.getMessage());
    }

    @Test
    void aTaskTooShortCannotBeJudged() {
        AssertionError e = assertThrows(AssertionError.class, () -> WaitAssertions.assertAwaitedThreadProgresses(
                pollingWith("sleep"), () -> SampleLibrary.compute(1_000_000L)));
        assertTrue(e.getMessage().startsWith("INSENSITIVE: the awaited task took "), e.getMessage());
        assertTrue(e.getMessage().contains("Give the awaited task more work"), e.getMessage());
    }

    @Test
    void fewerWaitersThanCpusAreRefused() {
        int cpus = Platform.cpusAllowed().isEmpty() ? Platform.availableProcessors()
                : Platform.cpusAllowed().cardinality();
        assertThrows(IllegalArgumentException.class, () -> WaitAssertions.assertAwaitedThreadProgresses(cpus - 1,
                pollingWith("sleep"), () -> SampleLibrary.compute(WORK)));
    }

    @Test
    void aWaiterThatDoesNotWaitIsAnError() {
        AssertionError e = assertThrows(AssertionError.class, () -> WaitAssertions.assertAwaitedThreadProgresses(
                released -> { }, () -> SampleLibrary.compute(WORK)));
        assertTrue(e.getMessage().startsWith("ERROR: the waiter 1 returned "), e.getMessage());
        assertTrue(e.getMessage().contains("before it was released"), e.getMessage());
    }

    @Test
    void aTaskThatThrowsIsAnError() {
        AssertionError e = assertThrows(AssertionError.class, () -> WaitAssertions.assertAwaitedThreadProgresses(
                pollingWith("sleep"), () -> {
                    throw new IllegalStateException("broken");
                }));
        assertTrue(e.getMessage().startsWith("ERROR: the awaited task threw "), e.getMessage());
    }
}
