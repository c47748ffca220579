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

package waitkit.measure;

import java.util.concurrent.SynchronousQueue;

import waitkit.Units;
import waitkit.WaitMethod;

/**
 * A timed block whose overshoot (how much longer than requested it lasts)
 * is the wake-up cost a measured wait is judged against: a catalogue wait
 * run on the calling thread, or on a platform thread of its own that each
 * block is handed to. A test chooses one whose path is not the measured
 * wait's, so that a bound taken from it can fail.
 */
public final class BaselineBlock {
    private final WaitMethod block;
    private final SynchronousQueue<Long> requests;
    private final SynchronousQueue<Long> overshoots;

    private BaselineBlock(WaitMethod block, boolean ownThread) {
        this.block = block;
        this.requests = ownThread ? new SynchronousQueue<>() : null;
        this.overshoots = ownThread ? new SynchronousQueue<>() : null;
    }

    /**
     * A catalogue wait on the calling thread, e.g. {@code parkNanos}, the
     * JDK's most direct use of the kernel's timed wait.
     *
     * @param waitName the catalogue name
     * @return the baseline
     */
    public static BaselineBlock onThisThread(String waitName) {
        return new BaselineBlock(WaitMethod.of(waitName), false);
    }

    /**
     * A catalogue wait on a platform thread of its own (a daemon), for a
     * wait on a virtual thread judged against the path it replaces.
     *
     * @param waitName the catalogue name
     * @return the baseline
     */
    public static BaselineBlock onPlatformThread(String waitName) {
        BaselineBlock b = new BaselineBlock(WaitMethod.of(waitName), true);
        Thread t = new Thread(() -> {
            try {
                while (true) {
                    b.overshoots.put(timed(b.block, b.requests.take()));
                }
            } catch (InterruptedException e) {
                // the daemon ends with its JVM
            }
        }, "waitkit-baseline-" + waitName);
        t.setDaemon(true);
        t.start();
        return b;
    }

    /**
     * Blocks once for {@code nanos} and returns how much longer than that it lasted.
     *
     * @param nanos the time to block
     * @return the overshoot in nanoseconds
     * @throws InterruptedException if interrupted
     */
    public long overshoot(long nanos) throws InterruptedException {
        if (requests == null) {
            return timed(block, nanos);
        }
        requests.put(nanos);
        return overshoots.take();
    }

    /**
     * Names the block for messages.
     *
     * @param nanos the time blocked
     * @return e.g. {@code "parkNanos(10.000 ms) on the same thread"}
     */
    public String describe(long nanos) {
        return block.name() + "(" + Units.nanos(nanos) + ") on " + (requests == null ? "the same thread"
                : "a platform thread");
    }

    private static long timed(WaitMethod block, long nanos) throws InterruptedException {
        long t0 = System.nanoTime();
        block.await(nanos);
        return System.nanoTime() - t0 - nanos;
    }
}
