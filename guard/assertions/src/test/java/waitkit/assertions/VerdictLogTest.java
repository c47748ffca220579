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
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.opentest4j.TestAbortedException;

import waitkit.VerdictRecord;

/**
 * Under the guard every verdict an assertion reaches is recorded, with the
 * mutant that ran and the test that asked: PASS, the mechanism that
 * failed, or NOT_MEASURED for a skip.
 */
class VerdictLogTest {

    private Path dir;

    @BeforeEach
    void recordInADirectory() throws Exception {
        dir = Files.createTempDirectory("verdicts");
        System.setProperty(VerdictRecord.DIRECTORY_PROPERTY, dir.toString());
        System.setProperty(VerdictRecord.MUTANT_PROPERTY, "a mutant's id");
    }

    @AfterEach
    void stopRecording() throws Exception {
        System.clearProperty(VerdictRecord.DIRECTORY_PROPERTY);
        System.clearProperty(VerdictRecord.MUTANT_PROPERTY);
        System.clearProperty(VerdictRecord.TEST_PROPERTY);
        Sched.simulatedUnmeasurable = null;
        try (var files = Files.list(dir)) {
            for (Path f : files.toList()) {
                Files.delete(f);
            }
        }
        Files.delete(dir);
    }

    @Test
    void aPassAndAFailureAreRecordedWithTheMutantAndTheTest() throws Exception {
        WaitAssertions.assertGivesUpNoSoonerThan(Duration.ofMillis(20), () -> Thread.sleep(20));
        assertThrows(AssertionError.class, () -> WaitAssertions.assertGivesUpNoSoonerThan(Duration.ofMillis(20),
                () -> { }));
        List<VerdictRecord> records = VerdictRecord.readAll(dir);
        assertEquals(2, records.size(), records.toString());
        for (VerdictRecord r : records) {
            assertEquals(System.getProperty(VerdictRecord.MUTANT_PROPERTY), r.mutant(), "mutant");
            assertEquals(VerdictLogTest.class.getName(), r.testClass(), "test class");
            assertEquals("aPassAndAFailureAreRecordedWithTheMutantAndTheTest", r.testMethod(), "test method");
            assertEquals(VerdictRecord.Source.ASSERTION, r.source(), "source");
        }
        assertEquals("PASS", records.get(0).outcome());
        assertEquals("BUDGET_COLLAPSE", records.get(1).outcome());
        assertTrue(records.get(1).message().startsWith("BUDGET_COLLAPSE: the call gave up after "),
                records.get(1).message());
    }

    // The guard's listener names the test as its framework runs it: an
    // inherited test method in the class that inherits it, not in the one
    // whose frame declares it.
    @Test
    void theTestTheListenerNamesIsTheRecordsTest() throws Exception {
        System.setProperty(VerdictRecord.TEST_PROPERTY, "org.example.ConcreteSuiteTest#leavesTheCpu");
        WaitAssertions.assertGivesUpNoSoonerThan(Duration.ofMillis(5), () -> Thread.sleep(5));
        List<VerdictRecord> records = VerdictRecord.readAll(dir);
        assertEquals(1, records.size(), records.toString());
        assertEquals("org.example.ConcreteSuiteTest", records.get(0).testClass());
        assertEquals("leavesTheCpu", records.get(0).testMethod());
    }

    // Under PIT a skipped test reads as a pass, and its mutant as SURVIVED:
    // the record says it was not measured, and why.
    @Test
    void aSkipIsRecordedAsNotMeasured() throws Exception {
        Sched.simulatedUnmeasurable = "simulated: no schedstat";
        assertThrows(TestAbortedException.class,
                () -> WaitAssertions.assertLeavesTheCpu(Duration.ofMillis(250), released -> { }));
        List<VerdictRecord> records = VerdictRecord.readAll(dir);
        assertEquals(1, records.size(), records.toString());
        assertEquals(VerdictRecord.NOT_MEASURED, records.get(0).outcome());
        assertTrue(records.get(0).message().contains("simulated: no schedstat"), records.get(0).message());
    }

    @Test
    void aRecordSurvivesItsLine() {
        VerdictRecord r = new VerdictRecord("m\tid", "C", "m", VerdictRecord.Source.TEST, VerdictRecord.FAILED,
                "java.lang.AssertionError: two\nlines \\ and a tab\t");
        assertEquals(r, VerdictRecord.parse(r.toLine()));
        assertTrue(!r.toLine().contains("\n"), r.toLine());
    }

    @Test
    void withoutTheDirectoryNothingIsRecorded() throws Exception {
        System.clearProperty(VerdictRecord.DIRECTORY_PROPERTY);
        WaitAssertions.assertGivesUpNoSoonerThan(Duration.ofMillis(5), () -> Thread.sleep(5));
        assertEquals(List.of(), VerdictRecord.readAll(dir));
    }
}
