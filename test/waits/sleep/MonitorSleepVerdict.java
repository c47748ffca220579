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
 * The verdict on a virtual thread that sleeps while it holds a monitor, with
 * one carrier: did another virtual thread, started while it slept, run before
 * the sleep returned (the carrier was released) or only after (it was
 * pinned)? The verdict is a function of the figures alone.
 *
 * <p>Only a run in which both threads finished without throwing and every
 * time was recorded is judged. Otherwise it is an {@link Verdict.Mechanism#ERROR
 * ERROR}, never one of the two outcomes: a sleeper that threw before the
 * sleep returned leaves no end time, and reading "the other thread ran before
 * an end that never came" as false would make it a pinned carrier.
 */
public final class MonitorSleepVerdict {

    /** How the JDK treats the carrier of a virtual thread sleeping in a monitor. */
    public enum Expected {
        /** The other virtual thread runs while the sleeper sleeps. */
        RELEASES_CARRIER,
        /** The other virtual thread runs only after the sleep returned. */
        PINS_CARRIER
    }

    /**
     * How one of the two virtual threads ended.
     *
     * @param finished whether it terminated before the deadline
     * @param thrown   what its body threw, or {@code null}
     */
    public record Ending(boolean finished, Throwable thrown) {

        /** A thread that returned normally. */
        public static final Ending RETURNED = new Ending(true, null);

        /**
         * Tells whether the thread did its work: it finished and threw nothing.
         *
         * @return {@code true} if it returned normally
         */
        public boolean returned() {
            return finished && thrown == null;
        }

        /**
         * Describes the ending for a message.
         *
         * @return "returned", "threw ..." or "did not finish"
         */
        @Override
        public String toString() {
            if (!finished) {
                return thrown == null ? "did not finish" : "threw " + thrown + " and did not finish";
            }
            return thrown == null ? "returned" : "threw " + thrown;
        }
    }

    /**
     * What a run measured. Times are {@link System#nanoTime()} readings; 0
     * means the reading was not taken.
     *
     * @param sleepStart when the sleeper, holding the monitor, began its sleep
     * @param sleepEnd   when its sleep returned
     * @param otherRan   when the other virtual thread ran
     * @param sleeper    how the sleeper ended
     * @param other      how the other thread ended
     */
    public record Figures(long sleepStart, long sleepEnd, long otherRan, Ending sleeper, Ending other) {

        /**
         * Describes the times for a message.
         *
         * @return the three readings
         */
        @Override
        public String toString() {
            return "sleep start " + sleepStart + " ns, sleep end " + sleepEnd + " ns, other thread ran at " + otherRan
                    + " ns (System.nanoTime; 0 = not recorded)";
        }
    }

    private MonitorSleepVerdict() {
    }

    /**
     * Judges one run.
     *
     * @param expected what the JDK under test is expected to do
     * @param f        what the run measured
     * @return ERROR if a thread threw or did not finish, or a time is missing
     *         or out of order; CONTRACT if the other thread ran on the other
     *         side of the sleep's end than expected; PASS otherwise. Each
     *         message gives the expectation, what happened and the figures.
     */
    public static Verdict judge(Expected expected, Figures f) {
        if (!f.sleeper().returned() || !f.other().returned()) {
            return Verdict.fail(Verdict.Mechanism.ERROR, "nothing to judge: expected both virtual threads to"
                    + " return, actual: the sleeper " + f.sleeper() + ", the other thread " + f.other() + "; " + f);
        }
        if (f.sleepStart() == 0 || f.sleepEnd() == 0 || f.otherRan() == 0) {
            return Verdict.fail(Verdict.Mechanism.ERROR, "nothing to judge: expected the sleep's start and end"
                    + " and the other thread's run to be recorded, actual: " + f);
        }
        if (f.sleepEnd() < f.sleepStart() || f.otherRan() < f.sleepStart()) {
            return Verdict.fail(Verdict.Mechanism.ERROR, "nothing to judge: expected the sleep to end after it"
                    + " began and the other thread, started once the sleeper held the monitor on the only carrier,"
                    + " to run after the sleep began, actual: " + f);
        }
        Expected actual = f.otherRan() < f.sleepEnd() ? Expected.RELEASES_CARRIER : Expected.PINS_CARRIER;
        String story = "the other virtual thread ran " + Units.nanos(f.otherRan() - f.sleepStart()) + " after the"
                + " sleeper began its sleep inside synchronized, which returned after "
                + Units.nanos(f.sleepEnd() - f.sleepStart());
        if (actual != expected) {
            return Verdict.fail(Verdict.Mechanism.CONTRACT, "expected " + expected + ", actual " + actual + ": "
                    + story);
        }
        return Verdict.pass(expected + " as expected: " + story);
    }
}
