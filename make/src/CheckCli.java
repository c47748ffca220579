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
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The command-line checks of make test, make compare and make guard, run as
 * a user runs the targets:
 * <ul>
 * <li>bad input is refused: each case, a row of make/cli-refusals.tsv, must
 *     exit with status 2, print a message that holds the expected words,
 *     write nothing under build/test-results, and leave make/ in place; make
 *     guard's also before Maven runs and before its output directory is
 *     made;</li>
 * <li>runs of throwaway tests that can check nothing (every test skips
 *     itself or cannot meet its {@code @requires}) must not pass: make test
 *     ends in TEST FAILURE, make compare stops with status 2; one of them
 *     also shows that make hands {@code WAIT=} on unexpanded;</li>
 * <li>make guard on projects library authors have: the Maven extension's
 *     unit tests; a copy of examples/wait-loops whose pom configures PIT
 *     itself (the guard's settings must win); a reactor whose JUnit 5 comes
 *     through another dependency and whose build writes outside target/
 *     (JUnit 5 must be found, the write named), and the same with tests that
 *     match nothing (exit 2). Only the example's plain tests run, no timing
 *     test;</li>
 * <li>make test on a JDK without its sources: the mutants reported not run,
 *     the rest runs.</li>
 * </ul>
 * The files the checks run on are under make/cli-fixtures. Ends with
 * "cli: N passed, N failed" and exits 0 when none failed.
 *
 * <p>Usage, as make/CheckCli.sh runs it: {@code CheckCli <root> <JDK>
 * <a JDK 21 or later, or "-">}.
 */
public final class CheckCli {

    /** A selector that names no test: a results directory of its name means a bad input ran. */
    private static final String GOOD_TEST = "test/cli-check-must-not-exist";

    /** A selector whose tests all skip or cannot run here. */
    private static final String SKIP_TEST = "test/cli-check-skip-only";

    /** A JTREG= that make must hand on as written: a $, spaces and single quotes included. */
    private static final String AS_WRITTEN = "VM_OPTIONS=-Dwaitkit.cli=it's $B, $(B) and $$B;COLOUR=blue";

    /**
     * What a command did.
     *
     * @param status its exit status
     * @param out    its output and errors
     */
    record Run(int status, String out) {

        /** Returns the first line of the output that holds a text, or an empty one. */
        String lineWith(String text) {
            return out.lines().filter(l -> l.contains(text)).findFirst().orElse("");
        }

        /** Returns how many lines of the output match a pattern (found anywhere in the line). */
        long count(String regex) {
            Pattern p = Pattern.compile(regex);
            return out.lines().filter(l -> p.matcher(l).find()).count();
        }
    }

    private final Path root;
    private final Path jdk;
    private final Path results;
    private final Path fixtures;
    private final Path scratch;
    private final Path links;
    private final Path link;
    private final Path mavenCalls;
    private final Path guardInput;
    private int passed;
    private int failed;

    private CheckCli(Path root, Path jdk) throws IOException {
        this.root = root;
        this.jdk = jdk;
        this.results = root.resolve("build/test-results");
        this.fixtures = root.resolve("make/cli-fixtures");
        Files.createDirectories(root.resolve("build"));
        this.scratch = Files.createTempDirectory(root.resolve("build"), "cli-check.");
        // A checkout reached through a symbolic link, as from a symlinked home directory.
        this.links = Files.createTempDirectory("cli-check-links");
        this.link = Files.createSymbolicLink(links.resolve("waitkit"), root);
        this.mavenCalls = scratch.resolve("maven-calls");
        this.guardInput = scratch.resolve("guard-input");
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length != 3) {
            System.err.println("usage: CheckCli <root> <JDK> <a JDK 21 or later, or ->");
            System.exit(2);
        }
        CheckCli check = new CheckCli(Path.of(args[0]), Path.of(args[1]));
        Runtime.getRuntime().addShutdownHook(new Thread(check::cleanUp));
        check.prepare();
        check.refusals();
        check.acceptedGuardInputs();
        check.runsThatCheckNothing();
        check.mavenExtension();
        check.projectThatConfiguresPit(args[2].equals("-") ? Optional.empty() : Optional.of(Path.of(args[2])),
                KitMaven.pomProperty(check.root, "pitest.version"));
        check.junit5ThroughADependency();
        check.jdkWithoutSources();
        System.out.println("cli: " + check.passed + " passed, " + check.failed + " failed");
        System.exit(check.failed == 0 ? 0 : 1);
    }

    // --- the inputs -------------------------------------------------------------

    // The tests that check nothing, users' waits (one a nested class, whose
    // name holds a $ that make must not expand, one whose accept throws) and
    // a class added to java.base (so that make compare can compare a JDK
    // with and without a PATCH=), compiled with the JDK make test would use;
    // PATCH= directories, one empty and one with a class of another module
    // than the one named; a project of nothing for make guard's refusals.
    private void prepare() throws IOException, InterruptedException {
        Files.createDirectories(root.resolve(GOOD_TEST));
        Files.createDirectories(root.resolve(SKIP_TEST));
        for (String test : List.of("NoSuchOs.java", "SkipsItself.java")) {
            Files.copy(fixtures.resolve("skip-only").resolve(test), root.resolve(SKIP_TEST).resolve(test),
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        List<String> waits = new ArrayList<>(List.of(jdk.resolve("bin/javac").toString(), "--release", "17", "-d",
                scratch.resolve("user-classes").toString()));
        try (Stream<Path> sources = Files.list(fixtures.resolve("user-src/com/acme"))) {
            sources.sorted().forEach(f -> waits.add(f.toString()));
        }
        requireSuccess(run(Map.of(), root, waits));
        requireSuccess(run(Map.of(), root, List.of(jdk.resolve("bin/javac").toString(), "--patch-module",
                "java.base=" + fixtures.resolve("patch-src"), "-d", scratch.resolve("patch-classes").toString(),
                fixtures.resolve("patch-src/java/util/WaitkitCliCheck.java").toString())));
        Files.createDirectories(scratch.resolve("patch-empty"));
        Files.createDirectories(scratch.resolve("patch-other/com/example"));
        Files.writeString(scratch.resolve("patch-other/com/example/Foo.class"), "");
        Files.createDirectories(guardInput);
        Files.writeString(guardInput.resolve("pom.xml"), "<project/>\n");
    }

    private static void requireSuccess(Run run) {
        if (run.status() != 0) {
            throw new IllegalStateException("cli: could not prepare the checks' inputs:\n" + run.out());
        }
    }

    // The text with each ${NAME} of the refusals table's names replaced by
    // its value here, and nothing else expanded.
    private String withValues(String text) {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("GOOD_TEST", GOOD_TEST);
        values.put("SCRATCH", scratch.toString());
        values.put("ROOT", root.toString());
        values.put("LINKS", links.toString());
        values.put("LINK", link.toString());
        values.put("OLD_JDK", fixtures.resolve("old-jdk").toString());
        values.put("USER_CP", scratch.resolve("user-classes").toString());
        values.put("AS_WRITTEN", AS_WRITTEN);
        values.put("THE_JDK", jdk.toString());
        for (Map.Entry<String, String> v : values.entrySet()) {
            text = text.replace("${" + v.getKey() + "}", v.getValue());
        }
        return text;
    }

    // --- refusals ---------------------------------------------------------------

    // One row of make/cli-refusals.tsv per refusal (its head says how to read one).
    private void refusals() throws IOException, InterruptedException {
        for (String line : Files.readAllLines(root.resolve("make/cli-refusals.tsv"), StandardCharsets.UTF_8)) {
            String[] row = line.split("\t", -1);
            if (row.length < 3 || row[0].startsWith("#")) {
                continue;
            }
            List<String> args = Arrays.stream(row).skip(3).map(this::withValues).toList();
            switch (row[0]) {
                case "test" -> {
                    List<String> command = new ArrayList<>(List.of("env"));
                    command.addAll(args);
                    command.addAll(List.of("bash", root.resolve("make/RunTests.sh").toString()));
                    refused(withValues(row[1]), withValues(row[2]), command);
                }
                case "guard" -> guardRefused(withValues(row[2]), args);
                case "cmd" -> refused(withValues(row[1]), withValues(row[2]), args);
                default -> verdict("make/cli-refusals.tsv: " + row[1], "its kind '" + row[0]
                        + "' is none of test, guard, cmd;", "", "");
            }
        }
    }

    private void refused(String what, String words, List<String> command) throws IOException, InterruptedException {
        Set<String> before = listing(results);
        Run r = command.get(0).equals("as_user") ? asUser(command.subList(1, command.size()))
                : run(Map.of(), Path.of(""), command);
        StringBuilder problems = new StringBuilder();
        if (r.status() != 2) {
            problems.append("exit status ").append(r.status()).append(", expected 2;");
        }
        problems.append(missing(r.out(), words));
        // New entries only: another make test running meanwhile may remove
        // and write again a results directory of its own.
        Set<String> written = listing(results);
        written.removeAll(before);
        if (!written.isEmpty()) {
            problems.append(" it wrote ").append(String.join(" ", written)).append(" under build/test-results;");
        }
        if (Files.isDirectory(results.resolve("test_cli-check-must-not-exist"))) {
            problems.append(" a results directory was written;");
        }
        if (!Files.isRegularFile(root.resolve("make/common.sh"))) {
            problems.append(" make/ is gone;");
        }
        verdict(what, problems.toString(), r.out(), r.out().lines().findFirst().orElse(""));
    }

    // make guard on a project of nothing, with a stand-in for Maven on PATH
    // that writes down each call and its words and fails the project's build.
    private Run guardInput(List<String> assignments, StringBuilder problems) throws IOException,
            InterruptedException {
        Files.deleteIfExists(mavenCalls);
        Path guard = root.resolve("build/guard");
        Set<String> before = listing(guard);
        Map<String, String> env = new LinkedHashMap<>();
        env.put("PATH", fixtures.resolve("fake-maven") + ":" + System.getenv("PATH"));
        env.put("MAVEN_CALLS", mavenCalls.toString());
        env.put("PROJECT", guardInput.toString());
        env.put("JDK", jdk.toString());
        env.putAll(assignments(assignments));
        Run r = run(env, Path.of(""), List.of("bash", root.resolve("make/Guard.sh").toString()));
        Set<String> written = listing(guard);
        written.removeAll(before);
        written.removeIf(name -> !name.startsWith("guard-input"));
        if (Files.exists(mavenCalls)) {
            List<String> calls = Files.readAllLines(mavenCalls);
            problems.append("Maven was run (").append(calls.size() > 1 ? calls.get(1) : "").append(" ...);");
        }
        if (!written.isEmpty()) {
            problems.append(" it wrote build/guard/").append(String.join(" ", written)).append(';');
        }
        return r;
    }

    private void guardRefused(String words, List<String> assignments) throws IOException, InterruptedException {
        StringBuilder problems = new StringBuilder();
        Run r = guardInput(assignments, problems);
        if (r.status() != 2) {
            problems.insert(0, "exit status " + r.status() + ", expected 2; ");
        }
        problems.append(missing(r.out(), words));
        String first = r.out().lines().findFirst().orElse("");
        verdict("make guard refuses " + String.join(" ", assignments), problems.toString(), r.out(),
                first.substring(0, Math.min(200, first.length())));
    }

    // What is right reaches Maven: the project's build gets the checked
    // words, a quoted value as one word, and the kit's build (one reactor) only -o.
    private void acceptedGuardInputs() throws IOException, InterruptedException {
        StringBuilder ignored = new StringBuilder();
        Run r = guardInput(List.of("MUTATORS=WAITS,-WAIT_REMOVED,DEFAULTS",
                "TESTS=org.acme.**.Pool?Test,~org\\.acme\\..*IT", "MAVEN_ARGS=-DargLine='-Xmx1g -Da=b' -P ci -o -e"),
                ignored);
        List<String> calls = Files.exists(mavenCalls) ? Files.readAllLines(mavenCalls) : List.of();
        StringBuilder problems = new StringBuilder();
        if (!calls.contains("-DargLine=-Xmx1g -Da=b")) {
            problems.append("-DargLine='-Xmx1g -Da=b' did not reach Maven as one word;");
        }
        for (String word : List.of("-Dwaitkit.guard.mutators=WAITS,-WAIT_REMOVED,DEFAULTS",
                "-Dwaitkit.guard.targetTests=org.acme.**.Pool?Test,~org\\.acme\\..*IT", "ci")) {
            if (!calls.contains(word)) {
                problems.append(" '").append(word).append("' did not reach Maven;");
            }
        }
        if (calls.stream().filter("-o"::equals).count() != 2) {
            problems.append(" -o did not reach the kit's build (one reactor of its modules) and the project's;");
        }
        verdict("make guard takes right MUTATORS=, TESTS= and MAVEN_ARGS= and hands them to Maven",
                problems.toString(), r.out() + "\n" + String.join("\n", calls),
                calls.stream().filter("-- mvn"::equals).count() + " Maven calls, the words as given");
        removeUnderBuild("build/guard", name -> name.startsWith("guard-input"));
    }

    // --- runs that check nothing must not pass ------------------------------------

    // make itself exits 2 whenever its recipe fails, so the exit status 1 of
    // a failed run is the script's.
    private void runsThatCheckNothing() throws IOException, InterruptedException {
        Run r = run(Map.of("TEST", SKIP_TEST), Path.of(""), List.of("bash", root.resolve("make/RunTests.sh").toString()));
        String problems = (r.status() == 1 ? "" : "exit status " + r.status() + ", expected 1;")
                + missing(r.out(), "nothing was checked|TEST FAILURE")
                + (r.out().contains("TEST SUCCESS") ? " it says TEST SUCCESS;" : "");
        verdict("tests that all skip or cannot run fail the run", problems, r.out(),
                r.lineWith("nothing was checked").strip());
        removeUnderBuild("build/test-results", "test_cli-check-skip-only"::equals);

        // Without JOBS= each selector runs in two passes, the untimed tests
        // first; a pass that selects nothing is no error, and the summary
        // counts both passes.
        String timed = "test/waits/contract/NegativeTimeoutContract.java#sleep";
        String untimed = "test/waits/sleepNanos/SleepNanosArguments.java";
        r = run(Map.of("TEST", timed + " " + untimed), Path.of(""),
                List.of("bash", root.resolve("make/RunTests.sh").toString()));
        problems = (r.status() == 0 ? "" : "exit status " + r.status() + ", expected 0;") + missing(r.out(),
                "Pass: the tests without the timing keyword|Pass: the tests with the timing keyword|Both passes:"
                        + "|TEST SUCCESS");
        verdict("a timing and an untimed test, each in its pass; the pass that selects nothing is no error",
                problems, r.out(), r.count("^Both passes:") + " selectors summed over two passes");
        Set<String> names = Selectors.resolve(root, timed + " " + untimed).stream().map(Selectors.Selector::name)
                .collect(Collectors.toSet());
        removeUnderBuild("build/test-results", names::contains);

        // The run goes on to fail, as it checks nothing; what counts is that it ran.
        r = asUser(List.of(root.toString(), "make", "test", "WAIT=class:com.acme.Waits$Backoff",
                "CP=" + scratch.resolve("user-classes"), "TEST=" + SKIP_TEST));
        problems = missing(r.out(), "waitkit: WAIT=class:com.acme.Waits$Backoff: com.acme.Waits$Backoff.accept(nanos)"
                + "|Scenario verdicts for WAIT=class:com.acme.Waits$Backoff")
                + (r.out().contains("Waitsackoff") ? " make expanded $B in the WAIT= value;" : "");
        verdict("make hands WAIT=class:com.acme.Waits$Backoff (a nested class) on unexpanded", problems, r.out(),
                r.lineWith("waitkit: WAIT="));
        removeUnderBuild("build/test-results", "test_cli-check-skip-only"::equals);

        r = run(Map.of("BASELINE", jdk.toString(), "JDK", jdk.toString(), "PATCH",
                "java.base=" + scratch.resolve("patch-classes"), "TEST", SKIP_TEST), Path.of(""),
                List.of("bash", root.resolve("make/Compare.sh").toString()));
        problems = (r.status() == 2 ? "" : "exit status " + r.status() + ", expected 2;")
                + missing(r.out(), "the baseline run|produced no results|skipped");
        verdict("make compare of tests that all skip or cannot run is an error", problems, r.out(),
                r.lineWith("produced no results"));
        removeUnderBuild("build/test-results", "compare-test_cli-check-skip-only"::equals);
    }

    // --- make guard on projects library authors have ----------------------------

    // The Maven extension's unit tests: the guard's settings over a pom's,
    // and JUnit 5 or TestNG found through another dependency.
    private void mavenExtension() throws IOException, InterruptedException {
        Run r = run(Map.of("JAVA_HOME", jdk.toString()), Path.of(""), List.of("mvn", "-B", "-f",
                root.resolve("guard/maven-extension/pom.xml").toString(), "verify"));
        List<String> lines = r.out().lines().toList();
        String tests = lines.stream().filter(l -> l.matches(".*Tests run: [0-9]+, Failures.*"))
                .reduce((a, b) -> b).orElse("").replaceFirst("^\\[INFO\\] ", "");
        verdict("the Maven extension's unit tests (guard/maven-extension)",
                r.status() == 0 ? "" : "mvn verify exit " + r.status() + ";",
                String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size())), tests);
    }

    // make guard on a project, with NAME=value settings.
    private Run guardProject(Path project, String... assignments) throws IOException, InterruptedException {
        Map<String, String> env = new LinkedHashMap<>(assignments(List.of(assignments)));
        env.put("PROJECT", project.toString());
        return run(env, Path.of(""), List.of("bash", root.resolve("make/Guard.sh").toString()));
    }

    // A project that configures PIT itself, in the plugin's configuration and
    // in an execution's: the example with a pom that asks for PIT's defaults,
    // four minion JVMs at a time, HTML only, tests that do not exist and its
    // own reports directory. The guard's run must be that of the untouched
    // example: the same wait mutants (rows of the kill table, status aside),
    // the deadline poll's 4 surviving the plain tests, reports where the
    // guard reads them, one minion JVM at a time (the threads Maven's debug
    // output shows PIT's mojo was given), the project's jvmArgs kept beside
    // the verdicts directory. Both run on copies in the scratch directory.
    // The example needs a JDK 21.
    private void projectThatConfiguresPit(Optional<Path> guardJdk, String pitVersion) throws IOException,
            InterruptedException {
        if (guardJdk.isEmpty()) {
            System.out.println("cli: SKIP: make guard on examples/wait-loops with a pom that configures PIT needs a "
                    + "JDK 21 or later; none found");
            return;
        }
        Path example = root.resolve("examples/wait-loops");
        Path untouched = scratch.resolve("wait-loops-untouched");
        Path configured = scratch.resolve("wait-loops-with-pit-config");
        FileTrees.copy(example.resolve("src"), untouched.resolve("src"));
        Files.copy(example.resolve("pom.xml"), untouched.resolve("pom.xml"));
        FileTrees.copy(example.resolve("src"), configured.resolve("src"));
        String pit = """
                            <plugin>
                                <groupId>org.pitest</groupId>
                                <artifactId>pitest-maven</artifactId>
                                <version>%s</version>
                                <configuration>
                                    <mutators><mutator>DEFAULTS</mutator></mutators>
                                    <threads>4</threads>
                                    <outputFormats><outputFormat>HTML</outputFormat></outputFormats>
                                    <targetTests><targetTest>org.nothing.*</targetTest></targetTests>
                                    <reportsDirectory>${project.basedir}/pit-elsewhere</reportsDirectory>
                                    <jvmArgs><jvmArg>-Dwaitkit.check.kept=yes</jvmArg></jvmArgs>
                                </configuration>
                                <executions>
                                    <execution>
                                        <id>default-cli</id>
                                        <configuration><threads>4</threads></configuration>
                                    </execution>
                                </executions>
                            </plugin>
                """.formatted(pitVersion);
        String pom = Files.readString(example.resolve("pom.xml"));
        int plugins = pom.indexOf("</plugins>");
        int lineStart = pom.lastIndexOf('\n', plugins) + 1;
        Files.writeString(configured.resolve("pom.xml"), pom.substring(0, lineStart) + pit + pom.substring(lineStart));
        String tests = "TESTS=org.waitkit.examples.plain.*";
        Run plain = guardProject(untouched, "JDK=" + guardJdk.get(), tests);
        Path guard = root.resolve("build/guard");
        List<String> untouchedRows = mutantRows(guard.resolve("wait-loops-untouched-org.waitkit.examples.plain._"
                + "/kill-table.txt"));
        Run r = guardProject(configured, "JDK=" + guardJdk.get(), tests, "MAVEN_ARGS=-X");
        Path out = guard.resolve("wait-loops-with-pit-config-org.waitkit.examples.plain._");
        Path table = out.resolve("kill-table.txt");
        Path log = out.resolve("mvn-output.txt");
        StringBuilder problems = new StringBuilder(r.status() == 0 ? "" : "exit status " + r.status()
                + ", expected 0;");
        if (untouchedRows.isEmpty()) {
            problems.append(" the untouched example gave no wait mutant: ").append(plain.out().lines()
                    .filter(l -> l.matches("^(guard: [0-9]|waitkit: error).*")).findFirst().orElse("")).append(';');
        } else if (!mutantRows(table).equals(untouchedRows)) {
            problems.append(" not the untouched example's wait mutants (").append(untouchedRows.size())
                    .append(" rows untouched, ").append(mutantRows(table).size()).append(" here);");
        }
        String kills = Files.exists(table) ? Files.readString(table) : "";
        if (new Run(0, kills).count("DeadlinePoll .*WAIT_[A-Z0-9_]* *SURVIVED") != 4) {
            problems.append(" the deadline poll's 4 wait mutants not SURVIVED (see ").append(table).append(");");
        }
        String debug = Files.exists(log) ? Files.readString(log, StandardCharsets.ISO_8859_1) : "";
        for (String line : List.of("(f) threads = 1", "(f) mutators = [WAITS]", "(f) outputFormats = [XML, HTML]",
                "(s) targetTests = [org.waitkit.examples.plain.*]",
                "(f) reportsDirectory = " + out.resolve("pit-reports/wait-loops"),
                "(f) jvmArgs = [-Dwaitkit.check.kept=yes, -Dwaitkit.guard.verdicts=" + out.resolve("verdicts/wait-loops")
                        + "]")) {
            if (!debug.contains("[DEBUG]   " + line)) {
                problems.append(" PIT's mojo was not given '").append(line).append("' (see ").append(log).append(");");
            }
        }
        if (Files.exists(configured.resolve("pit-elsewhere"))) {
            problems.append(" PIT wrote to the pom's reportsDirectory;");
        }
        problems.append(missing(r.out(), "the guard's settings replace the project's|mutators DEFAULTS -> WAITS"
                + "|threads 4 -> 1|kept: jvmArgs"));
        verdict("make guard on examples/wait-loops whose pom configures PIT (DEFAULTS, threads 4, HTML, wrong tests, "
                + "its own reports)", problems.toString(), r.out(), untouchedRows.size()
                + " wait mutants as untouched, the deadline poll's 4 SURVIVED, threads = 1");
        removeUnderBuild("build/guard", name -> name.startsWith("wait-loops-untouched")
                || name.startsWith("wait-loops-with-pit-config"));
    }

    // A kill table's rows without status and killer, sorted.
    private static List<String> mutantRows(Path table) throws IOException {
        if (!Files.exists(table)) {
            return List.of();
        }
        Pattern status = Pattern.compile(" +(KILLED|SURVIVED|TIMED_OUT|NO_COVERAGE|[A-Z_]+_ERROR|NON_VIABLE|NOT_STARTED"
                + "|STARTED)( .*)?$");
        List<String> rows = new ArrayList<>();
        for (String line : Files.readAllLines(table)) {
            Matcher m = status.matcher(line);
            if (line.startsWith("org.") && m.find()) {
                rows.add(line.substring(0, m.start()));
            }
        }
        rows.sort(null);
        return rows;
    }

    // A reactor whose JUnit 5 comes only through another dependency, as
    // Spring Boot's starter brings it: a pom-packaged module of the reactor
    // depends on junit-jupiter, the library depends on that module. Its
    // build also copies a file into the library's sources at
    // generate-resources, as a code generator might. PIT must run the
    // library's JUnit 5 tests on its wait mutants, and the guard must name
    // the file its build wrote outside target/.
    private void junit5ThroughADependency() throws IOException, InterruptedException {
        Path reactor = scratch.resolve("junit5-through-a-dependency");
        FileTrees.copy(fixtures.resolve("junit5-through-a-dependency"), reactor);
        Run r = guardProject(reactor, "JDK=" + jdk);
        Path log = root.resolve("build/guard/junit5-through-a-dependency/mvn-output.txt");
        String maven = Files.exists(log) ? Files.readString(log, StandardCharsets.ISO_8859_1) : "";
        String problems = (r.status() == 0 ? "" : "exit status " + r.status() + ", expected 0;")
                + (r.count("^guard: 4 mutants at 1 wait sites: .* 0 no coverage") > 0 ? ""
                        : " not the library's 4 wait mutants, each run by its tests;")
                + (Pattern.compile("waitkit guard: lib gets .*pitest-junit5-plugin").matcher(maven).find() ? ""
                        : " the library did not get PIT's JUnit 5 plugin;");
        verdict("make guard on a reactor whose JUnit 5 comes through another dependency", problems, r.out(),
                r.lineWith("guard: 4 mutants"));
        Matcher changed = Pattern.compile("the project.s build changed .* directories").matcher(r.out());
        verdict("make guard names the file its project's build wrote outside target/", missing(r.out(),
                "changed 1 file(s)|outside its target/ directories|./lib/src/generated/made-by-the-build.txt"),
                r.out(), changed.find() ? changed.group() : "");
        // The same with tests that match no test class: PIT finds no test,
        // and the guard stops instead of calling every mutant NO_COVERAGE.
        r = guardProject(reactor, "JDK=" + jdk, "TESTS=org.nothing.*");
        problems = (r.status() == 2 ? "" : "exit status " + r.status() + ", expected 2;")
                + missing(r.out(), "PIT found no test|TESTS=org.nothing.*");
        String found = r.lineWith("PIT found no test");
        verdict("make guard stops with status 2 when PIT finds no test", problems, r.out(),
                found.substring(0, Math.min(160, found.length())));
    }

    // --- a JDK without its sources -------------------------------------------------

    // A JDK without lib/src.zip that no Debian package installed: the mutants
    // of its wait loops cannot be built, so their tests are reported not run,
    // with the reason, and the rest of the selection runs: the original of
    // the Process.waitFor loop passes, its four mutants are not run, and the
    // selector, which checked the original, passes. The JDK is a copy of the
    // default one (hard links where the file system allows) without lib/src.zip.
    private void jdkWithoutSources() throws IOException, InterruptedException {
        Path copy = scratch.resolve("jdk-without-sources");
        if (run(Map.of(), Path.of(""), List.of("cp", "-al", jdk.toString(), copy.toString())).status() != 0) {
            FileTrees.remove(copy);
            requireSuccess(run(Map.of(), Path.of(""), List.of("cp", "-a", jdk.toString(), copy.toString())));
        }
        Files.deleteIfExists(copy.resolve("lib/src.zip"));
        Run r = asUser(List.of(root.toString(), "make", "test", "TEST=test/mutants/process", "JDK=" + copy));
        String problems = (r.status() == 0 ? "" : "exit status " + r.status() + ", expected 0;")
                + missing(r.out(), "Not run, and why:|has no readable lib/src.zip|TEST SUCCESS")
                + (r.count("WaitForMutants(Catalogue)?.java#[a-zA-Z0-9]*: .*has no readable lib/src.zip") == 4 ? ""
                        : " not the 4 mutants reported not run for want of sources;")
                + (r.count("Process.waitFor.* (onSpinWait|yield|sleep0|emptySpin) +no sources") == 4 ? ""
                        : " the kill table does not say 'no sources' for the 4 mutants;")
                + (r.count("Process.waitFor.* original +PASS") > 0 ? "" : " the original did not pass;");
        verdict("make test on a JDK without sources: its mutants reported not run, the rest runs", problems, r.out(),
                r.lineWith("jtreg:test/mutants/process").replaceAll(" +", " "));
        FileTrees.remove(copy);
        removeUnderBuild("build/test-results", "test_mutants_process"::equals);
    }

    // --- helpers ------------------------------------------------------------------

    private void verdict(String what, String problems, String out, String shown) {
        if (problems.isEmpty()) {
            passed++;
            System.out.println("cli: PASS: " + what + ": " + shown);
        } else {
            failed++;
            System.out.println("cli: FAIL: " + what + ": " + problems + " output was:");
            out.lines().forEach(l -> System.out.println("    " + l));
        }
    }

    // What the output lacks of the phrases (separated by |), in any case.
    private static String missing(String out, String phrases) {
        String text = out.toLowerCase(Locale.ROOT);
        StringBuilder lacks = new StringBuilder();
        for (String phrase : phrases.split("\\|")) {
            if (!phrase.isEmpty() && !text.contains(phrase.toLowerCase(Locale.ROOT))) {
                lacks.append(" message lacks '").append(phrase).append("';");
            }
        }
        return lacks.toString();
    }

    // NAME=value words as an environment.
    private static Map<String, String> assignments(List<String> words) {
        Map<String, String> env = new LinkedHashMap<>();
        for (String word : words) {
            int eq = word.indexOf('=');
            env.put(word.substring(0, eq), word.substring(eq + 1));
        }
        return env;
    }

    // as_user <dir> [NAME=value...] <command...>: the command run from <dir>
    // with those environment variables, as a user runs it: a make is not a
    // sub-make of a make that may be running these checks.
    private Run asUser(List<String> words) throws IOException, InterruptedException {
        int i = 1;
        while (i < words.size() && words.get(i).matches("[A-Za-z_][A-Za-z0-9_]*=.*")) {
            i++;
        }
        Map<String, String> env = new LinkedHashMap<>(assignments(words.subList(1, i)));
        for (String make : List.of("MAKEFLAGS", "MFLAGS", "MAKELEVEL")) {
            env.put(make, null);
        }
        // As cd sets it: the directory as given, through a link if it is one.
        env.put("PWD", words.get(0));
        return run(env, Path.of(words.get(0)), words.subList(i, words.size()));
    }

    // A command run to its end, its output and errors together; an entry of
    // the environment given as null is removed.
    private Run run(Map<String, String> env, Path dir, List<String> command) throws IOException,
            InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectInput(ProcessBuilder.Redirect.INHERIT);
        if (!dir.toString().isEmpty()) {
            pb.directory(dir.toFile());
        }
        env.forEach((k, v) -> {
            if (v == null) {
                pb.environment().remove(k);
            } else {
                pb.environment().put(k, v);
            }
        });
        ChildProcess child = ChildProcess.start(pb);
        String out = new String(child.process().getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int status = child.waitFor();
        return new Run(status, out.endsWith("\n") ? out.substring(0, out.length() - 1) : out);
    }

    private static Set<String> listing(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return new TreeSet<>();
        }
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.map(p -> p.getFileName().toString()).collect(Collectors.toCollection(TreeSet::new));
        }
    }

    // Removes the entries of a directory under build/ whose names match.
    private void removeUnderBuild(String dir, java.util.function.Predicate<String> names) throws IOException {
        for (String name : listing(root.resolve(dir))) {
            if (names.test(name)) {
                FileTrees.remove(root.resolve(dir).resolve(name));
            }
        }
    }

    private void cleanUp() {
        try {
            for (String test : List.of("NoSuchOs.java", "SkipsItself.java")) {
                Files.deleteIfExists(root.resolve(SKIP_TEST).resolve(test));
            }
            Files.deleteIfExists(link);
            Files.deleteIfExists(root.resolve(GOOD_TEST));
            Files.deleteIfExists(root.resolve(SKIP_TEST));
            Files.deleteIfExists(links);
            removeUnderBuild("build/test-results", name -> name.equals("test_cli-check-skip-only")
                    || name.equals("compare-test_cli-check-skip-only"));
            FileTrees.remove(scratch);
            removeUnderBuild("build/guard", name -> name.startsWith("guard-input")
                    || name.startsWith("wait-loops-with-pit-config") || name.startsWith("wait-loops-untouched")
                    || name.startsWith("junit5-through-a-dependency"));
        } catch (IOException e) {
            System.err.println("cli: could not remove what the checks wrote: " + e);
        }
    }
}
