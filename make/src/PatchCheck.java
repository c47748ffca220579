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
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Checks a PATCH= value before any test runs, on the JDK under test. PATCH= is
 * {@code <module>=<dir>[,<module>=<dir>...]}: each module must be a module of
 * that JDK, named once, and each directory must exist and hold at least one
 * class of a package of that module.
 */
final class PatchCheck {

    private PatchCheck() {
    }

    /**
     * Checks a PATCH= value on the JDK this runs on.
     *
     * @param spec the value
     * @return one line per entry: the module, the absolute directory and the
     *         classes that replace the JDK's
     * @throws IllegalArgumentException naming the entry that is not right, and why
     * @throws IOException if a directory cannot be read
     */
    static List<String> check(String spec) throws IOException {
        List<String> lines = new ArrayList<>();
        Set<String> seen = new TreeSet<>();
        String[] entries = spec.split(",", -1);
        for (String entry : entries) {
            int eq = entry.indexOf('=');
            if (eq <= 0 || eq == entry.length() - 1) {
                throw new IllegalArgumentException("PATCH=" + spec + ": '" + entry + "' is not <module>=<dir>");
            }
            if (!seen.add(entry.substring(0, eq))) {
                throw new IllegalArgumentException("PATCH=" + spec + ": module " + entry.substring(0, eq)
                        + " is named twice; give one directory per module");
            }
        }
        for (String entry : entries) {
            int eq = entry.indexOf('=');
            String module = entry.substring(0, eq);
            Path dir = Path.of(entry.substring(eq + 1)).toAbsolutePath().normalize();
            ModuleDescriptor descriptor = ModuleFinder.ofSystem().find(module)
                    .orElseThrow(() -> new IllegalArgumentException("PATCH=" + spec + ": " + module
                            + " is not a module of " + System.getProperty("java.home") + " (java --list-modules lists them)"))
                    .descriptor();
            if (!Files.isDirectory(dir)) {
                throw new IllegalArgumentException("PATCH=" + spec + ": " + dir + " is not a directory (PATCH= "
                        + "takes compiled classes, laid out by package, as javac -d writes them)");
            }
            List<String> classes;
            try (Stream<Path> files = Files.walk(dir)) {
                classes = files.filter(p -> p.toString().endsWith(".class"))
                        .map(p -> dir.relativize(p).toString().replace('/', '.').replaceAll("\\.class$", ""))
                        .filter(name -> !name.equals("module-info"))
                        .sorted().collect(Collectors.toList());
            }
            List<String> ofModule = classes.stream()
                    .filter(c -> c.lastIndexOf('.') > 0 && descriptor.packages().contains(c.substring(0, c.lastIndexOf('.'))))
                    .collect(Collectors.toList());
            if (ofModule.isEmpty()) {
                throw new IllegalArgumentException("PATCH=" + spec + ": " + dir + " holds no classes of module "
                        + module + " ("
                        + (classes.isEmpty() ? "no .class files at all"
                                : classes.size() + " classes, none in its packages, e.g. " + classes.get(0))
                        + ")");
            }
            String shown = ofModule.stream().limit(5).collect(Collectors.joining(", "))
                    + (ofModule.size() > 5 ? ", ..." : "");
            lines.add(module + "=" + dir + " (" + ofModule.size() + " classes: " + shown + ")");
        }
        return lines;
    }
}
