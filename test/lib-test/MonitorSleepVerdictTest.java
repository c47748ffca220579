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
 * @summary Unit tests of MonitorSleepVerdict: a sleeper that threw, hung or left no time is an ERROR
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.verdict.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng MonitorSleepVerdictTest
 */

import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

import waitkit.Verdict.Mechanism;
import waitkit.Verdict;
import waitkit.verdict.MonitorSleepVerdict.Ending;
import waitkit.verdict.MonitorSleepVerdict.Expected;
import waitkit.verdict.MonitorSleepVerdict.Figures;
import waitkit.verdict.MonitorSleepVerdict;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

public class MonitorSleepVerdictTest {

    // nanoTime readings of a run: a sleep of 1 s that returned after 1.0001 s,
    // and the other thread 11 ms into it or 50 µs after it.
    private static final long START = 5_000_000_000L;
    private static final long END = START + 1_000_100_000L;
    private static final long DURING = START + 11_000_000L;
    private static final long AFTER = END + 50_000L;

    private static final Ending RETURNED = Ending.RETURNED;
    private static final Ending RUNTIME_EXCEPTION = new Ending(true, new RuntimeException("boom before the end"));
    private static final Ending INTERRUPTED = new Ending(true, new InterruptedException("sleep interrupted"));
    private static final Ending ERROR = new Ending(true, new OutOfMemoryError("no room"));
    private static final Ending HUNG = new Ending(false, null);

    @DataProvider
    public Object[][] outcomes() {
        return new Object[][] {
            // expectation, figures, expected mechanism (null: PASS), text the message must hold
            {Expected.RELEASES_CARRIER, new Figures(START, END, DURING, RETURNED, RETURNED), null,
                "RELEASES_CARRIER as expected: the other virtual thread ran 11.000 ms after the sleeper began its"
                + " sleep inside synchronized, which returned after 1.00 s"},
            {Expected.PINS_CARRIER, new Figures(START, END, AFTER, RETURNED, RETURNED), null,
                "PINS_CARRIER as expected: the other virtual thread ran 1.00 s"},
            {Expected.PINS_CARRIER, new Figures(START, END, DURING, RETURNED, RETURNED), Mechanism.CONTRACT,
                "expected PINS_CARRIER, actual RELEASES_CARRIER: the other virtual thread ran 11.000 ms"},
            {Expected.RELEASES_CARRIER, new Figures(START, END, AFTER, RETURNED, RETURNED), Mechanism.CONTRACT,
                "expected RELEASES_CARRIER, actual PINS_CARRIER: the other virtual thread ran 1.00 s"},
            // The sleeper threw before its sleep ended, so it left no end
            // time: "ran before the end" is then false for any time, which
            // must not read as a pinned carrier.
            {Expected.PINS_CARRIER, new Figures(START, 0, DURING, RUNTIME_EXCEPTION, RETURNED), Mechanism.ERROR,
                "expected both virtual threads to return, actual: the sleeper threw java.lang.RuntimeException:"
                + " boom before the end, the other thread returned; sleep start 5000000000 ns, sleep end 0 ns"},
            {Expected.RELEASES_CARRIER, new Figures(START, 0, DURING, RUNTIME_EXCEPTION, RETURNED), Mechanism.ERROR,
                "the sleeper threw java.lang.RuntimeException"},
            {Expected.PINS_CARRIER, new Figures(START, 0, AFTER, INTERRUPTED, RETURNED), Mechanism.ERROR,
                "the sleeper threw java.lang.InterruptedException: sleep interrupted"},
            // A throw after the sleep returned leaves every time recorded.
            {Expected.PINS_CARRIER, new Figures(START, END, AFTER, ERROR, RETURNED), Mechanism.ERROR,
                "the sleeper threw java.lang.OutOfMemoryError: no room"},
            {Expected.RELEASES_CARRIER, new Figures(START, END, 0, RETURNED, RUNTIME_EXCEPTION), Mechanism.ERROR,
                "the sleeper returned, the other thread threw java.lang.RuntimeException"},
            {Expected.PINS_CARRIER, new Figures(START, 0, 0, HUNG, HUNG), Mechanism.ERROR,
                "actual: the sleeper did not finish, the other thread did not finish"},
            {Expected.PINS_CARRIER, new Figures(START, END, 0, RETURNED, HUNG), Mechanism.ERROR,
                "the other thread did not finish; sleep start 5000000000 ns, sleep end 6000100000 ns, other thread"
                + " ran at 0 ns"},
            {Expected.PINS_CARRIER, new Figures(START, 0, AFTER, RETURNED, RETURNED), Mechanism.ERROR,
                "expected the sleep's start and end and the other thread's run to be recorded, actual: sleep start"
                + " 5000000000 ns, sleep end 0 ns"},
            {Expected.RELEASES_CARRIER, new Figures(0, END, DURING, RETURNED, RETURNED), Mechanism.ERROR,
                "to be recorded, actual: sleep start 0 ns"},
            {Expected.RELEASES_CARRIER, new Figures(START, END, 0, RETURNED, RETURNED), Mechanism.ERROR,
                "to be recorded, actual: sleep start 5000000000 ns, sleep end 6000100000 ns, other thread ran at 0 ns"},
            {Expected.RELEASES_CARRIER, new Figures(START, END, START - 1, RETURNED, RETURNED), Mechanism.ERROR,
                "to run after the sleep began, actual: sleep start 5000000000 ns, sleep end 6000100000 ns, other"
                + " thread ran at 4999999999 ns"},
            {Expected.PINS_CARRIER, new Figures(END, START, AFTER, RETURNED, RETURNED), Mechanism.ERROR,
                "expected the sleep to end after it began"},
        };
    }

    @Test(dataProvider = "outcomes")
    public void theVerdictFollowsFromTheFigures(Expected expected, Figures figures, Mechanism mechanism,
                                                String text) {
        Verdict v = MonitorSleepVerdict.judge(expected, figures);
        assertEquals(v.mechanism(), mechanism, "mechanism for " + expected + " with " + figures + ", verdict " + v);
        assertTrue(v.message().contains(text), "message for " + expected + " with " + figures + ": expected it to"
                + " contain '" + text + "', actual '" + v.message() + "'");
    }

    @Test
    public void onlyAThreadThatFinishedWithoutThrowingReturned() {
        assertTrue(RETURNED.returned(), "returned(): expected true for " + RETURNED);
        for (Ending e : new Ending[] {RUNTIME_EXCEPTION, INTERRUPTED, ERROR, HUNG, new Ending(false,
                new RuntimeException())}) {
            assertEquals(e.returned(), false, "returned() of " + e);
        }
        assertEquals(new Ending(false, new RuntimeException("x")).toString(),
                "threw java.lang.RuntimeException: x and did not finish", "toString of a hung thread that threw");
    }
}
