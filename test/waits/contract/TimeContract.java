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
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract sleep NEVER_EARLY
 */

/*
 * @test id=sleep0
 * @summary sleep0 ignores the requested time and returns at once: a counted loop of it collapses its budget
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract sleep0 IGNORES_TIME
 */

/*
 * @test id=parkNanos
 * @summary parkNanos returns before the requested time less often than not (spurious returns are allowed)
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract parkNanos MEDIAN_NOT_EARLY
 */

/*
 * @test id=onSpinWait
 * @summary onSpinWait ignores the requested time and returns at once: a counted loop of it collapses its budget
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract onSpinWait IGNORES_TIME
 */

/*
 * @test id=yield
 * @summary yield ignores the requested time and returns at once: a counted loop of it collapses its budget
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract yield IGNORES_TIME
 */

/*
 * @test id=emptySpin
 * @summary emptySpin ignores the requested time and returns at once: a counted loop of it collapses its budget
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract emptySpin IGNORES_TIME
 */

/*
 * @test id=objectWait
 * @summary objectWait returns before the requested time less often than not (spurious returns are allowed)
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main TimeContract objectWait MEDIAN_NOT_EARLY
 */

import waitkit.Units;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.judge.Bounds;
import waitkit.judge.LatencyBounds;
import waitkit.measure.Measurement;
import waitkit.measure.Waits;

/**
 * How long a wait method lasts against the 10 ms it was asked for, over 20
 * calls after 5 of warm-up (2,000 and 200 for a method expected to ignore the
 * time, which returns at once). The {@code @run} line names the expected
 * outcome, a constant of {@link Expected}, which says in words what it means
 * and why.
 */
public class TimeContract {

    private static final long REQUESTED = 10_000_000L;
    private static final long MILLISECOND = 1_000_000L;

    /** How long the calls last against the time they ask for. */
    enum Expected {
        NEVER_EARLY("no call shorter than the request: a specification fact for sleep, TimeUnit.sleep and the"
                + " kit's own busy wait") {
            @Override
            Verdict judge(WaitMethod method, Measurement m) {
                return LatencyBounds.neverEarly(m, REQUESTED, method.name() + " never returns before the requested"
                        + " time");
            }
        },
        MEDIAN_NOT_EARLY("the median call not shorter than the request: parkNanos, Object.wait and"
                + " Condition.awaitNanos may return spuriously, so a single early call is allowed; a method that"
                + " returned early most of the time would break every loop that does not check the clock again") {
            @Override
            Verdict judge(WaitMethod method, Measurement m) {
                return Bounds.nanosAtLeast(Verdict.Mechanism.EARLY_RETURN, median(method, m), m.latency().median(),
                        REQUESTED, "spurious returns are allowed, but not as the rule");
            }
        },
        MEDIAN_NOT_BEFORE_DEADLINE("the median call not shorter than the request less a millisecond: parkUntil"
                + " may return spuriously, as above, and waits for a deadline on the millisecond clock;"
                + " currentTimeMillis() + 10 lies 9 to 10 ms ahead, since the millisecond the clock reads has"
                + " already begun, so a loop of parkUntil, which starts each call just after the millisecond its"
                + " last deadline fell in, has about half its calls a little shorter than 10 ms although none"
                + " returns before its deadline") {
            @Override
            Verdict judge(WaitMethod method, Measurement m) {
                return Bounds.nanosAtLeast(Verdict.Mechanism.EARLY_RETURN, median(method, m), m.latency().median(),
                        REQUESTED - MILLISECOND, "spurious returns are allowed, but not as the rule; the deadline,"
                                + " currentTimeMillis() + " + REQUESTED / MILLISECOND + " ms, lies at least "
                                + Units.nanos(REQUESTED - MILLISECOND) + " ahead");
            }
        },
        IGNORES_TIME("the median call shorter than a thousandth of the request: the fact behind budget collapse, as"
                + " a loop that counts N such calls as N x 10 ms has waited microseconds") {
            @Override
            Verdict judge(WaitMethod method, Measurement m) {
                return Bounds.nanosAtMost(Verdict.Mechanism.CONTRACT, median(method, m), m.latency().median(),
                        REQUESTED / 1000.0, "a method without a time argument returns at once; requested "
                                + Units.nanos(REQUESTED));
            }
        };

        private final String description;

        Expected(String description) {
            this.description = description;
        }

        /**
         * Judges a series of calls of the method against this outcome.
         *
         * @param method the wait method
         * @param m its calls of 10 ms
         * @return the verdict, which names the bound and its origin
         */
        abstract Verdict judge(WaitMethod method, Measurement m);

        private static String median(WaitMethod method, Measurement m) {
            return method + " median of " + m.latency().count() + " calls";
        }

        @Override
        public String toString() {
            return name() + " (" + description + ")";
        }
    }

    public static void main(String[] args) throws Exception {
        WaitMethod method = WaitMethod.of(args[0]);
        Expected expected = Expected.valueOf(args[1]);
        boolean atOnce = expected == Expected.IGNORES_TIME;
        Measurement m = Waits.measure(method, REQUESTED, atOnce ? 2_000 : 5, atOnce ? 200 : 20);
        System.out.println(m);
        System.out.println("expected: " + expected);
        m.evidence(null).put("expected", expected.name()).write();
        expected.judge(method, m).orThrow();
    }
}
