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
 * @summary Unit tests of ChildJvm: CPU budget, timeout, reaping, exit code, output, end with its parent
 * @requires waitkit.taskset
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng/othervm ChildJvmTest
 */

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.FutureTask;

import org.testng.annotations.Test;

import waitkit.Platform;
import waitkit.Units;
import waitkit.jvm.ChildJvm;
import waitkit.jvm.ChildReaper;
import waitkit.jvm.ParentWatchdog;
import waitkit.jvm.PatchOptions;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertThrows;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;

public class ChildJvmTest {

    // Generous: a child JVM that should exit at once may still take seconds to
    // start on a loaded machine; only the sleeping child is meant to time out.
    private static final Duration PROMPT = Duration.ofSeconds(30);

    /** Child main: what the JVM and the kernel say about the CPUs it has. */
    public static class PrintCpus {
        public static void main(String[] args) throws Exception {
            System.out.println(Runtime.getRuntime().availableProcessors());
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Cpus_allowed_list:")) {
                    System.out.println(line);
                }
            }
        }
    }

    /** Child main: outlives any timeout the test gives it. */
    public static class Sleep60 {
        public static void main(String[] args) throws Exception {
            Thread.sleep(60_000);
        }
    }

    /** Child main: exits with status 7. */
    public static class Exit7 {
        public static void main(String[] args) {
            System.exit(7);
        }
    }

    /** Child main: says it runs, then outlives any timeout the test gives it. */
    public static class ReadyThenSleep60 {
        public static void main(String[] args) throws Exception {
            System.out.println("ready");
            System.out.flush();
            Thread.sleep(60_000);
        }
    }

    /**
     * Child main: starts a ReadyThenSleep60 child JVM through
     * ChildJvm.start(), and once that runs (its watchdog too), says its pid
     * and waits for it.
     */
    public static class StartSleep60 {
        public static void main(String[] args) throws Exception {
            Process p = ChildJvm.of(ReadyThenSleep60.class.getName()).start();
            String line = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))
                    .readLine();
            if (!"ready".equals(line)) {
                throw new RuntimeException("first line of the child: expected 'ready', actual: " + line);
            }
            System.out.println(p.pid());
            System.out.flush();
            p.waitFor();
        }
    }

    /**
     * Child main: starts {@code sleep 60}, which inherits this JVM's output
     * and so keeps it open, says its pid, and exits.
     */
    public static class LeaveOutputOpen {
        public static void main(String[] args) throws Exception {
            Process sleep = new ProcessBuilder("sleep", "60").inheritIO().start();
            System.out.println(sleep.pid());
        }
    }

    @Test
    public void oneCpuBudget() throws Exception {
        ChildJvm child = ChildJvm.of(PrintCpus.class.getName()).cpus(1).timeout(PROMPT);
        List<String> command = child.command();
        assertTrue(command.contains("taskset") && command.contains("-XX:ActiveProcessorCount=1"),
                "command: expected taskset and -XX:ActiveProcessorCount=1, got " + command);
        ChildJvm.Result r = child.run();
        assertFalse(r.timedOut(), "child: expected to exit on its own, got " + r);
        assertEquals(r.exitCode(), 0, "exit code: expected 0, got " + r);
        String[] lines = r.stdout().strip().split("\\R");
        assertEquals(lines.length, 2, "stdout: expected 2 lines, got " + Arrays.toString(lines) + "\n" + r);
        assertEquals(lines[0].strip(), "1", "availableProcessors in the child: expected 1, got " + r);
        String allowed = lines[1].substring(lines[1].indexOf(':') + 1).strip();
        assertTrue(allowed.matches("\\d+"), "Cpus_allowed_list in the child: expected a single CPU, got '"
                + allowed + "'\n" + r);
        // the budget takes the first CPU this process may use
        int first = Platform.cpusAllowed().nextSetBit(0);
        assertEquals(Integer.parseInt(allowed), first, "CPU of the child: expected " + first + ", got " + allowed);
    }

    // The marker makes the child findable among all processes of the machine
    // without knowing its pid. Finding it while it runs shows that the search
    // would see a child that survived run().
    @Test
    public void timedOutChildIsReaped() throws Exception {
        String marker = "waitkit-lib-test-" + UUID.randomUUID();
        FutureTask<ChildJvm.Result> run = new FutureTask<>(ChildJvm.of(Sleep60.class.getName(), marker).cpus(1)
                .timeout(Duration.ofSeconds(2))::run);
        Thread runner = new Thread(run, "ChildJvmTest-runner");
        runner.start();
        boolean seen = false;
        while (!seen && !run.isDone()) {
            seen = ProcessHandle.allProcesses().anyMatch(p -> p.isAlive() && mentions(p, marker));
            Thread.sleep(20);
        }
        ChildJvm.Result r = run.get();
        assertTrue(seen, "child with marker " + marker + " while it ran: expected to find it, got nothing\n" + r);
        assertTrue(r.timedOut(), "child sleeping 60 s with a 2 s timeout: expected timedOut, got " + r);
        assertTrue(r.elapsedNanos() < Duration.ofSeconds(30).toNanos(),
                "time until the child was killed: expected well under 60 s, got " + r);
        List<ProcessHandle> left = ProcessHandle.allProcesses()
                .filter(p -> p.isAlive() && mentions(p, marker))
                .toList();
        assertTrue(left.isEmpty(), "processes with marker " + marker + " after run(): expected none, got "
                + left.stream().map(p -> p.pid() + " " + p.info()).toList());
    }

    private static boolean mentions(ProcessHandle p, String marker) {
        ProcessHandle.Info info = p.info();
        return info.arguments().map(a -> Arrays.asList(a).contains(marker)).orElse(false)
                || info.commandLine().map(c -> c.contains(marker)).orElse(false);
    }

    @Test
    public void exitCodeIsReported() throws Exception {
        ChildJvm.Result r = ChildJvm.of(Exit7.class.getName()).timeout(PROMPT).run();
        assertFalse(r.timedOut(), "child: expected to exit on its own, got " + r);
        assertEquals(r.exitCode(), 7, "exit code: expected 7, got " + r);
    }

    @Test
    public void startedChildRunsThroughTheWatchdog() throws Exception {
        ChildJvm child = ChildJvm.of(Exit7.class.getName());
        List<String> command = child.command();
        int watchdog = command.indexOf(ParentWatchdog.class.getName());
        assertTrue(watchdog >= 0 && command.get(watchdog + 1).equals(Long.toString(ProcessHandle.current().pid())),
                "command: expected ParentWatchdog with this JVM's pid, got " + command);
        Process p = child.start();
        try {
            assertEquals(p.waitFor(), 7, "exit code of the started child");
        } finally {
            ChildReaper.kill(p);
            ChildReaper.untrack(p);
        }
    }

    // The middle JVM stands for a test JVM killed outright: its child JVM,
    // started with start(), must end by itself within a poll of its watchdog
    // and the exit of a killed process.
    @Test
    public void startedChildEndsWhenItsParentIsKilled() throws Exception {
        Process parent = ChildJvm.of(StartSleep60.class.getName()).start();
        ProcessHandle child = null;
        try {
            String line = new BufferedReader(new InputStreamReader(parent.getInputStream(), StandardCharsets.UTF_8))
                    .readLine();
            assertTrue(line != null && line.matches("\\d+"), "first line of the parent: expected a pid, got " + line);
            child = ProcessHandle.of(Long.parseLong(line)).orElseThrow();
            parent.destroyForcibly();
            parent.waitFor();
            Duration bound = ParentWatchdog.POLL_INTERVAL.plus(ChildReaper.EXIT_WITHIN);
            long start = System.nanoTime();
            while (ChildReaper.running(child) && System.nanoTime() - start < bound.toNanos()) {
                Thread.sleep(20);
            }
            assertFalse(ChildReaper.running(child), "child JVM " + child.pid() + " " + Units.nanos(bound.toNanos())
                    + " after its parent was killed: expected to have exited, got still running");
        } finally {
            ChildReaper.kill(parent);
            ChildReaper.untrack(parent);
            if (child != null) {
                child.destroyForcibly();
            }
        }
    }

    @Test
    public void outputHeldOpenAfterTheChildExitedIsMarkedCutOff() throws Exception {
        ChildJvm.Result r = ChildJvm.of(LeaveOutputOpen.class.getName()).timeout(PROMPT).run();
        String[] lines = r.stdout().strip().split("\\R");
        try {
            assertFalse(r.timedOut(), "child: expected to exit on its own, got " + r);
            assertTrue(lines.length == 2 && lines[1].startsWith("waitkit: this stream was still open"),
                    "stdout: expected the sleep's pid and the cut-off mark, got " + Arrays.toString(lines));
            assertTrue(r.stderr().contains("waitkit: this stream was still open"),
                    "stderr: expected the cut-off mark, got '" + r.stderr() + "'");
        } finally {
            if (lines[0].matches("\\d+")) {
                ProcessHandle.of(Long.parseLong(lines[0])).ifPresent(ProcessHandle::destroyForcibly);
            }
        }
    }

    @Test
    public void budgetBeyondAllowedCpusIsRejected() {
        BitSet allowed = Platform.cpusAllowed();
        int tooMany = allowed.cardinality() + 1;
        IllegalStateException e = expectThrows(IllegalStateException.class,
                () -> ChildJvm.of(Exit7.class.getName()).cpus(tooMany).command());
        assertTrue(String.valueOf(e.getMessage()).contains(Integer.toString(tooMany)),
                "message: expected it to name the budget " + tooMany + ", got '" + e.getMessage() + "'");
    }

    @Test
    public void negativeBudgetIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> ChildJvm.of(Exit7.class.getName()).cpus(-1));
    }

    @Test
    public void patchesOfOneModuleBecomeOnePathWithTheFirstListsFirst() {
        List<String> merged = PatchOptions.merge(
                List.of("--patch-module", "java.base=/mutant", "-Dx=1"),
                List.of("-Xint", "--patch-module=java.base=/user", "--patch-module=jdk.attach=/attach"));
        assertEquals(merged, List.of("-Xint", "-Dx=1", "--patch-module=java.base=/mutant:/user",
                "--patch-module=jdk.attach=/attach"), "merged options");
    }

    @Test
    public void optionsWithoutPatchesKeepTheirOrder() {
        assertEquals(PatchOptions.merge(List.of("-Da", "-Db"), List.of("-Dc")), List.of("-Dc", "-Da", "-Db"),
                "merged options");
    }
}
