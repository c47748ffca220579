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

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import waitkit.Units;

/**
 * Prints the evidence lines of a test run as a plain-text table: one row per
 * latency measurement (method, requested time, p50, p99, max, CPU per wait,
 * thread state), then the other kinds of evidence as they are.
 *
 * <p>make compiles it into build/tools with the library's {@code Units}:
 * {@code java -cp build/tools EvidenceTable evidence.jsonl}.
 */
public class EvidenceTable {

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: java EvidenceTable.java <evidence.jsonl>");
            System.exit(2);
        }
        List<Map<String, String>> latency = new ArrayList<>();
        List<String> other = new ArrayList<>();
        int lineNo = 0;
        for (String line : Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8)) {
            lineNo++;
            if (line.isBlank()) {
                continue;
            }
            Map<String, String> fields;
            try {
                fields = parse(line);
            } catch (IllegalArgumentException e) {
                System.err.println(args[0] + ":" + lineNo + ": " + e.getMessage());
                continue;
            }
            if ("latency".equals(fields.get("kind"))) {
                latency.add(fields);
            } else {
                other.add(line);
            }
        }
        int testWidth = 4;
        for (Map<String, String> f : latency) {
            testWidth = Math.max(testWidth, f.getOrDefault("test", "?").length());
        }
        String fmt = "%-" + testWidth + "s %-14s %10s %10s %10s %10s %10s  %s%n";
        System.out.printf(Locale.ROOT, fmt, "test", "method", "requested", "p50", "p99", "max", "CPU/wait", "state");
        for (Map<String, String> f : latency) {
            System.out.printf(Locale.ROOT, fmt, f.getOrDefault("test", "?"), f.getOrDefault("method", "?"),
                    nanos(f.get("requested_ns")), nanos(f.get("p50_ns")), nanos(f.get("p99_ns")),
                    nanos(f.get("max_ns")), nanos(f.get("cpu_per_wait_ns")),
                    f.get("state") == null || f.get("state").equals("null") ? "" : f.get("state"));
        }
        if (!other.isEmpty()) {
            System.out.println();
            System.out.println("other evidence:");
            other.forEach(System.out::println);
        }
    }

    private static String nanos(String value) {
        return value == null || value.equals("null") ? "-" : Units.nanos(Double.parseDouble(value));
    }

    // Parses one flat JSON object as written by waitkit.Evidence: string, number,
    // boolean and null values; strings are returned unescaped.
    static Map<String, String> parse(String json) {
        Map<String, String> result = new LinkedHashMap<>();
        int[] pos = {skip(json, 0)};
        expect(json, pos, '{');
        if (peek(json, pos) == '}') {
            return result;
        }
        while (true) {
            String key = string(json, pos);
            expect(json, pos, ':');
            char c = peek(json, pos);
            String value;
            if (c == '"') {
                value = string(json, pos);
            } else {
                int start = pos[0];
                while (pos[0] < json.length() && ",} \t".indexOf(json.charAt(pos[0])) < 0) {
                    pos[0]++;
                }
                value = json.substring(start, pos[0]);
                if (value.isEmpty()) {
                    throw new IllegalArgumentException("missing value for " + key);
                }
            }
            result.put(key, value);
            char next = peek(json, pos);
            pos[0]++;
            if (next == '}') {
                return result;
            }
            if (next != ',') {
                throw new IllegalArgumentException("expected ',' or '}' at " + (pos[0] - 1));
            }
        }
    }

    private static int skip(String s, int i) {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    private static char peek(String s, int[] pos) {
        pos[0] = skip(s, pos[0]);
        if (pos[0] >= s.length()) {
            throw new IllegalArgumentException("unexpected end of line");
        }
        return s.charAt(pos[0]);
    }

    private static void expect(String s, int[] pos, char c) {
        if (peek(s, pos) != c) {
            throw new IllegalArgumentException("expected '" + c + "' at " + pos[0]);
        }
        pos[0]++;
    }

    private static String string(String s, int[] pos) {
        expect(s, pos, '"');
        StringBuilder sb = new StringBuilder();
        while (pos[0] < s.length()) {
            char c = s.charAt(pos[0]++);
            if (c == '"') {
                return sb.toString();
            }
            if (c == '\\') {
                char e = s.charAt(pos[0]++);
                switch (e) {
                    case 'n' -> sb.append('\n');
                    case 'r' -> sb.append('\r');
                    case 't' -> sb.append('\t');
                    case 'u' -> {
                        sb.append((char) Integer.parseInt(s.substring(pos[0], pos[0] + 4), 16));
                        pos[0] += 4;
                    }
                    default -> sb.append(e);
                }
            } else {
                sb.append(c);
            }
        }
        throw new IllegalArgumentException("unterminated string");
    }
}
