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


import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The runs of {@code make compare}, once make/Compare.sh has resolved both
 * JDKs and jtreg: {@code make test} of the selection ({@code TEST=}, default
 * {@code waits}) on the baseline, then on the candidate with {@code PATCH=}
 * if given, each into a results directory of its own; then, per selector,
 * jtreg's {@code jtdiff} of the verdicts and {@link EvidenceCompare}'s table
 * of the figures.
 *
 * <p>Exit status: 0 when the verdicts and figures agree; 1 when a test's
 * verdict or a recorded state changed; 2 for bad input, a run that could not
 * start or checked nothing (jtreg ran no test, every test was skipped, or
 * the run died), or figures that were not compared (a thread-state
 * histogram holds no samples, or the comparison failed): two runs of which
 * one proves nothing cannot agree, and a comparison that was not made is no
 * agreement.
 *
 * <p>Usage: {@code Compare <root> <baseline JDK> <its version> <candidate JDK>
 * <its version> <jtreg's java> <jtreg's home>}; {@code TEST} and
 * {@code PATCH} from the environment.
 */
public final class Compare {

    /** What a comparison of the selection's two runs found. */
    enum Outcome {
        /** The verdicts and figures agree. */
        AGREE(0),
        /** A test's verdict or a recorded state changed. */
        CHANGED(1),
        /** No comparison could be made. */
        NOT_COMPARED(2);

        /** make compare's exit status. */
        final int status;

        Outcome(int status) {
            this.status = status;
        }
    }

    /**
     * One side of the comparison.
     *
     * @param name    {@code baseline} or {@code candidate}
     * @param jdk     its JDK
     * @param version its JDK's version
     * @param patch   its {@code PATCH=}, empty for none
     */
    record Side(String name, Path jdk, String version, String patch) {

        String described() {
            return jdk + (patch.isEmpty() ? "" : " with PATCH=" + patch);
        }
    }

    /**
     * What the figures of one selector's runs show.
     *
     * @param outcome what EvidenceCompare found, NOT_COMPARED also when it failed
     * @param why     for NOT_COMPARED, why; else empty
     */
    record Figures(EvidenceCompare.Outcome outcome, String why) {
    }

    private Compare() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length != 7) {
            System.err.println("usage: Compare <root> <baseline JDK> <its version> <candidate JDK> <its version> "
                    + "<jtreg's java> <jtreg's home>");
            System.exit(2);
        }
        Path root = Path.of(args[0]);
        String test = System.getenv().getOrDefault("TEST", "").isBlank() ? "waits" : System.getenv("TEST");
        Side baseline = new Side("baseline", Path.of(args[1]), args[2], "");
        Side candidate = new Side("candidate", Path.of(args[3]), args[4], System.getenv().getOrDefault("PATCH", ""));
        try {
            List<Selectors.Selector> selectors = Selectors.resolve(root, test);
            if (selectors.stream().anyMatch(s -> s.kind() != Selectors.Kind.JTREG)) {
                throw new IllegalArgumentException("make compare compares jtreg runs; run micro: selectors with "
                        + "make test on each JDK");
            }
            Path out = root.resolve("build/test-results/compare-"
                    + selectors.stream().map(Selectors.Selector::name).collect(Collectors.joining("_")));
            FileTrees.remove(out);
            Files.createDirectories(out);
            run(root, test, selectors, out, baseline);
            run(root, test, selectors, out, candidate);
            Outcome outcome = Outcome.AGREE;
            List<String> notCompared = new ArrayList<>();
            for (Selectors.Selector selector : selectors) {
                if (verdictsDiffer(Path.of(args[5]), Path.of(args[6]), out, selector.name())) {
                    outcome = Outcome.CHANGED;
                }
                Figures figures = figures(out, selector.name(), baseline, candidate);
                switch (figures.outcome()) {
                    case AGREE -> { }
                    case CHANGED -> outcome = Outcome.CHANGED;
                    case NOT_COMPARED -> notCompared.add(selector.name() + ": " + figures.why() + ";");
                }
            }
            System.out.println();
            System.out.println("compare: results kept in " + out.resolve("baseline") + " and " + out.resolve("candidate")
                    + "; tables in " + out + "/*-jtdiff.txt, " + out + "/*-figures.txt");
            if (!notCompared.isEmpty()) {
                if (outcome == Outcome.CHANGED) {
                    notCompared.add("besides, a verdict or a state changed (see the tables above)");
                }
                throw new IllegalArgumentException("the two runs cannot be said to agree, as their figures were not "
                        + "compared: " + String.join(" ", notCompared));
            }
            System.exit(outcome.status);
        } catch (IllegalArgumentException e) {
            System.err.println("waitkit: error: " + e.getMessage());
            System.exit(Outcome.NOT_COMPARED.status);
        }
    }

    // make test of the selection on one side, into <out>/<side>; refuses a
    // run that did not start or a selector that checked nothing.
    private static void run(Path root, String test, List<Selectors.Selector> selectors, Path out, Side side)
            throws IOException, InterruptedException {
        System.out.println("compare: running TEST=\"" + test + "\" on " + side.name() + " " + side.described());
        Path output = out.resolve(side.name() + ".txt");
        ProcessBuilder pb = new ProcessBuilder("bash", root.resolve("make/RunTests.sh").toString())
                .redirectErrorStream(true).redirectOutput(output.toFile());
        pb.environment().put("WAITKIT_RESULTS", out.resolve(side.name()).toString());
        pb.environment().put("JDK", side.jdk().toString());
        pb.environment().put("PATCH", side.patch());
        pb.environment().put("TEST", test);
        int status = ChildProcess.start(pb).waitFor();
        List<String> lines = Files.readAllLines(output, StandardCharsets.ISO_8859_1);
        int summary = lines.indexOf("Test summary");
        if (summary >= 0) {
            lines.subList(summary, lines.size()).stream().filter(l -> !l.isEmpty() && !l.matches("=*"))
                    .forEach(System.out::println);
        }
        if (status == 2) {
            throw new IllegalArgumentException("the " + side.name() + " run did not start: see " + output);
        }
        for (Selectors.Selector selector : selectors) {
            String why = JtregResults.read(out.resolve(side.name()).resolve(selector.name()).resolve("output.txt"),
                    status).nothingChecked();
            if (!why.isEmpty()) {
                throw new IllegalArgumentException("the " + side.name() + " run (" + side.described() + ") produced "
                        + "no results for '" + selector.label() + "': " + why + "; there is nothing to compare (see "
                        + output + ")");
            }
        }
    }

    // jtreg's jtdiff of the two runs' verdicts, printed and kept; whether a
    // test that ran on both sides has another result ("---" is not run).
    private static boolean verdictsDiffer(Path jtregJava, Path jtHome, Path out, String name)
            throws IOException, InterruptedException {
        System.out.println();
        System.out.println("=== " + name + ": verdicts (jtdiff; rows only where the two runs differ) ===");
        Path table = out.resolve(name + "-jtdiff.txt");
        int status = ChildProcess.start(new ProcessBuilder(jtregJava.toString(), "-cp",
                jtHome.resolve("lib/jtreg.jar").toString(), "com.sun.javatest.diff.Main",
                out.resolve("baseline").resolve(name).resolve("work").toString(),
                out.resolve("candidate").resolve(name).resolve("work").toString())
                .redirectErrorStream(true).redirectOutput(table.toFile())).waitFor();
        List<String> lines = Files.readAllLines(table, StandardCharsets.ISO_8859_1);
        lines.forEach(System.out::println);
        if (status != 0 && lines.isEmpty()) {
            throw new IllegalArgumentException("jtdiff failed with exit status " + status + ": see " + table);
        }
        return lines.stream().map(l -> l.strip().split("\\s+")).anyMatch(f -> f.length >= 3
                && f[f.length - 1].startsWith("test/") && !f[0].equals("---") && !f[1].equals("---")
                && !f[0].equals(f[1]));
    }

    // EvidenceCompare's table, printed and kept, and what it found; a
    // comparison that failed is one not made.
    static Figures figures(Path out, String name, Side baseline, Side candidate) throws IOException {
        System.out.println();
        System.out.println("=== " + name + ": measured figures (kit evidence) ===");
        Path table = out.resolve(name + "-figures.txt");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Figures figures;
        try (PrintStream print = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            EvidenceCompare.Outcome outcome = EvidenceCompare.compare(
                    out.resolve("baseline").resolve(name).resolve("evidence.jsonl"),
                    out.resolve("candidate").resolve(name).resolve("evidence.jsonl"), "base " + baseline.version(),
                    "cand " + candidate.version() + (candidate.patch().isEmpty() ? "" : " +PATCH"), print);
            figures = new Figures(outcome, outcome != EvidenceCompare.Outcome.NOT_COMPARED ? ""
                    : "some figures were not compared (the NOT COMPARED lines of " + table + ")");
        } catch (IOException | RuntimeException e) {
            bytes.writeBytes(("EvidenceCompare failed: " + e + "\n").getBytes(StandardCharsets.UTF_8));
            figures = new Figures(EvidenceCompare.Outcome.NOT_COMPARED, "EvidenceCompare failed (" + e
                    + "), so no figure was compared (see " + table + ")");
        }
        Files.write(table, bytes.toByteArray());
        System.out.print(bytes.toString(StandardCharsets.UTF_8));
        return figures;
    }
}
