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
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * {@code make guard}, once make/Guard.sh has found the project, Maven and the
 * JDK: checks {@code MUTATORS=}, {@code TESTS=} and {@code MAVEN_ARGS=}
 * ({@link GuardInputs}), builds and installs the wait mutators, the
 * assertions and the Maven extension when a source of theirs changed, runs
 * the project's build up to test-compile and PIT's mutationCoverage with the
 * guard's settings (the extension's), names any file of the project outside
 * its target/ directories the build created, changed or removed, and prints
 * the kill table ({@link GuardTable}).
 *
 * <p>Exit status: 0 when PIT ran (survivors are the finding, not a failure
 * of the command); 2 on bad input (refused before anything is built,
 * installed or written) or when PIT could not judge the project (its tests
 * fail without mutation, PIT found no test, PIT did not start).
 *
 * <p>Usage, as make/Guard.sh runs it: {@code Guard <root> <JDK> <its version>
 * <project>}; PIT's version and its plugins' are the parent pom's.
 */
public final class Guard {

    private static final String WAIT_PLUGIN = "org.waitkit:waitkit-pitest-plugin:1.0";

    /**
     * The skip properties of the plugins that rewrite a project's sources or
     * pom in the phases up to test-compile when a build binds them:
     * formatter-maven-plugin's format, impsort's sort, fmt-maven-plugin's
     * format (process-sources), sortpom's sort (validate), spotless's apply
     * and license-maven-plugin's format (no phase of their own). Harmless to
     * a build without them.
     */
    private static final List<String> SOURCE_WRITERS_SKIPPED = List.of("-Dformatter.skip=true", "-Dimpsort.skip=true",
            "-Dfmt.skip=true", "-Dsort.skip=true", "-Dspotless.apply.skip=true", "-Dlicense.skip=true");

    private Guard() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length != 4) {
            System.err.println("usage: Guard <root> <JDK> <its version> <project>");
            System.exit(2);
        }
        try {
            Path root = Path.of(args[0]);
            System.exit(guard(root, Path.of(args[1]), args[2], Path.of(args[3]),
                    KitMaven.pomProperty(root, "pitest.version"), KitMaven.pomProperty(root, "pitest-junit5-plugin.version"),
                    KitMaven.pomProperty(root, "pitest-testng-plugin.version")));
        } catch (IllegalArgumentException e) {
            System.err.println("waitkit: error: " + e.getMessage());
            System.exit(2);
        }
    }

    private static int guard(Path root, Path jdk, String jdkVersion, Path project, String pit, String junit5,
                             String testng) throws IOException, InterruptedException {
        String mutators = env("MUTATORS", "WAITS");
        String tests = env("TESTS", "");
        GuardInputs.checkMutators(mutators, GuardInputs.WaitMutators.read(root), pit);
        GuardInputs.checkTests(tests);
        GuardInputs.MavenArgs maven = GuardInputs.mavenArgs(env("MAVEN_ARGS", ""));
        Path out = root.resolve("build/guard").resolve(project.getFileName()
                + (tests.isEmpty() ? "" : "-" + tests.replaceAll("[^A-Za-z0-9._-]", "_")));
        FileTrees.remove(out);
        Files.createDirectories(out.resolve("verdicts"));
        Path log = out.resolve("mvn-output.txt");
        Path extension = buildKit(root, jdk, jdkVersion, maven.kit(), out);

        System.out.println("guard: PIT " + pit + " with mutators " + mutators + " on " + project
                + (tests.isEmpty() ? "" : ", tests " + tests) + " (Maven output: " + log + ")");
        Map<String, String> before = tree(project, out.resolve("tree-before.txt"));
        List<String> command = new ArrayList<>(List.of("mvn", "-B", "-T", "1", "-Dmaven.ext.class.path=" + extension,
                "-Dwaitkit.guard.pitVersion=" + pit, "-Dwaitkit.guard.dependencies=" + WAIT_PLUGIN,
                "-Dwaitkit.guard.junit5Dependencies=org.pitest:pitest-junit5-plugin:" + junit5,
                "-Dwaitkit.guard.testngDependencies=org.pitest:pitest-testng-plugin:" + testng,
                "-Dwaitkit.guard.reports=" + out.resolve("pit-reports"),
                "-Dwaitkit.guard.verdictRoot=" + out.resolve("verdicts"), "-Dwaitkit.guard.mutators=" + mutators));
        if (!tests.isEmpty()) {
            command.add("-Dwaitkit.guard.targetTests=" + tests);
        }
        command.addAll(SOURCE_WRITERS_SKIPPED);
        command.addAll(maven.project());
        command.addAll(List.of("test-compile", "org.pitest:pitest-maven:" + pit + ":mutationCoverage"));
        long start = System.nanoTime();
        int status = maven(command, project, jdk, log);
        long secs = Math.round((System.nanoTime() - start) / 1e9);
        changesOutsideTarget(project, before, out);

        String text = Files.readString(log, StandardCharsets.ISO_8859_1);
        // What the guard's settings replaced in the project's own PIT
        // configuration, and what of it was kept.
        Pattern settings = Pattern.compile("^\\[INFO\\] waitkit guard: (.*: the (guard.s settings replace"
                + "|project.s own PIT settings kept) .*)");
        text.lines().map(settings::matcher).filter(Matcher::matches)
                .forEach(m -> System.out.println("guard: " + m.group(1)));
        String warning = "[WARNING] waitkit guard: ";
        text.lines().filter(l -> l.startsWith(warning))
                .forEach(l -> System.out.println("guard: warning: " + l.substring(warning.length())));
        if (status != 0) {
            if (text.contains("did not pass without mutation")) {
                throw new IllegalArgumentException("the project's tests fail without any mutation, so PIT cannot "
                        + "judge them: " + first(text, "Description.*").orElse("") + " (see " + log + ")");
            }
            throw new IllegalArgumentException("PIT did not complete (Maven exit " + status + " after " + secs + " s): "
                    + String.join(" ", text.lines().filter(l -> l.startsWith("[ERROR]")).limit(3).toList())
                    + " (see " + log + ")");
        }
        if (!hasMutations(out.resolve("pit-reports"))) {
            System.out.println("guard: no wait site in " + project + ": PIT found nothing to mutate with " + mutators
                    + " (" + secs + " s)");
            System.out.println("guard: 0 mutants at 0 wait sites: 0 killed, 0 timed out, 0 survived, 0 no coverage");
            return 0;
        }
        // PIT's statistics say, per project it mutated, ">> N tests
        // examined". With wait mutants and no test at all, every row would
        // read NO_COVERAGE, which is not a verdict on the project's tests.
        Matcher examined = Pattern.compile("(?m)^>> (\\d+) tests examined$").matcher(text);
        int tested = 0;
        while (examined.find()) {
            tested += Integer.parseInt(examined.group(1));
        }
        if (tested == 0) {
            throw new IllegalArgumentException("PIT found no test to run on the wait mutants"
                    + (tests.isEmpty() ? "" : " among TESTS=" + tests) + ": "
                    + first(text, "No test classes identified to scan|is on the classpath but the pitest .* plugin is "
                    + "not installed").orElse("no test class of a framework PIT knows (JUnit 4, JUnit 5, TestNG) in "
                    + "the test build directory") + " (see " + log + ")");
        }
        int table = ChildProcess.start(new ProcessBuilder(jdk.resolve("bin/java").toString(), "-cp",
                root.resolve("build/tools").toString(), "GuardTable", out.resolve("pit-reports").toString(),
                out.resolve("verdicts").toString(), out.resolve("kill-table.txt").toString()).inheritIO()).waitFor();
        System.out.println("guard: PIT took " + secs + " s; table in " + out.resolve("kill-table.txt")
                + ", PIT's report in " + out.resolve("pit-reports") + "/");
        return table == 0 ? 0 : 2;
    }

    // The wait mutators and the assertions, installed into the local Maven
    // repository (the example's asserting tests depend on the assertions),
    // and the extension jar. Built again only when a source of theirs (or of
    // the kit's library and poms they build from) is newer than the last
    // build on this JDK into the default local repository; with Maven
    // options that name another repository or settings, always.
    private static Path buildKit(Path root, Path jdk, String jdkVersion, List<String> kitArgs, Path out)
            throws IOException, InterruptedException {
        Path extension = root.resolve("guard/maven-extension/target/waitkit-guard-extension-1.0.jar");
        Path stamp = root.resolve("build/guard-kit/" + digest(jdk.toString()) + ".built");
        Path repository = Path.of(System.getProperty("user.home"), ".m2/repository/org/waitkit");
        boolean upToDate = kitArgs.isEmpty() && Files.exists(stamp) && Files.exists(extension)
                && Files.exists(repository.resolve("waitkit-pitest-plugin/1.0/waitkit-pitest-plugin-1.0.jar"))
                && Files.exists(repository.resolve("waitkit-assertions/1.0/waitkit-assertions-1.0.jar"))
                && !newerThan(stamp, root, "pom.xml", "lib/pom.xml", "guard/pitest-plugin", "guard/assertions",
                        "guard/maven-extension", "lib/waitkit");
        if (upToDate) {
            System.out.println("guard: the wait mutators, the assertions and the Maven extension are up to date on "
                    + "JDK " + jdkVersion);
            return extension;
        }
        System.out.println("guard: building the wait mutators and the Maven extension on JDK " + jdkVersion);
        Files.deleteIfExists(stamp);
        List<String> args = new ArrayList<>(kitArgs);
        args.addAll(List.of("-Dmaven.test.skip=true", "clean", "install"));
        Path log = out.resolve("build-output.txt");
        if (KitMaven.build(root, jdk, "guard/pitest-plugin,guard/assertions,guard/maven-extension", args, log) != 0) {
            throw new IllegalArgumentException("could not build the guard's modules (guard/pitest-plugin, "
                    + "guard/assertions, guard/maven-extension): see " + log);
        }
        if (kitArgs.isEmpty()) {
            Files.createDirectories(stamp.getParent());
            Files.writeString(stamp, "");
        }
        return extension;
    }

    private static boolean newerThan(Path stamp, Path root, String... sources) throws IOException {
        long built = Files.getLastModifiedTime(stamp).toMillis();
        for (String source : sources) {
            try (Stream<Path> files = Files.walk(root.resolve(source))) {
                if (files.filter(Files::isRegularFile).filter(f -> !f.toString().contains("/target/"))
                        .anyMatch(f -> f.toFile().lastModified() > built)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static String digest(String text) {
        try {
            byte[] md5 = MessageDigest.getInstance("MD5").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(md5).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    // The project's build, from its directory; Maven 3.9 adds the
    // environment's MAVEN_ARGS to every mvn command line, and the checked
    // words are what reaches Maven.
    private static int maven(List<String> command, Path project, Path jdk, Path log) throws IOException,
            InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(command).directory(project.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        pb.environment().put("JAVA_HOME", jdk.toString());
        pb.environment().remove("MAVEN_ARGS");
        return ChildProcess.start(pb).waitFor();
    }

    // Every file and symbolic link of a project's tree but those under its
    // target/ directories and .git, with its size and time of modification,
    // also written to a listing.
    private static Map<String, String> tree(Path project, Path listing) throws IOException {
        Map<String, String> files = new TreeMap<>();
        Files.walkFileTree(project, new java.nio.file.SimpleFileVisitor<>() {
            @Override
            public java.nio.file.FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes a) {
                String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
                return !dir.equals(project) && (name.equals("target") || name.equals(".git"))
                        ? java.nio.file.FileVisitResult.SKIP_SUBTREE : java.nio.file.FileVisitResult.CONTINUE;
            }

            @Override
            public java.nio.file.FileVisitResult visitFile(Path file, BasicFileAttributes a) {
                files.put("./" + project.relativize(file), a.size() + " " + a.lastModifiedTime().toMillis());
                return java.nio.file.FileVisitResult.CONTINUE;
            }
        });
        Files.write(listing, files.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).toList());
        return files;
    }

    // What the build did outside target/: a file created, changed or removed.
    private static void changesOutsideTarget(Path project, Map<String, String> before, Path out) throws IOException {
        Map<String, String> after = tree(project, out.resolve("tree-after.txt"));
        TreeSet<String> changed = new TreeSet<>();
        before.forEach((f, v) -> {
            if (!v.equals(after.get(f))) {
                changed.add(f);
            }
        });
        after.keySet().stream().filter(f -> !before.containsKey(f)).forEach(changed::add);
        Files.write(out.resolve("tree-changes.txt"), changed);
        if (!changed.isEmpty()) {
            System.out.println("guard: warning: the project's build changed " + changed.size() + " file(s) of "
                    + project + " outside its target/ directories: " + String.join(" ", changed.stream().limit(5)
                    .toList()) + " (all in " + out.resolve("tree-changes.txt") + "); a plugin bound to a phase up to "
                    + "test-compile wrote them");
        }
    }

    private static boolean hasMutations(Path reports) throws IOException {
        if (!Files.isDirectory(reports)) {
            return false;
        }
        try (Stream<Path> files = Files.walk(reports)) {
            return files.anyMatch(f -> f.getFileName().toString().equals("mutations.xml"));
        }
    }

    private static Optional<String> first(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        return m.find() ? Optional.of(m.group()) : Optional.empty();
    }

    private static String env(String name, String otherwise) {
        String value = System.getenv(name);
        return value == null || value.isEmpty() ? otherwise : value;
    }
}
