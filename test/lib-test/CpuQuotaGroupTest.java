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
 * @summary Unit tests of CpuQuotaGroup: cgroup v1 and v2 cpu.stat, a group's quota, command and removal
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng CpuQuotaGroupTest
 */

import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.testng.SkipException;
import org.testng.annotations.Test;

import waitkit.Units;
import waitkit.cgroup.CpuQuotaGroup;
import waitkit.cgroup.CpuStat;
import waitkit.cgroup.LeftoverGroups;
import waitkit.jvm.ChildReaper;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertThrows;
import static org.testng.Assert.assertTrue;

public class CpuQuotaGroupTest {

    @Test
    public void readsCgroupV1Stat() {
        CpuStat s = CpuStat.parse(
                "nr_periods 11\nnr_throttled 9\nthrottled_time 1234567\nnr_bursts 0\nburst_time 0\n");
        assertEquals(s, new CpuStat(11, 9, 1_234_567));
    }

    @Test
    public void readsCgroupV2StatInMicroseconds() {
        CpuStat s = CpuStat.parse("usage_usec 5000\nuser_usec 4000\nsystem_usec 1000\n"
                + "nr_periods 20\nnr_throttled 3\nthrottled_usec 1500\n");
        assertEquals(s, new CpuStat(20, 3, 1_500_000));
    }

    @Test
    public void subtractsAnEarlierReading() {
        assertEquals(new CpuStat(15, 10, 900).since(new CpuStat(5, 4, 100)),
                new CpuStat(10, 6, 800));
    }

    @Test
    public void rejectsAStatWithoutThrottling() {
        assertThrows(IllegalArgumentException.class, () -> CpuStat.parse("usage_usec 5000\n"));
    }

    @Test
    public void aGroupHasItsQuotaAndIsGoneAfterClose() throws Exception {
        Optional<String> unavailable = CpuQuotaGroup.unavailableReason();
        if (unavailable.isPresent()) {
            throw new SkipException("no cgroup with a CPU quota can be created here: " + unavailable.get());
        }
        CpuQuotaGroup g = CpuQuotaGroup.create(25_000, 100_000);
        try {
            assertEquals(g.cpus(), 0.25);
            String quota = Files.exists(g.dir().resolve("cpu.max"))
                    ? Files.readString(g.dir().resolve("cpu.max")).trim()
                    : Files.readString(g.dir().resolve("cpu.cfs_quota_us")).trim() + " "
                    + Files.readString(g.dir().resolve("cpu.cfs_period_us")).trim();
            assertEquals(quota, "25000 100000", "the quota and period written to " + g.dir());
            List<String> cmd = g.wrap(List.of("java", "-version"));
            assertEquals(cmd.subList(cmd.size() - 2, cmd.size()), List.of("java", "-version"));
            assertEquals(cmd.get(0), "sh");
            assertEquals(g.stat().throttledPeriods(), 0, "throttled periods of an empty group");
        } finally {
            g.close();
        }
        assertFalse(Files.exists(g.dir()), g.dir() + " after close");
        assertTrue(LeftoverGroups.list().stream().noneMatch(p -> p.equals(g.dir())));
    }

    // A process that spins in a group with a quota is throttled: killed, it
    // exits only once the next period lets it run, which REMOVAL_WITHIN
    // allows for.
    @Test
    public void aThrottledGroupIsRemovedWithinTheBound() throws Exception {
        Optional<String> unavailable = CpuQuotaGroup.unavailableReason();
        if (unavailable.isPresent()) {
            throw new SkipException("no cgroup with a CPU quota can be created here: " + unavailable.get());
        }
        CpuQuotaGroup g = CpuQuotaGroup.create(10_000, 100_000);
        Process spin = null;
        try {
            spin = ChildReaper.track(new ProcessBuilder(g.wrap(List.of("sh", "-c", "while :; do :; done")))
                    .redirectErrorStream(true).start());
            Duration throttledWithin = Duration.ofSeconds(10);
            long start = System.nanoTime();
            while (g.stat().throttledPeriods() == 0 && System.nanoTime() - start < throttledWithin.toNanos()) {
                Thread.sleep(20);
            }
            assertTrue(g.stat().throttledPeriods() > 0, "throttled periods of a group of 10 ms per 100 ms with a "
                    + "spinning process, after " + Units.nanos(throttledWithin.toNanos()) + ": expected some, got "
                    + g.stat());
            long closing = System.nanoTime();
            g.close();
            long took = System.nanoTime() - closing;
            assertTrue(took < CpuQuotaGroup.REMOVAL_WITHIN.toNanos(), "close() of a throttled group: expected within "
                    + Units.nanos(CpuQuotaGroup.REMOVAL_WITHIN.toNanos()) + ", got " + Units.nanos(took));
            assertFalse(Files.exists(g.dir()), g.dir() + " after close");
            assertTrue(spin.waitFor(CpuQuotaGroup.EXIT_WITHIN.toMillis(), TimeUnit.MILLISECONDS),
                    "the spinning process after close(): expected to have exited, got still running");
        } finally {
            if (spin != null) {
                ChildReaper.kill(spin);
                ChildReaper.untrack(spin);
            }
            g.close();
        }
    }
}
