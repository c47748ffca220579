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

package waitkit.assertions;

import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

import waitkit.Platform;
import waitkit.measure.ThreadCpu;

/**
 * What the assertions read about threads, through the kit's library:
 * {@code schedstat} ({@link ThreadCpu}), kernel thread ids
 * ({@link Platform#currentTid()}), the calling thread's CPU time; and
 * whether they can be read here at all.
 */
final class Sched {

    /**
     * A test hook: when set, {@link #whyUnmeasurable()} returns it, as on a
     * platform without {@code /proc}. Package-private; never set by the assertions.
     */
    static volatile String simulatedUnmeasurable;

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private static final MethodHandle IS_VIRTUAL = isVirtualHandle();

    private Sched() {
    }

    /**
     * Says why the threads' times cannot be measured here.
     *
     * @return the reason, or {@code null} when they can
     */
    static String whyUnmeasurable() {
        String simulated = simulatedUnmeasurable;
        if (simulated != null) {
            return simulated;
        }
        String os = System.getProperty("os.name", "?");
        if (!os.toLowerCase(Locale.ROOT).startsWith("linux")) {
            return "a thread's time on a CPU and in the run queue is read from /proc/<pid>/task/<tid>/schedstat,"
                    + " which Linux has and " + os + " does not";
        }
        if (Platform.currentTid() < 0) {
            return "/proc/thread-self cannot be read, so a thread's kernel id is unknown";
        }
        if (ThreadCpu.schedStatOfCurrentThread() == null) {
            return "/proc/thread-self/schedstat cannot be read (a kernel built without CONFIG_SCHED_INFO)";
        }
        if (!THREADS.isThreadCpuTimeSupported() || !THREADS.isThreadCpuTimeEnabled()) {
            return "this JVM does not measure a thread's CPU time (ThreadMXBean.isThreadCpuTimeSupported)";
        }
        return null;
    }

    /**
     * Reads the {@code schedstat} of every thread of this process.
     *
     * @return the readings by kernel thread id; a thread that ended while it
     *         was read is absent
     */
    static Map<Long, ThreadCpu.SchedStat> allThreads() {
        Map<Long, ThreadCpu.SchedStat> result = new HashMap<>();
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Path.of("/proc/self/task"))) {
            for (Path task : tasks) {
                long tid;
                try {
                    tid = Long.parseLong(task.getFileName().toString());
                } catch (NumberFormatException e) {
                    continue;
                }
                ThreadCpu.SchedStat s = ThreadCpu.schedStatOfThread(tid);
                if (s != null) {
                    result.put(tid, s);
                }
            }
        } catch (IOException e) {
            // whyUnmeasurable() said it can be read; an empty map makes every thread count from zero
        }
        return result;
    }

    /**
     * Reads one thread's {@code schedstat}.
     *
     * @param tid the kernel thread id
     * @return its times, or {@code null} if it cannot be read (the thread ended)
     */
    static ThreadCpu.SchedStat of(long tid) {
        return ThreadCpu.schedStatOfThread(tid);
    }

    /**
     * Returns the calling thread's kernel id: for a virtual thread, its
     * carrier's at this moment.
     *
     * @return the tid, or -1
     */
    static long currentTid() {
        return Platform.currentTid();
    }

    /**
     * Returns the calling thread's CPU time, exact to the moment (a running
     * thread's {@code schedstat} is brought up to date only at the scheduler's
     * tick).
     *
     * @return nanoseconds
     */
    static long currentThreadCpuNanos() {
        return THREADS.getCurrentThreadCpuTime();
    }

    /**
     * Returns a platform thread's CPU time, read from another thread.
     *
     * @param threadId the thread's Java id
     * @return nanoseconds, or -1 if the thread has ended
     */
    static long threadCpuNanos(long threadId) {
        return THREADS.getThreadCpuTime(threadId);
    }

    /**
     * Returns the calling thread's run-queue time from its {@code schedstat}.
     *
     * @return nanoseconds runnable but not running, or -1 if unknown
     */
    static long currentThreadQueuedNanos() {
        ThreadCpu.SchedStat s = ThreadCpu.schedStatOfCurrentThread();
        return s == null ? -1 : s.runQueueWaitNanos();
    }

    /**
     * Tells whether the calling thread is a virtual thread ({@code Thread.isVirtual},
     * JDK 21 on; the jar is built for 17).
     *
     * @return {@code true} on a virtual thread
     */
    static boolean onVirtualThread() {
        if (IS_VIRTUAL == null) {
            return false;
        }
        try {
            return (boolean) IS_VIRTUAL.invokeExact(Thread.currentThread());
        } catch (Throwable t) {
            return false;
        }
    }

    private static MethodHandle isVirtualHandle() {
        try {
            return MethodHandles.publicLookup().findVirtual(Thread.class, "isVirtual",
                    MethodType.methodType(boolean.class));
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }
}
