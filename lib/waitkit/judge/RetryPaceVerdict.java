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

import java.util.Locale;

import waitkit.Units;
import waitkit.Verdict;

/**
 * The verdict on retry loops that wait for memory other threads free
 * (ReserveMemoryModel): a counted loop that gave up is judged by
 * {@link GiveUpVerdict}; work left undone by the deadline is STARVATION; and
 * the pace of the work is judged once, at a check just after
 * {@value #SLOWDOWN} times the time the same work took beside a blocking
 * baseline wait in a baseline run of the same test.
 *
 * <p>The pace rule: STARVATION when the work is slower than
 * {@value #SLOWDOWN} times the baseline's <em>and</em> the waiting threads
 * held more than {@value #HELD_SHARE} of the CPU. The two conditions are one
 * mechanism seen from both sides: waiters that hold over half of the CPU
 * leave the GC, the Reference Handler and the Cleaner under half of it, so
 * work that took T in the baseline, where the waiters slept, takes over 2T.
 * Requiring both keeps a slow run of a blocking wait (a noisy machine) and a
 * busy but punctual one from being called starvation. Both numbers come
 * from that model, not from a measurement, so {@code BOUND_FACTOR} does not
 * widen them.
 *
 * <p>The rule is read over two stretches, each only once it is over, so
 * that nothing after can change what was read: from the start of the work
 * to the check ({@link #starvedAtCheck}: the work unfinished there, the
 * waiters' share until then), and, for a run the check did not find
 * starved, from the start to the end of the work (its time, the waiters'
 * share over it). A run starved at the check may be stopped there and
 * keeps that verdict; one that is not runs to its end.
 */
public final class RetryPaceVerdict {

    /** The slowdown above which work is starved: a CPU share below half makes it over twice as long. */
    public static final double SLOWDOWN = 2.0;

    /** The waiters' CPU share above which the others have under half of it. */
    public static final double HELD_SHARE = 0.5;

    /**
     * What the check measured.
     *
     * @param elapsedNanos the time from the start of the work to the check
     * @param done         the work units done by then
     * @param waitersShare the waiting threads' CPU time until then over that time times the CPUs
     */
    public record Check(long elapsedNanos, long done, double waitersShare) {
    }

    /**
     * What a run measured.
     *
     * @param giveUpMedianNanos the median time of the counted loops that gave up, or -1 if none gave up
     * @param done              the work units done
     * @param expected          the work units asked for
     * @param elapsedNanos      how long the work took
     * @param baselineNanos     how long it took in the baseline run; 0 when this run is the baseline or there is none
     * @param check             what the check measured; {@code null} when there was no check (no baseline,
     *                          or the work ended before it)
     * @param waitersShare      the waiting threads' CPU time over the elapsed time times the CPUs
     * @param budgetNanos       the time a counted loop's waits stand for
     * @param story             what happened, with the numbers, for the message
     */
    public record Figures(long giveUpMedianNanos, long done, long expected, long elapsedNanos, long baselineNanos,
                          Check check, double waitersShare, long budgetNanos, String story) {
    }

    private RetryPaceVerdict() {
    }

    /**
     * Returns when the check is made: just after {@value #SLOWDOWN} times
     * the baseline's time.
     *
     * @param baselineNanos how long the work took in the baseline run
     * @return the time from the start of the work to the check
     */
    public static long checkAfterNanos(long baselineNanos) {
        return (long) (SLOWDOWN * baselineNanos) + 1;
    }

    /**
     * Judges a run.
     *
     * @param f the figures
     * @return BUDGET_COLLAPSE or STARVATION for a loop that gave up (see
     *         {@link GiveUpVerdict#of}); STARVATION for work
     *         {@linkplain #starvedAtCheck starved at the check}, undone by
     *         the deadline, or starved over the whole of it; PASS otherwise
     */
    public static Verdict judge(Figures f) {
        if (f.giveUpMedianNanos() >= 0) {
            return GiveUpVerdict.of(f.giveUpMedianNanos(), f.budgetNanos(), f.story());
        }
        Check c = f.check();
        if (starvedAtCheck(c, f.expected(), f.baselineNanos())) {
            return Verdict.fail(Verdict.Mechanism.STARVATION, String.format(Locale.ROOT, "%d of %d done after %.2f"
                    + " times the baseline's %s, the waiters holding %s of the CPU until then (starved when unfinished"
                    + " after %.1f times with over %s held: decided there, nothing after can change it); ",
                    c.done(), f.expected(), (double) c.elapsedNanos() / f.baselineNanos(),
                    Units.nanos(f.baselineNanos()), Units.percent(c.waitersShare()), SLOWDOWN,
                    Units.percent(HELD_SHARE)) + f.story());
        }
        if (f.done() < f.expected()) {
            return Verdict.fail(Verdict.Mechanism.STARVATION, "only " + f.done() + " of " + f.expected()
                    + " done by the deadline; " + f.story());
        }
        String atCheck = c == null ? " (done before the check at " + SLOWDOWN + " times)"
                : String.format(Locale.ROOT, " (at the check, %d of %d done with %s held: not both of unfinished"
                + " and over %s held)", c.done(), f.expected(), Units.percent(c.waitersShare()),
                Units.percent(HELD_SHARE));
        String pace = f.baselineNanos() <= 0 ? "" : String.format(Locale.ROOT, "%.2f times the baseline's %s, the"
                + " waiters holding %s of the CPU", (double) f.elapsedNanos() / f.baselineNanos(),
                Units.nanos(f.baselineNanos()), Units.percent(f.waitersShare())) + atCheck;
        if (f.baselineNanos() > 0 && f.elapsedNanos() > SLOWDOWN * f.baselineNanos()
                && f.waitersShare() > HELD_SHARE) {
            return Verdict.fail(Verdict.Mechanism.STARVATION, pace + String.format(Locale.ROOT, "; starved over the"
                    + " whole work: over %.1f times with over %s held; ", SLOWDOWN, Units.percent(HELD_SHARE))
                    + f.story());
        }
        return Verdict.pass(pace.isEmpty() ? f.story() : pace + "; " + f.story());
    }

    /**
     * Whether a run is STARVATION by what its check measured: the work
     * unfinished after more than {@value #SLOWDOWN} times the baseline's time,
     * and the waiters holding over {@value #HELD_SHARE} of the CPU until then.
     * Nothing after the check changes either, so a workload may stop such a
     * run there; {@link #judge} gives it the same verdict.
     *
     * @param check         what the check measured, or {@code null} for none
     * @param expected      the work units asked for
     * @param baselineNanos how long the whole work took in the baseline run; 0 when there is none
     * @return whether the run is starved
     */
    public static boolean starvedAtCheck(Check check, long expected, long baselineNanos) {
        return check != null && baselineNanos > 0 && check.done() < expected
                && check.elapsedNanos() > SLOWDOWN * baselineNanos && check.waitersShare() > HELD_SHARE;
    }
}
