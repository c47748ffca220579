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
 * @test id=sleep
 * @summary Thread.sleep throws InterruptedException and clears the status, for an interrupt before or during the sleep
 * @library /lib
 * @run main InterruptContract sleep THROWS_AND_CLEARS THROWS_AND_CLEARS
 */

/*
 * @test id=sleepNanos
 * @summary Thread.sleep(millis, nanos) throws InterruptedException and clears the status, for an interrupt before or during the sleep
 * @library /lib
 * @run main InterruptContract sleepNanos THROWS_AND_CLEARS THROWS_AND_CLEARS
 */

/*
 * @test id=sleepDuration
 * @summary Thread.sleep(Duration) throws InterruptedException and clears the status, for an interrupt before or during the sleep
 * @requires waitkit.sleepDuration
 * @library /lib
 * @run main InterruptContract sleepDuration THROWS_AND_CLEARS THROWS_AND_CLEARS
 */

/*
 * @test id=sleep0
 * @summary Thread.sleep(0) throws InterruptedException and clears the status when the interrupt came first
 * @library /lib
 * @run main InterruptContract sleep0 THROWS_AND_CLEARS -
 */

/*
 * @test id=timeUnitSleep
 * @summary TimeUnit.sleep throws InterruptedException and clears the status, for an interrupt before or during the sleep
 * @library /lib
 * @run main InterruptContract timeUnitSleep THROWS_AND_CLEARS THROWS_AND_CLEARS
 */

/*
 * @test id=parkNanos
 * @summary LockSupport.parkNanos returns early without an exception and leaves the interrupt status set
 * @library /lib
 * @run main InterruptContract parkNanos RETURNS_WITH_STATUS_SET RETURNS_WITH_STATUS_SET
 */

/*
 * @test id=parkUntil
 * @summary LockSupport.parkUntil returns early without an exception and leaves the interrupt status set
 * @library /lib
 * @run main InterruptContract parkUntil RETURNS_WITH_STATUS_SET RETURNS_WITH_STATUS_SET
 */

/*
 * @test id=onSpinWait
 * @summary Thread.onSpinWait ignores the interrupt status and leaves it set
 * @library /lib
 * @run main InterruptContract onSpinWait IGNORES -
 */

/*
 * @test id=yield
 * @summary Thread.yield ignores the interrupt status and leaves it set
 * @library /lib
 * @run main InterruptContract yield IGNORES -
 */

/*
 * @test id=busyNanoTime
 * @summary A busy wait on System.nanoTime ignores an interrupt: it waits its full time and leaves the status set
 * @library /lib
 * @run main InterruptContract busyNanoTime IGNORES IGNORES
 */

/*
 * @test id=emptySpin
 * @summary An empty wait ignores the interrupt status and leaves it set
 * @library /lib
 * @run main InterruptContract emptySpin IGNORES -
 */

/*
 * @test id=objectWait
 * @summary Object.wait(timeout) throws InterruptedException and clears the status, for an interrupt before or during the wait
 * @library /lib
 * @run main InterruptContract objectWait THROWS_AND_CLEARS THROWS_AND_CLEARS
 */

/*
 * @test id=conditionAwait
 * @summary Condition.awaitNanos throws InterruptedException and clears the status, for an interrupt before or during the wait
 * @library /lib
 * @run main InterruptContract conditionAwait THROWS_AND_CLEARS THROWS_AND_CLEARS
 */

import waitkit.Evidence;
import waitkit.Units;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.Waits;

/**
 * What a wait method does about an interrupt, in two situations: the interrupt
 * status is already set when the wait starts ("before"), and another thread
 * interrupts 50 ms into a 500 ms wait ("during"). The expected outcome for each is
 * given on the {@code @run} line, one of:
 * <ul>
 * <li>{@code THROWS_AND_CLEARS}: throws InterruptedException and clears the status;
 *     "during", it returns long before the requested time</li>
 * <li>{@code RETURNS_WITH_STATUS_SET}: returns normally with the status still set;
 *     "during", it returns long before the requested time</li>
 * <li>{@code IGNORES}: returns normally with the status set; "during", it still
 *     waits the whole requested time</li>
 * <li>{@code -}: not applicable (the method returns before any interrupt can arrive)</li>
 * </ul>
 */
public class InterruptContract {

    private static final long REQUESTED = 500_000_000L;
    private static final long INTERRUPT_AFTER = 50_000_000L;

    enum Expected { THROWS_AND_CLEARS, RETURNS_WITH_STATUS_SET, IGNORES }

    public static void main(String[] args) throws Exception {
        WaitMethod method = WaitMethod.of(args[0]);
        check(method, "before", args[1], Waits.interruptBefore(method, REQUESTED));
        if (!args[2].equals("-")) {
            check(method, "during", args[2], Waits.interruptDuring(method, REQUESTED, INTERRUPT_AFTER));
        }
    }

    private static void check(WaitMethod method, String when, String expectedName, Waits.InterruptOutcome actual) {
        Expected expected = Expected.valueOf(expectedName);
        boolean earlyReturn = actual.elapsedNanos() < REQUESTED;
        boolean ok = switch (expected) {
            case THROWS_AND_CLEARS -> actual.threw() && !actual.statusAfter() && earlyReturn;
            case RETURNS_WITH_STATUS_SET -> !actual.threw() && actual.statusAfter() && earlyReturn;
            case IGNORES -> !actual.threw() && actual.statusAfter()
                    && (method.kind() != WaitMethod.Kind.SPINS || !earlyReturn);
        };
        Evidence.of("interrupt").put("method", method.name()).put("when", when)
                .put("expected", expected.name()).put("threw", actual.threw())
                .put("status_after", actual.statusAfter()).put("elapsed_ns", actual.elapsedNanos()).write();
        String text = method + ", interrupt " + when + " a wait of " + Units.nanos(REQUESTED)
                + ": expected " + expected + ", actual: " + actual;
        (ok ? Verdict.pass(text) : Verdict.fail(Verdict.Mechanism.CONTRACT, text)).orThrow();
    }
}
