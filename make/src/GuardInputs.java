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
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The inputs of {@code make guard} that reach PIT and Maven, checked before
 * anything is built, installed or written: {@code MUTATORS=} (PIT's and the
 * wait plugin's mutator names, separated by commas, each may be
 * {@code -NAME} to leave it out; a wait mutator must remain, since the kill
 * table counts only theirs), {@code TESTS=} (PIT's targetTests: globs of
 * test class names, or {@code ~<regex>}) and {@code MAVEN_ARGS=} (options
 * only, and only those that leave the build what make guard runs).
 */
final class GuardInputs {

    /**
     * PIT's mutators and groups at the version the parent pom names
     * ({@code pitest.version}, 1.30.2), as its {@code Mutator.allMutatorIds()}
     * names them. A new PIT's list goes here with its version.
     */
    static final List<String> PIT_MUTATORS = List.of("CONDITIONALS_BOUNDARY", "CONSTRUCTOR_CALLS", "DEFAULTS",
            "EMPTY_RETURNS", "EXPERIMENTAL_ARGUMENT_PROPAGATION", "EXPERIMENTAL_BIG_DECIMAL",
            "EXPERIMENTAL_BIG_INTEGER", "EXPERIMENTAL_MEMBER_VARIABLE", "EXPERIMENTAL_NAKED_RECEIVER",
            "EXPERIMENTAL_SWITCH", "FALSE_RETURNS", "INCREMENTS", "INLINE_CONSTS", "INVERT_NEGS", "MATH",
            "NEGATE_CONDITIONALS", "NON_VOID_METHOD_CALLS", "NULL_RETURNS", "PRIMITIVE_RETURNS",
            "REMOVE_CONDITIONALS", "REMOVE_CONDITIONALS_EQUAL_ELSE", "REMOVE_CONDITIONALS_EQUAL_IF",
            "REMOVE_CONDITIONALS_ORDER_ELSE", "REMOVE_CONDITIONALS_ORDER_IF", "REMOVE_INCREMENTS", "REMOVE_SWITCH",
            "RETURNS", "STRONGER", "TRUE_RETURNS", "VOID_METHOD_CALLS");

    /**
     * The pitest-maven properties whose parameters the Maven extension sets
     * or drops for the guard's run (GuardSettings): a {@code -D} of one of
     * them would not reach PIT, or would add threads or reuse an earlier
     * run's results, so it is refused with what to use instead. A {@code -D}
     * of targetClasses, excludedClasses, excludedMethods, avoidCallsTo or
     * includedTestMethods is taken: a choice made for the guard's run, which
     * the extension's line names.
     */
    static final Set<String> GUARD_OWNED = Set.of("mutators", "targetTests", "threads", "crossModule",
            "skipFailingTests", "outputFormats", "reportsDirectory", "timestampedReports", "failWhenNoMutations",
            "skipPitest", "skipTests", "pit.dryRun", "withHistory", "mutationThreshold", "coverageThreshold",
            "testStrengthThreshold", "maxSurviving", "maxMutationsPerClass", "mutationEngine", "detectInlinedCode",
            "verbosity", "features", "extraFeatures", "historyInputFile", "historyOutputFile",
            "maven.ext.class.path");

    private static final Pattern WAIT_MUTATOR = Pattern.compile("(?m)^    ([A-Z][A-Z0-9_]*)\\(.*\\)[,;]$");
    private static final Pattern WAIT_GROUP = Pattern.compile("String NAME = \"([A-Z0-9_]*)\"");
    private static final Pattern CLASS_GLOB = Pattern.compile("[\\p{Alnum}_$.*?]+");

    /**
     * The words of {@code MAVEN_ARGS=} that reach Maven.
     *
     * @param project the options of the project's build
     * @param kit     of those, the ones that say where and how Maven finds
     *                artifacts, which the kit's own builds need too
     */
    record MavenArgs(List<String> project, List<String> kit) {
    }

    /**
     * The wait plugin's mutators and groups, read from its sources.
     *
     * @param mutators the constants of {@code WaitMutator}
     * @param groups   the names ({@code NAME = "..."}) of its groups, each
     *                 selecting every wait mutator, as WAITS does
     */
    record WaitMutators(List<String> mutators, List<String> groups) {

        /**
         * Reads them from the kit's sources.
         *
         * @param root the kit's root
         * @return the wait plugin's names
         * @throws IOException if its sources cannot be read
         */
        static WaitMutators read(Path root) throws IOException {
            Path sources = root.resolve("guard/pitest-plugin/src/main/java/waitkit/pit");
            List<String> mutators = new ArrayList<>();
            Matcher m = WAIT_MUTATOR.matcher(Files.readString(sources.resolve("WaitMutator.java")));
            while (m.find()) {
                mutators.add(m.group(1));
            }
            Set<String> groups = new LinkedHashSet<>();
            try (Stream<Path> files = Files.list(sources)) {
                for (Path f : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                    Matcher g = WAIT_GROUP.matcher(Files.readString(f));
                    while (g.find()) {
                        groups.add(g.group(1));
                    }
                }
            }
            return new WaitMutators(List.copyOf(mutators), List.copyOf(groups));
        }
    }

    private GuardInputs() {
    }

    /**
     * Checks {@code MUTATORS=}.
     *
     * @param list  the value
     * @param waits      the wait plugin's names
     * @param pitVersion PIT's version, whose mutators {@link #PIT_MUTATORS} are
     * @throws IllegalArgumentException naming what is wrong
     */
    static void checkMutators(String list, WaitMutators waits, String pitVersion) {
        String named = "MUTATORS='" + list + "'";
        if (list.matches("(?s).*\\s.*")) {
            throw new IllegalArgumentException(named + " holds a space: name PIT's mutators separated by commas, "
                    + "e.g. MUTATORS=WAITS,DEFAULTS");
        }
        if (list.startsWith(",") || list.endsWith(",") || list.contains(",,")) {
            throw new IllegalArgumentException(named + " has an empty entry: name PIT's mutators separated by "
                    + "single commas");
        }
        Set<String> selected = new LinkedHashSet<>();
        Set<String> excluded = new LinkedHashSet<>();
        boolean included = false;
        for (String entry : list.split(",")) {
            String name = entry.startsWith("-") ? entry.substring(1) : entry;
            if (!PIT_MUTATORS.contains(name) && !waits.mutators().contains(name) && !waits.groups().contains(name)) {
                String upper = name.toUpperCase(Locale.ROOT);
                boolean known = PIT_MUTATORS.contains(upper) || waits.mutators().contains(upper)
                        || waits.groups().contains(upper);
                throw new IllegalArgumentException(named + ": unknown mutator '" + name + "'"
                        + (known ? " (names are upper case: " + upper + ")" : "") + "; the wait plugin's are "
                        + String.join(" ", waits.groups()) + " " + String.join(" ", waits.mutators())
                        + " (doc/guard.md), PIT " + pitVersion + "'s are " + String.join(", ", PIT_MUTATORS));
            }
            List<String> these = waits.groups().contains(name) ? waits.mutators()
                    : waits.mutators().contains(name) ? List.of(name) : List.of();
            if (entry.equals(name)) {
                selected.addAll(these);
                included = true;
            } else {
                excluded.addAll(these);
            }
        }
        if (!included) {
            throw new IllegalArgumentException(named + " only leaves mutators out: name the mutators to run, e.g. "
                    + "MUTATORS=WAITS,-WAIT_REMOVED");
        }
        selected.removeAll(excluded);
        if (selected.isEmpty()) {
            throw new IllegalArgumentException(named + " selects no wait mutator (" + String.join(" ", waits.groups())
                    + " " + String.join(" ", waits.mutators()) + "): the guard's kill table counts only theirs; add "
                    + "WAITS, e.g. MUTATORS=WAITS,DEFAULTS");
        }
    }

    /**
     * Checks {@code TESTS=}: globs of test class names separated by commas
     * ({@code *} any characters, {@code ?} one, {@code **.} any number of
     * packages), or {@code ~<regex>}, PIT's own form of a regular expression.
     *
     * @param tests the value, empty for the project's every test
     * @throws IllegalArgumentException naming what is wrong
     */
    static void checkTests(String tests) {
        if (tests.isEmpty()) {
            return;
        }
        String named = "TESTS='" + tests + "'";
        if (tests.matches("(?s).*\\s.*")) {
            throw new IllegalArgumentException(named + " holds a space: give globs of test class names separated by "
                    + "commas, e.g. TESTS='org.acme.pool.*,org.acme.RetryTest'");
        }
        if (tests.startsWith(",") || tests.endsWith(",") || tests.contains(",,")) {
            throw new IllegalArgumentException(named + " has an empty entry: give globs separated by single commas");
        }
        for (String glob : tests.split(",")) {
            if (glob.equals("~")) {
                throw new IllegalArgumentException(named + ": '~' with no regular expression after it");
            } else if (glob.startsWith("~")) {
                continue;
            } else if (glob.contains("/") || glob.endsWith(".java") || glob.endsWith(".class")) {
                throw new IllegalArgumentException(named + ": '" + glob + "' is a file; PIT's targetTests takes "
                        + "test class names, e.g. org.acme.pool.*Test");
            } else if (glob.contains("#")) {
                throw new IllegalArgumentException(named + ": '" + glob + "' names a method; PIT's targetTests "
                        + "selects test classes, e.g. org.acme.pool.PoolTest");
            } else if (!CLASS_GLOB.matcher(glob).matches()) {
                throw new IllegalArgumentException(named + ": '" + glob + "' is not a glob of a class name: "
                        + "letters, digits, _, $, dots, * and ? only");
            } else if (glob.startsWith(".") || glob.endsWith(".") || glob.contains("..")) {
                throw new IllegalArgumentException(named + ": '" + glob + "' has an empty package or class name "
                        + "(a leading, trailing or double dot)");
            }
        }
    }

    /**
     * Splits {@code MAVEN_ARGS=} into words as a shell would (quotes group,
     * a backslash outside them escapes the next character, nothing is
     * expanded) and takes the options that leave the build what make guard
     * runs: no goal or phase, nothing that changes the projects, the
     * threads, the output the guard reads or the outcome Maven reports.
     *
     * @param text the value
     * @return the words for the project's build and for the kit's
     * @throws IllegalArgumentException naming the first word that is not taken, and why
     */
    static MavenArgs mavenArgs(String text) {
        List<String> project = new ArrayList<>();
        List<String> kit = new ArrayList<>();
        List<String> words = words(text);
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            String next = i + 1 < words.size() ? words.get(i + 1) : "";
            if (word.isEmpty()) {
                continue;
            }
            switch (word) {
                case "-D" -> throw refused("write -Dname=value as one word");
                case "-o", "--offline", "-U", "--update-snapshots", "-nsu", "--no-snapshot-updates", "-C",
                        "--strict-checksums", "-c", "--lax-checksums" -> {
                    project.add(word);
                    kit.add(word);
                }
                case "-e", "--errors", "-X", "--debug", "-B", "--batch-mode", "-ntp", "--no-transfer-progress", "-V",
                        "--show-version", "-fae", "--fail-at-end" -> project.add(word);
                case "-P", "--activate-profiles" -> {
                    if (next.isEmpty() || next.startsWith("-")) {
                        throw refused(word + " needs the profiles after it");
                    }
                    project.addAll(List.of(word, next));
                    i++;
                }
                case "-s", "--settings", "-gs", "--global-settings", "-t", "--toolchains" -> {
                    if (next.isEmpty()) {
                        throw refused(word + " needs a file after it");
                    }
                    if (!Files.isRegularFile(Path.of(next))) {
                        throw refused(word + " " + next + ": no such file");
                    }
                    String file;
                    try {
                        Path given = Path.of(next).toAbsolutePath();
                        file = given.getParent().toRealPath().resolve(given.getFileName()).toString();
                    } catch (IOException e) {
                        throw refused(word + " " + next + ": " + e.getMessage());
                    }
                    project.addAll(List.of(word, file));
                    if (!word.startsWith("-t") && !word.startsWith("--t")) {
                        kit.addAll(List.of(word, file));
                    }
                    i++;
                }
                case "-f", "--file", "-pl", "--projects", "-am", "--also-make", "-amd", "--also-make-dependents",
                        "-rf", "--resume-from", "-N", "--non-recursive" -> throw refused(word + " changes which "
                        + "projects the build holds; make guard runs every project under PROJECT=, so give PROJECT= "
                        + "the directory of the project to guard");
                case "-T", "--threads" -> throw parallel(word);
                case "-q", "--quiet", "-l", "--log-file" -> throw quiet(word);
                case "-fn", "--fail-never" -> throw refused(word + " would hide a PIT run that failed");
                case "-h", "--help", "-v", "--version" -> throw refused(word + " would not run the build");
                default -> {
                    if (word.startsWith("-D")) {
                        String name = word.substring(2).split("=", 2)[0];
                        checkProperty(name);
                        if (name.equals("maven.repo.local")) {
                            kit.add(word);
                        }
                        project.add(word);
                    } else if (word.startsWith("-P")) {
                        project.add(word);
                    } else if (word.startsWith("-T")) {
                        throw parallel(word);
                    } else if (word.startsWith("-l")) {
                        throw quiet(word);
                    } else if (word.startsWith("-")) {
                        throw refused("'" + word + "' is not an option make guard passes on; it takes -Dname=value, "
                                + "-P <profiles>, -s <settings>, -gs <settings>, -t <toolchains>, -o, -U, -nsu, -C, "
                                + "-c, -e, -X, -B, -ntp, -V, -fae");
                    } else {
                        throw refused("'" + word + "' is a goal, a phase or a stray word; make guard runs "
                                + "test-compile and PIT's mutationCoverage and nothing else, so MAVEN_ARGS takes "
                                + "options only");
                    }
                }
            }
        }
        return new MavenArgs(List.copyOf(project), List.copyOf(kit));
    }

    private static void checkProperty(String name) {
        if (GUARD_OWNED.contains(name)) {
            throw refused("-D" + name + switch (name) {
                case "mutators" -> ": give PIT's mutators as MUTATORS=";
                case "targetTests" -> ": give PIT's target tests as TESTS=";
                case "skipTests", "skipPitest" -> " would skip PIT's run, which is what make guard is for";
                default -> ": make guard sets PIT's " + name + " itself, whatever the project or -D says "
                        + "(doc/guard.md, 'Your PIT configuration')";
            });
        }
        if (name.equals("maven.test.skip") || name.equals("maven.test.skip.exec")) {
            throw refused("-D" + name + " would skip compiling or running the tests that judge the mutants");
        }
        if (name.startsWith("waitkit.guard.")) {
            throw refused("-D" + name + " is make guard's own property");
        }
    }

    private static IllegalArgumentException parallel(String word) {
        return refused(word + " would build modules in parallel, and PIT's minion JVMs of two modules would share "
                + "the CPUs the assertions measure");
    }

    private static IllegalArgumentException quiet(String word) {
        return refused(word + " would take away Maven's output, which make guard reads (PIT's test count, its "
                + "errors)");
    }

    private static IllegalArgumentException refused(String why) {
        return new IllegalArgumentException("MAVEN_ARGS: " + why);
    }

    // The words of a text as a shell splits them: white space separates,
    // single and double quotes group, a backslash outside quotes escapes.
    static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else if (c == '\'' || c == '"') {
                int close = text.indexOf(c, i + 1);
                if (close < 0) {
                    throw new IllegalArgumentException("MAVEN_ARGS='" + text + "': cannot split it into words: "
                            + "unmatched " + (c == '"' ? "double" : "single") + " quote");
                }
                word.append(text, i + 1, close);
                inWord = true;
                i = close;
            } else if (c == '\\' && i + 1 < text.length()) {
                word.append(text.charAt(++i));
                inWord = true;
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }
}
