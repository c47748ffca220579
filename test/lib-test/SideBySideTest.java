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
 * @summary Unit tests of make side-by-side: jtreg's summary read, the TCK's variants, a mutant's verdict
 * @library /lib /make/src
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build SideBySide
 * @run testng SideBySideTest
 */

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.testng.annotations.Test;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

public class SideBySideTest {

    private static SideBySide.TestResult passed() {
        return new SideBySide.TestResult(SideBySide.Status.PASSED, "");
    }

    private static SideBySide.TestResult ended(SideBySide.Status status) {
        return new SideBySide.TestResult(status, status.name().toLowerCase() + ". why");
    }

    private static SideBySide.Run run(String variant, Map<String, SideBySide.TestResult> results) {
        return new SideBySide.Run("LOOP", variant, results, 1.5, null);
    }

    @Test
    public void eachLineOfJtregsSummaryIsAStatusWithItsReason() throws IOException {
        Path summary = Files.createTempFile(Path.of("."), "summary", ".txt");
        Files.write(summary, List.of(
                "tck/AloneA.java                Passed. Execution successful",
                "tck/AloneB.java                Passed. Skipped: jtreg.SkippedException: no virtual threads",
                "x/C.java#id                    Failed. Execution failed: `main' threw exception: boom",
                "x/D.java                       Error. Program `java' timed out (timeout set to 120000ms)",
                "x/E.java                       Error. Compilation failed",
                "x/F.java                       Not run. Test running...",
                "a line that is no test's"));
        Map<String, SideBySide.TestResult> r = SideBySide.results(summary);
        assertEquals(List.copyOf(r.keySet()), List.of("tck/AloneA.java", "tck/AloneB.java", "x/C.java#id", "x/D.java",
                "x/E.java", "x/F.java"));
        assertEquals(r.get("tck/AloneA.java"), passed());
        assertEquals(r.get("tck/AloneB.java").status(), SideBySide.Status.SKIPPED);
        assertEquals(r.get("x/C.java#id"), new SideBySide.TestResult(SideBySide.Status.FAILED,
                "Failed. Execution failed: `main' threw exception: boom"));
        assertEquals(r.get("x/D.java").status(), SideBySide.Status.TIMED_OUT);
        assertEquals(r.get("x/E.java").status(), SideBySide.Status.ERROR);
        assertEquals(r.get("x/F.java"), new SideBySide.TestResult(SideBySide.Status.NOT_RUN, ""));
    }

    @Test
    public void aMutantIsKilledTimedOutOrSurvivesByTheTestsThatPassTheOriginal() {
        Map<String, SideBySide.TestResult> original = new LinkedHashMap<>();
        original.put("T1", passed());
        original.put("T2", passed());
        original.put("T3", ended(SideBySide.Status.FAILED));
        Map<String, SideBySide.TestResult> killed = new LinkedHashMap<>(original);
        killed.put("T1", ended(SideBySide.Status.FAILED));
        Map<String, SideBySide.TestResult> hung = new LinkedHashMap<>(original);
        hung.put("T2", ended(SideBySide.Status.TIMED_OUT));
        Map<String, SideBySide.TestResult> survived = new LinkedHashMap<>(original);
        String table = SideBySide.table(List.of(run("original", original), run("onSpinWait", killed),
                run("yield", hung), run("sleep0", survived)), List.of("a note"));
        assertTrue(table.contains("BASELINE BROKEN"), table);
        assertTrue(table.contains("LOOP original: fail without a mutant, so they judge no mutant: T3 (failed. why)"),
                table);
        assertTrue(table.matches("(?s).*onSpinWait +3 +1 +2 +KILLED .*"), table);
        assertTrue(table.matches("(?s).*yield +3 +1 +2 +TIMED_OUT .*"), table);
        assertTrue(table.matches("(?s).*sleep0 +3 +2 +1 +survived .*"), table);
        assertTrue(table.contains("LOOP: OpenJDK's tests kill 1 of 3 mutants run and time out on 1"
                + " (tests that pass the original: 2)"), table);
        assertTrue(table.contains("LOOP onSpinWait KILLED by: T1 (failed. why)"), table);
        assertTrue(table.contains("  a note"), table);
    }

    @Test
    public void aLoopWhoseOriginalPassesNoTestJudgesNoMutant() {
        Map<String, SideBySide.TestResult> broken = Map.of("T1", ended(SideBySide.Status.ERROR));
        String table = SideBySide.table(List.of(run("original", broken), run("yield", broken)), List.of());
        assertTrue(table.matches("(?s).*yield +1 +0 +1 +NOT JUDGED .*"), table);
        assertTrue(table.contains("kill 0 of 1 mutants run"), table);
    }

    @Test
    public void aTckClassIsBuiltWithTheReleaseVariantsUpToTheJdksOwn() throws IOException {
        Path tck = Files.createTempDirectory(Path.of("."), "tck");
        for (String f : List.of("Collection8Test.java", "ReentrantReadWriteLock20Test.java",
                "ArrayBlockingQueueTest.java", "JSR166TestCase.java", "Collection11Test.java")) {
            Files.writeString(tck.resolve(f), "");
        }
        assertEquals(SideBySide.releaseVariants(tck, 17), List.of("Collection11Test", "Collection8Test"));
        assertEquals(SideBySide.releaseVariants(tck, 21),
                List.of("Collection11Test", "Collection8Test", "ReentrantReadWriteLock20Test"));
        String file = SideBySide.writeTckClassTest("ArrayBlockingQueueTest", List.of("Collection8Test"), tck);
        String description = Files.readString(tck.resolve(file));
        assertTrue(description.contains(" * @build ArrayBlockingQueueTest Collection8Test\n"), description);
        assertTrue(description.contains(" * @run junit/othervm ArrayBlockingQueueTest\n"), description);
    }

    @Test
    public void aJunitTestsCountsComeFromItsJtrFile() throws IOException {
        Path work = Files.createTempDirectory(Path.of("."), "work");
        Files.createDirectories(work.resolve("tck"));
        Files.write(work.resolve("tck/AloneX.jtr"), List.of("#section:junit",
                "[ JUnit Tests: found 3, started 3, succeeded 2, failed 1, aborted 0, skipped 0 ]", "result: Failed."));
        Files.write(work.resolve("tck/Y_id.jtr"), List.of("no counts here"));
        assertEquals(SideBySide.junitCounts(work, "tck/AloneX.java"),
                "; JUnit Tests: found 3, started 3, succeeded 2, failed 1, aborted 0, skipped 0");
        assertEquals(SideBySide.junitCounts(work, "tck/Y.java#id"), "");
        assertEquals(SideBySide.junitCounts(work, "tck/Missing.java"), "");
    }
}
