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

package waitkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * One verdict a test reached under the guard, recorded by the test's JVM
 * for the guard's kill table to read: PIT's report says which test killed a
 * mutant, never why, so the assertions record each verdict they reach
 * (PASS, a mechanism, or NOT_MEASURED for a skip) and the guard's test
 * listener records each test that failed and what it threw, both under the
 * mutant that was running. The kill table then names, for a killed mutant,
 * the mechanism of the kit verdict that failed, or the exception when none
 * did, and for a survivor the reason it was not measured.
 *
 * <p>Records are appended to {@code verdicts-<pid>.txt} in the directory
 * the system property {@value #DIRECTORY_PROPERTY} names (the guard sets it
 * in PIT's test JVMs); without it nothing is recorded. A record is one line
 * of six fields separated by tabs, each escaped ({@code \\}, {@code \t},
 * {@code \n}, {@code \r}); {@link #toLine()} writes it and {@link #parse}
 * reads it. This file uses no other class of the library: the PIT plugin
 * compiles it into its jar.
 *
 * @param mutant     the running mutant's id, as the wait mutators set it in
 *                   {@value #MUTANT_PROPERTY}; empty when none ran
 * @param testClass  the test's class, binary name
 * @param testMethod the test's method
 * @param source     who recorded it
 * @param outcome    for an assertion {@code PASS}, a mechanism's name or
 *                   {@value #NOT_MEASURED}; for a failed test {@value #FAILED}
 * @param message    the verdict's line, or what the test threw
 */
public record VerdictRecord(String mutant, String testClass, String testMethod, Source source, String outcome,
                            String message) {

    /** The system property that names the directory records go to. */
    public static final String DIRECTORY_PROPERTY = "waitkit.guard.verdicts";

    /** The system property in which the wait mutators name the running mutant. */
    public static final String MUTANT_PROPERTY = "waitkit.guard.mutant";

    /**
     * The system property in which the guard's test listener names the
     * running test, {@code <class>#<method>}, as its framework does (the
     * class the test runs in, not the one that declares an inherited
     * method); unset between tests and where no listener runs (JUnit 4).
     */
    public static final String TEST_PROPERTY = "waitkit.guard.test";

    /** The outcome of an assertion that could not measure and skipped its test. */
    public static final String NOT_MEASURED = "NOT_MEASURED";

    /** The outcome of a test that failed, as its framework saw it. */
    public static final String FAILED = "FAILED";

    /** Who recorded a verdict. */
    public enum Source {
        /** One of the kit's assertions, with its verdict. */
        ASSERTION,
        /** The guard's test listener, for a test that failed, with what it threw. */
        TEST
    }

    /**
     * Creates a record of the running mutant, read from {@value #MUTANT_PROPERTY}.
     *
     * @param testClass  the test's class
     * @param testMethod the test's method
     * @param source     who records it
     * @param outcome    the outcome
     * @param message    the message
     * @return the record
     */
    public static VerdictRecord ofRunningMutant(String testClass, String testMethod, Source source, String outcome,
                                                String message) {
        return new VerdictRecord(System.getProperty(MUTANT_PROPERTY, ""), testClass, testMethod, source, outcome,
                message);
    }

    /**
     * Appends this record to this JVM's file in the directory
     * {@value #DIRECTORY_PROPERTY} names; does nothing without it.
     *
     * @throws UncheckedIOException if the file cannot be written
     */
    public void append() {
        String dir = System.getProperty(DIRECTORY_PROPERTY, "");
        if (dir.isEmpty()) {
            return;
        }
        Path file = Path.of(dir, "verdicts-" + ProcessHandle.current().pid() + ".txt");
        try {
            Files.writeString(file, toLine() + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot record a verdict in " + file, e);
        }
    }

    /**
     * Writes this record as one line, without the line's end.
     *
     * @return the line
     */
    public String toLine() {
        return String.join("\t", escape(mutant), escape(testClass), escape(testMethod), source.name(),
                escape(outcome), escape(message));
    }

    /**
     * Reads a record from a line {@link #toLine()} wrote.
     *
     * @param line the line
     * @return the record
     * @throws IllegalArgumentException if the line is not one
     */
    public static VerdictRecord parse(String line) {
        String[] f = line.split("\t", -1);
        if (f.length != 6) {
            throw new IllegalArgumentException("expected 6 fields separated by tabs, got " + f.length + ": " + line);
        }
        return new VerdictRecord(unescape(f[0]), unescape(f[1]), unescape(f[2]), Source.valueOf(f[3]),
                unescape(f[4]), unescape(f[5]));
    }

    /**
     * Reads every record in the files under a directory, its subdirectories
     * (one per module of a build) included. A line that is not a record, such
     * as the last of a test JVM killed while it wrote, is skipped.
     *
     * @param dir the directory
     * @return the records, file by file in path order, each file's in the order written
     * @throws IOException if a file cannot be read
     */
    public static List<VerdictRecord> readAll(Path dir) throws IOException {
        List<VerdictRecord> records = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return records;
        }
        List<Path> files;
        try (var s = Files.walk(dir)) {
            files = s.filter(p -> p.getFileName().toString().startsWith("verdicts-") && Files.isRegularFile(p))
                    .sorted().toList();
        }
        for (Path f : files) {
            for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
                try {
                    records.add(parse(line));
                } catch (IllegalArgumentException e) {
                    // not a whole record
                }
            }
        }
        return records;
    }

    private static String escape(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '\\' -> b.append("\\\\");
                case '\t' -> b.append("\\t");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    private static String unescape(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                char n = s.charAt(++i);
                b.append(switch (n) {
                    case 't' -> '\t';
                    case 'n' -> '\n';
                    case 'r' -> '\r';
                    default -> n;
                });
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }
}
