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
 * @summary sleep rejects a negative time with IllegalArgumentException
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main NegativeTimeoutContract sleep THROWS_IAE
 */

/*
 * @test id=parkNanos
 * @summary parkNanos treats a negative time as no wait and returns at once
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main NegativeTimeoutContract parkNanos RETURNS_AT_ONCE
 */

/*
 * @test id=objectWait
 * @summary objectWait rejects a negative time with IllegalArgumentException
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main NegativeTimeoutContract objectWait THROWS_IAE
 */

import waitkit.Units;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.judge.Bounds;
import waitkit.measure.LatencySamples;
import waitkit.measure.Measurement;
import waitkit.measure.TimerCosts;
import waitkit.measure.Waits;

/**
 * What a timed wait method does with a negative time (-1 ms), which a
 * miscomputed deadline produces. The {@code @run} line names the expected
 * outcome, a constant of {@link Expected}, which says in words what it means
 * and why.
 */
public class NegativeTimeoutContract {

    private static final long NEGATIVE = -1_000_000L;

    /** What the method does with the negative time. */
    enum Expected {
        THROWS_IAE("throws IllegalArgumentException, as Thread.sleep and Object.wait specify") {
            @Override
            Verdict judge(WaitMethod method) throws Exception {
                try {
                    method.await(NEGATIVE);
                    return Verdict.fail(Verdict.Mechanism.CONTRACT, method + " with " + Units.nanos(NEGATIVE)
                            + ": expected " + this + ", actual: returned normally");
                } catch (IllegalArgumentException e) {
                    return Verdict.pass(method + " with " + Units.nanos(NEGATIVE) + " threw " + e);
                }
            }
        },
        RETURNS_AT_ONCE("returns normally, the median of 21 calls shorter than the median of the shortest timed"
                + " block, parkNanos(1 µs), measured in this run: the method did not block at all, as"
                + " TimeUnit.sleep, Thread.sleep(Duration), parkNanos, parkUntil and awaitNanos specify") {
            @Override
            Verdict judge(WaitMethod method) throws Exception {
                LatencySamples wakeUp = TimerCosts.wakeUp();
                Measurement m = Waits.measure(method, NEGATIVE, 10, 21);
                System.out.println(m);
                m.evidence(null).put("expected", name()).put("wakeup_p50_ns", wakeUp.median()).write();
                return Bounds.nanosAtMost(Verdict.Mechanism.CONTRACT, method + " with " + Units.nanos(NEGATIVE)
                        + ", median of " + m.latency().count() + " calls", m.latency().median(),
                        Bounds.widenUpper(1_000 + wakeUp.median()),
                        "the shortest timed block, parkNanos(1 µs), measured in this run");
            }
        };

        private final String description;

        Expected(String description) {
            this.description = description;
        }

        /**
         * Calls the method with the negative time and judges what it did.
         *
         * @param method the wait method
         * @return the verdict
         * @throws Exception if the method throws anything else
         */
        abstract Verdict judge(WaitMethod method) throws Exception;

        @Override
        public String toString() {
            return name() + " (" + description + ")";
        }
    }

    public static void main(String[] args) throws Exception {
        WaitMethod method = WaitMethod.of(args[0]);
        Expected expected = Expected.valueOf(args[1]);
        System.out.println("expected: " + expected);
        expected.judge(method).orThrow();
    }
}
