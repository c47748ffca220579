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
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.runner.JUnitCore;
import org.junit.runner.Result;
import org.opentest4j.TestAbortedException;
import org.testng.SkipException;
import org.testng.TestListenerAdapter;
import org.testng.TestNG;

/**
 * Where a fact cannot be measured (simulated through {@link Sched#simulatedUnmeasurable}),
 * the assertions skip the test through the framework that runs it, found by
 * reflection, and fail when there is none.
 */
class SkipTest {

    private static final String TEST_ABORTED = "org.opentest4j.TestAbortedException";
    private static final String JUNIT4 = "org.junit.AssumptionViolatedException";
    private static final String JUNIT4_OLD = "org.junit.internal.AssumptionViolatedException";
    private static final String TESTNG = "org.testng.SkipException";
    private static final String SIMULATED = "simulated: no schedstat";

    /** A loader that does not find some classes, as a class path without them. */
    private static final class Hiding extends ClassLoader {
        private final Set<String> hidden;

        Hiding(String... hidden) {
            super(SkipTest.class.getClassLoader());
            this.hidden = Set.of(hidden);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (hidden.contains(name)) {
                throw new ClassNotFoundException(name + " (hidden)");
            }
            return super.loadClass(name, resolve);
        }
    }

    private static final StackTraceElement[] NO_FRAMEWORK = new StackTraceElement[0];

    private static StackTraceElement[] calledBy(String className) {
        return new StackTraceElement[] {
            new StackTraceElement("com.acme.PollerTest", "waits", "PollerTest.java", 12),
            new StackTraceElement(className, "invoke", null, -1),
        };
    }

    @BeforeEach
    void simulateNoSchedstat() {
        Sched.simulatedUnmeasurable = SIMULATED;
    }

    @AfterEach
    void measurableAgain() {
        Sched.simulatedUnmeasurable = null;
    }

    // ---- the exception each framework's presence gives ---------------------------------------------------

    @Test
    void junit5AloneGivesTestAbortedException() {
        Throwable t = Skip.because("why", new Hiding(JUNIT4, JUNIT4_OLD, TESTNG), NO_FRAMEWORK);
        assertEquals(TEST_ABORTED, t.getClass().getName());
        assertEquals("why", t.getMessage());
    }

    @Test
    void junit4AloneGivesAssumptionViolatedException() {
        Throwable t = Skip.because("why", new Hiding(TEST_ABORTED, TESTNG), NO_FRAMEWORK);
        assertEquals(JUNIT4, t.getClass().getName());
        assertEquals("why", t.getMessage());
    }

    @Test
    void anOldJunit4GivesTheInternalAssumptionViolatedException() {
        Throwable t = Skip.because("why", new Hiding(TEST_ABORTED, JUNIT4, TESTNG), NO_FRAMEWORK);
        assertEquals(JUNIT4_OLD, t.getClass().getName());
    }

    @Test
    void testngAloneGivesSkipException() {
        Throwable t = Skip.because("why", new Hiding(TEST_ABORTED, JUNIT4, JUNIT4_OLD), NO_FRAMEWORK);
        assertEquals(TESTNG, t.getClass().getName());
        assertEquals("why", t.getMessage());
    }

    @Test
    void noFrameworkIsAFailureThatSaysWhy() {
        Throwable t = Skip.because("why", new Hiding(TEST_ABORTED, JUNIT4, JUNIT4_OLD, TESTNG),
                calledBy("org.junit.jupiter.engine.execution.MethodInvocation"));
        assertInstanceOf(AssertionError.class, t);
        assertTrue(t.getMessage().startsWith("ERROR: not measured, and no test framework's skip exception"),
                t.getMessage());
        assertTrue(t.getMessage().endsWith(": why"), t.getMessage());
    }

    // ---- with all on the class path, the runner on the stack decides -------------------------------------

    @Test
    void theRunnerOnTheStackIsChosen() {
        ClassLoader all = SkipTest.class.getClassLoader();
        assertEquals(TESTNG, Skip.because("why", all,
                calledBy("org.testng.internal.invokers.MethodInvocationHelper")).getClass().getName());
        assertEquals(JUNIT4, Skip.because("why", all,
                calledBy("org.junit.runners.model.FrameworkMethod$1")).getClass().getName());
        assertEquals(TEST_ABORTED, Skip.because("why", all,
                calledBy("org.junit.platform.commons.util.ReflectionUtils")).getClass().getName());
        assertEquals(TEST_ABORTED, Skip.because("why", all, NO_FRAMEWORK).getClass().getName());
    }

    @Test
    void aRunnerWhoseSkipIsMissingFallsBackToAnother() {
        assertEquals(TESTNG, Skip.because("why", new Hiding(TEST_ABORTED, JUNIT4, JUNIT4_OLD),
                calledBy("org.junit.runners.model.FrameworkMethod$1")).getClass().getName());
    }

    // ---- through the assertions, in each framework ----------------------------------------------------------

    @Test
    void everyMeasuredAssertionSkipsAJunit5Test() {
        for (Executable measured : new Executable[] {
            () -> WaitAssertions.assertLeavesTheCpu(Duration.ofMillis(250), released -> { }),
            () -> WaitAssertions.assertLeavesTheCpu(Duration.ofMillis(250), () -> { }, () -> { }),
            () -> WaitAssertions.assertAwaitedThreadProgresses(released -> { }, () -> { }),
        }) {
            TestAbortedException e = assertThrows(TestAbortedException.class, measured);
            assertTrue(e.getMessage().endsWith("not checked, it cannot be measured here: " + SIMULATED),
                    e.getMessage());
        }
    }

    @Test
    void theBudgetAssertionNeedsNoSchedstat() {
        WaitAssertions.assertGivesUpNoSoonerThan(Duration.ofMillis(5), () -> Thread.sleep(5));
    }

    @Test
    void theContextClassLoaderIsWhereTheSkipIsLookedFor() {
        Thread self = Thread.currentThread();
        ClassLoader saved = self.getContextClassLoader();
        self.setContextClassLoader(new Hiding(TEST_ABORTED, JUNIT4, JUNIT4_OLD, TESTNG));
        try {
            AssertionError e = assertThrows(AssertionError.class,
                    () -> WaitAssertions.assertLeavesTheCpu(Duration.ofMillis(250), released -> { }));
            assertTrue(e.getMessage().startsWith("ERROR: not measured"), e.getMessage());
            assertTrue(e.getMessage().endsWith("CPU_USE not checked, it cannot be measured here: " + SIMULATED),
                    e.getMessage());
        } finally {
            self.setContextClassLoader(saved);
        }
    }

    /** A JUnit 4 test, run by JUnitCore below. */
    public static class Junit4Case {
        /** Calls an assertion that cannot measure. */
        @org.junit.Test
        public void leavesTheCpu() {
            WaitAssertions.assertLeavesTheCpu(Duration.ofMillis(250), released -> { });
        }
    }

    @Test
    void aJunit4TestIsSkipped() {
        Result r = new JUnitCore().run(Junit4Case.class);
        assertEquals(1, r.getRunCount());
        assertEquals(0, r.getFailureCount(), () -> String.valueOf(r.getFailures()));
        assertEquals(1, r.getAssumptionFailureCount());
    }

    /** A TestNG test, run by TestNG below. */
    public static class TestNgCase {
        /** Calls an assertion that cannot measure. */
        @org.testng.annotations.Test
        public void leavesTheCpu() {
            WaitAssertions.assertLeavesTheCpu(Duration.ofMillis(250), released -> { });
        }
    }

    @Test
    void aTestngTestIsSkipped() {
        TestNG testng = new TestNG(false);
        testng.setVerbose(0);
        testng.setOutputDirectory(Path.of("target", "testng-output").toString());
        testng.setTestClasses(new Class<?>[] {TestNgCase.class});
        TestListenerAdapter listener = new TestListenerAdapter();
        testng.addListener(listener);
        testng.run();
        assertEquals(0, listener.getFailedTests().size(), () -> String.valueOf(listener.getFailedTests()));
        assertEquals(0, listener.getPassedTests().size());
        assertEquals(1, listener.getSkippedTests().size());
        Throwable cause = listener.getSkippedTests().get(0).getThrowable();
        assertInstanceOf(SkipException.class, cause);
        assertSame(SkipException.class, cause.getClass());
    }
}
