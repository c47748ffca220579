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

package requires;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

/**
 * Facts about the JDK under test and the machine that tests name in
 * {@code @requires} (jtreg's {@code requires.extraPropDefns}). jtreg runs this once
 * per test run in the JDK under test, with the run's VM options.
 *
 * <ul>
 * <li>{@code waitkit.timerslack.readable}: {@code /proc/thread-self/timerslack_ns} can be read</li>
 * <li>{@code waitkit.timerslack.writable}: a thread may set its own timer slack there</li>
 * <li>{@code waitkit.taskset}: the {@code taskset} command works on a CPU this process may use, so child JVMs
 *     can get a CPU budget</li>
 * <li>{@code waitkit.schedstat}: {@code /proc/thread-self/schedstat} gives run-queue time</li>
 * <li>{@code waitkit.cpus}: the number of CPUs this process may run on</li>
 * <li>{@code waitkit.vm.TimerSlack}: the VM has the experimental {@code -XX:TimerSlack} flag</li>
 * <li>{@code waitkit.sleepDuration}: {@code Thread.sleep(Duration)} exists (JDK 19+)</li>
 * <li>{@code waitkit.virtualThreads}: virtual threads are final, not preview (JDK 21+)</li>
 * </ul>
 */
public final class WaitkitProps implements Callable<Map<String, String>> {

    /** Creates the property source; jtreg calls this. */
    public WaitkitProps() {
    }

    /**
     * Computes the properties.
     *
     * @return property name to value, every value "true"/"false" or a number
     */
    @Override
    public Map<String, String> call() {
        Map<String, String> props = new LinkedHashMap<>();
        props.put("waitkit.timerslack.readable", Boolean.toString(slackFile() != null && Files.isReadable(slackFile())));
        props.put("waitkit.timerslack.writable", Boolean.toString(slackWritable()));
        props.put("waitkit.taskset", Boolean.toString(tasksetWorks()));
        props.put("waitkit.schedstat", Boolean.toString(Files.isReadable(Path.of("/proc/thread-self/schedstat"))));
        props.put("waitkit.cpus", Integer.toString(cpusAllowed()));
        props.put("waitkit.vm.TimerSlack", Boolean.toString(vmHasTimerSlack()));
        props.put("waitkit.sleepDuration", Boolean.toString(Runtime.version().feature() >= 19));
        props.put("waitkit.virtualThreads", Boolean.toString(Runtime.version().feature() >= 21));
        return props;
    }

    // The kernel has timerslack_ns only at /proc/<pid>/, but <pid> may be any thread id.
    private static Path slackFile() {
        try {
            String tid = Files.readSymbolicLink(Path.of("/proc/thread-self")).getFileName().toString();
            return Path.of("/proc", tid, "timerslack_ns");
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static boolean slackWritable() {
        try {
            Path slack = slackFile();
            String now = Files.readString(slack, StandardCharsets.US_ASCII).trim();
            Files.writeString(slack, now, StandardCharsets.US_ASCII);
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    // Pins a command to the first CPU of this process's affinity mask: CPU 0
    // may not be in it (a container or a taskset'ed jtreg), and taskset refuses
    // a CPU outside it even where taskset itself works.
    private static boolean tasksetWorks() {
        BitSet cpus = allowedCpus();
        return !cpus.isEmpty() && runs("taskset", "-c", Integer.toString(cpus.nextSetBit(0)), "true");
    }

    private static boolean runs(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            p.getInputStream().transferTo(java.io.OutputStream.nullOutputStream());
            if (!p.waitFor(10, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return false;
            }
            return p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    private static int cpusAllowed() {
        BitSet cpus = allowedCpus();
        return cpus.isEmpty() ? Runtime.getRuntime().availableProcessors() : cpus.cardinality();
    }

    // The CPUs this process may run on (Cpus_allowed_list in /proc/self/status,
    // e.g. "0-3,8"); empty if that cannot be read.
    private static BitSet allowedCpus() {
        BitSet cpus = new BitSet();
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Cpus_allowed_list:")) {
                    for (String part : line.substring(line.indexOf(':') + 1).trim().split(",")) {
                        String[] r = part.trim().split("-");
                        int from = Integer.parseInt(r[0]);
                        cpus.set(from, (r.length == 2 ? Integer.parseInt(r[1]) : from) + 1);
                    }
                    return cpus;
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, /proc not mounted, or a list this parser does not know
        }
        return new BitSet();
    }

    // Experimental flags are not visible through HotSpotDiagnosticMXBean: ask a VM.
    private static boolean vmHasTimerSlack() {
        return runs(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:+UnlockExperimentalVMOptions", "-XX:TimerSlack=-1", "-version");
    }
}
