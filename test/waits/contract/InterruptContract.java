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
 * @summary Thread.sleep throws InterruptedException and clears the status if interrupted before or during it
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main InterruptContract sleep THROWS_AND_CLEARS THROWS_AND_CLEARS
 */

/*
 * @test id=sleep0
 * @summary Thread.sleep(0) throws InterruptedException and clears the status when the interrupt comes first
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main InterruptContract sleep0 THROWS_AND_CLEARS -
 */

/*
 * @test id=parkNanos
 * @summary LockSupport.parkNanos returns early without an exception and leaves the interrupt status set
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main InterruptContract parkNanos RETURNS_WITH_STATUS_SET RETURNS_WITH_STATUS_SET
 */

/*
 * @test id=onSpinWait
 * @summary Thread.onSpinWait ignores the interrupt status and leaves it set
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main InterruptContract onSpinWait IGNORES -
 */

/*
 * @test id=yield
 * @summary Thread.yield ignores the interrupt status and leaves it set
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main InterruptContract yield IGNORES -
 */

/*
 * @test id=emptySpin
 * @summary An empty wait ignores the interrupt status and leaves it set
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main InterruptContract emptySpin IGNORES -
 */

/*
 * @test id=objectWait
 * @summary objectWait throws InterruptedException and clears the status if interrupted before or during it
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main InterruptContract objectWait THROWS_AND_CLEARS THROWS_AND_CLEARS
 */

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import waitkit.Evidence;
import waitkit.Units;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.judge.Bounds;
import waitkit.measure.LatencySamples;
import waitkit.measure.WaitProbes.InterruptOutcome;
import waitkit.measure.WaitProbes;

/**
 * What a wait method does about an interrupt, in two situations: the interrupt
 * status is already set when the wait starts ("before"), and another thread
 * interrupts 20 ms into a 500 ms wait ("during"). The {@code @run} line gives
 * the expected outcome for each, a constant of {@link Expected}, which says in
 * words what it means, or {@code -} for "during" when it does not apply (the
 * method returns before any interrupt can arrive).
 * "Promptly" is measured, not assumed:
 * <ul>
 * <li>before: a wait that sees the status set when it starts has nothing to
 *     wait for, so the call does not block at all: the kernel counts no
 *     voluntary context switch of the thread during the call in the majority
 *     of the rounds. The specifications promise the exception or the early
 *     return, not the absence of a block; that the status is checked before
 *     blocking is how the JDK implements every one of these waits, and the
 *     count is read from the platform, with no time bound to tune. A thread
 *     may still block once now and then for others' reasons (a JVM lock, a
 *     safepoint, as CpuUseContract describes), while a wait that blocks on
 *     the interrupt path does so in every round: hence the majority.</li>
 * <li>during: the median time from the interrupt to the wait's return is at
 *     most twice R, R being the time the simplest blocked thread (an untimed
 *     {@code LockSupport.park()}) takes to return after the same interrupt
 *     and, for a wait that throws, to throw and catch an InterruptedException
 *     as it does, measured in turn with the wait under test: one R for the
 *     delivery, the wake-up and the way out, one more for the wait's own
 *     bookkeeping, as in the kit's latency bounds. The park's reactions have two
 *     modes on a loaded machine (tens of microseconds when the woken thread
 *     finds a CPU at once, over a hundred when it queues behind the ending
 *     interrupter), and a median of {@value #ROUNDS} falls in either, so R is
 *     their 90th percentile: the slow mode whenever the run had it.</li>
 * </ul>
 * The outcome itself (thrown or not, status) must hold in every one of
 * {@value #ROUNDS} rounds. The interrupt paths are first warmed by
 * {@value #WARMUP} interrupts before and during shorter waits, as a
 * long-running program has them.
 */
public class InterruptContract {

    private static final long REQUESTED = 500_000_000L;
    private static final long INTERRUPT_AFTER = 20_000_000L;
    private static final int ROUNDS = 11;
    private static final int WARMUP = 20;
    private static final long WARMUP_WAIT = 10_000_000L;

    /** What the wait does about the interrupt. */
    enum Expected {
        THROWS_AND_CLEARS("throws InterruptedException and clears the status, promptly"),
        RETURNS_WITH_STATUS_SET("returns normally with the status still set, promptly"),
        IGNORES("returns normally with the status set; a wait that spins still waits the whole requested time");

        private final String description;

        Expected(String description) {
            this.description = description;
        }

        @Override
        public String toString() {
            return name() + " (" + description + ")";
        }
    }

    public static void main(String[] args) throws Exception {
        WaitMethod method = WaitMethod.of(args[0]);
        Expected before = Expected.valueOf(args[1]);
        Expected during = args[2].equals("-") ? null : Expected.valueOf(args[2]);
        for (int i = 0; i < WARMUP; i++) {
            WaitProbes.interruptBefore(method, before == Expected.IGNORES ? 0 : REQUESTED);
            if (during != null && during != Expected.IGNORES) {
                WaitProbes.interruptDuring(method, WARMUP_WAIT, WARMUP_WAIT / 10);
                WaitProbes.interruptWakeUp(WARMUP_WAIT / 10, during == Expected.THROWS_AND_CLEARS);
            }
        }
        // A wait that ignores interrupts lasts its whole request: one round says it.
        int beforeRounds = before == Expected.IGNORES ? 1 : ROUNDS;
        int duringRounds = during == null ? 0 : during == Expected.IGNORES ? 1 : ROUNDS;
        List<InterruptOutcome> befores = new ArrayList<>();
        List<InterruptOutcome> durings = new ArrayList<>();
        long[] parkReactions = new long[duringRounds];
        for (int i = 0; i < Math.max(beforeRounds, duringRounds); i++) {
            if (i < beforeRounds) {
                befores.add(WaitProbes.interruptBefore(method, REQUESTED));
            }
            if (i < duringRounds) {
                parkReactions[i] = WaitProbes.interruptWakeUp(INTERRUPT_AFTER, during == Expected.THROWS_AND_CLEARS);
                durings.add(WaitProbes.interruptDuring(method, REQUESTED, INTERRUPT_AFTER));
            }
        }
        checkBefore(method, before, befores);
        if (during != null) {
            checkDuring(method, during, durings, LatencySamples.of(parkReactions));
        }
    }

    private static void checkBefore(WaitMethod method, Expected expected, List<InterruptOutcome> rounds) {
        InterruptOutcome wrong = firstWrong(method, expected, rounds);
        long[] blocks = rounds.stream().mapToLong(InterruptOutcome::blocks).sorted().toArray();
        long medianBlocks = blocks[blocks.length / 2];
        boolean unknown = blocks[0] < 0;
        boolean prompt = expected == Expected.IGNORES || medianBlocks == 0;
        InterruptOutcome shown = wrong != null ? wrong : rounds.get(rounds.size() / 2);
        record(method, "before", expected, shown, rounds.size())
                .put("median_blocks", medianBlocks).write();
        String text = method + ", interrupt before a wait of " + Units.nanos(REQUESTED) + ": expected " + expected
                + (expected == Expected.IGNORES ? "" : ", without blocking (no voluntary context switch"
                        + " during the call in most rounds)")
                + "; actual: " + describe(rounds, wrong)
                + (rounds.size() > 1 ? ", blocked in " + Arrays.stream(blocks).filter(b -> b > 0).count()
                        + " of " + rounds.size() + " rounds" : "");
        if (unknown && expected != Expected.IGNORES) {
            Verdict.fail(Verdict.Mechanism.ERROR, text + " (the kernel did not count the thread's voluntary"
                    + " context switches: /proc/thread-self/status has no voluntary_ctxt_switches)").orThrow();
        }
        (wrong == null && prompt ? Verdict.pass(text) : Verdict.fail(Verdict.Mechanism.CONTRACT, text)).orThrow();
    }

    private static void checkDuring(WaitMethod method, Expected expected, List<InterruptOutcome> rounds,
                                    LatencySamples parkReaction) {
        InterruptOutcome wrong = firstWrong(method, expected, rounds);
        LatencySamples reaction = LatencySamples.of(rounds.stream()
                .mapToLong(InterruptOutcome::reactionNanos).toArray());
        long slowPark = parkReaction.percentile(90);
        double bound = Bounds.widenUpper(2.0 * slowPark);
        boolean prompt = expected == Expected.IGNORES || reaction.median() <= bound;
        InterruptOutcome shown = wrong != null ? wrong : rounds.get(rounds.size() / 2);
        record(method, "during", expected, shown, rounds.size())
                .put("reaction_p50_ns", reaction.median())
                .put("park_reaction_p90_ns", expected == Expected.IGNORES ? null : slowPark)
                .put("reaction_bound_ns", expected == Expected.IGNORES ? null : bound).write();
        String text = method + ", interrupt " + Units.nanos(INTERRUPT_AFTER) + " into a wait of "
                + Units.nanos(REQUESTED) + ": expected " + expected
                + (expected == Expected.IGNORES ? "" : ", within a median of " + Units.nanos(bound)
                        + " of the interrupt (2 x " + Units.nanos(slowPark) + ", the 90th percentile of the reaction"
                        + " of a thread in LockSupport.park() to the same interrupt"
                        + (expected == Expected.THROWS_AND_CLEARS ? ", then throwing an InterruptedException" : "")
                        + ", measured in turn: " + parkReaction + ")")
                + "; actual: " + describe(rounds, wrong)
                + (rounds.size() > 1 && wrong == null ? ", median reaction " + Units.nanos(reaction.median())
                        + " over " + rounds.size() + " rounds" : "");
        (wrong == null && prompt ? Verdict.pass(text) : Verdict.fail(Verdict.Mechanism.CONTRACT, text)).orThrow();
    }

    private static Evidence record(WaitMethod method, String when, Expected expected, InterruptOutcome shown,
                                   int rounds) {
        return Evidence.of("interrupt").put("method", method.name()).put("when", when)
                .put("expected", expected.name()).put("threw", shown.threw())
                .put("status_after", shown.statusAfter()).put("elapsed_ns", shown.elapsedNanos())
                .put("rounds", rounds);
    }

    private static String describe(List<InterruptOutcome> rounds, InterruptOutcome wrong) {
        return wrong != null ? "in one of " + rounds.size() + " rounds, " + wrong
                : rounds.get(rounds.size() / 2).toString();
    }

    private static InterruptOutcome firstWrong(WaitMethod method, Expected expected,
                                               List<InterruptOutcome> rounds) {
        return rounds.stream().filter(o -> !outcomeHolds(method, expected, o)).findFirst().orElse(null);
    }

    private static boolean outcomeHolds(WaitMethod method, Expected expected, InterruptOutcome o) {
        return switch (expected) {
            case THROWS_AND_CLEARS -> o.threw() && !o.statusAfter();
            case RETURNS_WITH_STATUS_SET -> !o.threw() && o.statusAfter();
            case IGNORES -> !o.threw() && o.statusAfter()
                    && (method.kind() != WaitMethod.Kind.SPINS || o.elapsedNanos() >= REQUESTED);
        };
    }
}
