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
import java.util.List;

/**
 * The entries of a {@code KEY=value;KEY=value} input, as OpenJDK's make takes
 * {@code JTREG=} and {@code MICRO=}: entries separated by {@code ;}, blank
 * ones ignored, each a key (spaces in it dropped) and the value after its
 * first {@code =}, kept as written.
 */
final class SpecEntries {

    /**
     * One entry.
     *
     * @param key   the key
     * @param value the value, as written
     */
    record Entry(String key, String value) {

        /** Returns the value split at white space, one option a word. */
        List<String> words() {
            return value.isBlank() ? List.of() : List.of(value.strip().split("\\s+"));
        }
    }

    private SpecEntries() {
    }

    /**
     * Splits an input into its entries.
     *
     * @param variable the input's name, for the message
     * @param spec     its value, empty for none
     * @param keys     its valid keys, for the message
     * @return the entries, in order
     * @throws IllegalArgumentException naming an entry without {@code =}
     */
    static List<Entry> read(String variable, String spec, String keys) {
        List<Entry> entries = new ArrayList<>();
        for (String part : spec.split(";")) {
            if (part.isBlank()) {
                continue;
            }
            int eq = part.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("malformed " + variable + " entry '" + part + "' in " + variable
                        + "=\"" + spec + "\": expected KEY=value, KEY one of " + keys);
            }
            entries.add(new Entry(part.substring(0, eq).replace(" ", ""), part.substring(eq + 1)));
        }
        return entries;
    }
}
