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

package waitkit.pit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import waitkit.mutant.Refactor;

/**
 * Generates Refactored.java from src/main/template/Refactored.java.template,
 * as OpenJDK generates its typed variants from a {@code -X.java.template}:
 * the lines between {@code #for[refactor]} and {@code #end[refactor]} are
 * written once for each constant of {@link Refactor}, in its order, with a
 * blank line between two; in them {@code $refactor$} stands for the
 * constant's name, {@code $waitName$} for {@link Refactor#waitName()} and
 * {@code $javaCall$} for {@link Refactor#javaCall()}. The other lines are
 * copied as they are.
 *
 * <p>The generated file is checked in, so that the plugin builds with
 * Maven's standard phases alone; RefactoredTemplateTest holds it to the
 * template, and writes it when asked. To regenerate it, from the kit's root:
 * <pre>
 *   mvn -q -pl guard/pitest-plugin -am test -Dtest=RefactoredTemplateTest \
 *       -Dsurefire.failIfNoSpecifiedTests=false -Dwaitkit.regenerate=true
 * </pre>
 */
final class RefactoredTemplate {

    /** The template, relative to the plugin's directory. */
    static final Path TEMPLATE = Path.of("src", "main", "template", "Refactored.java.template");

    /** The generated source, relative to the plugin's directory. */
    static final Path GENERATED = Path.of("src", "main", "java", "waitkit", "pit", "Refactored.java");

    private static final String BEGIN = "#for[refactor]";
    private static final String END = "#end[refactor]";
    private static final Pattern VARIABLE = Pattern.compile("\\$([A-Za-z]+)\\$");

    private RefactoredTemplate() {
    }

    /**
     * Expands a template.
     *
     * @param template the template's lines
     * @return the generated source's lines
     * @throws IllegalArgumentException if the template has no block, more
     *         than one, a block not closed, or a variable other than
     *         {@code $refactor$}, {@code $waitName$} and {@code $javaCall$}
     *         in its block; the message names the line
     */
    static List<String> expand(List<String> template) {
        int begin = template.indexOf(BEGIN);
        int end = template.indexOf(END);
        if (begin < 0 || end < begin) {
            throw new IllegalArgumentException("the template needs one block between a line " + BEGIN
                    + " and a line " + END + "; found " + BEGIN + " at line " + (begin + 1)
                    + " and " + END + " at line " + (end + 1) + " (0: none)");
        }
        if (template.lastIndexOf(BEGIN) != begin || template.lastIndexOf(END) != end) {
            throw new IllegalArgumentException("the template has more than one block " + BEGIN + " ... " + END);
        }
        List<String> out = new ArrayList<>(template.subList(0, begin));
        List<String> block = template.subList(begin + 1, end);
        for (Refactor r : Refactor.values()) {
            if (r.ordinal() > 0) {
                out.add("");
            }
            Map<String, String> values = Map.of("refactor", r.name(), "waitName", r.waitName(),
                    "javaCall", r.javaCall());
            for (int i = 0; i < block.size(); i++) {
                out.add(substitute(block.get(i), values, begin + 2 + i));
            }
        }
        out.addAll(template.subList(end + 1, template.size()));
        return out;
    }

    private static String substitute(String line, Map<String, String> values, int lineNumber) {
        Matcher m = VARIABLE.matcher(line);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String value = values.get(m.group(1));
            if (value == null) {
                throw new IllegalArgumentException("line " + lineNumber + " of the template: unknown variable $"
                        + m.group(1) + "$; the block knows " + values.keySet().stream().sorted()
                                .map(k -> "$" + k + "$").toList());
            }
            m.appendReplacement(sb, Matcher.quoteReplacement(value));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    /**
     * Reads the template and returns the source it gives.
     *
     * @param pluginDir the plugin's directory, guard/pitest-plugin
     * @return the generated source's lines
     * @throws IOException if the template cannot be read
     */
    static List<String> generate(Path pluginDir) throws IOException {
        return expand(Files.readAllLines(pluginDir.resolve(TEMPLATE)));
    }

    /** The command, from the kit's root, that writes the generated source anew. */
    static final String REGENERATE = "mvn -q -pl guard/pitest-plugin -am test -Dtest=RefactoredTemplateTest"
            + " -Dsurefire.failIfNoSpecifiedTests=false -Dwaitkit.regenerate=true";
}
