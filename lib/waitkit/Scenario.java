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
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs a scenario and judges it: a workload that needs other threads to make
 * progress, a waiter that uses the wait method under test, and bystanders whose
 * progress is measured, in a child JVM of the JDK under test with a CPU budget.
 *
 * <p>The workload (a main class run by {@link ChildJvm}) measures itself and
 * ends by calling {@link #report}: one line with its verdict and the numbers
 * behind it. The test (the parent) reads that line with {@link #run} and
 * compares the verdict with what its {@code @run} line expects, with
 * {@link #judge}: a negative control ({@code sleep}) must PASS; a positive
 * control must be detected by the mechanism its {@code @run} line names, and
 * one that is not makes the scenario fail as INSENSITIVE. A workload that
 * reports nothing is an ERROR naming what its JVM threw, never a pass.
 */
public final class Scenario {

    /**
     * System property naming a user's wait ({@code make test WAIT=...}) to run
     * through the scenarios in place of their negative control.
     */
    public static final String USER_WAIT_PROPERTY = "waitkit.user.wait";

    /** System property with the class path of the user's wait ({@code make test CP=...}). */
    public static final String USER_CP_PROPERTY = "waitkit.user.cp";

    /** Prefix of the line a workload prints with its result. */
    public static final String RESULT_PREFIX = "waitkit-scenario-result: ";

    /**
     * What the test expects of the scenario: PASS (a negative control, or a
     * wait that is safe here), or detection by one named mechanism (a positive
     * control). A positive control counts as detected only by the mechanism
     * its {@code @run} line names: any other failure means the scenario broke
     * in another way, which is a failure of the test, not a detection.
     *
     * @param mechanism the mechanism that must detect the wait, or {@code null} for PASS
     */
    public record Expectation(Verdict.Mechanism mechanism) {

        /** The scenario must pass. */
        public static final Expectation PASS = new Expectation(null);

        /**
         * Checks the mechanism: INSENSITIVE and ERROR detect nothing.
         *
         * @param mechanism the mechanism, or {@code null} for PASS
         */
        public Expectation {
            if (mechanism == Verdict.Mechanism.INSENSITIVE || mechanism == Verdict.Mechanism.ERROR) {
                throw new IllegalArgumentException(mechanism + " is no mechanism a positive control can be detected by");
            }
        }

        /**
         * Reads an expectation as a {@code @run} line writes it.
         *
         * @param text {@code PASS}, or the name of a mechanism, e.g. {@code BUDGET_COLLAPSE}
         * @return the expectation
         * @throws IllegalArgumentException for anything else
         */
        public static Expectation parse(String text) {
            if (text.equals("PASS")) {
                return PASS;
            }
            try {
                return new Expectation(Verdict.Mechanism.valueOf(text));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("expected PASS or the mechanism a positive control must be "
                        + "detected by (" + java.util.Arrays.toString(Verdict.Mechanism.values()) + "), got '"
                        + text + "'", e);
            }
        }

        /**
         * Tells whether the scenario must pass.
         *
         * @return {@code true} for a negative control
         */
        public boolean isPass() {
            return mechanism == null;
        }

        /**
         * Returns the expectation as the {@code @run} line and the evidence write it.
         *
         * @return {@code PASS} or the mechanism's name
         */
        @Override
        public String toString() {
            return isPass() ? "PASS" : mechanism.name();
        }
    }

    /**
     * What a scenario run produced.
     *
     * @param verdict the workload's verdict
     * @param fields  every field of its result line
     * @param child   the child JVM's run
     */
    public record Outcome(Verdict verdict, Map<String, String> fields, ChildJvm.Result child) {

        /**
         * Returns this outcome with one more field for the evidence, such as
         * the wait loop and refactor of a mutant run.
         *
         * @param key   the field's name
         * @param value its value
         * @return a new outcome
         */
        public Outcome with(String key, String value) {
            Map<String, String> more = new LinkedHashMap<>(fields);
            more.put(key, value);
            return new Outcome(verdict, more, child);
        }
    }

    /**
     * The wait and the expectation a scenario test runs with.
     *
     * @param waitName    the wait method name to pass to the workload
     * @param expectation what the verdict must be
     */
    public record Plan(String waitName, Expectation expectation) {
    }

    private Scenario() {
    }

    /**
     * Decides what a scenario test runs. Normally that is the wait and the
     * expectation of its {@code @run} line. When a user's wait is given
     * ({@value #USER_WAIT_PROPERTY}), the negative control's test (the one
     * whose {@code @run} line names {@code sleep}) runs the user's wait instead
     * and expects it to PASS, and the positive controls are skipped: the
     * question is then whether the user's wait is safe, not whether the
     * scenario is sensitive.
     *
     * @param wait        the wait method named on the {@code @run} line
     * @param expectation the expectation named on the {@code @run} line
     * @return the plan
     * @throws jtreg.SkippedException for a positive control when a user's wait is given
     */
    public static Plan plan(String wait, String expectation) {
        String user = System.getProperty(USER_WAIT_PROPERTY, "");
        if (user.isBlank()) {
            return new Plan(wait, Expectation.parse(expectation));
        }
        if (!wait.equals("sleep")) {
            throw new jtreg.SkippedException("WAIT=" + user + " is being checked: the positive control "
                    + wait + " is not run");
        }
        return new Plan(user, Expectation.PASS);
    }

    /**
     * The verdict on a counted wait loop that gave up. If it really waited less
     * than the time its count stands for, some of its waits returned before the
     * time they were asked to wait, which a sleep never does: the budget the loop
     * counts on collapsed, BUDGET_COLLAPSE. Otherwise it waited its time and the
     * awaited thing still did not happen, because the threads that had to make
     * it happen did not get the CPU: STARVATION. The bound is the spec's
     * (a sleep does not return early), so it holds however loaded the machine
     * is: load only makes a loop take longer.
     *
     * @param waitedNanos  the time the loop really waited
     * @param claimedNanos the time its count stands for; not positive if unknown
     * @param text         what happened, with the numbers
     * @return the failing verdict
     */
    public static Verdict gaveUp(long waitedNanos, long claimedNanos, String text) {
        return claimedNanos > 0 && waitedNanos < claimedNanos
                ? Verdict.fail(Verdict.Mechanism.BUDGET_COLLAPSE, text)
                : Verdict.fail(Verdict.Mechanism.STARVATION, text);
    }

    /**
     * Skips a scenario that cannot run a user's wait, when one is given.
     *
     * @param why why this scenario cannot run it
     * @throws jtreg.SkippedException if {@value #USER_WAIT_PROPERTY} is set
     */
    public static void skipForUserWait(String why) {
        String user = System.getProperty(USER_WAIT_PROPERTY, "");
        if (!user.isBlank()) {
            throw new jtreg.SkippedException("WAIT=" + user + " is being checked: " + why);
        }
    }

    /**
     * Child side: prints the workload's result line and exits the JVM with
     * status 0, so that no stray thread keeps it alive.
     *
     * @param scenario the scenario's name
     * @param wait     the wait method the workload used
     * @param verdict  the workload's verdict
     * @param numbers  the measurements behind it, in order
     */
    public static void report(String scenario, WaitMethod wait, Verdict verdict, Map<String, Object> numbers) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("scenario", scenario);
        line.put("wait", wait.name());
        line.put("verdict", verdict.passed() ? "PASS" : verdict.mechanism().name());
        line.put("message", verdict.message());
        line.putAll(numbers);
        System.out.println(RESULT_PREFIX + Evidence.toJson(line));
        System.out.flush();
        Runtime.getRuntime().halt(0);
    }

    /**
     * Parent side: runs a workload in a child JVM and reads its result.
     *
     * @param workload  the workload's main class, on the test class path
     * @param wait      the wait method name, passed as {@code -Dwaitkit.wait}
     * @param cpus      the child's CPU budget
     * @param timeout   when to kill the child
     * @param vmOptions more options for the child
     * @param args      the workload's arguments
     * @return the outcome; its verdict is ERROR, naming what the child threw,
     *         when the child reported no result (the wait under test or the
     *         workload threw, a worker did not finish, it crashed or timed out)
     * @throws IOException          if the child cannot be started
     * @throws InterruptedException if interrupted while waiting for it
     */
    public static Outcome run(String workload, String wait, int cpus, Duration timeout, List<String> vmOptions,
                              String... args) throws IOException, InterruptedException {
        List<String> opts = new ArrayList<>(vmOptions);
        opts.add("-D" + WaitMethod.PROPERTY + "=" + wait);
        ChildJvm child = ChildJvm.of(workload, args).cpus(cpus).timeout(timeout)
                .vmOptions(opts.toArray(new String[0]));
        String userPath = System.getProperty(USER_CP_PROPERTY, "");
        if (!userPath.isBlank()) {
            child.classPath(System.getProperty("test.class.path", System.getProperty("java.class.path"))
                    + java.io.File.pathSeparator + userPath);
        }
        ChildJvm.Result r = child.run();
        System.out.println("child: " + String.join(" ", r.command()));
        System.out.print(r.stderr().isEmpty() ? "" : "child stderr:\n" + r.stderr());
        String resultLine = null;
        for (String line : r.stdout().split("\n")) {
            if (line.startsWith(RESULT_PREFIX)) {
                resultLine = line.substring(RESULT_PREFIX.length());
            } else {
                System.out.println("child: " + line);
            }
        }
        if (resultLine == null) {
            Map<String, String> fields = new LinkedHashMap<>();
            fields.put("scenario", workload);
            fields.put("wait", wait);
            fields.put("verdict", Verdict.Mechanism.ERROR.name());
            String why = "the workload ended without a verdict, " + (r.timedOut()
                    ? "killed after its timeout of " + Units.nanos(r.elapsedNanos())
                    : "exit code " + r.exitCode() + " after " + Units.nanos(r.elapsedNanos()))
                    + exceptionLines(r.stderr());
            fields.put("message", why);
            return new Outcome(Verdict.fail(Verdict.Mechanism.ERROR, why), fields, r);
        }
        Map<String, String> fields = Evidence.parse(resultLine);
        String v = fields.get("verdict");
        Verdict verdict = "PASS".equals(v) ? Verdict.pass(fields.get("message"))
                : Verdict.fail(Verdict.Mechanism.valueOf(v), fields.get("message"));
        return new Outcome(verdict, fields, r);
    }

    // The exceptions a JVM printed on its way out: the "Exception in thread"
    // line and each "Caused by" line, with the frame that threw.
    private static String exceptionLines(String stderr) {
        StringBuilder b = new StringBuilder();
        String[] lines = stderr.split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith("Exception in thread") || lines[i].startsWith("Caused by:")) {
                b.append("; ").append(lines[i].trim());
                if (i + 1 < lines.length && lines[i + 1].trim().startsWith("at ")) {
                    b.append(" ").append(lines[i + 1].trim());
                }
            }
        }
        return b.length() == 0 ? " (it printed no exception; its output is above)" : b.toString();
    }

    /**
     * Compares an outcome with the expectation, writes it as evidence, and
     * throws if they differ.
     *
     * <p>The evidence keeps the child JVM's time from start to exit
     * ({@code child_elapsed_ns}) apart from the workload's own fields, among
     * them the time its work took ({@code elapsed_ns}).
     *
     * @param outcome  the outcome
     * @param expected what the {@code @run} line expects
     * @throws RuntimeException with a message naming the mechanism: ERROR when
     *         nothing could be judged; the workload's own mechanism when a PASS
     *         was expected or a positive control failed by another mechanism
     *         than the one it names; INSENSITIVE when a positive control passed
     */
    public static void judge(Outcome outcome, Expectation expected) {
        Evidence e = Evidence.of("scenario").put("expected", expected.toString())
                .put("child_elapsed_ns", outcome.child().elapsedNanos());
        outcome.fields().forEach(e::put);
        e.write();
        Verdict v = outcome.verdict();
        String who = outcome.fields().get("scenario") + " with " + outcome.fields().get("wait");
        Verdict judged;
        if (v.passed()) {
            judged = expected.isPass() ? Verdict.pass(who + ": " + v.message())
                    : Verdict.fail(Verdict.Mechanism.INSENSITIVE, who + " is a positive control and was not "
                            + "detected (expected " + expected + "): " + v.message());
        } else if (v.mechanism() == Verdict.Mechanism.ERROR || expected.isPass()) {
            judged = Verdict.fail(v.mechanism(), who + ": " + v.message());
        } else if (v.mechanism() == expected.mechanism()) {
            judged = Verdict.pass(who + " detected as expected, " + v);
        } else {
            judged = Verdict.fail(v.mechanism(), who + " is a positive control that must be detected as "
                    + expected + ", but the scenario failed otherwise: " + v.message());
        }
        judged.orThrow();
    }
}
