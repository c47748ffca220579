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


package waitkit.scenario;

import java.util.Arrays;

import waitkit.Verdict;

/**
 * What a scenario test expects of its workload: PASS (a negative control, or
 * a wait that is safe there), or detection by one named mechanism (a positive
 * control). A positive control counts as detected only by the mechanism its
 * {@code @run} line names: any other failure means the scenario broke in
 * another way, which is a failure of the test, not a detection.
 *
 * @param mechanism the mechanism that must detect the wait, or {@code null} for PASS
 */
public record Expectation(Verdict.Mechanism mechanism) {

    /** The scenario must pass. */
    public static final Expectation PASS = new Expectation(null);

    /**
     * Checks the mechanism: INSENSITIVE and ERROR detect nothing.
     *
     * @param mechanism the mechanism, or {@code null} for PASS
     */
    public Expectation {
        if (mechanism == Verdict.Mechanism.INSENSITIVE || mechanism == Verdict.Mechanism.ERROR) {
            throw new IllegalArgumentException(mechanism + " is no mechanism a positive control can be detected by");
        }
    }

    /**
     * Reads an expectation as a {@code @run} line writes it.
     *
     * @param text {@code PASS}, or the name of a mechanism, e.g. {@code BUDGET_COLLAPSE}
     * @return the expectation
     * @throws IllegalArgumentException for anything else
     */
    public static Expectation parse(String text) {
        if (text.equals("PASS")) {
            return PASS;
        }
        try {
            return new Expectation(Verdict.Mechanism.valueOf(text));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("expected PASS or the mechanism a positive control must be "
                    + "detected by (" + Arrays.toString(Verdict.Mechanism.values()) + "), got '" + text + "'", e);
        }
    }

    /**
     * Tells whether the scenario must pass.
     *
     * @return {@code true} for a negative control
     */
    public boolean isPass() {
        return mechanism == null;
    }

    /**
     * Judges a verdict against this expectation. A negative control keeps
     * the verdict. A positive control passes when the verdict failed by its
     * mechanism; one that passed is INSENSITIVE, and one that failed by
     * another mechanism fails by that one, never counting as detected. ERROR
     * stays ERROR either way.
     *
     * @param who what was judged, e.g. the scenario and its wait, for the message
     * @param v   the verdict
     * @return the judged verdict
     */
    public Verdict judge(String who, Verdict v) {
        if (v.passed()) {
            return isPass() ? Verdict.pass(who + ": " + v.message())
                    : Verdict.fail(Verdict.Mechanism.INSENSITIVE, who + " is a positive control and was not "
                            + "detected (expected " + this + "): " + v.message());
        }
        if (v.mechanism() == Verdict.Mechanism.ERROR || isPass()) {
            return Verdict.fail(v.mechanism(), who + ": " + v.message());
        }
        if (v.mechanism() == mechanism) {
            return Verdict.pass(who + " detected as expected, " + v);
        }
        return Verdict.fail(v.mechanism(), who + " is a positive control that must be detected as " + this
                + ", but failed otherwise: " + v.message());
    }

    /**
     * Returns the expectation as the {@code @run} line and the evidence write it.
     *
     * @return {@code PASS} or the mechanism's name
     */
    @Override
    public String toString() {
        return isPass() ? "PASS" : mechanism.name();
    }
}
