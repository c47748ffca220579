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

/*
 * @test
 * @summary Unit tests of Bounds and Verdict: the bound factor, boundary checks and messages
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng BoundsTest
 */

import java.util.concurrent.Callable;

import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

import waitkit.Verdict.Mechanism;
import waitkit.Verdict;
import waitkit.judge.Bounds;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertNull;
import static org.testng.Assert.assertSame;
import static org.testng.Assert.assertThrows;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;

public class BoundsTest {

    private static final String ORIGIN = "origin: Thread.sleep never returns early";

    // The factor is a system property: every test that sets it puts back what was
    // there, so that `make test BOUND_FACTOR=..` does not leak into other tests.
    private static <T> T withFactor(String value, Callable<T> body) throws Exception {
        String saved = System.getProperty(Bounds.FACTOR_PROPERTY);
        try {
            if (value == null) {
                System.clearProperty(Bounds.FACTOR_PROPERTY);
            } else {
                System.setProperty(Bounds.FACTOR_PROPERTY, value);
            }
            return body.call();
        } finally {
            if (saved == null) {
                System.clearProperty(Bounds.FACTOR_PROPERTY);
            } else {
                System.setProperty(Bounds.FACTOR_PROPERTY, saved);
            }
        }
    }

    @Test
    public void factorDefaultsToOne() throws Exception {
        double f = withFactor(null, Bounds::factor);
        assertEquals(f, 1.0, "factor() with the property unset: expected 1.0, got " + f);
        double blank = withFactor(" ", Bounds::factor);
        assertEquals(blank, 1.0, "factor() with a blank property: expected 1.0, got " + blank);
        double up = withFactor(null, () -> Bounds.widenUpper(10.0));
        assertEquals(up, 10.0, "widenUpper(10) with factor 1: expected 10.0, got " + up);
        double low = withFactor(null, () -> Bounds.widenLower(10.0));
        assertEquals(low, 10.0, "widenLower(10) with factor 1: expected 10.0, got " + low);
    }

    @Test
    public void factorTwoWidensBothWays() throws Exception {
        double f = withFactor("2", Bounds::factor);
        assertEquals(f, 2.0, "factor() with " + Bounds.FACTOR_PROPERTY + "=2: expected 2.0, got " + f);
        double up = withFactor("2", () -> Bounds.widenUpper(10.0));
        assertEquals(up, 20.0, "widenUpper(10) with factor 2: expected 20.0, got " + up);
        double low = withFactor("2", () -> Bounds.widenLower(10.0));
        assertEquals(low, 5.0, "widenLower(10) with factor 2: expected 5.0, got " + low);
        double spaced = withFactor(" 1.5 ", Bounds::factor);
        assertEquals(spaced, 1.5, "factor() with ' 1.5 ': expected 1.5, got " + spaced);
    }

    // A widened bound must say so, or a pass on a slow machine reads like a pass anywhere.
    @Test
    public void factorIsNamedInMessages() throws Exception {
        String text = withFactor("2", () -> Bounds.nanosAtMost(Mechanism.OVERSHOOT, "p50", 1, 2, ORIGIN).toString());
        assertTrue(text.contains(Bounds.FACTOR_PROPERTY + "=2.00"),
                "message with factor 2: expected '" + Bounds.FACTOR_PROPERTY + "=2.00', got '" + text + "'");
        String plain = withFactor(null, () -> Bounds.nanosAtMost(Mechanism.OVERSHOOT, "p50", 1, 2, ORIGIN).toString());
        assertFalse(plain.contains(Bounds.FACTOR_PROPERTY),
                "message with factor 1: expected no factor note, got '" + plain + "'");
    }

    @DataProvider
    public Object[][] badFactors() {
        return new Object[][] {{"0.5"}, {"abc"}, {"Infinity"}, {"NaN"}, {"0"}, {"-2"}, {"0.999"}};
    }

    @Test(dataProvider = "badFactors")
    public void badFactorIsRejected(String value) throws Exception {
        IllegalArgumentException e = withFactor(value,
                () -> expectThrows(IllegalArgumentException.class, Bounds::factor));
        assertTrue(String.valueOf(e.getMessage()).contains(Bounds.FACTOR_PROPERTY),
                "message for " + Bounds.FACTOR_PROPERTY + "=" + value + ": expected it to name the property, got '"
                + e.getMessage() + "'");
    }

    interface Check {
        Verdict apply(Mechanism mechanism, String what, double measured, double bound, String origin);
    }

    @DataProvider
    public Object[][] boundaries() {
        Check nanosAtMost = Bounds::nanosAtMost;
        Check nanosAtLeast = Bounds::nanosAtLeast;
        Check ratioAtMost = Bounds::ratioAtMost;
        Check ratioAtLeast = Bounds::ratioAtLeast;
        return new Object[][] {
            // check, label, measured, bound, expected pass, phrase in the message
            {nanosAtMost, "nanosAtMost", 1_000_000.0, 1_000_000.0, true, "expected at most"},
            {nanosAtMost, "nanosAtMost", 1_000_001.0, 1_000_000.0, false, "expected at most"},
            {nanosAtMost, "nanosAtMost", Double.NaN, 1_000_000.0, false, "expected at most"},
            {nanosAtLeast, "nanosAtLeast", 1_000_000.0, 1_000_000.0, true, "expected at least"},
            {nanosAtLeast, "nanosAtLeast", 999_999.0, 1_000_000.0, false, "expected at least"},
            {nanosAtLeast, "nanosAtLeast", Double.NaN, 1_000_000.0, false, "expected at least"},
            {ratioAtMost, "ratioAtMost", 0.5, 0.5, true, "expected at most"},
            {ratioAtMost, "ratioAtMost", 0.5001, 0.5, false, "expected at most"},
            {ratioAtMost, "ratioAtMost", Double.NaN, 0.5, false, "expected at most"},
            {ratioAtLeast, "ratioAtLeast", 0.5, 0.5, true, "expected at least"},
            {ratioAtLeast, "ratioAtLeast", 0.4999, 0.5, false, "expected at least"},
            {ratioAtLeast, "ratioAtLeast", Double.NaN, 0.5, false, "expected at least"},
        };
    }

    @Test(dataProvider = "boundaries")
    public void checkAtBoundary(Check check, String label, double measured, double bound, boolean pass,
                                String phrase) throws Exception {
        Verdict v = withFactor(null,
                () -> check.apply(Mechanism.OVERSHOOT, "sleep(1 ms) p50", measured, bound, ORIGIN));
        String where = label + "(" + measured + ", " + bound + ")";
        assertEquals(v.passed(), pass, where + " passed(): expected " + pass + ", got " + v.passed() + " (" + v + ")");
        String text = v.toString();
        String head = pass ? "PASS: " : "OVERSHOOT: ";
        assertTrue(text.startsWith(head),
                where + ": expected a message starting with '" + head + "', got '" + text + "'");
        assertTrue(text.contains(phrase), where + ": expected '" + phrase + "' in '" + text + "'");
        assertTrue(text.contains(ORIGIN), where + ": expected the origin '" + ORIGIN + "' in '" + text + "'");
        assertTrue(text.contains("sleep(1 ms) p50"), where + ": expected what was measured in '" + text + "'");
        assertEquals(v.mechanism(), pass ? null : Mechanism.OVERSHOOT,
                where + " mechanism(): expected " + (pass ? null : Mechanism.OVERSHOOT) + ", got " + v.mechanism());
    }

    @Test
    public void failingVerdictThrowsWithMechanismFirst() {
        Verdict v = Verdict.fail(Mechanism.STARVATION, "the Reference Handler got 0 ms of CPU");
        RuntimeException e = expectThrows(RuntimeException.class, v::orThrow);
        assertTrue(String.valueOf(e.getMessage()).startsWith("STARVATION"),
                "orThrow() message: expected it to start with STARVATION, got '" + e.getMessage() + "'");
        assertTrue(String.valueOf(e.getMessage()).contains("the Reference Handler got 0 ms of CPU"),
                "orThrow() message: expected the verdict's message, got '" + e.getMessage() + "'");
    }

    @Test
    public void passingVerdictReturnsItself() {
        Verdict v = Verdict.pass("all well");
        assertSame(v.orThrow(), v, "orThrow() of a PASS");
        assertTrue(v.passed(), "passed(): expected true, got false");
        assertNull(v.mechanism(), "mechanism() of a PASS");
        assertEquals(v.toString(), "PASS: all well", "toString() of a PASS");
        assertEquals(v.message(), "all well", "message() of a PASS");
    }

    @Test
    public void failNeedsMechanism() {
        assertThrows(NullPointerException.class, () -> Verdict.fail(null, "no mechanism"));
    }
}
