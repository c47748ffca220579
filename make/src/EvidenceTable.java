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
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import waitkit.Evidence;
import waitkit.Units;

/**
 * Prints the evidence lines of a test run as a plain-text table: one row per
 * latency measurement (method, requested time, p50, p99, max, CPU per wait,
 * thread state), then the other kinds of evidence as they are.
 *
 * <p>make compiles it into build/tools with the library:
 * {@code java -cp build/tools EvidenceTable evidence.jsonl}.
 */
public class EvidenceTable {

    public static void main(String[] args) throws IOException {
        boolean scenariosOnly = args.length == 2 && args[0].equals("--scenarios");
        boolean killTableOnly = args.length == 2 && args[0].equals("--mutants");
        boolean killRates = args.length == 2 && args[0].equals("--kill-rates");
        if (args.length != 1 && !scenariosOnly && !killTableOnly && !killRates) {
            System.err.println("usage: EvidenceTable [--scenarios | --mutants | --kill-rates] <evidence.jsonl>");
            System.exit(2);
        }
        args = new String[] {args[args.length - 1]};
        List<Map<String, String>> latency = new ArrayList<>();
        List<Map<String, String>> scenarios = new ArrayList<>();
        List<String> other = new ArrayList<>();
        int lineNo = 0;
        for (String line : Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8)) {
            lineNo++;
            if (line.isBlank()) {
                continue;
            }
            Map<String, String> fields;
            try {
                fields = Evidence.parse(line);
            } catch (IllegalArgumentException e) {
                System.err.println(args[0] + ":" + lineNo + ": " + e.getMessage());
                continue;
            }
            if ("latency".equals(fields.get("kind"))) {
                latency.add(fields);
            } else if ("scenario".equals(fields.get("kind"))) {
                scenarios.add(fields);
            } else {
                other.add(line);
            }
        }
        if (scenariosOnly) {
            printScenarios(scenarios);
            return;
        }
        if (killTableOnly) {
            printKillTable(scenarios);
            return;
        }
        if (killRates) {
            printKillRates(scenarios);
            return;
        }
        int testWidth = 4;
        for (Map<String, String> f : latency) {
            testWidth = Math.max(testWidth, f.getOrDefault("test", "?").length());
        }
        String fmt = "%-" + testWidth + "s %-14s %10s %10s %10s %10s %10s  %s%n";
        System.out.printf(Locale.ROOT, fmt, "test", "method", "requested", "p50", "p99", "max", "CPU/wait", "state");
        for (Map<String, String> f : latency) {
            System.out.printf(Locale.ROOT, fmt, f.getOrDefault("test", "?"), f.getOrDefault("method", "?"),
                    nanos(f.get("requested_ns")), nanos(f.get("p50_ns")), nanos(f.get("p99_ns")),
                    nanos(f.get("max_ns")), nanos(f.get("cpu_per_wait_ns")),
                    f.get("state") == null || f.get("state").equals("null") ? "" : f.get("state"));
        }
        if (!scenarios.isEmpty()) {
            System.out.println();
            printScenarios(scenarios);
        }
        if (!other.isEmpty()) {
            System.out.println();
            System.out.println("other evidence:");
            other.forEach(System.out::println);
        }
    }

    // One row per scenario run: what ran, what was expected, the verdict and why.
    private static void printScenarios(List<Map<String, String>> scenarios) {
        int width = 8;
        for (Map<String, String> f : scenarios) {
            width = Math.max(width, f.getOrDefault("scenario", "?").length());
        }
        String fmt = "%-" + width + "s %-24s %-9s %-16s %9s  %s%n";
        System.out.printf(Locale.ROOT, fmt, "scenario", "wait", "expected", "verdict", "time", "why");
        for (Map<String, String> f : scenarios) {
            System.out.printf(Locale.ROOT, fmt, f.getOrDefault("scenario", "?"), f.getOrDefault("wait", "?"),
                    f.getOrDefault("expected", "?"), f.getOrDefault("verdict", "?"), nanos(f.get("child_elapsed_ns")),
                    f.getOrDefault("message", ""));
        }
    }

    // Why a mutant was not built, and the kill table's word for it.
    private static final Map<String, String> NOT_BUILT = Map.of("NOT_APPLICABLE", "n/a", "NO_SOURCES", "no sources",
            "SOURCE_MISMATCH", "not run");

    // One row per wait loop and variant: the original must PASS, every mutant
    // must be KILLED by the mechanism its @run line names, which MutantScenario
    // holds to the registry's; a mutant that died of another is WRONG, one
    // whose loop has no wait any more is "n/a" (a failed test), and one not
    // built for want of the JDK's own sources is "no sources" or "not run"
    // (sources of other code), a test reported not run; the notes say why.
    private static void printKillTable(List<Map<String, String>> scenarios) {
        Map<String, Map<String, Map<String, String>>> byLoop = new TreeMap<>();
        for (Map<String, String> f : scenarios) {
            if (f.containsKey("loop")) {
                byLoop.computeIfAbsent(f.get("loop"), k -> new TreeMap<>()).put(f.getOrDefault("refactor", "?"), f);
            }
        }
        if (byLoop.isEmpty()) {
            return;
        }
        int width = 9;
        for (String loop : byLoop.keySet()) {
            width = Math.max(width, loop.length());
        }
        String fmt = "%-" + width + "s %-11s %-10s %-16s %9s%n";
        System.out.println("Kill table: each wait loop of the JDK as shipped (must PASS) and under each unsafe refactor"
                + " (must be KILLED by the mechanism lib/waitkit/mutant/JdkWaitLoop.java names for the loop)");
        System.out.printf(Locale.ROOT, fmt, "wait loop", "variant", "result", "mechanism", "time");
        List<String> notes = new ArrayList<>();
        boolean someNotRun = false;
        for (Map.Entry<String, Map<String, Map<String, String>>> loop : byLoop.entrySet()) {
            List<String> variants = new ArrayList<>(waitkit.mutant.Refactor.variants());
            loop.getValue().keySet().stream().filter(v -> !variants.contains(v)).forEach(variants::add);
            for (String variant : variants) {
                Map<String, String> f = loop.getValue().get(variant);
                String verdict = f == null ? null : f.getOrDefault("verdict", "?");
                String result;
                String mechanism = "";
                String time = "";
                if (f == null) {
                    result = "not run";
                    someNotRun = true;
                } else if (NOT_BUILT.containsKey(verdict)) {
                    result = NOT_BUILT.get(verdict);
                    notes.add(loop.getKey() + ", " + variant + ": " + f.getOrDefault("message", ""));
                } else {
                    boolean passed = verdict.equals("PASS");
                    result = variant.equals(waitkit.mutant.Refactor.ORIGINAL) ? (passed ? "PASS" : "FAIL")
                            : passed ? "SURVIVED" : verdict.equals(f.get("expected")) ? "KILLED" : "WRONG";
                    mechanism = passed ? "" : result.equals("WRONG") ? verdict + " (expected " + f.get("expected")
                            + ")" : verdict;
                    time = nanos(f.get("child_elapsed_ns"));
                }
                System.out.printf(Locale.ROOT, fmt, loop.getKey(), variant, result, mechanism, time);
            }
        }
        for (String loop : byLoop.keySet()) {
            try {
                waitkit.mutant.JdkWaitLoop registered = waitkit.mutant.JdkWaitLoop.ofDescription(loop);
                notes.add(loop + ": counts on " + registered.budget() + "; a mutant must die of "
                        + registered.killedBy());
            } catch (IllegalArgumentException e) {
                notes.add(loop + ": not in the registry (lib/waitkit/mutant/JdkWaitLoop.java)");
            }
        }
        notes.forEach(n -> System.out.println("  " + n));
        if (someNotRun) {
            System.out.println("(not run: the selection held no test of that variant; a group may leave a loop's"
                    + " other mutants to another, as tier1 leaves those of its *MutantsCatalogue.java files to tier2:"
                    + " TEST.groups)");
        }
        System.out.println("(time: the scenario's child JVM from start to verdict)");
    }

    // Over many runs (make validate): per wait loop and variant, how often the
    // expected result came (PASS for the original, KILLED for a mutant) and
    // the median time of the child JVM to its verdict.
    private static void printKillRates(List<Map<String, String>> scenarios) {
        Map<String, List<Map<String, String>>> byCell = new TreeMap<>();
        for (Map<String, String> f : scenarios) {
            if (f.containsKey("loop")) {
                byCell.computeIfAbsent(f.get("loop") + "\t" + f.getOrDefault("refactor", "?"), k -> new ArrayList<>())
                        .add(f);
            }
        }
        System.out.println("validate: kill rates (original: passed in N of M runs; mutant: killed in N of M), "
                + "median time of the child JVM to its verdict:");
        for (Map.Entry<String, List<Map<String, String>>> e : byCell.entrySet()) {
            String[] key = e.getKey().split("\t");
            boolean original = key[1].equals(waitkit.mutant.Refactor.ORIGINAL);
            long good = e.getValue().stream().filter(f -> f.get("verdict") != null
                    && f.get("verdict").equals(f.get("expected"))).count();
            double[] times = e.getValue().stream().filter(f -> f.get("child_elapsed_ns") != null)
                    .mapToDouble(f -> Double.parseDouble(f.get("child_elapsed_ns"))).sorted().toArray();
            String median = times.length == 0 ? "-" : Units.nanos(times[(times.length - 1) / 2]);
            System.out.printf(Locale.ROOT, "    %-48s %-11s %s %2d of %2d  %9s%n", key[0], key[1],
                    original ? "passed" : "killed", good, e.getValue().size(), median);
        }
    }

    private static String nanos(String value) {
        return value == null || value.equals("null") ? "-" : Units.nanos(Double.parseDouble(value));
    }
}
