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
 * @test id=default
 * @summary A busy wait on System.nanoTime lasts its request plus a few clock reads at 1 and 10 µs (C10, C11)
 * @key timing
 * @library /lib
 * @run main/othervm BusyWaitAccuracy
 */

/*
 * @test id=xint
 * @summary A busy wait on System.nanoTime is accurate in the interpreter too, at the interpreter's clock-read cost
 * @key timing
 * @library /lib
 * @run main/othervm -Xint BusyWaitAccuracy
 */

import waitkit.Bounds;
import waitkit.LatencySamples;
import waitkit.Units;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.Waits;

/**
 * busyNanoTime(1 µs / 10 µs / 100 µs). The loop exits on the first clock read at
 * or past the deadline, so no call is shorter than requested, and the median
 * overshoot is at most
 * <ul>
 * <li>O, the median time of an empty wait through the same measuring path
 *     (the call and the two timestamps around it), plus</li>
 * <li>4 c, c being the cost of one System.nanoTime call measured in this run:
 *     the loop's start read, the last read before the deadline, the read past it,
 *     and one more for the loop's own compare and branch.</li>
 * </ul>
 * The overshoot bound is checked at 1 and 10 µs, the waits C10 is about. At
 * 100 µs it is only recorded: there the median overshoot grows with the
 * length of the wait beyond what one loop iteration explains (measured on the
 * kit's machine: compiled +0.07 to +0.1 µs, interpreted +0.15 to +0.35 µs, and
 * +0.5 to +1.5 µs for interpreted 1 ms waits), and the mechanism is not yet
 * pinned down, so no bound is claimed for it.
 * Source: CLAIMS.md C10 (1 µs → 1.08 µs) and C11 (nanoTime 25-80 ns).
 */
public class BusyWaitAccuracy {

    public static void main(String[] args) throws Exception {
        WaitMethod busy = WaitMethod.of("busyNanoTime");
        double c = Waits.nanoTimeCostNanos();
        long o = Waits.measure(WaitMethod.of("emptySpin"), 0, 20_000, 20_000).latency().median();
        System.out.println("nanoTime cost " + Units.nanos(c) + ", empty wait through the measuring path " + Units.nanos(o));
        for (long r : new long[] {1_000L, 10_000L, 100_000L}) {
            Waits.Measurement m = Waits.measure(busy, r, 2_000, 2_000);
            System.out.println(m);
            m.evidence(null).put("nanotime_ns", c).put("empty_wait_ns", o).write();
            LatencySamples l = m.latency();
            String what = "busyNanoTime(" + Units.nanos(r) + ")";
            Bounds.nanosAtLeast(Verdict.Mechanism.EARLY_RETURN, what + " shortest call", l.min(), r,
                    "the loop exits only on a clock read past the deadline").orThrow();
            if (r > 10_000L) {
                continue;
            }
            Bounds.nanosAtMost(Verdict.Mechanism.OVERSHOOT, what + " median", l.median(),
                    r + Bounds.widenUpper(o + 4 * c),
                    "request + empty wait " + Units.nanos(o) + " + 4 x nanoTime cost " + Units.nanos(c)
                            + ", both measured in this run").orThrow();
        }
    }
}
