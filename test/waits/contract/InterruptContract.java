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

import java.util.ArrayList;
import java.util.List;

import waitkit.Bounds;
import waitkit.Evidence;
import waitkit.LatencySamples;
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
 * <li>{@code THROWS_AND_CLEARS}: throws InterruptedException and clears the status,
 *     within two wake-up costs (see below) of the interrupt</li>
 * <li>{@code RETURNS_WITH_STATUS_SET}: returns normally with the status still set,
 *     within two wake-up costs of the interrupt</li>
 * <li>{@code IGNORES}: returns normally with the status set; a wait that spins
 *     still waits the whole requested time</li>
 * <li>{@code -}: not applicable (the method returns before any interrupt can arrive)</li>
 * </ul>
 * The wake-up cost W is measured in the same run, in turn with the interrupts:
 * the time a thread blocked for 50 ms, as the wait is when the interrupt comes,
 * takes to run again after a thread that then ends unparks it, the path an
 * interrupt takes to a blocked wait. One W for that path, one more for the
 * wait's way out (its exception or its return), as in the kit's latency
 * bounds. "Before", a wait that reacts does not block at all, so its whole call
 * lies within the same bound. The median of {@value #ROUNDS} rounds is compared
 * with the median W of the same rounds; the outcome itself (thrown or not,
 * status) must hold in every round. The interrupt paths are first warmed by
 * {@value #WARMUP} interrupts before and during shorter waits, as a
 * long-running program would have them.
 */
public class InterruptContract {

    private static final long REQUESTED = 500_000_000L;
    private static final long INTERRUPT_AFTER = 50_000_000L;
    private static final int ROUNDS = 11;
    private static final int WARMUP = 20;
    private static final long WARMUP_WAIT = 10_000_000L;

    enum Expected { THROWS_AND_CLEARS, RETURNS_WITH_STATUS_SET, IGNORES }

    public static void main(String[] args) throws Exception {
        WaitMethod method = WaitMethod.of(args[0]);
        Expected before = Expected.valueOf(args[1]);
        Expected during = args[2].equals("-") ? null : Expected.valueOf(args[2]);
        for (int i = 0; i < WARMUP; i++) {
            Waits.interruptBefore(method, before == Expected.IGNORES ? 0 : REQUESTED);
            if (during != null && during != Expected.IGNORES) {
                Waits.interruptDuring(method, WARMUP_WAIT, WARMUP_WAIT / 10);
            }
        }
        // A wait that ignores interrupts lasts its whole request: one round says it.
        int beforeRounds = before == Expected.IGNORES ? 1 : ROUNDS;
        int duringRounds = during == null ? 0 : during == Expected.IGNORES ? 1 : ROUNDS;
        long[] wakeUps = new long[Math.max(beforeRounds, duringRounds)];
        List<Waits.InterruptOutcome> befores = new ArrayList<>();
        List<Waits.InterruptOutcome> durings = new ArrayList<>();
        for (int i = 0; i < wakeUps.length; i++) {
            wakeUps[i] = Waits.unparkWakeUp(INTERRUPT_AFTER);
            if (i < beforeRounds) {
                befores.add(Waits.interruptBefore(method, REQUESTED));
            }
            if (i < duringRounds) {
                durings.add(Waits.interruptDuring(method, REQUESTED, INTERRUPT_AFTER));
            }
        }
        LatencySamples wakeUp = LatencySamples.of(wakeUps);
        System.out.println("wake-up cost after " + Units.nanos(INTERRUPT_AFTER) + " blocked: " + wakeUp);
        check(method, "before", before, befores, wakeUp.median());
        if (during != null) {
            check(method, "during", during, durings, wakeUp.median());
        }
    }

    private static void check(WaitMethod method, String when, Expected expected, List<Waits.InterruptOutcome> rounds,
                              long wakeUp) {
        // Before: the whole call; during: from the interrupt to the return.
        LatencySamples reaction = LatencySamples.of(rounds.stream()
                .mapToLong(o -> when.equals("before") ? o.elapsedNanos() : o.reactionNanos()).toArray());
        double bound = Bounds.widenUpper(2.0 * wakeUp);
        Waits.InterruptOutcome wrong = rounds.stream().filter(o -> !outcomeHolds(method, expected, o)).findFirst()
                .orElse(null);
        boolean prompt = expected == Expected.IGNORES || reaction.median() <= bound;
        Waits.InterruptOutcome shown = wrong != null ? wrong : rounds.get(rounds.size() / 2);
        Evidence.of("interrupt").put("method", method.name()).put("when", when)
                .put("expected", expected.name()).put("threw", shown.threw())
                .put("status_after", shown.statusAfter()).put("elapsed_ns", shown.elapsedNanos())
                .put("rounds", rounds.size()).put("reaction_p50_ns", reaction.median())
                .put("reaction_bound_ns", expected == Expected.IGNORES ? null : bound).write();
        String text = method + ", interrupt " + when + " a wait of " + Units.nanos(REQUESTED) + ": expected "
                + expected + (expected == Expected.IGNORES ? "" : ", in a median of at most " + Units.nanos(bound)
                        + " (2 x wake-up cost " + Units.nanos(wakeUp) + ", the median time a thread blocked for "
                        + Units.nanos(INTERRUPT_AFTER) + " takes to run after an unpark, measured in turn)")
                + "; actual: " + (wrong != null ? "in one of " + rounds.size() + " rounds " + wrong
                        : shown + (rounds.size() > 1 ? ", median " + (when.equals("before") ? "call " : "reaction ")
                                + Units.nanos(reaction.median()) + " over " + rounds.size() + " rounds" : ""));
        (wrong == null && prompt ? Verdict.pass(text) : Verdict.fail(Verdict.Mechanism.CONTRACT, text)).orThrow();
    }

    private static boolean outcomeHolds(WaitMethod method, Expected expected, Waits.InterruptOutcome o) {
        return switch (expected) {
            case THROWS_AND_CLEARS -> o.threw() && !o.statusAfter();
            case RETURNS_WITH_STATUS_SET -> !o.threw() && o.statusAfter();
            case IGNORES -> !o.threw() && o.statusAfter()
                    && (method.kind() != WaitMethod.Kind.SPINS || o.elapsedNanos() >= REQUESTED);
        };
    }
}
