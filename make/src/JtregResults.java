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
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What one {@code make test} selector's jtreg runs found, read from the files
 * they left: jtreg's closing {@code Test results:} line of each pass (its
 * output, as {@code report/text/stats.txt} has it) and each test's
 * {@code .jtr} file. They are read as ISO-8859-1, which decodes any bytes:
 * a test's message may hold characters of another encoding.
 *
 * <p>Usage:
 * <ul>
 * <li>{@code JtregResults counts <output file> <jtreg's exit status>} prints
 *     the counts, {@code total pass fail error skip checked}, on one line,
 *     and on a second why nothing was checked, empty when something was
 *     ({@link Counts}).</li>
 * </ul>
 */
public final class JtregResults {

    /** The keys of a {@code Test results:} line, in jtreg's order. */
    static final List<String> KEYS = List.of("passed", "failed", "error", "skipped",
            "did not meet platform requirements");

    /** A reason is cut here; the whole story is in the test's .jtr file. */
    static final int REASON_CHARS = 400;

    private static final String RESULTS = "Test results: ";
    private static final Pattern COUNT = Pattern.compile("([a-z][a-z ]*?): (\\d+)");

    private JtregResults() {
    }

    /**
     * The counts of a selector's run as make test's summary shows them.
     * jtreg counts a test that threw {@code jtreg.SkippedException} among the
     * passed ones too ("passed: 8; skipped: 2" for 6 passes and 2 skips);
     * tests whose {@code @requires} did not hold are counted apart. Both are
     * SKIP here. A run that printed no {@code Test results:} line but did not
     * exit cleanly counts as one error.
     *
     * @param total   every test counted
     * @param pass    the tests that passed
     * @param fail    those that failed
     * @param error   those jtreg could not run, or one for a jtreg that died
     * @param skip    those skipped or not run for their {@code @requires}
     * @param checked the tests that passed, failed or were in error, as jtreg
     *                counted them
     * @param line    jtreg's closing line, empty if it printed none
     */
    record Counts(int total, int pass, int fail, int error, int skip, int checked, String line) {

        /**
         * Reads the counts from jtreg's closing line.
         *
         * @param line   the line, empty if jtreg printed none
         * @param status jtreg's exit status
         * @return the counts
         */
        static Counts of(String line, int status) {
            Map<String, Integer> n = counts(line);
            int skipped = n.getOrDefault("skipped", 0);
            int pass = n.getOrDefault("passed", 0) - skipped;
            int fail = n.getOrDefault("failed", 0);
            int error = n.getOrDefault("error", 0);
            int checked = pass + fail + error;
            if (line.isEmpty() && status != 0) {
                error++;
            }
            int skip = skipped + n.getOrDefault("did not meet platform requirements", 0);
            return new Counts(pass + fail + error + skip, pass, fail, error, skip, checked, line);
        }

        /**
         * Says why the run checked nothing: tests that were all skipped or
         * not run prove nothing, so such a run passes nothing. A run that
         * selected nothing is told with the platform facts the tests'
         * {@code @requires} read.
         *
         * @return why, or empty when the run checked something
         */
        String nothingChecked() {
            String why = nothingChecked("");
            return why.startsWith("jtreg ran no test") ? nothingChecked(facts()) : why;
        }

        /**
         * As {@link #nothingChecked()}, with the platform facts given.
         *
         * @param facts the platform facts the tests' {@code @requires} read, for
         *              the reason of a run that selected nothing
         * @return why, or empty when the run checked something
         */
        String nothingChecked(String facts) {
            if (checked != 0) {
                return "";
            } else if (line.isEmpty()) {
                return "jtreg reported no results: it did not start or died";
            } else if (skip == 0) {
                // jtreg counts the tests whose @requires this JDK and machine do
                // not meet only beside tests it runs: alone, they are "no tests selected".
                return "jtreg ran no test: the selection holds none, or none whose @requires this JDK and machine "
                        + "meet" + (facts.isEmpty() ? "" : " (here: " + facts + ")");
            }
            return "all " + skip + " tests were skipped or did not meet platform requirements";
        }
    }

    /**
     * Reads the counts of a run from its output.
     *
     * @param output the file jtreg's output went to; a missing one is a run that printed nothing
     * @param status jtreg's exit status
     * @return the counts
     * @throws IOException if the file cannot be read
     */
    static Counts read(Path output, int status) throws IOException {
        String text = Files.exists(output) ? Files.readString(output, StandardCharsets.ISO_8859_1) : "";
        return Counts.of(resultsLine(text), status);
    }

    /**
     * Returns jtreg's last {@code Test results:} line in a text.
     *
     * @param output jtreg's output
     * @return the line, empty if there is none
     */
    static String resultsLine(String output) {
        String last = "";
        for (String line : output.split("\n")) {
            if (line.startsWith(RESULTS)) {
                last = line;
            }
        }
        return last;
    }

    // The counts a Test results: line gives, by key.
    static Map<String, Integer> counts(String line) {
        Map<String, Integer> n = new LinkedHashMap<>();
        if (line.startsWith(RESULTS)) {
            Matcher m = COUNT.matcher(line.substring(RESULTS.length()));
            while (m.find()) {
                n.putIfAbsent(m.group(1).strip(), Integer.parseInt(m.group(2)));
            }
        }
        return n;
    }

    /**
     * Returns one {@code Test results:} line for the closing lines of several
     * passes: each count summed, passed including skipped as jtreg counts it.
     *
     * @param lines each pass's closing line, empty for a pass that printed none
     * @return the line
     */
    static String combined(List<String> lines) {
        List<String> parts = new ArrayList<>();
        for (String key : KEYS) {
            int total = lines.stream().mapToInt(l -> counts(l).getOrDefault(key, 0)).sum();
            if (total != 0) {
                parts.add(key + ": " + total);
            }
        }
        return RESULTS + (parts.isEmpty() ? "no tests selected" : String.join("; ", parts));
    }

    /**
     * Returns, for each test of a run that failed or could not run (failed),
     * or that reported itself not run with a reason (skipped), its name and
     * jtreg's reason, which holds the mechanism and the numbers of a failed
     * check, and where its whole output is.
     *
     * @param work   the run's jtreg work directory
     * @param failed true for the failed tests, false for the skipped ones
     * @return two lines a test, in the order of the .jtr files' paths
     * @throws IOException if a .jtr file cannot be read
     */
    static List<String> reasons(Path work, boolean failed) throws IOException {
        List<String> lines = new ArrayList<>();
        if (!Files.isDirectory(work)) {
            return lines;
        }
        List<Path> jtrs;
        try (Stream<Path> files = Files.walk(work)) {
            jtrs = files.filter(f -> f.toString().endsWith(".jtr")).sorted().collect(Collectors.toList());
        }
        for (Path jtr : jtrs) {
            String text = Files.readString(jtr, StandardCharsets.ISO_8859_1);
            String status = field(text, "execStatus").orElse("");
            String reason;
            if (failed && (status.startsWith("Failed") || status.startsWith("Error"))) {
                reason = status;
            } else if (!failed && status.startsWith("Passed. Skipped: ")) {
                String thrown = "Passed. Skipped: jtreg.SkippedException: ";
                reason = status.startsWith(thrown) ? status.substring(thrown.length()) : status;
            } else {
                continue;
            }
            String test = field(text, "test").filter(t -> !t.isEmpty()).orElse(jtr.toString());
            lines.add("  " + test + ": " + reason.substring(0, Math.min(reason.length(), REASON_CHARS)));
            lines.add("    (whole output: " + jtr + ")");
        }
        return lines;
    }

    // A name=value field of a .jtr file, its backslash escapes undone.
    private static Optional<String> field(String jtr, String name) {
        Matcher m = Pattern.compile("^" + Pattern.quote(name) + "=(.*)$", Pattern.MULTILINE).matcher(jtr);
        return m.find() ? Optional.of(m.group(1).replaceAll("\\\\(.)", "$1")) : Optional.empty();
    }

    // The platform facts, as jtreg reads them, for a run that selected nothing.
    private static String facts() {
        try {
            return new requires.WaitkitProps().call().entrySet().stream()
                    .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(" "));
        } catch (RuntimeException | LinkageError e) {
            return "";
        }
    }

    public static void main(String[] args) throws IOException {
        String usage = "usage: JtregResults counts <output file> <jtreg status>";
        if (args.length != 3) {
            System.err.println(usage);
            System.exit(2);
        }
        switch (args[0]) {
            case "counts" -> {
                Counts c = read(Path.of(args[1]), Integer.parseInt(args[2]));
                System.out.println(c.total() + " " + c.pass() + " " + c.fail() + " " + c.error() + " " + c.skip()
                        + " " + c.checked());
                System.out.println(c.nothingChecked());
            }
            default -> {
                System.err.println(usage);
                System.exit(2);
            }
        }
    }
}
