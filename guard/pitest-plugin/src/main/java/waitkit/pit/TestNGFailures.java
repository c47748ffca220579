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

import org.testng.ITestContext;
import org.testng.ITestListener;
import org.testng.ITestResult;

/**
 * The guard's listener on TestNG: it clears the running mutant when a
 * {@code <test>} and when each test method starts, and records each test
 * that failed, with what it threw ({@link TestFailures}): the test class's
 * binary name (the class the test ran in, which may inherit the method)
 * and the method's name.
 *
 * <p>TestNG loads it from {@code META-INF/services/org.testng.ITestNGListener}
 * in {@code TestNG.run()}, which is how PIT's TestNG plugin
 * (pitest-testng-plugin) runs each test class; nothing else refers to this
 * class, so a project without TestNG never loads it. Every method of
 * {@link ITestListener} is implemented here, as TestNG 6 has no default
 * methods; TestNG 7 routes a test that timed out to {@link #onTestFailure}.
 *
 * <p>TestNG up to 6.9 adds a new instance of each service-loaded listener
 * at every {@code run()} of the same {@code TestNG} object, as PIT's plugin
 * reuses one, and calls them all; so a failure is recorded by the first
 * instance that sees it, which marks the result with the attribute {@value
 * #RECORDED}. Later versions keep one listener of a class.
 */
public final class TestNGFailures implements ITestListener {

    /** The attribute that marks a result already recorded: {@value}. */
    public static final String RECORDED = "waitkit.guard.recorded";

    /** Creates the listener; TestNG's service loader calls this. */
    public TestNGFailures() {
    }

    @Override
    public void onTestStart(ITestResult result) {
        TestFailures.starting(result.getTestClass().getRealClass().getName(), result.getMethod().getMethodName());
    }

    @Override
    public void onTestSuccess(ITestResult result) {
        TestFailures.finished();
    }

    @Override
    public void onTestFailure(ITestResult result) {
        TestFailures.finished();
        if (!TestFailures.recording() || result.getAttribute(RECORDED) != null) {
            return;
        }
        result.setAttribute(RECORDED, Boolean.TRUE);
        TestFailures.failed(result.getTestClass().getRealClass().getName(), result.getMethod().getMethodName(),
                result.getThrowable());
    }

    @Override
    public void onTestSkipped(ITestResult result) {
        // a skip is no failure, to PIT either
        TestFailures.finished();
    }

    @Override
    public void onTestFailedButWithinSuccessPercentage(ITestResult result) {
        // within its success percentage the test passes, to PIT too
        TestFailures.finished();
    }

    @Override
    public void onStart(ITestContext context) {
        // a mutant of an earlier run in this JVM is not this run's
        TestFailures.starting();
    }

    @Override
    public void onFinish(ITestContext context) {
        // nothing to record
    }
}
