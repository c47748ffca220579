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
 * state's share of the samples moved by a tenth or more.
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
 * exits with status 0, or 3 when a verdict or a thread state's share changed.
 */
public class EvidenceCompare {

    private static final double CHANGE_FACTOR = 2.0;
    private static final List<String> IDENTITY = List.of("method", "requested_ns", "when", "wait", "loop",
            "refactor", "scenario");
    private static final List<String> TEXT_FIGURES = List.of("verdict", "state", "threw", "status_after");

    /**
     * A state's share of the samples that counts as a change of state:
     * ThreadStateContract's own tolerance (a blocking wait is TIMED_WAITING
     * in at least 90 % of the samples).
     */
    private static final double STATE_SHARE_CHANGE = 0.10;
    private static final Pattern STATE_COUNT = Pattern.compile("([A-Z_]+)=(\\d+)");

    public static void main(String[] args) throws IOException {
        if (args.length != 4) {
            System.err.println("usage: EvidenceCompare <baseline.jsonl> <candidate.jsonl> <baseline name> <candidate name>");
            System.exit(2);
        }
        Map<String, String> base = figures(Path.of(args[0]));
        Map<String, String> cand = figures(Path.of(args[1]));
        pairAcrossIds(base, cand);
        int keyWidth = 6;
        for (String k : base.keySet()) {
            if (cand.containsKey(k)) {
                keyWidth = Math.max(keyWidth, k.length());
            }
        }
        int valueWidth = Math.max(14, Math.max(args[2].length(), args[3].length()));
        String fmt = "%-" + keyWidth + "s %" + valueWidth + "s %" + valueWidth + "s %8s  %s%n";
        System.out.printf(Locale.ROOT, fmt, "figure", args[2], args[3], "ratio", "");
        int shown = 0;
        int changed = 0;
        boolean verdictChanged = false;
        for (Map.Entry<String, String> e : new TreeMap<>(base).entrySet()) {
            String c = cand.get(e.getKey());
            if (c == null) {
                continue;
            }
            shown++;
            String b = e.getValue();
            String ratio = "";
            boolean moved;
            Double bv = number(b);
            Double cv = number(c);
            boolean isNanos = e.getKey().endsWith("_ns");
            if (bv != null && cv != null) {
                double r = bv == 0 ? (cv == 0 ? 1 : Double.POSITIVE_INFINITY) : cv / bv;
                ratio = Double.isInfinite(r) ? "inf" : String.format(Locale.ROOT, "%.2f", r);
                moved = r >= CHANGE_FACTOR || r <= 1 / CHANGE_FACTOR;
            } else if (e.getKey().endsWith(" state")) {
                moved = stateSharesMoved(b, c);
                verdictChanged |= moved;
            } else {
                moved = !b.equals(c);
                verdictChanged |= moved;
            }
            changed += moved ? 1 : 0;
            System.out.printf(Locale.ROOT, fmt, e.getKey(), show(b, isNanos), show(c, isNanos), ratio,
                    moved ? "CHANGED" : "");
        }
        List<String> onlyOne = new ArrayList<>();
        base.keySet().stream().filter(k -> !cand.containsKey(k)).forEach(k -> onlyOne.add(args[2] + " only: " + k));
        cand.keySet().stream().filter(k -> !base.containsKey(k)).forEach(k -> onlyOne.add(args[3] + " only: " + k));
        System.out.println();
        System.out.println(changed + " of " + shown + " figures CHANGED (a factor of " + CHANGE_FACTOR
                + " or more, a different verdict, or a thread state's share moved by a tenth); " + onlyOne.size() + " measured in one run only");
        onlyOne.forEach(s -> System.out.println("  " + s));
        System.exit(verdictChanged ? 3 : 0);
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
     * Tells whether two thread-state histograms ("{RUNNABLE=1,
     * TIMED_WAITING=918}") differ: a state's share of the samples moved by
     * {@link #STATE_SHARE_CHANGE} or more. The sample counts themselves differ
     * on every run.
     */
    static boolean stateSharesMoved(String base, String cand) {
        Map<String, Double> b = stateShares(base);
        Map<String, Double> c = stateShares(cand);
        if (b.isEmpty() || c.isEmpty()) {
            return !base.equals(cand);
        }
        Set<String> states = new TreeSet<>(b.keySet());
        states.addAll(c.keySet());
        return states.stream().anyMatch(st -> Math.abs(b.getOrDefault(st, 0.0) - c.getOrDefault(st, 0.0))
                >= STATE_SHARE_CHANGE);
    }

    private static Map<String, Double> stateShares(String histogram) {
        Map<String, Double> counts = new TreeMap<>();
        Matcher m = STATE_COUNT.matcher(histogram);
        while (m.find()) {
            counts.put(m.group(1), Double.parseDouble(m.group(2)));
        }
        double total = counts.values().stream().mapToDouble(Double::doubleValue).sum();
        counts.replaceAll((state, n) -> n / total);
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
