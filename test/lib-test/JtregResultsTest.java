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
 * @summary Unit tests of JtregResults: make test's counts, combined passes and reasons read from jtreg's files
 * @library /lib /make/src
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build JtregResults
 * @run testng JtregResultsTest
 */

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

public class JtregResultsTest {

    @DataProvider
    public Object[][] lines() {
        return new Object[][] {
            // jtreg's closing line, its exit status; total, pass, fail, error, skip, checked
            {"Test results: passed: 151; did not meet platform requirements: 7", 0, List.of(158, 151, 0, 0, 7, 151)},
            // a test that threw jtreg.SkippedException is counted as passed and skipped
            {"Test results: passed: 8; skipped: 2; did not meet platform requirements: 3", 0,
                List.of(11, 6, 0, 0, 5, 6)},
            {"Test results: passed: 3; failed: 1; error: 2", 3, List.of(6, 3, 1, 2, 0, 6)},
            {"Test results: passed: 111; did not match keywords: 42", 0, List.of(111, 111, 0, 0, 0, 111)},
            // no line from a jtreg that exited badly: one error, nothing checked
            {"", 1, List.of(1, 0, 0, 1, 0, 0)},
            {"", 0, List.of(0, 0, 0, 0, 0, 0)},
        };
    }

    @Test(dataProvider = "lines")
    public void countsAreMakeTestsRows(String line, int status, List<Integer> expected) {
        JtregResults.Counts c = JtregResults.Counts.of(line, status);
        assertEquals(List.of(c.total(), c.pass(), c.fail(), c.error(), c.skip(), c.checked()), expected,
                "counts of '" + line + "', status " + status);
    }

    @Test
    public void aRunThatCheckedNothingSaysWhy() {
        assertEquals(JtregResults.Counts.of("Test results: passed: 1", 0).nothingChecked("x"), "");
        assertEquals(JtregResults.Counts.of("", 1).nothingChecked("x"),
                "jtreg reported no results: it did not start or died");
        assertEquals(JtregResults.Counts.of("Test results: no tests selected", 1).nothingChecked("waitkit.cpus=2"),
                "jtreg ran no test: the selection holds none, or none whose @requires this JDK and machine meet "
                + "(here: waitkit.cpus=2)");
        assertEquals(JtregResults.Counts.of("Test results: passed: 2; skipped: 2", 0).nothingChecked(""),
                "all 2 tests were skipped or did not meet platform requirements");
    }

    @Test
    public void twoPassesMakeOneLine() {
        assertEquals(JtregResults.combined(List.of(
                "Test results: passed: 39; did not match keywords: 116; did not meet platform requirements: 3",
                "Test results: passed: 112; did not match keywords: 42; did not meet platform requirements: 4")),
                "Test results: passed: 151; did not meet platform requirements: 7");
        assertEquals(JtregResults.combined(List.of("Test results: no tests selected", "")),
                "Test results: no tests selected");
        assertEquals(JtregResults.resultsLine("Passed: a\nTest results: passed: 1\nReport written\n"),
                "Test results: passed: 1");
    }

    @Test
    public void reasonsComeFromTheJtrFiles() throws IOException {
        Path work = Files.createTempDirectory(Path.of(""), "work");
        Files.createDirectories(work.resolve("test/x"));
        Files.writeString(work.resolve("test/x/A.jtr"), "#Test Results (version 2)\ntest=test/x/A.java\n"
                + "execStatus=Failed. Execution failed\\: `main' threw exception\\: java.lang.RuntimeException\\: "
                + "CPU_USE\\: the waiter used 9 ms\n");
        Files.writeString(work.resolve("test/x/B.jtr"), "test=test/x/B.java\nexecStatus=Passed. Skipped\\: "
                + "jtreg.SkippedException\\: no sources of the JDK's own code\n");
        Files.writeString(work.resolve("test/x/C.jtr"), "test=test/x/C.java\nexecStatus=Passed. Execution successful\n");
        List<String> failed = JtregResults.reasons(work, true);
        assertEquals(failed.get(0), "  test/x/A.java: Failed. Execution failed: `main' threw exception: "
                + "java.lang.RuntimeException: CPU_USE: the waiter used 9 ms");
        assertTrue(failed.get(1).startsWith("    (whole output: ") && failed.get(1).endsWith("A.jtr)"), failed.get(1));
        assertEquals(failed.size(), 2, "failed: " + failed);
        assertEquals(JtregResults.reasons(work, false).get(0), "  test/x/B.java: no sources of the JDK's own code");
    }
}
