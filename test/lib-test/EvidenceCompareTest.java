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
 * @summary Unit tests of EvidenceCompare: when a thread state's share changed, and what cannot be compared
 * @library /lib /make/src
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build EvidenceCompare Compare
 * @run testng EvidenceCompareTest
 */

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

public class EvidenceCompareTest {

    // The table EvidenceCompare printed for the last comparison.
    private String table;

    // Compares two thread-state histograms, each written as
    // ThreadStateContract writes its evidence.
    private EvidenceCompare.Outcome compare(String base, String cand) throws IOException {
        Path dir = Files.createTempDirectory(Path.of(""), "evidence");
        Path b = Files.writeString(dir.resolve("base.jsonl"), line(base));
        Path c = Files.writeString(dir.resolve("cand.jsonl"), line(cand));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        EvidenceCompare.Outcome outcome;
        try (PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            outcome = EvidenceCompare.compare(b, c, "a", "b", out);
        }
        table = bytes.toString(StandardCharsets.UTF_8);
        return outcome;
    }

    private static String line(String state) {
        return "{\"kind\":\"thread-state\",\"test\":\"test/waits/contract/ThreadStateContract.java#sleep\","
                + "\"method\":\"sleep\",\"state\":\"" + state + "\"}\n";
    }

    @DataProvider
    public Object[][] moves() {
        return new Object[][] {
            {"{TIMED_WAITING=790}", "{RUNNABLE=2, TIMED_WAITING=892}", EvidenceCompare.Outcome.AGREE},
            {"{TIMED_WAITING=1000}", "{RUNNABLE=100, TIMED_WAITING=900}", EvidenceCompare.Outcome.AGREE},
            {"{RUNNABLE=10, TIMED_WAITING=90}", "{TIMED_WAITING=80}", EvidenceCompare.Outcome.AGREE},
            {"{TIMED_WAITING=1000}", "{RUNNABLE=101, TIMED_WAITING=899}", EvidenceCompare.Outcome.CHANGED},
            {"{TIMED_WAITING=790}", "{RUNNABLE=120, TIMED_WAITING=780}", EvidenceCompare.Outcome.CHANGED},
        };
    }

    // A share changes when it moves by more than 100 % less
    // ThreadStateContract's 90 %: from 100 % to 90 % the contract still
    // passes, to 89.9 % it fails.
    @Test(dataProvider = "moves")
    public void aShareChangesWhenItMovesByMoreThanTheContractsMargin(String base, String cand,
                                                                    EvidenceCompare.Outcome expected)
            throws IOException {
        assertEquals(compare(base, cand), expected, base + " vs " + cand + ":\n" + table);
        assertEquals(table.contains("CHANGED\n"), expected == EvidenceCompare.Outcome.CHANGED, table);
        assertTrue(table.contains("more than 10 %") && table.contains("ThreadStateContract's 90 %"), table);
    }

    // The margin is ThreadStateContract's own threshold, read from its source.
    @Test
    public void theMarginIsThreadStateContractsThreshold() throws IOException {
        String source = Files.readString(KitSources.root().resolve("test/waits/contract/ThreadStateContract.java"));
        Matcher m = Pattern.compile("TIMED_WAITING_SHARE = ([0-9.]+);").matcher(source);
        assertTrue(m.find(), "ThreadStateContract's threshold (TIMED_WAITING_SHARE = <share>;) in its source");
        assertEquals(EvidenceCompare.CONTRACT_TIMED_WAITING_PERCENT, Math.round(Double.parseDouble(m.group(1)) * 100),
                "EvidenceCompare's threshold against ThreadStateContract's " + m.group(1));
    }

    @DataProvider
    public Object[][] noSamples() {
        return new Object[][] {
            {"{TIMED_WAITING=790}", "{}"},
            {"{TIMED_WAITING=0}", "{RUNNABLE=3, TIMED_WAITING=900}"},
            {"{RUNNABLE=0, TIMED_WAITING=0}", "{RUNNABLE=0, TIMED_WAITING=0}"},
            {"{}", "{}"},
        };
    }

    // A histogram of no samples has no shares: no comparison, which make
    // compare takes for no agreement.
    @Test(dataProvider = "noSamples")
    public void aHistogramOfNoSamplesIsNotCompared(String base, String cand) throws IOException {
        assertEquals(compare(base, cand), EvidenceCompare.Outcome.NOT_COMPARED, table);
        assertTrue(table.contains("NOT COMPARED") && table.contains("no samples"), table);
    }

    // A run that measured figures beside one that measured none (its
    // evidence file absent or empty) has nothing to agree with: no
    // comparison. Two runs that measured none leave the verdicts alone.
    @Test
    public void figuresOfOneRunOnlyAreNotCompared() throws IOException {
        Path dir = Files.createTempDirectory(Path.of(""), "evidence");
        Path measured = Files.writeString(dir.resolve("measured.jsonl"), line("{TIMED_WAITING=790}"));
        Path empty = Files.writeString(dir.resolve("empty.jsonl"), "");
        Path absent = dir.resolve("absent.jsonl");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            assertEquals(EvidenceCompare.compare(measured, absent, "a", "b", out),
                    EvidenceCompare.Outcome.NOT_COMPARED, "a file beside none");
            assertEquals(EvidenceCompare.compare(empty, measured, "a", "b", out),
                    EvidenceCompare.Outcome.NOT_COMPARED, "an empty file beside a file");
            assertEquals(EvidenceCompare.compare(empty, absent, "a", "b", out),
                    EvidenceCompare.Outcome.AGREE, "no figures on either side");
        }
        String printed = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(printed.contains("no figure was measured in both runs")
                && printed.contains("the verdicts alone are compared"), printed);
    }

    // A comparison that fails (here: the candidate's evidence cannot be
    // read, a directory in its place) is one not made, never an agreement.
    @Test
    public void aComparisonThatFailsIsNotAnAgreement() throws IOException {
        Path out = Files.createTempDirectory(Path.of(""), "compare");
        Files.createDirectories(out.resolve("baseline/waits"));
        Files.writeString(out.resolve("baseline/waits/evidence.jsonl"), line("{TIMED_WAITING=790}"));
        Files.createDirectories(out.resolve("candidate/waits/evidence.jsonl"));
        Compare.Side side = new Compare.Side("baseline", Path.of("/jdk"), "25", "");
        Compare.Figures figures = Compare.figures(out, "waits", side, side);
        assertEquals(figures.outcome(), EvidenceCompare.Outcome.NOT_COMPARED, figures.why());
        assertTrue(figures.why().startsWith("EvidenceCompare failed"), figures.why());
    }
}
