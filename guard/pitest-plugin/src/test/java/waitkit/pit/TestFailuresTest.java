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
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import waitkit.VerdictRecord;

/**
 * What the listeners share, and what keeps each one to its framework:
 * the record's message, a record that cannot be written, and which of the
 * plugin's classes and services files name the listeners and the
 * frameworks' packages.
 */
class TestFailuresTest {

    @TempDir
    Path dir;

    @Test
    void theMessageIsTheExceptionsClassAndTheFirstLineOfItsMessage() {
        assertEquals("java.lang.IllegalStateException: first",
                TestFailures.describe(new IllegalStateException("first\nsecond")));
        assertEquals("java.lang.IllegalStateException: first",
                TestFailures.describe(new IllegalStateException("first\r\nsecond")));
        assertEquals("java.lang.AssertionError", TestFailures.describe(new AssertionError()));
        assertEquals("java.lang.AssertionError", TestFailures.describe(new AssertionError("")));
        assertEquals("waitkit.pit.TestFailuresTest$Nested: e", TestFailures.describe(new Nested("e")));
        assertEquals("java.lang.AssertionError: expected true", TestFailures.describe(
                new AssertionError("\n  expected true\n")), "the first line that is not blank");
        AssertionError here = new AssertionError();
        assertEquals("java.lang.AssertionError (at TestFailuresTest.java:" + here.getStackTrace()[0].getLineNumber()
                + ")", TestFailures.describe(here, TestFailuresTest.class.getName()), "where, in the test's class");
        assertEquals("unknown: no exception", TestFailures.describe(null));
    }

    // An exception class with a binary name of its own.
    private static final class Nested extends RuntimeException {
        Nested(String message) {
            super(message);
        }
    }

    @Test
    void aRecordThatCannotBeWrittenIsReportedNotThrown() {
        String directory = System.getProperty(VerdictRecord.DIRECTORY_PROPERTY);
        PrintStream err = System.err;
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        try {
            System.setProperty(VerdictRecord.DIRECTORY_PROPERTY, dir.resolve("missing").toString());
            assertTrue(TestFailures.recording());
            System.setErr(new PrintStream(said, true, StandardCharsets.UTF_8));
            TestFailures.failed("com.acme.PollerTest", "spins", new AssertionError("CPU_USE"));
            System.setErr(err);
            assertFalse(Files.exists(dir.resolve("missing")));
            assertTrue(said.toString(StandardCharsets.UTF_8).startsWith(
                    "waitkit guard: the failure of com.acme.PollerTest#spins is not recorded: "
                            + "java.io.UncheckedIOException: cannot record a verdict in " + dir.resolve("missing")),
                    said.toString(StandardCharsets.UTF_8));
        } finally {
            System.setErr(err);
            if (directory == null) {
                System.clearProperty(VerdictRecord.DIRECTORY_PROPERTY);
            } else {
                System.setProperty(VerdictRecord.DIRECTORY_PROPERTY, directory);
            }
        }
    }

    /**
     * Only the JUnit Platform's listener refers to the Platform, only
     * TestNG's to TestNG, and no other class of the plugin refers to either
     * listener: a framework's types are loaded only by that framework, which
     * finds its listener in its own services file, and a project on one
     * framework never loads the other's listener.
     */
    @Test
    void eachListenerIsReachedOnlyByItsFramework() throws IOException, URISyntaxException {
        Path classes = Path.of(ActiveMutant.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> all = Files.walk(classes)) {
            for (Path p : all.filter(Files::isRegularFile).toList()) {
                // a class file's names are in its constant pool as modified UTF-8: ASCII here
                files.put(classes.relativize(p).toString().replace('\\', '/'),
                        new String(Files.readAllBytes(p), StandardCharsets.ISO_8859_1));
            }
        }
        assertEquals(List.of("META-INF/services/org.junit.platform.launcher.TestExecutionListener",
                "waitkit/pit/JUnitPlatformFailures.class"), naming(files, "waitkit/pit/JUnitPlatformFailures",
                "waitkit.pit.JUnitPlatformFailures", "org/junit/"));
        assertEquals(List.of("META-INF/services/org.testng.ITestNGListener", "waitkit/pit/TestNGFailures.class"),
                naming(files, "waitkit/pit/TestNGFailures", "waitkit.pit.TestNGFailures", "org/testng/"));
    }

    // The files that hold any of the given strings.
    private static List<String> naming(Map<String, String> files, String... strings) {
        TreeSet<String> found = new TreeSet<>();
        files.forEach((name, text) -> {
            if (Stream.of(strings).anyMatch(text::contains)) {
                found.add(name);
            }
        });
        return List.copyOf(found);
    }

    /**
     * Returns records with the place a test threw at taken off their
     * messages, for comparisons that name the exception alone; the place has
     * a test of its own here.
     *
     * @param records the records
     * @return the same records, each message without its {@code (at File.java:N)}
     */
    static java.util.List<waitkit.VerdictRecord> withoutWhere(java.util.List<waitkit.VerdictRecord> records) {
        return records.stream().map(r -> new waitkit.VerdictRecord(r.mutant(), r.testClass(), r.testMethod(),
                r.source(), r.outcome(), r.message().replaceFirst(" \\(at [^ ()]+\\.java:\\d+\\)$", ""))).toList();
    }
}
