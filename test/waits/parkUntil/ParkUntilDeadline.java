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
 * @summary LockSupport.parkUntil returns at its deadline, not before (median of 20)
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm ParkUntilDeadline
 */

import java.util.concurrent.locks.LockSupport;

import waitkit.Evidence;
import waitkit.Units;
import waitkit.Verdict;
import waitkit.judge.Bounds;
import waitkit.measure.LatencySamples;
import waitkit.measure.TimerCosts;

/**
 * parkUntil(deadline) with a deadline 5 ms ahead on the System.currentTimeMillis
 * clock. It may return spuriously, so the median over 20 calls is bounded: its
 * return time on that clock is not before the deadline, and not later than the
 * deadline plus 1 ms (the clock's resolution) plus two wake-up costs.
 */
public class ParkUntilDeadline {

    public static void main(String[] args) throws Exception {
        LatencySamples wakeUp = TimerCosts.wakeUp(5_000_000L);
        long[] lateness = new long[20];
        for (int i = 0; i < lateness.length; i++) {
            long deadline = System.currentTimeMillis() + 5;
            LockSupport.parkUntil(deadline);
            long afterNanos = System.currentTimeMillis() * 1_000_000L;
            lateness[i] = afterNanos - deadline * 1_000_000L;
        }
        LatencySamples late = LatencySamples.of(lateness);
        System.out.println("return time minus deadline: " + late + "; wake-up cost " + wakeUp);
        Evidence.of("deadline").put("method", "parkUntil").put("p50_lateness_ns", late.median())
                .put("wakeup_p50_ns", wakeUp.median()).write();
        Bounds.nanosAtLeast(Verdict.Mechanism.EARLY_RETURN, "parkUntil median lateness", late.median(), 0,
                "the deadline passes before parkUntil returns").orThrow();
        Bounds.nanosAtMost(Verdict.Mechanism.OVERSHOOT, "parkUntil median lateness", late.median(),
                1_000_000L + Bounds.widenUpper(2.0 * wakeUp.median()),
                "1 ms clock resolution + 2 x wake-up cost " + Units.nanos(wakeUp.median()) + " of a 5 ms park").orThrow();
    }
}
