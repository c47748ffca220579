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
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;

import waitkit.VerdictRecord;
import waitkit.pit.listened.ListenedJupiter;
import waitkit.pit.listened.ListenedJupiterSetUp;

/**
 * The guard's listener on the JUnit Platform, loaded as PIT's JUnit 5
 * plugin loads it: the tests of {@link ListenedJupiter} run through a
 * launcher of their own from {@code LauncherFactory.create()}, with
 * {@value VerdictRecord#DIRECTORY_PROPERTY} set to a temporary directory and
 * the running mutant set to a stale one, as an earlier mutant in PIT's
 * minion leaves it.
 */
class JUnitPlatformFailuresTest {

    static final String STALE = "com.acme.Stale run ()V 3 waitkit.pit.WaitMutator_WAIT_REMOVED";

    static final String CLASS = ListenedJupiter.class.getName();

    @TempDir
    Path dir;

    /**
     * What a launch left: the records written, the tests that failed as the
     * launcher counted them, and the running mutant after it.
     */
    record Launch(List<VerdictRecord> records, long failed, String mutantAfter) {
    }

    // Runs the selected tests through a new launcher, recording into dir or
    // not, and restores both properties after.
    private Launch launch(boolean recording, DiscoverySelector... selectors) throws IOException {
        String verdicts = System.getProperty(VerdictRecord.DIRECTORY_PROPERTY);
        String mutant = System.getProperty(ActiveMutant.PROPERTY);
        try {
            if (recording) {
                System.setProperty(VerdictRecord.DIRECTORY_PROPERTY, dir.toString());
            } else {
                System.clearProperty(VerdictRecord.DIRECTORY_PROPERTY);
            }
            System.setProperty(ActiveMutant.PROPERTY, STALE);
            Launcher launcher = LauncherFactory.create();
            SummaryGeneratingListener summary = new SummaryGeneratingListener();
            launcher.execute(LauncherDiscoveryRequestBuilder.request().selectors(selectors).build(), summary);
            long failed = summary.getSummary().getTestsFailedCount()
                    + summary.getSummary().getContainersFailedCount();
            List<VerdictRecord> records = VerdictRecord.readAll(dir);
            for (VerdictRecord r : records) {
                assertTrue(r.message().matches(".* \\(at ListenedJupiter(SetUp)?\\.java:\\d+\\)"),
                        "the place in the test's class it threw at: " + r.message());
            }
            return new Launch(TestFailuresTest.withoutWhere(records), failed,
                    System.getProperty(ActiveMutant.PROPERTY));
        } finally {
            restore(VerdictRecord.DIRECTORY_PROPERTY, verdicts);
            restore(ActiveMutant.PROPERTY, mutant);
        }
    }

    private static void restore(String property, String value) {
        if (value == null) {
            System.clearProperty(property);
        } else {
            System.setProperty(property, value);
        }
    }

    private static VerdictRecord failed(String mutant, String testClass, String method, String message) {
        return new VerdictRecord(mutant, testClass, method, VerdictRecord.Source.TEST, VerdictRecord.FAILED, message);
    }

    @Test
    void theLauncherLoadsTheListenerFromItsServicesFile() {
        assertTrue(ServiceLoader.load(TestExecutionListener.class).stream()
                .anyMatch(p -> p.type() == JUnitPlatformFailures.class));
    }

    @Test
    void aFailedTestIsRecordedUnderTheMutantThatRanInIt() throws IOException {
        Launch launch = launch(true, selectMethod(ListenedJupiter.class, "failsAfterTheMutantRan"));
        assertEquals(1, launch.failed());
        assertEquals(List.of(failed(ListenedJupiter.FAILING_MUTANT, CLASS, "failsAfterTheMutantRan",
                "java.lang.IllegalStateException: the wait spun")), launch.records());
    }

    @Test
    void aFailedTestInWhichNoMutantRanNamesNone() throws IOException {
        Launch launch = launch(true, selectMethod(ListenedJupiter.class, "failsWithoutTheMutant"));
        assertEquals(1, launch.failed());
        assertEquals(List.of(failed("", CLASS, "failsWithoutTheMutant",
                "org.opentest4j.AssertionFailedError: expected: <1> but was: <2>")), launch.records());
        assertNull(launch.mutantAfter(), "the stale mutant, cleared as the test started");
    }

    @Test
    void aPassingTestWritesNothing() throws IOException {
        Launch launch = launch(true, selectMethod(ListenedJupiter.class, "passesAfterTheMutantRan"));
        assertEquals(0, launch.failed());
        assertEquals(ListenedJupiter.PASSING_MUTANT, launch.mutantAfter());
        try (var files = Files.list(dir)) {
            assertEquals(List.of(), files.toList());
        }
    }

    @Test
    void eachTestOfAClassIsJudgedByTheMutantsThatRanInIt() throws IOException {
        // in order: passes after PASSING_MUTANT, fails after FAILING_MUTANT,
        // then two fail with no mutant's code run in them
        Launch launch = launch(true, selectClass(ListenedJupiter.class));
        assertEquals(3, launch.failed());
        assertEquals(List.of(
                failed(ListenedJupiter.FAILING_MUTANT, CLASS, "failsAfterTheMutantRan",
                        "java.lang.IllegalStateException: the wait spun"),
                failed("", CLASS, "failsWithoutTheMutant",
                        "org.opentest4j.AssertionFailedError: expected: <1> but was: <2>"),
                failed("", CLASS, "failsWithoutAMessage", "java.lang.UnsupportedOperationException")),
                launch.records());
    }

    @Test
    void aFailedSetUpIsRecordedForItsClass() throws IOException {
        Launch launch = launch(true, selectClass(ListenedJupiterSetUp.class));
        assertEquals(1, launch.failed());
        assertEquals(List.of(failed(ListenedJupiter.FAILING_MUTANT, ListenedJupiterSetUp.class.getName(), "",
                "java.lang.IllegalStateException: the server did not start")), launch.records());
    }

    @Test
    void withoutTheDirectoryNothingIsRecordedAndTheMutantIsStillCleared() throws IOException {
        Launch launch = launch(false, selectMethod(ListenedJupiter.class, "failsWithoutTheMutant"));
        assertEquals(1, launch.failed());
        assertEquals(List.of(), launch.records());
        assertNull(launch.mutantAfter());
    }
}
