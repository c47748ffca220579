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
 * @summary Before JDK 26 a dropped direct buffer is freed by a jdk.internal.ref.Cleaner, which the Reference Handler runs itself
 * @requires jdk.version.major < 26
 * @modules java.base/java.nio:open
 * @library /lib
 * @run main/othervm -XX:MaxDirectMemorySize=16m WhoCleansDirectBuffers REFERENCE_HANDLER
 */

/*
 * @test id=buffer-cleaner
 * @bug 8344332
 * @summary From JDK 26 a dropped direct buffer is freed by BufferCleaner's own thread or by an allocating thread, and the kit counts that thread as a cleaner
 * @requires jdk.version.major >= 26
 * @modules java.base/java.nio:open
 * @library /lib
 * @run main/othervm -XX:MaxDirectMemorySize=16m WhoCleansDirectBuffers BUFFER_CLEANER
 */

import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import waitkit.JdkWaitLoop;
import waitkit.ThreadCpu;
import waitkit.Verdict;

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
 *     cleaner ({@link ThreadCpu.Role#CLEANER}), or its CPU goes to the
 *     application's account.</li>
 * </ul>
 * The test allocates and drops direct buffers until their memory has been
 * reused under a 16 MiB limit, names the class of a buffer's cleaner, finds
 * the threads that run cleaners by their stacks, and checks that the kit
 * counts at least as many threads as cleaners by their kernel names.
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
        long runningCleaners = threadsRunning(stacks, BUFFER_CLEANER_LOOP).size()
                + threadsRunning(stacks, CLEANER_LOOP).size();
        List<String> countedAsCleaners = ThreadCpu.snapshot().stream().map(ThreadCpu.Usage::name)
                .filter(name -> ThreadCpu.roleOf(name) == ThreadCpu.Role.CLEANER).toList();
        String story = "JDK " + Runtime.version() + ": a direct buffer's cleaner is a " + cleanerClass + "; "
                + bufferCleaner.map(t -> "BufferCleaner's queue is run by the thread '" + t.getName() + "'")
                        .orElse("no thread runs java.nio.BufferCleaner's queue")
                + "; " + runningCleaners + " threads run cleaners, the kit counts " + countedAsCleaners
                + " as cleaners";

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
        require(countedAsCleaners.size() >= runningCleaners, "expected the kit to count each of the "
                + runningCleaners + " threads that run cleaners as " + ThreadCpu.Role.CLEANER, story);
        Verdict.pass(expected + ": " + story).orThrow();
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
