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

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.concurrent.TimeUnit;

import waitkit.JtregProperties;
import waitkit.Platform;
import waitkit.Units;
import waitkit.cgroup.CpuQuotaGroup;

/**
 * Runs a class in a child JVM of the JDK under test with a CPU budget, and
 * always reaps it.
 *
 * <p>The CPU budget is two things at once, because either alone misleads: the
 * child is pinned to {@code k} CPUs with {@code taskset -c} (what the kernel lets
 * it use) and started with {@code -XX:ActiveProcessorCount=k} (what the JVM sizes
 * its GC and compiler thread pools for).
 *
 * <p>The child is always reaped: {@link ChildReaper} kills it when it outlives
 * its timeout or the test JVM exits, and {@link ParentWatchdog}, the child's
 * entry point, ends it when the test JVM is killed outright. The options of
 * make's {@code PATCH=} and of a mutant are merged by {@link PatchOptions}.
 */
public final class ChildJvm {

    /**
     * What a child JVM did.
     *
     * @param command      the command line that started it
     * @param exitCode     its exit code (after a kill, what the kill produced)
     * @param timedOut     whether it was killed for outliving its timeout
     * @param elapsedNanos time from start to exit
     * @param stdout       its standard output
     * @param stderr       its standard error
     */
    public record Result(List<String> command, int exitCode, boolean timedOut, long elapsedNanos,
                         String stdout, String stderr) {

        /**
         * Describes the run for a failure message.
         *
         * @return exit code, time, and both streams
         */
        @Override
        public String toString() {
            return "child JVM " + (timedOut ? "killed after timeout" : "exited with " + exitCode)
                    + " after " + Units.nanos(elapsedNanos) + "\ncommand: " + String.join(" ", command)
                    + "\n--- stdout ---\n" + stdout + "--- stderr ---\n" + stderr;
        }
    }

    private final String mainClass;
    private final List<String> args;
    private final List<String> vmOptions = new ArrayList<>();
    private int cpus;
    private CpuQuotaGroup group;
    /** The time after which a child is killed unless {@link #timeout} says otherwise. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(60);

    /**
     * How long a stream of a child that has exited may stay open before its
     * text is taken as it is. The stream's writers are the child and the
     * processes that inherited the stream from it. A child that exited on its
     * own closed its end; one killed by {@link ChildReaper#kill} was killed
     * with its descendants, and they have exited within
     * {@link ChildReaper#EXIT_WITHIN}. What is left in the pipe then, at most
     * its capacity of 64 KiB, takes the drain thread microseconds to read. A
     * stream still open after that is held by a process that outlives the
     * child (one that escaped the kill, or that a child left running), and its
     * text is marked as cut off.
     */
    private static final Duration STREAM_CLOSED_WITHIN = ChildReaper.EXIT_WITHIN;

    private Duration timeout = DEFAULT_TIMEOUT;
    private String classPath = JtregProperties.testClassPath();

    private ChildJvm(String mainClass, List<String> args) {
        this.mainClass = mainClass;
        this.args = args;
    }

    /**
     * Prepares a child JVM that runs {@code mainClass.main(args)}.
     *
     * @param mainClass the class to run, found on the child's class path
     * @param args      its arguments
     * @return the launcher, to be configured and {@linkplain #run() run}
     */
    public static ChildJvm of(String mainClass, String... args) {
        return new ChildJvm(mainClass, List.of(args));
    }

    /**
     * Gives the child a CPU budget of {@code k} CPUs: the first {@code k} of the
     * CPUs this process may use, through {@code taskset} and
     * {@code -XX:ActiveProcessorCount}.
     *
     * @param k the number of CPUs, at least 1; 0 means no budget
     * @return this launcher
     */
    public ChildJvm cpus(int k) {
        if (k < 0) {
            throw new IllegalArgumentException("negative CPU budget: " + k);
        }
        this.cpus = k;
        return this;
    }

    /**
     * Starts the child inside a cgroup with a CPU quota, and tells it the
     * group ({@value CpuQuotaGroup#PROPERTY}) so that it removes the group if
     * it outlives this JVM. The group stays this JVM's to close.
     *
     * @param group the group
     * @return this launcher
     */
    public ChildJvm inGroup(CpuQuotaGroup group) {
        this.group = group;
        return this;
    }

    /**
     * Adds VM options, after those jtreg passes to every test JVM.
     *
     * @param options the options
     * @return this launcher
     */
    public ChildJvm vmOptions(String... options) {
        vmOptions.addAll(Arrays.asList(options));
        return this;
    }

    /**
     * Replaces the class path (default: the test's class path).
     *
     * @param path the class path
     * @return this launcher
     */
    public ChildJvm classPath(String path) {
        this.classPath = path;
        return this;
    }

    /**
     * Sets the time after which the child is killed (default 60 s), scaled by
     * jtreg's {@code test.timeout.factor}.
     *
     * @param timeout the timeout
     * @return this launcher
     */
    public ChildJvm timeout(Duration timeout) {
        this.timeout = timeout;
        return this;
    }

    /**
     * Returns the command line {@link #run()} and {@link #start()} execute.
     *
     * @return the command
     * @throws IllegalStateException if the CPU budget exceeds the CPUs allowed
     */
    public List<String> command() {
        List<String> cmd = new ArrayList<>();
        if (cpus > 0) {
            BitSet allowed = Platform.cpusAllowed();
            if (allowed.cardinality() < cpus) {
                throw new IllegalStateException("a budget of " + cpus + " CPUs was asked for, but this process may use only "
                        + allowed.cardinality() + " (" + allowed + ")");
            }
            StringBuilder list = new StringBuilder();
            int cpu = allowed.nextSetBit(0);
            for (int i = 0; i < cpus; i++, cpu = allowed.nextSetBit(cpu + 1)) {
                list.append(i == 0 ? "" : ",").append(cpu);
            }
            cmd.add("taskset");
            cmd.add("-c");
            cmd.add(list.toString());
        }
        cmd.add(JtregProperties.testJdk().resolve(Path.of("bin", "java")).toString());
        List<String> inherited = new ArrayList<>(JtregProperties.vmOptions());
        if (cpus > 0) {
            inherited.add("-XX:ActiveProcessorCount=" + cpus);
        }
        // The child's own options come first, so that its patch of a module
        // (a mutant) wins over a patch inherited from make's PATCH=.
        List<String> own = new ArrayList<>(vmOptions);
        if (group != null) {
            own.add("-D" + CpuQuotaGroup.PROPERTY + "=" + group.dir());
        }
        cmd.addAll(PatchOptions.merge(own, inherited));
        cmd.add("-cp");
        cmd.add(classPath);
        cmd.add(ParentWatchdog.class.getName());
        cmd.add(Long.toString(ProcessHandle.current().pid()));
        cmd.add(mainClass);
        cmd.addAll(args);
        return group == null ? cmd : group.wrap(cmd);
    }

    /**
     * Starts the child, waits for it to exit or time out, and reaps it.
     *
     * @return what it did
     * @throws IOException if it cannot be started
     * @throws InterruptedException if the calling thread is interrupted (the
     *         child is killed first)
     */
    public Result run() throws IOException, InterruptedException {
        List<String> cmd = command();
        long timeoutNanos = JtregProperties.adjustTimeout(timeout).toNanos();
        long start = System.nanoTime();
        Process p = start(cmd);
        try {
            Drain out = new Drain(p.getInputStream());
            Drain err = new Drain(p.getErrorStream());
            boolean exited = p.waitFor(timeoutNanos, TimeUnit.NANOSECONDS);
            if (!exited) {
                ChildReaper.kill(p);
            }
            long elapsed = System.nanoTime() - start;
            long closedBy = System.nanoTime() + STREAM_CLOSED_WITHIN.toNanos();
            return new Result(cmd, p.exitValue(), !exited, elapsed, out.text(closedBy), err.text(closedBy));
        } finally {
            if (p.isAlive()) {
                ChildReaper.kill(p);
            }
            ChildReaper.untrack(p);
        }
    }

    /**
     * Starts the child and returns at once, for a caller that reads the
     * child's output as it comes and decides when the child ends. The child
     * is started as {@link #run()} starts it, {@link ParentWatchdog} and
     * all, and is {@linkplain ChildReaper#track tracked}, so that it is
     * killed if it is still alive when this JVM exits; the timeout does not
     * apply. The caller reads both of its streams, or a child that writes
     * much blocks, and ends it with {@link ChildReaper#kill} and
     * {@link ChildReaper#untrack}.
     *
     * @return the child, tracked
     * @throws IOException if it cannot be started
     */
    public Process start() throws IOException {
        return start(command());
    }

    private static Process start(List<String> cmd) throws IOException {
        return ChildReaper.track(new ProcessBuilder(cmd).start());
    }

    private static final class Drain extends Thread {
        private final InputStream in;
        private final ByteArrayOutputStream buffer = new ByteArrayOutputStream();

        Drain(InputStream in) {
            super("waitkit-child-drain");
            this.in = in;
            setDaemon(true);
            start();
        }

        @Override
        public void run() {
            byte[] chunk = new byte[8192];
            try {
                for (int n; (n = in.read(chunk)) > 0; ) {
                    synchronized (buffer) {
                        buffer.write(chunk, 0, n);
                    }
                }
            } catch (IOException e) {
                // the stream closed when the child was killed
            }
        }

        // The text once the stream is closed, or as it is at closedBy (System.nanoTime()).
        String text(long closedBy) throws InterruptedException {
            long millis = TimeUnit.NANOSECONDS.toMillis(closedBy - System.nanoTime());
            if (millis > 0) {
                join(millis);
            }
            synchronized (buffer) {
                String text = buffer.toString(StandardCharsets.UTF_8);
                return !isAlive() ? text : text + (text.isEmpty() || text.endsWith("\n") ? "" : "\n")
                        + "waitkit: this stream was still open " + Units.nanos(STREAM_CLOSED_WITHIN.toNanos())
                        + " after the child JVM exited; the text ends here\n";
            }
        }
    }
}
