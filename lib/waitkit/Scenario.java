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
 * control must be detected, and one that is not makes the scenario fail as
 * INSENSITIVE. A workload that reports nothing is an error, never a pass.
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

    /** What the test expects of the scenario. */
    public enum Expectation {
        /** The wait method is safe here: the scenario must pass. */
        PASS,
        /** The wait method is unsafe here: the scenario must detect it. */
        DETECTED
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
            return new Plan(wait, Expectation.valueOf(expectation));
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
     * @return the outcome
     * @throws IOException          if the child cannot be started
     * @throws InterruptedException if interrupted while waiting for it
     * @throws RuntimeException     if the child reported no result (it crashed,
     *                              timed out or never ran the scenario)
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
            throw new RuntimeException("the scenario reported no result, so it cannot be judged: " + r);
        }
        Map<String, String> fields = Evidence.parse(resultLine);
        String v = fields.get("verdict");
        Verdict verdict = "PASS".equals(v) ? Verdict.pass(fields.get("message"))
                : Verdict.fail(Verdict.Mechanism.valueOf(v), fields.get("message"));
        return new Outcome(verdict, fields, r);
    }

    /**
     * Compares an outcome with the expectation, writes it as evidence, and
     * throws if they differ.
     *
     * @param outcome  the outcome
     * @param expected what the {@code @run} line expects
     * @throws RuntimeException with a message naming the mechanism: the
     *         workload's own when a PASS was expected, INSENSITIVE when a
     *         detection was expected and the workload passed
     */
    public static void judge(Outcome outcome, Expectation expected) {
        Evidence e = Evidence.of("scenario").put("expected", expected.name())
                .put("elapsed_ns", outcome.child().elapsedNanos());
        outcome.fields().forEach(e::put);
        e.write();
        Verdict v = outcome.verdict();
        String who = outcome.fields().get("scenario") + " with " + outcome.fields().get("wait");
        if (expected == Expectation.PASS) {
            (v.passed() ? Verdict.pass(who + ": " + v.message()) : Verdict.fail(v.mechanism(), who + ": " + v.message()))
                    .orThrow();
        } else if (v.passed()) {
            Verdict.fail(Verdict.Mechanism.INSENSITIVE, who + " is a positive control and was not detected: "
                    + v.message()).orThrow();
        } else {
            Verdict.pass(who + " detected as expected, " + v).orThrow();
        }
    }
}
