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

package waitkit;

/**
 * The outcome of checking evidence against a bound: PASS, or FAIL with the
 * mechanism that explains the failure and the numbers behind it.
 *
 * <p>Messages are written to be read without the test's source: what was
 * measured, what was expected, and where the expectation comes from.
 */
public final class Verdict {

    /** Why a check failed. */
    public enum Mechanism {
        /** A wait returned before the time its specification promises. */
        EARLY_RETURN,
        /** A wait returned later than the platform explains. */
        OVERSHOOT,
        /** A counted retry loop gave up long before the time it believes it waited. */
        BUDGET_COLLAPSE,
        /** Threads that had to make progress did not get the CPU while waiters held it. */
        STARVATION,
        /** A wait broke a documented contract other than timing: interrupt, state, arguments. */
        CONTRACT,
        /** A wait used CPU in a way its kind rules out (a blocking wait that burns, a spin that does not). */
        CPU_USE,
        /** A positive control was not detected: the check cannot tell good from bad here. */
        INSENSITIVE,
        /**
         * Nothing could be judged: the wait under test or the workload threw, a
         * worker did not finish, or the run measured nothing. Never a pass, and
         * never the detection of a positive control.
         */
        ERROR
    }

    private final Mechanism mechanism;
    private final String message;

    private Verdict(Mechanism mechanism, String message) {
        this.mechanism = mechanism;
        this.message = message;
    }

    /**
     * A passing verdict.
     *
     * @param message what held, with the numbers
     * @return the verdict
     */
    public static Verdict pass(String message) {
        return new Verdict(null, message);
    }

    /**
     * A failing verdict.
     *
     * @param mechanism why it failed
     * @param message   what was measured and what was expected
     * @return the verdict
     */
    public static Verdict fail(Mechanism mechanism, String message) {
        if (mechanism == null) {
            throw new NullPointerException("a failure needs a mechanism");
        }
        return new Verdict(mechanism, message);
    }

    /**
     * Tells whether the check passed.
     *
     * @return {@code true} for PASS
     */
    public boolean passed() {
        return mechanism == null;
    }

    /**
     * Returns the failure mechanism.
     *
     * @return the mechanism, or {@code null} for PASS
     */
    public Mechanism mechanism() {
        return mechanism;
    }

    /**
     * Returns the message without the verdict word.
     *
     * @return the message
     */
    public String message() {
        return message;
    }

    /**
     * Prints the verdict and throws if it failed, so that jtreg reports the
     * failure with the message.
     *
     * @return this verdict, if it passed
     * @throws RuntimeException with {@link #toString()} as message, if it failed
     */
    public Verdict orThrow() {
        System.out.println(this);
        if (!passed()) {
            throw new RuntimeException(toString());
        }
        return this;
    }

    /**
     * Returns the verdict as one line.
     *
     * @return {@code "PASS: ..."} or {@code "<MECHANISM>: ..."}
     */
    @Override
    public String toString() {
        return (passed() ? "PASS" : mechanism.name()) + ": " + message;
    }
}
