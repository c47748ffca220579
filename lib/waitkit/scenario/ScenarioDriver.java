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

import java.io.File;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import waitkit.Evidence;
import waitkit.JtregProperties;
import waitkit.Units;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.cgroup.CpuQuotaGroup;
import waitkit.jvm.ChildJvm;

/**
 * The parent side of a scenario: runs a workload (a main class that sends
 * its result with {@link ScenarioReport}) in a child JVM of the JDK under test with a CPU
 * budget, and reads its result line. A workload that reports nothing is an
 * ERROR naming what its JVM threw, never a pass.
 */
public final class ScenarioDriver {

    /**
     * What a scenario run produced.
     *
     * @param verdict    the workload's verdict
     * @param scenario   the scenario's name, as the workload sent it
     * @param waitName   the wait method's name
     * @param figureText the figures of its result line, as text by field
     *                   name; read them with {@link #figures}
     * @param fields     every field of its result line and those added for
     *                   the evidence ({@link #with})
     * @param child      the child JVM's run
     */
    public record Outcome(Verdict verdict, String scenario, String waitName, Map<String, String> figureText,
                          Map<String, String> fields, ChildJvm.Result child) {

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
            return new Outcome(verdict, scenario, waitName, figureText, more, child);
        }

        /**
         * Returns the figures the workload sent, as the record it sent them in.
         *
         * @param type the workload's record of figures
         * @param <R>  its type
         * @return the figures, a component the line lacks {@code null}; empty
         *         when the line has none (an ERROR the workload sent without
         *         figures, or one of a child that sent no line)
         * @throws IllegalArgumentException if the line lacks a primitive
         *         component or a value is not of its component's form: the
         *         workload sent another record
         */
        public <R extends Record> Optional<R> figures(Class<R> type) {
            return figureText.isEmpty() ? Optional.empty() : Optional.of(RecordCodec.read(type, figureText));
        }
    }

    private ScenarioDriver() {
    }

    /**
     * Runs a workload in a child JVM and reads its result. A user's wait
     * ({@link UserWait}) finds its class path added to the child's.
     *
     * @param workload  the workload's main class, on the test class path
     * @param wait      the wait method name, passed as {@code -Dwaitkit.wait}
     * @param cpus      the child's CPU budget
     * @param timeout   when to kill the child
     * @param vmOptions more options for the child
     * @param args      the workload's arguments
     * @return the outcome; its verdict is ERROR, naming what the child threw,
     *         when the child reported no result (the wait under test or the
     *         workload threw, a worker did not finish, it crashed or timed
     *         out), and ERROR when it reported more than one
     * @throws IOException          if the child cannot be started
     * @throws InterruptedException if interrupted while waiting for it
     */
    public static Outcome run(String workload, String wait, int cpus, Duration timeout, List<String> vmOptions,
                              String... args) throws IOException, InterruptedException {
        return run(ChildJvm.of(workload, args).cpus(cpus), workload, wait, timeout, vmOptions);
    }

    /**
     * Runs a workload in a child JVM inside a cgroup with a CPU quota, on
     * the CPUs this process may use and without {@code
     * -XX:ActiveProcessorCount}, so that the child's JVM sizes itself from
     * the quota as it would in a container.
     *
     * @param group     the group; it stays the caller's to close
     * @param workload  the workload's main class, on the test class path
     * @param wait      the wait method name, passed as {@code -Dwaitkit.wait}
     * @param timeout   when to kill the child
     * @param vmOptions more options for the child
     * @param args      the workload's arguments
     * @return the outcome, as {@link #run(String, String, int, Duration, List, String...)} returns it
     * @throws IOException          if the child cannot be started
     * @throws InterruptedException if interrupted while waiting for it
     */
    public static Outcome runInGroup(CpuQuotaGroup group, String workload, String wait, Duration timeout,
                                     List<String> vmOptions, String... args) throws IOException, InterruptedException {
        return run(ChildJvm.of(workload, args).inGroup(group), workload, wait, timeout, vmOptions);
    }

    private static Outcome run(ChildJvm child, String workload, String wait, Duration timeout, List<String> vmOptions)
            throws IOException, InterruptedException {
        List<String> opts = new ArrayList<>(vmOptions);
        opts.add("-D" + WaitMethod.PROPERTY + "=" + wait);
        child.timeout(timeout).vmOptions(opts.toArray(new String[0]));
        String userPath = UserWait.classPath();
        if (!userPath.isBlank()) {
            child.classPath(JtregProperties.testClassPath() + File.pathSeparator + userPath);
        }
        ChildJvm.Result r = child.run();
        System.out.println("child: " + String.join(" ", r.command()));
        System.out.print(r.stderr().isEmpty() ? "" : "child stderr:\n" + r.stderr());
        List<String> resultLines = new ArrayList<>();
        for (String line : r.stdout().split("\n")) {
            if (line.startsWith(ScenarioReport.PREFIX)) {
                resultLines.add(line.substring(ScenarioReport.PREFIX.length()));
            } else {
                System.out.println("child: " + line);
            }
        }
        if (resultLines.size() != 1) {
            String why = resultLines.isEmpty()
                    ? "the workload ended without a verdict, " + (r.timedOut()
                            ? "killed after its timeout of " + Units.nanos(r.elapsedNanos())
                            : "exit code " + r.exitCode() + " after " + Units.nanos(r.elapsedNanos()))
                            + exceptionLines(r.stderr())
                    : "the workload sent " + resultLines.size() + " results, expected one: " + resultLines;
            Verdict error = Verdict.fail(Verdict.Mechanism.ERROR, why);
            Map<String, String> fields = new LinkedHashMap<>();
            new ScenarioReport.Header(workload, wait, error.mechanism().name(), why).fields()
                    .forEach((k, v) -> fields.put(k, v.toString()));
            return new Outcome(error, workload, wait, Map.of(), fields, r);
        }
        Map<String, String> fields = Evidence.parse(resultLines.get(0));
        ScenarioReport.Header header = ScenarioReport.Header.read(fields);
        return new Outcome(header.toVerdict(), header.scenario(), header.waitName(),
                ScenarioReport.Header.figures(fields), fields, r);
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
}
