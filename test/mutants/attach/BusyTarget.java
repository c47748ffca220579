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

/**
 * A target JVM that keeps N threads busy, so that on a small CPU budget its
 * attach listener is slow to start when someone attaches: prints
 * {@link #READY} once its threads run, then waits for its standard input to
 * close.
 */
public class BusyTarget {

    /** What the target prints once its busy threads run. */
    public static final String READY = "*busy*";

    private static volatile long sink;

    public static void main(String[] args) throws Exception {
        int n = Integer.parseInt(args[0]);
        for (int i = 0; i < n; i++) {
            Thread t = new Thread(() -> {
                long x = 0;
                while (true) {
                    x = x * 31 + 7;
                    if (x == 42) {
                        sink = x;
                    }
                }
            }, "busy-" + i);
            t.setDaemon(true);
            t.start();
        }
        System.out.println(READY);
        System.out.flush();
        while (System.in.read() >= 0) {
            // keep reading until EOF
        }
    }
}
