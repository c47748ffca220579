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


import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code JTREG="KEY=value;KEY=value"} ({@link SpecEntries}), the jtreg options of {@code make test}
 * (OpenJDK's make has the same keys): {@code JOBS}, {@code TIMEOUT_FACTOR},
 * {@code VM_OPTIONS}, {@code JAVA_OPTIONS} and {@code OPTIONS}; the last
 * three may be given more than once, and their values are split at white
 * space, one option a word.
 *
 * <p>Usage: {@code JtregOptions timeout-factor <JTREG value>} prints the
 * timeout factor; a value that is not right exits with status 2 and says why.
 *
 * @param jobs          {@code JOBS}, the tests jtreg runs at a time; empty when not given
 * @param timeoutFactor {@code TIMEOUT_FACTOR}, {@code 1} when not given
 * @param vmOptions     {@code VM_OPTIONS}, for jtreg's {@code -vmoption}
 * @param javaOptions   {@code JAVA_OPTIONS}, for jtreg's {@code -javaoption}
 * @param options       {@code OPTIONS}, more options for jtreg itself
 */
record JtregOptions(Optional<Integer> jobs, String timeoutFactor, List<String> vmOptions, List<String> javaOptions,
                    List<String> options) {

    private static final String KEYS = "JOBS, TIMEOUT_FACTOR, VM_OPTIONS, JAVA_OPTIONS, OPTIONS";

    /** jtreg refuses a {@code -timeoutFactor} below this ("Bad parameters"). */
    private static final BigDecimal LEAST_TIMEOUT_FACTOR = new BigDecimal("0.1");

    /**
     * Reads a {@code JTREG=} value.
     *
     * @param spec the value, empty for none
     * @return the options
     * @throws IllegalArgumentException naming the entry that is not right, and why
     */
    static JtregOptions parse(String spec) {
        Optional<Integer> jobs = Optional.empty();
        String timeoutFactor = "1";
        List<String> vm = new ArrayList<>();
        List<String> java = new ArrayList<>();
        List<String> options = new ArrayList<>();
        for (SpecEntries.Entry entry : SpecEntries.read("JTREG", spec, KEYS)) {
            String key = entry.key();
            String value = entry.value();
            switch (key) {
                case "JOBS" -> {
                    if (!value.matches("[1-9][0-9]*")) {
                        throw new IllegalArgumentException("JTREG: JOBS must be a positive whole number, got '"
                                + value + "'");
                    }
                    jobs = Optional.of(Integer.valueOf(value));
                }
                case "TIMEOUT_FACTOR" -> {
                    if (!value.matches("[0-9]+(\\.[0-9]+)?")
                            || new BigDecimal(value).compareTo(LEAST_TIMEOUT_FACTOR) < 0) {
                        throw new IllegalArgumentException("JTREG: TIMEOUT_FACTOR must be a positive number of at "
                                + "least 0.1 (jtreg's minimum), got '" + value + "'");
                    }
                    timeoutFactor = value;
                }
                case "VM_OPTIONS" -> vm.addAll(entry.words());
                case "JAVA_OPTIONS" -> java.addAll(entry.words());
                case "OPTIONS" -> options.addAll(entry.words());
                default -> throw new IllegalArgumentException("unknown JTREG key '" + key + "' in JTREG=\"" + spec
                        + "\"; valid keys: " + KEYS);
            }
        }
        return new JtregOptions(jobs, timeoutFactor, List.copyOf(vm), List.copyOf(java), List.copyOf(options));
    }

    public static void main(String[] args) {
        if (args.length != 2 || !args[0].equals("timeout-factor")) {
            System.err.println("usage: JtregOptions timeout-factor <JTREG value>");
            System.exit(2);
        }
        try {
            System.out.println(parse(args[1]).timeoutFactor());
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
        }
    }
}
