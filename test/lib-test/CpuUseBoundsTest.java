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
 * @summary Unit tests of CpuUseBounds: the time runnable of a wait that never blocked; when to measure again
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng/othervm CpuUseBoundsTest
 */

import org.testng.annotations.Test;

import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.judge.CpuUseBounds;
import waitkit.measure.LatencySamples;
import waitkit.measure.Measurement;
import waitkit.measure.ThreadStops;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertSame;
import static org.testng.Assert.assertTrue;

/**
 * What the mutant tests of the JDK's timed loops rely on: a wait expected to
 * block that passed by its time on a CPU, because it yielded that CPU to
 * another thread, is still CPU_USE when it never blocked; a wait that
 * blocked on each call keeps the verdict of its time on a CPU; a failure
 * beside a spin reference other work kept off its CPU is measured again.
 */
public class CpuUseBoundsTest {

    private static final long WALL = 250_000_000L;
    private static final Verdict ON_CPU = Verdict.pass("a share of 0.02 on a CPU, expected at most 0.05");

    // 25 calls of 10 ms over 250 ms: CPU and run-queue time as shares of the wall time, and the blocks.
    private static Measurement of(String wait, double onCpu, double queued, long blocks) {
        return new Measurement(WaitMethod.of(wait), 10_000_000L, 25, LatencySamples.of(10_000_000L),
                (long) (onCpu * WALL), (long) (queued * WALL), WALL, new ThreadStops(blocks, 0, 0, -1));
    }

    private static final Measurement PARK = of("objectWait", 0.01, 0.01, 25);
    private static final Measurement SPIN = of("busyNanoTime", 0.45, 0.54, 0);

    @Test
    public void aWaitThatYieldedItsCpuWithoutBlockingIsCpuUse() {
        Verdict v = CpuUseBounds.blockedOnEachCall(of("yield", 0.02, 0.96, 3), PARK, SPIN, ON_CPU);
        assertEquals(v.mechanism(), Verdict.Mechanism.CPU_USE, v.message());
        assertTrue(v.message().contains("blocked 3 times in 25 calls"), v.message());
    }

    @Test
    public void aWaitThatBlockedOnEachCallKeepsItsVerdict() {
        assertSame(CpuUseBounds.blockedOnEachCall(of("parkNanos", 0.02, 0.30, 25), PARK, SPIN, ON_CPU), ON_CPU);
    }

    @Test
    public void aWaitWhoseBlocksAreUnknownKeepsItsVerdict() {
        assertSame(CpuUseBounds.blockedOnEachCall(of("yield", 0.02, 0.96, -1), PARK, SPIN, ON_CPU), ON_CPU);
    }

    private static final Verdict FAILED = Verdict.fail(Verdict.Mechanism.CPU_USE,
            "a share of 0.020 on a CPU, expected at most 0.017");

    // A failed series of a wait expected to block is measured again only
    // beside a spin reference other work kept off its CPU, and only up to
    // the last series; a pass, a SPINS wait and a spin left alone are final.
    @Test
    public void aFailureBesideAStarvedSpinIsMeasuredAgain() {
        assertTrue(CpuUseBounds.measureAgain(FAILED, CpuUseBounds.Expected.BLOCKS, 0.45, 1), "starved spin, series 1");
        assertTrue(CpuUseBounds.measureAgain(FAILED, CpuUseBounds.Expected.BLOCKS, 0.45, CpuUseBounds.SERIES - 1),
                "starved spin, the series before the last");
    }

    @Test
    public void aPassASpinLeftAloneOrTheLastSeriesIsFinal() {
        assertFalse(CpuUseBounds.measureAgain(ON_CPU, CpuUseBounds.Expected.BLOCKS, 0.45, 1), "a pass");
        assertFalse(CpuUseBounds.measureAgain(FAILED, CpuUseBounds.Expected.BLOCKS, CpuUseBounds.STARVED_SPIN, 1),
                "a spin on a CPU half of the time");
        assertFalse(CpuUseBounds.measureAgain(FAILED, CpuUseBounds.Expected.BLOCKS, 0.87, 1), "a spin left alone");
        assertFalse(CpuUseBounds.measureAgain(FAILED, CpuUseBounds.Expected.SPINS, 0.45, 1), "a wait that must spin");
        assertFalse(CpuUseBounds.measureAgain(FAILED, CpuUseBounds.Expected.BLOCKS, 0.45, CpuUseBounds.SERIES),
                "the last series");
    }
}
