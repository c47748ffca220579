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
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * The groups of a test root's {@code TEST.groups}, read as jtreg reads them
 * (the tag specification's "Test groups"): a properties file whose entries
 * name a test or directory ({@code test/waits}), one to leave out
 * ({@code -test/waits/sleep}), another group ({@code :waits}) or another
 * group whose tests to leave out ({@code -:tier2}); a group's exclusions
 * apply to its own entries only.
 *
 * <p>Usage: {@code TestGroups <test root> names} prints the groups' names in
 * the file's order; {@code TestGroups <test root> files <group>} prints the
 * Java files of a group, one a line, sorted. A group that is not defined,
 * that includes itself, or that names a path that does not exist exits with
 * status 2 and says why.
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
        // A properties file, as jtreg reads it: the names kept in the file's order.
        Properties file = new Properties() {
            private static final long serialVersionUID = 1L;

            @Override
            public synchronized Object put(Object key, Object value) {
                String v = value.toString().strip();
                entries.put(key.toString(), v.isEmpty() ? List.of() : List.of(v.split("\\s+")));
                return super.put(key, value);
            }
        };
        try (Reader in = Files.newBufferedReader(root.resolve(FILE), StandardCharsets.ISO_8859_1)) {
            file.load(in);
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
     * Returns the Java files of a group, as jtreg selects its tests: those
     * under the paths it includes and of the groups it includes, less those
     * under the paths it leaves out and of the groups it leaves out. A
     * group's exclusions apply to its own entries, not to a group that
     * includes it.
     *
     * @param group the group's name
     * @return the files, relative to the test root with {@code /} separators, sorted
     * @throws IllegalArgumentException if the group, or one it names, is not
     *         defined, a group names itself through others, or a path it
     *         names does not exist
     * @throws IOException if a directory cannot be read
     */
    List<String> files(String group) throws IOException {
        return List.copyOf(files(group, new ArrayDeque<>()));
    }

    private TreeSet<String> files(String group, Deque<String> within) throws IOException {
        List<String> groupEntries = entries.get(group);
        if (groupEntries == null) {
            throw new IllegalArgumentException("group " + group + " is not defined in " + root.resolve(FILE)
                    + (within.isEmpty() ? "" : " (named by " + within.peek() + ")") + "; its groups: " + names());
        }
        if (within.contains(group)) {
            List<String> chain = new ArrayList<>(within);
            Collections.reverse(chain);
            throw new IllegalArgumentException("group " + group + " includes itself: " + String.join(" -> ", chain)
                    + " -> " + group);
        }
        within.push(group);
        TreeSet<String> in = new TreeSet<>();
        TreeSet<String> out = new TreeSet<>();
        for (String entry : groupEntries) {
            boolean minus = entry.startsWith("-");
            String name = minus ? entry.substring(1) : entry;
            Collection<String> found = name.startsWith(":") ? files(name.substring(1), within)
                    : javaFilesUnder(group, name);
            (minus ? out : in).addAll(found);
        }
        within.pop();
        in.removeAll(out);
        return in;
    }

    private List<String> javaFilesUnder(String group, String path) throws IOException {
        Path start = root.resolve(path.replaceFirst("^/+", ""));
        if (!Files.exists(start)) {
            throw new IllegalArgumentException("group " + group + " names " + path + ", which is not a file or "
                    + "directory under " + root);
        }
        try (Stream<Path> files = Files.walk(start)) {
            return files.filter(f -> f.toString().endsWith(".java") && Files.isRegularFile(f))
                    .map(f -> root.relativize(f).toString().replace('\\', '/')).toList();
        }
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
