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

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.LockSupport;

/**
 * A target JVM that keeps N threads busy, so that on a small CPU budget its
 * attach listener is slow to start when someone attaches. The threads are
 * started parked, then all made runnable at once, so that starting them does
 * not itself compete with the ones already spinning; the target prints
 * {@link #READY} once every one of them is runnable. The first byte on its
 * standard input stops them ({@link #QUIET}), so that once an attach has
 * succeeded, what follows it is not slowed down; the target then waits for
 * its standard input to close.
 */
public class BusyTarget {

    /** What the target prints once its busy threads are runnable. */
    public static final String READY = "*busy*";

    /** What the attacher writes to stop the busy threads. */
    public static final int QUIET = 'q';

    private static volatile long sink;
    private static volatile boolean released;
    private static volatile boolean busy = true;

    public static void main(String[] args) throws Exception {
        int n = Integer.parseInt(args[0]);
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Thread t = new Thread(() -> {
                while (!released) {
                    LockSupport.park();
                }
                long x = 0;
                while (busy) {
                    x = x * 31 + 7;
                    if (x == 42) {
                        sink = x;
                    }
                }
            }, "busy-" + i);
            t.setDaemon(true);
            t.start();
            threads.add(t);
        }
        // Each unpark makes its thread runnable at once, where a latch would
        // wake one thread after another, each once its waker had the CPU.
        released = true;
        threads.forEach(LockSupport::unpark);
        System.out.println(READY);
        System.out.flush();
        int b;
        while ((b = System.in.read()) >= 0) {
            if (b == QUIET) {
                busy = false;
            }
        }
    }
}
