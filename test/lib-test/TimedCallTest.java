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
 * @summary Unit tests of TimedCall: every call times out on its receiver, every release ends a waiting call
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng/othervm TimedCallTest
 */

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

import waitkit.TimedCall;
import waitkit.WaitMethod;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertNull;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;
import static org.testng.Assert.fail;

/**
 * What the timed calls' tests rely on: a call on a fresh receiver times out
 * (returns {@code false}) no sooner than asked, a call that waits is ended by
 * its receiver's release (returns {@code true}), and {@code call:<name>}
 * names it as a wait method that blocks, on the path its JDK code takes.
 */
public class TimedCallTest {

    private static final long SHORT = TimeUnit.MILLISECONDS.toNanos(2);
    private static final long LONG = TimeUnit.SECONDS.toNanos(20);

    @DataProvider
    public Object[][] calls() {
        return TimedCall.names().stream().map(TimedCall::of).filter(TimedCall::isAvailable)
                .map(c -> new Object[] {c}).toArray(Object[][]::new);
    }

    @Test(dataProvider = "calls", timeOut = 20_000)
    public void aCallOnAFreshReceiverTimesOutNoSoonerThanAsked(TimedCall call) throws InterruptedException {
        try (TimedCall.Receiver r = call.newReceiver()) {
            long t0 = System.nanoTime();
            boolean came = r.call(SHORT);
            long took = System.nanoTime() - t0;
            assertFalse(came, call + ": what it waits for came on a receiver nothing released");
            assertTrue(took >= SHORT - (call.name().equals("Condition.awaitUntil") ? 1_000_000L : 0),
                    call + " timed out after " + took + " ns, asked for " + SHORT);
        }
    }

    @Test(dataProvider = "calls", timeOut = 30_000)
    public void aReleaseEndsAWaitingCall(TimedCall call) throws Exception {
        try (TimedCall.Receiver r = call.newReceiver()) {
            AtomicReference<Object> outcome = new AtomicReference<>();
            Thread caller = new Thread(() -> {
                try {
                    outcome.set(r.call(LONG));
                } catch (Throwable t) {
                    outcome.set(t);
                }
            }, "timed-caller");
            caller.start();
            awaitWaiting(caller);
            long t0 = System.nanoTime();
            r.release();
            caller.join(TimeUnit.NANOSECONDS.toMillis(LONG));
            long took = System.nanoTime() - t0;
            assertFalse(caller.isAlive(), call + ": the call still waits " + took + " ns after its release");
            assertEquals(outcome.get(), Boolean.TRUE, call + ": the released call returned");
        }
    }

    // A call waits once its thread is WAITING or TIMED_WAITING: a release
    // before then could find no waiter (a SynchronousQueue's partner, a
    // Condition's signal).
    private static void awaitWaiting(Thread t) throws InterruptedException {
        long deadline = System.nanoTime() + LONG;
        while (t.getState() != Thread.State.WAITING && t.getState() != Thread.State.TIMED_WAITING) {
            if (!t.isAlive() || System.nanoTime() > deadline) {
                fail(t.getName() + " never waited: " + t.getState());
            }
            Thread.sleep(1);
        }
    }

    @Test
    public void aTimedCallIsAWaitMethodThatBlocks() {
        WaitMethod poll = WaitMethod.of("call:ArrayBlockingQueue.poll");
        assertEquals(poll.name(), "call:ArrayBlockingQueue.poll");
        assertEquals(poll.kind(), WaitMethod.Kind.BLOCKS);
        assertEquals(poll.path(), WaitMethod.Path.PARK);
        assertEquals(WaitMethod.of("call:Thread.join").path(), WaitMethod.Path.MONITOR);
        assertEquals(WaitMethod.of("call:ReferenceQueue.remove").path(), WaitMethod.Path.MONITOR);
    }

    @Test
    public void anUnknownCallListsTheKnownOnes() {
        IllegalArgumentException e = expectThrows(IllegalArgumentException.class,
                () -> WaitMethod.of("call:ArrayBlockingQueue.take"));
        assertTrue(e.getMessage().startsWith("unknown timed call 'ArrayBlockingQueue.take'; known timed calls: "
                + "ArrayBlockingQueue.poll, "), e.getMessage());
    }

    @Test
    public void joinDurationNeedsJdk19() {
        TimedCall c = TimedCall.of("Thread.joinDuration");
        if (Runtime.version().feature() >= 19) {
            assertTrue(c.isAvailable(), c.unavailableReason());
            assertNull(c.unavailableReason());
        } else {
            assertFalse(c.isAvailable());
            assertTrue(c.unavailableReason().contains("JDK 19"), c.unavailableReason());
        }
    }
}
