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


package waitkit;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The entry point of every child JVM that {@link ChildJvm} starts: a daemon
 * thread halts this JVM, with its descendants, as soon as the parent is gone,
 * so a test JVM killed with SIGKILL (which runs no shutdown hook) leaves no
 * child behind, and no cgroup ({@link CpuQuotaGroup#leave}); then the real
 * main class runs.
 */
public final class ParentWatchdog {

    private ParentWatchdog() {
    }

    /**
     * Starts the watchdog, then runs the real main class.
     *
     * @param args the parent's pid, the main class, and its arguments
     * @throws Throwable whatever the main class throws
     */
    public static void main(String[] args) throws Throwable {
        if (args.length < 2) {
            throw new IllegalArgumentException("usage: ParentWatchdog <parent-pid> <main-class> [args...]");
        }
        ProcessHandle parent = ProcessHandle.of(Long.parseLong(args[0])).orElse(null);
        Thread watchdog = new Thread(() -> {
            while (parent != null && parent.isAlive()) {
                try {
                    Thread.sleep(100);
                } catch (InterruptedException e) {
                    return;
                }
            }
            System.err.println("waitkit: parent JVM " + args[0] + " is gone; halting this child JVM");
            // halt() runs no shutdown hooks: whatever this JVM started must go first.
            ProcessHandle.current().descendants().forEach(ProcessHandle::destroyForcibly);
            String group = System.getProperty(CpuQuotaGroup.PROPERTY);
            if (group != null) {
                CpuQuotaGroup.leave(Path.of(group));
            }
            Runtime.getRuntime().halt(3);
        }, "waitkit-parent-watchdog");
        watchdog.setDaemon(true);
        watchdog.start();
        Method main = Class.forName(args[1]).getMethod("main", String[].class);
        try {
            main.invoke(null, (Object) Arrays.copyOfRange(args, 2, args.length));
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
