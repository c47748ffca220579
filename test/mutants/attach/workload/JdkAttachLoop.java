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

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.sun.tools.attach.AttachNotSupportedException;
import com.sun.tools.attach.VirtualMachine;

import waitkit.Units;
import waitkit.Verdict;
import waitkit.WaitMethod;
import waitkit.judge.GiveUpVerdict;
import waitkit.jvm.ParentWatchdog;
import waitkit.jvm.PatchOptions;
import waitkit.scenario.AttachLeftovers;
import waitkit.scenario.RecordCodec;
import waitkit.scenario.ScenarioReport;

/**
 * Attaches to a target that is slow to answer, through the JDK's own attach
 * wait loop (sun.tools.attach.VirtualMachineImpl on Linux), which sends the
 * target SIGQUIT and then sleeps 100, 200, 300 ... ms, counting
 * {@code time_spent += delay}, until the target's socket file appears or the
 * count passes the attach timeout (10 s by default). Run in a child JVM by
 * AttachWaitMutants, with or without a mutant of VirtualMachineImpl patched
 * in, on one CPU; the target runs on another CPU ({@link Args}), where 48
 * busy threads make starting its attach listener take a while (see
 * doc/validation.md), and the attacher's CPU has nothing else to
 * run, as on a machine with spare cores.
 * Verdicts: BUDGET_COLLAPSE when attach failed after
 * less time than the loop claims it waited; STARVATION when it failed after
 * really waiting that long; PASS when it attached (see {@link GiveUpVerdict#of}).
 */
public class JdkAttachLoop {

    private static final Pattern CLAIM = Pattern.compile("within (\\d+)ms");

    /**
     * The figures of an attach that worked.
     *
     * @param attachNs how long the attach took
     */
    record Attached(long attachNs) {
    }

    /**
     * The figures of an attach that gave up.
     *
     * @param attachNs  how long it tried
     * @param claimedNs how long its message says it waited, -1 if it names no time
     */
    record GaveUp(long attachNs, long claimedNs) {
    }

    /**
     * The workload's arguments, {@code name=value} ({@link RecordCodec}); each
     * one left out takes its value in {@link #DEFAULTS}.
     *
     * @param targetCpu the CPU the busy target runs on
     */
    record Args(int targetCpu) {

        /** The target on CPU 1. */
        static final Args DEFAULTS = new Args(1);
    }

    public static void main(String[] commandLine) throws Exception {
        WaitMethod wait = WaitMethod.fromSystemProperty("sleep");
        String patch = PatchOptions.label();
        String targetCpu = Integer.toString(RecordCodec.fromArgs(Args.class, commandLine, Args.DEFAULTS).targetCpu());
        String scenario = "JdkAttachLoop(VirtualMachineImpl patch: " + patch + ", target on CPU " + targetCpu + ")";
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // The target watches this JVM (ParentWatchdog), so it ends if this JVM is killed.
        Process target = new ProcessBuilder("taskset", "-c", targetCpu, java, "-cp",
                System.getProperty("java.class.path"), ParentWatchdog.class.getName(),
                Long.toString(ProcessHandle.current().pid()), "BusyTarget", "48").redirectErrorStream(true).start();
        AttachLeftovers.recordTarget(target);
        Record figures;
        Verdict verdict;
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(target.getInputStream(),
                    StandardCharsets.UTF_8));
            String line;
            while ((line = out.readLine()) != null && !line.equals(BusyTarget.READY)) {
                System.out.println("target: " + line);
            }
            if (line == null) {
                throw new RuntimeException("the target exited before it was ready");
            }
            long t0 = System.nanoTime();
            try {
                VirtualMachine vm = VirtualMachine.attach(Long.toString(target.pid()));
                long took = System.nanoTime() - t0;
                // Attached: the busy threads have done their part, and the
                // reply to the request that proves the attach works need not
                // wait for a 49th share of a CPU.
                target.getOutputStream().write(BusyTarget.QUIET);
                target.getOutputStream().flush();
                int properties = vm.getSystemProperties().size();
                vm.detach();
                figures = new Attached(took);
                verdict = Verdict.pass("attached in " + Units.nanos(took) + " to a busy target, then, its threads "
                        + "stopped, read " + properties + " system properties");
            } catch (AttachNotSupportedException e) {
                long took = System.nanoTime() - t0;
                Matcher m = CLAIM.matcher(String.valueOf(e.getMessage()));
                long claimed = m.find() ? Long.parseLong(m.group(1)) * 1_000_000L : -1;
                figures = new GaveUp(took, claimed);
                String text = "attach failed after " + Units.nanos(took) + " with \"" + e.getMessage() + "\"";
                verdict = GiveUpVerdict.of(took, claimed, text);
            }
        } finally {
            AttachLeftovers.removeTarget(target);
        }
        ScenarioReport.send(scenario, wait, verdict, figures);
    }
}
