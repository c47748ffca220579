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
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import waitkit.JtregProperties;

/**
 * The runs of {@code make test}: once {@link RunSettings} has checked every
 * input, jtreg once per selector, in two passes unless told otherwise, or JMH
 * for a {@code micro:} selector; then the evidence tables and OpenJDK's "Test
 * summary". Exits 0 when every selector checked something and nothing failed,
 * 1 when a test failed or a selector checked nothing (every test skipped or
 * not run), and 2, before anything is written under the results directory,
 * for an input that is not right or a tool that cannot be had.
 *
 * <p>Usage, as make/RunTests.sh runs it once it has resolved the JDK and
 * jtreg: {@code RunTests <root> <jdk> <jdk version> <jtreg's java>
 * <jtreg's home> <jtreg's version> <results directory>}, the other inputs
 * from the environment ({@link RunSettings#read}).
 */
public final class RunTests {

    /**
     * A row of the summary.
     *
     * @param selector       the selector
     * @param counts         its counts
     * @param nothingChecked why it checked nothing, empty when it checked something
     */
    record Row(Selectors.Selector selector, JtregResults.Counts counts, String nothingChecked) {

        boolean failed() {
            return counts.fail() != 0 || counts.error() != 0 || !nothingChecked.isEmpty();
        }
    }

    private RunTests() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 7) {
            System.err.println("usage: RunTests <root> <jdk> <jdk version> <jtreg's java> <jtreg's home> "
                    + "<jtreg's version> <results directory>");
            System.exit(2);
        }
        RunSettings.Resolved resolved = new RunSettings.Resolved(Path.of(args[0]), Path.of(args[1]), args[2],
                Path.of(args[3]), Path.of(args[4]), args[5], Path.of(args[6]));
        RunSettings s;
        try {
            s = RunSettings.read(resolved, System.getenv());
            if (s.selectors().stream().anyMatch(sel -> sel.kind() == Selectors.Kind.MICRO)) {
                buildMicro(s);
            }
            if (needsJdkSources(s)) {
                Optional<Path> zip = jdkSources(s);
                if (zip.isPresent()) {
                    s = s.withJdkSources(zip.get());
                }
            }
        } catch (IllegalArgumentException | IOException e) {
            System.err.println("waitkit: error: " + (e instanceof IOException ? "cannot read " : "") + e.getMessage());
            System.exit(2);
            return;
        }
        Files.createDirectories(s.results());
        List<Row> rows = new ArrayList<>();
        for (Selectors.Selector selector : s.selectors()) {
            rows.add(selector.kind() == Selectors.Kind.MICRO ? runMicro(s, selector) : runJtreg(s, selector));
        }
        tables(s);
        System.exit(summary(s, rows) ? 0 : 1);
    }

    // --- jtreg ------------------------------------------------------------------

    private static Row runJtreg(RunSettings s, Selectors.Selector selector) throws IOException, InterruptedException {
        Path dir = s.results().resolve(selector.name());
        FileTrees.remove(dir);
        Files.createDirectories(dir.resolve("work"));
        Files.createDirectories(dir.resolve("report"));
        List<String> base = new ArrayList<>(List.of(s.jtregJava().toString(), "-jar",
                s.jtHome().resolve("lib/jtreg.jar").toString(), "-jdk:" + s.jdk(), "-dir:" + s.root(),
                "-w:" + dir.resolve("work"), "-timeoutFactor:" + s.jtreg().timeoutFactor(), "-retain:all", "-verbose:summary",
                "-automatic"));
        s.jtreg().vmOptions().forEach(o -> base.add("-vmoption:" + o));
        s.javaOptions().forEach(o -> base.add("-javaoption:" + o));
        base.addAll(s.jtreg().options());
        // jtreg hands its @requires extension these options as properties; the
        // facts a selection that ran nothing reports are read the same way.
        System.setProperty(JtregProperties.TEST_VM_OPTS, String.join(" ", s.jtreg().vmOptions()));
        System.setProperty(JtregProperties.TEST_JAVA_OPTS, String.join(" ", s.javaOptions()));
        System.out.println("Running test '" + selector.label() + "' on JDK " + s.jdkVersion() + " (" + s.jdk()
                + ") with jtreg " + s.jtregVersion());
        Path output = dir.resolve("output.txt");
        Files.writeString(output, "");
        int jtregStatus = 0;
        List<Path> passOutputs = new ArrayList<>();
        for (RunSettings.Pass pass : s.passes()) {
            List<String> command = new ArrayList<>(base);
            int jobs = switch (pass) {
                case UNTIMED -> {
                    command.addAll(List.of("-k:!timing", "-noreport"));
                    yield Runtime.getRuntime().availableProcessors();
                }
                // The report covers both passes: every test run in this work directory.
                case TIMED -> {
                    command.addAll(List.of("-k:timing", "-report:all-executed", "-r:" + dir.resolve("report")));
                    yield 1;
                }
                case ALL -> {
                    command.add("-r:" + dir.resolve("report"));
                    yield s.jtreg().jobs().orElse(1);
                }
            };
            command.add("-conc:" + jobs);
            command.add(selector.target());
            seedLibraryClasses(s, dir.resolve("work"), jobs);
            if (pass != RunSettings.Pass.ALL) {
                tee("Pass: the tests " + (pass == RunSettings.Pass.TIMED ? "with" : "without") + " the timing keyword",
                        output);
            }
            Path passOutput = dir.resolve("output-" + pass.name().toLowerCase(Locale.ROOT) + ".txt");
            Files.writeString(passOutput, "");
            passOutputs.add(passOutput);
            int status = runTeed(command, passOutput, output);
            // A pass that selects nothing exits 1 and says so; the other pass may not.
            boolean selectedNothing = Files.readAllLines(passOutput, StandardCharsets.ISO_8859_1)
                    .contains("Test results: no tests selected");
            if (!selectedNothing && status != 0) {
                jtregStatus = status;
            }
        }
        if (passOutputs.size() > 1) {
            List<String> lines = new ArrayList<>();
            for (Path p : passOutputs) {
                lines.add(JtregResults.resultsLine(Files.readString(p, StandardCharsets.ISO_8859_1)));
            }
            tee("Both passes:", output);
            tee(JtregResults.combined(lines), output);
        }
        collectEvidence(s, dir);
        JtregResults.Counts counts = JtregResults.read(output, jtregStatus);
        String why = counts.nothingChecked();
        if (counts.fail() != 0 || counts.error() != 0) {
            System.out.println("Failed, and why:");
            JtregResults.reasons(dir.resolve("work"), true).forEach(System.out::println);
        }
        List<String> skipped = JtregResults.reasons(dir.resolve("work"), false);
        if (!skipped.isEmpty()) {
            System.out.println("Not run, and why:");
            skipped.forEach(System.out::println);
        }
        System.out.println("Results: " + dir + " (report: " + dir.resolve("report/html/report.html") + ")");
        return new Row(selector, counts, why);
    }

    // jtreg compiles TEST.ROOT's requires.extraPropDefns and each worker's
    // @library into its work directory; the tools' build holds both compiled,
    // newer than their sources, so jtreg takes them as up to date.
    private static void seedLibraryClasses(RunSettings s, Path work, int jobs) throws IOException {
        List<Path> targets = new ArrayList<>();
        if (jobs > 1) {
            for (int n = 0; n < jobs; n++) {
                targets.add(work.resolve("classes/" + n + "/lib"));
            }
        } else {
            targets.add(work.resolve("classes/lib"));
        }
        for (Path target : targets) {
            FileTrees.copy(s.tools().resolve("waitkit"), target.resolve("waitkit"));
            FileTrees.copy(s.tools().resolve("jtreg"), target.resolve("jtreg"));
        }
        Path props = work.resolve("extraPropDefns/classes");
        if (!Files.isDirectory(work.resolve("extraPropDefns"))) {
            FileTrees.copy(s.tools().resolve("waitkit"), props.resolve("waitkit"));
            FileTrees.copy(s.tools().resolve("requires"), props.resolve("requires"));
        }
    }

    // Gathers the waitkit-evidence.jsonl files the tests left in their
    // retained scratch directories, and tabulates them.
    private static void collectEvidence(RunSettings s, Path dir) throws IOException, InterruptedException {
        List<Path> files;
        try (Stream<Path> found = Files.walk(dir.resolve("work"))) {
            files = found.filter(f -> f.getFileName().toString().equals("waitkit-evidence.jsonl")).sorted()
                    .collect(Collectors.toList());
        }
        Path jsonl = dir.resolve("evidence.jsonl");
        Path table = dir.resolve("evidence.txt");
        Files.writeString(jsonl, "");
        for (Path f : files) {
            Files.write(jsonl, Files.readAllBytes(f), StandardOpenOption.APPEND);
        }
        long lines = Files.lines(jsonl, StandardCharsets.UTF_8).count();
        if (lines == 0) {
            Files.writeString(table, "");
            return;
        }
        if (ChildProcess.start(new ProcessBuilder(s.jdk().resolve("bin/java").toString(), "-cp", s.tools().toString(),
                "EvidenceTable", jsonl.toString()).redirectOutput(table.toFile())
                .redirectError(ProcessBuilder.Redirect.INHERIT)).waitFor() != 0) {
            System.err.println("waitkit: warning: could not tabulate " + jsonl);
        }
        System.out.println("Evidence: " + jsonl + " (" + lines + " lines), table in " + table);
    }

    // --- JMH ----------------------------------------------------------------------

    private static Row runMicro(RunSettings s, Selectors.Selector selector) throws IOException, InterruptedException {
        Path dir = s.results().resolve(selector.name());
        FileTrees.remove(dir);
        Files.createDirectories(dir);
        Path jar = s.root().resolve("test/micro/target/benchmarks.jar");
        Path json = dir.resolve("jmh-result.json");
        Path output = dir.resolve("output.txt");
        Files.writeString(output, "");
        System.out.println("Running benchmarks matching '" + selector.target() + "' on JDK " + s.jdkVersion() + " ("
                + s.jdk() + ") with JMH" + (s.microSpec().isEmpty() ? "" : " (MICRO=" + s.microSpec() + ")"));
        List<String> command = new ArrayList<>(List.of(s.jdk().resolve("bin/java").toString(), "-jar", jar.toString(),
                selector.target()));
        command.addAll(s.microArgs());
        command.addAll(List.of("-foe", "false", "-rf", "json", "-rff", json.toString()));
        int status = runTeed(command, output);
        String text = Files.readString(output, StandardCharsets.ISO_8859_1);
        int pass = 0;
        if (Files.exists(json) && Files.size(json) > 0) {
            pass = (int) Files.readAllLines(json).stream().filter(l -> l.contains("\"benchmark\"")).count();
            // The wait suite's figures for the same claims, when a run of it
            // is here; the report keeps only lines measured on this JDK.
            List<String> report = new ArrayList<>(List.of(s.jdk().resolve("bin/java").toString(), "-cp",
                    jar.toString(), "waitkit.micro.report.ClaimsReport", json.toString(), dir.toString()));
            for (String suite : List.of("waits", "tier1")) {
                Path evidence = s.results().resolve(suite).resolve("evidence.jsonl");
                if (Files.exists(evidence) && Files.size(evidence) > 0) {
                    report.add(evidence.toString());
                    break;
                }
            }
            if (ChildProcess.start(new ProcessBuilder(report).inheritIO()).waitFor() != 0) {
                System.err.println("waitkit: warning: could not write the claims report in " + dir);
            }
        }
        int fail = (int) text.lines().filter(l -> l.startsWith("<failure>")).count();
        int error = 0;
        if (pass == 0 && fail == 0) {
            error = 1;
            if (text.contains("No matching benchmarks")) {
                System.out.println("micro: no benchmark matches '" + selector.target() + "'");
            }
        } else if (status != 0 && fail == 0) {
            error = 1;
        }
        System.out.println("Results: " + dir + " (JMH: jmh-result.json; report: " + dir.resolve("report.html") + ", "
                + dir.resolve("report.md") + ")");
        return new Row(selector, new JtregResults.Counts(pass + fail + error, pass, fail, error, 0,
                pass + fail + error, ""), "");
    }

    // test/micro's benchmarks.jar, built with Maven when it is missing or
    // older than the benchmarks, the report or the kit's library.
    private static void buildMicro(RunSettings s) throws IOException, InterruptedException {
        Path jar = s.root().resolve("test/micro/target/benchmarks.jar");
        if (Files.exists(jar)) {
            long built = Files.getLastModifiedTime(jar).toMillis();
            boolean newer = false;
            for (String source : List.of("pom.xml", "test/micro/pom.xml", "test/micro/src", "lib/pom.xml",
                    "lib/waitkit")) {
                try (Stream<Path> files = Files.walk(s.root().resolve(source))) {
                    newer |= files.anyMatch(f -> Files.isRegularFile(f) && modified(f) > built);
                }
            }
            if (!newer) {
                return;
            }
        }
        System.out.println("micro: building " + jar + " with Maven (artifacts from Maven Central)");
        int status;
        try {
            status = runTeed(List.of("mvn", "-q", "-B", "-f", s.root().resolve("pom.xml").toString(), "-pl",
                    "test/micro", "-am", "clean", "package"));
        } catch (IOException e) {
            throw new IllegalArgumentException("micro: needs Maven to build test/micro (Debian: apt-get install "
                    + "maven): " + e.getMessage());
        }
        if (status != 0) {
            throw new IllegalArgumentException("micro: the Maven build of test/micro failed");
        }
    }

    private static long modified(Path file) {
        try {
            return Files.getLastModifiedTime(file).toMillis();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // --- the JDK's sources ------------------------------------------------------------

    // Whether a jtreg selector holds a test that builds a JDK mutant, so
    // needs the JDK's sources; a group's tests are those TestGroups finds.
    private static boolean needsJdkSources(RunSettings s) throws IOException {
        List<Path> files = new ArrayList<>();
        for (Selectors.Selector selector : s.selectors()) {
            if (selector.kind() != Selectors.Kind.JTREG) {
                continue;
            }
            String groupPrefix = s.root() + ":";
            if (selector.target().startsWith(groupPrefix)) {
                TestGroups.read(s.root()).files(selector.target().substring(groupPrefix.length()))
                        .forEach(f -> files.add(s.root().resolve(f)));
            } else {
                try (Stream<Path> found = Files.walk(Path.of(selector.target().replaceFirst("#.*", "")))) {
                    found.filter(f -> f.toString().endsWith(".java") && Files.isRegularFile(f)).forEach(files::add);
                }
            }
        }
        for (Path file : files) {
            String text = Files.readString(file, StandardCharsets.ISO_8859_1);
            if (text.contains("MutantScenario") || text.contains("JdkMutant")) {
                return true;
            }
        }
        return false;
    }

    // The JDK's src.zip as make/JdkSources.sh finds it: the JDK's own, or
    // its Debian source package's; empty when there is none (it says why).
    private static Optional<Path> jdkSources(RunSettings s) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder("bash", s.root().resolve("make/JdkSources.sh").toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT);
        pb.environment().put("JDK", s.jdk().toString());
        ChildProcess p = ChildProcess.start(pb);
        String zip = new String(p.process().getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        int status = p.waitFor();
        if (status != 0) {
            throw new IllegalArgumentException("make/JdkSources.sh failed with exit status " + status);
        }
        return zip.isEmpty() ? Optional.empty() : Optional.of(Path.of(zip));
    }

    // --- the end of the run -----------------------------------------------------------

    // The WAIT= scenarios' verdicts, and the kill table of the mutants run.
    private static void tables(RunSettings s) throws IOException, InterruptedException {
        if (!s.userWait().isEmpty()) {
            System.out.println();
            System.out.println("Scenario verdicts for WAIT=" + s.userWait()
                    + " (negative controls replaced by it, positive controls skipped):");
            for (Selectors.Selector selector : s.selectors()) {
                Path evidence = s.results().resolve(selector.name()).resolve("evidence.jsonl");
                if (Files.exists(evidence) && Files.size(evidence) > 0) {
                    evidenceTable(s, "--scenarios", evidence);
                }
            }
        }
        for (Selectors.Selector selector : s.selectors()) {
            Path evidence = s.results().resolve(selector.name()).resolve("evidence.jsonl");
            if (Files.exists(evidence) && Files.readString(evidence, StandardCharsets.UTF_8).contains("\"loop\"")) {
                System.out.println();
                evidenceTable(s, "--mutants", evidence);
            }
        }
    }

    private static void evidenceTable(RunSettings s, String what, Path evidence) throws IOException, InterruptedException {
        System.out.flush();
        ChildProcess.start(new ProcessBuilder(s.jdk().resolve("bin/java").toString(), "-cp", s.tools().toString(),
                "EvidenceTable", what,
                evidence.toString()).inheritIO()).waitFor();
    }

    // OpenJDK's "Test summary"; true when the run passed.
    private static boolean summary(RunSettings s, List<Row> rows) {
        String rule = "==============================";
        System.out.println();
        System.out.println(rule);
        System.out.println("Test summary");
        System.out.println(rule);
        int width = 40;
        for (Row row : rows) {
            width = Math.max(width, row.selector().label().length() + 6);
        }
        for (String line : s.patchLines()) {
            System.out.println("   PATCH in force: " + line);
        }
        System.out.printf(Locale.ROOT, "   %-" + width + "s %5s %5s %5s %5s %5s%n", "TEST", "TOTAL", "PASS", "FAIL",
                "ERROR", "SKIP");
        boolean passed = true;
        for (Row row : rows) {
            JtregResults.Counts c = row.counts();
            String label = row.selector().kind() == Selectors.Kind.JTREG
                    ? "jtreg:" + row.selector().label().replaceFirst("^jtreg:", "") : row.selector().label();
            System.out.printf(Locale.ROOT, "%s %-" + width + "s %5d %5d %5d %5d %5d%s%n", row.failed() ? ">>" : "  ",
                    label, c.total(), c.pass(), c.fail(), c.error(), c.skip(), row.failed() ? " <<" : "");
            if (!row.nothingChecked().isEmpty()) {
                System.out.println("   (nothing was checked for this selector: " + row.nothingChecked()
                        + "; a selector that checks nothing fails)");
            }
            passed &= !row.failed();
        }
        System.out.println(rule);
        System.out.println(passed ? "TEST SUCCESS" : "TEST FAILURE");
        System.out.println();
        return passed;
    }

    // --- helpers ------------------------------------------------------------------

    // Runs a command, its output and errors copied byte for byte to this
    // JVM's output and appended to each file, as tee does; the command, with
    // what it started, ends with this JVM.
    private static int runTeed(List<String> command, Path... files) throws IOException, InterruptedException {
        return ChildProcess.start(new ProcessBuilder(command).redirectErrorStream(true)).waitForTeed(files);
    }

    private static void tee(String line, Path file) throws IOException {
        System.out.println(line);
        Files.writeString(file, line + "\n", StandardCharsets.ISO_8859_1, StandardOpenOption.APPEND);
    }
}
