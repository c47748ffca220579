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


import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A child process of a tool, tied to the tool's JVM: when the JVM ends
 * before the child, stopped or killed by a signal it can handle, the child
 * and every process it started are asked to end, and killed if they have
 * not after a grace period.
 */
final class ChildProcess {

    /** How long the child has to end once asked. */
    private static final long GRACE_SECONDS = 10;

    private final Process process;
    private final Thread stop;

    private ChildProcess(Process process) {
        this.process = process;
        this.stop = new Thread(this::end);
        Runtime.getRuntime().addShutdownHook(stop);
    }

    /**
     * Starts a child.
     *
     * @param pb what to start
     * @return the child, tied to this JVM until {@link #waitFor} returns
     * @throws IOException if it cannot be started
     */
    static ChildProcess start(ProcessBuilder pb) throws IOException {
        return new ChildProcess(pb.start());
    }

    // Asks the child and its descendants to end (SIGTERM, so that their own
    // clean-up runs), and kills what is left after a grace period.
    private void end() {
        List<ProcessHandle> all = new ArrayList<>(process.descendants().toList());
        all.add(process.toHandle());
        all.forEach(ProcessHandle::destroy);
        try {
            process.waitFor(GRACE_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        all.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
    }

    /** Returns the process, for its output. */
    Process process() {
        return process;
    }

    /**
     * Copies the child's output, as it comes, to this JVM's output and to
     * the end of each file, as tee -a does, then waits for it to end.
     *
     * @param files the files the output is appended to
     * @return its exit status
     * @throws IOException          if the output cannot be read or a file written
     * @throws InterruptedException if interrupted while waiting
     */
    int waitForTeed(Path... files) throws IOException, InterruptedException {
        List<OutputStream> outs = new ArrayList<>();
        try (InputStream in = process.getInputStream()) {
            for (Path file : files) {
                outs.add(Files.newOutputStream(file, StandardOpenOption.CREATE, StandardOpenOption.APPEND));
            }
            byte[] buffer = new byte[8192];
            for (int n; (n = in.read(buffer)) > 0; ) {
                System.out.write(buffer, 0, n);
                System.out.flush();
                for (OutputStream out : outs) {
                    out.write(buffer, 0, n);
                }
            }
        } finally {
            for (OutputStream out : outs) {
                out.close();
            }
        }
        return waitFor();
    }

    /**
     * Waits for the child to end.
     *
     * @return its exit status
     * @throws InterruptedException if interrupted while waiting
     */
    int waitFor() throws InterruptedException {
        int status = process.waitFor();
        Runtime.getRuntime().removeShutdownHook(stop);
        return status;
    }
}
