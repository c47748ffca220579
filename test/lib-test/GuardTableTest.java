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
 * @summary Unit tests of GuardTable: which mechanism a kill is credited to, and the rows across modules
 * @library /lib /make/src
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build GuardTable
 * @run testng GuardTableTest
 */

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.testng.annotations.Test;

import waitkit.VerdictRecord;
import waitkit.VerdictRecord.Source;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

/**
 * make guard's table: a kill is credited to a mechanism only when the kit's
 * verdict fired in the killing test and, where the test listener saw what
 * the test threw, that was the verdict's own AssertionError; otherwise it
 * is "other". A survivor whose assertion could not measure is "not
 * measured". A mutant that several modules' tests judged takes the most
 * decisive status any of them gave.
 */
public class GuardTableTest {

    private static final String MUTANT = "p.Pool take ()V 7 waitkit.pit.WaitMutator_ON_SPIN_WAIT";
    private static final String JUNIT5 = "p.PoolTest.[engine:junit-jupiter]/[class:p.PoolTest]/[method:idle()]";

    private static GuardTable.Row row(String status, String killingTest) {
        GuardTable.Row r = new GuardTable.Row(MUTANT, "p.Pool", "take", "7", "java.lang.Thread::sleep",
                "ON_SPIN_WAIT");
        r.add("core", status, killingTest);
        return r;
    }

    private static VerdictRecord assertion(String method, String outcome, String message) {
        return new VerdictRecord(MUTANT, "p.PoolTest", method, Source.ASSERTION, outcome, message);
    }

    private static VerdictRecord thrown(String method, String message) {
        return new VerdictRecord(MUTANT, "p.PoolTest", method, Source.TEST, VerdictRecord.FAILED, message);
    }

    // A mutant killed by the test named, explained by the records given.
    private static GuardTable.Row killed(String killingTest, VerdictRecord... recorded) {
        GuardTable.Row r = row("KILLED", killingTest);
        GuardTable.explain(r, List.of(recorded));
        return r;
    }

    @Test
    public void aKillByTheVerdictTheTestThrewIsItsMechanisms() {
        GuardTable.Row r = killed(JUNIT5,
                assertion("idle", "CPU_USE", "CPU_USE: 96.0 % of a CPU, expected at most 2.0 %"),
                thrown("idle", "java.lang.AssertionError: CPU_USE: 96.0 % of a CPU, expected at most 2.0 %"));
        assertEquals(r.why, "CPU_USE");
    }

    // The verdict fired, but the test failed of something else: no credit.
    @Test
    public void aKillByAnotherFailureIsOther() {
        GuardTable.Row r = killed(JUNIT5, assertion("idle", "CPU_USE", "CPU_USE: 96.0 % of a CPU"),
                thrown("idle", "org.opentest4j.AssertionFailedError: expected: <1> but was: <0>"));
        assertEquals(r.why, "other");
        assertTrue(r.detail.startsWith("org.opentest4j.AssertionFailedError"), r.detail);
    }

    // A verdict recorded in another test of the class is not the killer's.
    @Test
    public void aVerdictOfAnotherTestIsNotCredited() {
        GuardTable.Row r = killed(JUNIT5, assertion("busy", "CPU_USE", "CPU_USE: 96.0 % of a CPU"));
        assertEquals(r.why, "other");
        assertTrue(r.detail.startsWith("unknown"), r.detail);
    }

    // JUnit 4: no listener, so the assertion's record stands alone.
    @Test
    public void withoutAListenerTheAssertionsRecordStands() {
        GuardTable.Row r = killed("p.PoolTest.idle(p.PoolTest)",
                assertion("idle", "BUDGET_COLLAPSE", "BUDGET_COLLAPSE: 9 back-offs took 0.04 ms"));
        assertEquals(r.why, "BUDGET_COLLAPSE");
    }

    @Test
    public void aSurvivorThatWasNotMeasuredSaysSo() {
        GuardTable.Row r = row("SURVIVED", "");
        GuardTable.explain(r, List.of(assertion("idle", VerdictRecord.NOT_MEASURED, "no schedstat")));
        assertEquals(r.why, "not measured");
    }

    // A module whose tests did not cover the mutant does not judge it; the
    // most decisive status wins, with its killing test.
    @Test
    public void theMostDecisiveStatusOfTheModulesWins() {
        GuardTable.Row r = row("SURVIVED", "");
        r.add("app", "KILLED", JUNIT5);
        r.add("web", "NO_COVERAGE", "");
        assertEquals(r.status, "KILLED");
        assertEquals(r.killingTest, JUNIT5);
        assertEquals(List.copyOf(r.judgedBy), List.of("core", "app"));
    }

    @Test
    public void junit5IdsAreShortened() {
        assertEquals(GuardTable.shortTestName(JUNIT5), "PoolTest.idle");
        assertEquals(GuardTable.shortTestName("p.T.[engine:junit-jupiter]/[class:p.T]/[test-template:m(int)]"
                + "/[test-template-invocation:#2]"), "T.m#2");
        assertEquals(GuardTable.shortTestName("p.T.m"), "p.T.m");
    }

    // Two modules' reports of one mutant make one row; the summary counts it once.
    @Test
    public void theReportsOfTwoModulesMakeOneRow() throws Exception {
        Path dir = Files.createTempDirectory(Path.of(""), "guard");
        writeReport(dir.resolve("reports/core"), "SURVIVED", "");
        writeReport(dir.resolve("reports/app"), "KILLED", JUNIT5);
        Path verdicts = Files.createDirectories(dir.resolve("verdicts"));
        Path table = dir.resolve("table.txt");
        GuardTable.main(new String[] {dir.resolve("reports").toString(), verdicts.toString(), table.toString()});
        String text = Files.readString(table, StandardCharsets.UTF_8);
        assertTrue(text.contains("guard: 1 mutants at 1 wait sites: 1 killed (other 1), 0 timed out, 0 survived"),
                text);
        assertTrue(text.contains("app,core"), "judged by both modules' tests: " + text);
    }

    private static void writeReport(Path dir, String status, String killingTest) throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("mutations.xml"), "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<mutations>\n"
                + "<mutation detected='" + status.equals("KILLED") + "' status='" + status + "' numberOfTestsRun='1'>"
                + "<sourceFile>Pool.java</sourceFile><mutatedClass>p.Pool</mutatedClass>"
                + "<mutatedMethod>take</mutatedMethod><methodDescription>()V</methodDescription>"
                + "<lineNumber>7</lineNumber><mutator>waitkit.pit.WaitMutator_ON_SPIN_WAIT</mutator>"
                + "<indexes><index>7</index></indexes><blocks><block>1</block></blocks>"
                + "<killingTest>" + killingTest + "</killingTest>"
                + "<description>replaced java.lang.Thread::sleep with Thread.onSpinWait()</description>"
                + "</mutation>\n</mutations>\n", StandardCharsets.UTF_8);
    }
}
