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

package waitkit.assertions;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import waitkit.WaitMethod;
import waitkit.mutant.Refactor;

/**
 * The code a library's tests would check, in the form the kit mutates: each
 * loop waits with a wait of the kit's catalogue ({@link WaitMethod}), so that
 * the original ({@code sleep}, {@code parkNanos}) and its refactors
 * ({@code onSpinWait}, {@code yield}, {@code sleep0}, {@code emptySpin}) are
 * the same code with one call changed, as PIT's waitkit mutators change it.
 */
final class SampleLibrary {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private static volatile long sink;

    private SampleLibrary() {
    }

    /**
     * A counted retry loop: tries {@code tries} times, waiting
     * {@code pauseNanos} between two tries, and gives up with a
     * TimeoutException. It counts on {@code (tries - 1) * pauseNanos}.
     */
    static <T> T retry(int tries, WaitMethod pause, long pauseNanos, Supplier<T> attempt)
            throws TimeoutException, InterruptedException {
        for (int i = 0; i < tries; i++) {
            T t = attempt.get();
            if (t != null) {
                return t;
            }
            if (i < tries - 1) {
                pause.await(pauseNanos);
            }
        }
        throw new TimeoutException("no success in " + tries + " tries");
    }

    /** An attempt that fails after computing for {@code cpuNanos}, as a slow call that fails would. */
    static <T> Supplier<T> failingAfter(long cpuNanos) {
        return () -> {
            compute(cpuNanos);
            return null;
        };
    }

    /**
     * A one-item mailbox on a monitor: {@code take} waits in
     * {@code wait(10 ms)} until an item is put, {@code put} notifies. Its
     * mutant, as the wait mutators make it, spins in place of the wait
     * ({@code Refactor.ON_SPIN_WAIT}), inside {@code synchronized}, as the
     * edit by hand would: it keeps the monitor while it waits.
     */
    static final class Mailbox {
        private final boolean keepsTheMonitor;
        private Object item;

        Mailbox(boolean keepsTheMonitor) {
            this.keepsTheMonitor = keepsTheMonitor;
        }

        synchronized Object take() throws InterruptedException {
            while (item == null) {
                if (keepsTheMonitor) {
                    Refactor.ON_SPIN_WAIT.inPlaceOfSleep();
                } else {
                    wait(10);
                }
            }
            Object taken = item;
            item = null;
            return taken;
        }

        synchronized void put(Object o) {
            item = o;
            notifyAll();
        }
    }

    /** A poll loop: waits {@code pauseNanos} between two looks at the condition. */
    static void awaitUntil(BooleanSupplier condition, WaitMethod pause, long pauseNanos)
            throws InterruptedException {
        while (!condition.getAsBoolean()) {
            pause.await(pauseNanos);
        }
    }

    /** Work that needs the CPU: computes until the calling thread has used {@code cpuNanos} of CPU. */
    static void compute(long cpuNanos) {
        long c0 = THREADS.getCurrentThreadCpuTime();
        long x = 1;
        while (THREADS.getCurrentThreadCpuTime() - c0 < cpuNanos) {
            for (int i = 0; i < 100_000; i++) {
                x = x * 6364136223846793005L + 1442695040888963407L;
            }
        }
        sink = x;
    }

    /** {@code Thread.ofVirtual().factory()} by reflection (the module is built for JDK 17), or null before 21. */
    static ThreadFactory virtualThreads() {
        try {
            Object builder = Thread.class.getMethod("ofVirtual").invoke(null);
            return (ThreadFactory) Class.forName("java.lang.Thread$Builder").getMethod("factory").invoke(builder);
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }
}
