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
 * @summary Unit tests of ArrivalLatency: lost wake-ups, early returns, failed releases and releases say so
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng/othervm ArrivalLatencyTest
 */

import java.util.concurrent.TimeUnit;

import org.testng.annotations.Test;

import waitkit.TimedCall;
import waitkit.Units;
import waitkit.Verdict;
import waitkit.judge.LatencyBounds;
import waitkit.measure.ArrivalLatency;
import waitkit.measure.LatencySamples;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;

/**
 * What TimedCallArrival relies on: a release that does not reach the call
 * is reported as a lost wake-up, not as a slow return; a call that returns
 * before it waits is not released, and its verdict is EARLY_RETURN; a release that
 * throws fails the measurement with the release's exception; a release that
 * reaches the call is measured from just before it.
 */
public class ArrivalLatencyTest {

    private static final long TIMEOUT = TimeUnit.MILLISECONDS.toNanos(200);

    /** A CountDownLatch's timed await, with a release other than its countDown. */
    private static TimedCall.Receiver latchReleasedBy(Runnable release) {
        TimedCall.Receiver latch = TimedCall.of("CountDownLatch.await").newReceiver();
        return new TimedCall.Receiver() {
            @Override
            public boolean call(long nanos) throws InterruptedException {
                return latch.call(nanos);
            }

            @Override
            public void release() {
                release.run();
            }
        };
    }

    @Test
    public void aReleaseThatDoesNotReachTheCallIsALostWakeUp() throws InterruptedException {
        try (ArrivalLatency arrival = new ArrivalLatency(TIMEOUT)) {
            ArrivalLatency.Arrival a = arrival.measure(latchReleasedBy(() -> { }));
            assertEquals(a.outcome(), ArrivalLatency.Outcome.LOST, "a call its release did not reach, " + a);
        }
    }

    @Test
    public void aCallThatReturnsBeforeItWaitsIsNotReleasedAndFailsAsAnEarlyReturn() throws InterruptedException {
        TimedCall.Receiver returnsAtOnce = new TimedCall.Receiver() {
            @Override
            public boolean call(long nanos) {
                return false;
            }

            @Override
            public void release() {
                throw new AssertionError("a call that returned is not to be released");
            }
        };
        try (ArrivalLatency arrival = new ArrivalLatency(TIMEOUT)) {
            long start = System.nanoTime();
            ArrivalLatency.Arrival a = arrival.measure(returnsAtOnce);
            long took = System.nanoTime() - start;
            assertEquals(a.outcome(), ArrivalLatency.Outcome.RETURNED_BEFORE_RELEASE, "a call that returns at once, "
                    + a);
            assertTrue(took < TIMEOUT, "expected the measurement to end once the call returned, before the 200 ms"
                    + " the releasing thread looks for a wait, actual " + Units.nanos(took));
            Verdict v = LatencyBounds.arrivalWithinWakeUps("a call that returns at once", 1, "one hand-off",
                    new long[0], 0, new long[] {a.nanos()}, TIMEOUT, LatencySamples.of(50_000),
                    "a baseline");
            assertEquals(v.mechanism(), Verdict.Mechanism.EARLY_RETURN, v.message());
        }
    }

    @Test
    public void aReleaseThatThrowsFailsTheMeasurementWithItsException() throws InterruptedException {
        try (ArrivalLatency arrival = new ArrivalLatency(TIMEOUT)) {
            IllegalStateException e = expectThrows(IllegalStateException.class, () -> arrival.measure(
                    latchReleasedBy(() -> {
                        throw new IllegalStateException("no element to give");
                    })));
            assertTrue(e.getMessage().contains("the release failed") && e.getMessage().contains("no element to give"),
                    e.getMessage());
        }
    }

    @Test
    public void aReleaseThatReachesTheCallIsMeasured() throws InterruptedException {
        try (ArrivalLatency arrival = new ArrivalLatency(TIMEOUT)) {
            ArrivalLatency.Arrival a = arrival.measure(TimedCall.of("CountDownLatch.await").newReceiver());
            assertEquals(a.outcome(), ArrivalLatency.Outcome.LET_GO, "a call its countDown let go, " + a);
            assertTrue(a.nanos() > 0 && a.nanos() < TIMEOUT, "expected a return between 0 and 200 ms after the"
                    + " release, actual " + a);
        }
    }
}
