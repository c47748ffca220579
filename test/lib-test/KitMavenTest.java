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
 * @summary Unit tests of KitMaven: the parent pom's properties, Surefire's counts, a jar's listing
 * @library /make/src
 * @build KitMaven
 * @run testng KitMavenTest
 */

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import org.testng.annotations.Test;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.expectThrows;

/**
 * What the kit's tools read of its Maven build without running Maven: a
 * version the parent pom writes once, read by its property's name (a
 * property that is absent or empty is refused, never read as ""); the
 * counts of a module's Surefire reports, added over its report files and
 * all 0 when the module has none; and a jar's entries, returned sorted and
 * written to a listing. Running Maven itself is make pit-plugin's and make
 * assertions' part of make check.
 */
public class KitMavenTest {

    private static Path dir() throws IOException {
        return Files.createTempDirectory(Path.of("."), "kitmaven");
    }

    @Test
    public void aPropertyIsReadByItsName() throws IOException {
        Path root = dir();
        Files.writeString(root.resolve("pom.xml"), String.join("\n",
                "<project>",
                "  <properties>",
                "    <pitest.version>1.17.0</pitest.version>",
                "    <pitest.version.note>not this</pitest.version.note>",
                "  </properties>",
                "</project>"));
        assertEquals(KitMaven.pomProperty(root, "pitest.version"), "1.17.0");
        assertEquals(KitMaven.pomProperty(root, "pitest.version.note"), "not this");
    }

    @Test
    public void anAbsentOrEmptyPropertyIsRefused() throws IOException {
        Path root = dir();
        Files.writeString(root.resolve("pom.xml"), "<project>\n  <junit.version></junit.version>\n</project>\n");
        for (String name : List.of("junit.version", "pitest.version")) {
            String message = expectThrows(IllegalArgumentException.class,
                    () -> KitMaven.pomProperty(root, name)).getMessage();
            assertEquals(message, "the kit's pom.xml has no property <" + name + ">");
        }
    }

    @Test
    public void aModuleWithoutReportsCountsNothing() throws IOException {
        assertEquals(KitMaven.surefire(dir()), new KitMaven.Counts(0, 0, 0, 0));
    }

    @Test
    public void theReportsOfAModuleAreAddedUp() throws IOException {
        Path module = dir();
        Path reports = Files.createDirectories(module.resolve("target/surefire-reports"));
        Files.writeString(reports.resolve("TEST-a.ATest.xml"), String.join("\n",
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                "<testsuite xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" name=\"a.ATest\" time=\"0.1\""
                        + " tests=\"4\" errors=\"1\" skipped=\"0\" failures=\"2\">",
                "  <testcase name=\"x\" tests=\"99\"/>",
                "</testsuite>"));
        Files.writeString(reports.resolve("TEST-b.BTest.xml"),
                "<testsuite name=\"b.BTest\" failures=\"0\" skipped=\"3\" errors=\"0\" tests=\"6\">\n</testsuite>\n");
        Files.writeString(reports.resolve("b.BTest.txt"), "<testsuite tests=\"50\">\n");
        assertEquals(KitMaven.surefire(module), new KitMaven.Counts(10, 2, 1, 3),
                "the two TEST-*.xml reports' testsuite lines; not the testcase line, not the .txt summary");
    }

    @Test
    public void aJarsEntriesAreListedSorted() throws IOException {
        Path d = dir();
        Path jar = d.resolve("a.jar");
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file)) {
            for (String name : List.of("waitkit/b/B.class", "META-INF/x.txt", "waitkit/A.class")) {
                out.putNextEntry(new JarEntry(name));
                out.closeEntry();
            }
        }
        Path listing = d.resolve("listing.txt");
        List<String> expected = List.of("META-INF/x.txt", "waitkit/A.class", "waitkit/b/B.class");
        assertEquals(List.copyOf(KitMaven.jarEntries(jar, listing)), expected);
        assertEquals(Files.readAllLines(listing), expected);
    }
}
