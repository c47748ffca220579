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
 * @test id=proc
 * @summary Lowering a thread's timer slack through /proc shrinks its short parks (C7)
 * @key timing
 * @requires os.family == "linux" & waitkit.timerslack.writable
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm ParkFollowsTimerSlack
 */

/*
 * @test id=vm-flag
 * @summary -XX:TimerSlack sets the slack of Java threads, and short parks follow it (C7)
 * @key timing
 * @requires os.family == "linux" & waitkit.timerslack.writable & waitkit.vm.TimerSlack
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm -XX:+UnlockExperimentalVMOptions -XX:TimerSlack=1000 ParkFollowsTimerSlack 1000
 */

import java.nio.file.Files;
import java.nio.file.Path;

import waitkit.Platform;
import waitkit.Units;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.judge.Bounds;
import waitkit.measure.LatencySamples;
import waitkit.measure.Waits;

/**
 * parkNanos(10 µs) at two timer slacks of the parking thread, alternating in 5
 * rounds of 100 parks: the default slack S of this process and a low slack of
 * 1 µs. The low-slack median must be shorter by at least S/2: the kernel may
 * defer a wake-up by up to the slack, and with no other timer due it defers by
 * all of it, so removing most of the slack removes most of the delay.
 * <p>
 * With an argument N (the vm-flag variant) the JVM was started with
 * -XX:TimerSlack=N: the thread must start with slack N (the flag reached the
 * Java thread), and S is read from the process's primordial thread, which the
 * launcher created before the JVM applied the flag.
 * Claim C7 (doc/claims.md).
 */
public class ParkFollowsTimerSlack {

    private static final long LOW = 1_000L;

    public static void main(String[] args) throws Exception {
        System.out.println(Platform.describe());
        long initial = Platform.timerSlackNanos().orElseThrow();
        long defaultSlack;
        if (args.length > 0) {
            long flag = Long.parseLong(args[0]);
            if (initial != flag) {
                Verdict.fail(Verdict.Mechanism.CONTRACT, "-XX:TimerSlack=" + flag
                        + ": expected the Java thread's timer slack to be " + flag + " ns, actual: " + initial).orThrow();
            }
            defaultSlack = Long.parseLong(Files.readString(
                    Path.of("/proc", Long.toString(ProcessHandle.current().pid()), "timerslack_ns")).trim());
        } else {
            defaultSlack = initial;
        }
        if (defaultSlack < 4 * LOW) {
            throw new RuntimeException("the default timer slack " + defaultSlack
                    + " ns is too close to " + LOW + " ns for a lowered slack to show");
        }
        WaitMethod park = WaitMethod.of("parkNanos");
        int rounds = 5;
        long[] atDefault = new long[rounds];
        long[] atLow = new long[rounds];
        try {
            for (int i = 0; i < rounds; i++) {
                set(defaultSlack);
                atDefault[i] = Waits.measure(park, 10_000L, 10, 100).latency().median();
                set(LOW);
                atLow[i] = Waits.measure(park, 10_000L, 10, 100).latency().median();
            }
        } finally {
            set(initial);
        }
        LatencySamples d = LatencySamples.of(atDefault);
        LatencySamples l = LatencySamples.of(atLow);
        System.out.println("parkNanos(10 µs) per-round medians at slack " + Units.nanos(defaultSlack) + ": " + d
                + "\nat slack " + Units.nanos(LOW) + ": " + l);
        waitkit.Evidence.of("timerslack").put("method", "parkNanos").put("requested_ns", 10_000L)
                .put("default_slack_ns", defaultSlack).put("p50_default_ns", d.median())
                .put("low_slack_ns", LOW).put("p50_low_ns", l.median()).write();
        Bounds.nanosAtLeast(Verdict.Mechanism.OVERSHOOT,
                "parkNanos(10 µs) median shrink from slack " + Units.nanos(defaultSlack) + " to " + Units.nanos(LOW),
                d.median() - l.median(), Bounds.widenLower(defaultSlack / 2.0),
                "half the slack removed: the kernel defers a lone timer by the whole slack").orThrow();
    }

    private static void set(long slack) {
        if (!Platform.setTimerSlackNanos(slack)) {
            throw new RuntimeException("could not set this thread's timer slack to " + slack + " ns");
        }
    }
}
