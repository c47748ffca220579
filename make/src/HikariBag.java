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

/**
 * {@code make hikari-bag}: HikariCP issues 2329 and 2398 as regression tests
 * (examples/hikaricp-bag), run against two of HikariCP's released jars:
 * <ul>
 * <li>7.1.0, whose returning loops park 10 µs a round on a virtual thread:
 *     they cost no more than their 10 µs poll (PASS), the borrower's wait
 *     leaves its carrier (PASS), a borrower with nothing free waits its
 *     timeout (PASS), the carrier tests skip;</li>
 * <li>7.0.2, the last release that yields there: its loops hold their
 *     carriers (CPU_USE, expected: the positive control), the poll tests
 *     skip, the borrower's wait leaves its carrier and waits its timeout
 *     (PASS).</li>
 * </ul>
 * A run counts as a false failure when a test fails (a control passed, or
 * was detected by another mechanism, or a negative control failed); the
 * summary gives both counts and the figures of every verdict line.
 *
 * <p>Usage, as make/HikariBag.sh runs it: {@code HikariBag install <root>
 * <JDK> <its version>} installs the kit's assertions; then, under the
 * script's burner, {@code HikariBag run <root> <JDK> <its version> <runs>
 * <description of the load>}.
 */
public final class HikariBag {

    /**
     * A release and what its tests must show.
     *
     * @param version   HikariCP's version
     * @param detected  the tests whose verdict is a detection, as expected
     * @param passes    the tests that pass
     * @param skipped   the tests that skip
     * @param expected  the expectation, in words
     */
    record Release(String version, int detected, int passes, int skipped, String expected) {
    }

    private static final List<Release> RELEASES = List.of(
            new Release("7.1.0", 0, 4, 2, "0 detections, 4 passes, 2 skipped"),
            new Release("7.0.2", 2, 2, 2, "2 detections by CPU_USE, 2 passes, 2 skipped"));

    private static final Pattern VERDICT = Pattern.compile(
            "^(PASS|CPU_USE|INSENSITIVE|ERROR|STARVATION|BUDGET_COLLAPSE): .*");
    private static final Pattern FIGURES = Pattern.compile(" was ([0-9.]+), expected at most ([0-9.]+)");

    private HikariBag() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        Path root = Path.of(args[1]);
        Path jdk = Path.of(args[2]);
        Path out = root.resolve("build/hikari-bag");
        if (args[0].equals("install")) {
            System.exit(install(root, jdk, args[3], out));
        }
        int runs = Integer.parseInt(args[4]);
        Path project = root.resolve("examples/hikaricp-bag");
        Path verdicts = out.resolve("verdicts.txt");
        Files.writeString(verdicts, "");
        int falseRuns = 0;
        for (int run = 1; run <= runs; run++) {
            long start = System.nanoTime();
            List<String> problems = new ArrayList<>();
            for (Release release : RELEASES) {
                problems.addAll(runRelease(project, jdk, release, out.resolve("run-" + run + "-" + release.version()
                        + ".txt"), verdicts));
            }
            long secs = Math.round((System.nanoTime() - start) / 1e9);
            if (problems.isEmpty()) {
                System.out.println("hikari-bag: run " + run + "/" + runs + ": 7.1.0 as expected (its loops no "
                        + "costlier than their poll, the borrower off its carrier and waiting its timeout), 7.0.2 as "
                        + "expected (its loops hold their carriers: CPU_USE) (" + secs + " s)");
            } else {
                falseRuns++;
                System.out.println("hikari-bag: run " + run + "/" + runs + ": FAIL: " + String.join("; ", problems)
                        + "; (" + secs + " s)");
            }
        }
        System.out.println();
        System.out.println("hikari-bag: JDK " + args[3] + ", " + runs + " runs, " + args[5]);
        figures(verdicts);
        System.out.println("hikari-bag: runs with a false failure: " + falseRuns + " of " + runs + "; details in "
                + out);
        System.exit(falseRuns == 0 ? 0 : 1);
    }

    // The kit's assertions, which the example's tests use, installed into
    // the local Maven repository without their tests; the output directory
    // emptied first.
    private static int install(Path root, Path jdk, String jdkVersion, Path out) throws IOException,
            InterruptedException {
        FileTrees.remove(out);
        Files.createDirectories(out);
        System.out.println("hikari-bag: installing the kit's assertions on JDK " + jdkVersion);
        Path log = out.resolve("build-output.txt");
        if (KitMaven.build(root, jdk, "guard/assertions", List.of("-Dmaven.test.skip=true", "clean", "install"),
                log) != 0) {
            System.err.println("waitkit: error: could not build guard/assertions: see " + log);
            return 2;
        }
        return 0;
    }

    // mvn test against a release; what went wrong, nothing when every test
    // gave its expected outcome.
    private static List<String> runRelease(Path project, Path jdk, Release release, Path log, Path verdicts)
            throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder("mvn", "-B", "clean", "test", "-Dhikaricp.version=" + release.version())
                .directory(project.toFile()).redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().put("JAVA_HOME", jdk.toString());
        int status = ChildProcess.start(pb).waitFor();
        List<String> lines = Files.readAllLines(log, StandardCharsets.ISO_8859_1);
        long detected = lines.stream().filter(l -> l.startsWith("DETECTED, as expected: ")).count();
        long passed = lines.stream().filter(l -> l.startsWith("PASS: ")).count();
        int skipped = KitMaven.surefire(project).skipped();
        List<String> verdictLines = lines.stream().filter(l -> VERDICT.matcher(l).matches())
                .map(l -> release.version() + " " + l + "\n").toList();
        Files.writeString(verdicts, String.join("", verdictLines), StandardOpenOption.APPEND);
        if (status != 0) {
            return List.of(release.version() + ": Maven exit " + status + ": " + String.join(" ", lines.stream()
                    .filter(l -> l.matches("^\\[ERROR\\] +[A-Za-z]+Test\\..*")).limit(3).toList()) + " (see " + log + ")");
        }
        if (detected != release.detected() || passed != release.passes() || skipped != release.skipped()) {
            return List.of(release.version() + ": expected " + release.expected() + "; got " + detected + ", " + passed
                    + ", " + skipped + " (see " + log + ")");
        }
        return List.of();
    }

    // Each verdict's measured share against its bound, per release, verdict
    // and kind of bound: the range of each over the runs.
    private static void figures(Path verdicts) throws IOException {
        Map<String, double[]> ranges = new TreeMap<>();
        for (String line : Files.readAllLines(verdicts, StandardCharsets.UTF_8)) {
            Matcher m = FIGURES.matcher(line);
            if (!m.find()) {
                continue;
            }
            String[] words = line.split(" ", 3);
            String kind = line.contains("halfway from a poll") ? "against-its-poll"
                    : line.contains("a tenth of the way") ? "on-its-carriers" : "other";
            double measured = Double.parseDouble(m.group(1));
            double bound = Double.parseDouble(m.group(2));
            double[] r = ranges.computeIfAbsent(words[0] + " " + words[1] + " " + kind, k -> new double[] {
                    0, Double.MAX_VALUE, -Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE});
            r[0]++;
            r[1] = Math.min(r[1], measured);
            r[2] = Math.max(r[2], measured);
            r[3] = Math.min(r[3], bound);
            r[4] = Math.max(r[4], bound);
        }
        ranges.forEach((key, r) -> System.out.printf(Locale.ROOT, "    %-36s %3d verdicts: measured %s-%s, bound %s-%s%n",
                key, (int) r[0], number(r[1]), number(r[2]), number(r[3]), number(r[4])));
    }

    private static String number(double d) {
        return d == Math.rint(d) ? String.valueOf((long) d) : String.valueOf(d);
    }
}
