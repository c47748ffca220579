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
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The kit's own Java sources, read from the jtreg test root, for the
 * lib-tests that check them (TestHeaderTest, ScenarioRequiresTest,
 * MutantCoverageTest, PackageDirectionTest, CatalogueCoverageTest,
 * ScenarioTest, TestGroupsTest). Not a
 * test. The one place a test reads {@code test.root}: most of those tests
 * build no library, so they cannot use JtregProperties.
 */
final class KitSources {

    private KitSources() {
    }

    /**
     * Returns the jtreg test root, the kit's root directory.
     *
     * @return the test root
     * @throws AssertionError if jtreg did not set {@code test.root}
     */
    static Path root() {
        String root = System.getProperty("test.root");
        if (root == null) {
            throw new AssertionError("test.root is not set: this test reads the kit's sources under the jtreg test root");
        }
        return Path.of(root);
    }

    /**
     * Reads every {@code .java} file under the given directories of the test
     * root.
     *
     * @param dirs directories relative to the test root, e.g. {@code "test"}
     * @return each file's text by its path relative to the test root, with
     *         {@code /} separators, in the order of the paths
     * @throws IOException if a directory or file cannot be read
     */
    static Map<String, String> read(String... dirs) throws IOException {
        Path root = root();
        Map<String, String> sources = new LinkedHashMap<>();
        for (String dir : dirs) {
            try (Stream<Path> files = Files.walk(root.resolve(dir))) {
                for (Path p : files.filter(f -> f.toString().endsWith(".java") && Files.isRegularFile(f))
                        .sorted().toList()) {
                    sources.put(root.relativize(p).toString().replace('\\', '/'), Files.readString(p));
                }
            }
        }
        return sources;
    }
}
