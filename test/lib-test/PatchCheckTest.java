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
 * @summary Unit tests of PatchCheck: which PATCH= values make test refuses, and what it says it patches
 * @library /make/src
 * @build PatchCheck
 * @run testng PatchCheckTest
 */

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.testng.annotations.Test;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;

/**
 * PATCH= names compiled classes that replace a module's of the JDK under
 * test, as {@code <module>=<dir>[,<module>=<dir>...]}. A value that is not
 * of that form, names a module twice, names a module the JDK lacks, a
 * directory that is not there, or a directory without a class of the module's
 * packages is refused with the entry and the reason; a right value is
 * described one line per module, with its classes. PatchCheck reads the
 * class files' names only, so empty files stand for classes here.
 */
public class PatchCheckTest {

    private static Path classes(String... names) throws IOException {
        Path dir = Files.createTempDirectory(Path.of("."), "patch");
        for (String name : names) {
            Path file = dir.resolve(name.replace('.', '/') + ".class");
            Files.createDirectories(file.getParent());
            Files.createFile(file);
        }
        return dir;
    }

    private static String refusal(String spec) {
        return expectThrows(IllegalArgumentException.class, () -> PatchCheck.check(spec)).getMessage();
    }

    @Test
    public void anEntryWithoutModuleOrDirectoryIsRefused() {
        for (String entry : List.of("java.base", "=dir", "java.base=", "")) {
            String message = refusal(entry);
            assertTrue(message.contains("'" + entry + "' is not <module>=<dir>"), entry + ": " + message);
        }
    }

    @Test
    public void aModuleNamedTwiceIsRefused() throws IOException {
        Path dir = classes("java.util.concurrent.CyclicBarrier");
        String message = refusal("java.base=" + dir + ",java.base=" + dir);
        assertTrue(message.contains("module java.base is named twice"), message);
    }

    @Test
    public void aModuleTheJdkLacksIsRefused() throws IOException {
        Path dir = classes("java.util.concurrent.CyclicBarrier");
        String message = refusal("java.nosuchmodule=" + dir);
        assertTrue(message.contains("java.nosuchmodule is not a module of " + System.getProperty("java.home")),
                message);
    }

    @Test
    public void aMissingDirectoryIsRefused() {
        Path missing = Path.of("no-such-patch").toAbsolutePath().normalize();
        String message = refusal("java.base=no-such-patch");
        assertTrue(message.contains(missing + " is not a directory"), message);
    }

    @Test
    public void aDirectoryWithoutClassesIsRefused() throws IOException {
        Path dir = classes();
        String message = refusal("java.base=" + dir);
        assertTrue(message.contains("holds no classes of module java.base (no .class files at all)"), message);
    }

    @Test
    public void classesOfAnotherModuleAreRefused() throws IOException {
        Path dir = classes("java.sql.DriverManager", "module-info");
        String message = refusal("java.base=" + dir);
        assertTrue(message.contains("(1 classes, none in its packages, e.g. java.sql.DriverManager)"), message);
    }

    @Test
    public void eachModuleIsDescribedWithItsClasses() throws IOException {
        Path base = classes("java.util.concurrent.CyclicBarrier", "java.nio.Bits", "module-info");
        Path sql = classes("java.sql.DriverManager");
        List<String> lines = PatchCheck.check("java.base=" + base + ",java.sql=" + sql);
        assertEquals(lines, List.of(
                "java.base=" + base.toAbsolutePath().normalize()
                        + " (2 classes: java.nio.Bits, java.util.concurrent.CyclicBarrier)",
                "java.sql=" + sql.toAbsolutePath().normalize() + " (1 classes: java.sql.DriverManager)"));
    }

    @Test
    public void moreThanFiveClassesAreShownAsFive() throws IOException {
        Path dir = classes("java.util.concurrent.A", "java.util.concurrent.B", "java.util.concurrent.C",
                "java.util.concurrent.D", "java.util.concurrent.E", "java.util.concurrent.F");
        assertEquals(PatchCheck.check("java.base=" + dir), List.of("java.base=" + dir.toAbsolutePath().normalize()
                + " (6 classes: java.util.concurrent.A, java.util.concurrent.B, java.util.concurrent.C,"
                + " java.util.concurrent.D, java.util.concurrent.E, ...)"));
    }
}
