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
import waitkit.cgroup.CpuStat;

/**
 * The verdict on work that waits for the CPU at intervals while a waiter
 * polls with the wait under test (CpuQuotaScenario): how much slower the work
 * was than the same work beside a blocking baseline waiter, against a bound
 * that comes from the CPU the waiter can take from it.
 *
 * <p>Two settings, two models:
 * <ul>
 * <li><b>Under a CFS quota</b> of {@code q} per period {@code p}, a group
 *     whose threads use the quota up is held back until the period ends. A
 *     waiter that holds a CPU uses the quota up within at most {@code q} of
 *     every period (sooner, since the other threads use some of it too), so
 *     work that needs the CPU at intervals moves for at most {@code q/p} of
 *     the time: it takes <em>at least</em> {@code p/q} times as long. A waiter
 *     that blocks leaves the group under its quota, never throttled: 1 times.
 *     The bound is the midpoint, {@code (1 + p/q) / 2}: 1.5 for half a CPU
 *     ({@link #quotaBound}). A slowdown counts as STARVATION only when the
 *     group was throttled, the mechanism the model names, and any verdict
 *     under a quota needs the quota to have been enforced (periods counted).</li>
 * <li><b>Without a quota, on a budget of {@code k} CPUs</b>, a waiter that
 *     holds a CPU leaves the rest of the JVM {@code k - 1} of them: work that
 *     needed the whole budget would take {@code k / (k - 1)} times as long at
 *     most, and work that needs less than {@code k - 1} CPUs, as the awaited
 *     thread does, keeps its pace. The bound is the midpoint,
 *     {@code (1 + k / (k - 1)) / 2}: 1.5 on 2 CPUs ({@link #budgetBound}).
 *     Above it the waiter took more than one CPU's share from the work.</li>
 * </ul>
 * Neither bound is measured, so {@code BOUND_FACTOR} does not widen them.
 */
public final class SlowdownVerdict {

    /**
     * What a run measured.
     *
     * @param what          the work and its time, in words, e.g. "the awaited thread's 200 rounds took 461 ms"
     * @param elapsedNanos  how long the work took
     * @param baselineNanos how long the same work took beside the baseline waiter; 0 when this run is the baseline
     * @param baseline      the baseline waiter's wait, for the message
     * @param throttling    the group's {@code cpu.stat} counters over the run, or {@code null} without a quota
     * @param context       what else the message says: the waiter's calls and CPU, the JVM's processors
     */
    public record Figures(String what, long elapsedNanos, long baselineNanos, String baseline,
                          CpuStat throttling, String context) {
    }

    private SlowdownVerdict() {
    }

    /**
     * Returns the bound under a quota: the midpoint between no slowdown and
     * the least slowdown of a waiter that holds a CPU.
     *
     * @param quotaMicros  the quota per period
     * @param periodMicros the period
     * @return {@code (1 + period / quota) / 2}
     */
    public static double quotaBound(long quotaMicros, long periodMicros) {
        return (1 + (double) periodMicros / quotaMicros) / 2;
    }

    /**
     * Says where {@link #quotaBound} comes from.
     *
     * @param quotaMicros  the quota per period
     * @param periodMicros the period
     * @return the origin, for the message
     */
    public static String quotaBoundOrigin(long quotaMicros, long periodMicros) {
        return String.format(Locale.ROOT, "midpoint between 1 x, a blocking waiter never throttled, and the at "
                + "least %.2f x of a waiter holding a CPU in a group held to %d ms of CPU per %d ms",
                (double) periodMicros / quotaMicros, quotaMicros / 1000, periodMicros / 1000);
    }

    /**
     * Returns the bound on a budget of {@code cpus} CPUs without a quota: the
     * midpoint between no slowdown and the most a waiter holding one of them
     * can slow work that needs them all.
     *
     * @param cpus the CPUs of the JVM's budget, at least 2
     * @return {@code (1 + cpus / (cpus - 1)) / 2}
     */
    public static double budgetBound(int cpus) {
        if (cpus < 2) {
            throw new IllegalArgumentException("a waiter holding the only CPU leaves nothing: no bound for "
                    + cpus + " CPU");
        }
        return (1 + (double) cpus / (cpus - 1)) / 2;
    }

    /**
     * Says where {@link #budgetBound} comes from.
     *
     * @param cpus the CPUs of the JVM's budget
     * @return the origin, for the message
     */
    public static String budgetBoundOrigin(int cpus) {
        return String.format(Locale.ROOT, "midpoint between 1 x and the at most %.2f x of work that needs all %d "
                + "CPUs of the budget, one of them held by the waiter; no quota", (double) cpus / (cpus - 1), cpus);
    }

    /**
     * Judges a run.
     *
     * @param f           the figures
     * @param bound       the slowdown bound, from {@link #quotaBound} or {@link #budgetBound}
     * @param boundOrigin where the bound comes from
     * @return PASS; STARVATION (slower than the bound, and under a quota
     *         throttled); ERROR when a quota was not enforced, or the work was
     *         slower than the bound under a quota that never throttled it, so
     *         the model does not explain the slowdown
     */
    public static Verdict judge(Figures f, double bound, String boundOrigin) {
        CpuStat t = f.throttling();
        String group = t == null ? "no quota" : "the group was throttled in " + t.throttledPeriods() + " of "
                + t.periods() + " periods, its threads held back for " + Units.nanos(t.throttledNanos())
                + " (summed over CPUs)";
        if (t != null && t.periods() <= 0) {
            return Verdict.fail(Verdict.Mechanism.ERROR, f.what() + ", but the group's cpu.stat counted no "
                    + "enforcement period: the quota was not in force, so nothing was checked; " + f.context());
        }
        if (f.baselineNanos() <= 0) {
            return Verdict.pass(f.what() + " (the baseline, with " + f.baseline() + "); " + group + "; "
                    + f.context());
        }
        double slowdown = (double) f.elapsedNanos() / f.baselineNanos();
        String story = String.format(Locale.ROOT, "%s, %.2f x the %s of the same work beside a waiter using %s in this "
                + "test, expected at most %.2f x (%s); %s; %s", f.what(), slowdown, Units.nanos(f.baselineNanos()),
                f.baseline(), bound, boundOrigin, group, f.context());
        if (slowdown <= bound) {
            return Verdict.pass(story);
        }
        if (t != null && t.throttledPeriods() <= 0) {
            return Verdict.fail(Verdict.Mechanism.ERROR, story + ": slower than the bound, but the quota never "
                    + "throttled the group, so the slowdown is not the quota's doing and nothing can be judged");
        }
        return Verdict.fail(Verdict.Mechanism.STARVATION, story);
    }
}
