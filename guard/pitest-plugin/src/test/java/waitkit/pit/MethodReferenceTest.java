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

import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.pitest.mutationtest.engine.MutationDetails;

/**
 * Waits behind method references: the invokedynamic's implementation handle
 * is pointed at the helper. A lambda's body is a lambda$ method, mutated as
 * a call. A serializable reference is left alone.
 */
class MethodReferenceTest {

    static final String REFERENCES = "waitkit.pit.subjects.References";

    /** A subject method that makes one method reference to a wait. */
    record Ref(String method, String waitCall, String returns, String then, String reference,
            boolean throwsInterrupted, String originalHandle, String helperSuffix, String helperDescriptor,
            long result, boolean byClock) {

        @Override
        public String toString() {
            return method;
        }
    }

    static final String TU = "Ljava/util/concurrent/TimeUnit;";

    static final List<Ref> REFS = List.of(
            new Ref("threadSleepRef", "Thread.sleep(long)", "", null, "Thread::sleep", true,
                    "handle java/lang/Thread.sleep (J)V", "Sleep", "(J)V", 0, false),
            new Ref("timeUnitSleepRef", "TimeUnit.sleep(long)", "", null, "TimeUnit::sleep", true,
                    "handle java/util/concurrent/TimeUnit.sleep (J)V", "TimeUnitSleep",
                    "(Ljava/util/concurrent/TimeUnit;J)V", 0, false),
            new Ref("parkNanosRef", "LockSupport.parkNanos(long)", "", null, "LockSupport::parkNanos", false,
                    "handle java/util/concurrent/locks/LockSupport.parkNanos (J)V", "ParkNanos", "(J)V", 0, false),
            new Ref("objectWaitRef", "Object.wait(long)", "", null, "Object::wait", true,
                    "handle java/lang/Object.wait (J)V", "Wait", "(Ljava/lang/Object;J)V", 0, false),
            new Ref("awaitNanosRef", "Condition.awaitNanos(long)", " returning the time left", null,
                    "Condition::awaitNanos", true, "handle java/util/concurrent/locks/Condition.awaitNanos (J)J",
                    "AwaitNanos", "(Ljava/util/concurrent/locks/Condition;J)J", 50_000_000L, true),
            new Ref("markedThreadSleepRef", "Thread.sleep(long)", "", null, "Thread::sleep", true,
                    "handle java/lang/Thread.sleep (J)V", "Sleep", "(J)V", 0, false),
            new Ref("threadJoinRef", "Thread.join(long)", "", null, "Thread::join", true,
                    "handle java/lang/Thread.join (J)V", "Join", "(Ljava/lang/Thread;J)V", 1, false),
            new Ref("queuePollRef", "BlockingQueue.poll(long, TimeUnit)", "", "poll()", "BlockingQueue::poll", true,
                    "handle java/util/concurrent/BlockingQueue.poll (J" + TU + ")Ljava/lang/Object;", "Poll",
                    "(Ljava/util/concurrent/BlockingQueue;J" + TU + ")Ljava/lang/Object;", 1, false),
            new Ref("latchAwaitRef", "CountDownLatch.await(long, TimeUnit)", "", "getCount() == 0",
                    "CountDownLatch::await", true, "handle java/util/concurrent/CountDownLatch.await (J" + TU + ")Z",
                    "Await", "(Ljava/util/concurrent/CountDownLatch;J" + TU + ")Z", 0, false));

    static Stream<Ref> refs() {
        return REFS.stream();
    }

    static Stream<Arguments> refsAndMutators() {
        return REFS.stream().flatMap(r -> Stream.of(Expected.values()).map(e -> Arguments.of(r, e)));
    }

    static MutationDetails mutation(String method, Expected mutator) {
        return Pit.scan(REFERENCES, method).stream()
                .filter(d -> d.getMutator().equals(mutator.id()))
                .findFirst().orElseThrow(() -> new AssertionError(mutator + " found nothing in " + method));
    }

    static Class<?> mutantClass(MutationDetails mutation) throws ClassNotFoundException {
        return Pit.load(REFERENCES, Pit.mutant(mutation).getBytes());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refs")
    void scanFindsTheReferenceOncePerMutator(Ref ref) {
        List<MutationDetails> found = Pit.scan(REFERENCES, ref.method());
        assertEquals(4, found.size(), "mutations in " + ref + ": " + found);
        for (Expected e : Expected.values()) {
            List<String> descriptions = found.stream().filter(d -> d.getMutator().equals(e.id()))
                    .map(MutationDetails::getDescription).collect(Collectors.toList());
            assertEquals(List.of(e.referenceDescription(ref.waitCall(), ref.returns(), ref.then(), ref.reference())),
                    descriptions);
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("refsAndMutators")
    void mutantPointsTheHandleAtTheHelper(Ref ref, Expected mutator) {
        List<String> original = Pit.calls(Pit.bytes(REFERENCES), ref.method());
        assertEquals(1, Collections.frequency(original, ref.originalHandle()), ref + ": " + original);
        List<String> calls = Pit.calls(Pit.mutant(mutation(ref.method(), mutator)).getBytes(), ref.method());
        assertFalse(calls.contains(ref.originalHandle()), "the mutant still refers to the wait: " + calls);
        assertEquals(1, Collections.frequency(calls,
                "handle " + mutator.helperCall(ref.helperSuffix(), ref.helperDescriptor())), "calls: " + calls);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("refsAndMutators")
    void mutantRunsAtOnceAndKeepsTheInterruptBehaviour(Ref ref, Expected mutator) throws Throwable {
        Class<?> mutant = mutantClass(mutation(ref.method(), mutator));
        Pit.call(mutant, ref.method(), WaitCallMutationTest.MILLIS);
        long start = System.nanoTime();
        long result = Pit.call(mutant, ref.method(), WaitCallMutationTest.MILLIS);
        long took = System.nanoTime() - start;
        assertTrue(took < WaitCallMutationTest.FAST_NANOS, ref + " under " + mutator + " took "
                + took / 1_000_000 + " ms");
        if (ref.byClock()) {
            assertTrue(result <= ref.result() && result > ref.result() - WaitCallMutationTest.FAST_NANOS,
                    "the time left of " + ref.result() + " ns: " + result);
        } else {
            assertEquals(ref.result(), result);
        }
        Pit.interrupted(() -> {
            if (ref.throwsInterrupted()) {
                assertThrows(InterruptedException.class, () -> Pit.call(mutant, ref.method(), 50));
                assertFalse(Thread.currentThread().isInterrupted());
            } else {
                Pit.call(mutant, ref.method(), 50);
                assertTrue(Thread.currentThread().isInterrupted());
            }
            return null;
        });
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Expected.class)
    void lambdaBodyIsMutatedAsACall(Expected mutator) throws Throwable {
        List<MutationDetails> found = Pit.scan(REFERENCES, m -> m.getName().startsWith("lambda$lambdaThreadSleep$"));
        assertEquals(4, found.size(), "mutations: " + found);
        MutationDetails mine = found.stream().filter(d -> d.getMutator().equals(mutator.id())).findFirst().get();
        assertEquals(mutator.description("Thread.sleep(long)", ""), mine.getDescription());
        assertEquals(List.of(), Pit.scan(REFERENCES, "lambdaThreadSleep"), "the method making the lambda");
        Class<?> mutant = mutantClass(mine);
        Pit.call(mutant, "lambdaThreadSleep", 50);
        long start = System.nanoTime();
        Pit.call(mutant, "lambdaThreadSleep", 50);
        assertTrue(System.nanoTime() - start < WaitCallMutationTest.FAST_NANOS);
    }

    @Test
    void serializableReferenceIsLeftAlone() {
        List<String> calls = Pit.calls(Pit.bytes(REFERENCES), "serializableThreadSleepRef");
        assertTrue(calls.contains("handle java/lang/Thread.sleep (J)V"), "the subject refers to sleep: " + calls);
        assertEquals(List.of(), Pit.scan(REFERENCES, "serializableThreadSleepRef"));
    }
}
