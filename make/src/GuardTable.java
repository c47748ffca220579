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
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import javax.xml.parsers.DocumentBuilderFactory;

import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The kill table of {@code make guard}: reads every PIT {@code mutations.xml}
 * under a reports directory and prints one row per wait site (class, method,
 * line, the wait the mutant replaced) and refactor, with PIT's status and
 * the test that killed it, then the summary line
 * {@code guard: N mutants at W wait sites: K killed, T timed out, S survived, C no coverage}.
 * Only the wait mutators' mutants count (their ids begin with
 * {@value #WAIT_MUTATOR}); a status outside those four (a run error, a
 * memory error, a mutant that would not load) is named in its row and in an
 * "other" count.
 *
 * <p>Arguments: the reports directory, the file to write the table to.
 * Exit status 0, or 2 when no mutations.xml is found.
 */
public final class GuardTable {

    static final String WAIT_MUTATOR = "waitkit.pit.WaitMutator_";

    private record Row(String clazz, String method, String line, String waitCall, String refactor, String status,
                       String killedBy) {
    }

    public static void main(String[] args) throws Exception {
        Path reports = Path.of(args[0]);
        List<Path> files;
        try (Stream<Path> s = Files.walk(reports)) {
            files = s.filter(p -> p.getFileName().toString().equals("mutations.xml")).sorted().toList();
        } catch (IOException e) {
            files = List.of();
        }
        if (files.isEmpty()) {
            System.out.println("guard: PIT wrote no mutations.xml under " + reports);
            System.exit(2);
        }
        List<Row> rows = new ArrayList<>();
        for (Path f : files) {
            NodeList mutations = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(f.toFile())
                    .getElementsByTagName("mutation");
            for (int i = 0; i < mutations.getLength(); i++) {
                Element m = (Element) mutations.item(i);
                String mutator = text(m, "mutator");
                if (!mutator.startsWith(WAIT_MUTATOR)) {
                    continue;
                }
                String description = text(m, "description");
                String wait = description.startsWith("replaced ") && description.contains(" with ")
                        ? description.substring("replaced ".length(), description.indexOf(" with ")) : description;
                String killer = shortTestName(text(m, "killingTest"));
                rows.add(new Row(text(m, "mutatedClass"), text(m, "mutatedMethod"), text(m, "lineNumber"), wait,
                        mutator.substring(WAIT_MUTATOR.length()), m.getAttribute("status"),
                        killer.isBlank() ? "-" : killer));
            }
        }
        Set<String> sites = new LinkedHashSet<>();
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (String s : List.of("KILLED", "TIMED_OUT", "SURVIVED", "NO_COVERAGE", "other")) {
            counts.put(s, 0);
        }
        StringBuilder table = new StringBuilder(String.format("%-40s %-22s %5s  %-34s %-18s %-11s %s%n", "class",
                "method", "line", "wait", "refactor", "status", "killed by"));
        for (Row r : rows) {
            sites.add(r.clazz() + "#" + r.method() + ":" + r.line() + " " + r.waitCall());
            counts.merge(counts.containsKey(r.status()) ? r.status() : "other", 1, Integer::sum);
            table.append(String.format("%-40s %-22s %5s  %-34s %-18s %-11s %s%n", r.clazz(), r.method(), r.line(),
                    r.waitCall(), r.refactor(), r.status(), r.killedBy()));
        }
        String summary = "guard: " + rows.size() + " mutants at " + sites.size() + " wait sites: "
                + counts.get("KILLED") + " killed, " + counts.get("TIMED_OUT") + " timed out, "
                + counts.get("SURVIVED") + " survived, " + counts.get("NO_COVERAGE") + " no coverage"
                + (counts.get("other") > 0 ? ", " + counts.get("other") + " other (see the status column)" : "");
        table.append('\n').append(summary).append('\n');
        Files.writeString(Path.of(args[1]), table, StandardCharsets.UTF_8);
        System.out.print(table);
    }

    // JUnit 5's unique ids name a test as
    // "pkg.Class.[engine:junit-jupiter]/[class:pkg.Class]/[method:name()]":
    // the table shows Class.name. Other names are shown as PIT gives them.
    static String shortTestName(String killer) {
        int c = killer.indexOf("[class:");
        int m = killer.indexOf("[method:");
        if (c < 0 || m < 0) {
            return killer;
        }
        String cls = killer.substring(c + "[class:".length(), killer.indexOf(']', c));
        String method = killer.substring(m + "[method:".length(), killer.indexOf(']', m));
        return cls.substring(cls.lastIndexOf('.') + 1) + "." + method.replaceFirst("\\(.*", "");
    }

    private static String text(Element m, String tag) {
        NodeList n = m.getElementsByTagName(tag);
        return n.getLength() == 0 ? "" : n.item(0).getTextContent().trim();
    }
}
