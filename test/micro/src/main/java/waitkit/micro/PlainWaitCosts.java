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
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What one call of each plain wait costs, in the caller's time: claims C1
 * ({@code sleep(1)}), C2 ({@code sleep(0, 1000)}), C3 ({@code sleep(0)}),
 * C4 ({@code yield}), C8 ({@code TimeUnit.MICROSECONDS.sleep(n)}) and C11
 * ({@code System.nanoTime()}) of doc/claims.md, and {@code onSpinWait} for
 * scale.
 * <p>
 * Each method returns nothing the JIT could fold: a sleep, yield or
 * onSpinWait call has effects the compiler must keep, and nanoTime's value is
 * returned to JMH's blackhole.
 * <p>
 * How to run this:
 * <pre>
 *   make test TEST=micro:PlainWaitCosts
 *   java -jar test/micro/target/benchmarks.jar PlainWaitCosts -f 1 -wi 2 -i 3
 * </pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
@State(Scope.Thread)
public class PlainWaitCosts {

    /** The microsecond argument of TimeUnit.MICROSECONDS.sleep (C8). */
    @State(Scope.Thread)
    public static class Micros {
        @Param({"1", "10", "100", "1000", "10000"})
        long micros;
    }

    /** C1: about 1.09 ms on Linux in the source. */
    @Benchmark
    public void sleep1() throws InterruptedException {
        Thread.sleep(1);
    }

    /** C2: rounded up to a whole millisecond before JDK 21 (JDK-8305092), a real 1 µs request after. */
    @Benchmark
    public void sleep0ms1000ns() throws InterruptedException {
        Thread.sleep(0, 1000);
    }

    /** C3: not free; HotSpot yields the CPU (os::naked_yield). */
    @Benchmark
    public void sleep0() throws InterruptedException {
        Thread.sleep(0);
    }

    /** C4. */
    @Benchmark
    public void yield() {
        Thread.yield();
    }

    /** For scale: a spin-wait hint, the cheapest "wait". */
    @Benchmark
    public void onSpinWait() {
        Thread.onSpinWait();
    }

    /** C11. */
    @Benchmark
    public long nanoTime() {
        return System.nanoTime();
    }

    /** C8: about 1.28 ms for 1..1000 µs in the source (JDK before 21). */
    @Benchmark
    public void timeUnitMicrosecondsSleep(Micros m) throws InterruptedException {
        TimeUnit.MICROSECONDS.sleep(m.micros);
    }
}
