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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.pitest.mutationtest.engine.Mutant;
import org.pitest.mutationtest.engine.MutationDetails;

/**
 * Every timed wait call of the catalogue, under each of the four mutators,
 * through PIT's GregorMutater: the scan finds it once per mutator with the
 * description expected, the mutant calls the helper instead, runs at once
 * where the original waits 10 x 50 ms, returns what a caller that waited
 * nothing would see, and does what the original does when the thread is
 * already interrupted.
 */
class WaitCallMutationTest {

    static final String SUBJECTS = "waitkit.pit.subjects.";
    static final long MILLIS = 50;
    /** Half of what the originals ask for: TIMES x MILLIS. */
    static final long FAST_NANOS = 250_000_000L;

    /** A subject method with one timed wait call. */
    record Form(String className, String method, String waitCall, String returns, boolean throwsInterrupted,
            String originalCall, String helperSuffix, String helperDescriptor, long result, int sinceJdk) {

        @Override
        public String toString() {
            return className.substring(className.lastIndexOf('.') + 1) + "." + method;
        }

        boolean originalRuns() {
            return Runtime.version().feature() >= sinceJdk;
        }
    }

    static final String COND = "java/util/concurrent/locks/Condition";
    static final String AQS = "java/util/concurrent/locks/AbstractQueuedSynchronizer$ConditionObject";
    static final String AQLS = "java/util/concurrent/locks/AbstractQueuedLongSynchronizer$ConditionObject";
    static final String LS = "java/util/concurrent/locks/LockSupport";
    static final String AWAIT_HELPER = "(Ljava/util/concurrent/locks/Condition;JLjava/util/concurrent/TimeUnit;)Z";
    static final String AWAIT_NANOS_HELPER = "(Ljava/util/concurrent/locks/Condition;J)J";

    static final List<Form> FORMS = List.of(
            new Form(SUBJECTS + "Waits", "threadSleep", "Thread.sleep(long)", "", true,
                    "java/lang/Thread.sleep (J)V", "Sleep", "(J)V", 0, 17),
            new Form(SUBJECTS + "Waits", "threadSleepNanos", "Thread.sleep(long, int)", "", true,
                    "java/lang/Thread.sleep (JI)V", "Sleep", "(JI)V", 0, 17),
            new Form(Pit.DURATION_SLEEP, "sleepDuration", "Thread.sleep(Duration)", "", true,
                    "java/lang/Thread.sleep (Ljava/time/Duration;)V", "Sleep", "(Ljava/time/Duration;)V", 0, 19),
            new Form(SUBJECTS + "SleeperThread", "sleepInSubclass", "Thread.sleep(long)", "", true,
                    "waitkit/pit/subjects/SleeperThread.sleep (J)V", "Sleep", "(J)V", 0, 17),
            new Form(SUBJECTS + "Waits", "timeUnitSleep", "TimeUnit.sleep(long)", "", true,
                    "java/util/concurrent/TimeUnit.sleep (J)V", "TimeUnitSleep",
                    "(Ljava/util/concurrent/TimeUnit;J)V", 0, 17),
            new Form(SUBJECTS + "Waits", "parkNanos", "LockSupport.parkNanos(long)", "", false,
                    LS + ".parkNanos (J)V", "ParkNanos", "(J)V", 0, 17),
            new Form(SUBJECTS + "Waits", "parkNanosBlocker", "LockSupport.parkNanos(Object, long)", "", false,
                    LS + ".parkNanos (Ljava/lang/Object;J)V", "ParkNanos", "(Ljava/lang/Object;J)V", 0, 17),
            new Form(SUBJECTS + "Waits", "parkUntil", "LockSupport.parkUntil(long)", "", false,
                    LS + ".parkUntil (J)V", "ParkUntil", "(J)V", 0, 17),
            new Form(SUBJECTS + "Waits", "parkUntilBlocker", "LockSupport.parkUntil(Object, long)", "", false,
                    LS + ".parkUntil (Ljava/lang/Object;J)V", "ParkUntil", "(Ljava/lang/Object;J)V", 0, 17),
            new Form(SUBJECTS + "Waits", "objectWait", "Object.wait(long)", "", true,
                    "java/lang/Object.wait (J)V", "Wait", "(Ljava/lang/Object;J)V", 0, 17),
            new Form(SUBJECTS + "Waits", "objectWaitNanos", "Object.wait(long, int)", "", true,
                    "java/lang/Object.wait (JI)V", "Wait", "(Ljava/lang/Object;JI)V", 0, 17),
            new Form(SUBJECTS + "Waits", "conditionAwait", "Condition.await(long, TimeUnit)", " returning time > 0",
                    true, COND + ".await (JLjava/util/concurrent/TimeUnit;)Z", "Await", AWAIT_HELPER, 1, 17),
            new Form(SUBJECTS + "Waits", "conditionAwaitNanos", "Condition.awaitNanos(long)", " returning its argument",
                    true, COND + ".awaitNanos (J)J", "AwaitNanos", AWAIT_NANOS_HELPER, MILLIS * 1_000_000L, 17),
            new Form(SUBJECTS + "Waits", "conditionObjectAwaitNanos", "Condition.awaitNanos(long)",
                    " returning its argument", true, AQS + ".awaitNanos (J)J", "AwaitNanos", AWAIT_NANOS_HELPER,
                    MILLIS * 1_000_000L, 17),
            new Form(SUBJECTS + "Waits", "longConditionObjectAwait", "Condition.await(long, TimeUnit)",
                    " returning time > 0", true, AQLS + ".await (JLjava/util/concurrent/TimeUnit;)Z", "Await",
                    AWAIT_HELPER, 1, 17));

    static Stream<Form> forms() {
        return FORMS.stream();
    }

    static Stream<Arguments> formsAndMutators() {
        return FORMS.stream().flatMap(f -> Stream.of(Expected.values()).map(e -> Arguments.of(f, e)));
    }

    static MutationDetails mutation(Form form, Expected mutator) {
        return Pit.scan(form.className(), form.method()).stream()
                .filter(d -> d.getMutator().equals(mutator.id()))
                .findFirst().orElseThrow(() -> new AssertionError(mutator + " found nothing in " + form));
    }

    static Class<?> mutantClass(Form form, Expected mutator) throws ClassNotFoundException {
        Mutant mutant = Pit.mutant(mutation(form, mutator));
        return Pit.load(form.className(), mutant.getBytes());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("forms")
    void scanFindsTheWaitOncePerMutator(Form form) {
        List<MutationDetails> found = Pit.scan(form.className(), form.method());
        Set<String> ids = found.stream().map(MutationDetails::getMutator).collect(Collectors.toCollection(TreeSet::new));
        Set<String> expectedIds = Stream.of(Expected.values()).map(Expected::id)
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(expectedIds, ids, "mutators at " + form);
        assertEquals(4, found.size(), "mutations at " + form + ": " + found);
        for (MutationDetails d : found) {
            Expected e = Expected.valueOf(d.getMutator().substring(d.getMutator().indexOf('_') + 1));
            assertEquals(e.description(form.waitCall(), form.returns()), d.getDescription());
            assertEquals(found.get(0).getInstructionIndex(), d.getInstructionIndex(), "one instruction");
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("formsAndMutators")
    void mutantCallsTheHelperInsteadOfTheWait(Form form, Expected mutator) {
        List<String> original = Pit.calls(Pit.bytes(form.className()), form.method());
        assertEquals(1, Collections.frequency(original, form.originalCall()), form + " calls " + original);
        byte[] mutant = Pit.mutant(mutation(form, mutator)).getBytes();
        List<String> calls = Pit.calls(mutant, form.method());
        assertFalse(calls.contains(form.originalCall()), "the mutant still calls the wait: " + calls);
        assertEquals(1, Collections.frequency(calls, mutator.helperCall(form.helperSuffix(), form.helperDescriptor())),
                "the mutant's calls: " + calls);
        assertEquals(original.size(), calls.size(), "one call replaced by one call");
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("formsAndMutators")
    void mutantReturnsAtOnceWithWhatNoWaitWouldSee(Form form, Expected mutator) throws Throwable {
        Class<?> mutant = mutantClass(form, mutator);
        Pit.call(mutant, form.method(), MILLIS); // links the helper, bootstraps what needs it
        long start = System.nanoTime();
        long result = Pit.call(mutant, form.method(), MILLIS);
        long took = System.nanoTime() - start;
        assertTrue(took < FAST_NANOS, form + " under " + mutator + " took " + took / 1_000_000 + " ms");
        assertEquals(form.result(), result, "what the last wait returned");
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("formsAndMutators")
    void mutantKeepsTheInterruptBehaviour(Form form, Expected mutator) throws Throwable {
        assertInterruptBehaviour(form, mutantClass(form, mutator));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("forms")
    void originalHasTheInterruptBehaviourExpected(Form form) throws Throwable {
        assumeTrue(form.originalRuns(), form + " needs JDK " + form.sinceJdk());
        assertInterruptBehaviour(form, Pit.load(form.className(), Pit.bytes(form.className())));
    }

    static void assertInterruptBehaviour(Form form, Class<?> c) throws Throwable {
        if (form.throwsInterrupted()) {
            Pit.interrupted(() -> {
                assertThrows(InterruptedException.class, () -> Pit.call(c, form.method(), MILLIS));
                assertFalse(Thread.currentThread().isInterrupted(), "InterruptedException clears the status");
                return null;
            });
        } else {
            Pit.interrupted(() -> {
                assertEquals(form.result(), Pit.call(c, form.method(), MILLIS));
                assertTrue(Thread.currentThread().isInterrupted(), "a park keeps the status");
                return null;
            });
        }
    }

    @Test
    void originalWaitsWhatItAsks() throws Throwable {
        long start = System.nanoTime();
        Pit.call(Class.forName(SUBJECTS + "Waits"), "threadSleep", MILLIS);
        long took = System.nanoTime() - start;
        assertTrue(took >= 2 * FAST_NANOS, "10 x sleep(50) took " + took / 1_000_000 + " ms");
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Expected.class)
    void awaitNanosReturnsItsArgumentAndAwaitTellsTimeLeft(Expected mutator) throws Throwable {
        Form awaitNanos = FORMS.stream().filter(f -> f.method().equals("conditionAwaitNanos")).findFirst().get();
        Class<?> nanos = mutantClass(awaitNanos, mutator);
        assertEquals(50_000_000L, Pit.call(nanos, "conditionAwaitNanos", 50));
        assertEquals(0L, Pit.call(nanos, "conditionAwaitNanos", 0), "no time left: a caller sees a timeout");
        assertEquals(-1_000_000L, Pit.call(nanos, "conditionAwaitNanos", -1));
        Form await = FORMS.stream().filter(f -> f.method().equals("conditionAwait")).findFirst().get();
        Class<?> timed = mutantClass(await, mutator);
        assertEquals(1L, Pit.call(timed, "conditionAwait", 50), "time > 0: true");
        assertEquals(0L, Pit.call(timed, "conditionAwait", 0), "time 0: false, timed out");
        assertEquals(0L, Pit.call(timed, "conditionAwait", -1), "time < 0: false, timed out");
    }
}
