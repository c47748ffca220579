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

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * {@code Thread.sleep(0)} under oversubscription (C17, source 002): the same
 * CPU work with and without a {@code sleep(0)} in front, at 1, 2, 4 and 8
 * threads. Plain work scales to the CPUs and then stays flat; with
 * {@code sleep(0)}, which HotSpot turns into a {@code sched_yield}, every call
 * becomes a chance to switch threads once the threads outnumber the CPUs,
 * and throughput falls (the source: at 20 threads below 1 thread's, on 10
 * cores). On a machine with 2 CPUs, 4 and 8 threads oversubscribe.
 * <p>
 * JMH's thread count is a run option, not a parameter, so each count is its
 * own method ({@code @Threads} on the method). The 85 CPU tokens are the
 * source's.
 * <p>
 * How to run this:
 * <pre>
 *   make test TEST=micro:SleepZeroOversubscribed
 * </pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 100, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 5, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Fork(1)
public class SleepZeroOversubscribed {

    /** The source's amount of work per call. */
    static final long CPU_TOKENS = 85;

    @Benchmark
    @Threads(1)
    public void burnCpu1t() {
        Blackhole.consumeCPU(CPU_TOKENS);
    }

    @Benchmark
    @Threads(1)
    public void burnCpuAndSleep01t() throws InterruptedException {
        Thread.sleep(0);
        Blackhole.consumeCPU(CPU_TOKENS);
    }

    @Benchmark
    @Threads(2)
    public void burnCpu2t() {
        Blackhole.consumeCPU(CPU_TOKENS);
    }

    @Benchmark
    @Threads(2)
    public void burnCpuAndSleep02t() throws InterruptedException {
        Thread.sleep(0);
        Blackhole.consumeCPU(CPU_TOKENS);
    }

    @Benchmark
    @Threads(4)
    public void burnCpu4t() {
        Blackhole.consumeCPU(CPU_TOKENS);
    }

    @Benchmark
    @Threads(4)
    public void burnCpuAndSleep04t() throws InterruptedException {
        Thread.sleep(0);
        Blackhole.consumeCPU(CPU_TOKENS);
    }

    @Benchmark
    @Threads(8)
    public void burnCpu8t() {
        Blackhole.consumeCPU(CPU_TOKENS);
    }

    @Benchmark
    @Threads(8)
    public void burnCpuAndSleep08t() throws InterruptedException {
        Thread.sleep(0);
        Blackhole.consumeCPU(CPU_TOKENS);
    }
}
