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
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The runs of {@code make validate}, once make/Validate.sh has checked its
 * inputs and started the CPU burner: {@code make test} of one selector, run
 * after run, each run's output kept; a failed run's results copied whole.
 * Then, for each test, the runs that judged it, those it failed and the
 * 95 % upper bound of its failure rate ({@link FailureRates}); its median
 * time to a verdict; the median run; and for mutant tests the kill rates
 * ({@link EvidenceTable}). Exits 0 when no run failed, else 1.
 *
 * <p>Usage: {@code Validate <root> <selector> <results name> <runs> <output
 * directory> <description of the load>}; the JDK and the rest of make
 * test's inputs come through the environment, as make test takes them.
 */
public final class Validate {

    // jtreg's elapsed time of a test, and of one of its actions.
    private static final Pattern ELAPSED = Pattern.compile("(?m)^elapsed=(\\d+)");
    private static final Pattern SECTION = Pattern.compile("(?m)^#section:(\\S+)$");
    private static final Pattern ACTION_SECONDS = Pattern.compile("(?m)^elapsed time \\(seconds\\): ([0-9.]+)");
    private static final List<String> RUN_ACTIONS = List.of("main", "driver", "testng", "junit", "shell");

    /**
     * A test's time to a verdict in one run.
     *
     * @param totalMillis   jtreg's elapsed time of the test
     * @param actionsMillis of that, the time of its {@code @run} actions, without the builds
     */
    record TestTime(long totalMillis, long actionsMillis) {
    }

    private Validate() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length != 6) {
            System.err.println("usage: Validate <root> <selector> <results name> <runs> <output directory> <load>");
            System.exit(2);
        }
        Path root = Path.of(args[0]);
        String selector = args[1];
        Path results = root.resolve("build/test-results").resolve(args[2]);
        int runs = Integer.parseInt(args[3]);
        Path out = Path.of(args[4]);
        List<Long> seconds = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        List<String> outcomes = new ArrayList<>();
        Map<String, List<TestTime>> times = new TreeMap<>();
        Path evidence = out.resolve("evidence-all.jsonl");
        Files.writeString(evidence, "");
        int failedRuns = 0;
        for (int run = 1; run <= runs; run++) {
            Path output = out.resolve("run-" + run + ".txt");
            long start = System.nanoTime();
            ProcessBuilder pb = new ProcessBuilder("bash", root.resolve("make/RunTests.sh").toString())
                    .redirectErrorStream(true).redirectOutput(output.toFile());
            pb.environment().put("TEST", selector);
            int status = ChildProcess.start(pb).waitFor();
            long secs = Math.round((System.nanoTime() - start) / 1e9);
            seconds.add(secs);
            List<String> summary = readLines(results.resolve("report/text/summary.txt"));
            List<String> bad = summary.stream().filter(l -> !l.matches(".* (Passed|Not run)\\..*"))
                    .map(l -> l.split("\\s+")[0]).collect(Collectors.toList());
            if (status != 0) {
                failedRuns++;
                if (bad.isEmpty()) {
                    bad = List.of("(run-" + run + ": make test exited " + status + ", see " + output + ")");
                }
                FileTrees.copy(results, out.resolve("failed-run-" + run));
            }
            failures.addAll(bad);
            for (String line : summary) {
                String[] f = line.strip().split("\\s+", 2);
                String verdict = f.length < 2 ? "" : f[1];
                outcomes.add(run + "\t" + f[0] + "\t" + (verdict.startsWith("Passed. Skipped")
                        || verdict.startsWith("Not run") ? "skipped" : verdict.startsWith("Passed.") ? "passed"
                        : "failed"));
            }
            Path runEvidence = results.resolve("evidence.jsonl");
            if (Files.exists(runEvidence)) {
                Files.write(evidence, Files.readAllBytes(runEvidence), StandardOpenOption.APPEND);
            }
            testTimes(results.resolve("work"), times);
            List<String> lines = readLines(output).stream().filter(l -> l.startsWith("Test results: ")).toList();
            System.out.println("validate: run " + run + "/" + runs + ": "
                    + (lines.isEmpty() ? "no jtreg results" : lines.get(lines.size() - 1)) + " (" + secs + " s)");
        }
        Files.write(out.resolve("seconds.txt"), seconds.stream().map(String::valueOf).toList());
        Files.write(out.resolve("failures.txt"), failures);
        List<String> perTest = new ArrayList<>();
        times.forEach((test, t) -> t.forEach(time -> perTest.add(test + " " + time.totalMillis() + " "
                + time.actionsMillis())));
        Files.write(out.resolve("test-seconds.txt"), perTest);
        Path outcomesFile = out.resolve("outcomes.txt");
        Files.write(outcomesFile, outcomes);
        report(selector, args[5], runs, failedRuns, seconds, times);
        if (!outcomes.isEmpty()) {
            List<String> rates = FailureRates.report(outcomesFile);
            Files.write(out.resolve("failure-rates.txt"), rates);
            rates.forEach(System.out::println);
        }
        if (!failures.isEmpty()) {
            System.out.println("validate: failures per test:");
            Map<String, Integer> count = new TreeMap<>();
            failures.forEach(f -> count.merge(f, 1, Integer::sum));
            count.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue())
                    .forEach(e -> System.out.printf(Locale.ROOT, "    %7d %s%n", e.getValue(), e.getKey()));
        }
        if (Files.readString(evidence, StandardCharsets.UTF_8).contains("\"loop\"")) {
            EvidenceTable.main(new String[] {"--kill-rates", evidence.toString()});
        }
        System.out.println("validate: details in " + out);
        System.exit(failedRuns == 0 ? 0 : 1);
    }

    private static void report(String selector, String load, int runs, int failedRuns, List<Long> seconds,
                               Map<String, List<TestTime>> times) {
        System.out.println();
        System.out.println("validate: " + selector + " on JDK " + System.getProperty("java.runtime.version") + ", "
                + runs + " runs, " + load);
        System.out.println("validate: runs with a failure: " + failedRuns + " of " + runs + "; median run time "
                + median(seconds) + " s");
        if (times.isEmpty()) {
            return;
        }
        System.out.println("validate: time to a verdict per test, median of " + runs + " runs (ms): in all, and of "
                + "that its @run actions");
        times.forEach((test, t) -> System.out.printf(Locale.ROOT, "    %8d %8d  %s%n",
                median(t.stream().map(TestTime::totalMillis).toList()),
                median(t.stream().map(TestTime::actionsMillis).toList()), test));
    }

    // The lower median, as the runs' times have always been reported.
    private static long median(List<Long> values) {
        List<Long> sorted = values.stream().sorted().toList();
        return sorted.get((sorted.size() + 1) / 2 - 1);
    }

    // Each test's time from its .jtr file: jtreg's elapsed time, and of that
    // the time of its @run actions (the first test of a run also compiles
    // the library).
    private static void testTimes(Path work, Map<String, List<TestTime>> times) throws IOException {
        if (!Files.isDirectory(work)) {
            return;
        }
        List<Path> jtrs;
        try (Stream<Path> files = Files.walk(work)) {
            jtrs = files.filter(f -> f.toString().endsWith(".jtr")).sorted().toList();
        }
        for (Path jtr : jtrs) {
            String text = Files.readString(jtr, StandardCharsets.ISO_8859_1);
            Matcher elapsed = ELAPSED.matcher(text);
            long total = elapsed.find() ? Long.parseLong(elapsed.group(1)) : 0;
            double actions = 0;
            Matcher section = SECTION.matcher(text);
            List<int[]> spans = new ArrayList<>();
            while (section.find()) {
                spans.add(new int[] {section.start(), RUN_ACTIONS.contains(section.group(1)) ? 1 : 0});
            }
            for (int i = 0; i < spans.size(); i++) {
                if (spans.get(i)[1] == 1) {
                    int end = i + 1 < spans.size() ? spans.get(i + 1)[0] : text.length();
                    Matcher s = ACTION_SECONDS.matcher(text.substring(spans.get(i)[0], end));
                    while (s.find()) {
                        actions += Double.parseDouble(s.group(1)) * 1000;
                    }
                }
            }
            String name = work.relativize(jtr).toString().replaceFirst("\\.jtr$", "");
            times.computeIfAbsent(name, k -> new ArrayList<>()).add(new TestTime(total, Math.round(actions)));
        }
    }

    private static List<String> readLines(Path file) throws IOException {
        return Files.exists(file) ? Files.readAllLines(file, StandardCharsets.ISO_8859_1) : List.of();
    }
}
