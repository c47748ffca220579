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

package waitkit.pit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.pitest.mutationtest.engine.MutationDetails;

/**
 * What a mutant keeps of the original's contract (the README's table), on
 * the subjects: the same exception for a refused argument, a monitor not
 * held or a null; no wait, and no interrupt taken, where the original
 * returns at once; the time left by the clock, so that a deadline loop
 * ends at its deadline; and the monitor or lock held throughout, as the
 * hand-written refactor holds it.
 */
class ContractTest {

    static final String CONTRACTS = "waitkit.pit.subjects.Contracts";
    static final String IAE = "throws java.lang.IllegalArgumentException";
    static final String IMSE = "throws java.lang.IllegalMonitorStateException";
    static final String NPE = "throws java.lang.NullPointerException";
    static final String RETURNS_INTERRUPTED = "returns 1, interrupted";

    /** One wait call made as the original refuses or treats apart, and what the original does. */
    record Case(String className, String method, long argument, boolean interrupted, String expected, int sinceJdk) {

        @Override
        public String toString() {
            return method + (interrupted ? " (interrupted)" : "");
        }
    }

    static Case of(String method, boolean interrupted, String expected) {
        return new Case(CONTRACTS, method, 1, interrupted, expected, 17);
    }

    static final List<Case> CASES = List.of(
            of("sleepNegative", false, IAE),
            of("sleepNanosOutOfRange", false, IAE),
            of("waitNegative", false, IAE),
            of("waitUnheld", false, IMSE),
            of("waitNanosUnheld", false, IMSE),
            of("waitOnNull", false, NPE),
            of("timedWaitUnheld", false, IMSE),
            of("timedWaitZeroUnheld", true, RETURNS_INTERRUPTED),
            of("timeUnitSleepNegative", true, RETURNS_INTERRUPTED),
            of("joinNegative", false, IAE),
            of("joinNotStarted", true, RETURNS_INTERRUPTED),
            of("joinNull", false, NPE),
            of("timedJoinNull", false, NPE),
            of("awaitNullUnit", false, NPE),
            of("awaitUntilNull", false, NPE),
            of("offerNull", false, NPE),
            of("pollNullUnit", false, NPE),
            of("tryAcquireNegativePermits", false, IAE),
            of("unboundedOffer", true, RETURNS_INTERRUPTED),
            new Case(Pit.DURATION_SLEEP, "sleepDurationNegative", 1, true, RETURNS_INTERRUPTED, 19),
            new Case(Pit.DURATION_JOIN, "joinDurationNotStarted", 1, false,
                    "throws java.lang.IllegalThreadStateException", 19));

    static Stream<Case> cases() {
        return CASES.stream();
    }

    static Stream<Arguments> casesAndMutators() {
        return CASES.stream().flatMap(c -> Stream.of(Expected.values()).map(e -> Arguments.of(c, e)));
    }

    static Class<?> mutant(String className, String method, Expected mutator) throws ClassNotFoundException {
        List<MutationDetails> found = Pit.scan(className, method);
        assertEquals(4, found.size(), method + ": " + found);
        MutationDetails mine = found.stream().filter(d -> d.getMutator().equals(mutator.id())).findFirst()
                .orElseThrow();
        return Pit.load(className, Pit.mutant(mine).getBytes());
    }

    /** What a call does: {@code returns <n>} or {@code throws <class>}, then {@code , interrupted} if the status is set. */
    static String outcome(Class<?> c, Case k) {
        if (k.interrupted()) {
            Thread.currentThread().interrupt();
        }
        String outcome;
        try {
            outcome = "returns " + Pit.call(c, k.method(), k.argument());
        } catch (Throwable t) {
            outcome = "throws " + t.getClass().getName();
        }
        return outcome + (Thread.interrupted() ? ", interrupted" : "");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void originalDoesWhatTheTableSays(Case k) throws ClassNotFoundException {
        assumeTrue(Runtime.version().feature() >= k.sinceJdk(), k + " needs JDK " + k.sinceJdk());
        assertEquals(k.expected(), outcome(Pit.load(k.className(), Pit.bytes(k.className())), k));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("casesAndMutators")
    void mutantKeepsTheArgumentAndStateContract(Case k, Expected mutator) throws ClassNotFoundException {
        assertEquals(k.expected(), outcome(mutant(k.className(), k.method(), mutator), k));
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Expected.class)
    void mutantKeepsTheMonitorItWouldHaveReleased(Expected mutator) throws Throwable {
        assertEquals(1, Pit.call(Pit.load(CONTRACTS, Pit.bytes(CONTRACTS)), "monitorFreeDuringWait", 50),
                "the original lets the probe in while it waits");
        assertEquals(0, Pit.call(mutant(CONTRACTS, "monitorFreeDuringWait", mutator), "monitorFreeDuringWait", 50),
                "the mutant holds the monitor throughout");
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Expected.class)
    void mutantKeepsTheLockItWouldHaveReleased(Expected mutator) throws Throwable {
        assertEquals(1, Pit.call(Pit.load(CONTRACTS, Pit.bytes(CONTRACTS)), "lockFreeDuringAwait", 50),
                "the original lets the probe in while it awaits");
        assertEquals(0, Pit.call(mutant(CONTRACTS, "lockFreeDuringAwait", mutator), "lockFreeDuringAwait", 50),
                "the mutant holds the lock throughout");
    }

    static Stream<Arguments> deadlineLoopsAndMutators() {
        return Stream.of("awaitNanosDeadline", "awaitUntilDeadline", "awaitDeadline")
                .flatMap(m -> Stream.of(Expected.values()).map(e -> Arguments.of(m, e)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("deadlineLoopsAndMutators")
    void deadlineLoopEndsAtItsDeadline(String loop, Expected mutator) throws Throwable {
        Class<?> mutant = mutant(CONTRACTS, loop, mutator);
        long millis = 20;
        long start = System.nanoTime();
        // a spin that returned its argument would never end: the preemptive timeout reports it
        long calls = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> Pit.call(mutant, loop, millis));
        long took = System.nanoTime() - start;
        // awaitUntil's deadline, new Date(currentTimeMillis() + millis), lies from millis - 1 to millis
        // ahead: the millisecond the clock reads has already begun
        long earliest = (loop.equals("awaitUntilDeadline") ? millis - 1 : millis) * 1_000_000L;
        assertTrue(took >= earliest, loop + " ended after " + took + " ns, before its deadline, at least "
                + earliest + " ns ahead");
        assertTrue(calls >= 1, loop + " made " + calls + " calls");
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Expected.class)
    void valueReturningWaitsReturnWhatTheClockSays(Expected mutator) throws Throwable {
        String waits = WaitCallMutationTest.SUBJECTS + "Waits";
        Class<?> nanos = mutant(waits, "conditionAwaitNanos", mutator);
        long left = Pit.call(nanos, "conditionAwaitNanos", 50);
        assertTrue(left <= 50_000_000L && left > 50_000_000L - WaitCallMutationTest.FAST_NANOS, "left: " + left);
        assertTrue(Pit.call(nanos, "conditionAwaitNanos", 0) <= 0, "no time to wait: none left");
        assertTrue(Pit.call(nanos, "conditionAwaitNanos", -1) <= -1_000_000L, "less than none");
        Class<?> timed = mutant(waits, "conditionAwait", mutator);
        assertEquals(1L, Pit.call(timed, "conditionAwait", 50), "time left: true");
        assertEquals(0L, Pit.call(timed, "conditionAwait", 0), "time 0: false, timed out");
        assertEquals(0L, Pit.call(timed, "conditionAwait", -1), "time < 0: false, timed out");
        Class<?> until = mutant(waits, "conditionAwaitUntil", mutator);
        assertEquals(1L, Pit.call(until, "conditionAwaitUntil", 50), "deadline ahead: true");
        assertEquals(0L, Pit.call(until, "conditionAwaitUntil", -1000), "deadline passed: false");
    }
}
