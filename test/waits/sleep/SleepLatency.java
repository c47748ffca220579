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
 * @summary Thread.sleep(1) never returns early and overshoots by at most two wake-up costs (C1)
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm SleepLatency 1
 */

import waitkit.WaitMethod;
import waitkit.judge.LatencyBounds;

/**
 * Thread.sleep(1 ms) and sleep(10 ms): no call returns before the requested
 * time ("the currently executing thread ... sleep ... for the specified number
 * of milliseconds"; HotSpot re-checks the clock and sleeps again if woken
 * early), and the median call overshoots by no more than two wake-up costs
 * measured in this run (see LatencyBounds). SleepLatencyVariants.java
 * requests 10 ms, and 1 ms under other VM flags.
 *
 * <p>Arguments: the requested times in milliseconds.
 */
public class SleepLatency {

    public static void main(String[] args) throws Exception {
        LatencyBounds.checkBlocking(WaitMethod.of("sleep"),
                "Thread.sleep never returns before the requested time", r -> r, 100, requested(args));
    }

    /**
     * Reads the requested times of a {@code @run} line.
     *
     * @param args the requested times in milliseconds, at least one
     * @return the same in nanoseconds
     */
    static long[] requested(String[] args) {
        long[] requested = new long[args.length];
        for (int i = 0; i < args.length; i++) {
            requested[i] = Long.parseLong(args[i]) * 1_000_000L;
        }
        if (requested.length == 0) {
            throw new IllegalArgumentException("expected the requested times in milliseconds, e.g. 1 10");
        }
        return requested;
    }
}
