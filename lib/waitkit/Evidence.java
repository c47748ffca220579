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

package waitkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;

/**
 * One line of evidence: the measurements behind a verdict, appended as a JSON
 * object to {@value #FILE} in the test's working directory (jtreg's scratch
 * directory). {@code make test} collects these files into the run's
 * {@code evidence.jsonl} and prints them as a table.
 *
 * <p>Every line carries the test name, the JDK version, the CPUs and the timer
 * slack, so a line read on its own says where it was measured.
 */
public final class Evidence {

    /** The file, relative to the working directory, that evidence is appended to. */
    public static final String FILE = "waitkit-evidence.jsonl";

    private final Map<String, Object> fields = new LinkedHashMap<>();

    private Evidence(String kind) {
        fields.put("test", JtregProperties.testName());
        fields.put("kind", kind);
        fields.put("jdk", Runtime.version().toString());
        fields.put("cpus", Platform.availableProcessors());
        OptionalLong slack = Platform.timerSlackNanos();
        fields.put("timerslack_ns", slack.isPresent() ? slack.getAsLong() : null);
        String patch = System.getProperty(USER_PATCH_PROPERTY);
        if (patch != null) {
            fields.put("patch", patch);
        }
    }

    /** The {@code PATCH=} of make test, set by make for every test JVM and inherited by child JVMs. */
    public static final String USER_PATCH_PROPERTY = "waitkit.user.patch";

    /**
     * Starts a line of evidence.
     *
     * @param kind what the line records, e.g. {@code "latency"}, {@code "contract"}
     * @return the line, to be filled and {@linkplain #write() written}
     */
    public static Evidence of(String kind) {
        return new Evidence(kind);
    }

    /**
     * Adds a field.
     *
     * @param key   the JSON key
     * @param value a {@link String}, {@link Number}, {@link Boolean}, {@code null},
     *              or anything else (written as its {@code toString()})
     * @return this line
     */
    public Evidence put(String key, Object value) {
        fields.put(key, value);
        return this;
    }

    /**
     * Appends the line to {@value #FILE} and echoes it to standard output.
     *
     * @throws UncheckedIOException if the file cannot be written
     */
    public void write() {
        String line = toJson(fields);
        System.out.println("evidence: " + line);
        synchronized (Evidence.class) {
            try {
                Files.writeString(Path.of(FILE), line + "\n", StandardCharsets.UTF_8,
                        StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot append evidence to " + Path.of(FILE).toAbsolutePath(), e);
            }
        }
    }

    /**
     * Renders a flat map as one JSON object.
     *
     * @param fields the fields, in order
     * @return the JSON text, without a newline
     */
    public static String toJson(Map<String, ?> fields) {
        StringBuilder sb = new StringBuilder("{");
        boolean first = true;
        for (Map.Entry<String, ?> e : fields.entrySet()) {
            if (!first) {
                sb.append(", ");
            }
            first = false;
            quote(sb, e.getKey());
            sb.append(": ");
            Object v = e.getValue();
            if (v == null) {
                sb.append("null");
            } else if (v instanceof Double || v instanceof Float) {
                double d = ((Number) v).doubleValue();
                if (Double.isFinite(d)) {
                    sb.append(String.format(Locale.ROOT, "%.6g", d));
                } else {
                    sb.append("null");
                }
            } else if (v instanceof Number || v instanceof Boolean) {
                sb.append(v);
            } else {
                quote(sb, v.toString());
            }
        }
        return sb.append('}').toString();
    }

    private static void quote(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }

    /**
     * Parses one line as written by {@link #write()}: a flat JSON object whose
     * values are strings, numbers, booleans or null.
     *
     * @param json the line
     * @return the fields in order, strings unescaped, other values as written
     *         ({@code "null"} for null)
     * @throws IllegalArgumentException if the line is not such an object
     */
    public static Map<String, String> parse(String json) {
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
