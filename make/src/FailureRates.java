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

/**
 * The failure rate of each test over the runs of {@code make validate}: the
 * runs in which it was judged (it passed or failed; a run in which it was
 * skipped or not run says nothing of it), the runs in which it failed, and
 * the one-sided 95 % upper confidence bound of its failure rate per run. A
 * failing negative control is a false alarm, a failing positive control a
 * detection missed; either way the bound is what the runs allow a user to
 * expect of the next one.
 *
 * <p>The bound is Clopper and Pearson's: the rate at which {@code k} or
 * fewer failures in {@code n} runs would happen only 5 % of the time. With no
 * failure it is {@code 1 - 0.05^(1/n)}, about {@code 3/n} (13.9 % for 20
 * runs, 7.2 % for 40).
 *
 * <p>Input: one line per test and run, {@code <run> TAB <test> TAB <outcome>},
 * the outcome {@code passed}, {@code failed} or {@code skipped}. Prints one
 * row per test, the failing ones first.
 */
public class FailureRates {

    /** The confidence the bound is given at. */
    static final double CONFIDENCE = 0.95;

    /** One test's runs. */
    record Rate(String test, int runs, int failed) {
        double upperBound() {
            return FailureRates.upperBound(runs, failed);
        }
    }

    public static void main(String[] args) throws IOException {
        report(Path.of(args[0])).forEach(System.out::println);
    }

    /**
     * Returns the report of a validation's outcomes: its head, then one row
     * per test, the failing ones first.
     *
     * @param outcomes the outcomes file
     * @return the report's lines
     * @throws IOException if the file cannot be read
     */
    static List<String> report(Path outcomes) throws IOException {
        Map<String, int[]> byTest = new TreeMap<>();
        for (String line : Files.readAllLines(outcomes, StandardCharsets.UTF_8)) {
            String[] f = line.split("\t");
            if (f.length != 3 || f[2].equals("skipped")) {
                continue;
            }
            int[] counts = byTest.computeIfAbsent(f[1], k -> new int[2]);
            counts[0]++;
            if (f[2].equals("failed")) {
                counts[1]++;
            }
        }
        List<Rate> rates = new ArrayList<>();
        byTest.forEach((test, c) -> rates.add(new Rate(test, c[0], c[1])));
        rates.sort((a, b) -> a.failed() != b.failed() ? b.failed() - a.failed() : a.test().compareTo(b.test()));
        List<String> lines = new ArrayList<>();
        lines.add("validate: per test, the runs that judged it, those it failed, and the 95 % upper bound of"
                + " its failure rate per run (Clopper-Pearson; with no failure about 3/runs): a failing negative"
                + " control is a false alarm, a failing positive control a missed detection");
        lines.add(String.format(Locale.ROOT, "    %5s %6s %11s  %s", "runs", "failed", "rate <=", "test"));
        for (Rate r : rates) {
            lines.add(String.format(Locale.ROOT, "    %5d %6d %9.1f %%  %s", r.runs(), r.failed(),
                    100 * r.upperBound(), r.test()));
        }
        return lines;
    }

    /**
     * Returns the one-sided upper confidence bound at {@value #CONFIDENCE} of a
     * rate seen as {@code failed} of {@code runs}: the rate {@code p} at which
     * {@code failed} or fewer failures would happen with probability
     * {@code 1 - CONFIDENCE}, found by bisection.
     *
     * @param runs   the runs, at least 1
     * @param failed the failures among them
     * @return the bound, 1 when every run failed
     */
    static double upperBound(int runs, int failed) {
        if (failed >= runs) {
            return 1.0;
        }
        double lo = (double) failed / runs;
        double hi = 1.0;
        for (int i = 0; i < 100; i++) {
            double mid = (lo + hi) / 2;
            if (atMost(failed, runs, mid) > 1 - CONFIDENCE) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return hi;
    }

    // P(X <= k) for X binomial(n, p), summed in logarithms.
    private static double atMost(int k, int n, double p) {
        double sum = 0;
        for (int i = 0; i <= k; i++) {
            sum += Math.exp(logChoose(n, i) + i * Math.log(p) + (n - i) * Math.log1p(-p));
        }
        return sum;
    }

    private static double logChoose(int n, int k) {
        double s = 0;
        for (int i = 1; i <= k; i++) {
            s += Math.log(n - k + i) - Math.log(i);
        }
        return s;
    }
}
