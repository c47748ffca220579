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
import java.lang.management.ThreadInfo;
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
     * A test hook: when set, {@link #whyUnmeasurable(boolean)} returns it, as on a
     * platform without {@code /proc}. Package-private; never set by the assertions.
     */
    static volatile String simulatedUnmeasurable;

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private static final MethodHandle IS_VIRTUAL = isVirtualHandle();

    private Sched() {
    }

    /**
     * Says why the threads' times cannot be measured here for an assertion:
     * every one reads {@code schedstat} by kernel thread id; STARVATION also
     * reads the exact CPU time of threads through {@code ThreadMXBean}.
     *
     * @param needsThreadCpuTime whether the assertion reads {@code ThreadMXBean}'s CPU time
     * @return the reason, or {@code null} when they can
     */
    static String whyUnmeasurable(boolean needsThreadCpuTime) {
        String simulated = simulatedUnmeasurable;
        if (simulated != null) {
            return simulated;
        }
        String os = System.getProperty("os.name", "?");
        if (!os.toLowerCase(Locale.ROOT).startsWith("linux")) {
            return "a thread's time on a CPU and in the run queue is read from /proc/<pid>/task/<tid>/schedstat,"
                    + " which Linux has and " + os + " does not";
        }
        long tid = Platform.currentTid();
        if (tid < 0) {
            return "neither /proc/thread-self nor a thread's name in /proc/self/task/<tid>/comm tells a thread's"
                    + " kernel id";
        }
        if (ThreadCpu.schedStatOfThread(tid) == null) {
            return "/proc/self/task/" + tid + "/schedstat cannot be read (a kernel built without CONFIG_SCHED_INFO)";
        }
        if (needsThreadCpuTime && (!THREADS.isThreadCpuTimeSupported() || !THREADS.isThreadCpuTimeEnabled())) {
            return "this JVM does not measure a thread's CPU time (ThreadMXBean.isThreadCpuTimeSupported and"
                    + " isThreadCpuTimeEnabled)";
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
            // whyUnmeasurable said it can be read; an empty map makes every thread count from zero
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
     * The calling thread's waiting time from a moment on: its time in
     * {@code WAITING} and {@code TIMED_WAITING} as the JVM accounts it with
     * thread contention monitoring ({@link ThreadInfo#getWaitedTime()}, whole
     * milliseconds). The monitoring is on while any measurement runs, and
     * turned back off after the last one when none was on before: turning
     * it on resets every thread's account.
     */
    static final class WaitedTime {
        private final long threadId;
        private final long startMillis;
        private final boolean monitors;
        private String whyNot;

        private WaitedTime(long threadId, long startMillis, boolean monitors, String whyNot) {
            this.threadId = threadId;
            this.startMillis = startMillis;
            this.monitors = monitors;
            this.whyNot = whyNot;
        }

        /**
         * Returns the milliseconds waited since the start, and ends the measurement.
         *
         * @return the milliseconds, or -1 when they cannot be read ({@link #whyNot()})
         */
        long millisSince() {
            try {
                if (whyNot != null) {
                    return -1;
                }
                ThreadInfo info = THREADS.getThreadInfo(threadId);
                long waited = info == null ? -1 : info.getWaitedTime();
                if (waited < startMillis) {
                    whyNot = "the JVM's account of the thread's waiting was reset while the call ran";
                    return -1;
                }
                return waited - startMillis;
            } finally {
                if (monitors) {
                    stopMonitoring();
                }
            }
        }

        /**
         * Says why the waiting time cannot be read.
         *
         * @return the reason, or {@code null} when it can
         */
        String whyNot() {
            return whyNot;
        }
    }

    private static final Object MONITORING = new Object();
    private static int monitoringUsers;
    private static boolean monitoringTurnedOn;

    /**
     * Starts measuring the calling thread's waiting time.
     *
     * @return the measurement
     */
    @SuppressWarnings("deprecation") // Thread.getId: threadId() is JDK 19's, the jar is built for 17
    static WaitedTime waitedTime() {
        if (onVirtualThread()) {
            return new WaitedTime(-1, 0, false, "the calling thread is a virtual thread, whose waits the JVM does"
                    + " not account");
        }
        if (!THREADS.isThreadContentionMonitoringSupported()) {
            return new WaitedTime(-1, 0, false, "this JVM has no thread contention monitoring"
                    + " (ThreadMXBean.isThreadContentionMonitoringSupported)");
        }
        synchronized (MONITORING) {
            if (monitoringUsers++ == 0 && !THREADS.isThreadContentionMonitoringEnabled()) {
                THREADS.setThreadContentionMonitoringEnabled(true);
                monitoringTurnedOn = true;
            }
        }
        long id = Thread.currentThread().getId();
        ThreadInfo info = THREADS.getThreadInfo(id);
        if (info == null || info.getWaitedTime() < 0) {
            return new WaitedTime(id, 0, true, "the JVM gives no waited time for the calling thread");
        }
        return new WaitedTime(id, info.getWaitedTime(), true, null);
    }

    private static void stopMonitoring() {
        synchronized (MONITORING) {
            if (--monitoringUsers == 0 && monitoringTurnedOn) {
                THREADS.setThreadContentionMonitoringEnabled(false);
                monitoringTurnedOn = false;
            }
        }
    }

    /**
     * What a thread waits for when it waits to enter a monitor or to take
     * a lock that another thread holds.
     *
     * @param state     its state, {@code BLOCKED} on a monitor, {@code WAITING} on a lock
     * @param lock      the monitor or lock, as {@link ThreadInfo#getLockName()} names it
     * @param ownerId   the Java id of the thread that holds it
     * @param ownerName that thread's name
     */
    record Blocked(Thread.State state, String lock, long ownerId, String ownerName) {
    }

    /**
     * Says what a platform thread waits for, when another thread holds it.
     *
     * @param t the thread
     * @return what it waits for, or {@code null} when it waits for nothing another thread holds
     */
    @SuppressWarnings("deprecation") // Thread.getId: threadId() is JDK 19's, the jar is built for 17
    static Blocked blockedOn(Thread t) {
        ThreadInfo info = THREADS.getThreadInfo(t.getId());
        if (info == null || info.getLockOwnerId() < 0) {
            return null;
        }
        return new Blocked(info.getThreadState(), info.getLockName(), info.getLockOwnerId(), info.getLockOwnerName());
    }

    /**
     * Returns a thread's Java id.
     *
     * @param t the thread
     * @return its id
     */
    @SuppressWarnings("deprecation") // Thread.getId: threadId() is JDK 19's, the jar is built for 17
    static long javaId(Thread t) {
        return t.getId();
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
