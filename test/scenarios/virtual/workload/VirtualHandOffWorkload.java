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


import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;

import waitkit.Platform;
import waitkit.Units;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.measure.ThreadCpu;
import waitkit.scenario.RecordCodec;
import waitkit.scenario.ScenarioReport;

/**
 * The child side of VirtualHandOffScenario: a connection pool's hand-off on
 * virtual threads, on a scheduler with two carriers and no compensation
 * ({@code -Djdk.virtualThreadScheduler.parallelism=2
 * -Djdk.virtualThreadScheduler.maxPoolSize=2}).
 *
 * <p>A producer virtual thread (a thread giving a connection back to the pool)
 * puts an item in a one-item slot and waits until a consumer virtual thread
 * (a thread that wants a connection) has taken it; the consumer, woken by
 * the offer, sleeps {@code consumerDelayMicros} before it takes the item, so
 * every hand-off makes the producer wait. This is the loop of
 * HikariCP's {@code ConcurrentBag.requite} before its fix (HikariCP issues
 * 2329 and 2398), which waited with {@code Thread.yield()}.
 *
 * <p>The same hand-offs run twice in this JVM: first with a producer that
 * parks until the consumer unparks it on taking the item (the baseline: a
 * hand-off that holds no carrier while it waits), then with a producer that
 * polls the slot with the wait under test, 1 ms a call. For each run the
 * workload adds up the runnable time (on a CPU or in the run queue, from
 * {@code /proc/self/task/<tid>/schedstat}) of the carriers that ran the
 * producer or the consumer. Runnable time, not CPU time, so that a carrier
 * kept busy counts in full even when another process has its CPU.
 *
 * <p>Outcomes ({@link HandOffVerdict}, which states the model behind the cut):
 * <ul>
 * <li>PASS: the carriers were runnable for at most half the time the
 *     producer waited beyond what they were in the parking baseline: the
 *     wait did not keep a carrier running. A wait that blocks its carrier
 *     thread while pinned keeps no carrier runnable either, and passes here;
 *     VirtualCarrierScenario's pinned shape asks whether it holds the
 *     carrier.</li>
 * <li>CPU_USE: they were runnable for more than half of it: the producer's
 *     wait held a carrier, which no other virtual thread could use meanwhile
 *     (a spin, or a yield with nothing else queued that puts the waiter
 *     straight back on the carrier).</li>
 * <li>STARVATION: at the deadline of {@value #DEADLINE_SECONDS} s an item the
 *     producer offered was still untaken: the producer's wait kept the
 *     consumer from a carrier.</li>
 * <li>ERROR: the scheduler is not the two-carrier scheduler, a virtual thread
 *     threw or did not end, the carriers' schedstat could not be read, the
 *     parking baseline did not finish, or the producer missed the deadline
 *     though every item it offered was taken (its wait returned late: no
 *     starvation).</li>
 * </ul>
 * Arguments: {@link Args}.
 */
public class VirtualHandOffWorkload {

    /** How long one call of the wait under test asks to wait. */
    private static final long CALL_NANOS = 1_000_000L;

    /** Hand-offs run, with the parking producer, before anything is measured. */
    private static final int WARM_UP_ROUNDS = 50;

    /** How long one run of the hand-offs may take before it is judged unfinished. */
    static final long DEADLINE_SECONDS = 20;

    /** How long a thread may take to end: the consumer after the producer, and each after an abort. */
    static final Duration JOIN_TIMEOUT = Duration.ofSeconds(10);

    /**
     * The longest the workload runs before it reports: three runs (warm-up,
     * parking, polling), each of at most the deadline, the consumer's end,
     * and both ends after an abort.
     */
    static final Duration WORST_CASE = Duration.ofSeconds(DEADLINE_SECONDS).plus(JOIN_TIMEOUT.multipliedBy(3))
            .multipliedBy(3);

    private static final Object ITEM = new Object();

    /**
     * The producer records its carrier once per this many calls of the wait
     * as well as at each hand-off, so that a carrier it moved to within a
     * hand-off is counted, at a cost (one readlink) that is small beside the
     * calls between two records.
     */
    private static final long CARRIER_RECORD_CALLS = 1024;

    private static volatile boolean abort;

    /**
     * The workload's arguments, {@code name=value} ({@link RecordCodec}); each
     * one left out takes its value in {@link #DEFAULTS}.
     *
     * @param rounds              the hand-offs of each measured run
     * @param consumerDelayMicros how long the consumer holds each item
     */
    record Args(int rounds, long consumerDelayMicros) {

        /** VirtualHandOffScenario's setting: 200 hand-offs, each item held 1 ms. */
        static final Args DEFAULTS = new Args(200, 1000);
    }

    /**
     * The figures sent besides the verdict's message: the run with the wait
     * under test, and the parking run it is compared with.
     *
     * @param rounds                    the hand-offs asked for
     * @param offered                   the items the producer offered
     * @param taken                     the items the consumer took
     * @param elapsedNs                 the run's time
     * @param producerWaitedNs          the producer's time waiting for the slot to empty
     * @param waitCalls                 its calls of the wait
     * @param carriers                  the carriers that ran the pair
     * @param carriersRunnableNs        their time on or queued for a CPU
     * @param carriersCpuNs             their CPU time
     * @param parkingElapsedNs          the parking run's time
     * @param parkingCarriersRunnableNs its carriers' runnable time
     * @param heldShare                 the share of the carriers the waiting producer held
     * @param jdk                       the JDK's version
     */
    record Figures(int rounds, int offered, int taken, long elapsedNs, long producerWaitedNs, long waitCalls,
                   int carriers, long carriersRunnableNs, long carriersCpuNs, long parkingElapsedNs,
                   long parkingCarriersRunnableNs, double heldShare, String jdk) {
    }

    /** A run that cannot be judged: what went wrong is its message. */
    private static final class CannotMeasure extends Exception {
        private static final long serialVersionUID = 1L;

        CannotMeasure(String why) {
            super(why);
        }
    }

    public static void main(String[] commandLine) throws Exception {
        Args args = RecordCodec.fromArgs(Args.class, commandLine, Args.DEFAULTS);
        int rounds = args.rounds();
        long consumerDelayNanos = args.consumerDelayMicros() * 1_000L;
        WaitMethod wait = WaitMethod.fromSystemProperty("sleep");
        String scenario = "VirtualHandOff(" + rounds + " hand-offs, consumer after " + Units.nanos(consumerDelayNanos)
                + ")";
        String parallelism = System.getProperty("jdk.virtualThreadScheduler.parallelism");
        String maxPoolSize = System.getProperty("jdk.virtualThreadScheduler.maxPoolSize");
        if (!"2".equals(parallelism) || !"2".equals(maxPoolSize)) {
            ScenarioReport.error(scenario, wait, "the scenario needs two carriers and no compensation, got "
                    + "parallelism " + parallelism + " and maxPoolSize " + maxPoolSize);
            return;
        }
        HandOffVerdict.Run parking;
        HandOffVerdict.Run polling;
        try {
            handOffs(null, WARM_UP_ROUNDS, consumerDelayNanos);
            parking = handOffs(null, rounds, consumerDelayNanos);
            polling = parking.finished() ? handOffs(wait, rounds, consumerDelayNanos) : parking;
        } catch (CannotMeasure e) {
            ScenarioReport.error(scenario, wait, e.getMessage());
            return;
        }
        Figures figures = new Figures(rounds, polling.offered(), polling.taken(), polling.elapsedNanos(),
                polling.waitedNanos(), polling.waitCalls(), polling.carriers(), polling.carriersRunnable(),
                polling.carriersCpu(), parking.elapsedNanos(), parking.carriersRunnable(),
                HandOffVerdict.heldShare(parking, polling), Runtime.version().toString());
        Verdict v = HandOffVerdict.judge(wait.name(), DEADLINE_SECONDS + " s", parking, polling);
        ScenarioReport.send(scenario, wait, v.passed() ? v
                : Verdict.fail(v.mechanism(), v.message() + " (JDK " + Runtime.version() + ")"), figures);
    }

    /**
     * Makes {@code rounds} hand-offs; {@code wait} null makes the producer
     * park until the consumer unparks it.
     *
     * @throws CannotMeasure if a virtual thread threw or did not end, or the
     *         carriers' time cannot be read
     */
    private static HandOffVerdict.Run handOffs(WaitMethod wait, int rounds, long consumerDelayNanos)
            throws CannotMeasure, InterruptedException {
        AtomicReference<Object> slot = new AtomicReference<>();
        AtomicReference<Throwable> threw = new AtomicReference<>();
        Set<Long> carriers = ConcurrentHashMap.newKeySet();
        Thread[] pair = new Thread[2];
        long[] waited = new long[1];
        long[] calls = new long[1];
        AtomicInteger taken = new AtomicInteger();
        AtomicInteger offered = new AtomicInteger();
        Thread consumer = Thread.ofVirtual().name("waitkit-consumer").unstarted(() -> {
            try {
                for (int r = 0; r < rounds; r++) {
                    while (slot.get() == null) {
                        if (abort) {
                            return;
                        }
                        LockSupport.park();
                    }
                    carriers.add(Platform.currentTid());
                    Thread.sleep(Duration.ofNanos(consumerDelayNanos));
                    slot.set(null);
                    taken.incrementAndGet();
                    if (wait == null) {
                        LockSupport.unpark(pair[0]);
                    }
                }
            } catch (Throwable e) {
                threw.set(e);
            }
        });
        Thread producer = Thread.ofVirtual().name("waitkit-producer").unstarted(() -> {
            try {
                for (int r = 0; r < rounds; r++) {
                    carriers.add(Platform.currentTid());
                    slot.set(ITEM);
                    offered.incrementAndGet();
                    LockSupport.unpark(pair[1]);
                    long start = System.nanoTime();
                    while (slot.get() != null) {
                        if (abort) {
                            return;
                        }
                        if (wait == null) {
                            LockSupport.park();
                        } else {
                            wait.await(CALL_NANOS);
                            if (++calls[0] % CARRIER_RECORD_CALLS == 0) {
                                carriers.add(Platform.currentTid());
                            }
                        }
                    }
                    waited[0] += System.nanoTime() - start;
                    carriers.add(Platform.currentTid());
                }
            } catch (Throwable e) {
                threw.set(e);
            }
        });
        pair[0] = producer;
        pair[1] = consumer;
        List<ThreadCpu.Usage> before = ThreadCpu.snapshot();
        long start = System.nanoTime();
        consumer.start();
        producer.start();
        boolean finished = producer.join(Duration.ofSeconds(DEADLINE_SECONDS)) && consumer.join(JOIN_TIMEOUT);
        long elapsed = System.nanoTime() - start;
        List<ThreadCpu.Usage> during = ThreadCpu.delta(before, ThreadCpu.snapshot());
        if (!finished) {
            abort = true;
            LockSupport.unpark(producer);
            LockSupport.unpark(consumer);
            boolean ended = producer.join(JOIN_TIMEOUT) && consumer.join(JOIN_TIMEOUT);
            abort = false;
            String what = "the consumer took " + taken.get() + " of " + offered.get() + " items offered in "
                    + Units.nanos(elapsed) + " while the producer waited with " + (wait == null ? "park" : wait.name());
            if (threw.get() != null) {
                throw new CannotMeasure(what + ": a virtual thread threw " + threw.get());
            }
            if (!ended) {
                throw new CannotMeasure(what + ", and a virtual thread did not end within " + JOIN_TIMEOUT
                        + " of the abort (producer " + producer.getState() + ", consumer " + consumer.getState() + ")");
            }
            return new HandOffVerdict.Run(rounds, offered.get(), taken.get(), false, elapsed, waited[0], calls[0], 0,
                    0, 0);
        }
        if (threw.get() != null) {
            throw new CannotMeasure("a virtual thread threw " + threw.get());
        }
        long runnable = 0;
        long cpu = 0;
        int found = 0;
        for (ThreadCpu.Usage u : during) {
            if (carriers.contains((long) u.tid())) {
                if (u.runQueueWaitNanos() < 0) {
                    throw new CannotMeasure("the schedstat of carrier " + u.name() + " (tid " + u.tid()
                            + ") could not be read, so its runnable time is unknown");
                }
                runnable += u.cpuNanos() + u.runQueueWaitNanos();
                cpu += u.cpuNanos();
                found++;
            }
        }
        if (found == 0 || found != carriers.size()) {
            throw new CannotMeasure("of the carriers " + carriers + " that ran the virtual threads, " + found
                    + " were found in /proc/self/task, so their runnable time is not known");
        }
        return new HandOffVerdict.Run(rounds, offered.get(), taken.get(), true, elapsed, waited[0], calls[0], found,
                runnable, cpu);
    }
}
