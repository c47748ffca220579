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
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The selectors of {@code TEST=}, each resolved to what jtreg or JMH is given
 * and to the name of its results directory. A word is a group of
 * {@code TEST.groups} (its whole name), a path under the test directory
 * (relative to the working directory or to the kit's root, with an optional
 * {@code #id}), either of them after {@code jtreg:}, or {@code micro:<regex>}
 * for JMH. A path is taken with its symbolic links and its {@code .} and
 * {@code ..} resolved, and must then lie under {@code <root>/test}.
 *
 * <p>Usage: {@code Selectors <root> <word>...} prints one line per word,
 * {@code <jtreg|micro> TAB <target> TAB <results name>}; a word that is not a
 * selector exits with status 2 and says why.
 */
public final class Selectors {

    /** What kind of run a selector asks for. */
    enum Kind { JTREG, MICRO }

    /**
     * One selector of {@code TEST=}.
     *
     * @param kind   jtreg or JMH
     * @param label  as the user wrote it
     * @param target what jtreg is given (a path, {@code <root>:<group>}) or
     *               JMH (a benchmark pattern)
     * @param name   its results directory's name: one path component, never
     *               hidden, never {@code .} or {@code ..}
     */
    record Selector(Kind kind, String label, String target, String name) {
    }

    private Selectors() {
    }

    /**
     * Resolves the words of {@code TEST=}.
     *
     * @param root  the kit's root, every link resolved
     * @param words the selectors, separated by white space
     * @return one selector per word, in order
     * @throws IllegalArgumentException naming the first word that is not a selector, and why
     * @throws IOException if {@code TEST.groups} cannot be read
     */
    static List<Selector> resolve(Path root, String words) throws IOException {
        List<String> groups = TestGroups.read(root).names();
        List<Selector> selectors = new ArrayList<>();
        for (String word : words.strip().split("\\s+")) {
            if (!word.isEmpty()) {
                selectors.add(resolve(root, groups, word));
            }
        }
        return selectors;
    }

    private static Selector resolve(Path root, List<String> groups, String word) throws IOException {
        if (word.startsWith("micro:")) {
            String pattern = word.substring("micro:".length());
            if (pattern.isEmpty()) {
                throw new IllegalArgumentException("empty benchmark pattern in '" + word
                        + "'; use micro:<regex>, e.g. micro:ParkNanos");
            }
            String name = pattern.replaceAll("[^A-Za-z0-9_-]", "_");
            return new Selector(Kind.MICRO, word, pattern,
                    resultsName("micro-" + (name.matches(".*[A-Za-z0-9].*") ? name : "all")));
        }
        if (word.contains(":") && !word.startsWith("jtreg:")) {
            throw new IllegalArgumentException("unknown test selector prefix in '" + word
                    + "'; use a group, a path, or jtreg:<group or path>");
        }
        String selector = word.startsWith("jtreg:") ? word.substring("jtreg:".length()) : word;
        if (selector.isEmpty()) {
            throw new IllegalArgumentException("empty test selector '" + word + "'");
        }
        if (groups.contains(selector)) {
            return new Selector(Kind.JTREG, word, root + ":" + selector, resultsName(selector));
        }
        int hash = selector.indexOf('#');
        String file = hash < 0 ? selector : selector.substring(0, hash);
        Path path;
        if (!file.isEmpty() && Files.exists(Path.of(file))) {
            path = physical(Path.of(file));
        } else if (!file.isEmpty() && Files.exists(root.resolve(file))) {
            path = physical(root.resolve(file));
        } else {
            throw new IllegalArgumentException("unknown test selector '" + selector + "': not a group in "
                    + TestGroups.FILE + " (" + String.join(" ", groups) + ") and not a path (relative to here or to "
                    + root + ")");
        }
        Path tests = root.resolve("test");
        if (!path.startsWith(tests)) {
            throw new IllegalArgumentException("test selector '" + selector + "' is outside the test directory "
                    + tests + " (it is " + path + ")");
        }
        String id = hash < 0 ? "" : selector.substring(hash);
        return new Selector(Kind.JTREG, word, path + id,
                resultsName((root.relativize(path) + id).replaceFirst("\\.java", "")));
    }

    /**
     * Returns a results directory's name made from a text: every character
     * outside {@code [A-Za-z0-9_.-]} becomes {@code _}, and so does a leading
     * dot, so that the name is one path component, never hidden, never
     * {@code .} or {@code ..}.
     *
     * @param text the selector's target, as the user would read it
     * @return the name
     */
    static String resultsName(String text) {
        return text.replaceAll("[^A-Za-z0-9_.-]", "_").replaceFirst("^\\.", "_");
    }

    // A directory with every link and every . and .. resolved; a file's
    // directory so, its own name kept.
    private static Path physical(Path path) throws IOException {
        if (Files.isDirectory(path)) {
            return path.toRealPath();
        }
        Path absolute = path.toAbsolutePath();
        return absolute.getParent().toRealPath().resolve(absolute.getFileName());
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: Selectors <root> <word>...");
            System.exit(2);
        }
        try {
            for (Selector s : resolve(Path.of(args[0]), String.join(" ", List.of(args).subList(1, args.length)))) {
                System.out.println(s.kind().name().toLowerCase(Locale.ROOT) + "\t" + s.target() + "\t"
                        + s.name());
            }
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
        }
    }
}
