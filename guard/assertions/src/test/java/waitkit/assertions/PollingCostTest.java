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
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import waitkit.WaitMethod;

/**
 * CPU_USE against a poll: a hand-off slot polled with a 10 µs park passes,
 * the same loop with its park refactored to a yield, a spin or nothing fails.
 */
class PollingCostTest {

    private static final Duration WINDOW = Duration.ofMillis(250);
    private static final Duration INTERVAL = Duration.ofNanos(10_000);

    /** A one-item slot whose taker polls with the given wait between looks. */
    private static final class Slot {
        final AtomicReference<String> item = new AtomicReference<>();
        final WaitMethod pause;

        Slot(String wait) {
            this.pause = WaitMethod.of(wait);
        }

        void take() throws InterruptedException {
            while (item.getAndSet(null) == null) {
                pause.await(INTERVAL.toNanos());
            }
        }

        void put() {
            item.set("x");
        }
    }

    private static void assertCpuUse(AssertionError e) {
        assertTrue(e.getMessage().startsWith("CPU_USE: the "), e.getMessage());
        assertTrue(e.getMessage().contains("(halfway from a poll every 10.0 µs to the lesser of yield() and onSpinWait() loops': parkNanos(10.0 µs) "),
                e.getMessage());
    }

    private static void poll(ThreadFactory threads, String wait) {
        Slot slot = new Slot(wait);
        WaitAssertions.assertPollsRatherThanSpins(INTERVAL, WINDOW, threads, slot::take, slot::put);
    }

    @Test
    void aSlotPolledEveryTenMicrosecondsPasses() {
        poll(Thread::new, "parkNanos");
    }

    @ParameterizedTest
    @ValueSource(strings = {"yield", "sleep0", "onSpinWait", "emptySpin"})
    void aSlotWhoseParkIsRefactoredCostsMoreThanItsPoll(String wait) {
        AssertionError e = assertThrows(AssertionError.class, () -> poll(Thread::new, wait));
        assertCpuUse(e);
        assertTrue(e.getMessage().contains(" runnable, on a CPU or queued for one ("), e.getMessage());
    }

    @Test
    void onVirtualThreadsASlotPolledEveryTenMicrosecondsPasses() {
        ThreadFactory virtual = SampleLibrary.virtualThreads();
        assumeTrue(virtual != null, "virtual threads need JDK 21; this is " + Runtime.version());
        poll(virtual, "parkNanos");
    }

    @ParameterizedTest
    @ValueSource(strings = {"yield", "sleep0", "onSpinWait", "emptySpin"})
    void onVirtualThreadsASlotWhoseParkIsRefactoredCostsMoreThanItsPoll(String wait) {
        ThreadFactory virtual = SampleLibrary.virtualThreads();
        assumeTrue(virtual != null, "virtual threads need JDK 21; this is " + Runtime.version());
        AssertionError e = assertThrows(AssertionError.class, () -> poll(virtual, wait));
        assertCpuUse(e);
        assertTrue(e.getMessage().contains(" reads of the waiter's Thread.State that found it RUNNABLE "),
                e.getMessage());
    }

    @Test
    void anIntervalOfAFifthOfTheWindowIsRefused() {
        Slot slot = new Slot("parkNanos");
        assertThrows(IllegalArgumentException.class, () -> WaitAssertions.assertPollsRatherThanSpins(
                Duration.ofMillis(50), WINDOW, Thread::new, slot::take, slot::put));
        assertThrows(IllegalArgumentException.class, () -> WaitAssertions.assertPollsRatherThanSpins(
                Duration.ZERO, WINDOW, Thread::new, slot::take, slot::put));
    }
}
