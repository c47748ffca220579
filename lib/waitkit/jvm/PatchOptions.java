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


package waitkit.jvm;

import java.io.File;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import waitkit.Evidence;

/**
 * The {@code --patch-module} options a child JVM runs with, and the label that
 * names its patch in a workload's report. Two sources patch the JDK: make's
 * {@code PATCH=} (a JDK engineer's classes, passed to every test JVM) and a
 * mutant of a JDK wait loop (passed by the test that built it). The JVM
 * refuses a module patched twice, so both are merged into one option per
 * module, the mutant's first.
 */
public final class PatchOptions {

    /** System property with the label of a mutant's patch, set by the mutant builder ({@code waitkit.mutant.JdkMutant}). */
    public static final String MUTANT_LABEL_PROPERTY = "waitkit.patch";

    private PatchOptions() {
    }

    /**
     * Names the patch this JVM runs with, for a workload's report.
     *
     * @return the mutant's label (e.g. {@code java.nio.Bits.reserveMemory[165:25-165:48]:wait->onSpinWait}),
     *         else make's {@code PATCH=}, else {@code none}
     */
    public static String label() {
        return System.getProperty(MUTANT_LABEL_PROPERTY, System.getProperty(Evidence.USER_PATCH_PROPERTY, "none"));
    }

    /**
     * Joins two option lists, merging their {@code --patch-module} options:
     * the directories given for one module become one path, {@code first}'s
     * before {@code then}'s, and the first directory that holds a class
     * supplies it.
     *
     * @param first options whose patches take precedence
     * @param then  options appended after them
     * @return {@code then}'s options without their patches, {@code first}'s
     *         without theirs, then one {@code --patch-module=module=path} per
     *         module
     */
    public static List<String> merge(List<String> first, List<String> then) {
        Map<String, List<String>> patches = new LinkedHashMap<>();
        List<String> firstOthers = takePatches(first, patches);
        List<String> merged = takePatches(then, patches);
        merged.addAll(firstOthers);
        patches.forEach((module, dirs) -> merged.add("--patch-module=" + module + "="
                + String.join(File.pathSeparator, dirs)));
        return merged;
    }

    // Moves the --patch-module values of options into patches; returns the other options.
    private static List<String> takePatches(List<String> options, Map<String, List<String>> patches) {
        List<String> others = new ArrayList<>();
        for (int i = 0; i < options.size(); i++) {
            String o = options.get(i);
            String value = o.startsWith("--patch-module=") ? o.substring("--patch-module=".length())
                    : o.equals("--patch-module") && i + 1 < options.size() ? options.get(++i) : null;
            if (value == null) {
                others.add(o);
            } else {
                int eq = value.indexOf('=');
                patches.computeIfAbsent(value.substring(0, eq), m -> new ArrayList<>()).add(value.substring(eq + 1));
            }
        }
        return others;
    }
}
