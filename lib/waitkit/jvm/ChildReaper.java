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
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import waitkit.cgroup.CpuQuotaGroup;

/**
 * Kills the child JVMs a test started, with their descendants: when one
 * outlives its timeout, and, through a shutdown hook, every one still alive
 * when the test JVM exits (jtreg's timeout handling ends the test JVM that
 * way). A test JVM killed outright runs no hook; {@link ParentWatchdog} covers
 * that case from the child's side.
 */
public final class ChildReaper {

    /**
     * The time within which a child killed with SIGKILL, here or by its own
     * {@link ParentWatchdog}, has exited, and so have the descendants killed
     * with it: {@link CpuQuotaGroup#EXIT_WITHIN}, since a child may run in a
     * group throttled by its CPU quota ({@link ChildJvm#inGroup}).
     */
    public static final Duration EXIT_WITHIN = CpuQuotaGroup.EXIT_WITHIN;

    private static final Set<Process> LIVE = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            for (Process p : LIVE) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
            }
        }, "waitkit-child-reaper"));
    }

    private ChildReaper() {
    }

    /**
     * Registers a child to be killed if it is still alive when this JVM exits.
     *
     * @param child the child process
     * @return the same process
     */
    public static Process track(Process child) {
        LIVE.add(child);
        return child;
    }

    /**
     * Forgets a child that has exited or been killed.
     *
     * @param child the child process
     */
    public static void untrack(Process child) {
        LIVE.remove(child);
    }

    /**
     * Tells whether a process has not exited. {@link ProcessHandle#isAlive}
     * is true for a zombie, a process that has exited and that its parent has
     * not reaped yet: it holds no CPU, no memory and no place in a cgroup, and
     * the parent of an orphan is an init process, which may take seconds to
     * reap it.
     *
     * @param p the process
     * @return whether it is alive and not a zombie
     */
    public static boolean running(ProcessHandle p) {
        if (!p.isAlive()) {
            return false;
        }
        try {
            // pid (comm) state ...: comm may contain spaces and parentheses.
            String stat = Files.readString(Path.of("/proc", Long.toString(p.pid()), "stat"));
            return stat.charAt(stat.lastIndexOf(')') + 2) != 'Z';
        } catch (NoSuchFileException e) {
            return false;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Kills a child and its descendants and waits for it to exit.
     *
     * @param child the child process
     * @throws InterruptedException if interrupted while waiting
     */
    public static void kill(Process child) throws InterruptedException {
        child.descendants().forEach(ProcessHandle::destroyForcibly);
        child.destroyForcibly();
        child.waitFor();
    }
}
