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

package waitkit.judge;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

import waitkit.Units;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.measure.Measurement;
import waitkit.measure.Waits;

/**
 * Whether a loop of a wait, requesting 10 ms a call, keeps the thread on a
 * CPU, judged against two references measured side by side with it in the
 * same run: a block and a spin (see {@link #check}). The bound of a wait
 * that blocks is a tenth of the way from the block's share to the spin's; of
 * one that spins, nine tenths. A wait expected to block that did not block
 * on most of its calls is judged by its time runnable as well
 * ({@link #blockedOnEachCall}). A wait expected to block that fails beside
 * a spin reference other work kept off its CPU is measured again
 * ({@link #measureAgain}).
 */
public final class CpuUseBounds {

    /** The time each call requests. */
    public static final long REQUESTED = 10_000_000L;

    private static final long WARMUP = 50_000_000L;
    private static final long SLICE = 10_000_000L;
    private static final int SLICES = 20;

    /** The spin reference's time on a CPU under which a failed series is measured again: {@link #measureAgain}. */
    public static final double STARVED_SPIN = 0.5;

    /** The most series of one judgement: {@link #measureAgain}. */
    public static final int SERIES = 3;

    /** What a wait does with the CPU while it waits. */
    public enum Expected {
        /** It leaves the CPU: at most a tenth of the way from the block's share to the spin's. */
        BLOCKS,
        /** It keeps the CPU: at least nine tenths of the way. */
        SPINS
    }

    private CpuUseBounds() {
    }

    /**
     * Measures a wait in 20 rounds of a 10 ms slice, side by side with a
     * block and a spin (after 50 ms of warm-up each), records the evidence,
     * and judges it. The block is {@code parkNanos(10 ms)}, or
     * {@code objectWait(10 ms)} for a wait that parks through
     * {@code LockSupport} (a wait never shares its reference's path, since a
     * bound taken from it could not fail); the spin is
     * {@code busyNanoTime(10 ms)}, or a loop of {@code emptySpin} for
     * {@code busyNanoTime} itself. For BLOCKS the share is the time on a CPU
     * (a woken thread's wait for a CPU is the machine's); for SPINS it is the
     * time on or queued for a CPU, with the thread's blocks by others counted
     * as held when it blocked at most once per hundred calls
     * ({@link Measurement#heldFraction()}). A series that fails beside a
     * spin reference on a CPU under half of the time is measured again, up
     * to {@value #SERIES} series ({@link #measureAgain}); the evidence is
     * the judged series'.
     *
     * @param method   the wait
     * @param expected what it must do
     * @throws InterruptedException if a wait is interrupted
     * @throws RuntimeException     CPU_USE, with the shares and the bound
     */
    public static void check(WaitMethod method, Expected expected) throws InterruptedException {
        judge(method, expected).orThrow();
    }

    /**
     * As {@link #check}, returning the verdict instead of throwing it, for a
     * workload that reports it to its parent.
     *
     * @param method   the wait
     * @param expected what it must do
     * @return PASS, or CPU_USE with the shares and the bound
     * @throws InterruptedException if a wait is interrupted
     */
    public static Verdict judge(WaitMethod method, Expected expected) throws InterruptedException {
        List<String> starvedSpins = new ArrayList<>();
        for (int series = 1; ; series++) {
            Series s = measure(method, expected);
            if (!measureAgain(s.verdict(), expected, s.spinCpuShare(), series)) {
                s.writeEvidence();
                return starvedSpins.isEmpty() ? s.verdict() : withEarlierSeries(s.verdict(), starvedSpins);
            }
            starvedSpins.add(Units.percent(s.spinCpuShare()));
            System.out.println("series " + series + " failed beside a spin reference on a CPU "
                    + Units.percent(s.spinCpuShare()) + " of the time: measured again");
        }
    }

    /**
     * Whether a series is measured again: a wait expected to block failed
     * beside a spin reference that was on a CPU less than
     * {@value #STARVED_SPIN} of the time, and fewer than {@value #SERIES}
     * series were measured. A spin given a CPU holds nearly all of it; one
     * that held under half shared its CPU with other work for most of the
     * series, so the bound taken from it, a tenth of the way from the park
     * to the spin, is narrower than the contrast it stands for. A pass stays
     * a pass (a spinning wait beside that work would have been starved as
     * much), and a wait that fails beside a spin the machine left alone
     * fails at once.
     *
     * @param verdict      the series' verdict
     * @param expected     what the wait must do
     * @param spinCpuShare the spin reference's time on a CPU over its series
     * @param series       the series measured so far, counting this one
     * @return true to measure another series
     */
    public static boolean measureAgain(Verdict verdict, Expected expected, double spinCpuShare, int series) {
        return !verdict.passed() && expected == Expected.BLOCKS && spinCpuShare < STARVED_SPIN && series < SERIES;
    }

    // The verdict of the last series, naming the ones before it.
    private static Verdict withEarlierSeries(Verdict last, List<String> starvedSpins) {
        String note = " (series " + (starvedSpins.size() + 1) + " of at most " + SERIES + "; in the "
                + (starvedSpins.size() == 1 ? "one" : starvedSpins.size() + "") + " before, the wait failed beside a"
                + " spin reference on a CPU " + String.join(", ", starvedSpins) + " of the time, under "
                + Units.percent(STARVED_SPIN) + ": other work held the CPU)";
        return last.passed() ? Verdict.pass(last.message() + note) : Verdict.fail(last.mechanism(),
                last.message() + note);
    }

    // One series: the wait and its references side by side, and its verdict.
    private record Series(Verdict verdict, double spinCpuShare, Runnable evidence) {
        void writeEvidence() {
            evidence.run();
        }
    }

    private static Series measure(WaitMethod method, Expected expected) throws InterruptedException {
        WaitMethod blockReference = WaitMethod.of(method.path() == WaitMethod.Path.PARK ? "objectWait" : "parkNanos");
        WaitMethod spinReference = WaitMethod.of(method.name().equals("busyNanoTime") ? "emptySpin" : "busyNanoTime");
        boolean spins = expected == Expected.SPINS;
        ToDoubleFunction<Measurement> share = spins ? Measurement::heldFraction : Measurement::cpuFraction;
        List<Measurement> sideBySide = Waits.measureSideBySide(List.of(blockReference, spinReference, method),
                REQUESTED, WARMUP, SLICE, SLICES);
        double park = share.applyAsDouble(sideBySide.get(0));
        Measurement spinning = sideBySide.get(1);
        double spin = share.applyAsDouble(spinning);
        Measurement m = sideBySide.get(2);
        System.out.println(m + "; " + m.stops() + "\nreferences: " + blockReference.name() + " " + Units.percent(park)
                + ", " + spinReference.name() + " " + Units.percent(spin) + " (" + spinning.stops() + ")");
        Runnable evidence = () -> m.evidence(null).put("expected", expected.name()).put("share", spins ? "held" : "cpu")
                .put("share_value", share.applyAsDouble(m)).put("park_share", park).put("spin_share", spin).write();
        String what = method + (spins ? " share of " + Units.nanos(m.wallNanos()) + " on or queued for a CPU, or "
                + "blocked by others (" + m.calls() + " calls)," : " share of " + Units.nanos(m.wallNanos())
                + " on a CPU");
        String origin = blockReference.name() + " " + Units.percent(park) + " and " + spinReference.name() + " "
                + Units.percent(spin) + ", measured in this run; " + method.name() + " had " + m.stops();
        if (spins) {
            return new Series(Bounds.ratioAtLeast(Verdict.Mechanism.CPU_USE, what, share.applyAsDouble(m),
                    spin - Bounds.widenUpper((spin - park) / 10), "nine tenths of the way from a park to a spin: "
                            + origin), spinning.cpuFraction(), evidence);
        }
        Verdict onCpu = Bounds.ratioAtMost(Verdict.Mechanism.CPU_USE, what, share.applyAsDouble(m),
                park + Bounds.widenUpper((spin - park) / 10), "a tenth of the way from a park to a spin: "
                        + origin);
        return new Series(onCpu.passed() ? blockedOnEachCall(m, sideBySide.get(0), spinning, onCpu) : onCpu,
                spinning.cpuFraction(), evidence);
    }

    /**
     * Judges a wait that passed by its time on a CPU by whether it left the
     * CPU at all. A wait that leaves the CPU blocks on each call of 10 ms:
     * its thread switches out voluntarily. One that blocked on fewer than
     * half of its calls stayed runnable, and gave its CPU only to threads
     * that asked for one, as a yield does: where the machine had such a
     * thread, its time on a CPU is small though it never let go of its
     * claim. Such a wait is judged by its time on or queued for a CPU
     * against the references' measured the same way, the bound again a
     * tenth of the way from the park to the spin. Half of the calls is no
     * measured figure but a line between the two behaviours the kernel's
     * count tells apart: a 10 ms timed park or wait switches out
     * voluntarily on every call (the count is one per call or more), and a
     * yield or a spin never does (it stays runnable, so the kernel counts
     * its switches as involuntary); the blocks the JVM imposes on any
     * thread (safepoints, page faults) are a few per series, far below
     * half. The rule can only add a CPU_USE verdict, never take one away.
     *
     * @param m     the wait's measurement
     * @param block the block reference's
     * @param spin  the spin reference's
     * @param onCpu the verdict by the time on a CPU, a pass
     * @return {@code onCpu} for a wait that blocked on at least half of its
     *         calls (or whose blocks are unknown), else PASS or CPU_USE by the
     *         time runnable
     */
    public static Verdict blockedOnEachCall(Measurement m, Measurement block, Measurement spin, Verdict onCpu) {
        long blocks = m.stops().voluntarySwitches();
        if (blocks < 0 || blocks * 2 >= m.calls()) {
            return onCpu;
        }
        double park = block.runnableFraction();
        double spinning = spin.runnableFraction();
        Verdict runnable = Bounds.ratioAtMost(Verdict.Mechanism.CPU_USE, m.method() + " blocked " + blocks
                        + " times in " + m.calls() + " calls of " + Units.nanos(m.requestedNanos()) + ": it stayed"
                        + " runnable, giving its CPU only to threads that asked for one; its share of "
                        + Units.nanos(m.wallNanos()) + " on or queued for a CPU", m.runnableFraction(),
                park + Bounds.widenUpper((spinning - park) / 10), "a tenth of the way from a park to a spin, each"
                        + " on or queued for a CPU: " + block.method().name() + " " + Units.percent(park) + " and "
                        + spin.method().name() + " " + Units.percent(spinning) + ", measured in this run");
        return runnable.passed() ? Verdict.pass(onCpu.message() + "; " + runnable.message()) : runnable;
    }
}
