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
 * @test id=parent-killed
 * @summary A test JVM SIGKILLed mid quota scenario leaves no child JVM or cgroup: the child's watchdog acts
 * @requires waitkit.cgroup.quota
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build CpuQuotaWorkload
 * @run driver KilledQuotaRun PARENT_KILLED
 */

/*
 * @test id=parent-terminated
 * @summary A test JVM SIGTERMed mid quota scenario, as on a jtreg timeout, leaves no child JVM or cgroup behind
 * @requires waitkit.cgroup.quota
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build CpuQuotaWorkload
 * @run driver KilledQuotaRun PARENT_TERMINATED
 */

/*
 * @test id=both-killed
 * @summary When a test JVM and its child die at once the cgroup stays, and the next group created removes it
 * @requires waitkit.cgroup.quota
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build CpuQuotaWorkload
 * @run driver KilledQuotaRun BOTH_KILLED
 */

/*
 * @test id=agent-killed
 * @summary A jtreg agent SIGKILLed mid quota scenario leaves no JVM or cgroup: the test JVM's watchdog acts
 * @requires waitkit.cgroup.quota
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build CpuQuotaWorkload
 * @run driver KilledQuotaRun AGENT_KILLED
 */

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

import waitkit.JtregProperties;
import waitkit.Units;
import waitkit.Verdict;
import waitkit.cgroup.CpuQuotaGroup;
import waitkit.cgroup.LeftoverGroups;
import waitkit.jvm.ChildJvm;
import waitkit.jvm.ChildReaper;
import waitkit.jvm.ParentWatchdog;
import waitkit.scenario.RecordCodec;

/**
 * Starts a stand-in for a test JVM that runs a quota scenario's child (a
 * CpuQuotaWorkload with a yielding waiter and work that would take half an
 * hour) in a cgroup with a CPU quota, waits until the child runs in the
 * group, then ends it, or the stand-in for the jtreg agent JVM that started
 * it, the way the case names, and checks that the JVMs and the group are gone
 * within {@link #GONE_WITHIN}:
 * <ul>
 * <li>PARENT_KILLED: SIGKILL to the test JVM, which runs nothing on its way
 *     out; the child's ParentWatchdog sees its parent gone, moves the child
 *     out of the group, removes the group and kills its own JVM.</li>
 * <li>PARENT_TERMINATED: SIGTERM to the test JVM, what jtreg does to an agent
 *     JVM after a timeout; its shutdown hooks kill the child (ChildReaper)
 *     and remove the group (CpuQuotaGroup).</li>
 * <li>BOTH_KILLED: SIGKILL to both at once (the child stopped with SIGSTOP
 *     first), so nothing runs on the way out and the group stays; the next
 *     {@link CpuQuotaGroup#create} finds it among the groups of JVMs that are
 *     gone and removes it.</li>
 * <li>AGENT_KILLED: SIGKILL to a stand-in for the jtreg agent JVM, which
 *     started the test JVM as this test's main does, through
 *     {@link #startStandIn}; the test JVM's ParentWatchdog sees its parent
 *     gone, kills the child, removes the group the test JVM created, and
 *     kills the test JVM.</li>
 * </ul>
 */
public class KilledQuotaRun {

    /**
     * How long after the case ends a JVM the JVMs and the group it checks may
     * take to be gone (exited, for a JVM; a zombie has): the longest of the
     * cases' chains of bounds. The watchdog's own work (listing this JVM's
     * descendants, writing the group's files, starting {@code kill}) took 20
     * to 100 ms where measured, within the margin of each of these bounds.
     * <ul>
     * <li>AGENT_KILLED: the test JVM's watchdog sees its parent gone within
     *     {@link ParentWatchdog#POLL_INTERVAL} and kills the child; the group
     *     is removed once the child has exited, within
     *     {@link CpuQuotaGroup#REMOVAL_WITHIN}; then the watchdog kills the
     *     test JVM, which exits within {@link ChildReaper#EXIT_WITHIN}.</li>
     * <li>PARENT_KILLED: the child's watchdog sees its parent gone within a
     *     poll interval and runs after at most one period of its throttled
     *     group (1 s at most, less than {@link CpuQuotaGroup#REMOVAL_WITHIN});
     *     it leaves the group, removes it at once (it is empty) and kills its
     *     JVM, which exits within {@link ChildReaper#EXIT_WITHIN}.</li>
     * <li>PARENT_TERMINATED: the test JVM's shutdown hooks kill the child and
     *     remove the group once the child has exited, within
     *     {@link CpuQuotaGroup#REMOVAL_WITHIN}.</li>
     * <li>BOTH_KILLED: the test removes the group itself, after the child
     *     has exited.</li>
     * </ul>
     */
    private static final Duration GONE_WITHIN = ParentWatchdog.POLL_INTERVAL
            .plus(CpuQuotaGroup.REMOVAL_WITHIN)
            .plus(ChildReaper.EXIT_WITHIN);

    /** How long a JVM may take to start and its child to appear in the group. */
    private static final Duration STARTED_WITHIN = Duration.ofSeconds(30);

    enum Case { PARENT_KILLED, PARENT_TERMINATED, BOTH_KILLED, AGENT_KILLED }

    /** The stand-in test JVM: creates a group and runs a child in it until it is ended. */
    public static final class StandIn {
        public static void main(String[] args) throws Exception {
            try (CpuQuotaGroup group = CpuQuotaGroup.create(50_000, 100_000)) {
                System.out.println("group " + group.dir());
                System.out.flush();
                CpuQuotaWorkload.Args d = CpuQuotaWorkload.Args.DEFAULTS;
                ChildJvm.of("CpuQuotaWorkload", RecordCodec.toArgs(new CpuQuotaWorkload.Args(1_000_000,
                                d.parkMicros(), d.workMicros(), 1, 0, "sleep", d.bound(), "never judged")))
                        .inGroup(group).vmOptions("-Dwaitkit.wait=yield").timeout(Duration.ofHours(1)).run();
            }
        }
    }

    /**
     * The stand-in jtreg agent JVM: starts a stand-in test JVM through
     * {@link #startStandIn}, says its pid and group, and waits to be killed.
     */
    public static final class Agent {
        public static void main(String[] args) throws Exception {
            Process standIn = startStandIn();
            Path group = groupOf(standIn);
            System.out.println("stand-in " + standIn.pid() + " " + group);
            System.out.flush();
            standIn.waitFor();
        }
    }

    public static void main(String[] args) throws Exception {
        Case c = Case.valueOf(args[0]);
        if (c == Case.AGENT_KILLED) {
            agentKilled();
            return;
        }
        Process standIn = startStandIn();
        try {
            Path group = groupOf(standIn);
            ProcessHandle child = childInGroup(group);
            Map<String, ProcessHandle> jvms = new LinkedHashMap<>();
            jvms.put("the stand-in test JVM", standIn.toHandle());
            jvms.put("its child JVM", child);
            requireAlive(c, jvms);
            System.out.println("group " + group + ", child JVM " + child.pid() + " in it; ending the test JVM: " + c);
            switch (c) {
                case PARENT_KILLED -> standIn.destroyForcibly();
                case PARENT_TERMINATED -> standIn.destroy();
                case BOTH_KILLED -> {
                    // The child stopped first, so that its watchdog cannot see
                    // the test JVM go and remove the group before its own kill;
                    // then the test JVM, which could otherwise see its child
                    // end and remove the group.
                    stop(child);
                    standIn.destroyForcibly();
                    child.destroyForcibly();
                }
                default -> throw new AssertionError(c);
            }
            standIn.waitFor();
            if (c == Case.BOTH_KILLED) {
                awaitExit(child);
                if (!Files.exists(group) || !LeftoverGroups.list().contains(group)) {
                    throw new RuntimeException("expected " + group + " to be left behind and listed as a leftover, "
                            + "actual: exists " + Files.exists(group) + ", leftovers " + LeftoverGroups.list());
                }
                CpuQuotaGroup.create(50_000, 100_000).close();
            }
            awaitGone(c, "the test JVM ended", jvms, group);
        } finally {
            ChildReaper.kill(standIn);
            ChildReaper.untrack(standIn);
        }
    }

    // The stand-in jtreg agent starts the stand-in test JVM and is killed;
    // afterwards whatever a failed run left behind is removed.
    private static void agentKilled() throws Exception {
        Process agent = ChildJvm.of(Agent.class.getName())
                .vmOptions(JtregProperties.asOptions().toArray(new String[0])).start();
        ProcessHandle standIn = null;
        ProcessHandle child = null;
        Path group = null;
        try {
            forward(agent.getErrorStream(), "agent stderr: ");
            String line = new BufferedReader(new InputStreamReader(agent.getInputStream(), StandardCharsets.UTF_8))
                    .readLine();
            if (line == null || !line.matches("stand-in \\d+ .+")) {
                throw new RuntimeException("expected the agent JVM to say 'stand-in <pid> <group>', actual: " + line);
            }
            String[] f = line.split(" ", 3);
            standIn = ProcessHandle.of(Long.parseLong(f[1])).orElseThrow(
                    () -> new RuntimeException("expected the stand-in test JVM " + f[1] + " alive, actual: gone"));
            group = Path.of(f[2]);
            child = childInGroup(group);
            Map<String, ProcessHandle> jvms = new LinkedHashMap<>();
            jvms.put("the stand-in test JVM", standIn);
            jvms.put("its child JVM", child);
            requireAlive(Case.AGENT_KILLED, jvms);
            System.out.println("agent JVM " + agent.pid() + ", test JVM " + standIn.pid() + ", group " + group
                    + ", child JVM " + child.pid() + " in it; killing the agent JVM");
            agent.destroyForcibly();
            agent.waitFor();
            awaitGone(Case.AGENT_KILLED, "the agent JVM was killed", jvms, group);
        } finally {
            ChildReaper.kill(agent);
            ChildReaper.untrack(agent);
            for (ProcessHandle p : new ProcessHandle[] {standIn, child}) {
                if (p != null && ChildReaper.running(p)) {
                    p.destroyForcibly();
                    awaitExit(p);
                }
            }
            if (group != null && Files.exists(group)) {
                // The group's creator is gone now: creating a group removes it.
                CpuQuotaGroup.create(50_000, 100_000).close();
            }
        }
    }

    // Starts the stand-in test JVM as the kit starts every JVM, watching this
    // one (ParentWatchdog): main and the stand-in agent both start it here.
    private static Process startStandIn() throws IOException {
        return ChildJvm.of(StandIn.class.getName()).start();
    }

    // The group the stand-in test JVM created, from its first line of output;
    // its standard error goes to this JVM's.
    private static Path groupOf(Process standIn) throws IOException {
        forward(standIn.getErrorStream(), "stand-in stderr: ");
        String line = new BufferedReader(new InputStreamReader(standIn.getInputStream(), StandardCharsets.UTF_8))
                .readLine();
        if (line == null || !line.startsWith("group ")) {
            throw new RuntimeException("expected the stand-in test JVM to say 'group <dir>', actual: " + line);
        }
        return Path.of(line.substring("group ".length()));
    }

    // Sends SIGSTOP: the process runs nothing more until SIGCONT or SIGKILL.
    private static void stop(ProcessHandle p) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", "-STOP", Long.toString(p.pid())).inheritIO().start();
        if (kill.waitFor() != 0) {
            throw new RuntimeException("kill -STOP " + p.pid() + ": expected exit code 0, actual: " + kill.exitValue());
        }
    }

    // Copies a stream, line by line, to System.err on a daemon thread.
    private static void forward(InputStream in, String prefix) {
        Thread t = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                for (String line; (line = r.readLine()) != null; ) {
                    System.err.println(prefix + line);
                }
            } catch (IOException e) {
                // the process is gone
            }
        }, "KilledQuotaRun-forward");
        t.setDaemon(true);
        t.start();
    }

    // Waits until none of the JVMs is alive and the group is gone, and fails
    // with what is left when that takes longer than GONE_WITHIN.
    private static void awaitGone(Case c, String after, Map<String, ProcessHandle> jvms, Path group)
            throws InterruptedException {
        long start = System.nanoTime();
        long deadline = start + GONE_WITHIN.toNanos();
        while (left(jvms, group) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        long took = System.nanoTime() - start;
        StringBuilder expected = new StringBuilder();
        StringBuilder actual = new StringBuilder();
        jvms.forEach((name, p) -> {
            expected.append(name).append(" ").append(p.pid()).append(", ");
            actual.append(name).append(ChildReaper.running(p) ? " running, " : " gone, ");
        });
        expected.append("the group ").append(group);
        actual.append("the group ").append(Files.exists(group) ? "still there" : "gone");
        if (left(jvms, group)) {
            Verdict.fail(Verdict.Mechanism.CONTRACT, c + ": expected " + expected + " gone within "
                    + Units.nanos(GONE_WITHIN.toNanos()) + " after " + after + ", actual: " + actual).orThrow();
        }
        Verdict.pass(c + ": " + expected + " are gone " + Units.nanos(took) + " after " + after + " (bound "
                + Units.nanos(GONE_WITHIN.toNanos()) + ")").orThrow();
    }

    private static boolean left(Map<String, ProcessHandle> jvms, Path group) {
        return jvms.values().stream().anyMatch(ChildReaper::running) || Files.exists(group);
    }

    // Waits until a killed process has exited; onExit() would wait for its
    // reaping too.
    private static void awaitExit(ProcessHandle p) throws InterruptedException {
        long deadline = System.nanoTime() + ChildReaper.EXIT_WITHIN.toNanos();
        while (ChildReaper.running(p)) {
            if (System.nanoTime() > deadline) {
                throw new RuntimeException("expected the killed process " + p.pid() + " to exit within "
                        + Units.nanos(ChildReaper.EXIT_WITHIN.toNanos()) + ", actual: still running");
            }
            Thread.sleep(10);
        }
    }

    // The child JVM once its workload runs in the group: the process in the
    // group's cgroup.procs that has CpuQuotaWorkload's thread "waiter". A
    // JVM that fails before the workload starts never has it, so a case that
    // ends its JVMs checks JVMs that would otherwise have run for half an hour.
    private static ProcessHandle childInGroup(Path group) throws Exception {
        long deadline = System.nanoTime() + STARTED_WITHIN.toNanos();
        while (System.nanoTime() < deadline) {
            for (String pid : Files.readAllLines(group.resolve("cgroup.procs"))) {
                if (!pid.isBlank() && hasThread(Long.parseLong(pid.trim()), "waiter")) {
                    return ProcessHandle.of(Long.parseLong(pid.trim())).orElseThrow();
                }
            }
            Thread.sleep(20);
        }
        throw new RuntimeException("expected a child JVM running CpuQuotaWorkload's thread 'waiter' in " + group
                + " within " + Units.nanos(STARTED_WITHIN.toNanos()) + ", actual: none; processes in the group: "
                + Files.readAllLines(group.resolve("cgroup.procs")));
    }

    private static boolean hasThread(long pid, String name) throws IOException {
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Path.of("/proc", Long.toString(pid), "task"))) {
            for (Path task : tasks) {
                if (Files.readString(task.resolve("comm")).strip().equals(name)) {
                    return true;
                }
            }
        } catch (NoSuchFileException e) {
            // the process or the thread has exited
        }
        return false;
    }

    // Fails if a JVM the case is about to end has exited already: the case
    // would then check nothing.
    private static void requireAlive(Case c, Map<String, ProcessHandle> jvms) {
        jvms.forEach((name, p) -> {
            if (!ChildReaper.running(p)) {
                throw new RuntimeException(c + ": expected " + name + " " + p.pid() + " to run until it is ended, "
                        + "actual: it exited on its own");
            }
        });
    }
}
