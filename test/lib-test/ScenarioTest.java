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
 * @summary ScenarioDriver and ScenarioJudge catch a control only by its own mechanism; a throw is an ERROR
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng/othervm ScenarioTest
 */

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongConsumer;
import java.util.regex.Pattern;

import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

import waitkit.Evidence;
import waitkit.Verdict.Mechanism;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.jvm.ChildJvm;
import waitkit.scenario.Expectation;
import waitkit.scenario.ScenarioDriver;
import waitkit.scenario.ScenarioJudge;
import waitkit.scenario.ScenarioReport;
import waitkit.scenario.Workers;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;

public class ScenarioTest {

    /** A user's wait whose accept throws, as {@code WAIT=class:ScenarioTest$ThrowingWait} would give. */
    public static final class ThrowingWait implements LongConsumer {
        @Override
        public void accept(long nanos) {
            throw new IllegalStateException("the wait under test is broken");
        }
    }

    /**
     * Child main: workers that call the wait named by {@code -Dwaitkit.wait}
     * in a loop that treats any failure to finish as giving up, the shape of
     * the kit's workloads; it reports STARVATION if it is ever asked to judge.
     */
    public static final class LoopWorkload {
        public static void main(String[] args) throws Exception {
            WaitMethod wait = WaitMethod.fromSystemProperty("sleep");
            Workers.run("loop-", 2, i -> {
                for (int k = 0; k < 3; k++) {
                    wait.await(1_000_000L);
                }
            }, Duration.ofSeconds(20).toNanos());
            ScenarioReport.send("LoopWorkload", wait, Verdict.fail(Mechanism.STARVATION, "the work did not get done"),
                    new Spun(3, null));
        }
    }

    /**
     * The figures the children of these tests send.
     *
     * @param calls       the calls of the wait each worker made
     * @param spinnerLeft the name of a thread left spinning, if one was
     */
    record Spun(int calls, String spinnerLeft) {
    }

    /**
     * Child main: sends a PASS and returns, leaving a thread that is not a
     * daemon spinning; the JVM must end all the same, and at once.
     */
    public static final class LeavesASpinner {
        public static void main(String[] args) {
            Thread spinner = startSpinnerThatIsNoDaemon();
            ScenarioReport.send("LeavesASpinner", WaitMethod.of("onSpinWait"), Verdict.pass("sent"),
                    new Spun(0, spinner.getName()));
        }
    }

    // A thread that keeps a JVM alive, unless something ends the JVM outright.
    private static Thread startSpinnerThatIsNoDaemon() {
        Thread spinner = new Thread(() -> {
            while (true) {
                Thread.onSpinWait();
            }
        }, "waitkit-left-spinning");
        spinner.start();
        return spinner;
    }

    /** Child main: leaves a spinning thread that is not a daemon, and throws. */
    public static final class ThrowsAfterASpinner {
        public static void main(String[] args) {
            startSpinnerThatIsNoDaemon();
            throw new IllegalStateException("the workload itself is broken");
        }
    }

    /** Child main: sends two results, which the parent must not pick from. */
    public static final class SendsTwice {
        public static void main(String[] args) {
            WaitMethod wait = WaitMethod.of("sleep");
            ScenarioReport.send("SendsTwice", wait, Verdict.pass("first"), new Spun(1, null));
            ScenarioReport.send("SendsTwice", wait, Verdict.fail(Mechanism.STARVATION, "second"), new Spun(2, null));
        }
    }

    private static ScenarioDriver.Outcome outcome(Verdict v) {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("scenario", "Fake");
        fields.put("wait", "onSpinWait");
        fields.put("verdict", v.passed() ? "PASS" : v.mechanism().name());
        fields.put("message", v.message());
        fields.put("elapsed_ns", "1234");
        return new ScenarioDriver.Outcome(v, "Fake", "onSpinWait", Map.of("elapsed_ns", "1234"), fields,
                new ChildJvm.Result(List.of("java"), 0, false, 5678, "", ""));
    }

    @DataProvider
    public Object[][] judged() {
        Verdict pass = Verdict.pass("fine");
        Verdict collapse = Verdict.fail(Mechanism.BUDGET_COLLAPSE, "gave up early");
        Verdict starvation = Verdict.fail(Mechanism.STARVATION, "slow");
        Verdict insensitive = Verdict.fail(Mechanism.INSENSITIVE, "the wait never ran");
        Verdict contract = Verdict.fail(Mechanism.CONTRACT, "the target never got ready");
        Verdict error = Verdict.fail(Mechanism.ERROR, "threw");
        Expectation mustPass = Expectation.PASS;
        Expectation byCollapse = Expectation.parse("BUDGET_COLLAPSE");
        return new Object[][] {
            // the workload's verdict, the expectation, the test's verdict (null: passes)
            {pass, mustPass, null},
            {collapse, mustPass, Mechanism.BUDGET_COLLAPSE},
            {error, mustPass, Mechanism.ERROR},
            {collapse, byCollapse, null},
            {pass, byCollapse, Mechanism.INSENSITIVE},
            {starvation, byCollapse, Mechanism.STARVATION},
            {insensitive, byCollapse, Mechanism.INSENSITIVE},
            {contract, byCollapse, Mechanism.CONTRACT},
            {error, byCollapse, Mechanism.ERROR},
        };
    }

    @Test(dataProvider = "judged")
    public void aPositiveControlIsDetectedOnlyByItsMechanism(Verdict workload, Expectation expected,
                                                             Mechanism outcome) {
        if (outcome == null) {
            ScenarioJudge.judge(outcome(workload), expected);
            return;
        }
        RuntimeException e = expectThrows(RuntimeException.class,
                () -> ScenarioJudge.judge(outcome(workload), expected));
        assertTrue(e.getMessage().startsWith(outcome + ": "), "workload " + workload + ", expected " + expected
                + ": the test must fail as " + outcome + ", got '" + e.getMessage() + "'");
    }

    @DataProvider
    public Object[][] notExpectations() {
        return new Object[][] {{"DETECTED"}, {"INSENSITIVE"}, {"ERROR"}, {"pass"}, {""}};
    }

    @Test(dataProvider = "notExpectations")
    public void anExpectationIsPassOrAMechanism(String text) {
        expectThrows(IllegalArgumentException.class, () -> Expectation.parse(text));
    }

    // The child JVM's time and the workload's own elapsed time are two fields.
    @Test
    public void evidenceKeepsTheChildTimeAndTheWorkloadTime() throws Exception {
        Path file = Path.of(Evidence.FILE);
        Files.deleteIfExists(file);
        ScenarioJudge.judge(outcome(Verdict.fail(Mechanism.BUDGET_COLLAPSE, "x")),
                Expectation.parse("BUDGET_COLLAPSE"));
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        Map<String, String> f = Evidence.parse(lines.get(lines.size() - 1));
        assertEquals(f.get("child_elapsed_ns"), "5678", "child_elapsed_ns in " + f);
        assertEquals(f.get("elapsed_ns"), "1234", "elapsed_ns in " + f);
        assertEquals(f.get("expected"), "BUDGET_COLLAPSE", "expected in " + f);
    }

    // A throwing wait is an ERROR that names the exception, never the
    // STARVATION the workload would report for work left undone.
    @Test
    public void aThrowingUserWaitIsAnError() throws Exception {
        ScenarioDriver.Outcome o = ScenarioDriver.run(LoopWorkload.class.getName(),
                "class:" + ThrowingWait.class.getName(), 0, ChildJvm.DEFAULT_TIMEOUT, List.of());
        assertEquals(o.verdict().mechanism(), Mechanism.ERROR, "verdict: " + o.verdict());
        assertTrue(o.verdict().message().contains("IllegalStateException: the wait under test is broken"),
                "message: expected it to name the exception, got '" + o.verdict().message() + "'");
        RuntimeException e = expectThrows(RuntimeException.class,
                () -> ScenarioJudge.judge(o, Expectation.parse("STARVATION")));
        assertTrue(e.getMessage().startsWith("ERROR: "), "judged: " + e.getMessage());
    }

    // sleepDuration on a JDK before 19 is a catalogue method that throws.
    @Test
    public void aThrowingCatalogueWaitIsAnError() throws Exception {
        WaitMethod sleepDuration = WaitMethod.of("sleepDuration");
        String wait = sleepDuration.isAvailable() ? "class:" + ThrowingWait.class.getName() : "sleepDuration";
        ScenarioDriver.Outcome o = ScenarioDriver.run(LoopWorkload.class.getName(), wait, 0,
                ChildJvm.DEFAULT_TIMEOUT, List.of());
        assertEquals(o.verdict().mechanism(), Mechanism.ERROR, "verdict: " + o.verdict());
        assertTrue(o.verdict().message().contains(sleepDuration.isAvailable() ? "IllegalStateException"
                : "UnsupportedOperationException"), "message: " + o.verdict().message());
    }

    @Test
    public void theWaitThatRanIsTheOneNamed() throws Exception {
        ScenarioDriver.Outcome o = ScenarioDriver.run(LoopWorkload.class.getName(), "sleep", 0,
                ChildJvm.DEFAULT_TIMEOUT, List.of());
        assertEquals(o.verdict().mechanism(), Mechanism.STARVATION, "a wait that works: the workload's own "
                + "verdict, got " + o.verdict());
        assertEquals(o.figures(Spun.class).orElseThrow(), new Spun(3, null), "figures of " + o.fields());
    }

    // The child's main is its life: once it returns, the JVM exits, though a
    // thread that is no daemon still spins, and the verdict it sent is read.
    @Test
    public void aChildEndsWhenItsMainReturns() throws Exception {
        ScenarioDriver.Outcome o = ScenarioDriver.run(LeavesASpinner.class.getName(), "onSpinWait", 0,
                ChildJvm.DEFAULT_TIMEOUT, List.of());
        assertTrue(o.verdict().passed(), "verdict: expected the PASS the child sent, got " + o.verdict());
        assertEquals(o.child().exitCode(), 0, "exit code of a child whose main returned; " + o.child());
        assertFalse(o.child().timedOut(), "the child must exit, not be killed at its timeout");
        assertEquals(o.figures(Spun.class).orElseThrow().spinnerLeft(), "waitkit-left-spinning");
    }

    @Test
    public void aChildWhoseMainThrowsEndsAsAnError() throws Exception {
        ScenarioDriver.Outcome o = ScenarioDriver.run(ThrowsAfterASpinner.class.getName(), "onSpinWait", 0,
                ChildJvm.DEFAULT_TIMEOUT, List.of());
        assertEquals(o.verdict().mechanism(), Mechanism.ERROR, "verdict: " + o.verdict());
        assertTrue(o.verdict().message().contains("exit code 1")
                && o.verdict().message().contains("IllegalStateException: the workload itself is broken"),
                "message: expected exit code 1 and the exception, got '" + o.verdict().message() + "'");
        assertFalse(o.child().timedOut(), "the child must exit, not be killed at its timeout");
        assertTrue(o.figures(Spun.class).isEmpty(), "figures of a child that sent none: " + o.fields());
    }

    // A child ends by returning from its main; only ParentWatchdog ends a JVM
    // outright, which skips the finally blocks and shutdown hooks of its code.
    @Test
    public void onlyParentWatchdogHaltsAJvm() throws Exception {
        Pattern halt = Pattern.compile("Runtime\\s*\\.\\s*getRuntime\\s*\\(\\s*\\)\\s*\\.\\s*halt\\s*\\(");
        List<String> halting = KitSources.read("lib", "test").entrySet().stream()
                .filter(e -> !e.getKey().equals("lib/waitkit/jvm/ParentWatchdog.java"))
                .filter(e -> halt.matcher(e.getValue()).find())
                .map(Map.Entry::getKey).toList();
        assertEquals(halting, List.of(), "sources that call Runtime.halt: expected none but ParentWatchdog");
    }

    @Test
    public void twoResultsAreAnError() throws Exception {
        ScenarioDriver.Outcome o = ScenarioDriver.run(SendsTwice.class.getName(), "sleep", 0,
                ChildJvm.DEFAULT_TIMEOUT, List.of());
        assertEquals(o.verdict().mechanism(), Mechanism.ERROR, "verdict: " + o.verdict());
        assertTrue(o.verdict().message().contains("sent 2 results, expected one"), "message: " + o.verdict());
    }
}
