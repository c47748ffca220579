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
import java.util.LinkedHashMap;
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
 * Arguments: threads, buffer capacity in bytes, run time in seconds,
 * {@code drop} (each buffer is dropped at once, DirectBufferAllocTest's shape)
 * or {@code retain} (every buffer stays reachable, so no memory ever comes
 * back: a Cleaner that never frees), and the CPU capacity of the JVM (its
 * CPUs, or its quota in CPUs).
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

    public static void main(String[] args) throws Exception {
        int threads = Integer.parseInt(args[0]);
        int capacity = Integer.parseInt(args[1]);
        long runNanos = Long.parseLong(args[2]) * 1_000_000_000L;
        boolean retain = switch (args[3]) {
            case "drop" -> false;
            case "retain" -> true;
            default -> throw new IllegalArgumentException("expected drop or retain, got " + args[3]);
        };
        double cpus = Double.parseDouble(args[4]);
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

        Map<String, Object> numbers = new LinkedHashMap<>();
        numbers.put("patch", patched);
        numbers.put("available_processors", Runtime.getRuntime().availableProcessors());
        numbers.put("allocations", allocations.get());
        numbers.put("failed_calls", failedCalls.size());
        numbers.put("slowest_successful_call_ns", slowestNanos.get());
        numbers.put("elapsed_ns", elapsed);
        numbers.put("allocator_cpu_ns", allocatorCpu);
        numbers.put("cleaner_cpu_ns", byRole.get(ThreadRole.CLEANER));
        numbers.put("reference_handler_cpu_ns", byRole.get(ThreadRole.REFERENCE_HANDLER));
        numbers.put("gc_cpu_ns", byRole.get(ThreadRole.GC) + byRole.get(ThreadRole.VM));

        String cpuStory = "the buffers are freed by " + JdkWaitLoop.BitsBackOff.whoFreesBuffers()
                + "; Reference Handler got " + Units.nanos(byRole.get(ThreadRole.REFERENCE_HANDLER))
                + " CPU, cleaner threads "
                + Units.nanos(byRole.get(ThreadRole.CLEANER)) + ", GC and VM threads "
                + Units.nanos(byRole.get(ThreadRole.GC) + byRole.get(ThreadRole.VM))
                + ", while the allocators used " + Units.nanos(allocatorCpu) + " in " + Units.nanos(elapsed);
        List<AllocateDirectVerdict.FailedCall> failed = List.copyOf(failedCalls);
        if (!failed.isEmpty()) {
            numbers.put("failed_call_p50_ns", LatencySamples.of(failed.stream()
                    .mapToLong(AllocateDirectVerdict.FailedCall::nanos).toArray()).median());
            numbers.put("failed_call_cpu_p50_ns", LatencySamples.of(failed.stream()
                    .mapToLong(AllocateDirectVerdict.FailedCall::cpuNanos).toArray()).median());
            numbers.put("failed_call_least_taken_by_others", failed.stream()
                    .mapToLong(AllocateDirectVerdict.FailedCall::taken).min().orElseThrow());
            numbers.put("failed_call_least_freed_bytes", failed.stream()
                    .mapToLong(AllocateDirectVerdict.FailedCall::freedBytes).min().orElseThrow());
        }
        Verdict verdict = AllocateDirectVerdict.judge(new AllocateDirectVerdict.Figures(threads, capacity, cpus,
                allocations.get(), failed, JdkWaitLoop.BitsBackOff.BUDGET_NANOS, "in " + Units.nanos(elapsed)
                + ", slowest successful call " + Units.nanos(slowestNanos.get()) + "; " + cpuStory));
        ScenarioReport.send(scenario, wait, verdict, numbers);
    }
}
