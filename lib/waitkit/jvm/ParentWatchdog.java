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


package waitkit.jvm;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;

import waitkit.cgroup.CpuQuotaGroup;

/**
 * The entry point of every child JVM that {@link ChildJvm} starts: a daemon
 * thread ends this JVM, with its descendants, as soon as the parent is gone,
 * so a test JVM killed with SIGKILL (which runs no shutdown hook) leaves no
 * child behind, and no cgroup: neither the groups this JVM created
 * ({@link CpuQuotaGroup#create}), nor the one it runs in
 * ({@link CpuQuotaGroup#leave}); then the real main class runs.
 *
 * <p>The watchdog ends the JVM with SIGKILL to itself, which stops every
 * thread at once, so the JVM has exited within
 * {@link ChildReaper#EXIT_WITHIN}. {@link Runtime#halt} would first wait for
 * the threads in native code to block: at least 300 ms when one is blocked in
 * a system call (the process reaper, a reader of a child's output), and up to
 * 10 s while a compiler thread compiles (HotSpot's {@code VM_Exit}). Where no
 * {@code kill} command can be run, it halts.
 *
 * <p>The main class's {@code main} is the child's whole life: when it returns,
 * the JVM exits with status 0, whatever threads it left running (a waiter
 * still spinning is what a scenario's verdict can be about); when it throws,
 * the exception is printed as the JVM prints one nothing catches
 * ({@code Exception in thread "main"}) and the JVM exits with status 1.
 * Shutdown hooks run in both cases.
 */
public final class ParentWatchdog {

    /**
     * How often the watchdog looks whether the parent is alive, and so the
     * longest a child JVM runs on after its parent is gone before it starts
     * to end itself. Each look reads one file under /proc, so looking ten
     * times a second costs nothing a test measures, and a tenth of a second
     * is short against every timeout of the kit.
     */
    public static final Duration POLL_INTERVAL = Duration.ofMillis(100);

    private ParentWatchdog() {
    }

    /**
     * Starts the watchdog, runs the real main class, then exits.
     *
     * @param args the parent's pid, the main class, and its arguments
     * @throws ReflectiveOperationException if the main class or its
     *         {@code main} cannot be found
     */
    public static void main(String[] args) throws ReflectiveOperationException {
        if (args.length < 2) {
            throw new IllegalArgumentException("usage: ParentWatchdog <parent-pid> <main-class> [args...]");
        }
        ProcessHandle parent = ProcessHandle.of(Long.parseLong(args[0])).orElse(null);
        Thread watchdog = new Thread(() -> {
            while (parent != null && parent.isAlive()) {
                try {
                    Thread.sleep(POLL_INTERVAL.toMillis());
                } catch (InterruptedException e) {
                    return;
                }
            }
            System.err.println("waitkit: parent JVM " + args[0] + " is gone; ending this child JVM");
            // No shutdown hook runs: whatever this JVM started must go first,
            // then the groups it created, which wait for those processes to
            // exit, then the group it runs in.
            try {
                ProcessHandle.current().descendants().forEach(ProcessHandle::destroyForcibly);
                CpuQuotaGroup.closeAll();
                String group = System.getProperty(CpuQuotaGroup.PROPERTY);
                if (group != null) {
                    CpuQuotaGroup.leave(Path.of(group));
                }
            } catch (RuntimeException | Error e) {
                // The JVM ends all the same: a child left running is the worse leak.
                System.err.println("waitkit: cleaning up before the end of this JVM failed: " + e);
            }
            killThisJvm();
        }, "waitkit-parent-watchdog");
        watchdog.setDaemon(true);
        watchdog.start();
        Method main = Class.forName(args[1]).getMethod("main", String[].class);
        try {
            main.invoke(null, (Object) Arrays.copyOfRange(args, 2, args.length));
        } catch (InvocationTargetException e) {
            Thread self = Thread.currentThread();
            self.getUncaughtExceptionHandler().uncaughtException(self, e.getCause());
            System.exit(1);
        }
        System.exit(0);
    }

    // SIGKILL to this JVM, which returns only where kill cannot be run or
    // fails; then halt.
    private static void killThisJvm() {
        String pid = Long.toString(ProcessHandle.current().pid());
        try {
            Process kill = new ProcessBuilder("kill", "-KILL", pid).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            System.err.println("waitkit: kill -KILL " + pid + ": expected this JVM to end, actual: kill exited with "
                    + kill.waitFor() + "; halting");
        } catch (IOException | InterruptedException | RuntimeException e) {
            System.err.println("waitkit: kill -KILL " + pid + " could not be run (" + e + "); halting");
        }
        Runtime.getRuntime().halt(3);
    }
}
