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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;

import org.junit.jupiter.api.Test;

import waitkit.Platform;

/** What the assertions need to measure, and how many CPUs they count. */
class MeasurabilityTest {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    // CPU_USE reads schedstat alone: a JVM whose ThreadMXBean does not
    // measure CPU time still measures it; STARVATION reads both.
    @Test
    void cpuUseNeedsOnlySchedstat() {
        boolean was = THREADS.isThreadCpuTimeEnabled();
        try {
            THREADS.setThreadCpuTimeEnabled(false);
            assertNull(Sched.whyUnmeasurable(false), "CPU_USE without ThreadMXBean's CPU time");
            String why = Sched.whyUnmeasurable(true);
            assertNotNull(why, "STARVATION without ThreadMXBean's CPU time");
            assertTrue(why.contains("ThreadMXBean"), why);
        } finally {
            THREADS.setThreadCpuTimeEnabled(was);
        }
    }

    // Without /proc/thread-self a platform thread finds its kernel id by its
    // name: the same as the link gives, on this thread and on a new one.
    @Test
    void aThreadFindsItsKernelIdByItsName() throws Exception {
        assertEquals(threadSelf(), Platform.currentTidByName(), "this thread");
        long[] ids = new long[2];
        Thread t = new Thread(() -> {
            try {
                ids[0] = threadSelf();
                ids[1] = Platform.currentTidByName();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }, "a name of its own");
        t.start();
        t.join();
        assertEquals(ids[0], ids[1], "a new thread");
        assertEquals("a name of its own", t.getName(), "the name is given back");
    }

    // A cgroup CPU quota lowers the JVM's count below the affinity mask's:
    // the lesser is the capacity the waiters share.
    @Test
    void theCpusAreTheMasksNoMoreThanTheJvmCounts() {
        BitSet two = new BitSet();
        two.set(0, 2);
        assertEquals(1, WaitAssertions.cpus(two, 1), "a quota of one CPU on two");
        assertEquals(2, WaitAssertions.cpus(two, 2), "no quota");
        assertEquals(3, WaitAssertions.cpus(new BitSet(), 3), "no mask: the JVM's count");
    }

    private static long threadSelf() throws Exception {
        return Long.parseLong(Files.readSymbolicLink(Path.of("/proc/thread-self")).getFileName().toString());
    }
}
