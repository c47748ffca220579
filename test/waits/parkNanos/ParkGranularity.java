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
 * @summary LockSupport.parkNanos wakes in steps of the timer slack: 10 µs lasts about 10 µs + slack (C5, C6)
 * @key timing
 * @requires os.family == "linux" & waitkit.timerslack.readable
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm ParkGranularity
 */

import java.util.OptionalLong;

import waitkit.Platform;
import waitkit.Units;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.judge.Bounds;
import waitkit.measure.BaselineBlock;
import waitkit.measure.LatencySamples;
import waitkit.measure.Measurement;
import waitkit.measure.Waits;

/**
 * parkNanos(10 µs / 55 µs / 105 µs). Linux lets a timer fire anywhere from its
 * expiry to its expiry plus the thread's timer slack S
 * ({@code /proc/<tid>/timerslack_ns}, 50 µs by default), and with no other timer
 * due it fires late, to batch wake-ups. So the median park lasts
 * <ul>
 * <li>at least the request plus S/2: the slack shows (a JDK or kernel that
 *     removed it would fail here, and the kit's bounds would need a new basis);</li>
 * <li>at most the request plus two wake-up costs W, W the median overshoot
 *     of Thread.sleep(1 ms), the shortest sleep every JDK makes, taken in turn
 *     with the parks: about S plus the wake-up path from an idle at least as
 *     deep as these parks see. The bound comes from another method than the
 *     one under test, so a park that became slow would not raise it.</li>
 * </ul>
 * parkNanos may return spuriously, so only medians are bounded.
 * Claims C5 and C6 (doc/claims.md).
 */
public class ParkGranularity {

    public static void main(String[] args) throws Exception {
        System.out.println(Platform.describe());
        OptionalLong slackOpt = Platform.timerSlackNanos();
        long slack = slackOpt.orElseThrow();
        WaitMethod park = WaitMethod.of("parkNanos");
        for (long r : new long[] {10_000L, 55_000L, 105_000L}) {
            Waits.Paired paired = Waits.measureInTurn(park, r, BaselineBlock.onThisThread("sleepNanos"), 1_000_000L, 20, 200);
            Measurement m = paired.measured();
            LatencySamples wakeUp = paired.baseline();
            System.out.println(m + "; wake-up cost " + wakeUp + " (sleepNanos(1 ms) on the same thread)");
            m.evidence(null).put("wakeup_p50_ns", wakeUp.median()).write();
            String what = "parkNanos(" + Units.nanos(r) + ") median of " + m.latency().count() + " calls";
            Bounds.nanosAtLeast(Verdict.Mechanism.EARLY_RETURN, what, m.latency().median(),
                    r + Bounds.widenLower(slack / 2.0),
                    "request + half the timer slack " + Units.nanos(slack) + " read from /proc").orThrow();
            Bounds.nanosAtMost(Verdict.Mechanism.OVERSHOOT, what, m.latency().median(),
                    r + Bounds.widenUpper(2.0 * wakeUp.median()),
                    "request + 2 x wake-up cost " + Units.nanos(wakeUp.median())
                    + " = median overshoot of Thread.sleep(1 ms), taken in turn with these parks").orThrow();
        }
    }
}
