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

package waitkit.verdict;

import java.util.Locale;

import waitkit.Units;
import waitkit.Verdict;

/**
 * The verdict on retry loops that wait for memory other threads free
 * (ReserveMemoryModel): a counted loop that gave up is judged by
 * {@link GiveUpVerdict}; work left undone by the deadline is STARVATION; and
 * work that got done is judged by its pace against the same work beside a
 * blocking baseline wait in a baseline run of the same test.
 *
 * <p>The pace rule: STARVATION when the work took more than
 * {@value #SLOWDOWN} times the baseline's time <em>and</em> the waiting
 * threads held more than {@value #HELD_SHARE} of the CPU. The two
 * conditions are one mechanism seen from both sides: waiters that hold over
 * half of the CPU leave the GC, the Reference Handler and the Cleaner under
 * half of it, so work that took T in the baseline, where the waiters slept,
 * takes over 2T. Requiring both keeps a slow run of a blocking wait (a noisy
 * machine) and a busy but punctual one from being called starvation. Both
 * numbers come from that model, not from a measurement, so
 * {@code BOUND_FACTOR} does not widen them.
 */
public final class RetryPaceVerdict {

    /** The slowdown above which work is starved: a CPU share below half makes it over twice as long. */
    public static final double SLOWDOWN = 2.0;

    /** The waiters' CPU share above which the others have under half of it. */
    public static final double HELD_SHARE = 0.5;

    /**
     * What a run measured.
     *
     * @param giveUpMedianNanos the median time of the counted loops that gave up, or -1 if none gave up
     * @param done              the work units done
     * @param expected          the work units asked for
     * @param elapsedNanos      how long the work took
     * @param baselineNanos     how long it took in the baseline run; 0 when this run is the baseline or there is none
     * @param waitersShare      the waiting threads' CPU time over the elapsed time times the CPUs
     * @param budgetNanos       the time a counted loop's waits stand for
     * @param story             what happened, with the numbers, for the message
     */
    public record Figures(long giveUpMedianNanos, long done, long expected, long elapsedNanos, long baselineNanos,
                          double waitersShare, long budgetNanos, String story) {
    }

    private RetryPaceVerdict() {
    }

    /**
     * Judges a run.
     *
     * @param f the figures
     * @return BUDGET_COLLAPSE or STARVATION for a loop that gave up (see
     *         {@link GiveUpVerdict#of}); STARVATION for starved work, finished
     *         or stopped once {@linkplain #starvedAlready starved}, or for work
     *         undone by the deadline; PASS otherwise
     */
    public static Verdict judge(Figures f) {
        if (f.giveUpMedianNanos() >= 0) {
            return GiveUpVerdict.of(f.giveUpMedianNanos(), f.budgetNanos(), f.story());
        }
        String pace = f.baselineNanos() > 0 ? String.format(Locale.ROOT, "%.2f times the baseline's %s, "
                + "the waiters holding %s of the CPU (starved above %.1f times with over %s held); ",
                (double) f.elapsedNanos() / f.baselineNanos(), Units.nanos(f.baselineNanos()),
                Units.percent(f.waitersShare()), SLOWDOWN, Units.percent(HELD_SHARE)) : "";
        if (starved(f.elapsedNanos(), f.baselineNanos(), f.waitersShare())) {
            String stopped = f.done() < f.expected() ? "stopped with " + f.done() + " of " + f.expected()
                    + " done, already " : "";
            return Verdict.fail(Verdict.Mechanism.STARVATION, stopped + pace + f.story());
        }
        if (f.done() < f.expected()) {
            return Verdict.fail(Verdict.Mechanism.STARVATION, "only " + f.done() + " of " + f.expected()
                    + " done by the deadline; " + f.story());
        }
        return Verdict.pass(pace + f.story());
    }

    /**
     * Whether a run still under way is STARVATION whatever it does next: its
     * work is unfinished after more than {@value #SLOWDOWN} times the
     * baseline's time, and the waiters have held over {@value #HELD_SHARE} of
     * the CPU meanwhile. Finishing could only make it slower, so a workload
     * may stop such a run there; {@link #judge} then gives the same verdict.
     *
     * @param done          the work units done so far
     * @param expected      the work units asked for
     * @param elapsedNanos  the time since the work started
     * @param baselineNanos how long the whole work took in the baseline run; 0 when there is none
     * @param waitersShare  the waiting threads' CPU time so far over the elapsed time times the CPUs
     * @return whether the verdict is decided
     */
    public static boolean starvedAlready(long done, long expected, long elapsedNanos, long baselineNanos,
                                         double waitersShare) {
        return done < expected && starved(elapsedNanos, baselineNanos, waitersShare);
    }

    private static boolean starved(long elapsedNanos, long baselineNanos, double waitersShare) {
        return baselineNanos > 0 && elapsedNanos > SLOWDOWN * baselineNanos && waitersShare > HELD_SHARE;
    }
}
