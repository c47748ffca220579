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
 * @summary Unit tests of TestGroups: TEST.groups read as jtreg reads it, its exclusions included
 * @library /lib /make/src
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build TestGroups
 * @run testng TestGroupsTest
 */

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.testng.annotations.Test;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;

public class TestGroupsTest {

    // A test root of its own in the scratch directory: three folders of two
    // tests each, one of them a catalogue.
    private static Path root(String groups) throws IOException {
        Path root = Files.createTempDirectory(Path.of(""), "groups");
        for (String file : List.of("test/a/A1.java", "test/a/A2.java", "test/b/B1.java", "test/b/BCatalogue.java",
                "test/c/C1.java", "test/c/C2.java")) {
            Files.createDirectories(root.resolve(file).getParent());
            Files.writeString(root.resolve(file), "class X { }\n");
        }
        Files.writeString(root.resolve(TestGroups.FILE), groups);
        return root;
    }

    @Test
    public void groupsIncludeFoldersFilesAndOtherGroups() throws IOException {
        TestGroups groups = TestGroups.read(root("""
                # comment
                a = test/a
                both = \\
                    :a \\
                    test/b/B1.java
                """));
        assertEquals(groups.names(), List.of("a", "both"));
        assertEquals(groups.files("both"), List.of("test/a/A1.java", "test/a/A2.java", "test/b/B1.java"));
    }

    // tier1 leaves out :tier2 and :juc: the exclusions the kit's TEST.groups relies on.
    @Test
    public void aGroupOrPathLeftOutTakesOutItsTests() throws IOException {
        TestGroups groups = TestGroups.read(root("""
                slow = \\
                    test/b/BCatalogue.java \\
                    test/c
                fast = \\
                    test \\
                    -:slow \\
                    -test/a/A2.java
                """));
        assertEquals(groups.files("fast"), List.of("test/a/A1.java", "test/b/B1.java"));
    }

    // As jtreg has it: what a group leaves out is left out of its own tests,
    // not of a group that includes it.
    @Test
    public void aGroupsExclusionsStayInIt() throws IOException {
        TestGroups groups = TestGroups.read(root("""
                b = test/b -test/a/A1.java
                a = test/a :b
                """));
        assertEquals(groups.files("a"), List.of("test/a/A1.java", "test/a/A2.java", "test/b/B1.java",
                "test/b/BCatalogue.java"));
    }

    @Test
    public void anUndefinedOrCircularGroupIsRefused() throws IOException {
        TestGroups groups = TestGroups.read(root("""
                a = :b
                b = :a
                c = :nope
                d = test/a/NoSuchTest.java
                """));
        IllegalArgumentException e = expectThrows(IllegalArgumentException.class, () -> groups.files("a"));
        assertEquals(e.getMessage(), "group a includes itself: a -> b -> a");
        e = expectThrows(IllegalArgumentException.class, () -> groups.files("c"));
        assertTrue(e.getMessage().startsWith("group nope is not defined in ") && e.getMessage().contains("(named by c)"),
                e.getMessage());
        e = expectThrows(IllegalArgumentException.class, () -> groups.files("d"));
        assertTrue(e.getMessage().startsWith("group d names test/a/NoSuchTest.java, which is not a file or directory"),
                e.getMessage());
    }

    // The kit's own groups: tier1 holds no test of tier2 or juc.
    @Test
    public void tier1LeavesOutTier2AndJuc() throws IOException {
        TestGroups groups = TestGroups.read(KitSources.root());
        List<String> tier1 = groups.files("tier1");
        for (String other : List.of("tier2", "juc")) {
            List<String> both = groups.files(other).stream().filter(tier1::contains).toList();
            assertEquals(both, List.of(), "files of tier1 and " + other);
        }
        assertTrue(tier1.contains("test/lib-test/TestGroupsTest.java"), "tier1: " + tier1);
    }
}
