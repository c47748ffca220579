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

package waitkit.scenario;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import waitkit.Verdict;

/**
 * What an attach scenario must not leave behind: its target JVM, the target's
 * vm.paused.&lt;pid&gt; and target.ready.&lt;pid&gt; files, its attach socket
 * /tmp/.java_pid&lt;pid&gt;, and the attach trigger file .attach_pid&lt;pid&gt;. The workload writes the target's pid to
 * {@link #TARGET_PID_FILE} as soon as the target starts, so the driver can
 * clean up after a workload that was killed, and after its own timeout, when
 * jtreg ends the driver's JVM and only a shutdown hook still runs.
 */
public final class AttachLeftovers {

    /** The file, in the working directory, a workload writes its target's pid to first. */
    public static final String TARGET_PID_FILE = "attach-target.pid";

    private AttachLeftovers() {
    }

    /**
     * Records a freshly started target, before anything can go wrong with it.
     *
     * @param target the target JVM
     * @throws java.io.IOException if the pid file cannot be written
     */
    public static void recordTarget(Process target) throws IOException {
        Files.writeString(Path.of(TARGET_PID_FILE), Long.toString(target.pid()));
    }

    /**
     * Ends a target the workload is done with: closes its input, kills it,
     * waits for it, and deletes its files and the pid file.
     *
     * @param target the target JVM
     * @throws IOException if a file cannot be deleted
     * @throws InterruptedException if interrupted while waiting for the target
     */
    public static void removeTarget(Process target) throws IOException, InterruptedException {
        try {
            target.getOutputStream().close();
        } catch (IOException e) {
            // already closed
        }
        target.destroyForcibly();
        target.waitFor();
        for (Path p : filesOf(target.pid())) {
            Files.deleteIfExists(p);
        }
        Files.deleteIfExists(Path.of(TARGET_PID_FILE));
    }

    /**
     * Runs {@code body}, cleaning up after it also when the driver's JVM is
     * ended by a timeout, then fails with CONTRACT if anything was left behind.
     *
     * @param body the scenario run
     * @param <T> what the body returns
     * @return what the body returned
     * @throws Exception what the body throws, or the CONTRACT failure
     */
    public static <T> T runAndCheck(Callable<T> body) throws Exception {
        Thread hook = new Thread(AttachLeftovers::remove, "attach-leftover-cleaner");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            return body.call();
        } finally {
            boolean shuttingDown = false;
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // The JVM is being ended (a jtreg timeout): the hook cleans up.
                shuttingDown = true;
            }
            String left = shuttingDown ? "" : remove();
            if (!left.isEmpty()) {
                Verdict.fail(Verdict.Mechanism.CONTRACT, "the scenario left behind:" + left).orThrow();
            }
        }
    }

    // Kills the last target and deletes its files; says what it found.
    private static String remove() {
        try {
            return removeOrThrow();
        } catch (Exception e) {
            return " (clean-up failed: " + e + ")";
        }
    }

    private static String removeOrThrow() throws Exception {
        Path pidFile = Path.of(TARGET_PID_FILE);
        if (!Files.exists(pidFile)) {
            return "";
        }
        long pid = Long.parseLong(Files.readString(pidFile).trim());
        Files.delete(pidFile);
        StringBuilder left = new StringBuilder();
        ProcessHandle.of(pid).ifPresent(p -> {
            p.destroyForcibly();
            p.onExit().join();
            left.append(" the target JVM ").append(pid);
        });
        for (Path p : filesOf(pid)) {
            if (Files.deleteIfExists(p)) {
                left.append(" ").append(p.toAbsolutePath());
            }
        }
        return left.toString();
    }

    // The files a target may leave: the handshake's pause and ready files, its
    // attach socket, and the attach trigger file in the working directory.
    private static List<Path> filesOf(long pid) {
        return List.of(Path.of("vm.paused." + pid), Path.of("target.ready." + pid), Path.of("/tmp/.java_pid" + pid),
                Path.of(".attach_pid" + pid));
    }
}
