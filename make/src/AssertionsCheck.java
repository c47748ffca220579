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
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import waitkit.judge.Bounds;

/**
 * {@code make assertions}: builds guard/assertions, waitkit's assertions for
 * a library's own tests ({@code waitkit.assertions.WaitAssertions}, with the
 * kit's library, the module waitkit-lib, shaded in), with Maven on the JDK
 * under test, runs its unit tests one at a time ({@code BOUND_FACTOR=}
 * widens their measured bounds, checked first by the tests' own rule),
 * checks the jar (the API, the library, nothing else) and that no dependency
 * reaches a user's test class path, and installs it into the local Maven
 * repository as org.waitkit:waitkit-assertions:1.0, for a library's pom to
 * use in test scope. Maven's own output is in build/assertions/mvn-output.txt.
 *
 * <p>Ends with one line, "assertions: PASS: N tests, jar <path>" (with "(M
 * skipped)" after N when tests were skipped, such as the virtual-thread ones
 * before JDK 21) or "assertions: FAIL: <why>"; exit status 0 on PASS, 1 on
 * FAIL, 2 for a bad {@code BOUND_FACTOR=}.
 *
 * <p>Usage, as make/Assertions.sh runs it: {@code AssertionsCheck <root> <JDK>}.
 */
public final class AssertionsCheck {

    private static final String ARTIFACT = "waitkit-assertions";

    /** Classes the jar must hold: the API and the library it measures and judges with. */
    private static final List<String> REQUIRED = List.of("waitkit/assertions/WaitAssertions.class",
            "waitkit/Verdict.class", "waitkit/judge/Bounds.class", "waitkit/measure/ThreadCpu.class",
            "waitkit/judge/GiveUpVerdict.class", "waitkit/WaitMethod.class");

    private AssertionsCheck() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        double factor;
        try {
            factor = Bounds.parseFactor("BOUND_FACTOR", System.getenv("BOUND_FACTOR"));
        } catch (IllegalArgumentException e) {
            System.out.println("assertions: FAIL: " + e.getMessage());
            System.exit(2);
            return;
        }
        String why;
        try {
            why = check(Path.of(args[0]), Path.of(args[1]), factor);
        } catch (IOException | RuntimeException e) {
            why = "FAIL: " + e;
        }
        System.out.println("assertions: " + why);
        System.exit(why.startsWith("PASS") ? 0 : 1);
    }

    private static String check(Path root, Path jdk, double factor) throws IOException, InterruptedException {
        Path module = root.resolve("guard/assertions");
        Path jar = module.resolve("target/" + ARTIFACT + "-1.0.jar");
        KitMaven.Installed installed = KitMaven.install(root, jdk, "guard/assertions",
                List.of("-Dwaitkit.bound.factor=" + factor), root.resolve("build/assertions"),
                Pattern.compile("Tests run:|FAIL|ERROR|^(CPU_USE|STARVATION|BUDGET_COLLAPSE|INSENSITIVE):"));
        if (!installed.failure().isEmpty()) {
            return "FAIL: " + installed.failure();
        }
        KitMaven.Counts c = installed.counts();
        if (c.skipped() >= c.tests()) {
            return "FAIL: all " + c.tests() + " tests were skipped: nothing was checked";
        }
        if (!Files.exists(jar)) {
            return "FAIL: Maven succeeded but " + jar + " is missing";
        }
        Set<String> entries = KitMaven.jarEntries(jar, root.resolve("build/assertions/jar-contents.txt"));
        for (String required : REQUIRED) {
            if (!entries.contains(required)) {
                return "FAIL: " + jar + " lacks " + required;
            }
        }
        // The library's packages (the directories of lib/waitkit) and the
        // assertions' own, nothing else.
        Set<String> packages = new TreeSet<>(Set.of("waitkit", "waitkit/assertions"));
        try (Stream<Path> dirs = Files.walk(root.resolve("lib/waitkit"))) {
            dirs.filter(Files::isDirectory).forEach(d -> packages.add("waitkit/"
                    + root.resolve("lib/waitkit").relativize(d).toString().replace('\\', '/')));
        }
        packages.remove("waitkit/");
        List<String> stray = entries.stream().filter(e -> e.endsWith(".class"))
                .filter(e -> !packages.contains(e.substring(0, Math.max(0, e.lastIndexOf('/'))))).toList();
        if (!stray.isEmpty()) {
            return "FAIL: " + jar + " holds classes outside the library's packages and waitkit/assertions/: "
                    + String.join(" ", stray);
        }
        String leak = dependenciesOutsideTestScope(Path.of(System.getProperty("user.home")));
        return leak.isEmpty() ? "PASS: " + c.tests() + " tests" + (c.skipped() == 0 ? "" : " (" + c.skipped()
                + " skipped)") + ", jar " + jar : "FAIL: " + leak;
    }

    // No dependency reaches a user's test class path: every one the
    // installed pom names (outside <build>, whose plugins have dependencies
    // of their own) is test scope. The installed pom is the shade plugin's
    // reduced one, without waitkit-lib, which the jar holds; its parent,
    // waitkit-parent, which it inherits from, names none (its
    // <dependencyManagement> only sets versions).
    private static String dependenciesOutsideTestScope(Path home) throws IOException {
        Path repository = home.resolve(".m2/repository/org/waitkit");
        Path installed = repository.resolve(ARTIFACT + "/1.0/" + ARTIFACT + "-1.0.pom");
        if (!Files.exists(installed)) {
            return "mvn install did not put " + installed + " in the local Maven repository";
        }
        String pom = Files.readString(installed).replaceAll("(?s)<build>.*?</build>", "");
        Matcher deps = Pattern.compile("(?s)<dependencies>.*</dependencies>").matcher(pom);
        if (!deps.find()) {
            return installed + " names no dependency at all, not even its test frameworks: not the pom this build "
                    + "installs";
        }
        Path parent = repository.resolve("waitkit-parent/1.0/waitkit-parent-1.0.pom");
        if (!Files.exists(parent)) {
            return "mvn install did not put " + parent + ", the parent " + installed + " names, in the local Maven "
                    + "repository";
        }
        String inherited = Files.readString(parent).replaceAll("(?s)<dependencyManagement>.*?</dependencyManagement>",
                "").replaceAll("(?s)<build>.*?</build>", "");
        long parentDeps = count(inherited, "<dependency>");
        if (parentDeps != 0) {
            return parent + " names " + parentDeps + " dependencies, which every user of the assertions would inherit";
        }
        long named = count(deps.group(), "<dependency>");
        long tested = count(deps.group(), "<scope>test</scope>");
        return named == tested ? "" : installed + " names " + (named - tested) + " dependencies outside test scope: "
                + "the jar must need none";
    }

    private static long count(String text, String what) {
        return text.lines().filter(l -> l.contains(what)).count();
    }
}
