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
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testng.ITestNGListener;
import org.testng.TestNG;
import org.testng.xml.XmlClass;
import org.testng.xml.XmlInclude;
import org.testng.xml.XmlSuite;
import org.testng.xml.XmlTest;

import waitkit.VerdictRecord;
import waitkit.pit.listened.ListenedJupiter;
import waitkit.pit.listened.ListenedTestNG;

/**
 * The guard's listener on TestNG, loaded as PIT's TestNG plugin loads it:
 * the tests of {@link ListenedTestNG} run through one {@code TestNG} object
 * whose {@code run()} is called for each suite, with {@value
 * VerdictRecord#DIRECTORY_PROPERTY} set to a temporary directory and the
 * running mutant set to a stale one. Surefire runs this class twice: on
 * TestNG 6.9.10, whose {@code run()} adds a new instance of each
 * service-loaded listener every time, and on TestNG 7, which reads the
 * services file at an object's first {@code run()} only (the pom's
 * execution testng-7).
 */
class TestNGFailuresTest {

    static final String CLASS = ListenedTestNG.class.getName();

    /** The system property with the TestNG version this run of the class is for. */
    static final String VERSION_PROPERTY = "waitkit.test.testng";

    @TempDir
    Path dir;

    // One object for every run, as PIT's TestNG plugin keeps one.
    private final TestNG testng = new TestNG(false);

    // Runs ListenedTestNG, or the given methods of it, as one suite through
    // testng, recording into dir/verdicts; returns whether a test failed.
    private boolean run(String... methods) throws IOException {
        Path verdicts = Files.createDirectories(dir.resolve("verdicts"));
        String directory = System.getProperty(VerdictRecord.DIRECTORY_PROPERTY);
        String mutant = System.getProperty(ActiveMutant.PROPERTY);
        try {
            System.setProperty(VerdictRecord.DIRECTORY_PROPERTY, verdicts.toString());
            System.setProperty(ActiveMutant.PROPERTY, JUnitPlatformFailuresTest.STALE);
            XmlSuite suite = new XmlSuite();
            suite.setName(CLASS);
            XmlTest test = new XmlTest(suite);
            test.setName(CLASS);
            XmlClass xmlClass = new XmlClass(CLASS);
            List<XmlInclude> included = new ArrayList<>();
            for (String m : methods) {
                included.add(new XmlInclude(m));
            }
            xmlClass.setIncludedMethods(included);
            test.setXmlClasses(List.of(xmlClass));
            testng.setVerbose(0);
            testng.setOutputDirectory(dir.resolve("output").toString());
            testng.setXmlSuites(List.of(suite));
            testng.run();
            return testng.hasFailure();
        } finally {
            restore(VerdictRecord.DIRECTORY_PROPERTY, directory);
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

    private List<VerdictRecord> records() throws IOException {
        List<VerdictRecord> records = VerdictRecord.readAll(dir.resolve("verdicts"));
        for (VerdictRecord r : records) {
            assertTrue(r.message().matches(".* \\(at ListenedTestNG\\.java:\\d+\\)"),
                    "the place in the test's class it threw at: " + r.message());
        }
        return TestFailuresTest.withoutWhere(records);
    }

    private static VerdictRecord failed(String mutant, String method, String message) {
        return new VerdictRecord(mutant, CLASS, method, VerdictRecord.Source.TEST, VerdictRecord.FAILED, message);
    }

    @Test
    void theTestNGOnTheClassPathIsTheOneThisRunIsFor() {
        String version = System.getProperty(VERSION_PROPERTY);
        assertNotNull(version, VERSION_PROPERTY + " is not set: the pom's Surefire configuration sets it");
        String jar = TestNG.class.getProtectionDomain().getCodeSource().getLocation().getPath();
        assertTrue(jar.endsWith("/testng-" + version + ".jar"), "TestNG from " + jar + ", expected " + version);
    }

    @Test
    void testNGLoadsTheListenerFromItsServicesFile() {
        assertTrue(ServiceLoader.load(ITestNGListener.class).stream().anyMatch(p -> p.type() == TestNGFailures.class));
    }

    @Test
    void eachFailedTestIsRecordedOnceUnderTheMutantThatRanInIt() throws IOException {
        // in order: passes after PASSING_MUTANT, fails after FAILING_MUTANT,
        // then fails with no mutant's code run in it
        List<VerdictRecord> once = List.of(
                failed(ListenedJupiter.FAILING_MUTANT, "failsAfterTheMutantRan",
                        "java.lang.IllegalStateException: the wait spun"),
                failed("", "failsWithoutTheMutant", "java.lang.AssertionError: expected [2] but found [1]"));
        assertTrue(run());
        assertEquals(once, records());
        // the second run of the same object: TestNG 6.9 calls two instances of the listener now
        assertTrue(run());
        List<VerdictRecord> twice = new ArrayList<>(once);
        twice.addAll(once);
        assertEquals(twice, records());
    }

    @Test
    void aFailedTestInWhichNoMutantRanNamesNone() throws IOException {
        assertTrue(run("failsWithoutTheMutant"));
        assertEquals(List.of(failed("", "failsWithoutTheMutant",
                "java.lang.AssertionError: expected [2] but found [1]")), records());
    }

    @Test
    void aPassingTestWritesNothing() throws IOException {
        assertFalse(run("passesAfterTheMutantRan"));
        assertEquals(List.of(), records());
        try (var files = Files.list(dir.resolve("verdicts"))) {
            assertEquals(List.of(), files.toList());
        }
    }
}
