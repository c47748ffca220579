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
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code make pit-plugin}: builds guard/pitest-plugin, the wait mutators for
 * PIT and the guard's test listeners, with Maven on the JDK under test, runs
 * its unit tests, checks the jar (the two classes it takes from lib/, every
 * class of lib/ its code refers to, the services files, the manifest
 * pitest-maven reads) and installs it into the local Maven repository as
 * org.waitkit:waitkit-pitest-plugin:1.0. Maven's own output is in
 * build/pit-plugin/mvn-output.txt.
 *
 * <p>Ends with one line, "pit-plugin: PASS: N tests, jar <path>" or
 * "pit-plugin: FAIL: <why>"; exit status 0 on PASS, 1 on FAIL.
 *
 * <p>Usage, as make/PitPlugin.sh runs it: {@code PitPluginCheck <root> <JDK>}.
 */
public final class PitPluginCheck {

    private static final String GROUP = "org.waitkit";
    private static final String ARTIFACT = "waitkit-pitest-plugin";

    /** The classes of lib/ the plugin takes, nested ones included. */
    private static final Pattern FROM_LIB = Pattern.compile("waitkit/(mutant/Refactor|VerdictRecord)(\\$[^/]*)?\\.class");

    /** The services: the mutators and their group for PIT; the test listeners for the JUnit Platform and TestNG. */
    private static final List<String> SERVICES = List.of(
            "org.pitest.mutationtest.engine.gregor.MethodMutatorFactory",
            "org.pitest.mutationtest.engine.gregor.config.MutatorGroup",
            "org.junit.platform.launcher.TestExecutionListener", "org.testng.ITestNGListener");

    private PitPluginCheck() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        String why;
        try {
            why = check(Path.of(args[0]), Path.of(args[1]));
        } catch (IOException | RuntimeException e) {
            why = "FAIL: " + e;
        }
        System.out.println("pit-plugin: " + why);
        System.exit(why.startsWith("PASS") ? 0 : 1);
    }

    private static String check(Path root, Path jdk) throws IOException, InterruptedException {
        Path module = root.resolve("guard/pitest-plugin");
        Path jar = module.resolve("target/" + ARTIFACT + "-1.0.jar");
        KitMaven.Installed installed = KitMaven.install(root, jdk, "guard/pitest-plugin", List.of(),
                root.resolve("build/pit-plugin"),
                Pattern.compile("Tests run:|FAIL|ERROR"));
        if (!installed.failure().isEmpty()) {
            return "FAIL: " + installed.failure();
        }
        KitMaven.Counts c = installed.counts();
        if (!Files.exists(jar)) {
            return "FAIL: Maven succeeded but " + jar + " is missing";
        }
        Set<String> entries = KitMaven.jarEntries(jar, root.resolve("build/pit-plugin/jar-contents.txt"));
        Attributes manifest;
        try (JarFile file = new JarFile(jar.toFile())) {
            manifest = file.getManifest() == null ? new Attributes() : file.getManifest().getMainAttributes();
        }
        for (String fromLib : List.of("waitkit/mutant/Refactor.class", "waitkit/VerdictRecord.class")) {
            if (!entries.contains(fromLib)) {
                return "FAIL: " + jar + " lacks " + fromLib;
            }
        }
        List<String> stray = entries.stream().filter(e -> e.startsWith("waitkit/") && e.endsWith(".class")
                && !e.startsWith("waitkit/pit/") && !FROM_LIB.matcher(e).matches()).toList();
        if (!stray.isEmpty()) {
            return "FAIL: " + jar + " holds classes of lib/ besides waitkit/mutant/Refactor and waitkit/VerdictRecord: "
                    + String.join(" ", stray);
        }
        String unresolved = unresolvedLibraryClasses(jdk, jar);
        if (!unresolved.isEmpty()) {
            return "FAIL: " + unresolved;
        }
        for (String service : SERVICES) {
            if (!entries.contains("META-INF/services/" + service)) {
                return "FAIL: " + jar + " lacks META-INF/services/" + service;
            }
        }
        // pitest-maven adds a plugin to the mutation test's class path only
        // when its manifest names it: Implementation-Title the artifactId,
        // Implementation-Vendor (or -Vendor-Id) the groupId.
        for (String[] entry : new String[][] {{"Implementation-Title", ARTIFACT}, {"Implementation-Vendor", GROUP},
                {"Implementation-Vendor-Id", GROUP}}) {
            if (!entry[1].equals(manifest.getValue(entry[0]))) {
                return "FAIL: the manifest of " + jar + " lacks '" + entry[0] + ": " + entry[1] + "'";
            }
        }
        return "PASS: " + c.tests() + " tests, jar " + jar;
    }

    // Every class of the library that the jar's code refers to is in it:
    // jdeps says "not found" of a class it cannot find (PIT and the test
    // frameworks, provided, are found where the plugin runs). -verbose lists
    // the references within a package too, which -verbose:class leaves out.
    private static String unresolvedLibraryClasses(Path jdk, Path jar) throws IOException, InterruptedException {
        ChildProcess jdeps = ChildProcess.start(new ProcessBuilder(jdk.resolve("bin/jdeps").toString(), "-verbose",
                jar.toString()).redirectErrorStream(true));
        String deps = new String(jdeps.process().getInputStream().readAllBytes());
        if (jdeps.waitFor() != 0) {
            return "jdeps could not read " + jar + ": " + deps.strip().lines().reduce((a, b) -> b).orElse("");
        }
        if (!Pattern.compile("(?m)^ *waitkit\\.pit\\.[A-Za-z]+ +->").matcher(deps).find()) {
            return "jdeps listed no class of waitkit.pit in " + jar + ", so it checked nothing";
        }
        Set<String> missing = new TreeSet<>();
        Matcher m = Pattern.compile("(?m)^\\s*\\S+\\s+->\\s+(waitkit\\.\\S+)\\s.*not found$").matcher(deps);
        while (m.find()) {
            missing.add(m.group(1));
        }
        return missing.isEmpty() ? "" : jar + " refers to classes of lib/ it does not hold (the shade filter in "
                + "guard/pitest-plugin/pom.xml): " + String.join(" ", missing);
    }
}
