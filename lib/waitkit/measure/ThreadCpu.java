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
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
     *                          "Referen..andler" from JDK 26 (see {@link #roleOf})
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

    /** What a JVM thread is for, judged from its name. */
    public enum Role {
        /** Garbage collector threads of any collector. */
        GC,
        /** JIT compiler threads. */
        COMPILER,
        /** The thread that enqueues discovered references. */
        REFERENCE_HANDLER,
        /**
         * Threads that run {@link java.lang.ref.Cleaner} actions: the JDK's
         * Common-Cleaner, the "Cleaner-N" threads of {@code Cleaner.create()},
         * and from JDK 26 (JDK-8344332) the thread of {@code java.nio.BufferCleaner},
         * which frees direct buffers: an {@code InnocuousThread} that keeps its
         * default name "InnocuousThread-N" (kernel name "Innocuo..read-1" for
         * "InnocuousThread-1").
         */
        CLEANER,
        /** Other VM-internal threads. */
        VM,
        /** Every other thread: application threads. */
        APPLICATION
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
     * measurements of the thread's own series of waits.
     *
     * @return its times, or {@code null} if the file cannot be read or parsed
     *         (not Linux, or a kernel built without {@code CONFIG_SCHED_INFO})
     */
    public static SchedStat schedStatOfCurrentThread() {
        return schedStatOf(Path.of("/proc/thread-self/schedstat"));
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
     * Tells what a thread is for from its {@code comm} name.
     * <p>
     * Linux keeps 15 characters of a thread's name. HotSpot gives the kernel
     * the first 15 characters of a longer name before JDK 26, and from JDK 26
     * (JDK-8368124) its first 7 characters, "..", and its last 6: "Reference
     * Handler" is "Reference Handl" on JDK 25 and "Referen..andler" on 26.
     * A thread gets a role when its kernel name is one of these three forms
     * (whole, truncated, abbreviated) of a name the role's threads are given
     * (see {@link KnownName}); every other thread is {@link Role#APPLICATION}.
     * A long application name whose first 15 characters are a known name's
     * cannot be told from that name before JDK 26.
     *
     * @param comm the thread's name as the kernel reports it
     * @return its role
     */
    public static Role roleOf(String comm) {
        for (KnownName known : KNOWN_NAMES) {
            if (known.isKernelName(comm)) {
                return known.role();
            }
        }
        return Role.APPLICATION;
    }

    /** The kernel's limit on a thread's name, without the terminating zero. */
    private static final int KERNEL_NAME_LENGTH = 15;

    /** Characters of a long name that JDK-8368124's form keeps before "..". */
    private static final int ABBREVIATED_HEAD = 7;

    /** Characters of a long name that JDK-8368124's form keeps after "..". */
    private static final int ABBREVIATED_TAIL = 6;

    /** JDK-8368124's form of a long name: its first 7 characters, "..", its last 6. */
    private static final Pattern ABBREVIATED_NAME = Pattern.compile(
            "(.{" + ABBREVIATED_HEAD + "})\\.\\.(.{" + ABBREVIATED_TAIL + "})");

    /** What follows a {@link KnownName}'s stem in the names it stands for. */
    private enum Tail {
        /** Nothing: the stem is the whole name. */
        NONE,
        /** A decimal number, as in "GC Thread#3" or "C2 CompilerThread12". */
        NUMBER,
        /** Any text or none, as in "G1 Conc#0" and "G1 Main Marker". */
        ANY
    }

    /**
     * Thread names a role's threads are given: a stem, and what may follow it.
     * <p>
     * A name is recognised in each form the kernel may hold it in:
     * <ul>
     * <li>whole: the name itself;</li>
     * <li>truncated: 15 characters that begin a name longer than 15;</li>
     * <li>abbreviated: {@code A..B} where a name longer than 15 begins with
     *     the 7 characters A and ends with the 6 characters B.</li>
     * </ul>
     * A stem followed by a number ends, in its abbreviated form, with the
     * last digits of the number after the last characters of the stem, or
     * with 6 digits: "C2 Comp..hread0", "C2 Comp..read12". Any text after a
     * stem hides, in the abbreviated form, what of the stem lies beyond the
     * first 7 characters, so such a stem has at most 7 characters: then the
     * abbreviated form holds it whole ("G1 Refi..ontrol").
     *
     * @param stem the name, or the beginning all the names share
     * @param tail what follows the stem
     * @param role the role of the threads so named
     */
    private record KnownName(String stem, Tail tail, Role role) {

        KnownName {
            if (tail == Tail.ANY && stem.length() > ABBREVIATED_HEAD) {
                throw new IllegalArgumentException("a stem followed by any text must have at most "
                        + ABBREVIATED_HEAD + " characters, which an abbreviated name keeps: '" + stem + "'");
            }
        }

        static KnownName exactly(String name, Role role) {
            return new KnownName(name, Tail.NONE, role);
        }

        static KnownName numbered(String stem, Role role) {
            return new KnownName(stem, Tail.NUMBER, role);
        }

        static KnownName startingWith(String stem, Role role) {
            return new KnownName(stem, Tail.ANY, role);
        }

        boolean isKernelName(String comm) {
            return isName(comm)
                    || (comm.length() == KERNEL_NAME_LENGTH && beginsLongName(comm))
                    || isAbbreviatedName(comm);
        }

        private boolean isName(String s) {
            return s.startsWith(stem) && canBeTail(s.substring(stem.length()), true);
        }

        // Whether s is the beginning of a name longer than s.
        private boolean beginsLongName(String s) {
            if (stem.length() > s.length()) {
                return stem.startsWith(s);
            }
            return tail != Tail.NONE && s.startsWith(stem) && canBeTail(s.substring(stem.length()), false);
        }

        private boolean isAbbreviatedName(String comm) {
            Matcher m = ABBREVIATED_NAME.matcher(comm);
            if (!m.matches()) {
                return false;
            }
            String head = m.group(1);
            String end = m.group(2);
            return switch (tail) {
                case NONE -> stem.length() > KERNEL_NAME_LENGTH && stem.startsWith(head) && stem.endsWith(end);
                // The stem lies within the head; the rest of the name is free.
                case ANY -> head.startsWith(stem);
                case NUMBER -> numberedNameBegins(head) && numberedNameEnds(end);
            };
        }

        // Whether a numbered name can begin with the 7 characters of head.
        private boolean numberedNameBegins(String head) {
            return stem.length() >= head.length() ? stem.startsWith(head)
                    : head.startsWith(stem) && isDigits(head.substring(stem.length()));
        }

        // Whether a numbered name longer than 15 characters can end with the
        // 6 characters of end: the stem's last characters and the number's
        // digits, or 6 digits of the number.
        private boolean numberedNameEnds(String end) {
            for (int digits = 1; digits < end.length(); digits++) {
                String fromStem = end.substring(0, end.length() - digits);
                if (stem.length() + digits > KERNEL_NAME_LENGTH && stem.endsWith(fromStem)
                        && isDigits(end.substring(fromStem.length()))) {
                    return true;
                }
            }
            return isDigits(end);
        }

        // Whether s can be what follows the stem in a name, whole or only
        // begun; a number has at least one digit.
        private boolean canBeTail(String s, boolean whole) {
            return switch (tail) {
                case NONE -> s.isEmpty();
                case NUMBER -> isDigits(s) && (!whole || !s.isEmpty());
                case ANY -> true;
            };
        }
    }

    private static boolean isDigits(String s) {
        return s.chars().allMatch(c -> c >= '0' && c <= '9');
    }

    /**
     * The names of the JVM's own threads, by role, as HotSpot (the
     * {@code "%s CompilerThread%d"} and {@code "GC Thread#%d"} patterns and
     * the collectors' thread names) and java.base name them. Serial GC works
     * in the "VM Thread", which is counted as VM.
     */
    private static final List<KnownName> KNOWN_NAMES = List.of(
            KnownName.numbered("GC Thread#", Role.GC),
            KnownName.startingWith("G1 ", Role.GC),
            KnownName.startingWith("ZWorker", Role.GC),
            KnownName.exactly("ZDirector", Role.GC),
            KnownName.startingWith("ZDriver", Role.GC),
            KnownName.startingWith("ZStat", Role.GC),
            KnownName.exactly("ZUnmapper", Role.GC),
            KnownName.exactly("ZUncommitter", Role.GC),
            KnownName.numbered("ZUncommitter#", Role.GC),
            // "Shenandoah Control Thread", "Shenandoah GC Threads#0" on JDK 17
            // and 21; "ShenControl", "ShenWorker#0" on 27.
            KnownName.startingWith("Shen", Role.GC),
            KnownName.numbered("C1 CompilerThread", Role.COMPILER),
            KnownName.numbered("C2 CompilerThread", Role.COMPILER),
            KnownName.numbered("JVMCI CompilerThread", Role.COMPILER),
            KnownName.numbered("JVMCI-native CompilerThread", Role.COMPILER),
            KnownName.exactly("Reference Handler", Role.REFERENCE_HANDLER),
            KnownName.exactly("Common-Cleaner", Role.CLEANER),
            KnownName.numbered("Cleaner-", Role.CLEANER),
            KnownName.numbered("InnocuousThread-", Role.CLEANER),
            KnownName.startingWith("VM ", Role.VM),
            KnownName.exactly("Signal Dispatcher", Role.VM),
            KnownName.exactly("Finalizer", Role.VM),
            KnownName.exactly("Service Thread", Role.VM),
            KnownName.exactly("Monitor Deflation Thread", Role.VM),
            KnownName.exactly("Notification Thread", Role.VM),
            KnownName.exactly("Sweeper thread", Role.VM));

    /**
     * Adds up CPU time per role.
     *
     * @param usages per-thread usage, typically a {@link #delta}
     * @return CPU nanoseconds per role, every role present
     */
    public static Map<Role, Long> cpuByRole(List<Usage> usages) {
        Map<Role, Long> result = new LinkedHashMap<>();
        for (Role r : Role.values()) {
            result.put(r, 0L);
        }
        for (Usage u : usages) {
            result.merge(roleOf(u.name()), u.cpuNanos(), Long::sum);
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
