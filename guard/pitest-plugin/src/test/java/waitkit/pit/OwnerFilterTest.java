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

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitest.bytecode.analysis.ClassTree;
import org.pitest.classinfo.ClassName;
import org.pitest.mutationtest.build.CompoundInterceptorFactory;
import org.pitest.mutationtest.build.MutationInterceptor;
import org.pitest.mutationtest.build.MutationInterceptorFactory;
import org.pitest.mutationtest.config.PluginServices;
import org.pitest.mutationtest.config.ReportOptions;
import org.pitest.mutationtest.engine.MutationDetails;
import org.pitest.mutationtest.engine.gregor.GregorMutater;
import org.pitest.plugin.FeatureSetting;
import org.pitest.plugin.ToggleStatus;

/**
 * Waits called on a class PIT gives the mutator no hierarchy of: the
 * mutators register every candidate, in PIT's main process as in its
 * minion, and the filter WaitOwnerFilter (feature FWAITOWNER, on by
 * default) keeps those whose owner's hierarchy reaches the wait's JDK type:
 * Thread subclasses (a grandchild, an anonymous class, one through the
 * JDK's ForkJoinWorkerThread, {@code Worker.sleep(n)} from elsewhere), a
 * user's queue, lock or queue interface; and drops the look-alikes: a
 * user's own static {@code sleep(long)}, a Thread subclass that hides
 * Thread's, a class whose methods only look like a queue's or a lock's, an
 * unbounded queue's offer, which never waits.
 */
class OwnerFilterTest {

    static final String S = "waitkit.pit.subjects.";

    @ParameterizedTest(name = "{0}.{1}: {2} registered, {3} kept")
    @CsvSource({
        "SleeperThread, sleepInSubclass, 4, 4",
        "GrandchildThread, sleepInGrandchild, 4, 4",
        "PoolWorker, sleepInPoolWorker, 4, 4",
        "ThreadSubclasses, qualifiedSleep, 4, 4",
        "ThreadSubclasses, subclassJoin, 4, 4",
        "QueueSubclasses, taskQueuePoll, 4, 4",
        "QueueSubclasses, jobsPoll, 4, 4",
        "QueueSubclasses, userLockTryLock, 4, 4",
        "NotWaits, userStaticSleep, 4, 0",
        "NotWaits, userReference, 4, 0",
        "NotWaits, userInstanceWaits, 0, 0",
        "NotWaits, otherWaits, 0, 0",
        "Napper, selfNap, 4, 0",
        "HidingThread, callsOwnSleep, 4, 0",
        "HidingGrandchild, callsHiddenSleep, 4, 0",
        "ThreadSubclasses, hiddenSleep, 4, 0",
        "QueueSubclasses, unboundedOffer, 4, 0",
        "QueueSubclasses, mailbox, 8, 0",
    })
    void candidatesAreKeptWhereTheOwnersHierarchyReachesTheWaitsType(String subject, String method, int registered,
            int kept) {
        assertEquals(registered, Pit.candidates(S + subject, m -> m.getName().equals(method)).size(),
                "registered by the mutators");
        assertEquals(kept, Pit.scan(S + subject, method).size(), "kept by PIT's interceptors");
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Expected.class)
    void anonymousThreadSubclassSleepIsFoundAndMutated(Expected mutator) throws Throwable {
        String anonymous = S + "ThreadSubclasses$1";
        List<MutationDetails> found = Pit.scan(anonymous, "run");
        assertEquals(4, found.size(), "found: " + found);
        MutationDetails mine = found.stream().filter(d -> d.getMutator().equals(mutator.id())).findFirst()
                .orElseThrow();
        assertEquals(mutator.description("Thread.sleep(long)", ""), mine.getDescription());
        assertTrue(Pit.calls(Pit.bytes(anonymous), "run").contains("waitkit/pit/subjects/ThreadSubclasses$1.sleep (J)V"));
        // the mutant of the anonymous class, run from its outer class
        Class<?> outer = Pit.load(S + "ThreadSubclasses", Map.of(anonymous, Pit.mutant(mine).getBytes()));
        Pit.call(outer, "anonymousSleep", WaitCallMutationTest.MILLIS);
        long start = System.nanoTime();
        Pit.call(outer, "anonymousSleep", WaitCallMutationTest.MILLIS);
        assertTrue(System.nanoTime() - start < WaitCallMutationTest.FAST_NANOS);
        Pit.interrupted(() -> {
            assertThrows(InterruptedException.class,
                    () -> Pit.call(outer, "anonymousSleep", WaitCallMutationTest.MILLIS));
            assertFalse(Thread.currentThread().isInterrupted());
            return null;
        });
    }

    @Test
    void hierarchyIsReadFromTheProjectAndTheJdk() {
        ClassHierarchy project = new ClassHierarchy(Pit.source());
        assertTrue(project.takes(WaitCall.SLEEP, "waitkit/pit/subjects/GrandchildThread"));
        assertFalse(project.takes(WaitCall.SLEEP, "waitkit/pit/subjects/HidingGrandchild"), "hidden on the way");
        assertFalse(project.takes(WaitCall.SLEEP, "waitkit/pit/subjects/Napper"));
        assertTrue(project.takes(WaitCall.QUEUE_POLL, "waitkit/pit/subjects/QueueSubclasses$Jobs"), "an interface");
        assertFalse(project.takes(WaitCall.QUEUE_OFFER, "waitkit/pit/subjects/QueueSubclasses$UnboundedQueue"));
        assertTrue(project.takes(WaitCall.QUEUE_OFFER, "waitkit/pit/subjects/QueueSubclasses$TaskQueue"));
        ClassHierarchy jdkOnly = new ClassHierarchy(name -> Optional.empty());
        assertTrue(jdkOnly.takes(WaitCall.SLEEP, "java/util/concurrent/ForkJoinWorkerThread"), "read from the JDK");
        assertFalse(jdkOnly.takes(WaitCall.QUEUE_OFFER, "java/util/concurrent/PriorityBlockingQueue"));
        assertFalse(jdkOnly.takes(WaitCall.SLEEP, "com/acme/Missing"), "a class not found is not taken");
    }

    @Test
    void filterIsAFeatureOnByDefault() {
        List<MutationInterceptorFactory> ours = PluginServices.makeForLoader(getClass().getClassLoader())
                .findInterceptors().stream().filter(f -> f instanceof WaitOwnerFilterFactory)
                .collect(java.util.stream.Collectors.toList());
        assertEquals(1, ours.size(), "META-INF/services names the factory once");
        assertEquals("fwaitowner", ours.get(0).provides().name().toLowerCase());
        assertTrue(ours.get(0).provides().isOnByDefault());
    }

    @Test
    void turnedOffTheCandidatesStay() {
        // -features=-FWAITOWNER
        MutationInterceptor off = new CompoundInterceptorFactory(
                List.of(new FeatureSetting(WaitOwnerFilterFactory.FEATURE, ToggleStatus.DEACTIVATE, Map.of())),
                PluginServices.makeForLoader(getClass().getClassLoader()).findInterceptors())
                .createInterceptor(new ReportOptions(), null, Pit.source(), null, null, null);
        String napper = S + "Napper";
        GregorMutater mutater = Pit.mutater(m -> m.getName().equals("selfNap"));
        List<MutationDetails> found = mutater.findMutations(ClassName.fromString(napper));
        off.begin(ClassTree.fromBytes(Pit.bytes(napper)));
        assertEquals(4, off.intercept(found, mutater).size());
        off.end();
    }
}
