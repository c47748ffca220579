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
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import waitkit.WaitMethod;

/** CPU_USE: a poll loop that sleeps or parks passes, its refactors fail. */
class CpuUseTest {

    private static final Duration WINDOW = Duration.ofMillis(250);
    private static final long PAUSE = 1_000_000L;

    private static WaitAssertions.Waiter pollingWith(String wait) {
        WaitMethod pause = WaitMethod.of(wait);
        return released -> SampleLibrary.awaitUntil(released, pause, PAUSE);
    }

    private static void assertCpuUse(AssertionError e) {
        assertTrue(e.getMessage().startsWith("CPU_USE: the waiter's share of "), e.getMessage());
        assertTrue(e.getMessage().contains("(a tenth of the way from a block to a spin: objectWait(10.000 ms) "),
                e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"sleep", "parkNanos"})
    void aPollLoopThatBlocksLeavesTheCpu(String wait) {
        WaitAssertions.assertLeavesTheCpu(WINDOW, pollingWith(wait));
    }

    @ParameterizedTest
    @ValueSource(strings = {"onSpinWait", "yield", "busyNanoTime"})
    void aPollLoopWhoseSleepIsRefactoredHoldsTheCpu(String wait) {
        assertCpuUse(assertThrows(AssertionError.class,
                () -> WaitAssertions.assertLeavesTheCpu(WINDOW, pollingWith(wait))));
    }

    @Test
    void aTakeThatBlocksLeavesTheCpu() {
        LinkedBlockingQueue<String> queue = new LinkedBlockingQueue<>();
        WaitAssertions.assertLeavesTheCpu(WINDOW, () -> queue.take(), () -> queue.put("x"));
    }

    @Test
    void aTakeThatSpinsHoldsTheCpu() {
        LinkedBlockingQueue<String> queue = new LinkedBlockingQueue<>();
        assertCpuUse(assertThrows(AssertionError.class, () -> WaitAssertions.assertLeavesTheCpu(WINDOW, () -> {
            while (queue.poll() == null) {
                Thread.onSpinWait();
            }
        }, () -> queue.put("x"))));
    }

    @Test
    void onVirtualThreadsAPollLoopThatSleepsLeavesItsCarrier() {
        ThreadFactory virtual = SampleLibrary.virtualThreads();
        assumeTrue(virtual != null, "virtual threads need JDK 21; this is " + Runtime.version());
        WaitAssertions.assertLeavesTheCpu(WINDOW, virtual, pollingWith("sleep"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"onSpinWait", "yield"})
    void onVirtualThreadsARefactoredPollLoopHoldsACarrier(String wait) {
        ThreadFactory virtual = SampleLibrary.virtualThreads();
        assumeTrue(virtual != null, "virtual threads need JDK 21; this is " + Runtime.version());
        AssertionError e = assertThrows(AssertionError.class,
                () -> WaitAssertions.assertLeavesTheCpu(WINDOW, virtual, pollingWith(wait)));
        assertCpuUse(e);
        assertTrue(e.getMessage().contains("on virtual threads (their carriers)"), e.getMessage());
    }

    @Test
    void aWaitOnAMonitorLeavesTheCpu() {
        SampleLibrary.Mailbox box = new SampleLibrary.Mailbox(false);
        WaitAssertions.assertLeavesTheCpu(WINDOW, box::take, () -> box.put("x"));
    }

    // A spin in place of Object.wait inside synchronized keeps the monitor:
    // the release cannot enter it and would wait for ever; the assertion
    // gives it a second, names the lock and its holder, and interrupts the
    // waiter, which frees the release.
    @Test
    void aWaitThatKeepsItsMonitorBlocksTheReleaseAndBreaksTheContract() {
        SampleLibrary.Mailbox box = new SampleLibrary.Mailbox(true);
        AssertionError e = assertThrows(AssertionError.class,
                () -> WaitAssertions.assertLeavesTheCpu(WINDOW, box::take, () -> box.put("x")));
        assertTrue(e.getMessage().startsWith("CONTRACT: the release of the waiter did not return within 1.00"),
                e.getMessage());
        assertTrue(e.getMessage().contains("BLOCKED on " + SampleLibrary.Mailbox.class.getName() + "@")
                && e.getMessage().contains("which the waiter held while it waited"), e.getMessage());
    }

    @Test
    void aReleaseThatDoesNotReturnIsAnError() {
        java.util.concurrent.CountDownLatch never = new java.util.concurrent.CountDownLatch(1);
        LinkedBlockingQueue<String> queue = new LinkedBlockingQueue<>();
        AssertionError e = assertThrows(AssertionError.class,
                () -> WaitAssertions.assertLeavesTheCpu(WINDOW, () -> queue.take(), never::await));
        assertTrue(e.getMessage().startsWith("ERROR: the release of the "), e.getMessage());
        assertTrue(e.getMessage().contains("did not return within 1.00"), e.getMessage());
        never.countDown();
    }

    @Test
    void aWaiterThatDoesNotWaitIsAnError() {
        AssertionError e = assertThrows(AssertionError.class,
                () -> WaitAssertions.assertLeavesTheCpu(WINDOW, released -> { }));
        assertTrue(e.getMessage().startsWith("ERROR: the block") || e.getMessage().startsWith("ERROR: the waiter "),
                e.getMessage());
        assertTrue(e.getMessage().contains("before it was released"), e.getMessage());
    }

    @Test
    void aWaiterThatThrowsIsAnError() {
        IllegalStateException thrown = new IllegalStateException("broken");
        AssertionError e = assertThrows(AssertionError.class,
                () -> WaitAssertions.assertLeavesTheCpu(WINDOW, released -> {
                    Thread.sleep(20);
                    throw thrown;
                }));
        assertTrue(e.getMessage().startsWith("ERROR: the waiter "), e.getMessage());
        assertTrue(e.getCause() == thrown, String.valueOf(e.getCause()));
    }

    @Test
    void aWindowShorterThanFiveReferenceCallsIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> WaitAssertions.assertLeavesTheCpu(Duration.ofMillis(49), pollingWith("sleep")));
        assertThrows(IllegalArgumentException.class,
                () -> WaitAssertions.assertLeavesTheCpu(Duration.ZERO, pollingWith("sleep")));
    }
}
