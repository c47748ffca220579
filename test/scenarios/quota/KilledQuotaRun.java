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
 * @summary A test JVM killed outright (SIGKILL) in the middle of a quota scenario leaves no child JVM and no cgroup behind: the child's watchdog removes both
 * @requires waitkit.cgroup.quota
 * @library /lib
 * @build CpuQuotaWorkload
 * @run driver KilledQuotaRun PARENT_KILLED
 */

/*
 * @test id=parent-terminated
 * @summary A test JVM ended by SIGTERM, as jtreg ends one that timed out, in the middle of a quota scenario leaves no child JVM and no cgroup behind: its shutdown hooks remove both
 * @requires waitkit.cgroup.quota
 * @library /lib
 * @build CpuQuotaWorkload
 * @run driver KilledQuotaRun PARENT_TERMINATED
 */

/*
 * @test id=both-killed
 * @summary When a test JVM and its child are killed at once the cgroup stays, and the next group created removes it
 * @requires waitkit.cgroup.quota
 * @library /lib
 * @build CpuQuotaWorkload
 * @run driver KilledQuotaRun BOTH_KILLED
 */

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import waitkit.ChildJvm;
import waitkit.ChildReaper;
import waitkit.CpuQuotaGroup;
import waitkit.Verdict;

/**
 * Starts a stand-in for a test JVM that runs a quota scenario's child (a
 * CpuQuotaWorkload with a yielding waiter and work that would take half an
 * hour) in a cgroup with a CPU quota, waits until the child runs in the
 * group, then ends it the way the case names, and checks that the child JVM
 * and the group are gone within {@value #GONE_WITHIN_SECONDS} s:
 * <ul>
 * <li>PARENT_KILLED: SIGKILL to the test JVM, which runs nothing on its way
 *     out; the child's ParentWatchdog sees its parent gone, moves the child
 *     out of the group, removes the group and halts.</li>
 * <li>PARENT_TERMINATED: SIGTERM to the test JVM, what jtreg does to an agent
 *     JVM after a timeout; its shutdown hooks kill the child (ChildReaper)
 *     and remove the group (CpuQuotaGroup).</li>
 * <li>BOTH_KILLED: SIGKILL to both at once, so nothing runs on the way out
 *     and the group stays; the next {@link CpuQuotaGroup#create} finds it
 *     among the groups of JVMs that are gone and removes it.</li>
 * </ul>
 */
public class KilledQuotaRun {

    private static final long GONE_WITHIN_SECONDS = 5;

    enum Case { PARENT_KILLED, PARENT_TERMINATED, BOTH_KILLED }

    /** The stand-in test JVM: creates a group and runs a child in it until it is ended. */
    public static final class StandIn {
        public static void main(String[] args) throws Exception {
            try (CpuQuotaGroup group = CpuQuotaGroup.create(50_000, 100_000)) {
                System.out.println("group " + group.dir());
                System.out.flush();
                ChildJvm.of("CpuQuotaWorkload", "1000000", "2000", "200", "1", "0", "1.5", "never judged")
                        .inGroup(group).vmOptions("-Dwaitkit.wait=yield").timeout(Duration.ofHours(1)).run();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Case c = Case.valueOf(args[0]);
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("test.jdk"), "bin", "java").toString(),
                "-cp", System.getProperty("test.class.path"), StandIn.class.getName()));
        Process standIn = ChildReaper.track(new ProcessBuilder(cmd).redirectErrorStream(true).start());
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(standIn.getInputStream(),
                    StandardCharsets.UTF_8));
            String line = out.readLine();
            if (line == null || !line.startsWith("group ")) {
                throw new RuntimeException("the stand-in test JVM did not create a group: " + line);
            }
            Path group = Path.of(line.substring("group ".length()));
            ProcessHandle child = childInGroup(group);
            System.out.println("group " + group + ", child JVM " + child.pid() + " in it; ending the test JVM: " + c);
            switch (c) {
                case PARENT_KILLED -> standIn.destroyForcibly();
                case PARENT_TERMINATED -> standIn.destroy();
                case BOTH_KILLED -> {
                    // The test JVM first: killed second, it could see its child end and remove the group.
                    standIn.destroyForcibly();
                    child.destroyForcibly();
                }
            }
            standIn.waitFor();
            if (c == Case.BOTH_KILLED) {
                child.onExit().get();
                if (!Files.exists(group) || !CpuQuotaGroup.leftovers().contains(group)) {
                    throw new RuntimeException("expected " + group + " to be left behind and listed as a leftover, "
                            + "actual: exists " + Files.exists(group) + ", leftovers " + CpuQuotaGroup.leftovers());
                }
                CpuQuotaGroup.create(50_000, 100_000).close();
            }
            long deadline = System.nanoTime() + GONE_WITHIN_SECONDS * 1_000_000_000L;
            while ((child.isAlive() || Files.exists(group)) && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            if (child.isAlive() || Files.exists(group)) {
                Verdict.fail(Verdict.Mechanism.CONTRACT, c + ": " + GONE_WITHIN_SECONDS + " s after the test JVM ended, "
                        + (child.isAlive() ? "the child JVM " + child.pid() + " is still alive" : "the child JVM is gone")
                        + " and the group " + group + (Files.exists(group) ? " is still there" : " is gone")).orThrow();
            }
            Verdict.pass(c + ": the child JVM " + child.pid() + " and the group " + group + " are gone").orThrow();
        } finally {
            ChildReaper.kill(standIn);
            ChildReaper.untrack(standIn);
        }
    }

    // The child JVM once it runs in the group: the one process in its cgroup.procs.
    private static ProcessHandle childInGroup(Path group) throws Exception {
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (System.nanoTime() < deadline) {
            for (String pid : Files.readAllLines(group.resolve("cgroup.procs"))) {
                if (!pid.isBlank()) {
                    ProcessHandle p = ProcessHandle.of(Long.parseLong(pid.trim())).orElse(null);
                    if (p != null && p.info().command().map(s -> s.endsWith("/java")).orElse(false)) {
                        return p;
                    }
                }
            }
            Thread.sleep(20);
        }
        throw new RuntimeException("no child JVM appeared in " + group + " within 30 s");
    }
}
