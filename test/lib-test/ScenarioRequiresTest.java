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

/*
 * @test
 * @summary A test starting a child JVM on a CPU budget or cgroup quota requires it in each of its @test blocks
 * @run testng ScenarioRequiresTest
 */

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.fail;

/**
 * Reads every test source under {@code test/} of the jtreg test root and
 * checks that a test which starts a child JVM on a CPU budget, or in a cgroup
 * with a CPU quota, names what that needs in the {@code @requires} of each of
 * its {@code @test} blocks, so that a host without it leaves the test not run
 * instead of ending it in ERROR:
 * <ul>
 * <li>a budget of k CPUs ({@code ScenarioDriver.run(workload, wait, k, ...)},
 *     {@code ChildJvm.cpus(k)}), k at least 1, needs {@code waitkit.taskset}
 *     (ChildJvm pins the child with taskset), and for k of 2 or more
 *     {@code waitkit.cpus >= k};</li>
 * <li>a cgroup quota ({@code ScenarioDriver.runInGroup}, {@code ChildJvm.inGroup},
 *     {@code CpuQuotaGroup.create}) needs {@code waitkit.cgroup.quota}.</li>
 * </ul>
 * A fact counts when it is a conjunct of the block's {@code @requires}
 * expressions, never under an {@code |} or a {@code !}.
 *
 * <p>The CPU argument is read as an int literal, a {@code static final int}
 * constant of the same file that has one, or {@code Integer.parseInt(args[i])},
 * which each block's {@code @run} line gives. A call that asks in any other
 * way, a file that calls with no {@code @test} block, a method reference to or
 * static import of ScenarioDriver or ChildJvm, each fails the test naming the
 * file, unless {@link #EXEMPTIONS} gives the reason the call starts no child
 * that needs it. Every block of a file needs all that its calls ask for,
 * unless {@link #BY_SHAPE} says which shape (first {@code @run} argument)
 * takes which; the table must name exactly what the file's calls ask for.
 */
public class ScenarioRequiresTest {

    // The directory under the test root whose sources are read.
    private static final String TESTS = "test";

    // A type declared in code, as a file of test descriptions has none.
    private static final Pattern DECLARATION = Pattern.compile("\\b(class|interface|enum|record)\\s+\\w+");

    // Calls that ask in a way this test cannot read, or ask for what their
    // test cannot always have, and why the test needs no @requires for them.
    private static final List<Exemption> EXEMPTIONS = List.of(
            new Exemption("test/lib-test/ChildJvmTest.java", "cpus(tooMany)",
                    "it asks for one CPU more than this process may use, to see command() refuse the budget;"
                    + " no child starts"),
            new Exemption("test/lib-test/CpuQuotaGroupTest.java", "CpuQuotaGroup.create(25_000, 100_000)",
                    "a unit test of CpuQuotaGroup that starts no child: the one case that makes a group skips"
                    + " itself where CpuQuotaGroup.unavailableReason() says none can be made, and the other cases"
                    + " need no group"),
            new Exemption("test/lib-test/CpuQuotaGroupTest.java", "CpuQuotaGroup.create(10_000, 100_000)",
                    "a unit test of CpuQuotaGroup's removal bound that starts no JVM, only a shell loop in the"
                    + " group, and skips itself where CpuQuotaGroup.unavailableReason() says no group can be made"));

    // Files whose @test blocks take different budgets by their shape, the
    // first argument of their @run line, which the code chooses by branch.
    private static final Map<String, Map<String, Need>> BY_SHAPE = Map.of(
            "test/scenarios/quota/CpuQuotaScenario.java",
            Map.of("quota", Need.QUOTA, "unlimited", Need.ofCpus(2)));

    @Test
    public void everyBlockRequiresTheBudgetItsTestAsksFor() throws IOException {
        Path root = KitSources.root();
        List<String> problems = new ArrayList<>();
        Set<Exemption> used = new LinkedHashSet<>();
        int asking = 0;
        Map<String, String> sources = KitSources.read(TESTS);
        for (Map.Entry<String, String> source : sources.entrySet()) {
            Report r = checkWithDriver(source.getKey(), source.getValue(), sources, BY_SHAPE, EXEMPTIONS);
            problems.addAll(r.problems());
            used.addAll(r.used());
            asking += r.asks() ? 1 : 0;
        }
        for (Exemption e : EXEMPTIONS) {
            if (!used.contains(e)) {
                problems.add("ScenarioRequiresTest exempts " + e.call() + " in " + e.file()
                        + ", which has no such call: remove the exemption");
            }
        }
        for (String file : BY_SHAPE.keySet()) {
            if (!Files.isRegularFile(root.resolve(file))) {
                problems.add("ScenarioRequiresTest.BY_SHAPE names " + file + ", which does not exist: remove it");
            }
        }
        if (asking == 0) {
            problems.add("no test under " + root.resolve(TESTS) + " asks for a CPU budget or a cgroup quota:"
                    + " expected the scenarios and mutants to, so the reading of the sources is broken");
        }
        if (!problems.isEmpty()) {
            fail(problems.size() + " problems:\n" + String.join("\n", problems));
        }
    }

    @DataProvider
    public Object[][] requires() {
        return new Object[][] {
            // @requires expressions of a block; guaranteed taskset, CPUs, quota
            {List.of("waitkit.taskset & jdk.version.major >= 21"), new Facts(true, 0, false)},
            {List.of("os.family == \"linux\" & waitkit.taskset & waitkit.cpus >= 2"), new Facts(true, 2, false)},
            {List.of("waitkit.taskset", "waitkit.cpus >= 4"), new Facts(true, 4, false)},
            {List.of("(waitkit.taskset & waitkit.cpus > 2) & jdk.version.major >= 21"), new Facts(true, 3, false)},
            {List.of("waitkit.cpus == 2 & waitkit.cgroup.quota == true"), new Facts(false, 2, true)},
            {List.of("waitkit.taskset | waitkit.cpus >= 2"), new Facts(false, 0, false)},
            {List.of("!waitkit.taskset & !(waitkit.cpus < 2)"), new Facts(false, 0, false)},
            {List.of("waitkit.cgroup.quota & (jdk.version.major < 24 | waitkit.cpus >= 2)"),
                new Facts(false, 0, true)},
            {List.of(), new Facts(false, 0, false)},
        };
    }

    @Test(dataProvider = "requires")
    public void aFactCountsOnlyAsAConjunct(List<String> requires, Facts expected) {
        assertEquals(Facts.of(requires), expected, "facts guaranteed by " + requires);
    }

    @DataProvider
    public Object[][] sources() {
        String pass = "";
        return new Object[][] {
            // source of test/x/Sample.java; "" if it must pass, else what the failure names
            {block("id=a", "waitkit.taskset & waitkit.cpus >= 2", "a")
                + "ScenarioDriver.run(\"W\", wait, 2, TIMEOUT, List.of());", pass},
            {block("id=a", "waitkit.taskset & jdk.version.major >= 21", "a")
                + "ScenarioDriver.run(\"W\", wait,\n        2, TIMEOUT, List.of());",
                "test/x/Sample.java#a: asks for a budget of 2 CPUs (line 6); expected its @requires to guarantee"
                + " waitkit.cpus >= 2, actual: waitkit.taskset & jdk.version.major >= 21"},
            {block("id=a", "waitkit.cpus >= 2", "a") + "static final int CPUS = 2;\n"
                + "ScenarioDriver.run(\"W\", wait, CPUS, TIMEOUT, List.of());", "expected its @requires to guarantee"
                + " waitkit.taskset, actual: waitkit.cpus >= 2"},
            {block("id=a", "waitkit.taskset", "a") + "private static final int CPUS = 3;\n"
                + "ScenarioDriver.run(\"W\", wait, CPUS, TIMEOUT, List.of());", "waitkit.cpus >= 3, actual"},
            {block("id=one", "waitkit.taskset", "a 1") + block("id=two", "waitkit.taskset", "a 2")
                + "ScenarioDriver.run(\"W\", wait, Integer.parseInt(args[1]), TIMEOUT, List.of());",
                "test/x/Sample.java#two: asks for a budget of 2 CPUs"},
            {block("id=one", "waitkit.taskset", "a") + "ScenarioDriver.run(\"W\", wait, Integer.parseInt(args[1]),"
                + " TIMEOUT, List.of());", "#one: its @run line has no CPU count as argument 2"},
            {block("id=a", "waitkit.taskset & waitkit.cpus >= 2", "a")
                + "ScenarioDriver.run(\"W\", wait, cpusFor(args[0]), TIMEOUT, List.of());",
                "test/x/Sample.java: cannot read the CPUs that ScenarioDriver.run(\"W\", wait, cpusFor(args[0]),"
                + " TIMEOUT, List.of()) (line 6) asks for"},
            {block("id=a", "waitkit.taskset", "a") + "ChildJvm.of(\"W\").cpus(1).run();", pass},
            {block("id=a", "jdk.version.major >= 21", "a") + "ChildJvm.of(\"W\").cpus(1).run();",
                "expected its @requires to guarantee waitkit.taskset"},
            {block("id=a", "waitkit.taskset", "a") + "ChildJvm.of(\"W\").cpus(0).run(); group.cpus();", pass},
            {block("id=a", "waitkit.taskset", "a") + "ScenarioDriver.runInGroup(group, \"W\", wait, T, L);",
                "expected its @requires to guarantee waitkit.cgroup.quota, actual: waitkit.taskset"},
            {block("id=a", "waitkit.cgroup.quota", "a") + "try (CpuQuotaGroup g = CpuQuotaGroup.create(1, 2)) {\n"
                + "    ChildJvm.of(\"W\").inGroup(g).run();\n}", pass},
            {block("id=a", "jdk.version.major >= 21", "a") + "// ScenarioDriver.run(\"W\", wait, 2, T, L);\n"
                + "String s = \"ChildJvm.of(W).cpus(2)\";\nString t = \"\"\"\n  runInGroup(g)\n  \"\"\";", pass},
            {"class Sample {\n    void go() { ScenarioDriver.run(\"W\", wait, 2, T, L); }\n}\n",
                "test/x/Sample.java: asks for a budget of 2 CPUs (line 2) but has no @test block"},
            {block("id=a", "waitkit.taskset & waitkit.cpus >= 2", "a")
                + "import static waitkit.scenario.ScenarioDriver.run;\nrun(\"W\", wait, 2, T, L);",
                "test/x/Sample.java: cannot read what a static import of waitkit.scenario.ScenarioDriver (line 6) asks for"},
            {block("id=a", "waitkit.taskset & waitkit.cpus >= 2", "a")
                + "MutantScenario.run(LOOP, args, (w, p) -> ScenarioDriver.run(\"W\", w, 2, T, p));", pass},
        };
    }

    @Test(dataProvider = "sources")
    public void aBudgetNeedsItsRequiresInEveryBlock(String source, String expected) {
        Report r = check("test/x/Sample.java", source, Map.of(), List.of());
        if (expected.isEmpty()) {
            assertEquals(r.problems(), List.of(), "problems of\n" + source);
        } else {
            assertTrue(r.problems().stream().anyMatch(p -> p.contains(expected)),
                    "problems of\n" + source + "\nexpected one containing '" + expected + "', actual " + r.problems());
        }
    }

    @Test
    public void aFileWithShapesTakesTheBudgetOfEachShape() {
        String source = block("id=q", "waitkit.cgroup.quota", "quota")
                + block("id=u", "waitkit.taskset & waitkit.cpus >= 2", "unlimited")
                + "if (quota) {\n ScenarioDriver.runInGroup(g, \"W\", w, T, L);\n"
                + "} else {\n ScenarioDriver.run(\"W\", w, 2, T, L);\n}\n";
        Map<String, Need> shapes = Map.of("quota", Need.QUOTA, "unlimited", Need.ofCpus(2));
        assertEquals(check("test/x/Sample.java", source, Map.of("test/x/Sample.java", shapes), List.of()).problems(),
                List.of(), "problems with the shapes " + shapes);
        List<String> without = check("test/x/Sample.java", source, Map.of(), List.of()).problems();
        assertEquals(without.size(), 2, "problems without the shapes: expected each block to lack the other's"
                + " budget, actual " + without);
        List<String> changed = check("test/x/Sample.java", source.replace("w, 2, T", "w, 3, T"),
                Map.of("test/x/Sample.java", shapes), List.of()).problems();
        assertTrue(changed.stream().anyMatch(p -> p.contains("BY_SHAPE")), "problems when the file asks for 3 CPUs"
                + " and BY_SHAPE says 2: expected one naming BY_SHAPE, actual " + changed);
    }

    @Test
    public void anExemptCallNeedsNothing() {
        String source = block("", "jdk.version.major >= 17", "") + "ChildJvm.of(\"W\").cpus(tooMany).command();";
        Exemption e = new Exemption("test/x/Sample.java", "cpus(tooMany)", "no child starts");
        Report r = check("test/x/Sample.java", source, Map.of(), List.of(e));
        assertEquals(r.problems(), List.of(), "problems with the exemption");
        assertEquals(r.used(), Set.of(e), "exemptions used");
        List<String> without = check("test/x/Sample.java", source, Map.of(), List.of()).problems();
        assertTrue(without.stream().anyMatch(p -> p.contains("cannot read the CPUs that cpus(tooMany)")),
                "problems without the exemption: expected the unreadable call, actual " + without);
    }

    // A comment that jtreg would read as a test description, built so that
    // this file holds none but its own.
    // A file of descriptions is held to the calls of the class it runs.
    @Test
    public void aFileOfDescriptionsNeedsWhatTheClassItRunsAsksFor() {
        String driver = block("id=a", "waitkit.taskset & waitkit.cpus >= 2", "a")
                + "class Sample {\n    void go() { ScenarioDriver.run(\"W\", wait, 2, T, L); }\n}\n";
        Map<String, String> sources = Map.of("test/x/Sample.java", driver);
        String fine = block("id=b", "waitkit.taskset & waitkit.cpus >= 2", "b");
        assertEquals(checkWithDriver("test/x/SampleRows.java", fine, sources, Map.of(), List.of()).problems(),
                List.of(), "a description that requires what Sample asks for");
        List<String> found = checkWithDriver("test/x/SampleRows.java", block("id=b", "waitkit.taskset", "b"),
                sources, Map.of(), List.of()).problems();
        assertTrue(found.size() == 1 && found.get(0).startsWith("test/x/SampleRows.java#b: asks for a budget of 2 CPUs")
                && found.get(0).contains("waitkit.cpus >= 2"), "expected the missing waitkit.cpus >= 2, actual " + found);
        assertEquals(checkWithDriver("test/x/Rows.java", block("id=c", "waitkit.taskset", "c").replace("Sample",
                "Absent"), sources, Map.of(), List.of()).problems(), List.of("test/x/Rows.java: its @run lines run"
                + " Absent, which is not declared in test/x/Absent.java"));
    }

    private static String block(String id, String requires, String runArgs) {
        return "/" + "*\n * @test" + (id.isEmpty() ? "" : " " + id) + "\n * @requires " + requires
                + "\n * @run driver Sample" + (runArgs.isEmpty() ? "" : " " + runArgs) + "\n *" + "/\n";
    }

    /**
     * Checks one source file.
     *
     * @param file        its path under the test root, for the messages
     * @param text        its text
     * @param byShape     the files whose blocks take their budget by shape
     * @param exemptions  the calls that need nothing
     * @return the problems, the exemptions that matched a call, and whether
     *         the file asks for anything
     */
    /**
     * Checks a file as {@link #check} does, and a file of test descriptions,
     * which declares no class and whose {@code @run} lines run the class of
     * another file of its directory (ReserveMemoryCatalogue.java runs
     * ReserveMemoryScenario), against that class's code: the calls are read
     * where they are made, the {@code @requires} where the blocks are.
     *
     * @param file       the file's path under the test root
     * @param text       its text
     * @param sources    every test source by its path, to find the class run
     * @param byShape    {@link #BY_SHAPE}, by the file of the class run
     * @param exemptions {@link #EXEMPTIONS}
     * @return what the check found
     */
    static Report checkWithDriver(String file, String text, Map<String, String> sources,
                                  Map<String, Map<String, Need>> byShape, List<Exemption> exemptions) {
        JavaSource source = JavaSource.parse(text);
        if (DECLARATION.matcher(source.code()).find()) {
            return check(file, text, byShape, exemptions);
        }
        String runs = TestBlock.classRun(source);
        if (runs == null) {
            return new Report(List.of(), Set.of(), false);
        }
        String driverFile = file.substring(0, file.lastIndexOf('/') + 1) + runs + ".java";
        String driver = sources.get(driverFile);
        if (driver == null) {
            return new Report(List.of(file + ": its @run lines run " + runs + ", which is not declared in "
                    + driverFile), Set.of(), false);
        }
        // The driver's code first keeps the line numbers of its calls; its
        // comments, its own test blocks among them, are blanked. Its shapes
        // hold for the descriptions too.
        Map<String, Map<String, Need>> shapes = byShape.containsKey(driverFile)
                ? Map.of(file, byShape.get(driverFile)) : Map.of();
        return check(file, JavaSource.parse(driver).code() + "\n" + text, runs, shapes, exemptions);
    }

    static Report check(String file, String text, Map<String, Map<String, Need>> byShape,
                        List<Exemption> exemptions) {
        return check(file, text, Path.of(file).getFileName().toString().replaceFirst("\\.java$", ""), byShape,
                exemptions);
    }

    private static Report check(String file, String text, String mainClass, Map<String, Map<String, Need>> byShape,
                                List<Exemption> exemptions) {
        JavaSource source = JavaSource.parse(text);
        List<String> problems = new ArrayList<>();
        Set<Exemption> used = new LinkedHashSet<>();
        List<Request> requests = new ArrayList<>();
        for (Request r : Request.find(source)) {
            Exemption e = exemptions.stream().filter(x -> x.file().equals(file) && x.call().equals(r.call()))
                    .findFirst().orElse(null);
            if (e != null) {
                used.add(e);
            } else {
                requests.add(r);
            }
        }
        for (Unreadable u : Unreadable.find(source)) {
            problems.add(file + ": cannot read what " + u.what() + " (line " + u.line() + ") asks for: call"
                    + " ScenarioDriver.run, ChildJvm's cpus or the quota methods through their class's name");
        }
        for (Request r : requests) {
            if (r.kind() == Kind.CPUS && r.fixed() == null && r.argIndex() < 0) {
                problems.add(file + ": cannot read the CPUs that " + r.call() + " (line " + r.line() + ") asks for:"
                        + " pass an int literal, a static final int of the file or Integer.parseInt(args[i]) of the"
                        + " @run line, or exempt the call in ScenarioRequiresTest with the reason");
            }
        }
        List<Request> asking = requests.stream()
                .filter(r -> r.fixed() == null ? r.argIndex() >= 0 : !r.fixed().equals(Need.NONE)).toList();
        List<TestBlock> blocks = TestBlock.parse(source, mainClass);
        boolean asks = !asking.isEmpty() || problems.size() > 0;
        if (blocks.isEmpty()) {
            for (Request r : asking) {
                problems.add(file + ": asks for " + r.describe() + " (line " + r.line() + ") but has no @test"
                        + " block, so no @requires says which hosts can give it: start the child from a test");
            }
            return new Report(problems, used, asks);
        }
        Map<String, Need> shapes = byShape.get(file);
        if (shapes != null) {
            checkShapes(file, shapes, asking, problems);
        }
        for (TestBlock b : blocks) {
            List<String> lines = new ArrayList<>();
            Need need = Need.NONE;
            if (shapes != null) {
                if (b.runArgs().isEmpty()) {
                    problems.add(file + b.label() + ": no @run line names " + mainClass + ", so its shape, which"
                            + " ScenarioRequiresTest.BY_SHAPE needs, cannot be read");
                }
                for (List<String> args : b.runArgs()) {
                    Need n = args.isEmpty() ? null : shapes.get(args.get(0));
                    if (n == null) {
                        problems.add(file + b.label() + ": its @run line " + args + " has no shape in"
                                + " ScenarioRequiresTest.BY_SHAPE " + shapes.keySet() + ": add it");
                    } else {
                        need = need.and(n);
                        lines.add("shape " + args.get(0) + " in BY_SHAPE");
                    }
                }
            } else {
                for (Request r : asking) {
                    Need n = r.fixed();
                    if (n == null) {
                        n = Need.NONE;
                        for (List<String> args : b.runArgs().isEmpty() ? List.of(List.<String>of()) : b.runArgs()) {
                            Integer k = args.size() > r.argIndex() ? Request.intValue(args.get(r.argIndex())) : null;
                            if (k == null) {
                                problems.add(file + b.label() + ": its @run line has no CPU count as argument "
                                        + (r.argIndex() + 1) + ", which " + r.call() + " (line " + r.line()
                                        + ") asks for; actual arguments " + args);
                            } else {
                                n = n.and(Need.ofCpus(k));
                            }
                        }
                    }
                    if (!n.equals(Need.NONE)) {
                        need = need.and(n);
                        lines.add("line " + r.line());
                    }
                }
            }
            List<String> missing = Facts.of(b.requires()).missing(need);
            if (!missing.isEmpty()) {
                problems.add(file + b.label() + ": asks for " + need + " (" + String.join(", ", lines)
                        + "); expected its @requires to guarantee " + String.join(" & ", missing) + ", actual: "
                        + (b.requires().isEmpty() ? "none" : String.join(" & ", b.requires())));
            }
        }
        return new Report(problems, used, asks);
    }

    // What a BY_SHAPE entry says the file asks for must be what its calls ask for.
    private static void checkShapes(String file, Map<String, Need> shapes, List<Request> asking,
                                    List<String> problems) {
        Set<Need> asked = new LinkedHashSet<>();
        for (Request r : asking) {
            if (r.fixed() == null) {
                problems.add(file + ": " + r.call() + " (line " + r.line() + ") takes its CPUs from the @run line,"
                        + " which ScenarioRequiresTest.BY_SHAPE cannot check: remove the file from BY_SHAPE");
            } else {
                asked.add(r.fixed());
            }
        }
        Set<Need> table = new LinkedHashSet<>(shapes.values());
        if (!asked.equals(table)) {
            problems.add(file + ": ScenarioRequiresTest.BY_SHAPE says its shapes ask for " + table
                    + ", but its calls ask for " + asked + ": update BY_SHAPE");
        }
    }

    /**
     * What a file's check found.
     *
     * @param problems the problems, one line each
     * @param used     the exemptions that matched a call
     * @param asks     whether the file asks for a budget or a quota
     */
    record Report(List<String> problems, Set<Exemption> used, boolean asks) {
    }

    /**
     * A call that needs no {@code @requires}, with why.
     *
     * @param file   the file, under the test root
     * @param call   the call as {@link Request#call()} writes it
     * @param reason why the test needs nothing for it
     */
    record Exemption(String file, String call, String reason) {
    }

    /**
     * What a child JVM needs of the host.
     *
     * @param cpuCount the CPUs of its budget, 0 for none
     * @param quota    whether it runs in a cgroup with a CPU quota
     */
    record Need(int cpuCount, boolean quota) {
        static final Need NONE = new Need(0, false);
        static final Need QUOTA = new Need(0, true);

        // ChildJvm takes 0 as no budget and refuses a negative one before a child starts.
        static Need ofCpus(int k) {
            return new Need(Math.max(k, 0), false);
        }

        Need and(Need other) {
            return new Need(Math.max(cpuCount, other.cpuCount), quota || other.quota);
        }

        @Override
        public String toString() {
            String cpus = cpuCount == 0 ? "" : "a budget of " + cpuCount + (cpuCount == 1 ? " CPU" : " CPUs");
            String group = quota ? "a cgroup quota" : "";
            return cpus.isEmpty() && group.isEmpty() ? "nothing"
                    : cpus.isEmpty() || group.isEmpty() ? cpus + group : cpus + " and " + group;
        }
    }

    /**
     * What the {@code @requires} expressions of a block guarantee.
     *
     * @param taskset whether {@code waitkit.taskset} is required
     * @param cpus    the least {@code waitkit.cpus} required, 0 if none
     * @param quota   whether {@code waitkit.cgroup.quota} is required
     */
    record Facts(boolean taskset, int cpus, boolean quota) {
        private static final Pattern TASKSET = Pattern.compile("waitkit\\.taskset(\\s*==\\s*\"?true\"?)?");
        private static final Pattern QUOTA = Pattern.compile("waitkit\\.cgroup\\.quota(\\s*==\\s*\"?true\"?)?");
        private static final Pattern CPUS = Pattern.compile("waitkit\\.cpus\\s*(>=|>|==)\\s*(\\d+)");

        // jtreg joins the @requires tags of a block with "&".
        static Facts of(List<String> requires) {
            boolean taskset = false;
            boolean quota = false;
            int cpus = 0;
            for (String expression : requires) {
                for (String c : conjuncts(expression)) {
                    Matcher m = CPUS.matcher(c);
                    if (TASKSET.matcher(c).matches()) {
                        taskset = true;
                    } else if (QUOTA.matcher(c).matches()) {
                        quota = true;
                    } else if (m.matches()) {
                        int n = Integer.parseInt(m.group(2));
                        cpus = Math.max(cpus, m.group(1).equals(">") ? n + 1 : n);
                    }
                }
            }
            return new Facts(taskset, cpus, quota);
        }

        List<String> missing(Need need) {
            List<String> missing = new ArrayList<>();
            if (need.cpuCount() >= 1 && !taskset) {
                missing.add("waitkit.taskset");
            }
            if (need.cpuCount() >= 2 && cpus < need.cpuCount()) {
                missing.add("waitkit.cpus >= " + need.cpuCount());
            }
            if (need.quota() && !quota) {
                missing.add("waitkit.cgroup.quota");
            }
            return missing;
        }

        // The operands of the top-level "&"s, with the parentheses around a
        // whole operand taken off and its own "&"s split in turn.
        private static List<String> conjuncts(String expression) {
            List<String> result = new ArrayList<>();
            int depth = 0;
            int start = 0;
            boolean quoted = false;
            for (int i = 0; i <= expression.length(); i++) {
                char c = i < expression.length() ? expression.charAt(i) : '&';
                if (c == '"') {
                    quoted = !quoted;
                } else if (!quoted && c == '(') {
                    depth++;
                } else if (!quoted && c == ')') {
                    depth--;
                } else if (!quoted && c == '&' && depth == 0) {
                    String part = expression.substring(start, i).strip();
                    start = i + 1;
                    if (part.isEmpty()) {
                        continue;
                    }
                    String inner = unwrap(part);
                    if (inner.equals(part)) {
                        result.add(part.replaceAll("\\s+", " "));
                    } else {
                        result.addAll(conjuncts(inner));
                    }
                }
            }
            return result;
        }

        private static String unwrap(String part) {
            if (!part.startsWith("(") || !part.endsWith(")")) {
                return part;
            }
            int depth = 0;
            for (int i = 0; i < part.length(); i++) {
                depth += part.charAt(i) == '(' ? 1 : part.charAt(i) == ')' ? -1 : 0;
                if (depth == 0 && i < part.length() - 1) {
                    return part;
                }
            }
            return part.substring(1, part.length() - 1);
        }
    }

    /** What a call asks for. */
    enum Kind {
        /** A CPU budget. */
        CPUS,
        /** A cgroup with a CPU quota. */
        QUOTA
    }

    /**
     * A call that starts, or prepares, a child JVM on a CPU budget or in a
     * cgroup with a quota.
     *
     * @param call     the call's text, from the method's name (with its
     *                 class where the pattern names one) to the closing
     *                 parenthesis, white space made single spaces
     * @param line     its line
     * @param kind     what it asks for
     * @param fixed    what it asks for where the source says it, else null
     * @param argIndex for {@code Integer.parseInt(args[i])}, i; else -1
     */
    record Request(String call, int line, Kind kind, Need fixed, int argIndex) {

        // Each pattern ends at the call's "(", and group 1 starts its text.
        private static final Pattern RUN = Pattern.compile("\\b(ScenarioDriver\\s*\\.\\s*run)\\s*\\(");
        private static final Pattern CPUS = Pattern.compile("\\.\\s*(cpus)\\s*\\(");
        private static final Pattern QUOTA = Pattern.compile(
                "((?:\\bScenarioDriver\\s*\\.\\s*)?\\brunInGroup|(?<=\\.)\\s*inGroup"
                + "|\\bCpuQuotaGroup\\s*\\.\\s*create)\\s*\\(");
        private static final Pattern ARGS_INT = Pattern.compile(
                "Integer\\s*\\.\\s*parseInt\\s*\\(\\s*args\\s*\\[\\s*(\\d+)\\s*\\]\\s*\\)");

        static List<Request> find(JavaSource source) {
            List<Request> found = new ArrayList<>();
            for (Matcher m = RUN.matcher(source.code()); m.find(); ) {
                List<String> args = source.arguments(m.end() - 1);
                found.add(cpus(source, m, args.size() > 2 ? args.get(2) : ""));
            }
            for (Matcher m = CPUS.matcher(source.code()); m.find(); ) {
                List<String> args = source.arguments(m.end() - 1);
                if (!args.isEmpty()) {
                    found.add(cpus(source, m, args.size() == 1 ? args.get(0) : ""));
                }
            }
            for (Matcher m = QUOTA.matcher(source.code()); m.find(); ) {
                found.add(new Request(source.callText(m.start(1), m.end() - 1), source.line(m.start()), Kind.QUOTA,
                        Need.QUOTA, -1));
            }
            return found;
        }

        private static Request cpus(JavaSource source, Matcher m, String argument) {
            String call = source.callText(m.start(1), m.end() - 1);
            int line = source.line(m.start());
            Integer k = intValue(argument);
            if (k == null && argument.matches("[A-Za-z_$][\\w$]*")) {
                k = constant(source.code(), argument);
            }
            if (k != null) {
                return new Request(call, line, Kind.CPUS, Need.ofCpus(k), -1);
            }
            Matcher a = ARGS_INT.matcher(argument);
            return new Request(call, line, Kind.CPUS, null, a.matches() ? Integer.parseInt(a.group(1)) : -1);
        }

        static Integer intValue(String text) {
            return text.matches("-?\\d[\\d_]*") ? Integer.valueOf(text.replace("_", "")) : null;
        }

        // The value of a static final int of the file, if it has one and
        // only one declaration of that name.
        private static Integer constant(String code, String name) {
            Matcher m = Pattern.compile("((?:\\b(?:public|protected|private|static|final)\\s+)+)int\\s+"
                    + Pattern.quote(name) + "\\s*=\\s*(-?\\d[\\d_]*)\\s*;").matcher(code);
            Set<Integer> values = new LinkedHashSet<>();
            int declarations = 0;
            while (m.find()) {
                declarations++;
                List<String> modifiers = List.of(m.group(1).strip().split("\\s+"));
                if (modifiers.contains("static") && modifiers.contains("final")) {
                    values.add(intValue(m.group(2)));
                }
            }
            return declarations == 1 && values.size() == 1 ? values.iterator().next() : null;
        }

        String describe() {
            return fixed != null ? fixed.toString() : "the CPUs of @run argument " + (argIndex + 1);
        }
    }

    /**
     * A way of starting a child JVM that hides its budget from this test.
     *
     * @param what what it is
     * @param line its line
     */
    record Unreadable(String what, int line) {
        private static final Pattern REFERENCE = Pattern.compile("\\b(ScenarioDriver|ChildJvm)\\s*::\\s*(\\w+)");
        private static final Pattern STATIC_IMPORT = Pattern.compile(
                "\\bimport\\s+static\\s+(waitkit\\s*\\.\\s*(?:\\w+\\s*\\.\\s*)?(ScenarioDriver|ChildJvm))\\b");

        static List<Unreadable> find(JavaSource source) {
            List<Unreadable> found = new ArrayList<>();
            for (Matcher m = REFERENCE.matcher(source.code()); m.find(); ) {
                found.add(new Unreadable("the method reference " + m.group(1) + "::" + m.group(2),
                        source.line(m.start())));
            }
            for (Matcher m = STATIC_IMPORT.matcher(source.code()); m.find(); ) {
                found.add(new Unreadable("a static import of " + m.group(1).replaceAll("\\s", ""),
                        source.line(m.start())));
            }
            return found;
        }
    }

    /**
     * One {@code @test} block.
     *
     * @param id       its id, empty if it has none
     * @param requires its {@code @requires} expressions
     * @param runArgs  the arguments after the main class of each of its
     *                 {@code @run} lines that names the main class
     */
    record TestBlock(String id, List<String> requires, List<List<String>> runArgs) {
        private static final Pattern ID = Pattern.compile("@test\\s+id=(\\S+).*");

        static List<TestBlock> parse(JavaSource source, String mainClass) {
            List<TestBlock> blocks = new ArrayList<>();
            for (String comment : source.comments()) {
                List<String> tags = TestTags.of(comment);
                if (tags.isEmpty() || !tags.get(0).matches("@test\\b.*")) {
                    continue;
                }
                Matcher id = ID.matcher(tags.get(0));
                List<String> requires = new ArrayList<>();
                List<List<String>> runArgs = new ArrayList<>();
                for (String tag : tags) {
                    List<String> words = List.of(tag.split("\\s+"));
                    if (words.get(0).equals("@requires")) {
                        requires.add(tag.substring("@requires".length()).strip());
                    } else if (words.get(0).equals("@run") && words.indexOf(mainClass) > 0) {
                        runArgs.add(words.subList(words.indexOf(mainClass) + 1, words.size()));
                    }
                }
                blocks.add(new TestBlock(id.matches() ? id.group(1) : "", requires, runArgs));
            }
            return blocks;
        }

        // The class the first @run line of the source's test blocks runs: the
        // first word after the action that is not a VM option.
        static String classRun(JavaSource source) {
            for (String comment : source.comments()) {
                List<String> tags = TestTags.of(comment);
                if (tags.isEmpty() || !tags.get(0).matches("@test\\b.*")) {
                    continue;
                }
                for (String tag : tags) {
                    List<String> words = List.of(tag.split("\\s+"));
                    if (words.get(0).equals("@run")) {
                        return words.stream().skip(2).filter(w -> !w.startsWith("-")).findFirst().orElse(null);
                    }
                }
            }
            return null;
        }

        String label() {
            return id.isEmpty() ? "" : "#" + id;
        }

    }
}
