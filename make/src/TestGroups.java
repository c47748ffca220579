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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * The groups of a test root's {@code TEST.groups}, read as jtreg reads them
 * (the tag specification's "Test groups"): a properties file whose entries
 * name a test or directory ({@code test/waits}), one to leave out
 * ({@code -test/waits/sleep}), another group ({@code :waits}) or another
 * group whose tests to leave out ({@code -:tier2}).
 *
 * <p>Usage: {@code TestGroups <test root> names} prints the groups' names in
 * the file's order; {@code TestGroups <test root> files <group>} prints the
 * Java files of a group, one a line, sorted. A group that is not defined, or
 * that includes itself, exits with status 2 and says why.
 */
public final class TestGroups {

    /** The file, under the test root, that defines the groups. */
    static final String FILE = "TEST.groups";

    private final Path root;
    private final Map<String, List<String>> entries;

    private TestGroups(Path root, Map<String, List<String>> entries) {
        this.root = root;
        this.entries = entries;
    }

    /**
     * Reads a test root's groups.
     *
     * @param root the test root
     * @return its groups
     * @throws IOException if {@value #FILE} cannot be read
     */
    static TestGroups read(Path root) throws IOException {
        Map<String, List<String>> entries = new LinkedHashMap<>();
        StringBuilder logical = new StringBuilder();
        for (String line : Files.readAllLines(root.resolve(FILE))) {
            String trimmed = line.strip();
            if (logical.length() == 0 && (trimmed.isEmpty() || trimmed.startsWith("#") || trimmed.startsWith("!"))) {
                continue;
            }
            if (trimmed.endsWith("\\")) {
                logical.append(trimmed, 0, trimmed.length() - 1).append(' ');
                continue;
            }
            logical.append(trimmed);
            int eq = logical.indexOf("=");
            if (eq > 0) {
                String value = logical.substring(eq + 1).strip();
                entries.put(logical.substring(0, eq).strip(),
                        value.isEmpty() ? List.of() : List.of(value.split("\\s+")));
            }
            logical.setLength(0);
        }
        return new TestGroups(root, entries);
    }

    /**
     * Returns the groups' names.
     *
     * @return the names, in the file's order
     */
    List<String> names() {
        return List.copyOf(entries.keySet());
    }

    /**
     * Returns the Java files of a group: those under the paths it includes,
     * itself or through the groups it names, less those under the paths it
     * leaves out and those of the groups it leaves out.
     *
     * @param group the group's name
     * @return the files, relative to the test root with {@code /} separators, sorted
     * @throws IllegalArgumentException if the group, or one it names, is not
     *         defined, or a group names itself through others
     * @throws IOException if a directory cannot be read
     */
    List<String> files(String group) throws IOException {
        return files(group, new ArrayDeque<>());
    }

    // The paths a group includes (excluded false) or leaves out (excluded
    // true), with the groups it names expanded: a group left out takes out
    // every test it would include.
    private List<String> expand(String group, boolean excluded, Deque<String> within) throws IOException {
        List<String> groupEntries = entries.get(group);
        if (groupEntries == null) {
            throw new IllegalArgumentException("group " + group + " is not defined in " + root.resolve(FILE)
                    + (within.isEmpty() ? "" : " (named by " + within.peek() + ")") + "; its groups: " + names());
        }
        if (within.contains(group)) {
            throw new IllegalArgumentException("group " + group + " includes itself: " + String.join(" -> ",
                    reversed(within)) + " -> " + group);
        }
        within.push(group);
        List<String> paths = new ArrayList<>();
        for (String entry : groupEntries) {
            boolean minus = entry.startsWith("-");
            String name = minus ? entry.substring(1) : entry;
            if (name.startsWith(":")) {
                if (minus) {
                    paths.addAll(excluded ? files(name.substring(1), within) : List.of());
                } else {
                    paths.addAll(expand(name.substring(1), excluded, within));
                }
            } else if (minus == excluded) {
                paths.add(name);
            }
        }
        within.pop();
        return paths;
    }

    private List<String> files(String group, Deque<String> within) throws IOException {
        TreeSet<String> files = new TreeSet<>();
        for (String path : expand(group, false, within)) {
            files.addAll(javaFilesUnder(path));
        }
        for (String path : expand(group, true, within)) {
            files.removeAll(javaFilesUnder(path));
        }
        return List.copyOf(files);
    }

    private List<String> javaFilesUnder(String path) throws IOException {
        Path start = root.resolve(path.replaceFirst("#.*$", ""));
        if (!Files.exists(start)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(start)) {
            return files.filter(f -> f.toString().endsWith(".java") && Files.isRegularFile(f))
                    .map(f -> root.relativize(f).toString().replace('\\', '/')).toList();
        }
    }

    private static List<String> reversed(Deque<String> stack) {
        List<String> list = new ArrayList<>(stack);
        Collections.reverse(list);
        return list;
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2 || !(args[1].equals("names") && args.length == 2
                || args[1].equals("files") && args.length == 3)) {
            System.err.println("usage: TestGroups <test root> names | files <group>");
            System.exit(2);
        }
        try {
            TestGroups groups = read(Path.of(args[0]));
            (args[1].equals("names") ? groups.names() : groups.files(args[2])).forEach(System.out::println);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
        }
    }
}
