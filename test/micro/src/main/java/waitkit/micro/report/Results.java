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

package waitkit.micro.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.TreeMap;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The scores of a JMH JSON result file, looked up by benchmark, parameters
 * and, for a group benchmark, the method within the group. Every score is
 * converted to nanoseconds per operation, or kept as operations per
 * millisecond for throughput modes.
 */
public final class Results {

    /**
     * One score.
     *
     * @param benchmark the short name, e.g. {@code PlainWaitCosts.sleep1} or
     *                  {@code OnSpinWaitHandOff.pingPong:ping}
     * @param params    the JMH parameters
     * @param value     the score, in ns/op for time modes, ops/ms for throughput
     * @param error     the 99.9 % error JMH reports, same unit (NaN if none)
     * @param unit      {@code ns/op} or {@code ops/ms}
     */
    public record Score(String benchmark, Map<String, String> params, double value, double error, String unit) {
    }

    private final List<Score> scores = new ArrayList<>();
    private final String jdk;
    private final String vm;

    private Results(String jdk, String vm) {
        this.jdk = jdk;
        this.vm = vm;
    }

    /**
     * Reads a JMH result file written with {@code -rf json}.
     *
     * @param file the file
     * @return its scores
     * @throws IOException if it cannot be read or parsed
     */
    public static Results read(Path file) throws IOException {
        JsonNode root = new ObjectMapper().readTree(file.toFile());
        Results r = new Results(root.path(0).path("jdkVersion").asText("?"), root.path(0).path("vmName").asText("?"));
        for (JsonNode b : root) {
            String name = shortName(b.path("benchmark").asText());
            Map<String, String> params = new TreeMap<>();
            b.path("params").fields().forEachRemaining(e -> params.put(e.getKey(), e.getValue().asText()));
            r.add(name, params, b.path("primaryMetric"));
            b.path("secondaryMetrics").fields().forEachRemaining(e -> {
                if (!e.getKey().startsWith("·")) {
                    r.add(name + ":" + e.getKey(), params, e.getValue());
                }
            });
        }
        return r;
    }

    private static String shortName(String fqn) {
        String[] parts = fqn.split("\\.");
        return parts.length < 2 ? fqn : parts[parts.length - 2] + "." + parts[parts.length - 1];
    }

    private void add(String name, Map<String, String> params, JsonNode metric) {
        String unit = metric.path("scoreUnit").asText();
        double score = metric.path("score").asDouble(Double.NaN);
        double error = metric.path("scoreError").asDouble(Double.NaN);
        double toNanos = switch (unit) {
            case "ns/op" -> 1;
            case "us/op" -> 1e3;
            case "ms/op" -> 1e6;
            case "s/op" -> 1e9;
            default -> Double.NaN;
        };
        if (!Double.isNaN(toNanos)) {
            scores.add(new Score(name, params, score * toNanos, error * toNanos, "ns/op"));
            return;
        }
        double perMs = switch (unit) {
            case "ops/ns" -> 1e6;
            case "ops/us" -> 1e3;
            case "ops/ms" -> 1;
            case "ops/s" -> 1e-3;
            default -> Double.NaN;
        };
        if (!Double.isNaN(perMs)) {
            scores.add(new Score(name, params, score * perMs, error * perMs, "ops/ms"));
        }
    }

    /**
     * Finds a score.
     *
     * @param benchmark the short name
     * @param params    alternating parameter names and values that must match
     * @return the score, or empty when that benchmark was not run
     */
    public java.util.Optional<Score> find(String benchmark, String... params) {
        return scores.stream().filter(s -> s.benchmark().equals(benchmark) && matches(s.params(), params)).findFirst();
    }

    /**
     * Finds a score's value.
     *
     * @param benchmark the short name
     * @param params    alternating parameter names and values
     * @return the value, or empty
     */
    public OptionalDouble value(String benchmark, String... params) {
        return find(benchmark, params).map(s -> OptionalDouble.of(s.value())).orElse(OptionalDouble.empty());
    }

    private static boolean matches(Map<String, String> actual, String[] wanted) {
        for (int i = 0; i + 1 < wanted.length; i += 2) {
            if (!wanted[i + 1].equals(actual.get(wanted[i]))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Returns every score, in file order.
     *
     * @return the scores
     */
    public List<Score> all() {
        return scores;
    }

    /**
     * Returns the JDK version the benchmarks ran on.
     *
     * @return e.g. {@code 25.0.3}
     */
    public String jdk() {
        return jdk;
    }

    /**
     * Returns the feature release the benchmarks ran on.
     *
     * @return e.g. 25, or 0 when the version cannot be read
     */
    public int feature() {
        try {
            return Integer.parseInt(jdk.split("[.+-]")[0]);
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /**
     * Returns the VM's name.
     *
     * @return e.g. {@code OpenJDK 64-Bit Server VM}
     */
    public String vm() {
        return vm;
    }
}
