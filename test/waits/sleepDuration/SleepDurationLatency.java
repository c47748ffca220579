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
 * @summary Thread.sleep(Duration) never returns early and overshoots by at most two wake-up costs
 * @key timing
 * @requires jdk.version.major >= 19
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm SleepDurationLatency
 */

import waitkit.WaitMethod;
import waitkit.judge.LatencyBounds;

/**
 * Thread.sleep(Duration) of 100 µs, 1 ms and 10 ms. The Duration form has always
 * slept to the nanosecond, so no rounding is expected on any JDK that has it.
 */
public class SleepDurationLatency {

    public static void main(String[] args) throws Exception {
        LatencyBounds.checkBlocking(WaitMethod.of("sleepDuration"),
                "Thread.sleep(Duration) never returns before the requested time", r -> r, 50,
                100_000L, 1_000_000L, 10_000_000L);
    }
}
