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
 * @test id=sleep
 * @summary sleep never returns before the requested time
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract sleep NEVER_EARLY
 */

/*
 * @test id=sleepNanos
 * @summary sleepNanos never returns before the requested time
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract sleepNanos NEVER_EARLY
 */

/*
 * @test id=sleepDuration
 * @summary sleepDuration never returns before the requested time
 * @key timing
 * @requires jdk.version.major >= 19
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract sleepDuration NEVER_EARLY
 */

/*
 * @test id=sleep0
 * @summary sleep0 ignores the requested time and returns at once: a counted loop of it collapses its budget
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract sleep0 IGNORES_TIME
 */

/*
 * @test id=timeUnitSleep
 * @summary timeUnitSleep never returns before the requested time
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract timeUnitSleep NEVER_EARLY
 */

/*
 * @test id=parkNanos
 * @summary parkNanos returns before the requested time less often than not (spurious returns are allowed)
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract parkNanos MEDIAN_NOT_EARLY
 */

/*
 * @test id=parkUntil
 * @summary parkUntil returns before its deadline in whole currentTimeMillis milliseconds less often than not
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract parkUntil MEDIAN_NOT_BEFORE_DEADLINE
 */

/*
 * @test id=onSpinWait
 * @summary onSpinWait ignores the requested time and returns at once: a counted loop of it collapses its budget
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract onSpinWait IGNORES_TIME
 */

/*
 * @test id=yield
 * @summary yield ignores the requested time and returns at once: a counted loop of it collapses its budget
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract yield IGNORES_TIME
 */

/*
 * @test id=busyNanoTime
 * @summary busyNanoTime never returns before the requested time
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract busyNanoTime NEVER_EARLY
 */

/*
 * @test id=emptySpin
 * @summary emptySpin ignores the requested time and returns at once: a counted loop of it collapses its budget
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract emptySpin IGNORES_TIME
 */

/*
 * @test id=objectWait
 * @summary objectWait returns before the requested time less often than not (spurious returns are allowed)
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract objectWait MEDIAN_NOT_EARLY
 */

/*
 * @test id=conditionAwait
 * @summary conditionAwait returns before the requested time less often than not (spurious returns are allowed)
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract conditionAwait MEDIAN_NOT_EARLY
 */

/*
 * @test id=onSpinWait-xint
 * @summary onSpinWait ignores the requested time in the interpreter
 * @key timing
 * @requires vm.flagless
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm -Xint TimeContract onSpinWait IGNORES_TIME
 */

/*
 * @test id=onSpinWait-c1
 * @summary onSpinWait ignores the requested time compiled by C1
 * @key timing
 * @requires vm.flagless
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm -XX:TieredStopAtLevel=1 TimeContract onSpinWait IGNORES_TIME
 */

/*
 * @test id=onSpinWait-c2
 * @summary onSpinWait ignores the requested time compiled by C2, where it is a PAUSE instruction on x86
 * @key timing
 * @requires vm.flagless
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm -XX:-TieredCompilation TimeContract onSpinWait IGNORES_TIME
 */

/*
 * @test id=yield-one-cpu
 * @summary yield ignores the requested time when the JVM sizes itself for one CPU
 * @key timing
 * @requires vm.flagless
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm -XX:ActiveProcessorCount=1 TimeContract yield IGNORES_TIME
 */

import waitkit.Units;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.measure.Measurement;
import waitkit.measure.Waits;
import waitkit.verdict.Bounds;
import waitkit.verdict.LatencyBounds;

/**
 * How long a wait method lasts against the 10 ms it was asked for, over 20
 * calls after 5 of warm-up (2,000 and 200 for methods that return at once).
 * Expected, from the {@code @run} line:
 * <ul>
 * <li>{@code NEVER_EARLY}: no call is shorter than 10 ms. A specification fact
 *     for sleep, TimeUnit.sleep and the kit's own busy wait.</li>
 * <li>{@code MEDIAN_NOT_EARLY}: the median call is not shorter than 10 ms.
 *     parkNanos, Object.wait and Condition.awaitNanos may return spuriously, so a
 *     single early call is allowed; a method that returned early most of the
 *     time would break every loop that does not re-check the clock.</li>
 * <li>{@code MEDIAN_NOT_BEFORE_DEADLINE}: the median call is not shorter than
 *     9 ms. parkUntil may return spuriously, as above, and it waits for a
 *     deadline on the millisecond clock: {@code currentTimeMillis() + 10}
 *     lies 9 to 10 ms ahead, since the millisecond the clock reads has
 *     already begun. A loop of parkUntil starts each call just after the
 *     millisecond in which its last deadline fell, so about half its calls
 *     last a little less than 10 ms although none returns before its
 *     deadline.</li>
 * <li>{@code IGNORES_TIME}: the median call is shorter than 10 µs, a thousandth of
 *     the request. This is the fact behind budget collapse: a loop that counts
 *     N such calls as N x 10 ms has waited microseconds.</li>
 * </ul>
 */
public class TimeContract {

    private static final long REQUESTED = 10_000_000L;
    private static final long MILLISECOND = 1_000_000L;

    public static void main(String[] args) throws Exception {
        WaitMethod method = WaitMethod.of(args[0]);
        String expected = args[1];
        boolean atOnce = expected.equals("IGNORES_TIME");
        Measurement m = Waits.measure(method, REQUESTED, atOnce ? 2_000 : 5, atOnce ? 200 : 20);
        System.out.println(m);
        m.evidence(null).put("expected", expected).write();
        String what = method + " median of " + m.latency().count() + " calls";
        switch (expected) {
            case "NEVER_EARLY" -> LatencyBounds.neverEarly(m, REQUESTED,
                    method.name() + " never returns before the requested time").orThrow();
            case "MEDIAN_NOT_EARLY" -> Bounds.nanosAtLeast(Verdict.Mechanism.EARLY_RETURN, what,
                    m.latency().median(), REQUESTED, "spurious returns are allowed, but not as the rule").orThrow();
            case "MEDIAN_NOT_BEFORE_DEADLINE" -> Bounds.nanosAtLeast(Verdict.Mechanism.EARLY_RETURN, what,
                    m.latency().median(), REQUESTED - MILLISECOND, "spurious returns are allowed, but not as the"
                            + " rule; the deadline, currentTimeMillis() + " + REQUESTED / MILLISECOND + " ms, lies"
                            + " at least " + Units.nanos(REQUESTED - MILLISECOND) + " ahead").orThrow();
            case "IGNORES_TIME" -> Bounds.nanosAtMost(Verdict.Mechanism.CONTRACT, what,
                    m.latency().median(), REQUESTED / 1000.0,
                    "a method without a time argument returns at once; requested " + Units.nanos(REQUESTED)).orThrow();
            default -> throw new IllegalArgumentException("unknown expectation " + expected);
        }
    }
}
