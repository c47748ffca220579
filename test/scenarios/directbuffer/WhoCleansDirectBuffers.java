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
 * @test id=reference-handler
 * @bug 8344332
 * @summary Before JDK 26 a jdk.internal.ref.Cleaner on the Reference Handler frees a dropped direct buffer
 * @requires jdk.version.major < 26
 * @modules java.base/java.nio:open jdk.management
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm -XX:MaxDirectMemorySize=16m WhoCleansDirectBuffers REFERENCE_HANDLER
 */

/*
 * @test id=buffer-cleaner
 * @bug 8344332
 * @summary From JDK 26 BufferCleaner or an allocator frees a dropped direct buffer; the kit counts it a cleaner
 * @requires jdk.version.major >= 26
 * @modules java.base/java.nio:open jdk.management
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm -XX:MaxDirectMemorySize=16m WhoCleansDirectBuffers BUFFER_CLEANER
 */

import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import javax.management.ObjectName;

import waitkit.Verdict;
import waitkit.measure.ThreadRole;
import waitkit.measure.ThreadCpu;
import waitkit.mutant.JdkWaitLoop;

/**
 * Which thread frees a direct buffer's memory decides which thread a spinning
 * back-off in java.nio.Bits can starve, so the scenarios' CPU accounts
 * (DirectBufferStress, ReserveMemoryModel) must know it on every JDK:
 * <ul>
 * <li>before JDK 26 a direct buffer's cleaner is a
 *     {@code jdk.internal.ref.Cleaner}, which the Reference Handler runs itself
 *     as it processes pending references: a back-off that takes the CPU from
 *     the Reference Handler takes it from the thread that frees memory;</li>
 * <li>from JDK 26 (JDK-8344332) it is a {@code java.nio.BufferCleaner}
 *     phantom cleaner: the Reference Handler only enqueues it, and it is run
 *     by BufferCleaner's own thread (an {@code InnocuousThread} without a
 *     name of its own) or by an allocating thread that finds it queued in
 *     {@code Bits.tryReserveOrClean}. The kit must count that thread as a
 *     cleaner ({@link ThreadRole#CLEANER}), or its CPU goes to the
 *     application's account.</li>
 * </ul>
 * The test allocates and drops direct buffers until their memory has been
 * reused under a 16 MiB limit, names the class of a buffer's cleaner, and
 * finds the threads that free memory: the Reference Handler (by its class),
 * and the threads that run cleaners (by their stacks). It finds each one's
 * kernel thread id in a thread dump and checks, thread by thread, that the
 * kit gives that id the thread's role: the threads the kit counts as
 * {@link ThreadRole#REFERENCE_HANDLER} and as {@link ThreadRole#CLEANER} by their
 * kernel names must be these threads, no fewer and no others.
 */
public class WhoCleansDirectBuffers {

    /** The cleaner's owner on each side of JDK 26. */
    enum Expected {
        /** A jdk.internal.ref.Cleaner, run by the Reference Handler. */
        REFERENCE_HANDLER,
        /** A java.nio.BufferCleaner cleaner, run by BufferCleaner's thread or an allocator. */
        BUFFER_CLEANER
    }

    /** The loop of a java.lang.ref.Cleaner's thread (Common-Cleaner, Cleaner-N). */
    private static final String CLEANER_LOOP = "jdk.internal.ref.CleanerImpl";

    /** The loop of BufferCleaner's thread, JDK 26+. */
    private static final String BUFFER_CLEANER_LOOP = "java.nio.BufferCleaner$CleaningRunnable";

    /** The class of the Reference Handler thread. */
    private static final String REFERENCE_HANDLER_CLASS = "java.lang.ref.Reference$ReferenceHandler";

    /**
     * A thread's first line in a thread dump: its quoted name, its Java thread
     * id after '#', and its kernel thread id as nid, hexadecimal on JDK 17
     * ({@code nid=0x2817}) and decimal from JDK 19 ({@code nid=10343}).
     */
    private static final Pattern DUMP_HEADER = Pattern.compile(
            "^\".*\" #(\\d+) .*? nid=(0x[0-9a-fA-F]+|\\d+) ", Pattern.MULTILINE);

    public static void main(String[] args) throws Exception {
        Expected expected = Expected.valueOf(args[0]);
        ByteBuffer buffer = ByteBuffer.allocateDirect(4096);
        Method cleaner = Class.forName("java.nio.DirectByteBuffer").getDeclaredMethod("cleaner");
        cleaner.setAccessible(true);
        String cleanerClass = cleaner.invoke(buffer).getClass().getName();
        buffer = null;
        for (int i = 0; i < 1000; i++) {
            ByteBuffer.allocateDirect(1 << 20);
        }
        System.gc();

        Map<Thread, StackTraceElement[]> stacks = Thread.getAllStackTraces();
        Optional<Thread> bufferCleaner = threadsRunning(stacks, BUFFER_CLEANER_LOOP).stream().findFirst();
        // The threads that take a dropped buffer's memory back, with the role
        // the kit must give each: the Reference Handler, which runs a
        // jdk.internal.ref.Cleaner itself (and from JDK 26 hands a
        // BufferCleaner cleaner on), and the threads that run cleaners.
        Map<Thread, ThreadRole> freers = new LinkedHashMap<>();
        stacks.keySet().stream().filter(t -> t.getClass().getName().equals(REFERENCE_HANDLER_CLASS))
                .forEach(t -> freers.put(t, ThreadRole.REFERENCE_HANDLER));
        threadsRunning(stacks, BUFFER_CLEANER_LOOP).forEach(t -> freers.put(t, ThreadRole.CLEANER));
        threadsRunning(stacks, CLEANER_LOOP).forEach(t -> freers.put(t, ThreadRole.CLEANER));

        Map<Long, Integer> tidOfJavaThread = kernelTids();
        Map<Integer, String> kernelNames = new HashMap<>();
        ThreadCpu.snapshot().forEach(u -> kernelNames.put(u.tid(), u.name()));
        Map<ThreadRole, Map<Integer, String>> expectedByRole = new TreeMap<>();
        Map<ThreadRole, Map<Integer, String>> countedByRole = new TreeMap<>();
        List<String> unknown = new ArrayList<>();
        for (Map.Entry<Thread, ThreadRole> e : freers.entrySet()) {
            Integer tid = tidOfJavaThread.get(javaId(e.getKey()));
            if (tid == null || !kernelNames.containsKey(tid)) {
                unknown.add("'" + e.getKey().getName() + "' (kernel thread id "
                        + (tid == null ? "not in the thread dump" : tid + ", not in /proc/self/task") + ")");
                continue;
            }
            expectedByRole.computeIfAbsent(e.getValue(), r -> new TreeMap<>())
                    .put(tid, describe(e.getKey().getName(), tid, kernelNames.get(tid)));
        }
        for (Map.Entry<Integer, String> e : kernelNames.entrySet()) {
            ThreadRole role = ThreadRole.of(e.getValue());
            if (role == ThreadRole.REFERENCE_HANDLER || role == ThreadRole.CLEANER) {
                countedByRole.computeIfAbsent(role, r -> new TreeMap<>())
                        .put(e.getKey(), describe(null, e.getKey(), e.getValue()));
            }
        }
        String story = "JDK " + Runtime.version() + ": a direct buffer's cleaner is a " + cleanerClass + "; "
                + bufferCleaner.map(t -> "BufferCleaner's queue is run by the thread '" + t.getName() + "'")
                        .orElse("no thread runs java.nio.BufferCleaner's queue")
                + "; the threads that take memory back: " + show(expectedByRole)
                + "; the threads the kit counts in those roles: " + show(countedByRole);

        switch (expected) {
            case REFERENCE_HANDLER -> require(cleanerClass.equals("jdk.internal.ref.Cleaner") && bufferCleaner.isEmpty(),
                    "expected a jdk.internal.ref.Cleaner and no BufferCleaner thread", story);
            case BUFFER_CLEANER -> require(cleanerClass.startsWith("java.nio.BufferCleaner") && bufferCleaner.isPresent(),
                    "expected a java.nio.BufferCleaner cleaner and a thread running its queue", story);
        }
        boolean kitSaysBufferCleaner = JdkWaitLoop.BitsBackOff.whoFreesBuffers().startsWith("BufferCleaner");
        require(kitSaysBufferCleaner == (expected == Expected.BUFFER_CLEANER), "expected the kit's "
                + "JdkWaitLoop.BitsBackOff.whoFreesBuffers() to name the " + expected + " side, actual: '"
                + JdkWaitLoop.BitsBackOff.whoFreesBuffers() + "'", story);
        require(unknown.isEmpty(), "expected a kernel thread id for each thread that takes memory back; none for "
                + unknown, story);
        require(expectedByRole.containsKey(ThreadRole.REFERENCE_HANDLER), "expected to find the Reference Handler",
                story);
        for (ThreadRole role : List.of(ThreadRole.REFERENCE_HANDLER, ThreadRole.CLEANER)) {
            Map<Integer, String> want = expectedByRole.getOrDefault(role, Map.of());
            Map<Integer, String> got = countedByRole.getOrDefault(role, Map.of());
            require(want.keySet().equals(got.keySet()), "expected the kit to count as " + role + " exactly "
                    + want.values() + "; it counts " + got.values() + " (missed: " + minus(want, got)
                    + ", counted wrongly: " + minus(got, want) + ")", story);
        }
        Verdict.pass(expected + ": " + story).orThrow();
    }

    /**
     * Reads the kernel thread id of every Java thread from a thread dump.
     *
     * @return the kernel thread id by Java thread id
     */
    private static Map<Long, Integer> kernelTids() throws Exception {
        String dump = (String) ManagementFactory.getPlatformMBeanServer().invoke(
                new ObjectName("com.sun.management:type=DiagnosticCommand"), "threadPrint",
                new Object[] {new String[0]}, new String[] {String[].class.getName()});
        Map<Long, Integer> tids = new HashMap<>();
        Matcher m = DUMP_HEADER.matcher(dump);
        while (m.find()) {
            String nid = m.group(2);
            tids.put(Long.parseLong(m.group(1)), nid.startsWith("0x")
                    ? Integer.parseInt(nid.substring(2), 16) : Integer.parseInt(nid));
        }
        return tids;
    }

    // Thread.threadId(), which replaces getId() from JDK 19, is not in JDK 17.
    @SuppressWarnings("deprecation")
    private static long javaId(Thread t) {
        return t.getId();
    }

    private static String describe(String javaName, int tid, String kernelName) {
        return (javaName == null ? "" : "'" + javaName + "' ") + "tid " + tid + " kernel name '" + kernelName + "'";
    }

    private static String show(Map<ThreadRole, Map<Integer, String>> threadsByRole) {
        return threadsByRole.isEmpty() ? "none" : threadsByRole.entrySet().stream()
                .map(e -> e.getKey() + " " + e.getValue().values()).collect(Collectors.joining(", "));
    }

    private static List<String> minus(Map<Integer, String> a, Map<Integer, String> b) {
        return a.entrySet().stream().filter(e -> !b.containsKey(e.getKey())).map(Map.Entry::getValue).toList();
    }

    private static List<Thread> threadsRunning(Map<Thread, StackTraceElement[]> stacks, String className) {
        return stacks.entrySet().stream()
                .filter(e -> Arrays.stream(e.getValue()).anyMatch(f -> f.getClassName().equals(className)))
                .map(Map.Entry::getKey)
                .toList();
    }

    private static void require(boolean holds, String expectation, String story) {
        if (!holds) {
            Verdict.fail(Verdict.Mechanism.CONTRACT, expectation + "; actual: " + story).orThrow();
        }
    }
}
