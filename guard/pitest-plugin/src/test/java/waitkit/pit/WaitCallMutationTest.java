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
import org.junit.jupiter.params.provider.MethodSource;
import org.pitest.mutationtest.engine.Mutant;
import org.pitest.mutationtest.engine.MutationDetails;

/**
 * Every timed wait call of the catalogue, under each of the four mutators,
 * through PIT's GregorMutater and interceptors: the scan finds it once per
 * mutator with the description expected, the mutant calls the helper
 * instead, just after publishing its identity, runs at once where the
 * original waits 10 x 50 ms, returns what the original would return at
 * once (by the clock for a value-returning wait), and does what the
 * original does when the thread is already interrupted.
 */
class WaitCallMutationTest {

    static final String SUBJECTS = "waitkit.pit.subjects.";
    static final long MILLIS = 50;
    /** Half of what the originals ask for: TIMES x MILLIS. */
    static final long FAST_NANOS = 250_000_000L;

    /**
     * A subject method with one timed wait call: the wait and what it
     * becomes ({@code returns} or {@code then}), the call in the bytecode
     * and the helper's, and what the mutant returns at {@link #MILLIS}
     * ({@code byClock}: within {@link #FAST_NANOS} under it).
     */
    record Form(String className, String method, String waitCall, String returns, String then,
            boolean throwsInterrupted, String originalCall, String helperSuffix, String helperDescriptor, long result,
            boolean byClock, int sinceJdk) {

        @Override
        public String toString() {
            return className.substring(className.lastIndexOf('.') + 1) + "." + method;
        }

        boolean originalRuns() {
            return Runtime.version().feature() >= sinceJdk;
        }

        Form in(String subject) {
            return new Form(SUBJECTS + subject, method, waitCall, returns, then, throwsInterrupted, originalCall,
                    helperSuffix, helperDescriptor, result, byClock, sinceJdk);
        }

        Form returning(String words, long value) {
            return new Form(className, method, waitCall, words, then, throwsInterrupted, originalCall, helperSuffix,
                    helperDescriptor, value, byClock, sinceJdk);
        }

        Form then(String call, long value) {
            return new Form(className, method, waitCall, returns, call, throwsInterrupted, originalCall, helperSuffix,
                    helperDescriptor, value, byClock, sinceJdk);
        }

        Form result(long value) {
            return returning(returns, value);
        }

        Form park() {
            return new Form(className, method, waitCall, returns, then, false, originalCall, helperSuffix,
                    helperDescriptor, result, byClock, sinceJdk);
        }

        Form clocked() {
            return new Form(className, method, waitCall, returns, then, throwsInterrupted, originalCall, helperSuffix,
                    helperDescriptor, result, true, sinceJdk);
        }

        Form since(int jdk) {
            return new Form(className, method, waitCall, returns, then, throwsInterrupted, originalCall, helperSuffix,
                    helperDescriptor, result, byClock, jdk);
        }
    }

    /** A form in Waits, a void wait returning 0, throwing InterruptedException, JDK 17. */
    static Form form(String method, String waitCall, String originalCall, String helperSuffix,
            String helperDescriptor) {
        return new Form(SUBJECTS + "Waits", method, waitCall, "", null, true, originalCall, helperSuffix,
                helperDescriptor, 0, false, 17);
    }

    static final String CU = "java/util/concurrent/";
    static final String TU = "Ljava/util/concurrent/TimeUnit;";
    static final String COND = "java/util/concurrent/locks/Condition";
    static final String AQS = "java/util/concurrent/locks/AbstractQueuedSynchronizer$ConditionObject";
    static final String AQLS = "java/util/concurrent/locks/AbstractQueuedLongSynchronizer$ConditionObject";
    static final String LS = "java/util/concurrent/locks/LockSupport";
    static final String AWAIT_HELPER = "(Ljava/util/concurrent/locks/Condition;J" + TU + ")Z";
    static final String AWAIT_NANOS_HELPER = "(Ljava/util/concurrent/locks/Condition;J)J";
    static final String POLL = ".poll (J" + TU + ")Ljava/lang/Object;";
    static final String POLL_HELPER = "(Ljava/util/concurrent/BlockingQueue;J" + TU + ")Ljava/lang/Object;";
    static final String OFFER = "(Ljava/lang/Object;J" + TU + ")Z";
    static final String TRY_LOCK = ".tryLock (J" + TU + ")Z";
    static final String TRY_LOCK_HELPER = "(Ljava/util/concurrent/locks/Lock;J" + TU + ")Z";
    static final String NANOS_50 = "returning the time left";

    static final List<Form> FORMS = List.of(
            form("threadSleep", "Thread.sleep(long)", "java/lang/Thread.sleep (J)V", "Sleep", "(J)V"),
            form("threadSleepNanos", "Thread.sleep(long, int)", "java/lang/Thread.sleep (JI)V", "Sleep", "(JI)V"),
            form("sleepDuration", "Thread.sleep(Duration)", "java/lang/Thread.sleep (Ljava/time/Duration;)V", "Sleep",
                    "(Ljava/time/Duration;)V").in("DurationSleep").since(19),
            form("sleepInSubclass", "Thread.sleep(long)", "waitkit/pit/subjects/SleeperThread.sleep (J)V", "Sleep",
                    "(J)V").in("SleeperThread"),
            form("sleepInInner", "Thread.sleep(long)", "java/lang/Thread.sleep (J)V", "Sleep", "(J)V")
                    .in("SleeperThread$Inner"),
            form("sleepInGrandchild", "Thread.sleep(long)", "waitkit/pit/subjects/GrandchildThread.sleep (J)V",
                    "Sleep", "(J)V").in("GrandchildThread"),
            form("sleepInPoolWorker", "Thread.sleep(long)", "waitkit/pit/subjects/PoolWorker.sleep (J)V", "Sleep",
                    "(J)V").in("PoolWorker"),
            form("qualifiedSleep", "Thread.sleep(long)", "waitkit/pit/subjects/SleeperThread.sleep (J)V", "Sleep",
                    "(J)V").in("ThreadSubclasses"),
            form("timeUnitSleep", "TimeUnit.sleep(long)", CU + "TimeUnit.sleep (J)V", "TimeUnitSleep",
                    "(" + TU + "J)V"),
            form("parkNanos", "LockSupport.parkNanos(long)", LS + ".parkNanos (J)V", "ParkNanos", "(J)V").park(),
            form("parkNanosBlocker", "LockSupport.parkNanos(Object, long)", LS + ".parkNanos (Ljava/lang/Object;J)V",
                    "ParkNanos", "(Ljava/lang/Object;J)V").park(),
            form("parkUntil", "LockSupport.parkUntil(long)", LS + ".parkUntil (J)V", "ParkUntil", "(J)V").park(),
            form("parkUntilBlocker", "LockSupport.parkUntil(Object, long)", LS + ".parkUntil (Ljava/lang/Object;J)V",
                    "ParkUntil", "(Ljava/lang/Object;J)V").park(),
            form("objectWait", "Object.wait(long)", "java/lang/Object.wait (J)V", "Wait", "(Ljava/lang/Object;J)V"),
            form("objectWaitNanos", "Object.wait(long, int)", "java/lang/Object.wait (JI)V", "Wait",
                    "(Ljava/lang/Object;JI)V"),
            form("conditionAwait", "Condition.await(long, TimeUnit)", COND + ".await (J" + TU + ")Z", "Await",
                    AWAIT_HELPER).returning(" returning whether time is left", 1),
            form("conditionAwaitNanos", "Condition.awaitNanos(long)", COND + ".awaitNanos (J)J", "AwaitNanos",
                    AWAIT_NANOS_HELPER).returning(" " + NANOS_50, MILLIS * 1_000_000L).clocked(),
            form("conditionObjectAwaitNanos", "Condition.awaitNanos(long)", AQS + ".awaitNanos (J)J", "AwaitNanos",
                    AWAIT_NANOS_HELPER).returning(" " + NANOS_50, MILLIS * 1_000_000L).clocked(),
            form("longConditionObjectAwait", "Condition.await(long, TimeUnit)", AQLS + ".await (J" + TU + ")Z",
                    "Await", AWAIT_HELPER).returning(" returning whether time is left", 1),
            form("conditionAwaitUntil", "Condition.awaitUntil(Date)", COND + ".awaitUntil (Ljava/util/Date;)Z",
                    "AwaitUntil", "(Ljava/util/concurrent/locks/Condition;Ljava/util/Date;)Z")
                    .returning(" returning whether the deadline is ahead", 1),
            form("threadJoin", "Thread.join(long)", "java/lang/Thread.join (J)V", "Join", "(Ljava/lang/Thread;J)V")
                    .result(1),
            form("threadJoinNanos", "Thread.join(long, int)", "java/lang/Thread.join (JI)V", "Join",
                    "(Ljava/lang/Thread;JI)V").result(1),
            form("joinDuration", "Thread.join(Duration)", "java/lang/Thread.join (Ljava/time/Duration;)Z", "Join",
                    "(Ljava/lang/Thread;Ljava/time/Duration;)Z").in("DurationJoin").since(19)
                    .returning(" returning whether the thread has terminated", 0),
            form("subclassJoin", "Thread.join(long)", "waitkit/pit/subjects/BlockedThread.join (J)V", "Join",
                    "(Ljava/lang/Thread;J)V").in("ThreadSubclasses").result(1),
            form("timedJoin", "TimeUnit.timedJoin(Thread, long)", CU + "TimeUnit.timedJoin (Ljava/lang/Thread;J)V",
                    "TimedJoin", "(" + TU + "Ljava/lang/Thread;J)V").result(1),
            form("timedWait", "TimeUnit.timedWait(Object, long)", CU + "TimeUnit.timedWait (Ljava/lang/Object;J)V",
                    "TimedWait", "(" + TU + "Ljava/lang/Object;J)V"),
            form("queuePoll", "BlockingQueue.poll(long, TimeUnit)", CU + "BlockingQueue" + POLL, "Poll", POLL_HELPER)
                    .then("poll()", 1),
            form("linkedQueuePoll", "BlockingQueue.poll(long, TimeUnit)", CU + "LinkedBlockingQueue" + POLL, "Poll",
                    POLL_HELPER).then("poll()", 1),
            form("synchronousQueuePoll", "BlockingQueue.poll(long, TimeUnit)", CU + "SynchronousQueue" + POLL, "Poll",
                    POLL_HELPER).then("poll()", 0),
            form("delayQueuePoll", "DelayQueue.poll(long, TimeUnit)",
                    CU + "DelayQueue.poll (J" + TU + ")Ljava/util/concurrent/Delayed;", "Poll",
                    "(Ljava/util/concurrent/DelayQueue;J" + TU + ")Ljava/util/concurrent/Delayed;").then("poll()", 0),
            form("taskQueuePoll", "BlockingQueue.poll(long, TimeUnit)",
                    "waitkit/pit/subjects/QueueSubclasses$TaskQueue" + POLL, "Poll", POLL_HELPER)
                    .in("QueueSubclasses").then("poll()", 1),
            form("jobsPoll", "BlockingQueue.poll(long, TimeUnit)", "waitkit/pit/subjects/QueueSubclasses$Jobs" + POLL,
                    "Poll", POLL_HELPER).in("QueueSubclasses").then("poll()", 1),
            form("queueOffer", "BlockingQueue.offer(E, long, TimeUnit)", CU + "BlockingQueue.offer " + OFFER, "Offer",
                    "(Ljava/util/concurrent/BlockingQueue;" + OFFER.substring(1)).then("offer(e)", 1),
            form("dequePollFirst", "BlockingDeque.pollFirst(long, TimeUnit)",
                    CU + "BlockingDeque.pollFirst (J" + TU + ")Ljava/lang/Object;", "PollFirst",
                    "(Ljava/util/concurrent/BlockingDeque;J" + TU + ")Ljava/lang/Object;").then("pollFirst()", 1),
            form("dequePollLast", "BlockingDeque.pollLast(long, TimeUnit)",
                    CU + "LinkedBlockingDeque.pollLast (J" + TU + ")Ljava/lang/Object;", "PollLast",
                    "(Ljava/util/concurrent/BlockingDeque;J" + TU + ")Ljava/lang/Object;").then("pollLast()", 1),
            form("dequeOfferFirst", "BlockingDeque.offerFirst(E, long, TimeUnit)",
                    CU + "BlockingDeque.offerFirst " + OFFER, "OfferFirst",
                    "(Ljava/util/concurrent/BlockingDeque;" + OFFER.substring(1)).then("offerFirst(e)", 1),
            form("dequeOfferLast", "BlockingDeque.offerLast(E, long, TimeUnit)",
                    CU + "LinkedBlockingDeque.offerLast " + OFFER, "OfferLast",
                    "(Ljava/util/concurrent/BlockingDeque;" + OFFER.substring(1)).then("offerLast(e)", 1),
            form("tryTransfer", "TransferQueue.tryTransfer(E, long, TimeUnit)", CU + "TransferQueue.tryTransfer " + OFFER,
                    "TryTransfer", "(Ljava/util/concurrent/TransferQueue;" + OFFER.substring(1))
                    .then("tryTransfer(e)", 0),
            form("semaphoreTryAcquire", "Semaphore.tryAcquire(long, TimeUnit)",
                    CU + "Semaphore.tryAcquire (J" + TU + ")Z", "TryAcquire",
                    "(Ljava/util/concurrent/Semaphore;J" + TU + ")Z").then("tryAcquire()", 1),
            form("semaphoreTryAcquirePermits", "Semaphore.tryAcquire(int, long, TimeUnit)",
                    CU + "Semaphore.tryAcquire (IJ" + TU + ")Z", "TryAcquire",
                    "(Ljava/util/concurrent/Semaphore;IJ" + TU + ")Z").then("tryAcquire(permits)", 1),
            form("lockTryLock", "Lock.tryLock(long, TimeUnit)", "java/util/concurrent/locks/Lock" + TRY_LOCK,
                    "TryLock", TRY_LOCK_HELPER).then("tryLock()", 0),
            form("reentrantLockTryLock", "Lock.tryLock(long, TimeUnit)",
                    "java/util/concurrent/locks/ReentrantLock" + TRY_LOCK, "TryLock", TRY_LOCK_HELPER)
                    .then("tryLock()", 0),
            form("readLockTryLock", "Lock.tryLock(long, TimeUnit)",
                    "java/util/concurrent/locks/ReentrantReadWriteLock$ReadLock" + TRY_LOCK, "TryLock",
                    TRY_LOCK_HELPER).then("tryLock()", 0),
            form("latchAwait", "CountDownLatch.await(long, TimeUnit)", CU + "CountDownLatch.await (J" + TU + ")Z",
                    "Await", "(Ljava/util/concurrent/CountDownLatch;J" + TU + ")Z").then("getCount() == 0", 0));

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
            assertEquals(e.description(form.waitCall(), form.returns(), form.then()), d.getDescription());
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
        assertEquals(original.size() + 1, calls.size(), "one call replaced by one call, after ActiveMutant.publish");
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("formsAndMutators")
    void mutantPublishesItsIdentityJustBeforeTheHelper(Form form, Expected mutator) {
        MutationDetails mutation = mutation(form, mutator);
        List<String> instructions = Pit.instructions(Pit.mutant(mutation).getBytes(), form.method()::equals);
        int helper = instructions.indexOf(mutator.helperCall(form.helperSuffix(), form.helperDescriptor()));
        assertTrue(helper >= 2, "instructions: " + instructions);
        assertEquals(List.of("ldc " + ActiveMutantTest.expectedId(mutation),
                "waitkit/pit/ActiveMutant.publish (Ljava/lang/String;)V"), instructions.subList(helper - 2, helper));
        assertEquals(1, Collections.frequency(instructions, "waitkit/pit/ActiveMutant.publish (Ljava/lang/String;)V"));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("formsAndMutators")
    void mutantReturnsAtOnceWithWhatTheOriginalWouldReturnAtOnce(Form form, Expected mutator) throws Throwable {
        Class<?> mutant = mutantClass(form, mutator);
        Pit.call(mutant, form.method(), MILLIS); // links the helper, bootstraps what needs it
        long start = System.nanoTime();
        long result = Pit.call(mutant, form.method(), MILLIS);
        long took = System.nanoTime() - start;
        assertTrue(took < FAST_NANOS, form + " under " + mutator + " took " + took / 1_000_000 + " ms");
        if (form.byClock()) {
            assertTrue(result <= form.result() && result > form.result() - FAST_NANOS,
                    "the time left of " + form.result() + " ns: " + result);
        } else {
            assertEquals(form.result(), result, "what the last wait returned");
        }
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
}
