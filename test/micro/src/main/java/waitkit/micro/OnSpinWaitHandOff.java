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
import org.openjdk.jmh.annotations.Group;
import org.openjdk.jmh.annotations.GroupThreads;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Control;

/**
 * How fast a flag passes between two threads that spin with
 * {@code onSpinWait} (C12; the source measured about 2 µs).
 * <p>
 * The source set the flag from an executor in a {@code Level.Invocation}
 * set-up and timed the spinning loop: on microsecond work that set-up is the
 * pitfall JMH's {@code Level} javadoc warns about, and most of the 2 µs was
 * the executor thread waking up. Here two threads of one JMH group pass a
 * turn back and forth (JMH's own ping-pong shape, JMHSample_18_Control): the
 * score of each side is one hand-off plus its own half of the round trip,
 * and both spin on their own CPU, so it needs 2 CPUs. The {@link Control}
 * check lets a side stop when the iteration ends while the other no longer
 * answers.
 * <p>
 * How to run this:
 * <pre>
 *   make test TEST=micro:OnSpinWaitHandOff
 * </pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
@State(Scope.Group)
public class OnSpinWaitHandOff {

    private volatile boolean pinged;

    @Benchmark
    @Group("pingPong")
    @GroupThreads(1)
    public void ping(Control control) {
        while (pinged && !control.stopMeasurement) {
            Thread.onSpinWait();
        }
        pinged = true;
    }

    @Benchmark
    @Group("pingPong")
    @GroupThreads(1)
    public void pong(Control control) {
        while (!pinged && !control.stopMeasurement) {
            Thread.onSpinWait();
        }
        pinged = false;
    }
}
