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
import java.util.concurrent.locks.LockSupport;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
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
 * How long {@code LockSupport.parkNanos(n)} lasts from 10 ns to 10 ms (C5, C6,
 * C9), at the thread's default timer slack and with the slack lowered to
 * 1 µs through {@code /proc/<tid>/timerslack_ns} (C7). Linux may defer a
 * timer by the thread's slack (50 µs by default), which is why short parks
 * last about 57 µs and longer ones come in 50 µs steps.
 * <p>
 * The slack is set in a {@code Level.Trial} set-up of a thread-scoped state,
 * which JMH runs in the benchmark thread itself; the slack belongs to that
 * thread. When the kernel refuses the write, the set-up fails and JMH
 * reports the error rather than a number measured at the default slack.
 * <p>
 * How to run this:
 * <pre>
 *   make test TEST=micro:ParkNanosCost
 *   java -jar test/micro/target/benchmarks.jar ParkNanosCost -p slack=default -f 1
 * </pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
@State(Scope.Thread)
public class ParkNanosCost {

    /** The requested park in nanoseconds: C5's 10..1000 ns, C6's 10, 55 and 105 µs, C9's 1 µs..10 ms. */
    @Param({"10", "100", "1000", "10000", "55000", "105000", "1000000", "10000000"})
    long nanos;

    /** The thread's timer slack: the kernel's default, or 1000 ns written to /proc (C7). */
    @Param({"default", "1000"})
    String slack;

    @Setup(Level.Trial)
    public void setSlack() {
        if (!slack.equals("default")) {
            long want = Long.parseLong(slack);
            if (!Platform.setTimerSlackNanos(want) || Platform.timerSlackNanos().orElse(-1) != want) {
                throw new IllegalStateException("cannot set this thread's timer slack to " + want
                        + " ns through /proc/<tid>/timerslack_ns");
            }
        }
    }

    @Benchmark
    public void parkNanos() {
        LockSupport.parkNanos(nanos);
    }
}
