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
 * @summary Test headers: one summary of one line, OpenJDK's tag order, the library built before use
 * @run testng TestHeaderTest
 */

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.fail;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

/**
 * The jtreg headers of the kit's tests follow OpenJDK's: each test
 * description has exactly one summary tag, written on one line of at most
 * {@value #MAX_SUMMARY} characters, and its tags come in the usual order
 * ({@link #ORDER}). A description that uses the library first builds every
 * package of it ({@link #libraryBuild}): jtreg compiles an explicitly built
 * library once into a directory the tests share (one per concurrent worker),
 * where a test that relies on javac's implicit compilation compiles the
 * library classes it uses into a directory of its own, again for each test
 * (about 0.1 s a test). The check is run on every test source, and on
 * samples that break each rule, so that it can fail. (jtreg reads every
 * comment that names its test tag as a test description, so this class's
 * comments name the tags in words.)
 */
public class TestHeaderTest {

    /** The longest summary text, after the tag. */
    static final int MAX_SUMMARY = 100;

    /** OpenJDK's order of the tags of a test description. */
    static final List<String> ORDER = List.of("@test", "@bug", "@summary", "@key", "@requires", "@modules",
            "@library", "@build", "@run");

    private static final String TESTS = "test";

    @Test
    public void everyTestHeaderFollowsTheRules() throws IOException {
        List<String> problems = new ArrayList<>();
        int blocks = 0;
        for (Map.Entry<String, String> source : KitSources.read(TESTS).entrySet()) {
            for (String comment : JavaSource.parse(source.getValue()).comments()) {
                if (isTestBlock(comment)) {
                    blocks++;
                    problems.addAll(problems(source.getKey(), comment));
                }
            }
        }
        if (blocks < 100) {
            fail("expected the kit's @test blocks (over 100) under " + KitSources.root().resolve(TESTS) + ", found " + blocks);
        }
        assertEquals(problems, List.of(), problems.size() + " of " + blocks + " test headers break the rules:\n  "
                + String.join("\n  ", problems) + "\n");
    }

    @DataProvider
    public Object[][] samples() {
        return new Object[][] {
            {"\n * @test\n * @summary Sleep never returns early\n * @run main S\n ", 0},
            {"\n * @test\n * @run main S\n ", 1},
            {"\n * @test\n * @summary one\n * @summary two\n * @run main S\n ", 1},
            {"\n * @test\n * @summary Sleep never returns early,\n *          and overshoots little\n * @run main S\n ", 1},
            {"\n * @test\n * @summary " + "x".repeat(MAX_SUMMARY + 1) + "\n * @run main S\n ", 1},
            {"\n * @test\n * @summary " + "x".repeat(MAX_SUMMARY) + "\n * @run main S\n ", 0},
            {"\n * @test id=a\n * @summary Fine\n * @run main S\n * @library ../shared\n ", 1},
            {"\n * @test\n * @summary Fine\n * @bug 8000000\n * @run main S\n ", 1},
            {"\n * @test\n * @summary Fine\n * @library /lib\n * @build " + libraryBuild() + "\n * @run main S\n ", 0},
            {"\n * @test\n * @summary Fine\n * @library /lib\n * @build waitkit.*\n * @run main S\n ", 1},
            {"\n * @test\n * @summary Fine\n * @library /lib\n * @run main S\n ", 1},
        };
    }

    @Test(dataProvider = "samples")
    public void aSampleBreaksAsManyRulesAsItShould(String comment, int expected) {
        List<String> found = problems("Sample.java", comment);
        assertEquals(found.size(), expected, "problems of " + comment.replace("\n", "\\n") + ": expected "
                + expected + ", got " + found);
    }

    /**
     * The {@code @build} arguments that build every package of the library,
     * in the order of {@link PackageDirectionTest#LAYERS}.
     *
     * @return for example {@code "waitkit.* waitkit.measure.* ..."}
     */
    static String libraryBuild() {
        return PackageDirectionTest.LAYERS.stream().map(p -> p + ".*").collect(Collectors.joining(" "));
    }

    private static boolean isTestBlock(String comment) {
        List<String> tags = TestTags.of(comment);
        return !tags.isEmpty() && tags.get(0).matches("@test\\b.*");
    }

    /**
     * The rules one test description breaks.
     *
     * @param file    the file, for the messages
     * @param comment the block comment's text
     * @return one line per rule broken, empty when it follows them
     */
    static List<String> problems(String file, String comment) {
        List<String> problems = new ArrayList<>();
        List<String> tags = TestTags.of(comment);
        String where = file + (tags.get(0).startsWith("@test id=") ? "#" + tags.get(0).substring(9).strip() : "");
        List<String> summaries = tags.stream().filter(t -> t.startsWith("@summary")).toList();
        if (summaries.size() != 1) {
            problems.add(where + ": expected one @summary, found " + summaries.size());
        } else {
            String text = summaries.get(0).substring("@summary".length()).strip();
            String[] lines = comment.split("\n");
            for (int i = 0; i < lines.length; i++) {
                String line = lines[i].strip().replaceFirst("^\\*+", "").strip();
                if (line.startsWith("@summary")) {
                    String next = i + 1 < lines.length ? lines[i + 1].strip().replaceFirst("^\\*+", "").strip() : "";
                    if (!next.isEmpty() && !next.startsWith("@")) {
                        problems.add(where + ": its @summary goes on to a second line: " + next);
                    }
                }
            }
            if (text.length() > MAX_SUMMARY) {
                problems.add(where + ": its @summary has " + text.length() + " characters, expected at most "
                        + MAX_SUMMARY + ": " + text);
            }
        }
        boolean usesLibrary = tags.stream().anyMatch(t -> t.startsWith("@library")
                && List.of(t.split("\\s+")).contains("/lib"));
        List<String> built = tags.stream().filter(t -> t.startsWith("@build"))
                .flatMap(t -> Stream.of(t.split("\\s+")).skip(1)).toList();
        if (usesLibrary && !built.containsAll(List.of(libraryBuild().split(" ")))) {
            problems.add(where + ": a test that uses the library builds it first, so that jtreg compiles it once"
                    + " for all tests: expected @build " + libraryBuild() + " after @library");
        }
        int last = -1;
        String lastTag = null;
        for (String tag : tags) {
            String name = tag.split("\\s+")[0];
            int rank = ORDER.indexOf(name);
            if (rank < 0) {
                continue;
            }
            if (rank < last) {
                problems.add(where + ": " + name + " comes after " + lastTag + ", expected the order "
                        + String.join(", ", ORDER));
                break;
            }
            last = rank;
            lastTag = name;
        }
        return problems;
    }
}
