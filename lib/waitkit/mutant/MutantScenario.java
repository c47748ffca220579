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


package waitkit.mutant;

import java.io.IOException;
import java.util.List;

import waitkit.Evidence;
import waitkit.scenario.Expectation;
import waitkit.scenario.ScenarioDriver;
import waitkit.scenario.ScenarioJudge;
import waitkit.scenario.UserWait;

/**
 * Runs one variant of a registered JDK wait loop ({@link JdkWaitLoop}) through
 * a scenario and judges it for the kill table: the original must PASS, and
 * each mutant ({@link Refactor}) must be caught by the mechanism the registry
 * names for the loop. The {@code @run} line states the expectation as well, so
 * a reader sees it; it must agree with the registry.
 */
public final class MutantScenario {

    /** Starts the scenario's workload with a variant's wait name and VM options. */
    @FunctionalInterface
    public interface Launch {
        /**
         * Runs the workload.
         *
         * @param waitName  the wait the variant puts in the loop, for the report
         * @param vmOptions the options that patch the mutant in (none for the original)
         * @return the workload's outcome
         * @throws Exception if it cannot be run
         */
        ScenarioDriver.Outcome run(String waitName, List<String> vmOptions) throws Exception;
    }

    private MutantScenario() {
    }

    /**
     * The body of a mutant test: {@code @run main Test <variant> <expectation>}.
     * Skipped when a user's wait is given (it cannot be put inside the JDK's
     * code), or when there are no sources of the JDK's own code to build the
     * mutant from ({@link #vmOptions}).
     *
     * @param loop   the wait loop
     * @param args   the {@code @run} line's variant and expectation
     * @param launch starts the workload
     * @throws Exception if the workload cannot be run, or with the verdict's
     *         message when the outcome is not what is expected
     */
    public static void run(JdkWaitLoop loop, String[] args, Launch launch) throws Exception {
        String variant = args[0];
        Expectation expected = Expectation.parse(args[1]);
        UserWait.skipIfGiven("this test mutates the JDK's " + loop.description()
                + ", and a user's wait cannot be put inside it");
        checkAgainstRegistry(loop, variant, expected);
        ScenarioDriver.Outcome outcome = launch.run(waitName(variant), vmOptions(loop, variant));
        ScenarioJudge.judge(outcome.with("loop", loop.description()).with("refactor", variant), expected);
    }

    /**
     * Returns the VM options that run a loop as a variant: none for the
     * original, else a mutant built from the JDK under test's sources. A
     * mutant that cannot be built is written as evidence, so the kill table
     * shows why. Without sources of the JDK's own code ({@code NO_SOURCES},
     * {@code SOURCE_MISMATCH}) the test is reported not run, with the reason:
     * nothing is known of the JDK's loop. A method without a wait in a loop
     * ({@code NOT_APPLICABLE}) fails the test: the JDK's loop changed, and the
     * registry must follow it.
     *
     * @param loop    the wait loop
     * @param variant {@code original}, or a refactor's wait name
     * @return the VM options
     * @throws IOException if building the mutant fails
     * @throws JdkMutant.MutantNotBuiltException if the method has no wait in a loop
     * @throws jtreg.SkippedException if there are no sources of the JDK's own code
     */
    public static List<String> vmOptions(JdkWaitLoop loop, String variant) throws IOException {
        if (variant.equals(Refactor.ORIGINAL)) {
            return List.of();
        }
        try {
            return JdkMutant.patchOptions(loop, Refactor.ofWait(variant));
        } catch (JdkMutant.MutantNotBuiltException e) {
            Evidence.of("scenario").put("loop", loop.description()).put("refactor", variant)
                    .put("verdict", e.label()).put("message", e.getMessage()).write();
            if (e.label().equals("NOT_APPLICABLE")) {
                throw e;
            }
            throw new jtreg.SkippedException(e.getMessage());
        }
    }

    /**
     * Returns the wait method a variant runs with, for the report.
     *
     * @param variant {@code original}, or a refactor's wait name
     * @return {@code sleep} for the original, else the refactor's wait
     */
    public static String waitName(String variant) {
        return variant.equals(Refactor.ORIGINAL) ? "sleep" : Refactor.ofWait(variant).waitName();
    }

    // The original must be expected to PASS, a mutant to be caught by the
    // registry's mechanism for the loop.
    private static void checkAgainstRegistry(JdkWaitLoop loop, String variant, Expectation expected) {
        Expectation required = variant.equals(Refactor.ORIGINAL) ? Expectation.PASS
                : new Expectation(loop.killedBy());
        if (!required.equals(expected)) {
            throw new IllegalArgumentException("the " + variant + " variant of the " + loop.description()
                    + " must be expected " + required + " (" + (expected.isPass() || required.isPass()
                    ? "the original passes, a mutant is caught" : "JdkWaitLoop." + loop.name() + " says so")
                    + "), but the @run line expects " + expected);
        }
    }
}
