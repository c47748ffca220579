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
 * @summary Unit tests of FailureRates: make validate's Clopper-Pearson bound and the table of its rows
 * @library /make/src
 * @build FailureRates
 * @run testng FailureRatesTest
 */

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

/**
 * The bound make validate prints for each test: with no failure in n runs
 * it is 1 - 0.05^(1/n) in closed form; with failures, the binomial
 * probability of that many or fewer at the bound is 5 %. The rows count
 * only the runs that judged a test, the failing tests first.
 */
public class FailureRatesTest {

    @DataProvider
    public Object[][] noFailure() {
        return new Object[][] {{1}, {2}, {10}, {20}, {40}};
    }

    @Test(dataProvider = "noFailure")
    public void withNoFailureTheBoundIsTheClosedForm(int runs) {
        assertEquals(FailureRates.upperBound(runs, 0), 1 - Math.pow(1 - FailureRates.CONFIDENCE, 1.0 / runs), 1e-9,
                "0 of " + runs);
    }

    // P(X <= failed) for X binomial(runs, p), summed directly.
    private static double atMost(int failed, int runs, double p) {
        double sum = 0;
        for (int i = 0; i <= failed; i++) {
            double choose = 1;
            for (int j = 0; j < i; j++) {
                choose = choose * (runs - j) / (j + 1);
            }
            sum += choose * Math.pow(p, i) * Math.pow(1 - p, runs - i);
        }
        return sum;
    }

    @DataProvider
    public Object[][] failures() {
        return new Object[][] {{20, 1}, {20, 2}, {20, 11}, {10, 9}, {40, 3}};
    }

    @Test(dataProvider = "failures")
    public void withFailuresTheBoundLeavesFivePercent(int runs, int failed) {
        double bound = FailureRates.upperBound(runs, failed);
        assertTrue(bound > (double) failed / runs && bound < 1, failed + " of " + runs + ": " + bound);
        assertEquals(atMost(failed, runs, bound), 1 - FailureRates.CONFIDENCE, 1e-6, failed + " of " + runs);
        assertTrue(FailureRates.upperBound(runs, failed) > FailureRates.upperBound(runs, failed - 1),
                "one more failure, a higher bound");
    }

    @Test
    public void everyRunFailedIsABoundOfOne() {
        assertEquals(FailureRates.upperBound(5, 5), 1.0);
    }

    // A skipped run says nothing of a test; the failing tests come first.
    @Test
    public void theRowsCountTheRunsThatJudgedEachTestTheFailingFirst() throws IOException {
        Path outcomes = Files.createTempFile(Path.of(""), "outcomes", ".tsv");
        Files.write(outcomes, List.of("1\ta.java\tpassed", "1\tb.java\tfailed", "2\ta.java\tpassed",
                "2\tb.java\tpassed", "3\ta.java\tskipped", "3\tb.java\tpassed", "not a row"));
        List<String> rows = FailureRates.report(outcomes);
        assertEquals(rows.size(), 4, String.join("\n", rows));
        assertTrue(rows.get(2).matches("\\s+3\\s+1\\s+86\\.5 %\\s+b\\.java"), rows.get(2));
        assertTrue(rows.get(3).matches("\\s+2\\s+0\\s+77\\.6 %\\s+a\\.java"), rows.get(3));
    }
}
