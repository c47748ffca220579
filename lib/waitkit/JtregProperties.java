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

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The one home of the properties jtreg gives a test JVM, as OpenJDK's
 * {@code jdk.test.lib.Utils} is: the JDK under test, the test's class path,
 * the VM and Java options of the run, its timeout factor and the test's name,
 * each with what it means outside jtreg (this JVM's own), and a timeout
 * scaled by the factor. A child JVM of a test gets the same from
 * {@link #asOptions()}.
 */
public final class JtregProperties {

    /** The JDK under test: {@code -jdk:} of jtreg. */
    public static final String TEST_JDK = "test.jdk";

    /** The class path of the test's classes and libraries. */
    public static final String TEST_CLASS_PATH = "test.class.path";

    /** The options of every JVM of the run: jtreg's {@code -vmoption:} and {@code -vmoptions:}. */
    public static final String TEST_VM_OPTS = "test.vm.opts";

    /** The options of the run's test JVMs: jtreg's {@code -javaoption:} and {@code -javaoptions:}. */
    public static final String TEST_JAVA_OPTS = "test.java.opts";

    /** The factor jtreg scales its timeouts by: {@code -timeoutFactor:}. */
    public static final String TEST_TIMEOUT_FACTOR = "test.timeout.factor";

    /** The test's name, with its {@code @test} id: {@code test/waits/contract/CpuUseContract.java#sleep}. */
    public static final String TEST_NAME = "test.name";

    // What a JVM standing in for jtreg's agent passes on to the test JVM it starts.
    private static final List<String> PASSED_ON = List.of(TEST_JDK, TEST_CLASS_PATH, TEST_VM_OPTS, TEST_JAVA_OPTS,
            TEST_TIMEOUT_FACTOR);

    private JtregProperties() {
    }

    /**
     * Returns the JDK under test.
     *
     * @return {@code test.jdk}, else this JVM's home
     */
    public static Path testJdk() {
        return Path.of(System.getProperty(TEST_JDK, System.getProperty("java.home")));
    }

    /**
     * Returns the class path a child JVM of the test runs the test's classes
     * with.
     *
     * @return {@code test.class.path}, else this JVM's class path
     */
    public static String testClassPath() {
        return System.getProperty(TEST_CLASS_PATH, System.getProperty("java.class.path"));
    }

    /**
     * Returns the options of the run that a child JVM of the test is given
     * too: the VM options, then the Java options. jtreg joins each list with
     * single spaces, so an option whose value holds a space cannot be told
     * apart; none of the kit's does.
     *
     * @return {@code test.vm.opts} and {@code test.java.opts}, split at white
     *         space; empty outside jtreg
     */
    public static List<String> vmOptions() {
        List<String> options = new ArrayList<>();
        for (String name : List.of(TEST_VM_OPTS, TEST_JAVA_OPTS)) {
            String value = System.getProperty(name, "").trim();
            if (!value.isEmpty()) {
                options.addAll(Arrays.asList(value.split("\\s+")));
            }
        }
        return options;
    }

    /**
     * Returns the factor jtreg scales its timeouts by.
     *
     * @return {@code test.timeout.factor}, 1 outside jtreg
     * @throws IllegalStateException if the property is not a positive number
     */
    public static double timeoutFactor() {
        String value = System.getProperty(TEST_TIMEOUT_FACTOR, "1");
        try {
            double factor = Double.parseDouble(value);
            if (factor > 0) {
                return factor;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalStateException(TEST_TIMEOUT_FACTOR + " is " + value + ", expected a positive number");
    }

    /**
     * Scales a timeout by jtreg's factor, never below the timeout itself: a
     * factor below 1 shortens jtreg's own timeouts, not the time a test lets
     * its child take.
     *
     * @param timeout the timeout on a machine at jtreg's pace
     * @return the timeout times the factor, or the timeout if the factor is
     *         below 1
     */
    public static Duration adjustTimeout(Duration timeout) {
        return Duration.ofNanos((long) (timeout.toNanos() * Math.max(1.0, timeoutFactor())));
    }

    /**
     * Returns the name of the running test, for the evidence it writes.
     *
     * @return {@code test.name}, else the command this JVM runs, else "?"
     */
    public static String testName() {
        return System.getProperty(TEST_NAME, System.getProperty("sun.java.command", "?"));
    }

    /**
     * Returns the jtreg properties a test JVM needs that this JVM has (the
     * JDK, the class path, the options and the timeout factor), as the
     * options that give them to another JVM: what a JVM standing in for
     * jtreg's agent passes to the test JVM it starts.
     *
     * @return {@code -Dtest.jdk=...} and the rest, those that are set
     */
    public static List<String> asOptions() {
        List<String> options = new ArrayList<>();
        for (String name : PASSED_ON) {
            String value = System.getProperty(name);
            if (value != null) {
                options.add("-D" + name + "=" + value);
            }
        }
        return options;
    }
}
