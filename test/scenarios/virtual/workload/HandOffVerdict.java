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

import waitkit.Units;
import waitkit.Verdict;

/**
 * The verdict on a connection pool's hand-off on virtual threads
 * (VirtualHandOffScenario): a producer offers an item and waits until a
 * consumer has taken it, first parking until the consumer unparks it (the
 * baseline), then polling with the wait under test.
 *
 * <p>The held share: the carriers' runnable time beyond the baseline's, over
 * the producer's waiting time. A producer whose wait unmounts it leaves its
 * carrier for nearly all of its waiting time, a share near 0; one whose wait
 * keeps it mounted keeps a carrier runnable for the whole of it, a share of
 * at least 1 (more when its yields keep both carriers busy). Both ends follow
 * from what the share measures; the cut is their midpoint,
 * {@value #HELD_SHARE}, a model, not a measurement, so {@code BOUND_FACTOR}
 * does not widen it.
 */
public final class HandOffVerdict {

    /** The held share above which the producer's wait held a carrier. */
    public static final double HELD_SHARE = 0.5;

    /**
     * One run of the hand-offs.
     *
     * @param rounds           the hand-offs asked for
     * @param offered          the items the producer offered
     * @param taken            the items the consumer took
     * @param finished         whether both threads ended within the deadline
     * @param elapsedNanos     from the start of both virtual threads until both ended or the deadline
     * @param waitedNanos      the producer's time waiting for the consumer, added up
     * @param waitCalls        the calls of the wait under test (0 for the parking producer)
     * @param carriers         the carriers that ran the producer or the consumer
     * @param carriersRunnable their runnable time during the run
     * @param carriersCpu      their CPU time during the run
     */
    public record Run(int rounds, int offered, int taken, boolean finished, long elapsedNanos, long waitedNanos,
                      long waitCalls, int carriers, long carriersRunnable, long carriersCpu) {
    }

    private HandOffVerdict() {
    }

    /**
     * Returns the held share of a polling run against the parking baseline.
     *
     * @param parking the baseline
     * @param polling the run with the wait under test
     * @return the carriers' extra runnable time over the producer's waiting time
     */
    public static double heldShare(Run parking, Run polling) {
        long extra = Math.max(0, polling.carriersRunnable() - parking.carriersRunnable());
        return (double) extra / Math.max(1, polling.waitedNanos());
    }

    /**
     * Judges the polling run against the parking baseline.
     *
     * @param wait     the wait under test's name
     * @param deadline the deadline each run had, in words
     * @param parking  the baseline
     * @param polling  the run with the wait under test
     * @return ERROR when the baseline did not finish or nothing was measured,
     *         or when the producer missed the deadline though the consumer
     *         took every item offered (a wait that returns late starves
     *         nobody); STARVATION when the consumer left an offered item
     *         untaken at the deadline; CPU_USE when the held share is over
     *         {@value #HELD_SHARE}; PASS otherwise
     */
    public static Verdict judge(String wait, String deadline, Run parking, Run polling) {
        if (!parking.finished()) {
            return Verdict.fail(Verdict.Mechanism.ERROR, "the parking hand-off, which runs before the wait under "
                    + "test, did not finish within " + deadline + " (the consumer took " + parking.taken() + " of "
                    + parking.offered() + " items offered): there is nothing to compare with");
        }
        if (!polling.finished()) {
            String what = "the producer offered " + polling.offered() + " of " + polling.rounds()
                    + " items and the consumer took " + polling.taken() + " within " + deadline
                    + ", the producer waiting with " + wait;
            return polling.taken() < polling.offered()
                    ? Verdict.fail(Verdict.Mechanism.STARVATION, what + ": an offered item stayed untaken, the "
                            + "producer's wait kept the consumer from a carrier")
                    : Verdict.fail(Verdict.Mechanism.ERROR, what + ": the consumer took every item offered, so "
                            + "the producer's wait returned late or never, which starves nobody; nothing judged");
        }
        if (polling.waitCalls() == 0 || polling.waitedNanos() <= 0) {
            return Verdict.fail(Verdict.Mechanism.ERROR, "the producer made " + polling.waitCalls() + " calls of "
                    + wait + " and waited " + Units.nanos(polling.waitedNanos()) + " in " + polling.rounds()
                    + " hand-offs: nothing was measured");
        }
        long extra = Math.max(0, polling.carriersRunnable() - parking.carriersRunnable());
        double share = heldShare(parking, polling);
        String story = polling.rounds() + " hand-offs with a producer polling with " + wait + " took "
                + Units.nanos(polling.elapsedNanos()) + ", the producer waiting " + Units.nanos(polling.waitedNanos())
                + " in " + polling.waitCalls() + " calls; its " + polling.carriers() + " carriers were runnable for "
                + Units.nanos(polling.carriersRunnable()) + " (" + Units.nanos(polling.carriersCpu())
                + " on a CPU), against " + Units.nanos(parking.carriersRunnable()) + " for the same hand-offs with a "
                + "producer parked until the consumer unparks it (" + Units.nanos(parking.elapsedNanos())
                + "), measured first in this JVM: the wait kept carriers runnable for " + Units.nanos(extra)
                + " more, " + Units.percent(share) + " of its waiting time" + (share > 1 ? " (over 100 %: more than "
                + "one carrier at a time)" : "") + ", expected at most " + Units.percent(HELD_SHARE) + " (the "
                + "midpoint between a wait that unmounts, near 0 %, and one that keeps its carrier, 100 % or more)";
        return share <= HELD_SHARE ? Verdict.pass(story) : Verdict.fail(Verdict.Mechanism.CPU_USE, story);
    }
}
