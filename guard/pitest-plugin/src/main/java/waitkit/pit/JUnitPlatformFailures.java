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

import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * The guard's listener on the JUnit Platform (JUnit 5, and whatever else
 * runs on the Platform): it clears the running mutant when a test plan and
 * when each test starts, and records each test that failed, with what it
 * threw ({@link TestFailures}).
 *
 * <p>The Platform loads it from {@code
 * META-INF/services/org.junit.platform.launcher.TestExecutionListener}
 * into every launcher that {@code LauncherFactory.create()} makes, which is
 * how PIT's JUnit 5 plugin (pitest-junit5-plugin) makes one per test it
 * runs; nothing else refers to this class, so a project without the
 * Platform never loads it.
 *
 * <p>A record names the test by its {@link MethodSource}: the class's binary
 * name and the method's name. A container that failed (a class whose
 * {@code @BeforeAll} threw, a parameterized test whose arguments could not
 * be made), which PIT also counts as a kill, is recorded too: by its method
 * source, or by its {@link ClassSource} with an empty method. A failed test
 * or container with neither source is recorded with an empty class and its
 * unique id as the method, the name PIT gives it.
 */
public final class JUnitPlatformFailures implements TestExecutionListener {

    /** Creates the listener; the Platform's service loader calls this. */
    public JUnitPlatformFailures() {
    }

    @Override
    public void testPlanExecutionStarted(TestPlan testPlan) {
        // a mutant of an earlier plan in this JVM is not this plan's
        TestFailures.starting();
    }

    @Override
    public void executionStarted(TestIdentifier testIdentifier) {
        if (testIdentifier.isTest()) {
            if (testIdentifier.getSource().orElse(null) instanceof MethodSource method) {
                TestFailures.starting(method.getClassName(), method.getMethodName());
            } else {
                TestFailures.starting();
            }
        }
    }

    @Override
    public void executionFinished(TestIdentifier testIdentifier, TestExecutionResult result) {
        if (testIdentifier.isTest()) {
            TestFailures.finished();
        }
        if (result.getStatus() != TestExecutionResult.Status.FAILED) {
            return;
        }
        Throwable thrown = result.getThrowable().orElse(null);
        TestSource source = testIdentifier.getSource().orElse(null);
        if (source instanceof MethodSource method) {
            TestFailures.failed(method.getClassName(), method.getMethodName(), thrown);
        } else if (source instanceof ClassSource type) {
            TestFailures.failed(type.getClassName(), "", thrown);
        } else {
            TestFailures.failed("", testIdentifier.getUniqueId(), thrown);
        }
    }
}
