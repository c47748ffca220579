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
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build MonitorSleepVerdict
 * @run testng MonitorSleepVerdictTest
 */

import java.util.List;

import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

import waitkit.Verdict.Mechanism;
import waitkit.Verdict;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

public class MonitorSleepVerdictTest {

    // nanoTime readings of a run: a sleep of 1 s that returned after 1.0001 s,
    // and the other thread 11 ms into it or 50 µs after it.
    private static final long START = 5_000_000_000L;
    private static final long END = START + 1_000_100_000L;
    private static final long DURING = START + 11_000_000L;
    private static final long AFTER = END + 50_000L;

    private static final MonitorSleepVerdict.Expected PINS = MonitorSleepVerdict.Expected.PINS_CARRIER;
    private static final MonitorSleepVerdict.Expected RELEASES = MonitorSleepVerdict.Expected.RELEASES_CARRIER;

    private static final MonitorSleepVerdict.Ending RETURNED = MonitorSleepVerdict.Ending.RETURNED;
    private static final MonitorSleepVerdict.Ending RUNTIME_EXCEPTION =
            ending(true, new RuntimeException("boom before the end"));
    private static final MonitorSleepVerdict.Ending INTERRUPTED =
            ending(true, new InterruptedException("sleep interrupted"));
    private static final MonitorSleepVerdict.Ending ERROR = ending(true, new OutOfMemoryError("no room"));
    private static final MonitorSleepVerdict.Ending HUNG = ending(false, null);

    private static MonitorSleepVerdict.Ending ending(boolean finished, Throwable thrown) {
        return new MonitorSleepVerdict.Ending(finished, thrown);
    }

    private static MonitorSleepVerdict.Figures figures(long sleepStart, long sleepEnd, long otherRanAt,
                                                       MonitorSleepVerdict.Ending sleeper,
                                                       MonitorSleepVerdict.Ending other) {
        return new MonitorSleepVerdict.Figures(sleepStart, sleepEnd, otherRanAt, sleeper, other);
    }

    @DataProvider
    public Object[][] outcomes() {
        return new Object[][] {
            // expectation, figures, expected mechanism (null: PASS), text the message must hold
            {RELEASES, figures(START, END, DURING, RETURNED, RETURNED), null,
                "RELEASES_CARRIER as expected: the other virtual thread ran 11.000 ms after the sleeper began its"
                + " sleep inside synchronized, which returned after 1.00 s"},
            {PINS, figures(START, END, AFTER, RETURNED, RETURNED), null,
                "PINS_CARRIER as expected: the other virtual thread ran 1.00 s"},
            {PINS, figures(START, END, DURING, RETURNED, RETURNED), Mechanism.CONTRACT,
                "expected PINS_CARRIER, actual RELEASES_CARRIER: the other virtual thread ran 11.000 ms"},
            {RELEASES, figures(START, END, AFTER, RETURNED, RETURNED), Mechanism.CONTRACT,
                "expected RELEASES_CARRIER, actual PINS_CARRIER: the other virtual thread ran 1.00 s"},
            // The sleeper threw before its sleep ended, so it left no end
            // time: "ran before the end" is then false for any time, which
            // must not read as a pinned carrier.
            {PINS, figures(START, 0, DURING, RUNTIME_EXCEPTION, RETURNED), Mechanism.ERROR,
                "expected both virtual threads to return, actual: the sleeper threw java.lang.RuntimeException:"
                + " boom before the end, the other thread returned; sleep start 5000000000 ns, sleep end 0 ns"},
            {RELEASES, figures(START, 0, DURING, RUNTIME_EXCEPTION, RETURNED), Mechanism.ERROR,
                "the sleeper threw java.lang.RuntimeException"},
            {PINS, figures(START, 0, AFTER, INTERRUPTED, RETURNED), Mechanism.ERROR,
                "the sleeper threw java.lang.InterruptedException: sleep interrupted"},
            // A throw after the sleep returned leaves every time recorded.
            {PINS, figures(START, END, AFTER, ERROR, RETURNED), Mechanism.ERROR,
                "the sleeper threw java.lang.OutOfMemoryError: no room"},
            {RELEASES, figures(START, END, 0, RETURNED, RUNTIME_EXCEPTION), Mechanism.ERROR,
                "the sleeper returned, the other thread threw java.lang.RuntimeException"},
            {PINS, figures(START, 0, 0, HUNG, HUNG), Mechanism.ERROR,
                "actual: the sleeper did not finish, the other thread did not finish"},
            {PINS, figures(START, END, 0, RETURNED, HUNG), Mechanism.ERROR,
                "the other thread did not finish; sleep start 5000000000 ns, sleep end 6000100000 ns, other thread"
                + " ran at 0 ns"},
            {PINS, figures(START, 0, AFTER, RETURNED, RETURNED), Mechanism.ERROR,
                "expected the sleep's start and end and the other thread's run to be recorded, actual: sleep start"
                + " 5000000000 ns, sleep end 0 ns"},
            {RELEASES, figures(0, END, DURING, RETURNED, RETURNED), Mechanism.ERROR,
                "to be recorded, actual: sleep start 0 ns"},
            {RELEASES, figures(START, END, 0, RETURNED, RETURNED), Mechanism.ERROR,
                "to be recorded, actual: sleep start 5000000000 ns, sleep end 6000100000 ns, other thread ran at 0 ns"},
            {RELEASES, figures(START, END, START - 1, RETURNED, RETURNED), Mechanism.ERROR,
                "to run after the sleep began, actual: sleep start 5000000000 ns, sleep end 6000100000 ns, other"
                + " thread ran at 4999999999 ns"},
            {PINS, figures(END, START, AFTER, RETURNED, RETURNED), Mechanism.ERROR,
                "expected the sleep to end after it began"},
        };
    }

    @Test(dataProvider = "outcomes")
    public void theVerdictFollowsFromTheFigures(MonitorSleepVerdict.Expected expected,
                                                MonitorSleepVerdict.Figures figures, Mechanism mechanism,
                                                String text) {
        Verdict v = MonitorSleepVerdict.judge(expected, figures);
        assertEquals(v.mechanism(), mechanism, "mechanism for " + expected + " with " + figures + ", verdict " + v);
        assertTrue(v.message().contains(text), "message for " + expected + " with " + figures + ": expected it to"
                + " contain '" + text + "', actual '" + v.message() + "'");
    }

    @Test
    public void onlyAThreadThatFinishedWithoutThrowingReturned() {
        assertTrue(RETURNED.returned(), "returned(): expected true for " + RETURNED);
        for (MonitorSleepVerdict.Ending e : List.of(RUNTIME_EXCEPTION, INTERRUPTED, ERROR, HUNG,
                ending(false, new RuntimeException()))) {
            assertEquals(e.returned(), false, "returned() of " + e);
        }
        assertEquals(ending(false, new RuntimeException("x")).toString(),
                "threw java.lang.RuntimeException: x and did not finish", "toString of a hung thread that threw");
    }
}
