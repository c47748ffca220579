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

import java.util.LinkedHashMap;
import java.util.Map;

import waitkit.Evidence;
import waitkit.Verdict;
import waitkit.WaitMethod;

/**
 * The child side of a scenario: the workload's one line of result, which
 * {@link ScenarioDriver} reads in the parent. The line carries the verdict
 * and the numbers behind it, as JSON after {@value #PREFIX}.
 */
public final class ScenarioReport {

    /** Prefix of the line a workload prints with its result. */
    public static final String PREFIX = "waitkit-scenario-result: ";

    private ScenarioReport() {
    }

    /**
     * Prints the workload's result line and exits the JVM with status 0, so
     * that no stray thread keeps it alive.
     *
     * @param scenario the scenario's name
     * @param wait     the wait method the workload used
     * @param verdict  the workload's verdict
     * @param numbers  the measurements behind it, in order
     */
    public static void send(String scenario, WaitMethod wait, Verdict verdict, Map<String, Object> numbers) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("scenario", scenario);
        line.put("wait", wait.name());
        line.put("verdict", verdict.passed() ? "PASS" : verdict.mechanism().name());
        line.put("message", verdict.message());
        line.putAll(numbers);
        System.out.println(PREFIX + Evidence.toJson(line));
        System.out.flush();
        Runtime.getRuntime().halt(0);
    }
}
