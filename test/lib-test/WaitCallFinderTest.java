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
 * @summary Unit tests of WaitCallFinder: it finds a method's in-loop waits in JDK 17-25 and 26+ Bits
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng WaitCallFinderTest
 */

import java.util.List;

import org.testng.annotations.Test;

import waitkit.mutant.WaitCallFinder.WaitCall;
import waitkit.mutant.WaitCallFinder;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

public class WaitCallFinderTest {

    // The shape of java.nio.Bits.reserveMemory before JDK 26: a while loop
    // whose sleep sits in a try, with a sleep outside any loop and one in
    // another method that must not be found.
    private static final String BITS_17 = """
            package java.nio;
            class Bits {
                static void reserveMemory(long size, long cap) {
                    Thread.sleep(1);
                    int sleeps = 0;
                    while (true) {
                        if (tryReserveMemory(size, cap)) {
                            return;
                        }
                        if (sleeps >= MAX_SLEEPS) {
                            break;
                        }
                        try {
                            if (!jlra.waitForReferenceProcessing()) {
                                Thread.sleep(sleepTime);
                                sleepTime <<= 1;
                                sleeps++;
                            }
                        } catch (InterruptedException e) {
                            interrupted = true;
                        }
                    }
                }
                static void unreserveMemory(long size, long cap) {
                    while (true) { Thread.sleep(5); }
                }
            }
            """;

    // The shape of JDK 26+ (JDK-8344332): a for loop with the sleep's argument
    // computed in place.
    private static final String BITS_26 = """
            package java.nio;
            class Bits {
                static void reserveMemory(long size, long cap) {
                    for (int sleeps = 0; true; ) {
                        if (tryReserveMemory(size, cap)) {
                            return;
                        }
                        if (sleeps >= MAX_SLEEPS) {
                            break;
                        }
                        try {
                            Thread.sleep(INITIAL_SLEEP << sleeps);
                            ++sleeps;
                        } catch (InterruptedException e) {
                            interrupted = true;
                        }
                    }
                }
            }
            """;

    private static final String OTHER_WAITS = """
            class Poller {
                Poller() {
                    do {
                        TimeUnit.MILLISECONDS.sleep(10);
                        LockSupport.parkNanos(1000);
                        unit.sleep(timeout);
                        Thread.onSpinWait();
                    } while (!done);
                }
                class Inner {
                    void poll() { for (;;) { Thread.sleep(1); } }
                }
            }
            """;

    @Test
    public void findsTheSleepInTheLoopOfJdk17sBits() throws Exception {
        List<WaitCall> calls = WaitCallFinder.find(BITS_17, "java.nio.Bits", "reserveMemory");
        assertEquals(calls.size(), 1, "waits found: " + calls);
        assertEquals(calls.get(0).text(), "Thread.sleep(sleepTime);", "the wait");
        assertEquals(calls.get(0).range(), "15:21-15:44", "its range");
        assertTrue(calls.get(0).throwsInterrupted(), "a sleep throws InterruptedException");
        assertEquals(BITS_17.substring(calls.get(0).start(), calls.get(0).end()), calls.get(0).text(), "offsets");
    }

    @Test
    public void findsTheSleepInTheLoopOfJdk26sBits() throws Exception {
        List<WaitCall> calls = WaitCallFinder.find(BITS_26, "java.nio.Bits", "reserveMemory");
        assertEquals(calls.size(), 1, "waits found: " + calls);
        assertEquals(calls.get(0).text(), "Thread.sleep(INITIAL_SLEEP << sleeps);", "the wait");
    }

    @Test
    public void findsEveryKindOfWaitInAConstructorsLoopAndNothingElse() throws Exception {
        List<WaitCall> calls = WaitCallFinder.find(OTHER_WAITS, "Poller", "<init>");
        assertEquals(calls.stream().map(WaitCall::text).toList(), List.of("TimeUnit.MILLISECONDS.sleep(10);",
                "LockSupport.parkNanos(1000);", "unit.sleep(timeout);"), "waits found");
        assertFalse(calls.get(1).throwsInterrupted(), "parkNanos returns on interrupt");
    }

    // Thread.join's two loops, as JDK 25 writes them: the timed one is a
    // timed wait; wait(0) waits for the thread's end with no timeout.
    private static final String JOIN = """
            class Thread {
                void join(long millis) {
                    if (millis > 0) {
                        do {
                            wait(delay);
                        } while (isAlive());
                    } else {
                        while (isAlive()) {
                            wait(0);
                        }
                    }
                }
            }
            """;

    @Test
    public void aLiteralWaitOfZeroIsNoTimedWait() throws Exception {
        List<WaitCall> calls = WaitCallFinder.find(JOIN, "Thread", "join");
        assertEquals(calls.stream().map(WaitCall::text).toList(), List.of("wait(delay);"), "waits found");
    }

    @Test
    public void aMethodWithoutAWaitInALoopHasNone() throws Exception {
        assertEquals(WaitCallFinder.find(BITS_17, "java.nio.Bits", "noSuchMethod"), List.of(), "no such method");
        assertEquals(WaitCallFinder.find(OTHER_WAITS, "Poller", "poll"), List.of(), "poll belongs to Inner");
        assertEquals(WaitCallFinder.find(OTHER_WAITS, "Inner", "poll").size(), 1, "Inner.poll");
    }
}
