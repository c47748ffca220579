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
import waitkit.WaitMethod;

/**
 * The verdict on a virtual thread that waits in a loop on the only carrier
 * while another virtual thread, the setter, needs that carrier for a moment
 * (VirtualCarrierScenario's {@code unpinned} and {@code pinned} shapes).
 *
 * <p>Liveness: a waiter that gives the carrier up at each call lets the
 * setter run within one call of the wait, plus the time the scheduler needs
 * to start a virtual thread on an idle carrier, plus what the operating
 * system may hold back two threads (the platform thread that starts the
 * setter, and the carrier) for while another process has their CPUs: one
 * scheduling period each, {@value #SCHEDULING_PERIOD_NANOS} ns. That is the
 * latency target within which Linux's CFS gives every runnable thread a turn,
 * at its largest (6 ms times 1 + log2 of the CPUs, counted up to 8); from
 * Linux 6.6 EEVDF schedules by slices of 0.75 ms scaled the same way, 3 ms at
 * most, so the CFS figure bounds both. Neither is readable without debugfs,
 * so the kit takes the larger default, not a measurement. A waiter that keeps the
 * carrier lets the setter run never; any bound between the two tells them
 * apart, and this one is the first.
 *
 * <p>How the carrier spent a starved window tells a blocked carrier from a
 * held one, each judged by what it claims: a blocking wait claims its carrier
 * was off the CPU, which its CPU time shows; a wait that returns at once or
 * spins claims it kept the carrier, which its runnable time (CPU and run
 * queue, so a busy carrier counts in full while another process has its CPU)
 * shows. A blocked carrier's CPU time is nearly none of the window, a held
 * carrier is runnable for nearly all of it: the cut is the midpoint,
 * {@value #HELD_SHARE}, a model, not a measurement.
 */
public final class CarrierVerdict {

    /** The scheduling period the operating system may hold a runnable thread back for, in ns. */
    public static final long SCHEDULING_PERIOD_NANOS = 24_000_000L;

    /** The share of the window that tells a blocked carrier (CPU below it) from a held one (runnable above it). */
    public static final double HELD_SHARE = 0.5;

    /**
     * What a run measured.
     *
     * @param waitMethod     the wait under test
     * @param pinned         whether the waiter waited inside {@code synchronized}
     * @param waiterCalls    the calls of the wait the waiter made
     * @param setterDelay    when the setter ran after its start, in ns, or -1 if it never ran
     * @param windowNanos    how long the setter was waited for before the abort
     * @param bound          the liveness bound, in ns
     * @param boundOrigin    where the bound comes from
     * @param carrierCpu     the carrier's CPU time over the window, or -1 if its schedstat could not be read
     * @param carrierQueued  the carrier's run-queue time over the window, or -1 if unknown
     */
    public record Figures(WaitMethod waitMethod, boolean pinned, long waiterCalls, long setterDelay, long windowNanos,
                          long bound, String boundOrigin, long carrierCpu, long carrierQueued) {
    }

    private CarrierVerdict() {
    }

    /**
     * Returns the liveness bound.
     *
     * @param callNanos        the time one call of the wait asks for
     * @param startLatencyNanos the longest time a virtual thread started from a platform thread took to run
     *                         on the idle carrier, measured in the same JVM before the waiter started
     * @return the bound, in ns
     */
    public static long livenessBound(long callNanos, long startLatencyNanos) {
        return callNanos + startLatencyNanos + 2 * SCHEDULING_PERIOD_NANOS;
    }

    /**
     * Says where {@link #livenessBound} comes from.
     *
     * @param callNanos        the time one call of the wait asks for
     * @param startLatencyNanos the measured start latency
     * @return the origin, for the message
     */
    public static String livenessBoundOrigin(long callNanos, long startLatencyNanos) {
        return Units.nanos(livenessBound(callNanos, startLatencyNanos)) + " = one call of " + Units.nanos(callNanos)
                + " + the longest start of a virtual thread on the idle carrier, " + Units.nanos(startLatencyNanos)
                + ", measured in this JVM + 2 scheduling periods of " + Units.nanos(SCHEDULING_PERIOD_NANOS)
                + " the OS may hold the starting thread and the carrier back for";
    }

    /**
     * Judges a run.
     *
     * @param f the figures
     * @return PASS when the setter ran within the bound; STARVATION when it
     *         did not and the carrier's state agrees with the wait's kind;
     *         CPU_USE when it contradicts it (a blocking wait's carrier on a
     *         CPU for more than half the window, a spinning or yielding wait's
     *         carrier runnable for less than half); ERROR when the carrier's
     *         schedstat could not be read or the window is empty
     */
    public static Verdict judge(Figures f) {
        String where = f.pinned() ? "inside synchronized" : "unpinned";
        String name = f.waitMethod().name();
        if (f.setterDelay() >= 0 && f.setterDelay() <= f.bound()) {
            return Verdict.pass("the setter virtual thread, started from a platform thread, ran "
                    + Units.nanos(f.setterDelay()) + " after its start, within " + f.boundOrigin() + "; the waiter ("
                    + where + ") made " + f.waiterCalls() + " calls of " + name);
        }
        String late = "the setter virtual thread, started from a platform thread, had not run "
                + Units.nanos(f.windowNanos()) + " after its start (bound " + f.boundOrigin() + "); "
                + (f.setterDelay() < 0 ? "it never ran" : "it ran only after the waiter was aborted, "
                + Units.nanos(f.setterDelay()) + " after its start") + ". The waiter (" + where + ") made "
                + f.waiterCalls() + " calls of " + name + " on the only carrier";
        if (f.carrierCpu() < 0 || f.carrierQueued() < 0 || f.windowNanos() <= 0) {
            return Verdict.fail(Verdict.Mechanism.ERROR, late + "; the carrier's schedstat could not be read over a "
                    + Units.nanos(f.windowNanos()) + " window, so whether it was blocked or held is unknown");
        }
        double cpuShare = (double) f.carrierCpu() / f.windowNanos();
        double runnableShare = (double) (f.carrierCpu() + f.carrierQueued()) / f.windowNanos();
        String carrier = "the carrier was on a CPU for " + Units.nanos(f.carrierCpu()) + " (" + Units.percent(cpuShare)
                + ") and waited for one for " + Units.nanos(f.carrierQueued()) + ", runnable for "
                + Units.percent(runnableShare) + " of the window";
        boolean contradicts;
        String reading;
        switch (f.waitMethod().kind()) {
            case BLOCKS -> {
                contradicts = cpuShare > HELD_SHARE;
                reading = contradicts ? "a blocking wait whose carrier was on a CPU for more than "
                        + Units.percent(HELD_SHARE) + " of the window did not block it"
                        : "the waiter blocked the carrier thread itself (on a CPU for at most "
                        + Units.percent(HELD_SHARE) + ")";
            }
            case SPINS, RETURNS_AT_ONCE -> {
                contradicts = runnableShare < HELD_SHARE;
                reading = contradicts ? "a wait that keeps its carrier left it runnable for less than "
                        + Units.percent(HELD_SHARE) + " of the window"
                        : "the waiter held it (runnable for at least " + Units.percent(HELD_SHARE) + ")";
            }
            default -> {
                contradicts = false;
                reading = runnableShare >= HELD_SHARE ? "the waiter held it" : "the waiter blocked the carrier thread";
            }
        }
        return Verdict.fail(contradicts ? Verdict.Mechanism.CPU_USE : Verdict.Mechanism.STARVATION,
                late + "; " + carrier + ": " + reading);
    }
}
