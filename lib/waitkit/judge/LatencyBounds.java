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

package waitkit.judge;

import java.util.function.LongUnaryOperator;

import waitkit.Platform;
import waitkit.Units;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.measure.BaselineBlock;
import waitkit.measure.LatencySamples;
import waitkit.measure.Measurement;
import waitkit.measure.Waits;

/**
 * Latency bounds for timed waits, each derived from a specification fact or from
 * a baseline measured in the same run.
 */
public final class LatencyBounds {

    private LatencyBounds() {
    }

    /**
     * What a JDK does with a sub-millisecond Thread.sleep(0, nanos), and so
     * with TimeUnit.sleep, which calls it. JDK-8305092 changed it in JDK 21.
     */
    public enum SubMillisecondRounding {
        /** JDK 20 and older: the nanoseconds are rounded up to one millisecond. */
        ROUNDS_UP,
        /** JDK 21 and newer: the JDK sleeps the nanoseconds it was given. */
        SUB_MILLISECOND;

        /**
         * Returns the time a sub-millisecond request is promised.
         *
         * @param requested the requested time, under 1 ms
         * @return 1 ms for {@link #ROUNDS_UP}, else the request
         */
        public long promised(long requested) {
            return this == ROUNDS_UP ? 1_000_000L : requested;
        }

        /**
         * Returns the sentence of the specification the promised time comes
         * from, for a wait.
         *
         * @param wait how the wait is written, e.g. {@code TimeUnit.sleep}
         * @return the rounding of JDK 20 and older, or the specification's
         *         "never returns before the requested time"
         */
        public String spec(String wait) {
            return this == ROUNDS_UP ? "JDK 20 and older round a sub-millisecond " + wait + " up to 1 ms"
                    : wait + " never returns before the requested time";
        }
    }

    /**
     * Checks that no call returned before the time its specification promises.
     * This is a specification fact and is never widened.
     *
     * @param m        the measurement
     * @param promised the time every call must last, e.g. the requested time
     *                 rounded up to whole milliseconds where the JDK does that
     * @param spec     the sentence of the specification that promises it
     * @return PASS, or EARLY_RETURN with the shortest call
     */
    public static Verdict neverEarly(Measurement m, long promised, String spec) {
        return Bounds.nanosAtLeast(Verdict.Mechanism.EARLY_RETURN,
                m.method().name() + "(" + Units.nanos(m.requestedNanos()) + ") shortest of "
                        + m.latency().count() + " calls", m.latency().min(), promised, spec);
    }

    /**
     * Checks that the median call lasted at most the promised time plus two
     * wake-up costs: one for the timer (the kernel's timer slack and wake-up
     * path, which the baseline measures) and one more for the JVM's own way into
     * and out of the wait, which costs less than a whole wake-up (the CPU per
     * blocking wait here is a fraction of it). Medians make the bound robust to
     * preemption by other load.
     *
     * @param m        the measurement
     * @param promised the time the JDK promises to wait
     * @param wakeUp   the overshoot of the baseline block of the promised
     *                 length, taken in turn with the measured calls
     * @param baseline what the baseline block is, e.g. "parkNanos(10 ms) on the same thread"
     * @param wakeUps  how many wake-up costs the wait may take: 2 for a wait
     *                 whose path is the baseline's plus the JVM's own, more
     *                 for a path with more wake-ups on it
     * @return PASS, or OVERSHOOT with the median and the bound
     */
    public static Verdict overshootWithinWakeUp(Measurement m, long promised, LatencySamples wakeUp,
                                                String baseline, int wakeUps) {
        return overshootWithinWakeUp(m, promised, wakeUp, baseline, wakeUps, Cost.NONE);
    }

    /**
     * A cost of the measured wait's way out that its baseline does not have,
     * measured in the same run: for a call that throws on its timeout, the
     * CPU time of the call made with a timeout of zero right after a park,
     * on a cold CPU.
     *
     * @param nanos  its median
     * @param origin what was measured, for the message
     */
    public record Cost(long nanos, String origin) {
        /** No cost beyond the wake-ups. */
        public static final Cost NONE = new Cost(0, "");
    }

    /**
     * As {@link #overshootWithinWakeUp(Measurement, long, LatencySamples, String, int)},
     * with a measured cost of the wait's way out added to the bound.
     *
     * @param m        the measurement
     * @param promised the time the JDK promises to wait
     * @param wakeUp   the overshoot of the baseline block
     * @param baseline what the baseline block is
     * @param wakeUps  how many wake-up costs the wait may take
     * @param extra    a cost of the way out the baseline lacks, measured in this run
     * @return PASS, or OVERSHOOT with the median and the bound
     */
    public static Verdict overshootWithinWakeUp(Measurement m, long promised, LatencySamples wakeUp,
                                                String baseline, int wakeUps, Cost extra) {
        double bound = promised + Bounds.widenUpper(wakeUps * (double) wakeUp.median() + extra.nanos());
        return Bounds.nanosAtMost(Verdict.Mechanism.OVERSHOOT,
                m.method().name() + "(" + Units.nanos(m.requestedNanos()) + ") median of "
                        + m.latency().count() + " calls", m.latency().median(), bound,
                Units.nanos(promised) + " promised + " + wakeUps + " x wake-up cost " + Units.nanos(wakeUp.median())
                        + " = median overshoot of " + baseline + ", taken in turn with these calls"
                        + (extra.nanos() == 0 ? "" : ", + " + Units.nanos(extra.nanos()) + ", " + extra.origin()));
    }

    /**
     * Checks that a call released once it waited returns within the wake-ups
     * on its way (OVERSHOOT). Each hand-off between threads on the way, one
     * when the release reaches the call, two when a relay thread wakes and
     * then lets it go, is allowed one wake-up cost of a blocked thread, and
     * the call's way out of its wait one more: the median overshoot of a
     * timed block, taken in turn with the calls, whose wake-up is the
     * timer's. A release wakes the call without a timer, so a call woken by
     * its release costs less; a call that is woken only by a later poll of
     * its own, or not at all, costs more. Any released call that waited out
     * its whole timeout fails at once: its wake-up was lost; so does any call
     * that returned before its release (EARLY_RETURN): it did not wait for
     * what was to come.
     *
     * @param what     the call, for the message
     * @param handOffs the hand-offs between threads from the release to the call: 1 or 2
     * @param way      the hand-offs in words, for the message
     * @param arrivals the times from each release to the call's return, of the calls let go (maybe none)
     * @param lost     how many released calls timed out instead
     * @param early    the times from the call to its return of the calls
     *                 that returned before their release, empty if none did
     * @param timeout  the calls' timeout
     * @param wakeUp   the overshoots of the baseline block
     * @param baseline what the baseline block is
     * @return PASS; EARLY_RETURN with the calls that returned before their
     *         release; OVERSHOOT with the median and the bound, or with the lost wake-ups
     */
    public static Verdict arrivalWithinWakeUps(String what, int handOffs, String way, long[] arrivals,
                                               int lost, long[] early, long timeout, LatencySamples wakeUp,
                                               String baseline) {
        int calls = arrivals.length + lost + early.length;
        if (early.length > 0) {
            return Verdict.fail(Verdict.Mechanism.EARLY_RETURN, what + ": " + early.length + " of " + calls
                    + " calls asked to wait " + Units.nanos(timeout) + " returned before their release, after "
                    + LatencySamples.of(early) + ": the call did not wait for what was to come");
        }
        if (lost > 0) {
            return Verdict.fail(Verdict.Mechanism.OVERSHOOT, what + ": " + lost + " of " + calls
                    + " calls released once they waited did not return until their timeout of "
                    + Units.nanos(timeout) + ": the release's wake-up was lost");
        }
        LatencySamples returns = LatencySamples.of(arrivals);
        int allowed = handOffs + 1;
        double bound = Bounds.widenUpper(allowed * (double) wakeUp.median());
        return Bounds.nanosAtMost(Verdict.Mechanism.OVERSHOOT, what + " released once it waited: its return after"
                        + " the release, median of " + returns.count() + " calls", returns.median(), bound,
                allowed + " x wake-up cost " + Units.nanos(wakeUp.median()) + " = median overshoot of " + baseline
                        + ", taken in turn with these calls: " + way + ", and one for the call's way out of its wait");
    }

    /**
     * Measures a blocking wait at several requested times, each call in turn
     * with a baseline block of {@code parkNanos} for the promised time on the
     * same thread, records the evidence, and checks {@link #neverEarly} and
     * {@link #overshootWithinWakeUp} against the time the JDK promises.
     *
     * @param method    the wait method
     * @param spec      the sentence of its specification that forbids early return
     * @param promised  the time the JDK promises for a requested time: the
     *                  identity, or a rounding the JDK documents or implements
     * @param count     calls per requested time
     * @param requested the requested times in nanoseconds
     * @throws InterruptedException if a wait is interrupted
     * @throws RuntimeException     naming the mechanism, if a check fails
     */
    public static void checkBlocking(WaitMethod method, String spec, LongUnaryOperator promised, int count,
                                     long... requested) throws InterruptedException {
        checkBlocking(method, BaselineBlock.onThisThread("parkNanos"), 2, spec, promised, count, requested);
    }

    /**
     * As {@link #checkBlocking(WaitMethod, String, LongUnaryOperator, int, long...)},
     * with another baseline.
     *
     * @param method    the wait method
     * @param baseline  the block whose overshoot bounds the method's
     * @param wakeUps   how many of the baseline's wake-up costs the method may
     *                  take (see {@link #overshootWithinWakeUp})
     * @param spec      the sentence of its specification that forbids early return
     * @param promised  the time the JDK promises for a requested time
     * @param count     calls per requested time
     * @param requested the requested times in nanoseconds
     * @throws InterruptedException if a wait is interrupted
     * @throws RuntimeException     naming the mechanism, if a check fails
     */
    public static void checkBlocking(WaitMethod method, BaselineBlock baseline, int wakeUps, String spec,
                                     LongUnaryOperator promised, int count, long... requested)
            throws InterruptedException {
        checkBlocking(method, baseline, wakeUps, Cost.NONE, spec, promised, promised, count, requested);
    }

    /**
     * As {@link #checkBlocking(WaitMethod, BaselineBlock, int, String, LongUnaryOperator, int, long...)},
     * for a wait whose end is known to a range: a deadline on the millisecond
     * clock, {@code currentTimeMillis() + 10}, lies from 9 to 10 ms ahead. No
     * call may return before the earliest time, and the median overshoots
     * the latest by at most the wake-up costs and the extra cost of its way
     * out; the baseline block lasts the latest time.
     *
     * @param method    the wait method
     * @param baseline  the block whose overshoot bounds the method's
     * @param wakeUps   how many of the baseline's wake-up costs the method may take
     * @param extra     a cost of the method's way out that the baseline lacks, measured in this run
     * @param spec      the sentence of its specification that forbids early return
     * @param earliest  the earliest end the JDK promises for a requested time
     * @param latest    the latest end it promises
     * @param count     calls per requested time
     * @param requested the requested times in nanoseconds
     * @throws InterruptedException if a wait is interrupted
     * @throws RuntimeException     naming the mechanism, if a check fails
     */
    public static void checkBlocking(WaitMethod method, BaselineBlock baseline, int wakeUps, Cost extra,
                                     String spec, LongUnaryOperator earliest, LongUnaryOperator latest, int count,
                                     long... requested)
            throws InterruptedException {
        System.out.println(Platform.describe());
        for (long r : requested) {
            long early = earliest.applyAsLong(r);
            long p = latest.applyAsLong(r);
            Waits.Paired paired = Waits.measureInTurn(method, r, baseline, p, Math.max(5, count / 10), count);
            Measurement m = paired.measured();
            LatencySamples wakeUp = paired.baseline();
            System.out.println(m + "; promised " + (early == p ? "" : Units.nanos(early) + " to ") + Units.nanos(p)
                    + ", wake-up cost " + wakeUp + " (" + baseline.describe(p) + ")");
            m.evidence(null).put("promised_ns", p).put("wakeup_p50_ns", wakeUp.median()).write();
            if (wakeUp.median() < 0) {
                Verdict.fail(Verdict.Mechanism.ERROR, "the baseline " + baseline.describe(p) + " returned "
                        + Units.nanos(-wakeUp.median()) + " early (median): it is no timed block here (a park may "
                        + "return spuriously), so it bounds nothing").orThrow();
            }
            neverEarly(m, early, spec).orThrow();
            overshootWithinWakeUp(m, p, wakeUp, baseline.describe(p), wakeUps, extra).orThrow();
        }
    }
}
