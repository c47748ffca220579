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

import java.util.List;

/**
 * Skips a test whose fact cannot be measured here, through the skip of the
 * test framework that runs it: JUnit 5's (and every JUnit Platform engine's)
 * {@code org.opentest4j.TestAbortedException}, what {@code Assumptions}
 * throws; JUnit 4's {@code org.junit.AssumptionViolatedException} (before
 * 4.12, {@code org.junit.internal.AssumptionViolatedException}); TestNG's
 * {@code org.testng.SkipException}. None of them is a dependency: each is
 * looked up by name through the thread's context class loader and
 * constructed with the reason.
 *
 * <p>The framework is the one whose code called the test: the first of
 * their packages met walking the calling thread's stack from the top, so
 * that JUnit 4 on the class path of a JUnit 5 test, or JUnit 5 run under
 * TestNG's engine, is not mistaken for the runner. On a thread without a
 * framework frame (a test's own worker), the first found of JUnit 5's,
 * JUnit 4's and TestNG's exception, in that order. When none is on the class
 * path the test fails with an AssertionError that says what could not be
 * measured: an unmeasured fact is never a pass.
 */
final class Skip {

    /** A framework: the packages of its runner, and its skip exceptions, the first found being used. */
    private record Framework(String name, List<String> runnerPackages, List<String> exceptions) {
    }

    private static final List<Framework> FRAMEWORKS = List.of(
            new Framework("JUnit 5", List.of("org.junit.jupiter.", "org.junit.platform."),
                    List.of("org.opentest4j.TestAbortedException")),
            new Framework("JUnit 4", List.of("org.junit.runners.", "org.junit.internal.", "org.junit.runner.",
                    "junit.framework."),
                    List.of("org.junit.AssumptionViolatedException", "org.junit.internal.AssumptionViolatedException")),
            new Framework("TestNG", List.of("org.testng."), List.of("org.testng.SkipException")));

    private Skip() {
    }

    /**
     * Returns what skips the calling test because a fact cannot be measured.
     *
     * @param reason what could not be measured and why
     * @return the framework's skip exception, or an AssertionError when no
     *         framework's is on the class path
     */
    static Throwable because(String reason) {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        return because(reason, loader != null ? loader : Skip.class.getClassLoader(),
                Thread.currentThread().getStackTrace());
    }

    /**
     * Returns what skips a test: the skip exception of the framework found on
     * {@code stack}, else the first found of them all.
     *
     * @param reason the reason
     * @param loader the loader to look the exceptions up with
     * @param stack  the calling thread's stack, innermost frame first
     * @return the skip exception, or an AssertionError when none is found
     */
    static Throwable because(String reason, ClassLoader loader, StackTraceElement[] stack) {
        Framework runner = runnerOf(stack);
        if (runner != null) {
            RuntimeException e = construct(runner, reason, loader);
            if (e != null) {
                return e;
            }
        }
        for (Framework f : FRAMEWORKS) {
            RuntimeException e = construct(f, reason, loader);
            if (e != null) {
                return e;
            }
        }
        return new AssertionError("ERROR: not measured, and no test framework's skip exception is on the class path"
                + " to skip the test with (org.opentest4j.TestAbortedException, org.junit.AssumptionViolatedException,"
                + " org.testng.SkipException), so the test fails: " + reason);
    }

    private static Framework runnerOf(StackTraceElement[] stack) {
        for (StackTraceElement frame : stack) {
            for (Framework f : FRAMEWORKS) {
                for (String p : f.runnerPackages()) {
                    if (frame.getClassName().startsWith(p)) {
                        return f;
                    }
                }
            }
        }
        return null;
    }

    private static RuntimeException construct(Framework f, String reason, ClassLoader loader) {
        for (String name : f.exceptions()) {
            try {
                Object e = Class.forName(name, false, loader).getConstructor(String.class).newInstance(reason);
                if (e instanceof RuntimeException r) {
                    return r;
                }
            } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
                // not on the class path, or not the class we know: try the next
            }
        }
        return null;
    }
}
