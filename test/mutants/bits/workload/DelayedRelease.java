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

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;

import waitkit.Units;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.judge.GiveUpVerdict;
import waitkit.jvm.PatchOptions;
import waitkit.mutant.JdkWaitLoop;
import waitkit.scenario.RecordCodec;
import waitkit.scenario.ScenarioReport;

/**
 * Asks java.nio.Bits.reserveMemory for direct memory that another thread
 * gives back {@value #RELEASE_DELAY_MS} ms later, run in a child JVM by
 * ReserveMemoryMutants. The delay lies well inside the 511 ms that Bits'
 * nine back-offs of 1, 2, ..., 256 ms count on, and far beyond what nine
 * back-offs take when they do not sleep, so the one question this asks is
 * whether the back-off really waits the time it counts.
 * <p>
 * A holder thread fills the whole direct-memory limit
 * ({@code -XX:MaxDirectMemorySize}) with buffers and keeps them reachable;
 * the main thread then allocates one more buffer, which finds no room, runs
 * Bits' reference-processing wait and System.gc() (the holder's buffers are
 * still reachable, so nothing comes back) and enters the back-off loop.
 * {@value #RELEASE_DELAY_MS} ms after that allocation began, the holder drops
 * its buffers and calls System.gc(), and the buffers' cleaners return the
 * memory.
 * <ul>
 * <li>PASS: the allocation succeeded once the memory came back.</li>
 * <li>BUDGET_COLLAPSE: Bits threw OutOfMemoryError after less than the
 *     511 ms its loop counts on (see {@link GiveUpVerdict#of}).</li>
 * <li>STARVATION: it threw after waiting longer than that, yet before the
 *     memory came back; the holder or the GC did not get the CPU in time.</li>
 * </ul>
 * Arguments: {@link Args}; its limit must match the JVM's
 * {@code -XX:MaxDirectMemorySize}.
 */
public class DelayedRelease {

    /** When the holder gives the memory back, after the allocation began. */
    static final long RELEASE_DELAY_MS = 200;
    private static final int MIB = 1 << 20;

    private static volatile ByteBuffer[] held;
    private static volatile long releasedAt;

    /**
     * The figures of an allocation that got its memory.
     *
     * @param allocatedAfterNs when it returned, after the allocation began
     * @param releasedAfterNs  when the holder gave its memory back, -1 if it had not
     */
    record Allocated(long allocatedAfterNs, long releasedAfterNs) {
    }

    /**
     * The figures of an allocation that gave up.
     *
     * @param gaveUpAfterNs when it threw, after the allocation began
     * @param gcMs          the time the collectors took meanwhile
     * @param claimedNs     the time the back-off loop assumes it waits
     * @param loopNs        the most its back-offs can have taken: the time less the GC's
     */
    record GaveUp(long gaveUpAfterNs, long gcMs, long claimedNs, long loopNs) {
    }

    /**
     * The workload's arguments, {@code name=value} ({@link RecordCodec}); each
     * one left out takes its value in {@link #DEFAULTS}.
     *
     * @param limitMib the direct memory in MiB the JVM may use ({@code -XX:MaxDirectMemorySize}), all of
     *                 it held
     */
    record Args(int limitMib) {

        /** ReserveMemoryMutants' setting: 4 MiB. */
        static final Args DEFAULTS = new Args(4);
    }

    public static void main(String[] commandLine) throws Exception {
        int limitMiB = RecordCodec.fromArgs(Args.class, commandLine, Args.DEFAULTS).limitMib();
        String scenario = "DelayedRelease(" + limitMiB + " MiB of direct memory given back after "
                + RELEASE_DELAY_MS + " ms, patch: " + PatchOptions.label() + ")";
        ByteBuffer[] buffers = new ByteBuffer[limitMiB];
        for (int i = 0; i < limitMiB; i++) {
            buffers[i] = ByteBuffer.allocateDirect(MIB);
        }
        held = buffers;
        buffers = null;

        // Loading the management classes takes tens of ms: not on the clock.
        long gcBefore = gcMillis();
        long start = System.nanoTime();
        Thread holder = new Thread(() -> {
            try {
                // The scenario's own clock: a real sleep, whatever the patch.
                Thread.sleep(RELEASE_DELAY_MS);
            } catch (InterruptedException e) {
                return;
            }
            held = null;
            releasedAt = System.nanoTime();
            System.gc();
        }, "holder");
        holder.setDaemon(true);
        holder.start();

        Record figures;
        Verdict verdict;
        try {
            ByteBuffer extra = ByteBuffer.allocateDirect(MIB);
            long took = System.nanoTime() - start;
            figures = new Allocated(took, releasedAt == 0 ? -1 : releasedAt - start);
            verdict = Verdict.pass("allocated " + extra.capacity() / MIB + " MiB after " + Units.nanos(took)
                    + ", once the holder gave its memory back at " + Units.nanos(releasedAt - start));
        } catch (OutOfMemoryError e) {
            long took = System.nanoTime() - start;
            long gc = gcMillis() - gcBefore;
            // Bits collects the heap once before its back-off loop begins.
            long loop = Math.max(0, took - gc * 1_000_000L);
            figures = new GaveUp(took, gc, JdkWaitLoop.BitsBackOff.BUDGET_NANOS, loop);
            String text = "Bits.reserveMemory threw \"" + e.getMessage() + "\" after " + Units.nanos(took)
                    + ", " + gc + " ms of it in GC: its nine back-offs took at most " + Units.nanos(loop)
                    + ", the loop assumes " + Units.nanos(JdkWaitLoop.BitsBackOff.BUDGET_NANOS)
                    + ", and the memory was to come back after "
                    + RELEASE_DELAY_MS + " ms";
            verdict = GiveUpVerdict.of(loop, JdkWaitLoop.BitsBackOff.BUDGET_NANOS, text);
        }
        ScenarioReport.send(scenario, WaitMethod.fromSystemProperty("sleep"), verdict, figures);
    }

    private static long gcMillis() {
        long sum = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            sum += Math.max(0, gc.getCollectionTime());
        }
        return sum;
    }
}
