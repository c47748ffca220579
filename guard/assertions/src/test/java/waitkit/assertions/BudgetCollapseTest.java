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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeoutException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import waitkit.Verdict;
import waitkit.WaitMethod;

/** BUDGET_COLLAPSE: a counted retry loop that sleeps passes, its refactors fail. */
class BudgetCollapseTest {

    private static final int TRIES = 5;
    private static final long PAUSE = 25_000_000L;
    private static final Duration BUDGET = Duration.ofNanos((TRIES - 1) * PAUSE);

    private static void neverSucceeds(WaitMethod pause) throws Exception {
        SampleLibrary.retry(TRIES, pause, PAUSE, () -> null);
    }

    @ParameterizedTest
    @ValueSource(strings = {"sleep", "sleepNanos", "timeUnitSleep"})
    void aLoopThatSleepsTakesItsBudget(String wait) {
        WaitAssertions.GiveUp<Void> g = WaitAssertions.assertGivesUpNoSoonerThan(BUDGET,
                () -> neverSucceeds(WaitMethod.of(wait)));
        assertTrue(g.took().compareTo(BUDGET) >= 0, g.toString());
        assertInstanceOf(TimeoutException.class, g.thrown());
    }

    @ParameterizedTest
    @ValueSource(strings = {"onSpinWait", "yield", "sleep0", "emptySpin"})
    void aLoopWhoseSleepIsRefactoredCollapses(String wait) {
        AssertionError e = assertThrows(AssertionError.class, () -> WaitAssertions.assertGivesUpNoSoonerThan(BUDGET,
                () -> neverSucceeds(WaitMethod.of(wait))));
        assertTrue(e.getMessage().startsWith("BUDGET_COLLAPSE: the call gave up after "), e.getMessage());
        assertTrue(e.getMessage().contains(", it counts on waiting 100.000 ms (a sleep, or a timed wait that times out, never returns early); it threw "
                + TimeoutException.class.getName()), e.getMessage());
        assertInstanceOf(TimeoutException.class, e.getCause());
    }

    // Attempts that fail slowly (here each computes for as long as a pause)
    // fill the budget once the pauses are gone: the call takes its time, but
    // its waits collapsed, as a connect that times out hides it.
    @ParameterizedTest
    @ValueSource(strings = {"onSpinWait", "yield", "sleep0", "emptySpin"})
    void aLoopWhoseSlowAttemptsFillTheBudgetStillCollapses(String wait) {
        AssertionError e = assertThrows(AssertionError.class, () -> WaitAssertions.assertGivesUpNoSoonerThan(BUDGET,
                () -> SampleLibrary.retry(TRIES, WaitMethod.of(wait), PAUSE, SampleLibrary.failingAfter(PAUSE))));
        assertTrue(e.getMessage().startsWith("BUDGET_COLLAPSE: the call gave up after "), e.getMessage());
        assertTrue(e.getMessage().contains(", of which it waited ")
                && e.getMessage().endsWith(": its attempts took the time its waits did not"), e.getMessage());
    }

    @Test
    void aLoopThatSleepsBesideSlowAttemptsPasses() {
        WaitAssertions.GiveUp<Void> g = WaitAssertions.assertGivesUpNoSoonerThan(BUDGET,
                () -> SampleLibrary.retry(TRIES, WaitMethod.of("sleep"), PAUSE, SampleLibrary.failingAfter(PAUSE)));
        assertInstanceOf(TimeoutException.class, g.thrown());
    }

    // A virtual thread's waits are not accounted per thread: a call that took
    // its budget there cannot be told from one whose attempts took it.
    @Test
    void onAVirtualThreadACallThatTookTheBudgetIsInsensitive() throws Exception {
        ThreadFactory virtual = SampleLibrary.virtualThreads();
        assumeTrue(virtual != null, "virtual threads need JDK 21; this is " + Runtime.version());
        AssertionError[] e = new AssertionError[1];
        Thread t = virtual.newThread(() -> e[0] = assertThrows(AssertionError.class,
                () -> WaitAssertions.assertGivesUpNoSoonerThan(BUDGET, () -> neverSucceeds(WaitMethod.of("sleep")))));
        t.start();
        t.join();
        assertTrue(e[0].getMessage().startsWith("INSENSITIVE: ") && e[0].getMessage().contains("virtual thread"),
                e[0].getMessage());
    }

    @Test
    void timeQueuedForACpuIsTheMachinesNotTheAttempts() {
        long budget = 100_000_000L;
        // 94 ms parked and 6 ms queued after setting the deadline: the waits gave the budget
        Verdict preempted = WaitAssertions.waitedEnough(100_400_000L, budget, 94, 6_000_000L, "; it returned");
        assertTrue(preempted.passed(), preempted.toString());
        assertTrue(preempted.message().contains("of which it waited 94 ms (TIMED_WAITING or WAITING, as the JVM"
                + " accounts it in whole ms) and was queued for a CPU 6.000 ms (schedstat)"), preempted.message());
        // slow attempts: 5 ms queued do not stand for 100 ms of waiting
        Verdict slow = WaitAssertions.waitedEnough(1_200_000_000L, budget, 0, 5_000_000L, "; it returned");
        assertEquals(Verdict.Mechanism.BUDGET_COLLAPSE, slow.mechanism(), slow.toString());
        // no schedstat: the waits alone, and the message says so
        Verdict unread = WaitAssertions.waitedEnough(100_400_000L, budget, 98, -1, "; it returned");
        assertEquals(Verdict.Mechanism.BUDGET_COLLAPSE, unread.mechanism(), unread.toString());
        assertTrue(unread.message().contains("(its time queued for a CPU cannot be read here)"), unread.message());
        assertTrue(WaitAssertions.waitedEnough(100_400_000L, budget, 99, -1, "; it returned").passed());
    }

    @Test
    void aCallThatReturnsItsGiveUpIsJudgedAlike() {
        WaitAssertions.GiveUp<Optional<String>> g = WaitAssertions.assertGivesUpNoSoonerThan(Duration.ofMillis(30),
                () -> {
                    Thread.sleep(30);
                    return Optional.<String>empty();
                });
        assertEquals(Optional.empty(), g.result());
        assertNull(g.thrown());
        AssertionError e = assertThrows(AssertionError.class,
                () -> WaitAssertions.assertGivesUpNoSoonerThan(Duration.ofMillis(30), () -> Optional.empty()));
        assertTrue(e.getMessage().startsWith("BUDGET_COLLAPSE: "), e.getMessage());
        assertTrue(e.getMessage().endsWith("; it returned"), e.getMessage());
    }

    @Test
    void anErrorOfTheCallIsPassedOn() {
        AssertionError inner = new AssertionError("the call's own assertion");
        AssertionError e = assertThrows(AssertionError.class, () -> WaitAssertions.assertGivesUpNoSoonerThan(BUDGET,
                () -> {
                    throw inner;
                }));
        assertSame(inner, e);
    }

    @Test
    void aBudgetMustBePositive() {
        assertThrows(IllegalArgumentException.class,
                () -> WaitAssertions.assertGivesUpNoSoonerThan(Duration.ZERO, () -> { }));
        assertThrows(IllegalArgumentException.class,
                () -> WaitAssertions.assertGivesUpNoSoonerThan(Duration.ofMillis(-1), () -> { }));
        assertThrows(NullPointerException.class, () -> WaitAssertions.assertGivesUpNoSoonerThan(null, () -> { }));
    }
}
