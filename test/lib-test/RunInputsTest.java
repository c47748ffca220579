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
 * @summary Unit tests of make test's inputs: TEST= (Selectors), JTREG= (JtregOptions) and MICRO= (MicroOptions)
 * @library /lib /make/src
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build Selectors JtregOptions MicroOptions SpecEntries TestGroups
 * @run testng RunInputsTest
 */

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;

public class RunInputsTest {

    // A kit root of its own in the scratch directory: one group and one test.
    private static Path root() throws IOException {
        Path root = Files.createTempDirectory(Path.of(""), "root").toRealPath();
        Files.createDirectories(root.resolve("test/a"));
        Files.writeString(root.resolve("test/a/A1.java"), "class A1 { }\n");
        Files.writeString(root.resolve(TestGroups.FILE), "fast = test/a\n");
        return root;
    }

    private static Selectors.Selector only(Path root, String word) throws IOException {
        List<Selectors.Selector> selectors = Selectors.resolve(root, word);
        assertEquals(selectors.size(), 1, word + ": " + selectors);
        return selectors.get(0);
    }

    private static void assertRefused(org.testng.Assert.ThrowingRunnable input, String expected) {
        IllegalArgumentException e = expectThrows(IllegalArgumentException.class, input);
        assertTrue(e.getMessage().contains(expected), "expected '" + expected + "' in: " + e.getMessage());
    }

    @Test
    public void aGroupIsJtregsRootAndGroupWithOrWithoutPrefix() throws IOException {
        Path root = root();
        assertEquals(only(root, "fast"), new Selectors.Selector(Selectors.Kind.JTREG, "fast", root + ":fast", "fast"));
        assertEquals(only(root, "jtreg:fast").target(), root + ":fast");
    }

    @Test
    public void aPathUnderTestKeepsItsIdAndNamesItsResults() throws IOException {
        Path root = root();
        assertEquals(only(root, root + "/test/a/A1.java#x"), new Selectors.Selector(Selectors.Kind.JTREG,
                root + "/test/a/A1.java#x", root + "/test/a/A1.java#x", "test_a_A1_x"));
        assertEquals(only(root, root + "/test/a/../a").target(), root + "/test/a");
    }

    // A checkout reached through a link is named by its physical path, the
    // one jtreg's test root is.
    @Test
    public void aPathThroughALinkIsResolved() throws IOException {
        Path root = root();
        Path link = Files.createSymbolicLink(Files.createTempDirectory(Path.of(""), "link").toAbsolutePath()
                .resolve("kit"), root);
        assertEquals(only(root, link + "/test/a/A1.java").target(), root + "/test/a/A1.java");
    }

    @Test
    public void microTakesAPatternAndAResultsNameOfOneComponent() throws IOException {
        Path root = root();
        assertEquals(only(root, "micro:Park.*"), new Selectors.Selector(Selectors.Kind.MICRO, "micro:Park.*",
                "Park.*", "micro-Park__"));
        assertEquals(only(root, "micro:.*").name(), "micro-all");
        assertEquals(Selectors.resultsName(".hidden/../x"), "_hidden_.._x");
    }

    @Test
    public void wordsThatAreNoSelectorAreRefusedWithWhy() throws IOException {
        Path root = root();
        assertRefused(() -> only(root, "slow"), "not a group in TEST.groups (fast) and not a path");
        assertRefused(() -> only(root, "TEST.groups"), "is outside the test directory " + root.resolve("test"));
        assertRefused(() -> only(root, "junit:fast"), "unknown test selector prefix in 'junit:fast'");
        assertRefused(() -> only(root, "jtreg:"), "empty test selector 'jtreg:'");
        assertRefused(() -> only(root, "micro:"), "empty benchmark pattern in 'micro:'");
        assertEquals(Selectors.resolve(root, "fast test/a").size(), 2);
    }

    @Test
    public void jtregTakesEveryKeyAndSplitsOptionsIntoWords() {
        JtregOptions o = JtregOptions.parse("JOBS=3; TIMEOUT_FACTOR=0.5;VM_OPTIONS=-Xmx1g  -Da=b;"
                + "JAVA_OPTIONS=-Dx=1;OPTIONS=-k:!timing;VM_OPTIONS=-Dc=d;");
        assertEquals(o, new JtregOptions(Optional.of(3), "0.5", List.of("-Xmx1g", "-Da=b", "-Dc=d"),
                List.of("-Dx=1"), List.of("-k:!timing")));
        assertEquals(JtregOptions.parse(""), new JtregOptions(Optional.empty(), "1", List.of(), List.of(),
                List.of()));
        assertEquals(JtregOptions.parse("TIMEOUT_FACTOR=0.1").timeoutFactor(), "0.1");
    }

    @DataProvider
    public Object[][] badJtreg() {
        return new Object[][] {
            {"JOBS", "malformed JTREG entry 'JOBS'"},
            {"JOBS=1;COLOUR=blue", "unknown JTREG key 'COLOUR' in JTREG=\"JOBS=1;COLOUR=blue\""},
            {"JOBS=0", "JOBS must be a positive whole number, got '0'"},
            {"TIMEOUT_FACTOR=0.05", "TIMEOUT_FACTOR must be a positive number of at least 0.1"},
            {"TIMEOUT_FACTOR=1e", "TIMEOUT_FACTOR must be a positive number of at least 0.1"},
            {"TIMEOUT_FACTOR=.", "TIMEOUT_FACTOR must be a positive number of at least 0.1"},
        };
    }

    @Test(dataProvider = "badJtreg")
    public void jtregRefusesWithWhy(String spec, String expected) {
        assertRefused(() -> JtregOptions.parse(spec), expected);
    }

    // JMH refuses an option given twice; a key given again takes its last value.
    @Test
    public void microKeysAfterAProfileOverrideItAndBeforeItAreOverridden() {
        assertEquals(MicroOptions.parse("PROFILE=quick;ITER=1;TIME=100ms"),
                List.of("-f", "1", "-wi", "1", "-w", "200ms", "-i", "1", "-r", "100ms"));
        assertEquals(MicroOptions.parse("ITER=5;PROFILE=quick"),
                List.of("-i", "2", "-f", "1", "-wi", "1", "-w", "200ms", "-r", "300ms"));
        assertEquals(MicroOptions.parse("PROFILE=full;FORK=2"), List.of("-f", "2"));
    }

    @Test
    public void microJoinsVmOptionsIntoOneJvmArgsAppendAndSplitsOptions() {
        assertEquals(MicroOptions.parse("VM_OPTIONS=-Xmx1g;WARMUP_ITER=0;VM_OPTIONS=-Da=b;OPTIONS=-prof gc"),
                List.of("-wi", "0", "-jvmArgsAppend", "-Xmx1g -Da=b", "-prof", "gc"));
        assertEquals(MicroOptions.parse(""), List.of());
    }

    @DataProvider
    public Object[][] badMicro() {
        return new Object[][] {
            {"FORKS=1", "unknown MICRO key 'FORKS'"},
            {"ITER=many", "ITER must be a whole number, got 'many'"},
            {"TIME=2 s", "TIME must be a time such as 500ms or 2s, got '2 s'"},
            {"PROFILE=fast", "PROFILE must be quick or full, got 'fast'"},
            {"FORK", "malformed MICRO entry 'FORK'"},
        };
    }

    @Test(dataProvider = "badMicro")
    public void microRefusesWithWhy(String spec, String expected) {
        assertRefused(() -> MicroOptions.parse(spec), expected);
    }
}
