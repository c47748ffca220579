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

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Wait loops that another thread ends by clearing a flag, as in the source
 * article (000): the flag is cleared {@code delay / 2} ms (integer division,
 * as the source wrote it) after each invocation starts, and the score is how
 * long the loop took to notice.
 * <ul>
 * <li>{@code countedSleep}: at most {@code delay} x {@code sleep(1)} (C13;
 *     source: 1 -> 1.135, 5 -> 2.3, 10 -> 5.667, 50 -> 26.16, 100 -> 50.75 ms).</li>
 * <li>{@code countedParkNanos}: at most {@code delay} x {@code parkNanos(pause)};
 *     with short pauses the count runs out before the flag is cleared, the
 *     budget collapse of C14 in small.</li>
 * <li>{@code whileParkNanos}: {@code parkNanos(pause)} until the flag clears (C14).</li>
 * <li>{@code onSpinWaitLoop}: {@code onSpinWait} until the flag clears (C12):
 *     it notices at once, at the price of a busy CPU.</li>
 * </ul>
 * With {@code delay = 1} the source's integer halving clears the flag at
 * once; the loop then measures its first wait. That quirk is kept so the
 * numbers compare with the source's.
 * <p>
 * {@code Level.Invocation} set-up is used, as in the source: JMH warns against
 * it for work shorter than about a millisecond, where its time-stamping
 * distorts the score; the shortest invocation here lasts about 0.1 ms
 * (delay 1 with 100 µs pauses), so read those rows with that in mind. The
 * source's microsecond hand-off benchmark, where the warning bites, is
 * replaced by {@link OnSpinWaitHandOff}.
 * <p>
 * How to run this:
 * <pre>
 *   make test TEST=micro:FlagWaitLoops
 *   java -jar test/micro/target/benchmarks.jar 'FlagWaitLoops.countedSleep' -p delay=5
 * </pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class FlagWaitLoops {

    /** The loop's count, in the source's milliseconds; the flag clears after half of it. */
    @Param({"1", "5", "10", "50", "100"})
    long delay;

    /** The parkNanos pause of C14, in microseconds. */
    @State(Scope.Thread)
    public static class Pause {
        @Param({"100", "200", "500"})
        long pause;
    }

    private volatile boolean wait;
    private ExecutorService flagSetter;

    @Setup(Level.Trial)
    public void startSetter() {
        flagSetter = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "flag-setter");
            t.setDaemon(true);
            return t;
        });
    }

    @TearDown(Level.Trial)
    public void stopSetter() {
        flagSetter.shutdownNow();
    }

    @Setup(Level.Invocation)
    public void armFlag() {
        wait = true;
        flagSetter.submit(() -> {
            try {
                Thread.sleep(delay / 2);
            } catch (InterruptedException e) {
                return;
            }
            wait = false;
        });
    }

    @Benchmark
    public boolean countedSleep() throws InterruptedException {
        for (int i = 0; wait && i < delay; i++) {
            Thread.sleep(1);
        }
        return wait;
    }

    @Benchmark
    public boolean countedParkNanos(Pause p) {
        long nanos = TimeUnit.MICROSECONDS.toNanos(p.pause);
        for (int i = 0; wait && i < delay; i++) {
            LockSupport.parkNanos(nanos);
        }
        return wait;
    }

    @Benchmark
    public boolean whileParkNanos(Pause p) {
        long nanos = TimeUnit.MICROSECONDS.toNanos(p.pause);
        while (wait) {
            LockSupport.parkNanos(nanos);
        }
        return wait;
    }

    @Benchmark
    public boolean onSpinWaitLoop() {
        while (wait) {
            Thread.onSpinWait();
        }
        return wait;
    }
}
