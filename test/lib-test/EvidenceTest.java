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

/*
 * @test
 * @summary Unit tests of Evidence: JSON rendering and appending lines to waitkit-evidence.jsonl
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng/othervm EvidenceTest
 */

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

import waitkit.Evidence;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

public class EvidenceTest {

    private static String json(String key, Object value) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(key, value);
        return Evidence.toJson(m);
    }

    @DataProvider
    public Object[][] values() {
        return new Object[][] {
            // value, its JSON text
            {"plain", "\"plain\""},
            {"a\"b", "\"a\\\"b\""},
            {"a\\b", "\"a\\\\b\""},
            {"a\nb", "\"a\\nb\""},
            {"a\rb", "\"a\\rb\""},
            {"a\tb", "\"a\\tb\""},
            {"\u0001", "\"\\u0001\""},
            {"\u001f", "\"\\u001f\""},
            {"\u0000", "\"\\u0000\""},
            // not a control character: left alone
            {"µs", "\"µs\""},
            {null, "null"},
            {Double.NaN, "null"},
            {Double.POSITIVE_INFINITY, "null"},
            {Double.NEGATIVE_INFINITY, "null"},
            {Float.NaN, "null"},
            {true, "true"},
            {false, "false"},
            {42L, "42"},
            {-7, "-7"},
            {Long.MAX_VALUE, "9223372036854775807"},
            // anything else is written as its toString(), quoted
            {List.of(1, 2), "\"[1, 2]\""},
        };
    }

    @Test(dataProvider = "values")
    public void valueToJson(Object value, String expected) {
        String actual = json("k", value);
        String want = "{\"k\": " + expected + "}";
        assertEquals(actual, want, "toJson of " + describe(value) + ": expected " + want + ", got " + actual);
    }

    private static String describe(Object value) {
        return value == null ? "null" : value.getClass().getSimpleName() + " '" + value + "'";
    }

    @Test
    public void keysAreEscaped() {
        String actual = json("a\"b\n", 1);
        String want = "{\"a\\\"b\\n\": 1}";
        assertEquals(actual, want, "toJson with an odd key: expected " + want + ", got " + actual);
    }

    // Finite doubles are numbers, unquoted, and read back to about six digits.
    @Test
    public void finiteDoubleIsNumber() {
        String actual = json("d", 1234.5678);
        assertTrue(actual.startsWith("{\"d\": ") && !actual.contains("\"d\": \""),
                "toJson of 1234.5678: expected an unquoted number, got " + actual);
        String number = actual.substring("{\"d\": ".length(), actual.length() - 1);
        double back = Double.parseDouble(number);
        assertEquals(back, 1234.5678, 0.01, "toJson of 1234.5678 read back: expected 1234.57, got " + number);
    }

    @Test
    public void fieldsInOrder() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("z", 1);
        m.put("a", "x");
        m.put("m", null);
        String actual = Evidence.toJson(m);
        String want = "{\"z\": 1, \"a\": \"x\", \"m\": null}";
        assertEquals(actual, want, "toJson keeps insertion order: expected " + want + ", got " + actual);
        assertEquals(Evidence.toJson(Map.of()), "{}", "toJson of an empty map");
    }

    // The file is appended to, never replaced: several tests of a run may share a
    // directory, and make test gathers every line. The lines are of a kind of their
    // own ("lib-test") so that they stay out of the run's latency table.
    @Test
    public void writeAppendsLines() throws Exception {
        Path file = Path.of(Evidence.FILE);
        List<String> earlier = Files.exists(file) ? Files.readAllLines(file, StandardCharsets.UTF_8) : List.of();
        String marker = "lib-test-" + UUID.randomUUID();
        Evidence.of("lib-test").put("marker", marker).put("line", 1).put("text", "quote \" and\nnewline").write();
        Evidence.of("lib-test").put("marker", marker).put("line", 2).put("ok", true).write();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        assertEquals(lines.size(), earlier.size() + 2, Evidence.FILE + " in " + Path.of("").toAbsolutePath()
                + ": expected " + (earlier.size() + 2) + " lines, got " + lines.size() + ": " + lines);
        assertEquals(lines.subList(0, earlier.size()), earlier, "lines before the write must be kept");
        List<String> added = new ArrayList<>(lines.subList(earlier.size(), lines.size()));
        String first = added.get(0);
        String second = added.get(1);
        for (String line : added) {
            assertTrue(line.startsWith("{\"test\": ") && line.endsWith("}") && line.contains(marker),
                    "evidence line: expected a JSON object with test first and marker " + marker + ", got " + line);
            assertTrue(line.contains("\"jdk\": \"" + Runtime.version() + "\""),
                    "evidence line: expected the JDK version, got " + line);
        }
        assertTrue(first.contains("\"kind\": \"lib-test\"") && first.contains("\"line\": 1")
                && first.contains("\"text\": \"quote \\\" and\\nnewline\""),
                "first line: expected kind lib-test, line 1 and the escaped text, got " + first);
        assertTrue(second.contains("\"kind\": \"lib-test\"") && second.contains("\"line\": 2")
                && second.contains("\"ok\": true"),
                "second line: expected kind lib-test, line 2 and ok true, got " + second);
    }
}
