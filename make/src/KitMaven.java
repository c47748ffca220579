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
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The kit's Maven build (pom.xml, the parent of lib, the guard's modules and
 * the JMH benchmarks) as the kit's tools run it: a build of some modules and
 * the ones they need, on the JDK under test, and Surefire's counts of a
 * module's last run, and the versions its parent pom names.
 */
final class KitMaven {

    /**
     * Surefire's counts over a module's reports.
     *
     * @param tests    the tests run
     * @param failures those that failed
     * @param errors   those in error
     * @param skipped  those skipped
     */
    record Counts(int tests, int failures, int errors, int skipped) {
    }

    /**
     * A module built, unit-tested and installed, as make pit-plugin and make
     * assertions judge it.
     *
     * @param counts  Surefire's counts of this build
     * @param failure why the build or its tests failed, empty when they passed
     */
    record Installed(Counts counts, String failure) {
    }

    private static final Pattern ATTRIBUTE = Pattern.compile(" (tests|failures|errors|skipped)=\"(\\d+)\"");

    private KitMaven() {
    }

    /**
     * Returns a property of the kit's parent pom, where every version the kit
     * uses is written once (PIT's, for example).
     *
     * @param root the kit's root
     * @param name the property
     * @return its value
     * @throws IOException if the pom cannot be read
     * @throws IllegalArgumentException if the pom has no such property
     */
    static String pomProperty(Path root, String name) throws IOException {
        Matcher m = Pattern.compile("(?m)^ *<" + Pattern.quote(name) + ">([^<]*)</" + Pattern.quote(name) + ">")
                .matcher(Files.readString(root.resolve("pom.xml")));
        if (!m.find() || m.group(1).isEmpty()) {
            throw new IllegalArgumentException("the kit's pom.xml has no property <" + name + ">");
        }
        return m.group(1);
    }

    /**
     * Runs Maven on the kit's parent pom for some modules and the ones they
     * need (the parent and lib/ among them), quietly, its output in a log.
     *
     * @param root    the kit's root
     * @param jdk     the JDK Maven runs on
     * @param modules the modules, separated by commas
     * @param args    Maven's goals and options
     * @param log     where its output goes
     * @return Maven's exit status
     * @throws IOException          if Maven cannot be started
     * @throws InterruptedException if interrupted while it runs
     */
    static int build(Path root, Path jdk, String modules, List<String> args, Path log) throws IOException,
            InterruptedException {
        List<String> command = new ArrayList<>(List.of("mvn", "-q", "-B", "-f", root.resolve("pom.xml").toString(),
                "-pl", modules, "-am"));
        command.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().put("JAVA_HOME", jdk.toString());
        // Maven 3.9 adds the environment's MAVEN_ARGS to every command line;
        // make guard hands the words it checked to the project's build only.
        pb.environment().remove("MAVEN_ARGS");
        return ChildProcess.start(pb).waitFor();
    }

    /**
     * Builds a module clean (the test count is read from the reports of this
     * build only, and the jar holds only what it compiled), runs its unit
     * tests and installs it, Maven's output in {@code <out>/mvn-output.txt};
     * on a failed build, prints the lines of the output that say why.
     *
     * @param root    the kit's root
     * @param jdk     the JDK Maven runs on
     * @param module  the module, relative to the root
     * @param options more options for Maven
     * @param out     the directory, under build/, emptied first
     * @param why     the lines of Maven's output to show when the build fails
     * @return the counts, and why the build or its tests failed
     * @throws IOException          if Maven cannot be started or its output read
     * @throws InterruptedException if interrupted while it runs
     */
    static Installed install(Path root, Path jdk, String module, List<String> options, Path out, Pattern why)
            throws IOException, InterruptedException {
        FileTrees.remove(out);
        Files.createDirectories(out);
        Path log = out.resolve("mvn-output.txt");
        List<String> args = new ArrayList<>(options);
        args.addAll(List.of("clean", "install"));
        int status = build(root, jdk, module, args, log);
        Counts c = surefire(root.resolve(module));
        String failure = "";
        if (status != 0) {
            Files.readAllLines(log).stream().filter(l -> why.matcher(l).find()).limit(40)
                    .forEach(System.out::println);
            failure = "Maven exited " + status + " (JDK " + jdk + "): " + c.tests() + " tests, " + c.failures()
                    + " failed, " + c.errors() + " errors; see " + log;
        } else if (c.tests() == 0) {
            failure = "no unit test ran (no surefire report in " + root.resolve(module).resolve(
                    "target/surefire-reports") + ")";
        } else if (c.failures() + c.errors() != 0) {
            failure = c.failures() + " tests failed, " + c.errors() + " errors; see " + log;
        }
        return new Installed(c, failure);
    }

    /**
     * Returns the entries of a jar, also written one a line to a listing.
     *
     * @param jar     the jar
     * @param listing where the list goes
     * @return the entries' names, sorted
     * @throws IOException if the jar cannot be read or the listing written
     */
    static java.util.SortedSet<String> jarEntries(Path jar, Path listing) throws IOException {
        java.util.SortedSet<String> entries = new java.util.TreeSet<>();
        try (java.util.jar.JarFile file = new java.util.jar.JarFile(jar.toFile())) {
            file.stream().forEach(e -> entries.add(e.getName()));
        }
        Files.write(listing, entries);
        return entries;
    }

    /**
     * Adds up the Surefire reports of a module's last run.
     *
     * @param module the module's directory
     * @return the counts, all 0 without reports
     * @throws IOException if a report cannot be read
     */
    static Counts surefire(Path module) throws IOException {
        int[] n = new int[4];
        Path reports = module.resolve("target/surefire-reports");
        if (!Files.isDirectory(reports)) {
            return new Counts(0, 0, 0, 0);
        }
        try (Stream<Path> files = Files.list(reports)) {
            for (Path f : files.filter(f -> f.getFileName().toString().matches("TEST-.*\\.xml")).toList()) {
                String suite = Files.readString(f, StandardCharsets.UTF_8).lines()
                        .filter(l -> l.contains("<testsuite")).findFirst().orElse("");
                Matcher m = ATTRIBUTE.matcher(suite);
                while (m.find()) {
                    int i = List.of("tests", "failures", "errors", "skipped").indexOf(m.group(1));
                    n[i] += Integer.parseInt(m.group(2));
                }
            }
        }
        return new Counts(n[0], n[1], n[2], n[3]);
    }
}
