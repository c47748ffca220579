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

import waitkit.GiveUpVerdict;
import waitkit.JdkWaitLoop;
import waitkit.LatencySamples;
import waitkit.MutantScenario;
import waitkit.PatchOptions;
import waitkit.ScenarioReport;
import waitkit.ThreadCpu;
import waitkit.Units;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.Workers;

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
 * <li>STARVATION: they waited the whole budget, but spent a tenth or more of
 *     it on a CPU, or no memory came back while they waited.</li>
 * <li>ERROR: an allocator threw anything but OutOfMemoryError, or had not
 *     finished long after the run's end (see {@link Workers}), or no buffer
 *     was allocated at all: nothing was checked.</li>
 * <li>PASS: no call failed; or every failed call waited the whole budget (a
 *     sleeping back-off never lasts less), was asleep for nine tenths of it,
 *     and while it waited memory was freed and taken by other allocators: more
 *     buffers than the other allocators could have had in flight when the
 *     call began, and more bytes freed than those buffers hold. Then the wait
 *     did its job and the memory went to allocators that were running: Bits
 *     is not fair, and its own comment says the stress test only "usually"
 *     succeeds.</li>
 * </ul>
 * Arguments: threads, buffer capacity in bytes, run time in seconds, and
 * {@code drop} (each buffer is dropped at once, DirectBufferAllocTest's shape)
 * or {@code retain} (every buffer stays reachable, so no memory ever comes
 * back: a Cleaner that never frees).
 */
public class DirectBufferStress {

    /**
     * One allocateDirect call that ended in OutOfMemoryError.
     *
     * @param nanos      how long it took
     * @param cpuNanos   the CPU its thread used meanwhile
     * @param taken      buffers the other allocators got meanwhile
     * @param freedBytes bytes freed meanwhile: the buffers they got, less
     *                   what the pool of direct memory grew by
     * @param message    the error's message
     */
    private record FailedCall(long nanos, long cpuNanos, long taken, long freedBytes, String message) {
    }

    // The message of the OutOfMemoryError Bits.reserveMemory throws when it
    // gives up; any other (the Java heap) is a failure of the run, not a verdict.
    private static final String BITS_GAVE_UP = "Cannot reserve";

    private static final ConcurrentLinkedQueue<FailedCall> failedCalls = new ConcurrentLinkedQueue<>();
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
                    failedCalls.add(new FailedCall(took, cpu, taken, freed, String.valueOf(e.getMessage())));
                    return;
                }
            }
        }, runNanos + 30_000_000_000L);
        long elapsed = run.elapsedNanos();
        Map<ThreadCpu.Role, Long> byRole = ThreadCpu.cpuByRole(run.cpu());
        long allocatorCpu = run.cpuOf("allocator-");

        Map<String, Object> numbers = new LinkedHashMap<>();
        numbers.put("patch", patched);
        numbers.put("available_processors", Runtime.getRuntime().availableProcessors());
        numbers.put("allocations", allocations.get());
        numbers.put("failed_calls", failedCalls.size());
        numbers.put("slowest_successful_call_ns", slowestNanos.get());
        numbers.put("elapsed_ns", elapsed);
        numbers.put("allocator_cpu_ns", allocatorCpu);
        numbers.put("cleaner_cpu_ns", byRole.get(ThreadCpu.Role.CLEANER));
        numbers.put("reference_handler_cpu_ns", byRole.get(ThreadCpu.Role.REFERENCE_HANDLER));
        numbers.put("gc_cpu_ns", byRole.get(ThreadCpu.Role.GC) + byRole.get(ThreadCpu.Role.VM));

        String cpuStory = "the buffers are freed by " + JdkWaitLoop.BitsBackOff.whoFreesBuffers()
                + "; Reference Handler got " + Units.nanos(byRole.get(ThreadCpu.Role.REFERENCE_HANDLER))
                + " CPU, cleaner threads "
                + Units.nanos(byRole.get(ThreadCpu.Role.CLEANER)) + ", GC and VM threads "
                + Units.nanos(byRole.get(ThreadCpu.Role.GC) + byRole.get(ThreadCpu.Role.VM))
                + ", while the allocators used " + Units.nanos(allocatorCpu) + " in " + Units.nanos(elapsed);
        Verdict verdict;
        if (allocations.get() == 0) {
            verdict = Verdict.fail(Verdict.Mechanism.ERROR, "no direct buffer was allocated in "
                    + Units.nanos(elapsed) + " (" + failedCalls.size() + " calls failed): nothing was checked; "
                    + cpuStory);
        } else if (!failedCalls.isEmpty()) {
            LatencySamples s = LatencySamples.of(failedCalls.stream().mapToLong(FailedCall::nanos).toArray());
            LatencySamples cpu = LatencySamples.of(failedCalls.stream().mapToLong(FailedCall::cpuNanos).toArray());
            long leastTaken = failedCalls.stream().mapToLong(FailedCall::taken).min().orElseThrow();
            long leastFreed = failedCalls.stream().mapToLong(FailedCall::freedBytes).min().orElseThrow();
            numbers.put("failed_call_p50_ns", s.median());
            numbers.put("failed_call_cpu_p50_ns", cpu.median());
            numbers.put("failed_call_least_taken_by_others", leastTaken);
            numbers.put("failed_call_least_freed_bytes", leastFreed);
            String text = failedCalls.size() + " of " + threads + " allocators got OutOfMemoryError (\""
                    + failedCalls.peek().message() + "\") from an allocateDirect call that took "
                    + Units.nanos(s.median()) + " (median) and used " + Units.nanos(cpu.median())
                    + " of CPU, though Bits' nine back-offs assume " + Units.nanos(JdkWaitLoop.BitsBackOff.BUDGET_NANOS)
                    + "; during each failed call the other allocators got at least " + leastTaken
                    + " buffers and at least " + leastFreed / 1024 + " KiB were freed; " + cpuStory;
            // Up to threads - 1 other calls can be in flight when a call begins;
            // their buffers may be counted as taken (and so as freed) during it
            // though they were reserved before. More than that is memory that
            // really came back while the call waited.
            long inFlight = threads - 1;
            boolean asleep = failedCalls.stream().allMatch(c -> c.nanos() >= JdkWaitLoop.BitsBackOff.BUDGET_NANOS
                    && c.cpuNanos() * 10 < c.nanos());
            boolean memoryCameBack = leastTaken > inFlight && leastFreed > inFlight * capacity;
            if (asleep && memoryCameBack) {
                // A sleeping back-off waits its whole budget ("asleep": under a
                // tenth of it on a CPU, where a spinning one uses most of it),
                // and the memory freed meanwhile went to allocators that were
                // running: Bits' back-off is not fair.
                verdict = Verdict.pass("Bits' back-off waited its budget without holding the CPU, and other "
                        + "allocators took the memory freed meanwhile (Bits is not fair; not a fault of the wait): "
                        + text);
            } else if (asleep) {
                verdict = Verdict.fail(Verdict.Mechanism.STARVATION, "Bits' back-off waited its budget asleep, "
                        + "but the memory did not come back meanwhile (expected more than " + inFlight
                        + " buffers taken by others and more than " + inFlight * capacity / 1024
                        + " KiB freed, what calls in flight when it began explain): " + text);
            } else {
                verdict = GiveUpVerdict.of(s.median(), JdkWaitLoop.BitsBackOff.BUDGET_NANOS, text);
            }
        } else {
            verdict = Verdict.pass(allocations.get() + " direct buffers allocated in " + Units.nanos(elapsed)
                    + " without OutOfMemoryError, slowest call " + Units.nanos(slowestNanos.get()) + "; " + cpuStory);
        }
        ScenarioReport.send(scenario, wait, verdict, numbers);
    }
}
