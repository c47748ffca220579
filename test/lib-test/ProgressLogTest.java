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
 * @summary Unit tests of ProgressLog: steps per interval, the longest stretch without a step, capacity
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng ProgressLogTest
 */

import org.testng.annotations.Test;

import waitkit.scenario.ProgressLog;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertThrows;
import static org.testng.Assert.assertTrue;

public class ProgressLogTest {

    @Test
    public void anEmptyLogIsOneGapAndEmptyIntervals() {
        ProgressLog log = new ProgressLog(4);
        assertEquals(log.steps(), 0);
        assertEquals(log.longestGapNanos(1_000, 5_000), 4_000L, "no step: the whole run is one gap");
        assertEquals(log.stepsPerInterval(1_000, 5_000, 1_000), "0 0 0 0");
    }

    @Test
    public void stepsFallInTheirIntervalsAndBoundTheGaps() throws InterruptedException {
        ProgressLog log = new ProgressLog(8);
        long from = System.nanoTime();
        log.step();
        log.step();
        Thread.sleep(50);
        log.step();
        long to = System.nanoTime();
        assertEquals(log.steps(), 3);
        long gap = log.longestGapNanos(from, to);
        // sleep never returns early: the stretch between the second and third step is at least 50 ms
        assertTrue(gap >= 50_000_000L && gap <= to - from, "longest gap " + gap + " ns, expected 50 ms to " + (to - from));
        String counts = log.stepsPerInterval(from, to, to - from);
        assertEquals(counts, "3", "one interval covering the run holds every step");
    }

    @Test
    public void stepsPastTheCapacityAreCountedNotTimed() {
        ProgressLog log = new ProgressLog(2);
        long from = System.nanoTime();
        for (int i = 0; i < 5; i++) {
            log.step();
        }
        long to = System.nanoTime();
        assertEquals(log.steps(), 5);
        assertEquals(log.stepsPerInterval(from, to, Math.max(1, to - from)), "2", "only the first two are timed");
    }

    @Test
    public void stepsOutsideTheRunAreLeftOut() {
        ProgressLog log = new ProgressLog(4);
        log.step();
        long from = System.nanoTime() + 1_000_000_000L;
        assertEquals(log.stepsPerInterval(from, from + 10, 5), "0 0");
    }

    @Test
    public void refusesNonsense() {
        assertThrows(IllegalArgumentException.class, () -> new ProgressLog(0));
        ProgressLog log = new ProgressLog(1);
        assertThrows(IllegalArgumentException.class, () -> log.stepsPerInterval(0, 10, 0));
        assertThrows(IllegalArgumentException.class, () -> log.stepsPerInterval(10, 0, 1));
    }
}
