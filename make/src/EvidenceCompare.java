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
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import waitkit.Evidence;
import waitkit.Units;

/**
 * Sets the evidence of two runs of the same tests side by side, for
 * {@code make compare}: one row per measured figure found in both, with the
 * baseline's value, the candidate's, their ratio, and CHANGED where the
 * figure moved by a factor of two or more, a verdict differs, or a thread
 * state's share of the samples moved by more than
 * {@linkplain #STATE_SHARE_CHANGE_PERCENT 10 %}, and NOT COMPARED where a
 * thread-state histogram holds no samples, so has no shares.
 * A factor of two is coarse on purpose: run-to-run noise in a latency
 * median on a shared machine stays well inside it, while the
 * changes worth a look (sub-millisecond sleep becoming real, a wait turning
 * into a spin) are factors of ten and more.
 * <p>
 * Which figures: a latency line's p50 and p99; a scenario's verdict, its
 * workload's elapsed time and its child JVM's; for other lines every field in nanoseconds or a ratio, and the
 * state, outcome or verdict they record.
 * <p>
 * Usage: {@code EvidenceCompare <baseline.jsonl> <candidate.jsonl> <baseline name> <candidate name>};
 * exits with status 0 when every figure compared agrees, 3 when a verdict or
 * a thread state's share changed, 4 when a figure could not be compared (a
 * thread-state histogram of no samples), and 2 on a wrong command line.
 * {@code make compare} ({@code Compare}) calls {@link #compare} and takes an
 * exception for a comparison that was not made.
 */
public class EvidenceCompare {

    private static final double CHANGE_FACTOR = 2.0;
    private static final List<String> IDENTITY = List.of("method", "requested_ns", "when", "wait", "loop",
            "refactor", "scenario");
    private static final List<String> TEXT_FIGURES = List.of("verdict", "state", "threw", "status_after");

    /** Exit status when a verdict or a thread state's share changed. */
    private static final int EXIT_CHANGED = 3;

    /** Exit status when a figure could not be compared: a thread-state histogram of no samples. */
    private static final int EXIT_NOT_COMPARED = 4;

    /**
     * ThreadStateContract's threshold, in percent of the samples: a blocking
     * wait passes when an observer sees it TIMED_WAITING in at least 90 % of
     * them ({@code timedWaiting >= 0.9 * total} there; EvidenceCompareTest
     * checks that the two agree).
     */
    static final int CONTRACT_TIMED_WAITING_PERCENT = 90;

    /**
     * How far, in percent of the samples, a state's share must move for a
     * thread-state figure to count as CHANGED: by more than 100 % less
     * ThreadStateContract's threshold. A TIMED_WAITING share that falls by
     * more than that fails the contract from any share that passed it (from
     * 100 % to below 90 %); a smaller move fails it only from a share near
     * the threshold, and then the verdicts, which jtdiff compares, differ.
     * <p>
     * The sampling error of the counts is not the rule: a binomial standard
     * error assumes independent samples, while one looping thread sampled
     * every 200 µs gives samples that are not, and at a share of 0 or 100 %
     * on both sides it is zero, so that one odd sample would be a change.
     */
    static final int STATE_SHARE_CHANGE_PERCENT = 100 - CONTRACT_TIMED_WAITING_PERCENT;

    /** What the summary line says the state rule is and where it comes from. */
    private static final String STATE_RULE = "a thread state's share moved by more than "
            + STATE_SHARE_CHANGE_PERCENT + " % (100 % less ThreadStateContract's " + CONTRACT_TIMED_WAITING_PERCENT
            + " % threshold for TIMED_WAITING: a fall of more than that fails the contract from any share that passed)";

    private static final Pattern STATE_COUNT = Pattern.compile("([A-Z_]+)=(\\d+)");

    /** How two thread-state figures compare. */
    enum StateComparison {
        /** No state's share moved by more than {@link #STATE_SHARE_CHANGE_PERCENT}. */
        SAME,
        /** A state's share moved by more than {@link #STATE_SHARE_CHANGE_PERCENT}, or two plain states differ. */
        MOVED,
        /** A histogram holds no samples, so has no shares to compare. */
        NO_SAMPLES
    }

    /** What a comparison found. */
    enum Outcome {
        /** Every figure compared agrees. */
        AGREE,
        /** A verdict or a thread state's share changed. */
        CHANGED,
        /**
         * A figure could not be compared: a thread-state histogram of no
         * samples; or figures were measured, but none in both runs.
         */
        NOT_COMPARED
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 4) {
            System.err.println("usage: EvidenceCompare <baseline.jsonl> <candidate.jsonl> <baseline name> <candidate name>");
            System.exit(2);
        }
        Outcome outcome = compare(Path.of(args[0]), Path.of(args[1]), args[2], args[3], System.out);
        System.exit(switch (outcome) {
            case AGREE -> 0;
            case CHANGED -> EXIT_CHANGED;
            case NOT_COMPARED -> EXIT_NOT_COMPARED;
        });
    }

    /**
     * Prints the figures of two runs side by side, and what changed.
     *
     * @param baseline  the baseline's evidence
     * @param candidate the candidate's
     * @param baseName  the baseline's name in the table
     * @param candName  the candidate's
     * @param out       where the table goes
     * @return what the comparison found
     * @throws IOException if a file cannot be read
     */
    static Outcome compare(Path baseline, Path candidate, String baseName, String candName, PrintStream out)
            throws IOException {
        Map<String, String> base = figures(baseline);
        Map<String, String> cand = figures(candidate);
        pairAcrossIds(base, cand);
        int keyWidth = 6;
        for (String k : base.keySet()) {
            if (cand.containsKey(k)) {
                keyWidth = Math.max(keyWidth, k.length());
            }
        }
        int valueWidth = Math.max(14, Math.max(baseName.length(), candName.length()));
        String fmt = "%-" + keyWidth + "s %" + valueWidth + "s %" + valueWidth + "s %8s  %s%n";
        out.printf(Locale.ROOT, fmt, "figure", baseName, candName, "ratio", "");
        int shown = 0;
        int changed = 0;
        boolean verdictChanged = false;
        List<String> notCompared = new ArrayList<>();
        for (Map.Entry<String, String> e : new TreeMap<>(base).entrySet()) {
            String c = cand.get(e.getKey());
            if (c == null) {
                continue;
            }
            shown++;
            String b = e.getValue();
            String ratio = "";
            boolean moved;
            String mark = "";
            Double bv = number(b);
            Double cv = number(c);
            boolean isNanos = e.getKey().endsWith("_ns");
            if (bv != null && cv != null) {
                double r = bv == 0 ? (cv == 0 ? 1 : Double.POSITIVE_INFINITY) : cv / bv;
                ratio = Double.isInfinite(r) ? "inf" : String.format(Locale.ROOT, "%.2f", r);
                moved = r >= CHANGE_FACTOR || r <= 1 / CHANGE_FACTOR;
            } else if (e.getKey().endsWith(" state")) {
                StateComparison comparison = compareStates(b, c);
                moved = comparison == StateComparison.MOVED;
                verdictChanged |= moved;
                if (comparison == StateComparison.NO_SAMPLES) {
                    mark = "NOT COMPARED";
                    notCompared.add(e.getKey() + ": " + baseName + " " + b + ", " + candName + " " + c);
                }
            } else {
                moved = !b.equals(c);
                verdictChanged |= moved;
            }
            changed += moved ? 1 : 0;
            out.printf(Locale.ROOT, fmt, e.getKey(), show(b, isNanos), show(c, isNanos), ratio,
                    moved ? "CHANGED" : mark);
        }
        List<String> onlyOne = new ArrayList<>();
        base.keySet().stream().filter(k -> !cand.containsKey(k)).forEach(k -> onlyOne.add(baseName + " only: " + k));
        cand.keySet().stream().filter(k -> !base.containsKey(k)).forEach(k -> onlyOne.add(candName + " only: " + k));
        out.println();
        out.println(changed + " of " + shown + " figures CHANGED (a factor of " + CHANGE_FACTOR
                + " or more, a different verdict, or " + STATE_RULE + "); " + onlyOne.size()
                + " measured in one run only");
        onlyOne.forEach(s -> out.println("  " + s));
        if (!notCompared.isEmpty()) {
            out.println(notCompared.size() + " of " + shown + " figures NOT COMPARED: a thread-state"
                    + " histogram of no samples has no shares, so these runs can be said neither to agree nor to differ");
            notCompared.forEach(s -> out.println("  " + s));
        }
        if (shown == 0 && !onlyOne.isEmpty()) {
            out.println("NOT COMPARED: no figure was measured in both runs, so they can be said neither to agree nor"
                    + " to differ in their figures");
            return Outcome.NOT_COMPARED;
        }
        if (shown == 0) {
            out.println("neither run measured a figure: the verdicts alone are compared");
        }
        return !notCompared.isEmpty() ? Outcome.NOT_COMPARED : verdictChanged ? Outcome.CHANGED : Outcome.AGREE;
    }

    // "<test> <kind> <identity fields> <figure>" -> value, in file order.
    private static Map<String, String> figures(Path file) throws IOException {
        Map<String, String> result = new LinkedHashMap<>();
        Map<String, Integer> seen = new HashMap<>();
        if (!Files.exists(file)) {
            return result;
        }
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.isBlank()) {
                continue;
            }
            Map<String, String> f;
            try {
                f = Evidence.parse(line);
            } catch (IllegalArgumentException e) {
                continue;
            }
            String kind = f.getOrDefault("kind", "?");
            StringBuilder id = new StringBuilder(f.getOrDefault("test", "?")).append(' ').append(kind);
            for (String k : IDENTITY) {
                if (f.containsKey(k) && !(kind.equals("scenario") && k.equals("scenario"))) {
                    id.append(' ').append(k.equals("requested_ns") ? Units.nanos(Double.parseDouble(f.get(k))) : f.get(k));
                }
            }
            String base = id.toString();
            int n = seen.merge(base, 1, Integer::sum);
            if (n > 1) {
                base = base + " #" + n;
            }
            List<String> keys = switch (kind) {
                case "latency" -> List.of("p50_ns", "p99_ns");
                case "scenario" -> List.of("verdict", "elapsed_ns", "child_elapsed_ns");
                default -> f.keySet().stream().filter(k -> !IDENTITY.contains(k) && !k.equals("elapsed_ns")
                        && (k.endsWith("_ns") || k.equals("ratio") || TEXT_FIGURES.contains(k))).toList();
            };
            for (String k : keys) {
                if (f.containsKey(k)) {
                    result.put(base + " " + k, f.get(k));
                }
            }
        }
        return result;
    }

    // A test may run under another @test id on each JDK (@requires picks
    // "rounds-up" on 17 and "sub-millisecond" on 25): a figure found in one
    // run only is paired with the one figure of the same file, kind, method
    // and length found in the other run only, and both are renamed
    // "file#baseId|candId ...".
    private static void pairAcrossIds(Map<String, String> base, Map<String, String> cand) {
        Map<String, List<String>> baseOnly = byFile(base, cand);
        Map<String, List<String>> candOnly = byFile(cand, base);
        for (Map.Entry<String, List<String>> e : baseOnly.entrySet()) {
            List<String> other = candOnly.get(e.getKey());
            if (e.getValue().size() != 1 || other == null || other.size() != 1) {
                continue;
            }
            String b = e.getValue().get(0);
            String c = other.get(0);
            String test = b.substring(0, b.indexOf(' '));
            String candTest = c.substring(0, c.indexOf(' '));
            String paired = test + "|" + candTest.substring(candTest.indexOf('#') + 1) + b.substring(b.indexOf(' '));
            base.put(paired, base.remove(b));
            cand.put(paired, cand.remove(c));
        }
    }

    // Keys of one map missing from the other, by key with the test's #id removed.
    private static Map<String, List<String>> byFile(Map<String, String> one, Map<String, String> other) {
        Map<String, List<String>> result = new HashMap<>();
        for (String k : new ArrayList<>(one.keySet())) {
            int space = k.indexOf(' ');
            int hash = k.indexOf('#');
            if (other.containsKey(k) || hash < 0 || hash > space) {
                continue;
            }
            result.computeIfAbsent(k.substring(0, hash) + k.substring(space), x -> new ArrayList<>()).add(k);
        }
        return result;
    }

    /**
     * Compares two thread-state figures. Histograms ("{RUNNABLE=1,
     * TIMED_WAITING=918}") differ when a state's share of the samples moved
     * by more than {@link #STATE_SHARE_CHANGE_PERCENT} percent; their sample
     * counts themselves differ on every run. A histogram whose counts sum to
     * zero ("{}" included) has no shares: {@link StateComparison#NO_SAMPLES}.
     * Plain states ("TIMED_WAITING") differ when they are not the same.
     *
     * @param base the baseline's figure
     * @param cand the candidate's figure
     * @return how they compare
     */
    static StateComparison compareStates(String base, String cand) {
        Map<String, Long> b = stateCounts(base);
        Map<String, Long> c = stateCounts(cand);
        if (b == null || c == null) {
            return base.equals(cand) ? StateComparison.SAME : StateComparison.MOVED;
        }
        long nb = b.values().stream().mapToLong(Long::longValue).sum();
        long nc = c.values().stream().mapToLong(Long::longValue).sum();
        if (nb == 0 || nc == 0) {
            return StateComparison.NO_SAMPLES;
        }
        Set<String> states = new TreeSet<>(b.keySet());
        states.addAll(c.keySet());
        // |kb/nb - kc/nc| > p/100, in whole numbers so that a move of
        // exactly p % is no change.
        boolean moved = states.stream().anyMatch(st -> 100 * Math.abs(b.getOrDefault(st, 0L) * nc
                - c.getOrDefault(st, 0L) * nb) > STATE_SHARE_CHANGE_PERCENT * nb * nc);
        return moved ? StateComparison.MOVED : StateComparison.SAME;
    }

    // The counts of a histogram "{STATE=n, ...}", or null for a plain state.
    private static Map<String, Long> stateCounts(String figure) {
        if (!figure.startsWith("{") || !figure.endsWith("}")) {
            return null;
        }
        Map<String, Long> counts = new TreeMap<>();
        Matcher m = STATE_COUNT.matcher(figure);
        while (m.find()) {
            counts.merge(m.group(1), Long.parseLong(m.group(2)), Long::sum);
        }
        return counts;
    }

    private static Double number(String s) {
        try {
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static String show(String value, boolean nanos) {
        Double v = number(value);
        return nanos && v != null ? Units.nanos(v) : value;
    }
}
