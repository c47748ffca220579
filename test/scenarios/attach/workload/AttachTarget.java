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

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The target JVM of AttachHandshake: started with -XX:+PauseAtStartup, it
 * pauses before main until its vm.paused.&lt;pid&gt; file is deleted. Then it does
 * its start-up work, {@value #WORK_CPU_MILLIS} ms of CPU, and writes
 * target.ready.&lt;pid&gt; holding the share of the CPU that work got (CPU time
 * over wall time), prints {@link #READY} and waits for its standard input to
 * close.
 */
public class AttachTarget {

    /** What the target prints once it is ready. */
    public static final String READY = "*ready*";

    /** The CPU time the target's start-up work takes. */
    public static final long WORK_CPU_MILLIS = 100;

    public static void main(String[] args) throws Exception {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpu0 = threads.getCurrentThreadCpuTime();
        long wall0 = System.nanoTime();
        long sink = 0;
        while (threads.getCurrentThreadCpuTime() - cpu0 < WORK_CPU_MILLIS * 1_000_000L) {
            for (int i = 0; i < 10_000; i++) {
                sink = sink * 31 + i;
            }
        }
        double share = (double) (threads.getCurrentThreadCpuTime() - cpu0) / (System.nanoTime() - wall0);
        Path ready = Path.of("target.ready." + ProcessHandle.current().pid());
        Path tmp = Path.of(ready + ".tmp");
        Files.writeString(tmp, share + " " + (sink == 42 ? "" : ""));
        Files.move(tmp, ready);
        System.out.println(READY);
        System.out.flush();
        // Returns when the driver closes our stdin, or dies.
        while (System.in.read() >= 0) {
            // keep reading until EOF
        }
    }
}
