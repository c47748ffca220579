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

import waitkit.VerdictRecord;

/**
 * What the plugin's test listeners do, in terms of no test framework: a
 * test's start clears the running mutant ({@value ActiveMutant#PROPERTY}),
 * and a failed test is recorded for the guard's kill table, as a {@link
 * VerdictRecord} of source {@code TEST} and outcome {@value
 * VerdictRecord#FAILED} whose message is what the test threw. The
 * listeners, {@link JUnitPlatformFailures} and {@link TestNGFailures}, only
 * translate their framework's events into these calls; this class refers
 * to neither framework, so that each listener's types are loaded by its own
 * framework alone.
 */
final class TestFailures {

    private TestFailures() {
    }

    /**
     * Clears the running mutant, as a test or a run of tests starts: a
     * record or a verdict then names a mutant only if its mutated code ran
     * since ({@link ActiveMutant#publish} sets the property again). Clears
     * the running test too.
     */
    static void starting() {
        System.clearProperty(ActiveMutant.PROPERTY);
        System.clearProperty(VerdictRecord.TEST_PROPERTY);
    }

    /**
     * Names the test that starts, as its framework does, in {@value
     * VerdictRecord#TEST_PROPERTY}, for the assertions' records, after
     * {@link #starting()}.
     *
     * @param testClass  the class the test runs in, binary name
     * @param testMethod its method
     */
    static void starting(String testClass, String testMethod) {
        starting();
        System.setProperty(VerdictRecord.TEST_PROPERTY, testClass + "#" + testMethod);
    }

    /** Clears the running test, as it ends. */
    static void finished() {
        System.clearProperty(VerdictRecord.TEST_PROPERTY);
    }

    /**
     * Returns whether failed tests are recorded: whether the guard names a
     * directory for the records ({@value VerdictRecord#DIRECTORY_PROPERTY}).
     *
     * @return true if a failed test is recorded
     */
    static boolean recording() {
        return !System.getProperty(VerdictRecord.DIRECTORY_PROPERTY, "").isEmpty();
    }

    /**
     * Records a failed test under the running mutant, if {@link #recording()}.
     * A record that cannot be written is reported on the standard error and
     * lost, never thrown: the listener must not change the outcome of the
     * user's tests, and the kill table says "unknown" where a record is missing.
     *
     * @param testClass  the test's class, binary name
     * @param testMethod the test's method
     * @param thrown     what the test threw; null if its framework gave nothing
     */
    static void failed(String testClass, String testMethod, Throwable thrown) {
        if (!recording()) {
            return;
        }
        try {
            VerdictRecord.ofRunningMutant(testClass, testMethod, VerdictRecord.Source.TEST, VerdictRecord.FAILED,
                    describe(thrown, testClass)).append();
        } catch (RuntimeException e) {
            System.err.println("waitkit guard: the failure of " + testClass + "#" + testMethod
                    + " is not recorded: " + e);
        }
    }

    /**
     * Describes what a test threw as the record's message: the exception's
     * class, binary name, and the first line of its message that is not
     * blank, {@code <class>: <line>}; the class alone when the message has
     * none. Then where it was thrown in the test's class, when the stack
     * passes through it: {@code (at AsyncReporterTest.java:123)}.
     *
     * @param thrown    what the test threw, or null
     * @param testClass the test's class, binary name, or null
     * @return the description; {@code "unknown: no exception"} for null
     */
    static String describe(Throwable thrown, String testClass) {
        if (thrown == null) {
            return "unknown: no exception";
        }
        String line = "";
        String message = thrown.getMessage();
        if (message != null) {
            for (String l : message.split("\\R")) {
                if (!l.isBlank()) {
                    line = l.strip();
                    break;
                }
            }
        }
        String at = "";
        for (StackTraceElement frame : thrown.getStackTrace()) {
            String c = frame.getClassName();
            if (testClass != null && (c.equals(testClass) || c.startsWith(testClass + "$"))
                    && frame.getFileName() != null && frame.getLineNumber() > 0) {
                at = " (at " + frame.getFileName() + ":" + frame.getLineNumber() + ")";
                break;
            }
        }
        return thrown.getClass().getName() + (line.isEmpty() ? "" : ": " + line) + at;
    }

    /**
     * Describes what a test threw, without where: see {@link #describe(Throwable, String)}.
     *
     * @param thrown what the test threw, or null
     * @return the description
     */
    static String describe(Throwable thrown) {
        return describe(thrown, null);
    }
}
