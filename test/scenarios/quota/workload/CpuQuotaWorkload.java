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


import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;

import waitkit.Units;
import waitkit.WaitMethod;
import waitkit.cgroup.CpuQuotaGroup;
import waitkit.cgroup.CpuStat;
import waitkit.judge.SlowdownVerdict;
import waitkit.measure.ThreadCpu;
import waitkit.measure.ThreadRole;
import waitkit.scenario.RecordCodec;
import waitkit.scenario.ScenarioReport;
import waitkit.scenario.Workers;

/**
 * The child side of CpuQuotaScenario: a JVM in a cgroup with a CPU quota
 * (or, for the contrast, without one), where an awaited thread needs a little
 * CPU at intervals, a stand-in for the Cleaner or for the thread a waiter
 * polls for, while a waiter polls with the wait under test until the awaited
 * thread is done. The awaited thread's work also allocates, so the GC needs
 * the CPU too.
 *
 * <p>The awaited thread does {@code rounds} times: park for
 * {@code parkMicros}, then use {@code workMicros} of CPU. The waiter calls the
 * wait for 1 ms at a time. Under a CFS quota the kernel lets the group's
 * threads run until together they have used the quota of the period, then
 * holds all of them back (throttles the group) until the period ends. A
 * waiter that spins or yields uses the quota up early in every period, so the
 * awaited thread, the GC and every other thread of the JVM stand still for
 * the rest of it, however many CPUs the machine has.
 *
 * <p>Outcomes ({@link SlowdownVerdict}, which gives the models behind the
 * bounds):
 * <ul>
 * <li>PASS: the awaited thread's work took at most {@code bound} times as long
 *     as the same work beside a blocking baseline waiter (a wait of another
 *     path than the one under test, {@link WaitMethod#blockingBaselineFor})
 *     in a baseline run of the same test; under a quota, the quota was
 *     enforced (the group's {@code cpu.stat} counted periods). A baseline run
 *     passes when its quota was enforced, and reports its time.</li>
 * <li>STARVATION: it took longer, and under a quota the group was throttled;
 *     the message gives the throttled periods and time from {@code cpu.stat},
 *     and the waiter's CPU.</li>
 * <li>ERROR: the JVM did not size itself from the quota
 *     ({@code availableProcessors()} is not the quota rounded up), the
 *     group's {@code cpu.stat} could not be read or counted no period, the
 *     work was slower than the bound under a quota that never throttled it,
 *     or a thread threw or did not finish.</li>
 * </ul>
 * Arguments: {@link Args}.
 */
public class CpuQuotaWorkload {

    private static final long CALL_NANOS = 1_000_000L;
    private static final long DEADLINE_NANOS = 30_000_000_000L;

    private static volatile boolean done;
    private static volatile long waiterCalls;
    private static volatile Object sink;

    /**
     * The workload's arguments, {@code name=value} ({@link RecordCodec}); each
     * one left out takes its value in {@link #DEFAULTS}.
     *
     * @param rounds             how many times the awaited thread parks, then works
     * @param parkMicros         how long it parks each round
     * @param workMicros         how much CPU it uses each round
     * @param expectedProcessors what availableProcessors() must be, 0 for anything
     * @param baselineNanos      the baseline run's time, 0 in the baseline run itself
     * @param baselineWait       the wait the baseline run used
     * @param bound              the slowdown the verdict allows
     * @param boundOrigin        where the bound comes from, in words
     */
    record Args(int rounds, long parkMicros, long workMicros, int expectedProcessors, long baselineNanos,
                String baselineWait, double bound, String boundOrigin) {

        /** A run without a quota on 2 CPUs that is its own baseline. */
        static final Args DEFAULTS = new Args(200, 2_000, 200, 0, 0, "sleep", SlowdownVerdict.budgetBound(2),
                SlowdownVerdict.budgetBoundOrigin(2));
    }

    /**
     * The figures sent besides the verdict's message; the throttling figures
     * are {@code null} without a quota, the baseline's without a baseline.
     *
     * @param elapsedNs           how long the awaited thread's rounds took
     * @param availableProcessors what the JVM sized itself for
     * @param waiterCalls         the calls of the wait the waiter made
     * @param waiterCpuNs         the waiter's CPU time
     * @param awaitedCpuNs        the awaited thread's CPU time
     * @param gcVmCpuNs           the CPU time of the GC and VM threads
     * @param periods             the quota's periods meanwhile
     * @param throttledPeriods    those in which the group was throttled
     * @param throttledNs         how long it was throttled
     * @param baselineNs          the baseline run's time
     * @param baselineWait        the wait the baseline run used
     * @param slowdown            this run's time over the baseline's
     */
    record Figures(long elapsedNs, int availableProcessors, long waiterCalls, long waiterCpuNs, long awaitedCpuNs,
                   long gcVmCpuNs, Long periods, Long throttledPeriods, Long throttledNs, Long baselineNs,
                   String baselineWait, Double slowdown) {
    }

    public static void main(String[] commandLine) throws Exception {
        Args args = RecordCodec.fromArgs(Args.class, commandLine, Args.DEFAULTS);
        int rounds = args.rounds();
        long parkNanos = args.parkMicros() * 1_000L;
        long workNanos = args.workMicros() * 1_000L;
        int expectedProcessors = args.expectedProcessors();
        long baselineNanos = args.baselineNanos();
        String baselineWait = args.baselineWait();
        WaitMethod wait = WaitMethod.fromSystemProperty("sleep");
        String groupDir = System.getProperty(CpuQuotaGroup.PROPERTY);
        String scenario = "CpuQuota(" + (groupDir == null ? "no quota" : "quota") + ", " + rounds + " x (park "
                + Units.nanos(parkNanos) + ", " + Units.nanos(workNanos) + " of CPU))";
        int processors = Runtime.getRuntime().availableProcessors();
        if (expectedProcessors > 0 && processors != expectedProcessors) {
            ScenarioReport.error(scenario, wait, "the JVM did not size itself from the quota: "
                    + "availableProcessors() is " + processors + ", expected " + expectedProcessors
                    + " (is -XX:-UseContainerSupport or -XX:ActiveProcessorCount set?)");
            return;
        }

        AtomicReference<Throwable> waiterThrew = new AtomicReference<>();
        Thread waiter = new Thread(() -> {
            try {
                while (!done) {
                    wait.await(CALL_NANOS);
                    waiterCalls++;
                }
            } catch (Throwable e) {
                waiterThrew.set(e);
            }
        }, "waiter");
        waiter.setDaemon(true);

        CpuStat before = groupDir == null ? null : CpuStat.of(Path.of(groupDir));
        waiter.start();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Workers.Result run;
        try {
            run = Workers.run("awaited-", 1, i -> {
                for (int r = 0; r < rounds; r++) {
                    LockSupport.parkNanos(parkNanos);
                    long until = threads.getCurrentThreadCpuTime() + workNanos;
                    while (threads.getCurrentThreadCpuTime() < until) {
                        sink = new byte[512];
                    }
                }
            }, DEADLINE_NANOS);
        } finally {
            done = true;
        }
        CpuStat throttling = groupDir == null ? null
                : CpuStat.of(Path.of(groupDir)).since(before);
        waiter.join(10_000);
        if (waiterThrew.get() != null || waiter.isAlive()) {
            ScenarioReport.error(scenario, wait, "the waiter "
                    + (waiter.isAlive() ? "did not end within 10 s of the work's end" : "threw " + waiterThrew.get()));
            return;
        }

        long elapsed = run.elapsedNanos();
        Map<ThreadRole, Long> byRole = ThreadCpu.cpuByRole(run.cpu());
        long waiterCpu = run.cpuOf("waiter");
        // With one processor the JVM picks the Serial GC, which collects in the VM Thread.
        long gcAndVmCpu = byRole.get(ThreadRole.GC) + byRole.get(ThreadRole.VM);
        boolean baseline = baselineNanos > 0;
        Figures sent = new Figures(elapsed, processors, waiterCalls, waiterCpu, run.cpuOf("awaited-"), gcAndVmCpu,
                throttling == null ? null : throttling.periods(),
                throttling == null ? null : throttling.throttledPeriods(),
                throttling == null ? null : throttling.throttledNanos(),
                baseline ? baselineNanos : null, baseline ? baselineWait : null,
                baseline ? (double) elapsed / baselineNanos : null);
        String context = "availableProcessors() = " + processors + "; the waiter made " + waiterCalls + " calls of "
                + wait.name() + " using " + Units.nanos(waiterCpu) + " of CPU, the GC and VM threads "
                + Units.nanos(gcAndVmCpu);
        SlowdownVerdict.Figures figures = new SlowdownVerdict.Figures("the awaited thread's " + rounds
                + " rounds took " + Units.nanos(elapsed), elapsed, baselineNanos, baselineWait, throttling, context);
        ScenarioReport.send(scenario, wait, SlowdownVerdict.judge(figures, args.bound(), args.boundOrigin()), sent);
    }
}
