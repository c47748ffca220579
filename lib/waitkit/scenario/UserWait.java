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


package waitkit.scenario;

/**
 * Runs a scenario with a user's wait ({@code make test WAIT=...}) in place of
 * its negative control. The question is then whether the user's wait is safe
 * where the scenario's {@code sleep} is, so the negative control's test runs
 * the user's wait and expects it to PASS. Every other test is skipped: the
 * positive controls, which show the scenario's sensitivity; the tests of the
 * other catalogue waits; and a test of {@code sleep} that expects a mechanism,
 * such as VirtualCarrierScenario's {@code pinned-sleep-blocks-carrier}, where
 * on JDK 21 to 23 every wait starves, so a user's wait that failed there would
 * be blamed for the JDK.
 */
public final class UserWait {

    /** System property naming a user's wait ({@code make test WAIT=...}). */
    public static final String PROPERTY = "waitkit.user.wait";

    /** System property with the class path of the user's wait ({@code make test CP=...}). */
    public static final String CLASS_PATH_PROPERTY = "waitkit.user.cp";

    /**
     * The wait and the expectation a scenario test runs with.
     *
     * @param waitName    the wait method name to pass to the workload
     * @param expectation what the verdict must be
     */
    public record Plan(String waitName, Expectation expectation) {
    }

    private UserWait() {
    }

    /**
     * Decides what a scenario test runs: the wait and the expectation of its
     * {@code @run} line, unless a user's wait is given; then the negative
     * control's test, the one whose {@code @run} line names {@code sleep} and
     * expects PASS, runs the user's wait and expects PASS, and every other
     * test is skipped.
     *
     * @param wait        the wait method named on the {@code @run} line
     * @param expectation the expectation named on the {@code @run} line
     * @return the plan
     * @throws jtreg.SkippedException for any test but the negative control
     *         when a user's wait is given
     */
    public static Plan plan(String wait, String expectation) {
        Expectation expected = Expectation.parse(expectation);
        String user = given();
        if (user.isBlank()) {
            return new Plan(wait, expected);
        }
        if (!isNegativeControl(wait, expected)) {
            throw new jtreg.SkippedException("WAIT=" + user + " is being checked: this test of " + wait
                    + " expecting " + expected + " is not its negative control (sleep expecting PASS), so it is "
                    + "not run");
        }
        return new Plan(user, Expectation.PASS);
    }

    /**
     * Tells whether a test is a scenario's negative control, the test a
     * user's wait replaces: its wait is {@code sleep} and it must PASS.
     *
     * @param wait     the wait method named on the {@code @run} line
     * @param expected the expectation named on the {@code @run} line
     * @return {@code true} for the negative control
     */
    public static boolean isNegativeControl(String wait, Expectation expected) {
        return wait.equals("sleep") && expected.isPass();
    }

    /**
     * Skips a scenario that cannot run a user's wait, when one is given.
     *
     * @param why why this scenario cannot run it
     * @throws jtreg.SkippedException if a user's wait is given
     */
    public static void skipIfGiven(String why) {
        String user = given();
        if (!user.isBlank()) {
            throw new jtreg.SkippedException("WAIT=" + user + " is being checked: " + why);
        }
    }

    /**
     * Returns the class path the user's wait needs, if any.
     *
     * @return the path given with {@code CP=}, or an empty string
     */
    public static String classPath() {
        return System.getProperty(CLASS_PATH_PROPERTY, "");
    }

    private static String given() {
        return System.getProperty(PROPERTY, "");
    }
}
