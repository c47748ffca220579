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

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import waitkit.Evidence;
import waitkit.Verdict;
import waitkit.WaitMethod;

/**
 * The child side of a scenario: the workload's one line of result, which
 * {@link ScenarioDriver} reads in the parent. The line carries the verdict
 * and the figures behind it (a record of the workload's, written by
 * {@link RecordCodec}), as JSON after {@value #PREFIX}.
 *
 * <p>Sending returns: the workload then returns from its {@code main}, and
 * {@link waitkit.jvm.ParentWatchdog} ends its JVM, threads left spinning
 * included. A workload sends one line: the parent takes a child that sent
 * more than one as an ERROR.
 */
public final class ScenarioReport {

    /** Prefix of the line a workload prints with its result. */
    public static final String PREFIX = "waitkit-scenario-result: ";

    private ScenarioReport() {
    }

    /**
     * Prints the workload's result line.
     *
     * @param scenario the scenario's name
     * @param wait     the wait method the workload used
     * @param verdict  the workload's verdict
     * @param figures  the measurements behind it
     */
    public static void send(String scenario, WaitMethod wait, Verdict verdict, Record figures) {
        print(scenario, wait, verdict, RecordCodec.fields(figures));
    }

    /**
     * Prints an ERROR line without figures: the workload could not measure
     * what its verdict needs (a worker threw, the JVM is not set up as the
     * scenario requires).
     *
     * @param scenario the scenario's name
     * @param wait     the wait method the workload used
     * @param why      what went wrong, in words
     */
    public static void error(String scenario, WaitMethod wait, String why) {
        print(scenario, wait, Verdict.fail(Verdict.Mechanism.ERROR, why), Map.of());
    }

    private static void print(String scenario, WaitMethod wait, Verdict verdict, Map<String, Object> figures) {
        Map<String, Object> line = new Header(scenario, wait.name(),
                verdict.passed() ? Header.PASS : verdict.mechanism().name(), verdict.message()).fields();
        for (Map.Entry<String, Object> figure : figures.entrySet()) {
            if (line.putIfAbsent(figure.getKey(), figure.getValue()) != null) {
                throw new IllegalArgumentException("a workload's figure cannot be named " + figure.getKey()
                        + ": the result line's header has that field");
            }
        }
        System.out.println(PREFIX + Evidence.toJson(line));
        System.out.flush();
    }

    /**
     * The fields every result line starts with, under the names the evidence
     * tables read ({@code scenario}, {@code wait}, {@code verdict},
     * {@code message}); written and read here alone.
     *
     * @param scenario the scenario's name
     * @param waitName the wait method's name
     * @param verdict  {@value #PASS} or the mechanism's name
     * @param message  the verdict's message
     */
    record Header(String scenario, String waitName, String verdict, String message) {

        /** The verdict field of a line that passed. */
        static final String PASS = "PASS";

        private static final List<String> NAMES = List.of("scenario", "wait", "verdict", "message");

        /** Returns the header's fields, in the line's order. */
        Map<String, Object> fields() {
            Map<String, Object> fields = new LinkedHashMap<>();
            List<String> values = Arrays.asList(scenario, waitName, verdict, message);
            for (int i = 0; i < NAMES.size(); i++) {
                fields.put(NAMES.get(i), values.get(i));
            }
            return fields;
        }

        /**
         * Reads the header of a result line.
         *
         * @param line the line's fields
         * @return the header
         * @throws IllegalArgumentException if a header field is missing
         */
        static Header read(Map<String, String> line) {
            for (String name : NAMES) {
                if (!line.containsKey(name)) {
                    throw new IllegalArgumentException("a result line without the field " + name + ": " + line);
                }
            }
            return new Header(line.get("scenario"), line.get("wait"), line.get("verdict"), line.get("message"));
        }

        /**
         * Returns a line's figures: its fields less the header's.
         *
         * @param line the line's fields
         * @return the figures, in the line's order
         */
        static Map<String, String> figures(Map<String, String> line) {
            Map<String, String> figures = new LinkedHashMap<>(line);
            figures.keySet().removeAll(NAMES);
            return figures;
        }

        /** Returns the verdict the line carries. */
        Verdict toVerdict() {
            return PASS.equals(verdict) ? Verdict.pass(message)
                    : Verdict.fail(Verdict.Mechanism.valueOf(verdict), message);
        }
    }
}
