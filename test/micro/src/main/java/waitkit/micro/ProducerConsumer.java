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

package waitkit.micro;

import java.util.BitSet;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Group;
import org.openjdk.jmh.annotations.GroupThreads;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import waitkit.Platform;

/**
 * A producer and a consumer over an unbounded {@code LinkedBlockingQueue}
 * (C18, source 004): the producer offers items as fast as it can, directly,
 * or calling {@code yield}, or {@code sleep(0)} after each, or at a lower
 * thread priority; the consumer polls. The source normalised each variant's
 * throughput to the direct one's: on 2 CPUs yield 0.12, sleep(0) 0.10, lower
 * priority 0.81; on 1 CPU yield and sleep(0) 0.04.
 * <p>
 * {@code cpus=1} pins both threads to one CPU ({@code taskset -p} on each
 * thread in its own set-up), where the source used a one-CPU VM. The queue is
 * emptied before each iteration, so a producer that outruns the consumer
 * grows it for one iteration only; the fork has a 2 GiB heap for that. Java
 * thread priorities are ignored by Linux unless the JVM runs with
 * {@code -XX:ThreadPriorityPolicy=1} as root, so expect the lower-priority
 * variant to match the direct one here.
 * <p>
 * How to run this:
 * <pre>
 *   make test TEST=micro:ProducerConsumer
 *   java -jar test/micro/target/benchmarks.jar ProducerConsumer -p cpus=1
 * </pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
@State(Scope.Group)
public class ProducerConsumer {

    private static final Integer ITEM = 42;

    /** How many CPUs the two threads share: 2 (not pinned) or 1 (both pinned to the first allowed CPU). */
    @Param({"2", "1"})
    int cpus;

    private final LinkedBlockingQueue<Integer> queue = new LinkedBlockingQueue<>();

    /** Each benchmark thread pins itself when the group is given one CPU. */
    @State(Scope.Thread)
    public static class Affinity {
        @Setup(Level.Trial)
        public void pin(ProducerConsumer group) throws Exception {
            if (group.cpus == 1) {
                BitSet allowed = Platform.cpusAllowed();
                Platform.pinCurrentThread(allowed.nextSetBit(0));
            }
        }
    }

    /** The lower-priority producer's thread priority. */
    @State(Scope.Thread)
    public static class LowPriority {
        @Setup(Level.Trial)
        public void lower() {
            Thread.currentThread().setPriority(Thread.NORM_PRIORITY - 1);
        }
    }

    @Setup(Level.Iteration)
    public void empty() {
        queue.clear();
    }

    @Benchmark
    @Group("direct")
    @GroupThreads(1)
    public boolean directProducer(Affinity a) {
        return queue.offer(ITEM);
    }

    @Benchmark
    @Group("direct")
    @GroupThreads(1)
    public Integer directConsumer(Affinity a) throws InterruptedException {
        return queue.poll(10, TimeUnit.MILLISECONDS);
    }

    @Benchmark
    @Group("yield")
    @GroupThreads(1)
    public boolean yieldProducer(Affinity a) {
        boolean offered = queue.offer(ITEM);
        Thread.yield();
        return offered;
    }

    @Benchmark
    @Group("yield")
    @GroupThreads(1)
    public Integer yieldConsumer(Affinity a) throws InterruptedException {
        return queue.poll(10, TimeUnit.MILLISECONDS);
    }

    @Benchmark
    @Group("sleep0")
    @GroupThreads(1)
    public boolean sleep0Producer(Affinity a) throws InterruptedException {
        boolean offered = queue.offer(ITEM);
        Thread.sleep(0);
        return offered;
    }

    @Benchmark
    @Group("sleep0")
    @GroupThreads(1)
    public Integer sleep0Consumer(Affinity a) throws InterruptedException {
        return queue.poll(10, TimeUnit.MILLISECONDS);
    }

    @Benchmark
    @Group("lowPriority")
    @GroupThreads(1)
    public boolean lowPriorityProducer(Affinity a, LowPriority p) {
        return queue.offer(ITEM);
    }

    @Benchmark
    @Group("lowPriority")
    @GroupThreads(1)
    public Integer lowPriorityConsumer(Affinity a) throws InterruptedException {
        return queue.poll(10, TimeUnit.MILLISECONDS);
    }
}
