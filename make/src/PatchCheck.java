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
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Checks a PATCH= value before any test runs, on the JDK under test. PATCH= is
 * {@code <module>=<dir>[,<module>=<dir>...]}: each module must be a module of
 * that JDK, named once, and each directory must exist and hold at least one
 * class of a package of that module. Prints one line per entry (the module,
 * the absolute directory and the classes that will replace the JDK's), or the
 * reason the value is refused, and then exits with status 2.
 */
public class PatchCheck {

    public static void main(String[] args) throws IOException {
        String spec = args[0];
        Set<String> seen = new TreeSet<>();
        String[] entries = spec.split(",", -1);
        for (String entry : entries) {
            int eq = entry.indexOf('=');
            if (eq <= 0 || eq == entry.length() - 1) {
                refuse("PATCH=" + spec + ": '" + entry + "' is not <module>=<dir>");
            }
            if (!seen.add(entry.substring(0, eq))) {
                refuse("PATCH=" + spec + ": module " + entry.substring(0, eq)
                        + " is named twice; give one directory per module");
            }
        }
        for (String entry : entries) {
            int eq = entry.indexOf('=');
            String module = entry.substring(0, eq);
            Path dir = Path.of(entry.substring(eq + 1)).toAbsolutePath().normalize();
            ModuleDescriptor descriptor = ModuleFinder.ofSystem().find(module)
                    .orElseThrow(() -> refusal("PATCH=" + spec + ": " + module + " is not a module of "
                            + System.getProperty("java.home") + " (java --list-modules lists them)"))
                    .descriptor();
            if (!Files.isDirectory(dir)) {
                refuse("PATCH=" + spec + ": " + dir + " is not a directory (PATCH= takes compiled classes, "
                        + "laid out by package, as javac -d writes them)");
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
                refuse("PATCH=" + spec + ": " + dir + " holds no classes of module " + module + " ("
                        + (classes.isEmpty() ? "no .class files at all"
                                : classes.size() + " classes, none in its packages, e.g. " + classes.get(0))
                        + ")");
            }
            String shown = ofModule.stream().limit(5).collect(Collectors.joining(", "))
                    + (ofModule.size() > 5 ? ", ..." : "");
            System.out.println(module + "=" + dir + " (" + ofModule.size() + " classes: " + shown + ")");
        }
    }

    private static IllegalArgumentException refusal(String why) {
        System.err.println(why);
        System.exit(2);
        return new IllegalArgumentException(why);
    }

    private static void refuse(String why) {
        throw refusal(why);
    }
}
