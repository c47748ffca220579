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

package waitkit.assertions;

import java.util.Locale;

import waitkit.Units;
import waitkit.Verdict;

/**
 * The verdict on an awaited task run beside waiters
 * ({@link WaitAssertions#assertAwaitedThreadProgresses}): how much longer it
 * took beside {@code n} waiters under test than beside {@code n} blocking
 * baseline waiters, measured in turn in the same call, against a bound from a
 * model of the CPU the waiters can take from it.
 *
 * <p>The model. The task wants a CPU for a share {@code d} of its time
 * beside the baseline waiters (its time on a CPU or queued for one, over its
 * time: {@code d} near 1 for work that computes, lower for work that sleeps
 * between bursts). Waiters that block leave it the CPUs: 1 times. {@code n}
 * waiters that hold a CPU each, on {@code k} CPUs with {@code n >= k}, keep
 * every CPU busy, and a fair scheduler gives each of the {@code n + 1}
 * runnable threads {@code k / (n + 1)} of a CPU: the task's wanting time
 * stretches by {@code (n + 1) / k}, its other time does not, so it takes
 * {@code (1 - d) + d (n + 1) / k} times as long. The bound is the midpoint of
 * the two: {@code 1 + d ((n + 1) / k - 1) / 2}, 1.75 for two waiters per CPU
 * on 2 CPUs and a task that computes. The scheduler's preference for a
 * thread that wakes from a sleep makes a task that sleeps between short
 * bursts slower than 1 times but less than the model says: such a starvation
 * may pass, a blocking waiter never fails. Below {@value #MIN_DEMAND} of
 * demand the two ends are too close to tell apart against the noise of a
 * task's time, and the verdict is INSENSITIVE: the check asks for a task
 * that needs the CPU; so it is when the task takes less than
 * {@value #MIN_TASK_NANOS} ns beside the baseline waiters. The numbers come from the model, not from a
 * measurement, so {@code waitkit.bound.factor} does not widen them.
 */
final class StarvationVerdict {

    /** The least share of its time the awaited task must want a CPU for the check to tell the ends apart. */
    static final double MIN_DEMAND = 0.5;

    /**
     * The least time the awaited task must take beside the baseline waiters:
     * several of the slices a fair scheduler runs a thread for before it lets
     * another have the CPU (3 ms on Linux from 2 CPUs on), or the task may
     * finish within its first slice, before any waiter gets the CPU back.
     */
    static final long MIN_TASK_NANOS = 20_000_000L;

    /**
     * What the turns measured.
     *
     * @param cpus            the CPUs the threads may run on, {@code k}
     * @param waiters         the waiters run beside the task, {@code n}
     * @param baseline        the baseline waiters' wait, for the message, e.g. "objectWait(10.000 ms)"
     * @param turns           the measured turns of each
     * @param baselineNanos   the task's median time beside the baseline waiters
     * @param elapsedNanos    the task's median time beside the waiters under test; for an
     *                        unfinished run, the time it had run when it was given up on
     * @param finished        whether the task finished within the deadline beside the waiters under test
     * @param demand          the task's median share of its time on a CPU or queued for one, beside
     *                        the baseline waiters, {@code d}
     * @param queuedNanos     the task's median run-queue time beside the waiters under test, or -1
     * @param waitersCpuShare the waiters under test's CPU time over their time times {@code k}
     */
    record Figures(int cpus, int waiters, String baseline, int turns, long baselineNanos, long elapsedNanos,
                   boolean finished, double demand, long queuedNanos, double waitersCpuShare) {
    }

    private StarvationVerdict() {
    }

    /**
     * Returns the slowdown of the model's waiters that hold every CPU.
     *
     * @param cpus    {@code k}
     * @param waiters {@code n}, at least {@code k}
     * @param demand  {@code d}
     * @return {@code (1 - d) + d (n + 1) / k}
     */
    static double holdingSlowdown(int cpus, int waiters, double demand) {
        return (1 - demand) + demand * (waiters + 1.0) / cpus;
    }

    /**
     * Returns the bound: the midpoint between 1 and {@link #holdingSlowdown}.
     *
     * @param cpus    {@code k}
     * @param waiters {@code n}
     * @param demand  {@code d}
     * @return {@code 1 + d ((n + 1) / k - 1) / 2}
     */
    static double bound(int cpus, int waiters, double demand) {
        return (1 + holdingSlowdown(cpus, waiters, demand)) / 2;
    }

    /**
     * Says where {@link #bound} comes from.
     *
     * @param cpus    {@code k}
     * @param waiters {@code n}
     * @param demand  {@code d}
     * @return the origin, for the message
     */
    static String boundOrigin(int cpus, int waiters, double demand) {
        return String.format(Locale.ROOT, "midpoint between 1 x, beside waiters that block, and the %.2f x = "
                + "(1 - d) + d (n + 1) / k of a task that wants a CPU for d = %s of its time beside n = %d "
                + "waiters holding all k = %d CPUs, a fair scheduler giving each of the n + 1 runnable threads "
                + "k / (n + 1) of a CPU; a model, not widened by waitkit.bound.factor",
                holdingSlowdown(cpus, waiters, demand), Units.percent(demand), waiters, cpus);
    }

    /**
     * Judges the turns.
     *
     * @param f the figures
     * @return STARVATION when the task did not finish by the deadline, or took
     *         longer than the bound; INSENSITIVE when it took less than
     *         {@value #MIN_TASK_NANOS} ns beside the baseline waiters or wanted a
     *         CPU for less than {@value #MIN_DEMAND} of its time there; PASS otherwise
     */
    static Verdict judge(Figures f) {
        double slowdown = (double) f.elapsedNanos() / Math.max(1, f.baselineNanos());
        String beside = f.waiters() + " waiters under test, which held " + Units.percent(f.waitersCpuShare())
                + " of " + f.cpus() + " CPUs";
        String queued = f.queuedNanos() < 0 ? "" : "; it waited for a CPU for " + Units.nanos(f.queuedNanos());
        String base = Units.nanos(f.baselineNanos()) + " beside " + f.waiters() + " " + f.baseline()
                + " waiters in this call";
        if (!f.finished()) {
            return Verdict.fail(Verdict.Mechanism.STARVATION, String.format(Locale.ROOT, "the awaited task had not "
                    + "finished %s after its start beside %s, %.2f x its %s (expected at most %.2f x: %s)%s",
                    Units.nanos(f.elapsedNanos()), beside, slowdown, base,
                    bound(f.cpus(), f.waiters(), f.demand()), boundOrigin(f.cpus(), f.waiters(), f.demand()),
                    queued));
        }
        String medians = f.turns() > 1 ? " (medians of " + f.turns() + " turns)" : "";
        if (f.baselineNanos() < MIN_TASK_NANOS) {
            return Verdict.fail(Verdict.Mechanism.INSENSITIVE, String.format(Locale.ROOT, "the awaited task took %s "
                    + "beside %s, %.2f x its %s%s, shorter than the %s the check needs: a task that short may "
                    + "finish within the first slice a scheduler gives it, before a waiter gets the CPU back. Give "
                    + "the awaited task more work", Units.nanos(f.elapsedNanos()), beside, slowdown, base, medians,
                    Units.nanos(MIN_TASK_NANOS)));
        }
        if (f.demand() < MIN_DEMAND) {
            return Verdict.fail(Verdict.Mechanism.INSENSITIVE, String.format(Locale.ROOT, "the awaited task took %s "
                    + "beside %s, %.2f x its %s%s, but it wanted a CPU for only %s of its time there, below the "
                    + "%s the check needs: waiters that hold every CPU would slow it to %.2f x at most by the model, "
                    + "too near 1 x to tell from noise. Give the awaited task work that needs the CPU",
                    Units.nanos(f.elapsedNanos()), beside, slowdown, base, medians, Units.percent(f.demand()),
                    Units.percent(MIN_DEMAND), holdingSlowdown(f.cpus(), f.waiters(), f.demand())));
        }
        double bound = bound(f.cpus(), f.waiters(), f.demand());
        String story = String.format(Locale.ROOT, "the awaited task took %s beside %s, %.2f x its %s%s, expected "
                + "at most %.2f x (%s)%s", Units.nanos(f.elapsedNanos()), beside, slowdown, base, medians, bound,
                boundOrigin(f.cpus(), f.waiters(), f.demand()), queued);
        return slowdown <= bound ? Verdict.pass(story) : Verdict.fail(Verdict.Mechanism.STARVATION, story);
    }
}
