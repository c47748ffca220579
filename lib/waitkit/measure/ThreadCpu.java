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

package waitkit.measure;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import waitkit.Platform;

/**
 * CPU time of every thread of this JVM, Java and native alike (GC workers, JIT
 * compilers, the Reference Handler, Common-Cleaner), read from
 * {@code /proc/self/task/<tid>/{comm,schedstat,stat}}.
 *
 * <p>{@code schedstat} gives nanoseconds on the CPU and nanoseconds spent runnable
 * but waiting for a CPU; the second is the direct evidence of starvation. Where
 * {@code schedstat} is missing, CPU time comes from {@code stat} in clock ticks
 * and the run-queue wait is reported as unknown (-1). The calling thread's own
 * {@code schedstat} is read the same way, for measurements of its waits.
 */
public final class ThreadCpu {

    /** Clock ticks per second of {@code /proc/<pid>/stat}: {@code USER_HZ}, 100 on every Linux ABI the JDK supports. */
    public static final long USER_HZ = 100;

    /**
     * CPU use of one thread.
     *
     * @param tid               the kernel thread id
     * @param name              the thread's {@code comm}: at most 15 characters, so
     *                          "Reference Handler" reads "Reference Handl", and
     *                          "Referen..andler" from JDK 26 (see {@link ThreadRole#of})
     * @param cpuNanos          time on a CPU
     * @param runQueueWaitNanos time runnable but not running, or -1 if unknown
     */
    public record Usage(int tid, String name, long cpuNanos, long runQueueWaitNanos) {
    }

    /**
     * A thread's {@code schedstat}: its first two fields, time on a CPU and
     * time runnable but waiting for one (the third, the number of time slices
     * run, is not used).
     *
     * @param cpuNanos          time on a CPU
     * @param runQueueWaitNanos time runnable but not running
     */
    public record SchedStat(long cpuNanos, long runQueueWaitNanos) {

        /**
         * Parses the contents of a {@code schedstat} file.
         *
         * @param schedstat the contents, e.g. {@code "123456 7890 12\n"}
         * @return the two times
         * @throws IllegalArgumentException if it does not start with two numbers
         */
        public static SchedStat parse(String schedstat) {
            String[] f = schedstat.trim().split("\\s+");
            if (f.length < 2) {
                throw new IllegalArgumentException("malformed schedstat: '" + schedstat + "'");
            }
            try {
                return new SchedStat(Long.parseLong(f[0]), Long.parseLong(f[1]));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("malformed schedstat: '" + schedstat + "'", e);
            }
        }

        /**
         * Returns the time the thread was runnable since an earlier reading:
         * on a CPU or queued for one.
         *
         * @param before the earlier reading of the same thread
         * @return CPU plus run-queue time between the two readings, in nanoseconds
         */
        public long runnableNanosSince(SchedStat before) {
            return cpuNanos - before.cpuNanos + runQueueWaitNanos - before.runQueueWaitNanos;
        }
    }

    private ThreadCpu() {
    }

    /**
     * Reads the CPU use of every thread of this process.
     *
     * @return one entry per live thread, in no particular order; empty if
     *         {@code /proc/self/task} is not readable
     */
    public static List<Usage> snapshot() {
        List<Usage> result = new ArrayList<>();
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Path.of("/proc/self/task"))) {
            for (Path task : tasks) {
                try {
                    int tid = Integer.parseInt(task.getFileName().toString());
                    String comm = read(task.resolve("comm")).strip();
                    String stat = read(task.resolve("stat"));
                    String schedstat = null;
                    try {
                        schedstat = read(task.resolve("schedstat"));
                    } catch (NoSuchFileException e) {
                        // kernel built without CONFIG_SCHED_INFO
                    }
                    result.add(parse(tid, comm, stat, schedstat));
                } catch (NoSuchFileException e) {
                    // the thread ended while we read it
                }
            }
        } catch (IOException e) {
            return List.of();
        }
        return result;
    }

    /**
     * Reads the calling thread's {@code /proc/thread-self/schedstat}, for
     * measurements of the thread's own series of waits; without
     * {@code /proc/thread-self}, its task's by its kernel id
     * ({@link Platform#currentTid()}).
     *
     * @return its times, or {@code null} if the file cannot be read or parsed
     *         (not Linux, or a kernel built without {@code CONFIG_SCHED_INFO})
     */
    public static SchedStat schedStatOfCurrentThread() {
        SchedStat own = schedStatOf(Path.of("/proc/thread-self/schedstat"));
        if (own != null) {
            return own;
        }
        long tid = Platform.currentTid();
        return tid < 0 ? null : schedStatOfThread(tid);
    }

    /**
     * Reads the {@code schedstat} of one thread of this process, such as the
     * carrier a virtual thread ran on, to watch it from another thread.
     *
     * @param tid the thread's kernel id (see {@link Platform#currentTid()})
     * @return its times, or {@code null} if the file cannot be read or parsed
     *         (the thread has ended, not Linux, or no {@code CONFIG_SCHED_INFO})
     */
    public static SchedStat schedStatOfThread(long tid) {
        return schedStatOf(Path.of("/proc/self/task", Long.toString(tid), "schedstat"));
    }

    private static SchedStat schedStatOf(Path file) {
        try {
            return SchedStat.parse(read(file));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /**
     * Splits a {@code /proc/.../stat} line into its fields from field 3
     * (the state) on: element {@code k} is field {@code k + 3} of proc(5).
     * The command name in field 2 may hold spaces and parentheses, so the
     * fields are those after its last ')'.
     *
     * @param stat the line
     * @return the fields from the state on
     * @throws IllegalArgumentException if the line has no command name
     */
    public static String[] statFields(String stat) {
        int close = stat.lastIndexOf(')');
        if (close < 0) {
            throw new IllegalArgumentException("malformed stat: '" + stat + "'");
        }
        return stat.substring(close + 1).trim().split("\\s+");
    }

    private static String read(Path p) throws IOException {
        return Files.readString(p, StandardCharsets.ISO_8859_1);
    }

    /**
     * Parses one thread's {@code /proc} files.
     *
     * @param tid       the thread id
     * @param comm      contents of {@code comm}, without the newline
     * @param stat      contents of {@code stat}
     * @param schedstat contents of {@code schedstat}, or {@code null} if absent
     * @return the usage
     * @throws IllegalArgumentException if {@code stat} or {@code schedstat} is malformed
     */
    public static Usage parse(int tid, String comm, String stat, String schedstat) {
        if (schedstat != null) {
            SchedStat s = SchedStat.parse(schedstat);
            return new Usage(tid, comm, s.cpuNanos(), s.runQueueWaitNanos());
        }
        String[] f = statFields(stat);
        // f[0] is field 3 (state): utime is field 14, stime field 15.
        if (f.length < 13) {
            throw new IllegalArgumentException("malformed stat: '" + stat + "'");
        }
        try {
            long ticks = Long.parseLong(f[11]) + Long.parseLong(f[12]);
            return new Usage(tid, comm, ticks * (1_000_000_000L / USER_HZ), -1);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("malformed stat: '" + stat + "'", e);
        }
    }

    /**
     * Subtracts two snapshots thread by thread. A thread that started after
     * {@code before} counts from zero; one that ended before {@code after} is absent.
     *
     * @param before the earlier snapshot
     * @param after  the later snapshot
     * @return the usage during the interval, per thread
     */
    public static List<Usage> delta(List<Usage> before, List<Usage> after) {
        Map<Integer, Usage> start = new HashMap<>();
        for (Usage u : before) {
            start.put(u.tid(), u);
        }
        List<Usage> result = new ArrayList<>();
        for (Usage u : after) {
            Usage s = start.get(u.tid());
            // A reused thread id shows as another name or as less CPU: a new thread, counted from zero.
            if (s != null && (!s.name().equals(u.name()) || s.cpuNanos() > u.cpuNanos())) {
                s = null;
            }
            long cpu = u.cpuNanos() - (s == null ? 0 : s.cpuNanos());
            long wait = u.runQueueWaitNanos() < 0 ? -1
                    : u.runQueueWaitNanos() - (s == null ? 0 : Math.max(0, s.runQueueWaitNanos()));
            result.add(new Usage(u.tid(), u.name(), cpu, wait));
        }
        return result;
    }

    /**
     * Adds up CPU time per role.
     *
     * @param usages per-thread usage, typically a {@link #delta}
     * @return CPU nanoseconds per role, every role present
     */
    public static Map<ThreadRole, Long> cpuByRole(List<Usage> usages) {
        Map<ThreadRole, Long> result = new LinkedHashMap<>();
        for (ThreadRole r : ThreadRole.values()) {
            result.put(r, 0L);
        }
        for (Usage u : usages) {
            result.merge(ThreadRole.of(u.name()), u.cpuNanos(), Long::sum);
        }
        return result;
    }

    /**
     * Adds up CPU time per thread name, for a readable table.
     *
     * @param usages per-thread usage
     * @return CPU nanoseconds per name, sorted by name
     */
    public static Map<String, Long> cpuByName(List<Usage> usages) {
        Map<String, Long> result = new TreeMap<>();
        for (Usage u : usages) {
            result.merge(u.name(), u.cpuNanos(), Long::sum);
        }
        return result;
    }
}
