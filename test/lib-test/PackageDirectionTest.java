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
 * @summary The library's packages depend one way, from waitkit.mutant down to waitkit, with no cycle
 * @run testng PackageDirectionTest
 */

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.testng.annotations.Test;

/**
 * The library's packages are layers: a package may use the packages before
 * it in {@link #LAYERS} and its own, never one after it, so the packages
 * form no cycle and each can be read knowing only those before it. The
 * guard's modules sit on top: {@code waitkit.assertions} may use every
 * layer, and the PIT plugin's jar holds {@code waitkit.mutant.Refactor} and
 * {@code waitkit.VerdictRecord} without the rest of the library (its shade
 * filter), so each of those classes' code may use no other class of the
 * library.
 *
 * <p>A use of a package is an import (static and on demand included) or a
 * qualified name in the code; comments and string literals are not read.
 * A use of a class by one of those held without the library is its
 * simple name in the code, imported or of its own package (which needs no
 * import), or its qualified name. Each rule is checked on the kit's sources
 * and on samples that break it, so that the check can fail.
 */
public class PackageDirectionTest {

    /** The library's packages, each allowed to use those before it. */
    static final List<String> LAYERS = List.of("waitkit", "waitkit.measure", "waitkit.cgroup", "waitkit.judge",
            "waitkit.jvm", "waitkit.scenario", "waitkit.mutant");

    /** Where the library's sources are, under the test root. */
    static final String LIBRARY = "lib/waitkit";

    /** The guard's module that may use every layer, under the test root. */
    static final String ASSERTIONS = "guard/assertions/src/main/java";

    /** The classes the PIT plugin's jar holds without the rest of the library. */
    static final List<String> ALONE = List.of("lib/waitkit/mutant/Refactor.java", "lib/waitkit/VerdictRecord.java");

    private static final Pattern PACKAGE = Pattern.compile("^package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
    private static final Pattern IMPORT = Pattern.compile(
            "^import\\s+(?:static\\s+)?(waitkit(?:\\.[a-z]\\w*)*)\\.(?:[A-Z]\\w*|\\*)[\\w.*]*\\s*;",
            Pattern.MULTILINE);
    private static final Pattern QUALIFIED = Pattern.compile("(?<![\\w.])(waitkit(?:\\.[a-z]\\w*)*)\\.[A-Z]");
    private static final Pattern LIBRARY_IMPORT = Pattern.compile(
            "^import\\s+(?:static\\s+)?waitkit(?:\\.[a-z]\\w*)*\\.([A-Z]\\w*)", Pattern.MULTILINE);
    private static final Pattern LIBRARY_CLASS = Pattern.compile("(?<![\\w.])waitkit(?:\\.[a-z]\\w*)*\\.([A-Z]\\w*)");

    @Test
    public void theKitsPackagesDependOneWay() throws IOException {
        Map<String, String> sources = KitSources.read(LIBRARY, ASSERTIONS);
        Set<String> seen = new TreeSet<>();
        for (String file : sources.keySet()) {
            if (file.startsWith(LIBRARY + "/")) {
                seen.add(packageOfPath(file));
            }
        }
        assertEquals(seen, new TreeSet<>(LAYERS), "the library's packages read under " + LIBRARY);
        for (String alone : ALONE) {
            assertTrue(sources.containsKey(alone), alone + " not found among " + sources.size() + " sources");
        }
        assertEquals(problems(sources), List.of());
    }

    @Test
    public void aUseAgainstTheDirectionIsFound() {
        Map<String, String> sources = new LinkedHashMap<>();
        sources.put("lib/waitkit/measure/Series.java", file("waitkit.measure", "import waitkit.jvm.ChildJvm;", ""));
        sources.put("lib/waitkit/judge/Rule.java", file("waitkit.judge", "",
                "var o = waitkit.scenario.ScenarioDriver.run(null);"));
        sources.put("lib/waitkit/cgroup/Group.java", file("waitkit.cgroup", "import static waitkit.jvm.ChildJvm.start;", ""));
        assertEquals(problems(sources), List.of(
                "lib/waitkit/measure/Series.java: waitkit.measure uses waitkit.jvm, a later layer; "
                        + "expected uses of waitkit only",
                "lib/waitkit/judge/Rule.java: waitkit.judge uses waitkit.scenario, a later layer; "
                        + "expected uses of waitkit, waitkit.measure, waitkit.cgroup only",
                "lib/waitkit/cgroup/Group.java: waitkit.cgroup uses waitkit.jvm, a later layer; "
                        + "expected uses of waitkit, waitkit.measure only"));
    }

    @Test
    public void aCycleIsNamed() {
        Map<String, String> sources = new LinkedHashMap<>();
        sources.put("lib/waitkit/measure/Series.java", file("waitkit.measure", "import waitkit.judge.Rule;", ""));
        sources.put("lib/waitkit/judge/Rule.java", file("waitkit.judge", "import waitkit.measure.Series;", ""));
        List<String> problems = problems(sources);
        assertTrue(problems.contains("cycle: waitkit.judge -> waitkit.measure -> waitkit.judge"),
                "expected the cycle named, got " + problems);
    }

    @Test
    public void commentsAndStringsAreNotUses() {
        Map<String, String> sources = new LinkedHashMap<>();
        sources.put("lib/waitkit/measure/Series.java", file("waitkit.measure", "",
                "// see waitkit.jvm.ChildJvm\n String s = \"waitkit.mutant.JdkMutant\";"));
        assertEquals(problems(sources), List.of());
    }

    @Test
    public void anUndeclaredPackageOrAMisplacedFileIsFound() {
        Map<String, String> sources = new LinkedHashMap<>();
        sources.put("lib/waitkit/extra/Helper.java", file("waitkit.extra", "", ""));
        sources.put("lib/waitkit/jvm/Child.java", file("waitkit.scenario", "", ""));
        sources.put("lib/waitkit/Vocabulary.java", file("waitkit", "import waitkit.assertions.WaitAssertions;", ""));
        assertEquals(problems(sources), List.of(
                "lib/waitkit/extra/Helper.java: package waitkit.extra is not among the layers " + LAYERS
                        + ": add it to PackageDirectionTest.LAYERS where its uses allow",
                "lib/waitkit/jvm/Child.java: declares package waitkit.scenario, expected waitkit.jvm from its directory",
                "lib/waitkit/Vocabulary.java: waitkit uses waitkit.assertions, which is not a layer of the library"));
    }

    @Test
    public void theAssertionsMayUseEveryLayer() {
        Map<String, String> sources = new LinkedHashMap<>();
        sources.put(ASSERTIONS + "/waitkit/assertions/Checks.java", file("waitkit.assertions",
                "import waitkit.mutant.Refactor;\nimport waitkit.measure.Waits;", ""));
        assertEquals(problems(sources), List.of());
    }

    @Test
    public void aClassCompiledAloneUsesNoOtherClassInItsCode() {
        String refactor = ALONE.get(0);
        String record = ALONE.get(1);
        Map<String, String> sources = new LinkedHashMap<>();
        sources.put(refactor, file("waitkit.mutant", "import waitkit.WaitMethod;\nimport waitkit.Units;",
                "/** Like {@link WaitMethod}. */ String s = Units.nanos(1);\n"
                        + "        var p = waitkit.Platform.cpus();\n        var j = new JdkMutant();"));
        sources.put("lib/waitkit/mutant/JdkMutant.java", file("waitkit.mutant", "", ""));
        // a class of its own package needs no import
        sources.put(record, file("waitkit", "", "// Units.nanos(1)\n        long n = Units.nanos(1);"));
        sources.put("lib/waitkit/Units.java", file("waitkit", "", ""));
        assertEquals(problems(sources), List.of(
                aloneProblem(refactor, "Units"), aloneProblem(refactor, "Platform"),
                aloneProblem(refactor, "JdkMutant"), aloneProblem(record, "Units")));
    }

    @Test
    public void aClassCompiledAloneMayNameItselfAndWhatItDeclares() {
        String record = ALONE.get(1);
        Map<String, String> sources = new LinkedHashMap<>();
        sources.put(record, file("waitkit", "import static waitkit.VerdictRecord.Source.TEST;",
                "var r = waitkit.VerdictRecord.parse(\"Units\"); var s = TEST; // Units.nanos(1)"));
        sources.put("lib/waitkit/Units.java", file("waitkit", "", ""));
        assertEquals(problems(sources), List.of());
    }

    private static String aloneProblem(String file, String used) {
        return file + ": uses " + used + ", but the PIT plugin holds it without the rest of the library "
                + "(the shade filter of guard/pitest-plugin/pom.xml): its code may use no other class of the library";
    }

    /**
     * Checks the uses of the given sources.
     *
     * @param sources each file's text by its path under the test root
     * @return the problems, each naming its file; empty if there are none
     */
    static List<String> problems(Map<String, String> sources) {
        List<String> problems = new ArrayList<>();
        Map<String, Set<String>> graph = new TreeMap<>();
        for (Map.Entry<String, String> e : sources.entrySet()) {
            String file = e.getKey();
            JavaSource source = JavaSource.parse(e.getValue());
            boolean library = file.startsWith(LIBRARY + "/");
            Matcher declared = PACKAGE.matcher(source.code());
            String pkg = declared.find() ? declared.group(1) : "";
            if (library) {
                String expected = packageOfPath(file);
                if (!LAYERS.contains(expected)) {
                    problems.add(file + ": package " + expected + " is not among the layers " + LAYERS
                            + ": add it to PackageDirectionTest.LAYERS where its uses allow");
                    continue;
                }
                if (!pkg.equals(expected)) {
                    problems.add(file + ": declares package " + pkg + ", expected " + expected + " from its directory");
                    continue;
                }
            }
            for (String used : uses(source.code())) {
                if (used.equals(pkg)) {
                    continue;
                }
                if (!LAYERS.contains(used)) {
                    if (library) {
                        problems.add(file + ": " + pkg + " uses " + used + ", which is not a layer of the library");
                    }
                    continue;
                }
                graph.computeIfAbsent(pkg, k -> new TreeSet<>()).add(used);
                if (library && LAYERS.indexOf(used) > LAYERS.indexOf(pkg)) {
                    problems.add(file + ": " + pkg + " uses " + used + ", a later layer; expected uses of "
                            + String.join(", ", LAYERS.subList(0, LAYERS.indexOf(pkg))) + " only");
                }
            }
            if (ALONE.contains(file)) {
                problems.addAll(aloneProblems(file, source, sources.keySet()));
            }
        }
        String cycle = cycle(graph);
        if (!cycle.isEmpty()) {
            problems.add("cycle: " + cycle);
        }
        return problems;
    }

    // The waitkit packages a file's code uses, in the order first met.
    private static Set<String> uses(String code) {
        Set<String> used = new LinkedHashSet<>();
        Matcher m = IMPORT.matcher(code);
        while (m.find()) {
            used.add(m.group(1));
        }
        String body = code.replaceAll("(?m)^(?:package|import)\\s.*$", "");
        m = QUALIFIED.matcher(body);
        while (m.find()) {
            used.add(m.group(1));
        }
        return used;
    }

    // The library classes a class compiled alone names in its code: those it
    // imports, those it names qualified, and those of its own package, which
    // need no import (from the library's files in its directory).
    private static List<String> aloneProblems(String file, JavaSource source, Set<String> files) {
        String self = simpleName(file);
        String body = source.code().replaceAll("(?m)^(?:package|import)\\s.*$", "");
        Set<String> used = new LinkedHashSet<>();
        Matcher m = LIBRARY_IMPORT.matcher(source.code());
        while (m.find()) {
            if (Pattern.compile("\\b" + m.group(1) + "\\b").matcher(body).find()) {
                used.add(m.group(1));
            }
        }
        m = LIBRARY_CLASS.matcher(body);
        while (m.find()) {
            used.add(m.group(1));
        }
        String dir = file.substring(0, file.lastIndexOf('/') + 1);
        for (String other : files) {
            if (other.startsWith(dir) && other.indexOf('/', dir.length()) < 0
                    && Pattern.compile("\\b" + simpleName(other) + "\\b").matcher(body).find()) {
                used.add(simpleName(other));
            }
        }
        used.remove(self);
        List<String> problems = new ArrayList<>();
        for (String name : used) {
            problems.add(file + ": uses " + name + ", but the PIT plugin holds it without the rest of the library"
                    + " (the shade filter of guard/pitest-plugin/pom.xml): its code may use no other class of the"
                    + " library");
        }
        return problems;
    }

    // A source file's class, from its name.
    private static String simpleName(String file) {
        return file.substring(file.lastIndexOf('/') + 1, file.length() - ".java".length());
    }

    // The package a library file belongs in, from its directory.
    private static String packageOfPath(String file) {
        String dir = file.substring(0, file.lastIndexOf('/'));
        return dir.substring("lib/".length()).replace('/', '.');
    }

    // A cycle of the package graph as "a -> b -> a", or "" if it has none.
    private static String cycle(Map<String, Set<String>> graph) {
        Set<String> done = new LinkedHashSet<>();
        for (String start : graph.keySet()) {
            Deque<String> path = new ArrayDeque<>();
            String found = cycleFrom(start, graph, path, done);
            if (!found.isEmpty()) {
                return found;
            }
        }
        return "";
    }

    private static String cycleFrom(String node, Map<String, Set<String>> graph, Deque<String> path, Set<String> done) {
        if (path.contains(node)) {
            List<String> nodes = new ArrayList<>(path);
            List<String> loop = new ArrayList<>(nodes.subList(nodes.indexOf(node), nodes.size()));
            loop.add(node);
            return String.join(" -> ", loop);
        }
        if (done.contains(node)) {
            return "";
        }
        path.addLast(node);
        for (String next : graph.getOrDefault(node, Set.of())) {
            String found = cycleFrom(next, graph, path, done);
            if (!found.isEmpty()) {
                return found;
            }
        }
        path.removeLast();
        done.add(node);
        return "";
    }

    // A sample source file of a package, with imports and a method body.
    private static String file(String pkg, String imports, String body) {
        return "package " + pkg + ";\n\n" + imports + "\n\nfinal class Sample {\n    void m() {\n        " + body
                + "\n    }\n}\n";
    }
}
