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
 * @test id=counted-sleep
 * @bug 7162400
 * @summary AttachWithStalePidFile-style handshake, negative control: the original's 60 x Thread.sleep(1000) polls find the target and attach
 * @key timing
 * @requires os.family == "linux" & waitkit.taskset & waitkit.cpus >= 2
 * @library /lib
 * @build AttachHandshake AttachTarget
 * @run main AttachHandshakeScenario counted sleep PASS 2
 */

/*
 * @test id=counted-onSpinWait
 * @bug 7162400
 * @summary AttachWithStalePidFile-style handshake, positive control: 60 x onSpinWait give up long before the target writes vm.paused
 * @key timing
 * @requires os.family == "linux" & waitkit.taskset & waitkit.cpus >= 2
 * @library /lib
 * @build AttachHandshake AttachTarget
 * @run main AttachHandshakeScenario counted onSpinWait DETECTED 2
 */

/*
 * @test id=counted-yield
 * @bug 7162400
 * @summary AttachWithStalePidFile-style handshake, positive control: on 2 CPUs, 60 x yield give up long before the target writes vm.paused
 * @key timing
 * @requires os.family == "linux" & waitkit.taskset & waitkit.cpus >= 2
 * @library /lib
 * @build AttachHandshake AttachTarget
 * @run main AttachHandshakeScenario counted yield DETECTED 2
 */

/*
 * @test id=uncounted-sleep
 * @bug 7162400
 * @summary AttachWithStalePidFile-style handshake, negative control: an uncounted sleep poll leaves the one CPU to the starting target
 * @key timing
 * @requires os.family == "linux" & waitkit.taskset & waitkit.cpus >= 2
 * @library /lib
 * @build AttachHandshake AttachTarget
 * @run main AttachHandshakeScenario uncounted sleep PASS 1
 */

/*
 * @test id=uncounted-onSpinWait
 * @bug 7162400
 * @summary AttachWithStalePidFile-style handshake, positive control: an uncounted onSpinWait poll takes half the one CPU the starting target needs
 * @key timing
 * @requires os.family == "linux" & waitkit.taskset & waitkit.cpus >= 2
 * @library /lib
 * @build AttachHandshake AttachTarget
 * @run main AttachHandshakeScenario uncounted onSpinWait DETECTED 1
 */

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import waitkit.Scenario;
import waitkit.Verdict;

/**
 * Runs AttachHandshake in a child JVM pinned to the CPU budget of the
 * {@code @run} line, which the target JVM it starts inherits, with its wait and
 * expectation, then checks that nothing was left behind: no target JVM, no
 * vm.paused.&lt;pid&gt;, target.ready.&lt;pid&gt; and no /tmp/.java_pid&lt;pid&gt;,
 * also when the driver was killed for its timeout.
 * <p>
 * The counted shape runs on 2 CPUs, the uncounted one on 1. On one CPU a
 * counted loop of 60 yields does not collapse: each yield hands the CPU to the
 * starting target, which reaches its pause within them (measured on the kit's
 * machine: it passed, after one yield). On two, the target starts on the other
 * CPU, the yields return at once, and the loop gives up, as the article (000)
 * says it does. The uncounted shape needs one CPU for a spinning waiter to
 * compete with the target at all.
 * Arguments: shape, wait, expectation, CPUs.
 */
public class AttachHandshakeScenario {

    public static void main(String[] args) throws Exception {
        Scenario.Plan plan = Scenario.plan(args[1], args[2]);
        // jtreg ends a test that times out by ending its JVM: clean up then too.
        Thread cleaner = new Thread(() -> removeLeftovers(), "attach-leftover-cleaner");
        Runtime.getRuntime().addShutdownHook(cleaner);
        Scenario.Outcome outcome;
        try {
            outcome = Scenario.run("AttachHandshake", plan.waitName(), Integer.parseInt(args[3]),
                    Duration.ofSeconds(90), List.of(), args[0], "20");
        } finally {
            Runtime.getRuntime().removeShutdownHook(cleaner);
            checkNothingLeftBehind();
        }
        Scenario.judge(outcome, plan.expectation());
    }

    private static void checkNothingLeftBehind() throws Exception {
        String left = removeLeftovers();
        if (!left.isEmpty()) {
            Verdict.fail(Verdict.Mechanism.CONTRACT, "the scenario left behind:" + left).orThrow();
        }
    }

    // Kills the last target and deletes its files; says what it found.
    private static String removeLeftovers() {
        try {
            return removeLeftoversOrThrow();
        } catch (Exception e) {
            return " (clean-up failed: " + e + ")";
        }
    }

    private static String removeLeftoversOrThrow() throws Exception {
        Path pidFile = Path.of(AttachHandshake.TARGET_PID_FILE);
        if (!Files.exists(pidFile)) {
            return "";
        }
        long pid = Long.parseLong(Files.readString(pidFile).trim());
        Files.delete(pidFile);
        StringBuilder left = new StringBuilder();
        ProcessHandle.of(pid).ifPresent(p -> {
            p.destroyForcibly();
            left.append(" the target JVM ").append(pid);
        });
        for (Path p : List.of(Path.of("vm.paused." + pid), Path.of("target.ready." + pid),
                Path.of("/tmp/.java_pid" + pid))) {
            if (Files.deleteIfExists(p)) {
                left.append(" ").append(p.toAbsolutePath());
            }
        }
        return left.toString();
    }
}
