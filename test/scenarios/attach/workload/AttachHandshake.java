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

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;

import com.sun.tools.attach.VirtualMachine;

import waitkit.Units;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.judge.GiveUpVerdict;
import waitkit.jvm.ParentWatchdog;
import waitkit.scenario.AttachLeftovers;
import waitkit.scenario.LoopShape;
import waitkit.scenario.RecordCodec;
import waitkit.scenario.ScenarioReport;

/**
 * AttachWithStalePidFile's handshake, with the wait under test in the waiter's
 * poll loops. Run in a child JVM with a CPU budget by AttachHandshakeScenario;
 * the target JVM it starts inherits that budget (taskset's affinity passes to
 * children), so a waiter that spins competes with the target.
 * <ol>
 * <li>start the target with -XX:+UnlockDiagnosticVMOptions -XX:+PauseAtStartup:
 *     it writes vm.paused.&lt;pid&gt; in the working directory and waits until
 *     the file is deleted;</li>
 * <li>poll for vm.paused.&lt;pid&gt; through the wait under test, {@code counted}
 *     as the original (60 retries of 1 s) or {@code uncounted} (1 s waits until
 *     a deadline); the target is held at a gate until the first look, so the
 *     wait under test always runs;</li>
 * <li>create a stale /tmp/.java_pid&lt;pid&gt; (JDK-7162400) and delete
 *     vm.paused, which resumes the target;</li>
 * <li>poll the same way for target.ready.&lt;pid&gt;, which the target writes
 *     after {@value AttachTarget#WORK_CPU_MILLIS} ms of CPU work, with the share
 *     of the CPU that work got;</li>
 * <li>attach with com.sun.tools.attach, read the target's system properties,
 *     detach.</li>
 * </ol>
 * Verdicts:
 * <ul>
 * <li>BUDGET_COLLAPSE: a counted loop gave up after less than the 59 s it
 *     counts (see {@link GiveUpVerdict#of});</li>
 * <li>STARVATION: while it waited for the target's work, the waiter used at
 *     least as much CPU as that work needs ({@link #workVerdict}); or an
 *     uncounted loop reached its deadline. The target's share of the CPU is
 *     recorded, not judged: with the CPU also busy with other work it varies
 *     with where and when the target runs, without the waiter taking any;</li>
 * <li>OVERSHOOT: vm.paused was noticed more than one poll period (1 s, the
 *     original loop's) and one kernel tick after it appeared;</li>
 * <li>ERROR: vm.paused was there before the first poll, so the wait under
 *     test never ran (the target is held at a gate until that poll, so this
 *     means the gate failed); or the target never said it was ready, so the
 *     attach could not be tried.</li>
 * </ul>
 * Arguments: {@link Args}. The target's pid is written to
 * {@link AttachLeftovers#TARGET_PID_FILE} first, so the test can check for leftovers even
 * after a driver that was killed.
 */
public class AttachHandshake {

    private static final long POLL_NANOS = 1_000_000_000L;
    private static final int RETRIES = 60;
    // File time stamps come from the kernel's coarse clock, behind by up to one
    // scheduler tick: 10 ms at the lowest tick rate Linux has (HZ=100).
    private static final long TICK_NANOS = 10_000_000L;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** A target JVM, held at a gate until released, and the files that belong to it. */
    private record Target(Process process, Path pauseFile, Path readyFile, Path stalePidFile) {
        void release() {
            try {
                process.getOutputStream().write('\n');
                process.getOutputStream().flush();
            } catch (IOException e) {
                throw new UncheckedIOException("the target's gate could not be opened", e);
            }
        }
    }

    /** What one poll loop measured. */
    private record Poll(boolean found, int waits, long waitedNanos, long waiterCpuNanos, Instant noticedAt) {
        long claimedNanos() {
            return waits * POLL_NANOS;
        }
    }

    /**
     * The workload's arguments, {@code name=value} ({@link RecordCodec}); each
     * one left out takes its value in {@link #DEFAULTS}.
     *
     * @param shape           the poll loops' shape
     * @param deadlineSeconds when an uncounted loop gives up
     */
    record Args(LoopShape shape, long deadlineSeconds) {

        /** A counted handshake; the uncounted one gives up after 20 s. */
        static final Args DEFAULTS = new Args(LoopShape.COUNTED, 20);
    }

    /**
     * The figures sent besides the verdict's message: those of the steps the
     * handshake reached, {@code null} for the others.
     *
     * @param shape               the poll loops' shape
     * @param pauseWaits          the waits of the loop that looks for vm.paused
     * @param pauseWaitedNs       its time
     * @param pauseWaiterCpuNs    its CPU time
     * @param pauseNoticedAfterNs how long after vm.paused appeared the loop saw it
     * @param readyWaits          the waits of the loop that looks for target.ready
     * @param readyWaitedNs       its time
     * @param readyWaiterCpuNs    its CPU time
     * @param workCpuShare        the target's share of the CPU during its start-up work
     * @param targetProperties    the system properties read through the attach
     */
    record Figures(LoopShape shape, Integer pauseWaits, Long pauseWaitedNs, Long pauseWaiterCpuNs,
                   Long pauseNoticedAfterNs, Integer readyWaits, Long readyWaitedNs, Long readyWaiterCpuNs,
                   Double workCpuShare, Integer targetProperties) {
    }

    /** What the handshake measured, step by step, until it ended. */
    private static final class Measured {
        Poll paused;
        Long pauseNoticedAfterNanos;
        Poll ready;
        Double workCpuShare;
        Integer targetProperties;

        Figures figures(LoopShape shape) {
            return new Figures(shape, paused == null ? null : paused.waits(),
                    paused == null ? null : paused.waitedNanos(), paused == null ? null : paused.waiterCpuNanos(),
                    pauseNoticedAfterNanos, ready == null ? null : ready.waits(),
                    ready == null ? null : ready.waitedNanos(), ready == null ? null : ready.waiterCpuNanos(),
                    workCpuShare, targetProperties);
        }
    }

    public static void main(String[] commandLine) throws Exception {
        Args args = RecordCodec.fromArgs(Args.class, commandLine, Args.DEFAULTS);
        boolean counted = args.shape() == LoopShape.COUNTED;
        long deadlineNanos = args.deadlineSeconds() * 1_000_000_000L;
        WaitMethod wait = WaitMethod.fromSystemProperty("sleep");
        String scenario = "AttachHandshake(" + args.shape().name().toLowerCase(Locale.ROOT) + ", "
                + Runtime.getRuntime().availableProcessors() + " CPU)";
        THREADS.getCurrentThreadCpuTime();

        Measured measured = new Measured();
        Verdict verdict;
        Target t = launch();
        Thread reaper = new Thread(() -> cleanUp(t));
        Runtime.getRuntime().addShutdownHook(reaper);
        try {
            verdict = handshake(t, wait, counted, deadlineNanos, measured);
        } finally {
            cleanUp(t);
            Runtime.getRuntime().removeShutdownHook(reaper);
        }
        ScenarioReport.send(scenario, wait, verdict, measured.figures(args.shape()));
    }

    // The target waits at a gate (a shell that reads one line from its stdin,
    // then execs the JVM under the same pid) until the waiter has looked for
    // vm.paused once; once it runs it watches this JVM (ParentWatchdog), so it
    // ends if this JVM is killed. Without it, a target that starts fast reaches its pause
    // before the first look, and the wait under test never runs.
    private static Target launch() throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder("/bin/sh", "-c", "read -r go && exec \"$@\"", "attach-target-gate",
                java, "-XX:+UnlockDiagnosticVMOptions", "-XX:+PauseAtStartup",
                "-cp", System.getProperty("java.class.path"), ParentWatchdog.class.getName(),
                Long.toString(ProcessHandle.current().pid()), "AttachTarget").redirectErrorStream(true).start();
        Target t = new Target(p, Path.of("vm.paused." + p.pid()), Path.of("target.ready." + p.pid()),
                Path.of("/tmp/.java_pid" + p.pid()));
        AttachLeftovers.recordTarget(p);
        return t;
    }

    // The stale file only has to be there before the target, once resumed,
    // starts its attach listener.
    private static void createStalePidFile(Target t) throws IOException {
        Files.deleteIfExists(t.stalePidFile());
        Files.createFile(t.stalePidFile(),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
    }

    // The original's poll loop, with the wait under test; afterFirstLook runs
    // once, after the first look that did not find the file.
    private static Poll poll(Path file, WaitMethod wait, long pollNanos, boolean counted, long deadlineNanos,
                             Runnable afterFirstLook) throws InterruptedException {
        long cpu0 = THREADS.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        int retries = RETRIES;
        int waits = 0;
        boolean found;
        while (!(found = Files.exists(file))) {
            if (counted ? --retries <= 0 : System.nanoTime() - start > deadlineNanos) {
                break;
            }
            if (waits == 0) {
                afterFirstLook.run();
            }
            wait.await(pollNanos);
            waits++;
        }
        Instant noticedAt = Instant.now();
        return new Poll(found, waits, System.nanoTime() - start, THREADS.getCurrentThreadCpuTime() - cpu0,
                noticedAt);
    }

    private static Verdict handshake(Target t, WaitMethod wait, boolean counted, long deadlineNanos,
                                     Measured measured) throws Exception {
        Poll paused = poll(t.pauseFile(), wait, POLL_NANOS, counted, deadlineNanos, t::release);
        measured.paused = paused;
        if (!paused.found()) {
            return gaveUp("vm.paused." + t.process().pid(), paused, counted);
        }
        if (paused.waits() == 0) {
            return Verdict.fail(Verdict.Mechanism.ERROR, "vm.paused was there before the first poll, though"
                    + " the target was held until then: the wait under test never ran");
        }
        Instant appeared = Files.getLastModifiedTime(t.pauseFile()).toInstant();
        long lateness = Math.max(0, Duration.between(appeared, paused.noticedAt()).toNanos());
        measured.pauseNoticedAfterNanos = lateness;
        createStalePidFile(t);
        Files.delete(t.pauseFile());

        Poll ready = poll(t.readyFile(), wait, POLL_NANOS, counted, deadlineNanos, () -> { });
        measured.ready = ready;
        if (!ready.found()) {
            return gaveUp(t.readyFile().toString(), ready, counted);
        }
        double share = Double.parseDouble(Files.readString(t.readyFile()).trim());
        measured.workCpuShare = share;
        String cpuStory = "the target's " + AttachTarget.WORK_CPU_MILLIS + " ms of start-up work got "
                + Units.percent(share) + " of the CPU while the waiter used " + Units.nanos(ready.waiterCpuNanos())
                + " CPU in " + Units.nanos(ready.waitedNanos()) + " of waiting for it";
        Verdict work = workVerdict(ready.waiterCpuNanos(), cpuStory);
        if (!work.passed()) {
            return work;
        }
        int properties = awaitReady(t.process()) == null ? -1 : attachAndReadProperties(t.process().pid());
        if (properties < 0) {
            return Verdict.fail(Verdict.Mechanism.ERROR, "the target never printed " + AttachTarget.READY
                    + ", so the attach could not be tried");
        }
        measured.targetProperties = properties;
        long bound = POLL_NANOS + TICK_NANOS;
        if (lateness > bound) {
            return Verdict.fail(Verdict.Mechanism.OVERSHOOT, "vm.paused was noticed " + Units.nanos(lateness)
                    + " after it appeared, expected at most " + Units.nanos(bound)
                    + " (one poll period of the original loop and one kernel tick)");
        }
        return Verdict.pass("vm.paused noticed " + Units.nanos(lateness) + " after it appeared, after "
                + paused.waits() + " waits; " + work.message() + "; attached despite the stale "
                + t.stalePidFile() + " and read " + properties + " system properties");
    }

    /**
     * Judges the waiter's CPU while the target did its start-up work:
     * STARVATION when it used at least as much CPU as that work needs. A
     * waiter that leaves the CPU uses a small part of it; one that spins
     * beside the target on its one CPU uses as much as the target, whose
     * work it doubles. The target's share of the CPU is not judged: on a
     * machine with other work it moves with where the target runs, without
     * the waiter taking any of it.
     *
     * @param waiterCpuNanos the waiter's CPU time while it waited for the work
     * @param cpuStory       what the work and the waiter got, for the message
     * @return STARVATION, or PASS with the story and the bound
     */
    static Verdict workVerdict(long waiterCpuNanos, String cpuStory) {
        long workCpu = AttachTarget.WORK_CPU_MILLIS * 1_000_000L;
        String bound = "the " + Units.nanos(workCpu) + " of work it waited for";
        return waiterCpuNanos >= workCpu
                ? Verdict.fail(Verdict.Mechanism.STARVATION, cpuStory + ": the waiter burned more CPU than " + bound)
                : Verdict.pass(cpuStory + ", less than " + bound);
    }

    private static Verdict gaveUp(String what, Poll p, boolean counted) {
        String text = p.waits() + " waits took " + Units.nanos(p.waitedNanos()) + ", the loop assumes "
                + Units.nanos(p.claimedNanos()) + ", and " + what + " had not appeared; the waiter used "
                + Units.nanos(p.waiterCpuNanos()) + " CPU";
        return counted ? GiveUpVerdict.of(p.waitedNanos(), p.claimedNanos(), text)
                : Verdict.fail(Verdict.Mechanism.STARVATION, text);
    }

    private static String awaitReady(Process target) throws IOException {
        BufferedReader r = new BufferedReader(new InputStreamReader(target.getInputStream(), StandardCharsets.UTF_8));
        for (String line; (line = r.readLine()) != null; ) {
            if (line.equals(AttachTarget.READY)) {
                return line;
            }
            System.out.println("target: " + line);
        }
        return null;
    }

    private static int attachAndReadProperties(long pid) throws Exception {
        VirtualMachine vm = VirtualMachine.attach(Long.toString(pid));
        try {
            return vm.getSystemProperties().size();
        } finally {
            vm.detach();
        }
    }

    private static synchronized void cleanUp(Target t) {
        try {
            AttachLeftovers.removeTarget(t.process());
        } catch (IOException | InterruptedException e) {
            System.err.println("waitkit: clean-up after the target JVM failed: " + e);
        }
    }
}
