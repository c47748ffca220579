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

import java.util.Optional;
import java.util.Set;

import waitkit.Verdict;
import waitkit.VerdictRecord;

/**
 * Records each verdict the assertions reach, for the guard's kill table
 * ({@link VerdictRecord}): under PIT the guard names a directory in the
 * system property {@value VerdictRecord#DIRECTORY_PROPERTY}, and the record
 * says which mutant ran, which test asked, and what the verdict was. Without
 * the property nothing is written. The test is the one the guard's test
 * listener names ({@value VerdictRecord#TEST_PROPERTY}), else the outermost
 * frame of the test's own code on the calling thread.
 */
final class VerdictLog {

    // Frames that are not the test's own code, besides the assertions' jar:
    // the JDK, the test frameworks and the runners that start them.
    private static final Set<String> NOT_THE_TEST = Set.of("java.", "javax.", "jdk.", "sun.", "com.sun.",
            "org.junit.", "junit.", "org.testng.", "org.opentest4j.", "org.pitest.", "org.apache.maven.");

    private static final StackWalker WALKER = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);

    private VerdictLog() {
    }

    /**
     * Records a verdict.
     *
     * @param v the verdict
     */
    static void record(Verdict v) {
        write(v.passed() ? "PASS" : v.mechanism().name(), v.toString());
    }

    /**
     * Records that an assertion could not measure, and skipped its test.
     *
     * @param reason what could not be measured and why
     */
    static void notMeasured(String reason) {
        write(VerdictRecord.NOT_MEASURED, reason);
    }

    // The test is the one the guard's test listener names, as its framework
    // does (an inherited test method runs in the class that inherits it);
    // where no listener runs (JUnit 4), the outermost frame of the test's code.
    private static void write(String outcome, String message) {
        if (System.getProperty(VerdictRecord.DIRECTORY_PROPERTY, "").isEmpty()) {
            return;
        }
        String named = System.getProperty(VerdictRecord.TEST_PROPERTY, "");
        int hash = named.lastIndexOf('#');
        String testClass;
        String testMethod;
        if (hash > 0) {
            testClass = named.substring(0, hash);
            testMethod = named.substring(hash + 1);
        } else {
            StackWalker.StackFrame test = testFrame().orElse(null);
            testClass = test == null ? "?" : test.getClassName();
            testMethod = test == null ? "?" : test.getMethodName();
        }
        VerdictRecord.ofRunningMutant(testClass, testMethod, VerdictRecord.Source.ASSERTION, outcome, message)
                .append();
    }

    // The test: the outermost frame of the test's own code on this thread,
    // the method its framework called. The assertions' jar, which holds the
    // kit's library too, is told by where its classes come from.
    private static Optional<StackWalker.StackFrame> testFrame() {
        Object jar = VerdictLog.class.getProtectionDomain().getCodeSource();
        return WALKER.walk(frames -> frames
                .filter(f -> NOT_THE_TEST.stream().noneMatch(p -> f.getClassName().startsWith(p)))
                .filter(f -> !java.util.Objects.equals(f.getDeclaringClass().getProtectionDomain().getCodeSource(),
                        jar))
                .reduce((inner, outer) -> outer));
    }
}
