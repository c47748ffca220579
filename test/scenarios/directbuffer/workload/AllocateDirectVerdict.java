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

import java.util.List;

import waitkit.Units;
import waitkit.Verdict;
import waitkit.judge.GiveUpVerdict;
import waitkit.measure.LatencySamples;

/**
 * The verdict on threads that allocate direct buffers against the real
 * {@code java.nio.Bits} (DirectBufferStress): whether the allocateDirect
 * calls that ended in OutOfMemoryError gave up because Bits' back-off waited
 * less than its budget (BUDGET_COLLAPSE), or waited it and the memory still
 * did not come back (STARVATION), or waited it asleep while other allocators
 * took the memory freed meanwhile (PASS: Bits is not fair).
 *
 * <p>"Asleep": a failed call used less than {@link #asleepShare} of its time
 * on a CPU. A back-off that spins competes for the CPUs with at most all the
 * allocating threads, so it gets at least {@code cpus / threads} of its time
 * on a CPU, where {@code cpus} is the CPU capacity the JVM has (its CPUs, or
 * its quota); a sleeping back-off uses next to none. The cut is the midpoint,
 * {@code cpus / (2 threads)}: a model of the scheduler's fair share, not a
 * measurement.
 */
public final class AllocateDirectVerdict {

    /**
     * One allocateDirect call that ended in OutOfMemoryError.
     *
     * @param nanos      how long it took
     * @param cpuNanos   the CPU its thread used meanwhile
     * @param taken      buffers the other allocators got meanwhile
     * @param freedBytes bytes freed meanwhile: the buffers they got, less what the pool grew by
     * @param message    the error's message
     */
    public record FailedCall(long nanos, long cpuNanos, long taken, long freedBytes, String message) {
    }

    /**
     * What a run measured.
     *
     * @param threads     the allocating threads
     * @param capacity    the bytes of one buffer
     * @param cpus        the CPU capacity of the JVM: its CPUs, or its quota in CPUs
     * @param allocations the buffers allocated
     * @param failedCalls the calls that ended in OutOfMemoryError from Bits
     * @param budgetNanos the time Bits' back-offs count on
     * @param story       what else the message says: who frees the buffers, the threads' CPU
     */
    public record Figures(int threads, long capacity, double cpus, long allocations, List<FailedCall> failedCalls,
                          long budgetNanos, String story) {
    }

    private AllocateDirectVerdict() {
    }

    /**
     * Returns the share of its time on a CPU below which a failed call was asleep.
     *
     * @param cpus    the CPU capacity of the JVM
     * @param threads the allocating threads
     * @return {@code cpus / (2 threads)}
     */
    public static double asleepShare(double cpus, int threads) {
        return cpus / (2.0 * threads);
    }

    /**
     * Judges a run.
     *
     * @param f the figures
     * @return ERROR when no buffer was allocated; PASS when no call failed,
     *         or every failed call waited the whole budget asleep while memory
     *         was freed and taken by others; STARVATION when they waited it
     *         asleep and no memory came back; otherwise {@link GiveUpVerdict#of}
     *         on the failed calls' median time
     */
    public static Verdict judge(Figures f) {
        List<FailedCall> failed = f.failedCalls();
        if (f.allocations() == 0) {
            return Verdict.fail(Verdict.Mechanism.ERROR, "no direct buffer was allocated (" + failed.size()
                    + " calls failed): nothing was checked; " + f.story());
        }
        if (failed.isEmpty()) {
            return Verdict.pass(f.allocations() + " direct buffers allocated without OutOfMemoryError; " + f.story());
        }
        LatencySamples s = LatencySamples.of(failed.stream().mapToLong(FailedCall::nanos).toArray());
        LatencySamples cpu = LatencySamples.of(failed.stream().mapToLong(FailedCall::cpuNanos).toArray());
        long leastTaken = failed.stream().mapToLong(FailedCall::taken).min().orElseThrow();
        long leastFreed = failed.stream().mapToLong(FailedCall::freedBytes).min().orElseThrow();
        double cut = asleepShare(f.cpus(), f.threads());
        String text = failed.size() + " of " + f.threads() + " allocators got OutOfMemoryError (\""
                + failed.get(0).message() + "\") from an allocateDirect call that took "
                + Units.nanos(s.median()) + " (median) and used " + Units.nanos(cpu.median())
                + " of CPU, though Bits' nine back-offs assume " + Units.nanos(f.budgetNanos())
                + "; during each failed call the other allocators got at least " + leastTaken
                + " buffers and at least " + leastFreed / 1024 + " KiB were freed; " + f.story();
        // Up to threads - 1 other calls can be in flight when a call begins;
        // their buffers may be counted as taken (and so as freed) during it
        // though they were reserved before. More than that is memory that
        // really came back while the call waited.
        long inFlight = f.threads() - 1;
        boolean asleep = failed.stream().allMatch(c -> c.nanos() >= f.budgetNanos()
                && c.cpuNanos() < cut * c.nanos());
        boolean memoryCameBack = leastTaken > inFlight && leastFreed > inFlight * f.capacity();
        String asleepText = "asleep: on a CPU for less than " + Units.percent(cut) + " of the call, half the least "
                + "share a spinning back-off gets of " + f.cpus() + " CPUs among " + f.threads() + " allocators";
        if (asleep && memoryCameBack) {
            return Verdict.pass("Bits' back-off waited its budget " + asleepText + ", and other allocators took the "
                    + "memory freed meanwhile (Bits is not fair; not a fault of the wait): " + text);
        }
        if (asleep) {
            return Verdict.fail(Verdict.Mechanism.STARVATION, "Bits' back-off waited its budget " + asleepText
                    + ", but the memory did not come back meanwhile (expected more than " + inFlight
                    + " buffers taken by others and more than " + inFlight * f.capacity() / 1024
                    + " KiB freed, what calls in flight when it began explain): " + text);
        }
        return GiveUpVerdict.of(s.median(), f.budgetNanos(), text);
    }
}
