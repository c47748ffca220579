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
 * @test id=rounds-up
 * @bug 8305092
 * @summary Before JDK 21, TimeUnit.MICROSECONDS.sleep(1..100) sleeps a whole millisecond (C8)
 * @key timing
 * @requires jdk.version.major < 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm MicrosecondSleep ROUNDS_UP
 */

/*
 * @test id=sub-millisecond
 * @bug 8305092
 * @summary From JDK 21, TimeUnit.MICROSECONDS.sleep(1..100) sleeps the microseconds plus one wake-up (C8)
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm MicrosecondSleep SUB_MILLISECOND
 */

import waitkit.WaitMethod;
import waitkit.judge.LatencyBounds.SubMillisecondRounding;
import waitkit.judge.LatencyBounds;

/**
 * TimeUnit.sleep converts its argument to (millis, nanos) and calls
 * Thread.sleep(millis, nanos), so it inherits that method's rounding: the
 * catalogue's timeUnitSleep, TimeUnit.NANOSECONDS.sleep(n), takes the same path
 * as MICROSECONDS.sleep(n / 1000). Requested 1, 10 and 100 µs.
 * <ul>
 * <li>{@code ROUNDS_UP} (JDK 20 and older): at least 1 ms each, median at most
 *     1 ms plus two wake-up costs.</li>
 * <li>{@code SUB_MILLISECOND} (JDK 21 and newer): never shorter than requested,
 *     median at most the request plus two wake-up costs.</li>
 * </ul>
 * Claim C8 (doc/claims.md).
 */
public class MicrosecondSleep {

    public static void main(String[] args) throws Exception {
        SubMillisecondRounding expected = SubMillisecondRounding.valueOf(args[0]);
        String spec = expected.spec("TimeUnit.sleep");
        LatencyBounds.checkBlocking(WaitMethod.of("timeUnitSleep"), spec, expected::promised, 100, 1_000L, 10_000L, 100_000L);
    }
}
