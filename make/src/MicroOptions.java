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


import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code MICRO="KEY=value;..."} ({@link SpecEntries}), the JMH options of {@code make test} for
 * {@code micro:} selectors: OpenJDK's keys {@code FORK}, {@code ITER},
 * {@code TIME}, {@code WARMUP_ITER}, {@code WARMUP_TIME}, {@code VM_OPTIONS}
 * and {@code OPTIONS}, and {@code PROFILE}. {@code PROFILE=quick} is one
 * fork, one short warm-up and two short measurements per benchmark: every
 * family in a few minutes, for a look, not for numbers; {@code PROFILE=full}
 * keeps the benchmarks' own settings. A key given twice takes its last value,
 * so a key after {@code PROFILE} overrides it and one before it is
 * overridden; JMH is given each of its options once.
 */
final class MicroOptions {

    private static final String KEYS = "FORK, ITER, TIME, WARMUP_ITER, WARMUP_TIME, VM_OPTIONS, OPTIONS, PROFILE";

    /** JMH's options for PROFILE=quick. */
    private static final Map<String, String> QUICK = Map.of("-f", "1", "-wi", "1", "-w", "200ms", "-i", "2",
            "-r", "300ms");

    private MicroOptions() {
    }

    /**
     * Reads a {@code MICRO=} value into JMH's command-line options.
     *
     * @param spec the value, empty for none
     * @return JMH's options: those that take one value, in the order their
     *         keys first came, then {@code -jvmArgsAppend} with every
     *         {@code VM_OPTIONS} value, then {@code OPTIONS}' words
     * @throws IllegalArgumentException naming the entry that is not right, and why
     */
    static List<String> parse(String spec) {
        Map<String, String> single = new LinkedHashMap<>();
        List<String> jvmArgs = new ArrayList<>();
        List<String> extra = new ArrayList<>();
        for (SpecEntries.Entry entry : SpecEntries.read("MICRO", spec, KEYS)) {
            String key = entry.key();
            String value = entry.value();
            switch (key) {
                case "FORK" -> single.put("-f", whole(key, value));
                case "ITER" -> single.put("-i", whole(key, value));
                case "WARMUP_ITER" -> single.put("-wi", whole(key, value));
                case "TIME" -> single.put("-r", time(key, value));
                case "WARMUP_TIME" -> single.put("-w", time(key, value));
                case "VM_OPTIONS" -> jvmArgs.add(value);
                case "OPTIONS" -> extra.addAll(entry.words());
                case "PROFILE" -> {
                    switch (value) {
                        case "quick" -> List.of("-f", "-wi", "-w", "-i", "-r").forEach(o -> single.put(o, QUICK.get(o)));
                        case "full" -> { }
                        default -> throw new IllegalArgumentException("MICRO: PROFILE must be quick or full, got '"
                                + value + "'");
                    }
                }
                default -> throw new IllegalArgumentException("unknown MICRO key '" + key + "' in MICRO=\"" + spec
                        + "\"; valid keys: " + KEYS);
            }
        }
        List<String> args = new ArrayList<>();
        single.forEach((option, value) -> args.addAll(List.of(option, value)));
        if (!jvmArgs.isEmpty()) {
            args.addAll(List.of("-jvmArgsAppend", String.join(" ", jvmArgs)));
        }
        args.addAll(extra);
        return List.copyOf(args);
    }

    private static String whole(String key, String value) {
        if (!value.matches("[0-9]+")) {
            throw new IllegalArgumentException("MICRO: " + key + " must be a whole number, got '" + value + "'");
        }
        return value;
    }

    private static String time(String key, String value) {
        if (!value.matches("[0-9]+(ms|s|us)?")) {
            throw new IllegalArgumentException("MICRO: " + key + " must be a time such as 500ms or 2s, got '"
                    + value + "'");
        }
        return value;
    }
}
