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

package waitkit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import java.util.OptionalLong;

/**
 * Facts about the platform that bounds are derived from: the CPUs this process
 * may use, the timer slack of the calling thread, the JDK's feature version.
 *
 * <p>Everything here is read, never assumed: on a platform without the source of
 * a fact (no {@code /proc}), the accessor says so with an empty result.
 */
public final class Platform {

    private Platform() {
    }

    /**
     * Returns the JDK's feature version, e.g. 17 or 25.
     *
     * @return {@code Runtime.version().feature()}
     */
    public static int jdkFeature() {
        return Runtime.version().feature();
    }

    /**
     * Returns the number of processors the JVM believes it has: affected by
     * {@code -XX:ActiveProcessorCount}, affinity and cgroup limits.
     *
     * @return {@code Runtime.getRuntime().availableProcessors()}
     */
    public static int availableProcessors() {
        return Runtime.getRuntime().availableProcessors();
    }

    /**
     * Returns the CPUs this process may run on, from the scheduler affinity mask
     * ({@code Cpus_allowed_list} in {@code /proc/self/status}).
     *
     * @return the CPU numbers; empty if the mask cannot be read
     */
    public static BitSet cpusAllowed() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Cpus_allowed_list:")) {
                    return parseCpuList(line.substring(line.indexOf(':') + 1));
                }
            }
        } catch (IOException e) {
            // not Linux, or /proc is not mounted
        }
        return new BitSet();
    }

    /**
     * Parses a Linux CPU list such as {@code "0-3,8,10-11"}.
     *
     * @param list the list, surrounding blanks allowed
     * @return the CPUs it names
     * @throws IllegalArgumentException if the list is malformed
     */
    public static BitSet parseCpuList(String list) {
        BitSet cpus = new BitSet();
        String trimmed = list.trim();
        if (trimmed.isEmpty()) {
            return cpus;
        }
        for (String part : trimmed.split(",", -1)) {
            String[] range = part.trim().split("-", -1);
            try {
                int from = Integer.parseInt(range[0].trim());
                int to = range.length == 2 ? Integer.parseInt(range[1].trim()) : from;
                if (range.length > 2 || from < 0 || to < from) {
                    throw new IllegalArgumentException("bad CPU range '" + part + "' in '" + list + "'");
                }
                cpus.set(from, to + 1);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("bad CPU range '" + part + "' in '" + list + "'", e);
            }
        }
        return cpus;
    }

    /**
     * Returns the kernel thread id of the calling thread, from the
     * {@code /proc/thread-self} link, else by its name
     * ({@link #currentTidByName()}).
     *
     * @return the tid, or -1 if {@code /proc} cannot tell
     */
    public static long currentTid() {
        try {
            return Long.parseLong(Files.readSymbolicLink(Path.of("/proc/thread-self")).getFileName().toString());
        } catch (IOException | RuntimeException e) {
            return currentTidByName();
        }
    }

    private static final java.util.concurrent.atomic.AtomicLong NAMES = new java.util.concurrent.atomic.AtomicLong();

    /**
     * Finds the calling thread's kernel id where {@code /proc/thread-self}
     * is missing (a kernel before 3.17, some sandboxes): the thread takes a
     * name no other thread has for a moment, which the JVM hands on to the
     * kernel when a platform thread names itself, and the task of
     * {@code /proc/self/task} whose {@code comm} reads it is the thread.
     * A virtual thread's name does not reach its carrier.
     *
     * @return the tid, or -1 on a virtual thread or without {@code /proc/self/task}
     */
    public static long currentTidByName() {
        Thread t = Thread.currentThread();
        String name = t.getName();
        // comm holds 15 characters
        String token = "wk-tid-" + Long.toString(NAMES.incrementAndGet(), 36);
        try {
            t.setName(token);
            try (var tasks = Files.newDirectoryStream(Path.of("/proc/self/task"))) {
                for (Path task : tasks) {
                    try {
                        if (Files.readString(task.resolve("comm"), StandardCharsets.UTF_8).trim().equals(token)) {
                            return Long.parseLong(task.getFileName().toString());
                        }
                    } catch (IOException | NumberFormatException e) {
                        // a thread that ended while the tasks were read
                    }
                }
            }
            return -1;
        } catch (IOException | RuntimeException e) {
            return -1;
        } finally {
            t.setName(name);
        }
    }

    /**
     * Pins the calling thread to one CPU with {@code taskset -p}, so that a
     * scenario can give a waiter a CPU of its own.
     *
     * @param cpu the CPU, one of {@link #cpusAllowed()}
     * @throws IOException if taskset is missing or refuses
     * @throws InterruptedException if interrupted while taskset runs
     */
    public static void pinCurrentThread(int cpu) throws IOException, InterruptedException {
        long tid = currentTid();
        if (tid < 0) {
            throw new IOException("no /proc/thread-self: cannot name this thread to taskset");
        }
        Process p = new ProcessBuilder("taskset", "-p", "-c", Integer.toString(cpu), Long.toString(tid))
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        if (p.waitFor() != 0) {
            throw new IOException("taskset -p -c " + cpu + " " + tid + " failed: " + out.trim());
        }
    }

    // The kernel has timerslack_ns only at /proc/<pid>/, but <pid> may be any thread id.
    private static Path slackFile() throws IOException {
        long tid = currentTid();
        if (tid < 0) {
            throw new IOException("no /proc/thread-self");
        }
        return Path.of("/proc", Long.toString(tid), "timerslack_ns");
    }

    /**
     * Reads the timer slack of the calling thread from
     * {@code /proc/<tid>/timerslack_ns}: the time the kernel may add to any
     * timed sleep of this thread so that wake-ups can be batched. A new thread
     * inherits the slack of the thread that created it.
     *
     * @return the slack in nanoseconds, or empty if it cannot be read
     */
    public static OptionalLong timerSlackNanos() {
        try {
            String s = Files.readString(slackFile(), StandardCharsets.US_ASCII);
            return OptionalLong.of(Long.parseLong(s.trim()));
        } catch (IOException | NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    /**
     * Sets the timer slack of the calling thread by writing
     * {@code /proc/<tid>/timerslack_ns}. Writing 0 restores the thread's
     * default slack.
     *
     * @param nanos the new slack, at least 0
     * @return {@code true} if the kernel took the value (read back to check)
     */
    public static boolean setTimerSlackNanos(long nanos) {
        if (nanos < 0) {
            throw new IllegalArgumentException("negative timer slack: " + nanos);
        }
        try {
            Files.writeString(slackFile(), Long.toString(nanos),
                    StandardCharsets.US_ASCII);
        } catch (IOException e) {
            return false;
        }
        OptionalLong now = timerSlackNanos();
        return now.isPresent() && (nanos == 0 || now.getAsLong() == nanos);
    }

    /**
     * Returns the JVM's input arguments, for evidence and messages.
     *
     * @return the arguments the JVM was started with
     */
    public static List<String> vmArguments() {
        return java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments();
    }

    /**
     * Describes the platform in one line, for the start of a test's output.
     *
     * @return JDK, VM, CPUs and timer slack
     */
    public static String describe() {
        OptionalLong slack = timerSlackNanos();
        return "JDK " + Runtime.version() + " (" + System.getProperty("java.vm.name") + ", "
                + System.getProperty("java.vm.info") + "), " + System.getProperty("os.name") + " "
                + System.getProperty("os.version") + ", availableProcessors " + availableProcessors()
                + ", CPUs allowed " + cpusAllowed() + ", timer slack "
                + (slack.isPresent() ? Units.nanos(slack.getAsLong()) : "unknown")
                + ", VM arguments " + vmArguments();
    }
}
