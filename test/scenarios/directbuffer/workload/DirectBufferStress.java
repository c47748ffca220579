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

import java.io.IOException;
import java.lang.management.BufferPoolMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;

import waitkit.Units;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.judge.GiveUpVerdict;
import waitkit.jvm.PatchOptions;
import waitkit.measure.LatencySamples;
import waitkit.measure.ThreadCpu;
import waitkit.measure.ThreadRole;
import waitkit.mutant.JdkWaitLoop;
import waitkit.mutant.MutantScenario;
import waitkit.scenario.RecordCodec;
import waitkit.scenario.ScenarioReport;
import waitkit.scenario.Workers;

/**
 * DirectBufferAllocTest's workload, run in a child JVM by DirectBufferScenario
 * (on 2 CPUs) and DirectBufferQuotaScenario (under a CPU quota) against the real java.nio.Bits of the JDK under test, or a mutant of it
 * patched in with --patch-module: threads allocate direct buffers in a loop
 * and drop them, so that the direct-memory limit is reached over and over and
 * every allocation that finds it reached depends on Bits.reserveMemory's
 * back-off to give the GC, the Reference Handler and the Cleaner time to free
 * memory.
 * Each allocateDirect call is timed; a call that ends in
 * OutOfMemoryError tells how long Bits' loop really waited before giving up,
 * how much CPU it used meanwhile, and what happened to the memory during its
 * wait: how many buffers the other allocators got, and how many bytes were
 * freed (the buffers they got, less what the pool grew by).
 * <ul>
 * <li>BUDGET_COLLAPSE: the failed calls gave up in less than the 511 ms
 *     Bits' back-offs count on (see {@link GiveUpVerdict#of}).</li>
 * <li>STARVATION: they waited the whole budget asleep, and no memory came back
 *     while they waited.</li>
 * <li>ERROR: an allocator threw anything but OutOfMemoryError, or had not
 *     finished long after the run's end (see {@link Workers}), or no buffer
 *     was allocated at all: nothing was checked.</li>
 * <li>PASS: no call failed; or every failed call waited the whole budget (a
 *     sleeping back-off never lasts less), was asleep (on a CPU for less than
 *     {@link AllocateDirectVerdict#asleepShare}, half what a spinning
 *     back-off gets at least), and while it waited memory was freed and taken by other allocators: more
 *     buffers than the other allocators could have had in flight when the
 *     call began, and more bytes freed than those buffers hold. Then the wait
 *     did its job and the memory went to allocators that were running: Bits
 *     is not fair, and its own comment says the stress test only "usually"
 *     succeeds.</li>
 * </ul>
 * Arguments: {@link Args}.
 */
public class DirectBufferStress {

    // The message of the OutOfMemoryError Bits.reserveMemory throws when it
    // gives up; any other (the Java heap) is a failure of the run, not a verdict.
    private static final String BITS_GAVE_UP = "Cannot reserve";

    private static final ConcurrentLinkedQueue<AllocateDirectVerdict.FailedCall> failedCalls = new ConcurrentLinkedQueue<>();
    private static final ConcurrentLinkedQueue<ByteBuffer> retained = new ConcurrentLinkedQueue<>();
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final BufferPoolMXBean DIRECT = ManagementFactory.getPlatformMXBeans(BufferPoolMXBean.class)
            .stream().filter(b -> b.getName().equals("direct")).findFirst().orElseThrow();
    private static final AtomicLong allocations = new AtomicLong();
    private static final AtomicLong slowestNanos = new AtomicLong();

    /**
     * Returns the VM options of a child JVM that runs this stress against a
     * variant of Bits: the 16 MiB direct-memory limit the stress is sized
     * for, a System.gc() (which Bits calls) that collects before it returns,
     * and the mutant's patch.
     *
     * @param variant {@code original}, or a refactor's wait name
     * @return the options
     * @throws IOException if building the mutant fails
     */
    static List<String> vmOptions(String variant) throws IOException {
        List<String> options = new ArrayList<>(List.of("-XX:MaxDirectMemorySize=16m",
                "-XX:-ExplicitGCInvokesConcurrent"));
        options.addAll(MutantScenario.vmOptions(JdkWaitLoop.BITS_RESERVE_MEMORY, variant));
        return options;
    }

    /**
     * The workload's arguments, {@code name=value} ({@link RecordCodec}); each
     * one left out takes its value in {@link #DEFAULTS}.
     *
     * @param threads    the allocating threads
     * @param capacity   each buffer's capacity, in bytes
     * @param runSeconds how long they allocate
     * @param retain     false: each buffer is dropped at once (DirectBufferAllocTest's
     *                   shape); true: every buffer stays reachable, so no memory
     *                   ever comes back (a Cleaner that never frees)
     * @param cpus       the CPU capacity of the JVM: its CPUs, or its quota in CPUs
     */
    record Args(int threads, int capacity, long runSeconds, boolean retain, double cpus) {

        /** DirectBufferScenario's setting: 8 threads of 1 MiB buffers for 5 s on 2 CPUs. */
        static final Args DEFAULTS = new Args(8, 1024 * 1024, 5, false, 2);
    }

    /**
     * The figures sent besides the verdict's message; those of the failed
     * calls are {@code null} when no call failed.
     *
     * @param patch                        the Bits the JVM runs
     * @param availableProcessors          what the JVM sized itself for
     * @param allocations                  the buffers allocated
     * @param failedCalls                  the calls that gave up
     * @param slowestSuccessfulCallNs      the longest call that got its memory
     * @param elapsedNs                    the run's time
     * @param allocatorCpuNs               the allocators' CPU time
     * @param cleanerCpuNs                 the cleaner threads'
     * @param referenceHandlerCpuNs        the Reference Handler's
     * @param gcCpuNs                      the GC and VM threads'
     * @param failedCallP50Ns              the failed calls' median time
     * @param failedCallCpuP50Ns           their median CPU time
     * @param failedCallLeastTakenByOthers the fewest buffers others took while one waited
     * @param failedCallLeastFreedBytes    the fewest bytes freed while one waited
     */
    record Figures(String patch, int availableProcessors, long allocations, int failedCalls,
                   long slowestSuccessfulCallNs, long elapsedNs, long allocatorCpuNs, long cleanerCpuNs,
                   long referenceHandlerCpuNs, long gcCpuNs, Long failedCallP50Ns, Long failedCallCpuP50Ns,
                   Long failedCallLeastTakenByOthers, Long failedCallLeastFreedBytes) {
    }

    public static void main(String[] commandLine) throws Exception {
        Args args = RecordCodec.fromArgs(Args.class, commandLine, Args.DEFAULTS);
        int threads = args.threads();
        int capacity = args.capacity();
        long runNanos = args.runSeconds() * 1_000_000_000L;
        boolean retain = args.retain();
        double cpus = args.cpus();
        String patched = PatchOptions.label();
        // The wait under test is inside Bits; the property names which one it is.
        WaitMethod wait = WaitMethod.fromSystemProperty("sleep");
        String scenario = "DirectBufferStress(" + threads + " threads x " + capacity / 1024 + " KiB, "
                + (retain ? "buffers retained, " : "") + "Bits patch: " + patched + ")";

        long deadline = System.nanoTime() + runNanos;
        Workers.Result run = Workers.run("allocator-", threads, i -> {
            while (System.nanoTime() - deadline < 0 && failedCalls.isEmpty()) {
                long taken0 = allocations.get();
                long used0 = DIRECT.getMemoryUsed();
                long cpu0 = THREADS.getCurrentThreadCpuTime();
                long t0 = System.nanoTime();
                try {
                    ByteBuffer b = ByteBuffer.allocateDirect(capacity);
                    if (retain) {
                        retained.add(b);
                    }
                    allocations.incrementAndGet();
                    slowestNanos.accumulateAndGet(System.nanoTime() - t0, Math::max);
                } catch (OutOfMemoryError e) {
                    if (!String.valueOf(e.getMessage()).startsWith(BITS_GAVE_UP)) {
                        throw e;
                    }
                    long took = System.nanoTime() - t0;
                    long cpu = THREADS.getCurrentThreadCpuTime() - cpu0;
                    long taken = allocations.get() - taken0;
                    long freed = taken * capacity - (DIRECT.getMemoryUsed() - used0);
                    failedCalls.add(new AllocateDirectVerdict.FailedCall(took, cpu, taken, freed, String.valueOf(e.getMessage())));
                    return;
                }
            }
        }, runNanos + 30_000_000_000L);
        long elapsed = run.elapsedNanos();
        Map<ThreadRole, Long> byRole = ThreadCpu.cpuByRole(run.cpu());
        long allocatorCpu = run.cpuOf("allocator-");

        String cpuStory = "the buffers are freed by " + JdkWaitLoop.BitsBackOff.whoFreesBuffers()
                + "; Reference Handler got " + Units.nanos(byRole.get(ThreadRole.REFERENCE_HANDLER))
                + " CPU, cleaner threads "
                + Units.nanos(byRole.get(ThreadRole.CLEANER)) + ", GC and VM threads "
                + Units.nanos(byRole.get(ThreadRole.GC) + byRole.get(ThreadRole.VM))
                + ", while the allocators used " + Units.nanos(allocatorCpu) + " in " + Units.nanos(elapsed);
        List<AllocateDirectVerdict.FailedCall> failed = List.copyOf(failedCalls);
        boolean none = failed.isEmpty();
        Figures figures = new Figures(patched, Runtime.getRuntime().availableProcessors(), allocations.get(),
                failedCalls.size(), slowestNanos.get(), elapsed, allocatorCpu, byRole.get(ThreadRole.CLEANER),
                byRole.get(ThreadRole.REFERENCE_HANDLER), byRole.get(ThreadRole.GC) + byRole.get(ThreadRole.VM),
                none ? null : LatencySamples.of(failed.stream()
                        .mapToLong(AllocateDirectVerdict.FailedCall::nanos).toArray()).median(),
                none ? null : LatencySamples.of(failed.stream()
                        .mapToLong(AllocateDirectVerdict.FailedCall::cpuNanos).toArray()).median(),
                none ? null : failed.stream().mapToLong(AllocateDirectVerdict.FailedCall::taken).min().orElseThrow(),
                none ? null : failed.stream()
                        .mapToLong(AllocateDirectVerdict.FailedCall::freedBytes).min().orElseThrow());
        Verdict verdict = AllocateDirectVerdict.judge(new AllocateDirectVerdict.Figures(threads, capacity, cpus,
                allocations.get(), failed, JdkWaitLoop.BitsBackOff.BUDGET_NANOS, "in " + Units.nanos(elapsed)
                + ", slowest successful call " + Units.nanos(slowestNanos.get()) + "; " + cpuStory));
        ScenarioReport.send(scenario, wait, verdict, figures);
    }
}
