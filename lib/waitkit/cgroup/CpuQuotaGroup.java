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


package waitkit.cgroup;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import waitkit.Units;

/**
 * A cgroup with a CPU quota for a child JVM, as a container runtime gives
 * one: cgroup v1's {@code cpu.cfs_quota_us} and {@code cpu.cfs_period_us}, or
 * cgroup v2's {@code cpu.max} where the unified hierarchy has the cpu
 * controller. The group is created under this process's own cgroup of the cpu
 * controller ({@link ProcessCgroup}) and named {@code waitkit-<pid>-<n>} after the
 * JVM that made it. Its throttling counters are a {@link CpuStat}.
 *
 * <p>A group is always removed:
 * <ul>
 * <li>{@link #close()} kills whatever still runs in it and removes it, and
 *     throws if it cannot, so a test that leaves one behind fails;</li>
 * <li>a shutdown hook closes the groups still open when this JVM exits
 *     (jtreg's timeout handling ends a test JVM that way);</li>
 * <li>a child started in a group is told its group ({@value #PROPERTY}), and
 *     its parent watchdog ({@code waitkit.jvm}), which ends it when this JVM is killed
 *     outright, first moves it out of the group and removes the group
 *     ({@link #leave});</li>
 * <li>{@link LeftoverGroups#removeAll()}, which jtreg's start of a run (through
 *     {@code WaitkitProps}) and {@link #create} call, removes the groups of
 *     JVMs that are gone, for a run where both JVMs were killed at once, or
 *     where the test JVM was killed while its shutdown hook removed a group.</li>
 * </ul>
 */
public final class CpuQuotaGroup implements AutoCloseable {

    /** The system property that tells a child JVM the group it runs in. */
    public static final String PROPERTY = "waitkit.cgroup";

    /**
     * The time within which a process killed with SIGKILL has exited, also
     * from inside a group throttled by its quota.
     *
     * <p>The kernel acts on SIGKILL when each thread of the process next runs.
     * A process in a group that has used up its quota runs again only when
     * the next period refills the quota: after at most one period, 1 s at
     * most (the kernel's limit on {@code cpu.cfs_period_us} and on the period
     * of {@code cpu.max}; the kit's groups use 100 ms). Then the process
     * frees its address space and exits. Measured on two CPUs, for the child
     * JVM of a quota scenario (a yielding waiter, half a CPU per 100 ms)
     * killed 15 times: 5 to 9 ms, and 54 to 61 ms the 3 times its group was
     * throttled. The bound is the longest period plus 1 s for the exit, a
     * hundred times what was measured, for a larger heap or a loaded machine.
     * It bounds the exit, not the reaping: an exited process is in no group
     * even while it is a zombie, but {@link ProcessHandle#isAlive} is true
     * until its parent reaps it, which the JDK does at once for a process it
     * started, and an init process does for an orphan when it gets to it
     * (every 1.8 s or so on the machine measured).
     */
    public static final Duration EXIT_WITHIN = Duration.ofSeconds(2);

    /**
     * The time within which a group whose processes were killed can be
     * removed: the kernel refuses to remove a group while a task is in it,
     * and takes a task out when it exits, so this is {@link #EXIT_WITHIN}.
     */
    public static final Duration REMOVAL_WITHIN = EXIT_WITHIN;

    static final String PREFIX = "waitkit-";
    private static final AtomicInteger SEQUENCE = new AtomicInteger();
    private static final Set<CpuQuotaGroup> OPEN = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(CpuQuotaGroup::closeAll, "waitkit-cgroup-remover"));
    }

    private final Path dir;
    private final ProcessCgroup hierarchy;
    private final long quotaMicros;
    private final long periodMicros;

    private CpuQuotaGroup(Path dir, ProcessCgroup hierarchy, long quotaMicros, long periodMicros) {
        this.dir = dir;
        this.hierarchy = hierarchy;
        this.quotaMicros = quotaMicros;
        this.periodMicros = periodMicros;
    }

    /**
     * Tells why no group with a CPU quota can be created here. A query: it
     * changes nothing but the group it creates to find out and removes at
     * once; the groups of JVMs that are gone stay for {@link LeftoverGroups#removeAll()}.
     *
     * @return the reason, or empty where {@link #create} works (checked by
     *         creating and removing a group)
     */
    public static Optional<String> unavailableReason() {
        ProcessCgroup h;
        try {
            h = ProcessCgroup.find();
        } catch (IOException | RuntimeException e) {
            return Optional.of(e.getMessage());
        }
        Path probe = h.own().resolve(PREFIX + "probe-" + ProcessHandle.current().pid());
        try {
            Files.createDirectory(probe);
        } catch (IOException e) {
            return Optional.of("cannot create a cgroup under " + h.own() + " (" + e + "): not root, or the cpu "
                    + "controller is mounted read-only");
        }
        try {
            Path quota = probe.resolve(h.v2() ? "cpu.max" : "cpu.cfs_quota_us");
            if (!Files.isWritable(quota)) {
                return Optional.of("a cgroup under " + h.own() + " has no writable " + quota.getFileName()
                        + (h.v2() ? ": the cpu controller is not enabled in " + h.own() + "/cgroup.subtree_control" : ""));
            }
            return Optional.empty();
        } finally {
            try {
                Files.deleteIfExists(probe);
            } catch (IOException e) {
                System.err.println("waitkit: could not remove the probe cgroup " + probe + ": " + e);
            }
        }
    }

    /**
     * Creates a group with a CPU quota, after removing the groups left by
     * JVMs that are gone.
     *
     * @param quotaMicros  CPU time the group may use per period, in µs
     * @param periodMicros the period, in µs
     * @return the group, empty
     * @throws IOException if it cannot be created (see {@link #unavailableReason()})
     */
    public static CpuQuotaGroup create(long quotaMicros, long periodMicros) throws IOException {
        if (quotaMicros <= 0 || periodMicros <= 0) {
            throw new IllegalArgumentException("quota and period must be positive: " + quotaMicros + "/" + periodMicros);
        }
        ProcessCgroup h = ProcessCgroup.find();
        LeftoverGroups.removeUnder(h.own());
        Path dir = h.own().resolve(PREFIX + ProcessHandle.current().pid() + "-" + SEQUENCE.incrementAndGet());
        Files.createDirectory(dir);
        CpuQuotaGroup g = new CpuQuotaGroup(dir, h, quotaMicros, periodMicros);
        OPEN.add(g);
        if (h.v2()) {
            Files.writeString(dir.resolve("cpu.max"), quotaMicros + " " + periodMicros);
        } else {
            Files.writeString(dir.resolve("cpu.cfs_period_us"), Long.toString(periodMicros));
            Files.writeString(dir.resolve("cpu.cfs_quota_us"), Long.toString(quotaMicros));
        }
        return g;
    }

    /**
     * Returns the group's directory.
     *
     * @return e.g. {@code /sys/fs/cgroup/cpu/waitkit-4711-1}
     */
    public Path dir() {
        return dir;
    }

    /**
     * Describes the quota.
     *
     * @return e.g. {@code "50 ms of CPU per 100 ms (cgroup v1, /sys/fs/cgroup/cpu/waitkit-4711-1)"}
     */
    public String describe() {
        return Units.nanos(quotaMicros * 1_000.0) + " of CPU per " + Units.nanos(periodMicros * 1_000.0)
                + " (cgroup " + (hierarchy.v2() ? "v2" : "v1") + ", " + dir + ")";
    }

    /**
     * Returns the quota as a share of one CPU.
     *
     * @return quota divided by period, e.g. 0.5
     */
    public double cpus() {
        return (double) quotaMicros / periodMicros;
    }

    /**
     * Prefixes a command so that it starts inside this group: a shell writes
     * its own pid to the group's {@code cgroup.procs}, then becomes the
     * command, so the command and all it starts run under the quota from
     * their first instruction.
     *
     * @param command the command
     * @return the command run through {@code sh}
     */
    public List<String> wrap(List<String> command) {
        List<String> wrapped = new ArrayList<>(List.of("sh", "-c", "echo $$ > \"$0\" && exec \"$@\"",
                dir.resolve("cgroup.procs").toString()));
        wrapped.addAll(command);
        return wrapped;
    }

    /**
     * Reads the group's throttling counters.
     *
     * @return the counters of its {@code cpu.stat}
     * @throws IOException if they cannot be read
     */
    public CpuStat stat() throws IOException {
        return CpuStat.of(dir);
    }

    /**
     * Kills every process still in the group, then removes it.
     *
     * @throws IOException if the group is still there {@link #REMOVAL_WITHIN}
     *         after its processes were killed
     */
    @Override
    public void close() throws IOException {
        // The group leaves OPEN only once it is removed, so that the shutdown
        // hook, which the JVM waits for, also removes a group whose close()
        // another thread has begun and the JVM's exit would cut short.
        if (!OPEN.contains(this)) {
            return;
        }
        remove(dir);
        OPEN.remove(this);
    }

    /**
     * Closes every group this JVM created and has not closed: what the
     * shutdown hook does, and what the parent watchdog of a child JVM does
     * before it ends a JVM whose parent is gone. A group that cannot be
     * removed is reported on standard error.
     */
    public static void closeAll() {
        for (CpuQuotaGroup g : OPEN) {
            try {
                g.close();
            } catch (IOException | RuntimeException e) {
                System.err.println("waitkit: " + e.getMessage());
            }
        }
    }

    /**
     * Moves this process out of its group into the group's parent and
     * removes the group: what a child JVM does when it ends because its
     * parent is gone. Its descendants must have been killed first.
     *
     * @param dir the group's directory, from {@value #PROPERTY}
     */
    public static void leave(Path dir) {
        try {
            Files.writeString(dir.getParent().resolve("cgroup.procs"), Long.toString(ProcessHandle.current().pid()));
            remove(dir);
        } catch (IOException | RuntimeException e) {
            System.err.println("waitkit: could not remove the cgroup " + dir + ": " + e);
        }
    }

    // Kills the group's processes, then removes the directory; the kernel
    // refuses to while a task is still in it, which lasts until each killed
    // process has exited (REMOVAL_WITHIN).
    static void remove(Path dir) throws IOException {
        long deadline = System.nanoTime() + REMOVAL_WITHIN.toNanos();
        while (true) {
            try {
                for (String pid : Files.readAllLines(dir.resolve("cgroup.procs"))) {
                    if (!pid.isBlank() && Long.parseLong(pid.trim()) != ProcessHandle.current().pid()) {
                        ProcessHandle.of(Long.parseLong(pid.trim())).ifPresent(ProcessHandle::destroyForcibly);
                    }
                }
                Files.delete(dir);
                return;
            } catch (NoSuchFileException e) {
                return;
            } catch (IOException e) {
                if (System.nanoTime() > deadline) {
                    throw new IOException("the cgroup " + dir + ": expected it removed within "
                            + Units.nanos(REMOVAL_WITHIN.toNanos()) + " after its processes were killed, actual: "
                            + "still there: " + e, e);
                }
                try {
                    Thread.sleep(20);
                } catch (InterruptedException ie) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted while removing the cgroup " + dir, ie);
                }
            }
        }
    }
}
