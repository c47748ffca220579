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
 * @summary Every JDK wait loop of the registry has one mutant test, run as the original and each refactor
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng MutantCoverageTest
 */

import static org.testng.Assert.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.testng.annotations.Test;

import waitkit.mutant.JdkWaitLoop;
import waitkit.mutant.Refactor;

/**
 * The kill table lists each {@link JdkWaitLoop} with one column per variant
 * of {@link Refactor#variants()}, and prints "not run" where no test ran it:
 * a loop without a test, or a test without a variant, would pass unseen.
 * So every loop of the registry must be run by exactly one test under
 * {@code test/mutants} (its code calls {@code MutantScenario.run(JdkWaitLoop.X, ...)}),
 * whose test descriptions, with those of a {@code <Test>Catalogue.java} beside
 * it that runs its class (the ids tier1 leaves to tier2), have one id per
 * variant, {@code original} and each refactor, and whose {@code @run} line
 * hands the driver that variant.
 */
public class MutantCoverageTest {

    private static final String MUTANTS = "test/mutants";

    private static final Pattern RUNS = Pattern.compile("MutantScenario\\s*\\.\\s*run\\s*\\(\\s*JdkWaitLoop\\s*\\.\\s*(\\w+)");

    @Test
    public void everyLoopHasOneTestWithEveryVariant() throws IOException {
        Map<String, String> sources = KitSources.read(MUTANTS);
        assertEquals(problems(sources), List.of());
    }

    @Test
    public void aMissingVariantOrLoopIsFound() {
        Map<String, String> sources = new LinkedHashMap<>();
        StringBuilder bits = new StringBuilder();
        for (String variant : Refactor.variants()) {
            if (!variant.equals("yield")) {
                bits.append(block(variant, "BitsMutants " + variant));
            }
        }
        sources.put("test/mutants/bits/BitsMutants.java", bits + code("BITS_RESERVE_MEMORY"));
        StringBuilder wrongArgument = new StringBuilder();
        for (String variant : Refactor.variants()) {
            wrongArgument.append(block(variant, "WaitMutants original"));
        }
        sources.put("test/mutants/process/WaitMutants.java", wrongArgument + code("PROCESS_WAIT_FOR"));
        List<String> found = problems(sources);
        List<String> expected = List.of(
                "test/mutants/bits/BitsMutants.java (BITS_RESERVE_MEMORY): its test ids are "
                        + without(Refactor.variants(), "yield") + ", expected each of " + Refactor.variants()
                        + " once",
                "test/mutants/process/WaitMutants.java#onSpinWait: its @run line hands the driver 'original',"
                        + " expected 'onSpinWait'",
                "test/mutants/process/WaitMutants.java#yield: its @run line hands the driver 'original',"
                        + " expected 'yield'",
                "test/mutants/process/WaitMutants.java#sleep0: its @run line hands the driver 'original',"
                        + " expected 'sleep0'",
                "test/mutants/process/WaitMutants.java#emptySpin: its @run line hands the driver 'original',"
                        + " expected 'emptySpin'");
        List<String> expectedAll = new ArrayList<>(expected);
        for (JdkWaitLoop loop : JdkWaitLoop.values()) {
            if (loop != JdkWaitLoop.BITS_RESERVE_MEMORY && loop != JdkWaitLoop.PROCESS_WAIT_FOR) {
                expectedAll.add(loop + ": no test under test/mutants runs it (MutantScenario.run(JdkWaitLoop."
                        + loop + ", ...))");
            }
        }
        assertEquals(found, expectedAll, "the problems of samples in which the bits test misses a variant, the "
                + "process test's @run lines hand every id 'original', and no test runs the other loops");
    }

    @Test
    public void aCatalogueBesideTheTestHoldsTheOtherVariants() {
        Map<String, String> sources = new LinkedHashMap<>();
        StringBuilder fast = new StringBuilder();
        StringBuilder rest = new StringBuilder();
        for (String variant : Refactor.variants()) {
            boolean tier1 = variant.equals("original") || variant.equals("onSpinWait");
            (tier1 ? fast : rest).append(block(variant, "WaitMutants " + variant));
        }
        sources.put("test/mutants/process/WaitMutants.java", fast + code("PROCESS_WAIT_FOR"));
        sources.put("test/mutants/process/WaitMutantsCatalogue.java", rest.toString());
        assertEquals(problemsOfTheSamples(sources), List.of(),
                "the problems of a test whose catalogue holds the variants it does not");

        sources.put("test/mutants/process/WaitMutantsCatalogue.java",
                rest + block("onSpinWait", "WaitMutants onSpinWait"));
        List<String> ids = new ArrayList<>(List.of("original", "onSpinWait"));
        ids.addAll(without(without(Refactor.variants(), "original"), "onSpinWait"));
        ids.add("onSpinWait");
        assertEquals(problemsOfTheSamples(sources), List.of(
                "test/mutants/process/WaitMutants.java with test/mutants/process/WaitMutantsCatalogue.java"
                        + " (PROCESS_WAIT_FOR): its test ids are " + ids + ", expected each of "
                        + Refactor.variants() + " once"),
                "the problems of a test whose catalogue repeats one of its variants");
    }

    // The problems of the samples' own loops: those the samples do not run are left out.
    private static List<String> problemsOfTheSamples(Map<String, String> sources) {
        return problems(sources).stream().filter(p -> !p.contains(": no test under " + MUTANTS)).toList();
    }

    /**
     * What the mutant tests miss.
     *
     * @param sources the text of each Java file under {@code test/mutants}, by path
     * @return one line per problem, empty when every loop is covered
     */
    static List<String> problems(Map<String, String> sources) {
        List<String> problems = new ArrayList<>();
        Map<JdkWaitLoop, List<String>> runners = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : sources.entrySet()) {
            JavaSource source = JavaSource.parse(e.getValue());
            for (Matcher m = RUNS.matcher(source.code()); m.find(); ) {
                JdkWaitLoop loop;
                try {
                    loop = JdkWaitLoop.valueOf(m.group(1));
                } catch (IllegalArgumentException x) {
                    problems.add(e.getKey() + ": runs JdkWaitLoop." + m.group(1) + ", which is not in the registry");
                    continue;
                }
                runners.computeIfAbsent(loop, k -> new ArrayList<>()).add(e.getKey());
                problems.addAll(variantsOf(e.getKey(), loop, source, sources));
            }
        }
        for (JdkWaitLoop loop : JdkWaitLoop.values()) {
            List<String> files = runners.getOrDefault(loop, List.of());
            if (files.isEmpty()) {
                problems.add(loop + ": no test under " + MUTANTS + " runs it (MutantScenario.run(JdkWaitLoop."
                        + loop + ", ...))");
            } else if (files.size() > 1) {
                problems.add(loop + ": run by " + files.size() + " tests, expected one: " + files);
            }
        }
        return problems;
    }

    private static List<String> variantsOf(String file, JdkWaitLoop loop, JavaSource source,
            Map<String, String> sources) {
        List<String> problems = new ArrayList<>();
        String mainClass = Path.of(file).getFileName().toString().replaceFirst("\\.java$", "");
        String catalogue = file.replaceFirst("\\.java$", "Catalogue.java");
        List<String> ids = new ArrayList<>();
        problems.addAll(handedIds(file, ScenarioRequiresTest.TestBlock.parse(source, mainClass), ids));
        if (sources.containsKey(catalogue)) {
            problems.addAll(handedIds(catalogue,
                    ScenarioRequiresTest.TestBlock.parse(JavaSource.parse(sources.get(catalogue)), mainClass), ids));
        }
        List<String> sorted = new ArrayList<>(ids);
        sorted.sort(null);
        List<String> expected = new ArrayList<>(Refactor.variants());
        expected.sort(null);
        if (!sorted.equals(expected)) {
            problems.add(0, file + (sources.containsKey(catalogue) ? " with " + catalogue : "") + " (" + loop
                    + "): its test ids are " + ids + ", expected each of " + Refactor.variants() + " once");
        }
        return problems;
    }

    private static List<String> handedIds(String file, List<ScenarioRequiresTest.TestBlock> blocks,
            List<String> ids) {
        List<String> problems = new ArrayList<>();
        for (ScenarioRequiresTest.TestBlock b : blocks) {
            ids.add(b.id());
            String handed = b.runArgs().isEmpty() || b.runArgs().get(0).isEmpty() ? "" : b.runArgs().get(0).get(0);
            if (!handed.equals(b.id())) {
                problems.add(file + b.label() + ": its @run line hands the driver '" + handed + "', expected '"
                        + b.id() + "'");
            }
        }
        return problems;
    }

    private static String block(String id, String run) {
        return "/" + "*\n * @test id=" + id + "\n * @summary s\n * @run driver " + run + "\n *" + "/\n";
    }

    private static String code(String loop) {
        return "class X { void m() { MutantScenario.run(JdkWaitLoop." + loop + ", args, null); } }\n";
    }

    private static List<String> without(List<String> list, String item) {
        List<String> copy = new ArrayList<>(list);
        copy.remove(item);
        return copy;
    }
}
