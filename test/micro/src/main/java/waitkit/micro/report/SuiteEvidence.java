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
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.function.Predicate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The figures the jtreg wait suite measured for the same claims (its
 * {@code evidence.jsonl}, from {@code make test TEST=waits} or {@code tier1}
 * on the same JDK), so the report can set them beside JMH's: a median of
 * calls timed one by one, against JMH's average.
 */
public final class SuiteEvidence {

    private final List<JsonNode> lines = new ArrayList<>();
    private final String source;

    private SuiteEvidence(String source) {
        this.source = source;
    }

    /**
     * Reads the lines of an evidence file that were measured on a JDK.
     *
     * @param file the evidence file, or null for none
     * @param jdk  the JDK version the benchmarks ran on, e.g. {@code 25.0.3}
     * @return the evidence; empty when the file is null, missing, or from another JDK
     * @throws IOException if the file cannot be read
     */
    public static SuiteEvidence read(Path file, String jdk) throws IOException {
        SuiteEvidence e = new SuiteEvidence(file == null ? "" : file.toString());
        if (file == null || !Files.isReadable(file)) {
            return e;
        }
        ObjectMapper json = new ObjectMapper();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.isBlank()) {
                continue;
            }
            JsonNode n = json.readTree(line);
            if (n.path("jdk").asText().startsWith(jdk)) {
                e.lines.add(n);
            }
        }
        return e;
    }

    /**
     * Says where the figures came from.
     *
     * @return the file, or empty
     */
    public String source() {
        return lines.isEmpty() ? "" : source;
    }

    private OptionalDouble latency(String method, long requestedNanos, Predicate<String> test) {
        return lines.stream().filter(n -> n.path("kind").asText().equals("latency")
                        && n.path("method").asText().equals(method)
                        && n.path("requested_ns").asLong(-1) == requestedNanos && test.test(n.path("test").asText()))
                .mapToDouble(n -> n.path("p50_ns").asDouble()).findFirst();
    }

    private OptionalDouble cost(String method, String field) {
        return lines.stream().filter(n -> n.path("kind").asText().equals("cost")
                && n.path("method").asText().equals(method)).mapToDouble(n -> n.path(field).asDouble()).findFirst();
    }

    /**
     * Returns, per claim id, the suite's figure as text (medians).
     *
     * @return e.g. {@code C1 -> "p50 1.089 ms (SleepLatency#default)"}; empty when there is no evidence
     */
    public Map<String, String> figures() {
        Map<String, String> f = new LinkedHashMap<>();
        if (lines.isEmpty()) {
            return f;
        }
        put(f, "C1", "SleepLatency#default", latency("sleep", 1_000_000, t -> t.endsWith("SleepLatency.java#default")));
        put(f, "C2", "SubMillisecondSleep", latency("sleepNanos", 1_000, t -> t.contains("SubMillisecondSleep")));
        put(f, "C3", "Sleep0CostsAYield", cost("sleep0", "p50_ns"));
        put(f, "C4", "Sleep0CostsAYield", cost("sleep0", "yield_p50_ns"));
        joined(f, "C6", "ParkGranularity", latency("parkNanos", 10_000, t -> t.contains("ParkGranularity")),
                latency("parkNanos", 55_000, t -> t.contains("ParkGranularity")),
                latency("parkNanos", 105_000, t -> t.contains("ParkGranularity")));
        joined(f, "C8", "MicrosecondSleep", latency("timeUnitSleep", 1_000, t -> t.contains("MicrosecondSleep")),
                latency("timeUnitSleep", 10_000, t -> t.contains("MicrosecondSleep")),
                latency("timeUnitSleep", 100_000, t -> t.contains("MicrosecondSleep")));
        joined(f, "C10", "BusyWaitAccuracy#default",
                latency("busyNanoTime", 1_000, t -> t.endsWith("BusyWaitAccuracy.java#default")),
                latency("busyNanoTime", 10_000, t -> t.endsWith("BusyWaitAccuracy.java#default")),
                latency("busyNanoTime", 100_000, t -> t.endsWith("BusyWaitAccuracy.java#default")));
        return f;
    }

    private static void put(Map<String, String> f, String id, String test, OptionalDouble v) {
        if (v.isPresent()) {
            f.put(id, "p50 " + Claims.nanos(v) + " (" + test + ")");
        }
    }

    private static void joined(Map<String, String> f, String id, String test, OptionalDouble... values) {
        StringBuilder s = new StringBuilder("p50 ");
        for (int i = 0; i < values.length; i++) {
            if (values[i].isEmpty()) {
                return;
            }
            s.append(i == 0 ? "" : " / ").append(Claims.nanos(values[i]));
        }
        f.put(id, s.append(" (").append(test).append(")").toString());
    }
}
