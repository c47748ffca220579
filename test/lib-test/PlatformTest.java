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
 * @summary Unit tests of Platform: CPU list parsing, CPUs allowed, timer slack and thread ids
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng PlatformTest
 */

import java.util.BitSet;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

import org.testng.SkipException;
import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

import waitkit.Platform;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertNotEquals;
import static org.testng.Assert.assertThrows;
import static org.testng.Assert.assertTrue;

public class PlatformTest {

    private static final boolean LINUX = System.getProperty("os.name").equals("Linux");

    private static BitSet bits(int... cpus) {
        BitSet b = new BitSet();
        for (int cpu : cpus) {
            b.set(cpu);
        }
        return b;
    }

    private static void requireLinux() {
        if (!LINUX) {
            throw new SkipException("needs Linux /proc, os.name is " + System.getProperty("os.name"));
        }
    }

    @DataProvider
    public Object[][] cpuLists() {
        return new Object[][] {
            {"0", bits(0)},
            {"0-3", bits(0, 1, 2, 3)},
            {"0-3,8,10-11", bits(0, 1, 2, 3, 8, 10, 11)},
            {" 1 ", bits(1)},
            // what follows "Cpus_allowed_list:" in /proc/self/status
            {"\t0-1", bits(0, 1)},
            {"5-5", bits(5)},
            {"", bits()},
            {"   ", bits()},
        };
    }

    @Test(dataProvider = "cpuLists")
    public void parseCpuList(String list, BitSet expected) {
        BitSet actual = Platform.parseCpuList(list);
        assertEquals(actual, expected, "parseCpuList('" + list + "'): expected " + expected + ", got " + actual);
    }

    @DataProvider
    public Object[][] malformedCpuLists() {
        return new Object[][] {
            {"3-1"}, {"a"}, {"1-2-3"}, {"-1"}, {"1,,2"}, {",1"}, {"0-a"}, {"1 2"}, {"1-"}, {"0-2,"},
        };
    }

    @Test(dataProvider = "malformedCpuLists")
    public void parseCpuListRejectsMalformed(String list) {
        assertThrows(IllegalArgumentException.class, () -> Platform.parseCpuList(list));
    }

    @Test
    public void cpusAllowedIsNotEmpty() {
        requireLinux();
        BitSet cpus = Platform.cpusAllowed();
        assertTrue(cpus.cardinality() >= 1, "CPUs allowed: expected at least one, got " + cpus);
    }

    @Test
    public void timerSlackIsReadable() {
        requireLinux();
        OptionalLong slack = Platform.timerSlackNanos();
        assertTrue(slack.isPresent(), "timer slack: expected a value from /proc/<tid>/timerslack_ns, got none");
        assertTrue(slack.getAsLong() > 0, "timer slack: expected > 0 ns, got " + slack.getAsLong());
    }

    @Test
    public void negativeTimerSlackIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> Platform.setTimerSlackNanos(-1));
    }

    // Timer slack is per thread: a fresh thread keeps the TestNG thread (shared
    // with later tests in the agent VM) at its own slack whatever happens here.
    @Test
    public void setTimerSlackRoundTrip() throws Exception {
        requireLinux();
        String skip = onFreshThread(() -> {
            long original = Platform.timerSlackNanos().orElseThrow();
            long wanted = original == 123_456 ? 654_321 : 123_456;
            if (!Platform.setTimerSlackNanos(wanted)) {
                return "timer slack is not writable here";
            }
            try {
                long now = Platform.timerSlackNanos().orElseThrow();
                assertEquals(now, wanted, "slack after setTimerSlackNanos(" + wanted + "): expected "
                        + wanted + ", got " + now);
                // Platform documents that a new thread inherits its creator's slack.
                long inherited = onFreshThread(() -> Platform.timerSlackNanos().orElse(-1));
                assertEquals(inherited, wanted, "slack of a thread started by a thread with slack " + wanted
                        + ": expected " + wanted + ", got " + inherited);
                // Writing 0 restores the slack the thread started with.
                assertTrue(Platform.setTimerSlackNanos(0), "setTimerSlackNanos(0): expected true, got false");
                long restored = Platform.timerSlackNanos().orElseThrow();
                assertEquals(restored, original, "slack after setTimerSlackNanos(0): expected the default "
                        + original + ", got " + restored);
            } finally {
                Platform.setTimerSlackNanos(original);
            }
            long end = Platform.timerSlackNanos().orElseThrow();
            assertEquals(end, original, "slack after restoring: expected " + original + ", got " + end);
            return null;
        });
        if (skip != null) {
            throw new SkipException(skip);
        }
    }

    @Test
    public void currentTidDiffersBetweenThreads() throws Exception {
        requireLinux();
        long mine = Platform.currentTid();
        long again = Platform.currentTid();
        long other = onFreshThread(Platform::currentTid);
        assertTrue(mine > 0, "tid of this thread: expected > 0, got " + mine);
        assertTrue(other > 0, "tid of another thread: expected > 0, got " + other);
        assertEquals(again, mine, "tid of this thread read twice: expected " + mine + ", got " + again);
        assertNotEquals(other, mine, "tid of another thread: expected other than " + mine + ", got " + other);
    }

    @Test
    public void jdkFeatureIsRuntimeVersion() {
        assertEquals(Platform.jdkFeature(), Runtime.version().feature(), "jdkFeature() vs Runtime.version()");
    }

    private static <T> T onFreshThread(Callable<T> task) throws Exception {
        FutureTask<T> f = new FutureTask<>(task);
        Thread t = new Thread(f, "PlatformTest-fresh");
        t.start();
        t.join();
        try {
            return f.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Exception x) {
                throw x;
            }
            throw (Error) e.getCause();
        }
    }
}
