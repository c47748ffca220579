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

import waitkit.Evidence;

/**
 * Compares a scenario's outcome with what its {@code @run} line expects,
 * writes it as evidence, and fails the test when they differ: a negative
 * control must PASS; a positive control must be detected by the mechanism its
 * {@code @run} line names, and one that passes makes the scenario fail as
 * INSENSITIVE.
 */
public final class ScenarioJudge {

    private ScenarioJudge() {
    }

    /**
     * Judges an outcome.
     *
     * <p>The evidence keeps the child JVM's time from start to exit
     * ({@code child_elapsed_ns}) apart from the workload's own fields, among
     * them the time its work took ({@code elapsed_ns}).
     *
     * @param outcome  the outcome
     * @param expected what the {@code @run} line expects
     * @throws RuntimeException with a message naming the mechanism: ERROR when
     *         nothing could be judged; the workload's own mechanism when a PASS
     *         was expected or a positive control failed by another mechanism
     *         than the one it names; INSENSITIVE when a positive control passed
     */
    public static void judge(ScenarioDriver.Outcome outcome, Expectation expected) {
        Evidence e = Evidence.of("scenario").put("expected", expected.toString())
                .put("child_elapsed_ns", outcome.child().elapsedNanos());
        outcome.fields().forEach(e::put);
        e.write();
        String who = outcome.scenario() + " with " + outcome.waitName();
        expected.judge(who, outcome.verdict()).orThrow();
    }
}
