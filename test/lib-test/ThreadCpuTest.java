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
 * @test
 * @summary Unit tests of ThreadCpu: /proc stat and schedstat parsing, deltas, thread roles, snapshots
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng ThreadCpuTest
 */

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.testng.SkipException;
import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

import waitkit.Platform;
import waitkit.measure.ThreadRole;
import waitkit.measure.ThreadCpu.Usage;
import waitkit.measure.ThreadCpu;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertThrows;
import static org.testng.Assert.assertTrue;

public class ThreadCpuTest {

    private static final long NANOS_PER_TICK = 10_000_000L;

    // A thread stat line as the kernel writes it, but with a name that holds a
    // space and a ')' so that a parser splitting at the first ')' or at blanks is
    // caught. utime (field 14) is 250 ticks and stime (field 15) 37; the fields
    // around them (cminflt..cmajflt, cutime, cstime) have other values so that an
    // off-by-one picks the wrong number.
    private static final String STAT = "1234 (C2 Compiler) x) S 1 1234 1234 0 -1 4194368 1234 11 12 13"
            + " 250 37 16 17 20 0 30 0 12345 3815481344 27123 18446744073709551615 1 1 0 0 0 0 0 4096"
            + " 17663 0 0 0 -1 1 0 0 0 0 0 0 0 0 0 0 0 0 0\n";

    @Test
    public void parseStat() {
        Usage u = ThreadCpu.parse(1234, "C2 Compiler) x", STAT, null);
        long expected = (250 + 37) * NANOS_PER_TICK;
        assertEquals(u.cpuNanos(), expected, "CPU from stat utime+stime: expected " + expected + " ns, got "
                + u.cpuNanos());
        assertEquals(u.runQueueWaitNanos(), -1L, "run-queue wait without schedstat: expected -1 (unknown), got "
                + u.runQueueWaitNanos());
        assertEquals(u.tid(), 1234, "tid: expected 1234, got " + u.tid());
        assertEquals(u.name(), "C2 Compiler) x", "name: expected the comm passed in, got '" + u.name() + "'");
    }

    // The shortest stat line that still has stime: fields 1..15.
    @Test
    public void parseShortestStat() {
        Usage u = ThreadCpu.parse(7, "t", "7 (t) R 1 2 3 4 5 6 7 8 9 10 3 4", null);
        assertEquals(u.cpuNanos(), 7 * NANOS_PER_TICK, "CPU: expected " + 7 * NANOS_PER_TICK + " ns, got "
                + u.cpuNanos());
    }

    @Test
    public void parseSchedstat() {
        Usage u = ThreadCpu.parse(1234, "C2 Compiler) x", STAT, "123456 7890 12\n");
        assertEquals(u.cpuNanos(), 123_456L, "CPU from schedstat field 1: expected 123456 ns, got "
                + u.cpuNanos());
        assertEquals(u.runQueueWaitNanos(), 7_890L, "run-queue wait from schedstat field 2: expected 7890 ns, got "
                + u.runQueueWaitNanos());
    }

    @Test
    public void parseSchedStat() {
        ThreadCpu.SchedStat s = ThreadCpu.SchedStat.parse("123456 7890 12\n");
        assertEquals(s.cpuNanos(), 123_456L, "CPU, schedstat field 1: expected 123456 ns, got " + s.cpuNanos());
        assertEquals(s.runQueueWaitNanos(), 7_890L, "run-queue wait, schedstat field 2: expected 7890 ns, got "
                + s.runQueueWaitNanos());
    }

    @DataProvider
    public Object[][] malformed() {
        return new Object[][] {
            // stat, schedstat
            {"", null},
            {"1234 C2 S 1 2 3 4 5 6 7 8 9 10 11 12 13", null},
            {"1 (x) S 1 2 3", null},
            {"1 (x) S 1 2 3 4 5 6 7 8 9 10 abc 12", null},
            {"1 (x) S 1 2 3 4 5 6 7 8 9 10 11 -", null},
            {STAT, ""},
            {STAT, "123456"},
            {STAT, "abc def 1"},
            {STAT, "1 2.5 3"},
        };
    }

    @Test(dataProvider = "malformed")
    public void parseRejectsMalformed(String stat, String schedstat) {
        assertThrows(IllegalArgumentException.class, () -> ThreadCpu.parse(1, "x", stat, schedstat));
    }

    @Test
    public void delta() {
        List<Usage> before = List.of(
                new Usage(1, "main", 100, 10),
                new Usage(2, "gone", 50, 5),
                new Usage(3, "nosched", 1_000, -1));
        List<Usage> after = List.of(
                new Usage(1, "main", 300, 25),
                new Usage(4, "new", 70, 7),
                new Usage(3, "nosched", 1_500, -1));
        List<Usage> expected = List.of(
                new Usage(1, "main", 200, 15),
                // started after 'before': counts from zero
                new Usage(4, "new", 70, 7),
                new Usage(3, "nosched", 500, -1));
        // tid 2 ended before 'after' and must not appear
        List<Usage> actual = ThreadCpu.delta(before, after);
        assertEquals(actual, expected, "delta: expected " + expected + ", got " + actual);
    }

    @DataProvider
    public Object[][] roles() {
        return new Object[][] {
            {"GC Thread#0", ThreadRole.GC},
            {"G1 Conc#0", ThreadRole.GC},
            {"G1 Main Marker", ThreadRole.GC},
            {"ZWorker#1", ThreadRole.GC},
            {"C2 CompilerThre", ThreadRole.COMPILER},
            {"C1 CompilerThre", ThreadRole.COMPILER},
            {"Reference Handl", ThreadRole.REFERENCE_HANDLER},
            {"Common-Cleaner", ThreadRole.CLEANER},
            {"Cleaner-0", ThreadRole.CLEANER},
            {"InnocuousThread", ThreadRole.CLEANER},
            {"Cleaner-thread", ThreadRole.APPLICATION},
            {"VM Thread", ThreadRole.VM},
            {"VM Periodic Tas", ThreadRole.VM},
            {"Signal Dispatch", ThreadRole.VM},
            {"Finalizer", ThreadRole.VM},
            {"main", ThreadRole.APPLICATION},
            {"pool-1-thread-1", ThreadRole.APPLICATION},
            // JDK 26+ (JDK-8368124): the first 7 characters, "..", the last 6
            {"Referen..andler", ThreadRole.REFERENCE_HANDLER},
            {"C2 Comp..hread0", ThreadRole.COMPILER},
            {"C1 Comp..hread0", ThreadRole.COMPILER},
            {"G1 Refi..ontrol", ThreadRole.GC},
            {"Innocuo..read-1", ThreadRole.CLEANER},
            {"VM Peri..Thread", ThreadRole.VM},
            {"Signal ..atcher", ThreadRole.VM},
            {"Monitor..Thread", ThreadRole.VM},
            {"Notific..Thread", ThreadRole.VM},
            {"allocat..read-1", ThreadRole.APPLICATION},
            {"Referen", ThreadRole.APPLICATION},
            // A long application name whose first 15 characters are a known
            // name's cannot be told from it before JDK 26; from JDK 26 its
            // last 6 characters tell it apart.
            {"C2 Comp..adPool", ThreadRole.APPLICATION},
            {"Referen..pool-1", ThreadRole.APPLICATION},
            {"Innocuo..d-pool", ThreadRole.APPLICATION},
        };
    }

    @Test(dataProvider = "roles")
    public void aKernelNameGetsItsRole(String comm, ThreadRole expected) {
        ThreadRole actual = ThreadRole.of(comm);
        assertEquals(actual, expected, "ThreadRole.of('" + comm + "'): expected " + expected + ", got " + actual);
    }

    /**
     * Full thread names: those HotSpot and the JDK give their threads (seen
     * in thread dumps of JDK 17, 21, 25 and 27 under G1, Parallel, Serial, Z
     * and Shenandoah, or made from the same patterns with longer numbers),
     * and application names that share a known name's first characters, its
     * first 15, or its first 7 and last 6 without being that name.
     */
    @DataProvider
    public Object[][] fullNames() {
        return new Object[][] {
            {"Reference Handler", ThreadRole.REFERENCE_HANDLER},
            {"C1 CompilerThread0", ThreadRole.COMPILER},
            {"C2 CompilerThread1", ThreadRole.COMPILER},
            {"C2 CompilerThread12", ThreadRole.COMPILER},
            {"C2 CompilerThread123456", ThreadRole.COMPILER},
            {"JVMCI CompilerThread0", ThreadRole.COMPILER},
            {"JVMCI-native CompilerThread0", ThreadRole.COMPILER},
            {"GC Thread#0", ThreadRole.GC},
            {"GC Thread#123456", ThreadRole.GC},
            {"G1 Refine Control", ThreadRole.GC},
            {"G1 Refinement Workers#0", ThreadRole.GC},
            {"Shenandoah Control Thread", ThreadRole.GC},
            {"Shenandoah GC Threads#0", ThreadRole.GC},
            {"ShenWorker#0", ThreadRole.GC},
            {"ZWorkerYoung#0", ThreadRole.GC},
            {"ZUncommitter#0", ThreadRole.GC},
            {"Common-Cleaner", ThreadRole.CLEANER},
            {"Cleaner-12", ThreadRole.CLEANER},
            {"Cleaner-12345678", ThreadRole.CLEANER},
            {"InnocuousThread-1", ThreadRole.CLEANER},
            {"InnocuousThread-12", ThreadRole.CLEANER},
            {"VM Periodic Task Thread", ThreadRole.VM},
            {"Signal Dispatcher", ThreadRole.VM},
            {"Monitor Deflation Thread", ThreadRole.VM},
            {"Notification Thread", ThreadRole.VM},
            {"Service Thread", ThreadRole.VM},
            {"Finalizer", ThreadRole.VM},
            // Application threads that begin like a known name.
            {"Compile-worker-1", ThreadRole.APPLICATION},
            {"C2 Compaction worker", ThreadRole.APPLICATION},
            {"JVMCI-compile-queue", ThreadRole.APPLICATION},
            {"GC Thread-worker-1", ThreadRole.APPLICATION},
            {"GC Thread#worker-1", ThreadRole.APPLICATION},
            {"ZDirector-worker-1", ThreadRole.APPLICATION},
            {"Reference-cache-cleanup", ThreadRole.APPLICATION},
            {"Common-Pool-worker-1", ThreadRole.APPLICATION},
            {"Common-Cleaner-2", ThreadRole.APPLICATION},
            {"Cleaner-worker-1", ThreadRole.APPLICATION},
            {"Innocuous-queue-worker", ThreadRole.APPLICATION},
            {"Signal event-queue", ThreadRole.APPLICATION},
            {"Monitor-worker-1", ThreadRole.APPLICATION},
            {"Notification sender-1", ThreadRole.APPLICATION},
            {"Service-worker-1", ThreadRole.APPLICATION},
            {"Service Threads", ThreadRole.APPLICATION},
            {"Finalizer-pool-1", ThreadRole.APPLICATION},
            {"Finalizer2", ThreadRole.APPLICATION},
        };
    }

    /**
     * The kernel holds a thread's name whole up to 15 characters; a longer
     * one as its first 15 characters before JDK 26, and from JDK 26
     * (JDK-8368124) as its first 7, "..", and its last 6. Each of the three
     * forms of a name gets the name's role, and no other name's.
     */
    @Test(dataProvider = "fullNames")
    public void everyKernelFormOfANameGetsItsRole(String name, ThreadRole expected) {
        String truncated = name.length() > 15 ? name.substring(0, 15) : name;
        String abbreviated = name.length() > 15 ? name.substring(0, 7) + ".." + name.substring(name.length() - 6)
                : name;
        for (String form : List.of(name, truncated, abbreviated)) {
            ThreadRole actual = ThreadRole.of(form);
            assertEquals(actual, expected, "ThreadRole.of('" + form + "'), a kernel form of the thread name '" + name
                    + "': expected " + expected + ", got " + actual);
        }
    }

    /**
     * The names the kernel holds are HotSpot's shortened ones, whose form
     * changed in JDK 26 (JDK-8368124): this JVM's own Reference Handler,
     * and its compiler threads when it has a JIT, must get their roles on
     * the JDK under test, or every scenario's CPU account is wrong there.
     */
    @Test
    public void thisJvmsOwnThreadsGetTheirRoles() {
        List<Usage> threads = ThreadCpu.snapshot();
        long referenceHandlers = threads.stream().filter(u -> ThreadRole.of(u.name()) == ThreadRole.REFERENCE_HANDLER)
                .count();
        assertEquals(referenceHandlers, 1L, "Reference Handler threads among " + names(threads));
        if (ManagementFactory.getCompilationMXBean() != null) {
            assertTrue(threads.stream().anyMatch(u -> ThreadRole.of(u.name()) == ThreadRole.COMPILER),
                    "expected a COMPILER thread among " + names(threads));
        }
    }

    private static List<String> names(List<Usage> threads) {
        return threads.stream().map(Usage::name).toList();
    }

    @Test
    public void cpuByRoleSumsAndListsEveryRole() {
        Map<ThreadRole, Long> byRole = ThreadCpu.cpuByRole(List.of(
                new Usage(10, "GC Thread#0", 100, 0),
                new Usage(11, "G1 Conc#0", 50, 0),
                new Usage(12, "main", 7, 0)));
        assertEquals(byRole.keySet(), java.util.EnumSet.allOf(ThreadRole.class),
                "roles: expected every role, got " + byRole.keySet());
        assertEquals(byRole.get(ThreadRole.GC), Long.valueOf(150), "GC CPU: expected 150, got " + byRole.get(ThreadRole.GC));
        assertEquals(byRole.get(ThreadRole.APPLICATION), Long.valueOf(7),
                "application CPU: expected 7, got " + byRole.get(ThreadRole.APPLICATION));
        assertEquals(byRole.get(ThreadRole.COMPILER), Long.valueOf(0),
                "compiler CPU: expected 0, got " + byRole.get(ThreadRole.COMPILER));
    }

    private static volatile long sink;

    @Test
    public void snapshotSeesThisThreadBurn() {
        if (!System.getProperty("os.name").equals("Linux")) {
            throw new SkipException("needs Linux /proc, os.name is " + System.getProperty("os.name"));
        }
        long tid = Platform.currentTid();
        List<Usage> before = ThreadCpu.snapshot();
        assertFalse(before.isEmpty(), "snapshot: expected the threads of this JVM, got none");
        assertTrue(before.stream().anyMatch(u -> u.tid() == tid),
                "snapshot: expected this thread (tid " + tid + "), got " + before);
        burnCpu(50_000_000L);
        List<Usage> delta = ThreadCpu.delta(before, ThreadCpu.snapshot());
        Optional<Usage> me = delta.stream().filter(u -> u.tid() == tid).findFirst();
        assertTrue(me.isPresent(), "delta: expected this thread (tid " + tid + "), got " + delta);
        // Generous on purpose: without schedstat the resolution is a 10 ms tick.
        assertTrue(me.get().cpuNanos() > 0, "CPU of this thread after burning ~50 ms: expected > 0, got "
                + me.get().cpuNanos() + " ns");
        for (Usage u : delta) {
            assertTrue(u.cpuNanos() >= 0, "CPU delta of " + u + ": expected >= 0");
        }
    }

    @Test
    public void schedStatOfCurrentThreadSeesItBurn() {
        ThreadCpu.SchedStat before = ThreadCpu.schedStatOfCurrentThread();
        if (before == null) {
            throw new SkipException("no readable /proc/thread-self/schedstat");
        }
        burnCpu(50_000_000L);
        ThreadCpu.SchedStat after = ThreadCpu.schedStatOfCurrentThread();
        long cpu = after.cpuNanos() - before.cpuNanos();
        // Nanosecond resolution: burning ~50 ms shows as at least half of that.
        assertTrue(cpu >= 25_000_000L, "schedstat CPU of this thread after burning ~50 ms: expected >= 25 ms, got "
                + cpu + " ns");
        assertTrue(after.runQueueWaitNanos() >= before.runQueueWaitNanos(), "run-queue wait went back from "
                + before.runQueueWaitNanos() + " to " + after.runQueueWaitNanos() + " ns");
    }

    // Burns CPU rather than wall time, so a busy machine does not shorten it.
    private static void burnCpu(long nanos) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long wallLimit = System.nanoTime() + 5_000_000_000L;
        long start = mx.getCurrentThreadCpuTime();
        long x = 0;
        while (mx.getCurrentThreadCpuTime() - start < nanos && System.nanoTime() < wallLimit) {
            for (int i = 0; i < 10_000; i++) {
                x = x * 31 + i;
            }
        }
        sink = x;
    }
}
