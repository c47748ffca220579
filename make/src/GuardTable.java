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

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

import javax.xml.parsers.DocumentBuilderFactory;

import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import waitkit.VerdictRecord;
import waitkit.mutant.Refactor;

/**
 * The kill table of {@code make guard}: reads every PIT {@code mutations.xml}
 * under a reports directory (one folder per module) and the verdicts the
 * kit's assertions and the guard's test listener recorded in the test JVMs
 * ({@link VerdictRecord}), and prints one row per wait site (class, method,
 * line, the wait the mutant replaced) and refactor: PIT's status, why, and
 * the test that killed it. Then the summary line
 * {@code guard: N mutants at W wait sites: K killed, T timed out, S survived, C no coverage},
 * followed by the mechanisms the kills are credited to.
 * {@link #mutantsPerSite} says how many wait mutants the guard makes of one
 * wait site: one per refactor ({@link Refactor}), as the PIT plugin's
 * {@code WaitMutator} has them.
 *
 * <p>Why, for a killed mutant, is the mechanism of the kit verdict that
 * failed in the killing test under that mutant, or {@code other} when the
 * failure was not a kit verdict, with what the test threw, or unknown when
 * nothing was recorded (a JUnit 4 test fails unseen by the listener). A
 * kill is credited to a mechanism only when its verdict fired and, where
 * the test listener saw what the test threw, that was the verdict's own
 * AssertionError. For a survivor it is {@code not measured} when an
 * assertion skipped a test under that mutant, since a skip reads as a pass
 * to PIT. A note under the
 * table gives the story of every row but a plain BUDGET_COLLAPSE, CPU_USE or
 * STARVATION kill: what the test threw, why it was not measured, or the
 * line of a CONTRACT, ERROR or INSENSITIVE verdict.
 *
 * <p>With PIT's cross-module analysis a module's mutant is judged by its own
 * tests and by those of every module that depends on it, each in its own
 * report: the rows are merged, the mutant KILLED if any module's tests killed
 * it, and the last column names the modules whose tests ran against it (a
 * module's report of the mutant that is not NO_COVERAGE).
 *
 * <p>Only the wait mutators' mutants count (their ids begin with
 * {@value #WAIT_MUTATOR}); a status outside those four (a run error, a
 * memory error, a mutant that would not load) is named in its row and in an
 * "other" count.
 *
 * <p>Arguments: the reports directory, the verdicts directory, the file to
 * write the table to. Exit status 0, or 2 when no mutations.xml is found.
 */
public final class GuardTable {

    static final String WAIT_MUTATOR = "waitkit.pit.WaitMutator_";

    // PIT's statuses, the more decisive first: a mutant judged by several
    // modules' tests takes the first any of them gave.
    private static final List<String> STATUSES = List.of("KILLED", "TIMED_OUT", "MEMORY_ERROR", "RUN_ERROR",
            "NON_VIABLE", "SURVIVED", "NO_COVERAGE");

    /** One mutant, as one or more modules' reports give it. */
    static final class Row {
        final String id;
        final String clazz;
        final String method;
        final String line;
        final String waitCall;
        final String refactor;
        String status;
        String killingTest = "";
        final Set<String> judgedBy = new LinkedHashSet<>();
        String why = "";
        String detail = "";

        Row(String id, String clazz, String method, String line, String waitCall, String refactor) {
            this.id = id;
            this.clazz = clazz;
            this.method = method;
            this.line = line;
            this.waitCall = waitCall;
            this.refactor = refactor;
        }

        void add(String module, String status, String killingTest) {
            if (!status.equals("NO_COVERAGE")) {
                judgedBy.add(module);
            }
            if (this.status == null || rank(status) < rank(this.status)) {
                this.status = status;
                this.killingTest = killingTest;
            }
        }

        private static int rank(String status) {
            int i = STATUSES.indexOf(status);
            return i < 0 ? STATUSES.size() : i;
        }
    }

    /**
     * Returns how many wait mutants the guard makes of one wait site.
     *
     * @return one per refactor
     */
    static int mutantsPerSite() {
        return Refactor.values().length;
    }

    public static void main(String[] args) throws Exception {
        Path reports = Path.of(args[0]);
        List<Path> files;
        try (Stream<Path> s = Files.walk(reports)) {
            files = s.filter(p -> p.getFileName().toString().equals("mutations.xml")).sorted().toList();
        } catch (IOException e) {
            files = List.of();
        }
        if (files.isEmpty()) {
            System.out.println("guard: PIT wrote no mutations.xml under " + reports);
            System.exit(2);
        }
        Map<String, Row> rows = new LinkedHashMap<>();
        for (Path f : files) {
            String module = reports.relativize(f.getParent()).toString();
            NodeList mutations = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(f.toFile())
                    .getElementsByTagName("mutation");
            for (int i = 0; i < mutations.getLength(); i++) {
                Element m = (Element) mutations.item(i);
                String mutator = text(m, "mutator");
                if (!mutator.startsWith(WAIT_MUTATOR)) {
                    continue;
                }
                String description = text(m, "description");
                String wait = description.startsWith("replaced ") && description.contains(" with ")
                        ? description.substring("replaced ".length(), description.indexOf(" with ")) : description;
                String id = mutantId(m);
                rows.computeIfAbsent(id, k -> new Row(id, text(m, "mutatedClass"), text(m, "mutatedMethod"),
                        text(m, "lineNumber"), wait, mutator.substring(WAIT_MUTATOR.length())))
                        .add(module.isEmpty() ? "." : module, m.getAttribute("status"), text(m, "killingTest"));
            }
        }
        Map<String, List<VerdictRecord>> verdicts = new TreeMap<>();
        for (VerdictRecord r : VerdictRecord.readAll(Path.of(args[1]))) {
            verdicts.computeIfAbsent(r.mutant(), k -> new ArrayList<>()).add(r);
        }
        for (Row r : rows.values()) {
            explain(r, verdicts.getOrDefault(r.id, List.of()));
        }
        String table = table(rows.values());
        Files.writeString(Path.of(args[2]), table, StandardCharsets.UTF_8);
        System.out.print(table);
    }

    /**
     * Names a mutant as the wait mutators name it in the running test JVM
     * ({@link VerdictRecord#MUTANT_PROPERTY}, guard/pitest-plugin's
     * ActiveMutant): its class, method, descriptor, the indexes of its
     * instruction and its mutator, from PIT's report, separated by spaces.
     *
     * @param m a {@code <mutation>} element of {@code mutations.xml}
     * @return the id
     */
    static String mutantId(Element m) {
        List<String> indexes = new ArrayList<>();
        NodeList index = m.getElementsByTagName("index");
        for (int i = 0; i < index.getLength(); i++) {
            indexes.add(index.item(i).getTextContent().trim());
        }
        return text(m, "mutatedClass") + " " + text(m, "mutatedMethod") + " " + text(m, "methodDescription") + " "
                + String.join(",", indexes) + " " + text(m, "mutator");
    }

    /**
     * Says why a mutant has its status, from the verdicts recorded under it:
     * sets the row's {@code why}, the mechanism of the kit verdict that
     * killed it, {@code other}, {@code not measured} or nothing, and its
     * {@code detail}, the verdict's line or what the test threw.
     *
     * @param r        the mutant's row
     * @param recorded the verdicts recorded while it ran, in order
     */
    static void explain(Row r, List<VerdictRecord> recorded) {
        if (r.status.equals("KILLED")) {
            TestName killer = TestName.of(r.killingTest);
            VerdictRecord kit = null;
            VerdictRecord test = null;
            for (VerdictRecord v : recorded) {
                if (!killer.ran(v) || v.outcome().equals("PASS") || v.outcome().equals(VerdictRecord.NOT_MEASURED)) {
                    continue;
                }
                if (v.source() == VerdictRecord.Source.ASSERTION && kit == null) {
                    kit = v;
                } else if (v.source() == VerdictRecord.Source.TEST && test == null) {
                    test = v;
                }
            }
            // The listener saw what the test threw (JUnit 5, TestNG): the kit
            // verdict killed it only if that was the verdict's own line. Without
            // a listener (JUnit 4) the assertion's record stands alone.
            if (kit != null && (test == null || test.message().startsWith("java.lang.AssertionError: "
                    + kit.outcome() + ":"))) {
                r.why = kit.outcome();
                r.detail = firstLine(kit.message());
            } else {
                r.why = "other";
                r.detail = test != null ? firstLine(test.message())
                        : "unknown: no failure was recorded under this mutant";
            }
        } else if (r.status.equals("SURVIVED")) {
            for (VerdictRecord v : recorded) {
                if (v.outcome().equals(VerdictRecord.NOT_MEASURED)) {
                    r.why = "not measured";
                    r.detail = firstLine(v.message());
                    return;
                }
            }
        }
    }

    /**
     * A test as PIT names it in {@code killingTest}, taken apart into its
     * class (binary name) and method: JUnit 5's unique id
     * ({@code pkg.C.[engine:junit-jupiter]/[class:pkg.C]/[nested-class:N]/[method:m()]},
     * or {@code [test-template:m(int)]} for a parameterized test), JUnit 4's
     * {@code pkg.C.m(pkg.C)}, TestNG's {@code pkg.C.m}.
     *
     * @param testClass the class, {@code pkg.C$N} for a nested one
     * @param method    the method, without parameters
     */
    record TestName(String testClass, String method) {

        static TestName of(String killingTest) {
            if (killingTest.contains("[engine:")) {
                String cls = segment(killingTest, "[class:");
                for (int at = killingTest.indexOf("[nested-class:"); at >= 0;
                        at = killingTest.indexOf("[nested-class:", at + 1)) {
                    cls = cls + "$" + killingTest.substring(at + "[nested-class:".length(), killingTest.indexOf(']', at));
                }
                String method = segment(killingTest, "[method:");
                if (method == null) {
                    method = segment(killingTest, "[test-template:");
                }
                if (method == null) {
                    method = segment(killingTest, "[test-factory:");
                }
                return new TestName(cls == null ? "" : cls, method == null ? "" : method.replaceFirst("\\(.*", ""));
            }
            java.util.regex.Matcher junit4 = java.util.regex.Pattern.compile("(.*)\\.([^.(]+)\\((.*)\\)$")
                    .matcher(killingTest);
            if (junit4.matches() && junit4.group(1).equals(junit4.group(3))) {
                return new TestName(junit4.group(3), junit4.group(2));
            }
            int dot = killingTest.lastIndexOf('.');
            return dot < 0 ? new TestName("", killingTest)
                    : new TestName(killingTest.substring(0, dot), killingTest.substring(dot + 1));
        }

        // Whether a record was made in this test: the same class, and the
        // same method, or none (a failure of the class's set-up).
        boolean ran(VerdictRecord v) {
            return v.testClass().equals(testClass) && (v.testMethod().equals(method) || v.testMethod().isEmpty());
        }
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        String line = nl < 0 ? s : s.substring(0, nl);
        return line.length() > 200 ? line.substring(0, 200) + "..." : line;
    }

    // The mechanisms whose kill the row says in full: a kit verdict of its own
    // kind is its name; these need their story.
    private static final Set<String> TOLD = Set.of("BUDGET_COLLAPSE", "CPU_USE", "STARVATION");

    private static String table(Iterable<Row> rows) {
        String fmt = "%-40s %-22s %5s  %-34s %-18s %-11s %-16s %-44s %s%n";
        StringBuilder table = new StringBuilder(String.format(fmt, "class", "method", "line", "wait", "refactor",
                "status", "why", "killed by", "judged by the tests of"));
        Set<String> sites = new LinkedHashSet<>();
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (String s : List.of("KILLED", "TIMED_OUT", "SURVIVED", "NO_COVERAGE", "other")) {
            counts.put(s, 0);
        }
        Map<String, Integer> mechanisms = new TreeMap<>();
        int notMeasured = 0;
        int n = 0;
        List<String> notes = new ArrayList<>();
        for (Row r : rows) {
            n++;
            sites.add(r.clazz + "#" + r.method + ":" + r.line + " " + r.waitCall);
            counts.merge(counts.containsKey(r.status) ? r.status : "other", 1, Integer::sum);
            if (r.status.equals("KILLED")) {
                mechanisms.merge(r.why, 1, Integer::sum);
            }
            if (r.why.equals("not measured")) {
                notMeasured++;
            }
            if (!r.detail.isEmpty() && !TOLD.contains(r.why)) {
                notes.add(r.clazz + "." + r.method + ":" + r.line + " " + r.refactor + ": "
                        + (r.detail.startsWith(r.why + ":") ? "" : r.why + ": ") + r.detail);
            }
            String killer = shortTestName(r.killingTest);
            table.append(String.format(fmt, r.clazz, r.method, r.line, r.waitCall, r.refactor, r.status,
                    r.why.isEmpty() ? "-" : r.why, killer.isBlank() ? "-" : killer,
                    r.judgedBy.isEmpty() ? "-" : String.join(",", r.judgedBy)));
        }
        if (!notes.isEmpty()) {
            table.append('\n');
            notes.forEach(note -> table.append("  ").append(note).append('\n'));
        }
        StringBuilder killedBy = new StringBuilder();
        mechanisms.forEach((k, v) -> killedBy.append(killedBy.length() == 0 ? "" : ", ").append(k).append(' ')
                .append(v));
        table.append('\n').append("guard: ").append(n).append(" mutants at ").append(sites.size())
                .append(" wait sites: ").append(counts.get("KILLED")).append(" killed")
                .append(killedBy.length() == 0 ? "" : " (" + killedBy + ")").append(", ")
                .append(counts.get("TIMED_OUT")).append(" timed out, ").append(counts.get("SURVIVED"))
                .append(" survived").append(notMeasured > 0 ? " (" + notMeasured + " not measured)" : "")
                .append(", ").append(counts.get("NO_COVERAGE")).append(" no coverage")
                .append(counts.get("other") > 0 ? ", " + counts.get("other") + " other (see the status column)" : "")
                .append('\n');
        return table.toString();
    }

    // JUnit 5's unique ids name a test as
    // "pkg.Class.[engine:junit-jupiter]/[class:pkg.Class]/[method:name()]",
    // a parameterized or repeated one with "[test-template:name(int)]/
    // [test-template-invocation:#2]": the table shows Class.name, and #2 for
    // an invocation. Other names are shown as PIT gives them.
    static String shortTestName(String killer) {
        String cls = segment(killer, "[class:");
        String method = segment(killer, "[method:");
        if (method == null) {
            method = segment(killer, "[test-template:");
        }
        if (method == null) {
            method = segment(killer, "[test-factory:");
        }
        if (cls == null || method == null) {
            return killer;
        }
        String invocation = segment(killer, "[test-template-invocation:");
        return cls.substring(cls.lastIndexOf('.') + 1) + "." + method.replaceFirst("\\(.*", "")
                + (invocation == null ? "" : invocation);
    }

    private static String segment(String id, String prefix) {
        int at = id.indexOf(prefix);
        return at < 0 ? null : id.substring(at + prefix.length(), id.indexOf(']', at));
    }

    private static String text(Element m, String tag) {
        NodeList n = m.getElementsByTagName(tag);
        return n.getLength() == 0 ? "" : n.item(0).getTextContent().trim();
    }
}
