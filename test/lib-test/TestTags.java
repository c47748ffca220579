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

import java.util.ArrayList;
import java.util.List;

/**
 * Reads the jtreg tags of a test's comment, for the lib-tests that check the
 * test sources (CatalogueCoverageTest, ScenarioRequiresTest). Not a test.
 */
final class TestTags {

    private TestTags() {
    }

    /**
     * Returns the tags of a comment, each with the lines that continue it.
     *
     * @param comment the text of a block comment, with its leading asterisks
     * @return each tag and its text, e.g. {@code @requires waitkit.taskset}
     */
    static List<String> of(String comment) {
        List<String> tags = new ArrayList<>();
        for (String line : comment.split("\n")) {
            String text = line.strip().replaceFirst("^\\*+", "").strip();
            if (text.startsWith("@")) {
                tags.add(text);
            } else if (!tags.isEmpty() && !text.isEmpty()) {
                tags.set(tags.size() - 1, tags.get(tags.size() - 1) + " " + text);
            }
        }
        return tags;
    }
}
