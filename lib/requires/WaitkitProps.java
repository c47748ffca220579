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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

import waitkit.JtregProperties;
import waitkit.Platform;
import waitkit.cgroup.CpuQuotaGroup;
import waitkit.cgroup.LeftoverGroups;

/**
 * Facts about the JDK under test and the machine that tests name in
 * {@code @requires} (jtreg's {@code requires.extraPropDefns}). jtreg runs this once
 * per test run in the JDK under test, with the run's VM options, and with
 * {@link Platform} on its class path ({@code requires.extraPropDefns.libs}).
 * Facts of the JDK's version are jtreg's own {@code jdk.version.major}.
 *
 * <ul>
 * <li>{@code waitkit.timerslack.readable}: the calling thread's timer slack can be read</li>
 * <li>{@code waitkit.timerslack.writable}: a thread may set its own timer slack</li>
 * <li>{@code waitkit.taskset}: the {@code taskset} command works on a CPU this process may use, so child JVMs
 *     can get a CPU budget</li>
 * <li>{@code waitkit.schedstat}: {@code /proc/thread-self/schedstat} gives run-queue time</li>
 * <li>{@code waitkit.cpus}: the number of CPUs this process may run on</li>
 * <li>{@code waitkit.cgroup.quota}: this process may create a cgroup with a CPU quota under its own cgroup of
 *     the cpu controller (root, and a writable cgroup v1 cpu hierarchy or a cgroup v2 group with the cpu
 *     controller enabled for its children): {@code CpuQuotaGroup.unavailableReason()} says why not</li>
 * <li>{@code waitkit.vm.TimerSlack}: the VM has the experimental {@code -XX:TimerSlack} flag</li>
 * <li>{@code vm.flagless}: the run gives the tests no VM flag that changes what they measure, as OpenJDK's
 *     {@code test/jtreg-ext/requires/VMProps.java} defines it: a test that sets flags of its own to choose
 *     a compiler or a CPU count requires it</li>
 * </ul>
 *
 * <p>A fact that cannot be computed is jtreg's {@code __ERROR__} value with the
 * reason, so that a test which names it fails with that reason instead of being
 * skipped.
 */
public final class WaitkitProps implements Callable<Map<String, String>> {

    // jtreg's value for a property that could not be computed.
    private static final String ERROR = "__ERROR__";

    // Flags that VMProps lets through: the heap size and the default mode, which
    // a harness may add to every run, and core dumps on a crash.
    private static final Set<String> HARMLESS_XX = Set.of("MaxRAMPercentage", "CreateCoredumpOnCrash");
    private static final Set<String> HARMLESS_X = Set.of("mixed", "mx");

    /** Creates the property source; jtreg calls this. */
    public WaitkitProps() {
    }

    /**
     * Prints the properties, one {@code name=value} a line, as jtreg sees them
     * on this machine and JDK (as OpenJDK's {@code VMProps} does).
     *
     * @param args none
     */
    public static void main(String[] args) {
        new WaitkitProps().call().forEach((name, value) -> System.out.println(name + "=" + value));
    }

    /**
     * Computes the properties.
     *
     * @return property name to value, every value "true"/"false", a number, or
     *         {@code __ERROR__} followed by why it could not be computed
     */
    @Override
    public Map<String, String> call() {
        removeLeftoverGroups();
        Map<String, String> props = new LinkedHashMap<>();
        put(props, "waitkit.timerslack.readable", () -> Platform.timerSlackNanos().isPresent());
        put(props, "waitkit.timerslack.writable", WaitkitProps::slackWritable);
        put(props, "waitkit.taskset", WaitkitProps::tasksetWorks);
        put(props, "waitkit.schedstat", () -> Files.isReadable(Path.of("/proc/thread-self/schedstat")));
        put(props, "waitkit.cpus", WaitkitProps::cpus);
        put(props, "waitkit.vm.TimerSlack", WaitkitProps::vmHasTimerSlack);
        put(props, "waitkit.cgroup.quota", () -> CpuQuotaGroup.unavailableReason().isEmpty());
        put(props, "vm.flagless", WaitkitProps::flagless);
        return props;
    }

    // The one change this class makes, before it asks anything: the cgroups
    // that killed runs left are removed at the start of every run.
    private static void removeLeftoverGroups() {
        try {
            LeftoverGroups.removeAll();
        } catch (IOException | RuntimeException e) {
            System.err.println("waitkit: could not remove the cgroups left by JVMs that are gone: " + e);
        }
    }

    private static void put(Map<String, String> props, String name, Supplier<Object> value) {
        String v;
        try {
            v = String.valueOf(value.get());
        } catch (RuntimeException e) {
            v = ERROR + " " + e;
        }
        props.put(name, v);
    }

    // Writes the thread's own slack back, which changes nothing where it works.
    private static boolean slackWritable() {
        OptionalLong slack = Platform.timerSlackNanos();
        return slack.isPresent() && Platform.setTimerSlackNanos(slack.getAsLong());
    }

    // Pins a command to the first CPU of this process's affinity mask: CPU 0
    // may not be in it (a container or a taskset'ed jtreg), and taskset refuses
    // a CPU outside it even where taskset itself works.
    private static boolean tasksetWorks() {
        BitSet cpus = Platform.cpusAllowed();
        return !cpus.isEmpty() && runs("taskset", "-c", Integer.toString(cpus.nextSetBit(0)), "true");
    }

    // Where the affinity mask cannot be read, the JVM's own count.
    private static int cpus() {
        BitSet cpus = Platform.cpusAllowed();
        return cpus.isEmpty() ? Platform.availableProcessors() : cpus.cardinality();
    }

    // Experimental flags are not visible through HotSpotDiagnosticMXBean: ask a VM.
    private static boolean vmHasTimerSlack() {
        return runs(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:+UnlockExperimentalVMOptions", "-XX:TimerSlack=-1", "-version");
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

    // VMProps' rule: no -XX flag but HARMLESS_XX (by name, whatever its value)
    // and no -X flag but HARMLESS_X (by name, without a ":value" or a size such
    // as the 512m of -Xmx512m), in the VM options jtreg passes to the tests and
    // to this class as test.vm.opts and test.java.opts. TEST_VM_FLAGLESS=true or
    // false in the environment overrides the rule, as it does for VMProps.
    private static boolean flagless() {
        String forced = System.getenv("TEST_VM_FLAGLESS");
        if (forced != null) {
            return "true".equalsIgnoreCase(forced);
        }
        for (String option : JtregProperties.vmOptions()) {
            if (option.startsWith("-XX:")) {
                String name = option.substring(4).replaceFirst("^[+-]", "").replaceFirst("=.*", "");
                if (!HARMLESS_XX.contains(name)) {
                    return false;
                }
            } else if (option.startsWith("-X")) {
                String name = option.substring(2).replaceFirst(":.*", "").replaceAll("\\d+[mMgGkK]", "");
                if (!HARMLESS_X.contains(name)) {
                    return false;
                }
            }
        }
        return true;
    }
}
