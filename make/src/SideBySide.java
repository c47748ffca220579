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
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import waitkit.mutant.JdkMutant;
import waitkit.mutant.JdkWaitLoop;
import waitkit.mutant.Refactor;

/**
 * Runs OpenJDK's own tests of the JDK's wait loops against the kit's mutants
 * of those loops: for each loop, the original and one mutant per
 * {@link Refactor}, each built with {@link JdkMutant#build} and patched into
 * the JDK under test, and prints which mutants OpenJDK's tests kill and how
 * long each run takes.
 *
 * <p>OpenJDK's tests stay outside the kit: they are read from a directory that
 * holds openjdk/jdk's {@code test/} tree (a checkout, or a copy of part of
 * it), copied into a scratch test root under the work directory for one loop
 * at a time, and deleted once that loop's runs are over. The scratch root has
 * a {@code TEST.ROOT} of its own, so that {@code @library /test/lib} and
 * {@code /lib/testlibrary} resolve to the copied libraries. The JSR 166 TCK
 * runs one class at a time: a generated test description runs the class with
 * jtreg's JUnit action, as the TCK's own {@code JSR166TestCase} runs the whole
 * suite, and every other class that {@code JSR166TestCase.suite()} names in
 * its code is replaced by a generated empty suite, so that a class is judged
 * alone and a TCK class that does not compile on this JDK or is missing does
 * not stop the others.
 *
 * <p>jtreg runs on this JVM's JDK, the JDK under test, with
 * {@code -javaoption:--patch-module=<module>=<mutant classes>}: jtreg gives
 * {@code -javaoption} to the JVMs that run the tests and to the tests as
 * {@code test.java.opts}, which OpenJDK's process library
 * ({@code jdk.test.lib.Utils.getTestJavaOpts}) hands to the JVMs the tests
 * start. Not {@code -vmoption}: that goes to javac's JVM too, and a mutant
 * that hangs javac (a {@code Thread.join} one does, in its shutdown hooks)
 * would be killed by the compilation of a test, not by a test; and both
 * would name the module twice, which the JVM refuses. The results are read
 * from jtreg's {@code report/text/summary.txt}. A mutant is killed when a
 * test that passed on the original fails or errs on it, and timed out when
 * the only such tests ran past jtreg's timeout; a test that does not pass on
 * the original breaks the baseline and is left out of every verdict of its
 * loop.
 *
 * <p>Arguments: the OpenJDK directory, jtreg's {@code jtreg.jar}, the work
 * directory (under the kit's {@code build/}, emptied by the caller), jtreg's
 * timeout factor, then the loops to run ({@link JdkWaitLoop} names, separated
 * by spaces or commas), or none for every loop with OpenJDK tests mapped.
 * Exit status: 0 when every baseline passed, 1 when one is broken or nothing
 * ran, 2 for bad input.
 */
public class SideBySide {

    /**
     * OpenJDK's tests of one wait loop: classes of the JSR 166 TCK
     * ({@code test/jdk/java/util/concurrent/tck}) and jtreg tests, files or
     * folders, as paths under {@code test/jdk}.
     */
    record OpenJdkTests(List<String> tckClasses, List<String> jtregPaths) {
    }

    private static final String JUC = "java/util/concurrent/";
    private static final String TCK = JUC + "tck";

    /** The tests that call into each loop: its class's TCK classes and the jtreg tests of its folder. */
    static final Map<JdkWaitLoop, OpenJdkTests> TESTS = new EnumMap<>(JdkWaitLoop.class);

    static {
        List<String> conditionTck = List.of("AbstractQueuedSynchronizerTest", "ReentrantLockTest",
                "ReentrantReadWriteLockTest", "ArrayBlockingQueueTest", "LinkedBlockingQueueTest");
        List<String> lockFolders = List.of(JUC + "locks/Lock", JUC + "locks/ReentrantLock",
                JUC + "locks/ReentrantReadWriteLock");
        TESTS.put(JdkWaitLoop.AQS_CONDITION_AWAIT_NANOS, new OpenJdkTests(conditionTck,
                concat(lockFolders, List.of(JUC + "BlockingQueue"))));
        TESTS.put(JdkWaitLoop.AQS_CONDITION_AWAIT, new OpenJdkTests(conditionTck.subList(0, 3), lockFolders));
        TESTS.put(JdkWaitLoop.AQS_TIMED_ACQUIRE, new OpenJdkTests(List.of("AbstractQueuedSynchronizerTest",
                "ReentrantLockTest", "ReentrantReadWriteLockTest", "SemaphoreTest", "CountDownLatchTest"),
                concat(lockFolders, List.of(JUC + "CountDownLatch", JUC + "Semaphore"))));
        TESTS.put(JdkWaitLoop.FUTURE_TASK_AWAIT_DONE, new OpenJdkTests(List.of("FutureTaskTest"),
                List.of(JUC + "FutureTask")));
        TESTS.put(JdkWaitLoop.COMPLETABLE_FUTURE_SIGNALLER, new OpenJdkTests(List.of("CompletableFutureTest"),
                List.of(JUC + "CompletableFuture")));
        TESTS.put(JdkWaitLoop.FORK_JOIN_TASK_AWAIT_DONE, new OpenJdkTests(List.of("ForkJoinTaskTest",
                "ForkJoinTask8Test", "RecursiveActionTest", "RecursiveTaskTest", "CountedCompleterTest"),
                List.of(JUC + "forkjoin")));
        TESTS.put(JdkWaitLoop.LINKED_TRANSFER_QUEUE_AWAIT, new OpenJdkTests(List.of("LinkedTransferQueueTest"),
                List.of(JUC + "LinkedTransferQueue")));
        TESTS.put(JdkWaitLoop.SYNCHRONOUS_QUEUE_TRANSFER, new OpenJdkTests(List.of("SynchronousQueueTest",
                "SynchronousQueue20Test"), List.of(JUC + "SynchronousQueue")));
        TESTS.put(JdkWaitLoop.EXCHANGER_EXCHANGE, new OpenJdkTests(List.of("ExchangerTest"),
                List.of(JUC + "Exchanger")));
        TESTS.put(JdkWaitLoop.PHASER_QNODE_BLOCK, new OpenJdkTests(List.of("PhaserTest"), List.of(JUC + "Phaser")));
        OpenJdkTests stampedLock = new OpenJdkTests(List.of("StampedLockTest"), List.of(JUC + "locks/StampedLock"));
        TESTS.put(JdkWaitLoop.STAMPED_LOCK_ACQUIRE_WRITE, stampedLock);
        TESTS.put(JdkWaitLoop.STAMPED_LOCK_ACQUIRE_READ, stampedLock);
        TESTS.put(JdkWaitLoop.THREAD_JOIN, new OpenJdkTests(List.of("ThreadTest"),
                List.of("java/lang/Thread/JoinWithDuration.java")));
    }

    /** The libraries OpenJDK's tests name in {@code @library}, copied when the OpenJDK directory has them. */
    private static final List<String> LIBRARIES = List.of("test/lib", "test/jdk/lib", "test/jdk/" + JUC + "lib");

    /** How jtreg ended one test, as its {@code summary.txt} says. */
    enum Status {
        /** It passed. */
        PASSED,
        /** It passed with a {@code jtreg.SkippedException}: it judged nothing. */
        SKIPPED,
        /** It failed: an assertion or an exception of the test. */
        FAILED,
        /** It could not be run to a verdict: it did not compile, or its action erred. */
        ERROR,
        /** jtreg stopped it after its timeout. */
        TIMED_OUT,
        /** jtreg did not run it. */
        NOT_RUN;

        /** Whether a test that passed on the original and ends so on a mutant detects the mutant. */
        boolean detects() {
            return this == FAILED || this == ERROR || this == TIMED_OUT;
        }
    }

    /** One test's end: its status, and for a test that did not pass, jtreg's reason and its JUnit counts. */
    record TestResult(Status status, String reason) {
    }

    /** What one jtreg run of a variant gave: each test's result, by the test's name. */
    record Run(String loop, String variant, Map<String, TestResult> results, double seconds, String problem) {

        List<String> with(Status... statuses) {
            List<Status> wanted = List.of(statuses);
            return results.entrySet().stream().filter(e -> wanted.contains(e.getValue().status()))
                    .map(Map.Entry::getKey).collect(Collectors.toList());
        }

        Status statusOf(String test) {
            TestResult result = results.get(test);
            return result == null ? Status.NOT_RUN : result.status();
        }
    }

    /** The jtreg run under way, and the loop's scratch copy of OpenJDK's tests, for the shutdown hook. */
    private static volatile Process running;
    private static volatile Path scratchCopy;

    public static void main(String[] args) throws Exception {
        if (args.length < 4) {
            refuse("usage: SideBySide <openjdk dir> <jtreg.jar> <work dir> <timeout factor> [loop ...]");
        }
        Path openJdk = Path.of(args[0]).toAbsolutePath().normalize();
        Path jtregJar = Path.of(args[1]);
        Path work = Path.of(args[2]).toAbsolutePath().normalize();
        String timeoutFactor = args[3];
        List<JdkWaitLoop> loops = chosenLoops(Arrays.copyOfRange(args, 4, args.length));
        if (!Files.isDirectory(openJdk.resolve("test/jdk/" + JUC))) {
            refuse("OPENJDK=" + args[0] + " holds no test/jdk/" + JUC + ": give the root of an openjdk/jdk"
                    + " checkout, or of a copy of its test/ tree");
        }
        Path jdk = Path.of(System.getProperty("java.home"));
        Path sources;
        try {
            sources = JdkMutant.sources(jdk);
        } catch (JdkMutant.MutantNotBuiltException e) {
            refuse("JDK=" + jdk + ": " + e.getMessage());
            return;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(SideBySide::stopAndCleanUp));
        System.out.println("side-by-side: OpenJDK's tests from " + openJdk + " against the mutants of "
                + jdk + " (" + Runtime.version() + "), built from " + sources);
        List<Run> runs = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (JdkWaitLoop loop : loops) {
            List<Run> loopRuns = runLoop(loop, openJdk, sources, jtregJar, work.resolve(loop.name()),
                    timeoutFactor, notes);
            runs.addAll(loopRuns);
            // Each loop's rows as soon as they are known, and the table so far
            // in side-by-side.txt: a run stopped halfway keeps what it found.
            System.out.print(table(loopRuns, List.of()));
            Files.writeString(work.resolve("side-by-side.txt"), table(runs, notes), StandardCharsets.UTF_8);
        }
        System.out.println();
        String table = table(runs, notes);
        System.out.print(table);
        Files.writeString(work.resolve("side-by-side.txt"), table, StandardCharsets.UTF_8);
        System.out.println("jtreg's reports and .jtr files: " + work + "/<loop>/<variant>/");
        boolean baselinesPass = !runs.isEmpty() && runs.stream().filter(r -> r.variant.equals(Refactor.ORIGINAL))
                .allMatch(r -> r.problem == null && r.with(Status.FAILED, Status.ERROR, Status.TIMED_OUT).isEmpty()
                        && !r.results.isEmpty());
        System.exit(baselinesPass ? 0 : 1);
    }

    /** The loops named on the command line, or every loop with OpenJDK tests mapped. */
    static List<JdkWaitLoop> chosenLoops(String[] names) {
        List<String> given = Arrays.stream(names).flatMap(n -> Arrays.stream(n.split("[,\\s]+")))
                .filter(n -> !n.isEmpty()).collect(Collectors.toList());
        if (given.isEmpty()) {
            return new ArrayList<>(TESTS.keySet());
        }
        List<JdkWaitLoop> loops = new ArrayList<>();
        for (String name : given) {
            JdkWaitLoop loop = Arrays.stream(JdkWaitLoop.values()).filter(l -> l.name().equals(name)).findFirst()
                    .orElse(null);
            if (loop == null || !TESTS.containsKey(loop)) {
                refuse("LOOPS: " + name + (loop == null ? " is no registered loop" : " has no OpenJDK tests mapped")
                        + "; loops with OpenJDK tests: " + TESTS.keySet().stream().map(Enum::name)
                        .collect(Collectors.joining(" ")));
            }
            loops.add(loop);
        }
        return loops;
    }

    /**
     * Runs one loop's OpenJDK tests on the original and on each mutant, in a
     * scratch test root that is deleted afterwards with the mutants' classes
     * and all of jtreg's work directories but their .jtr files; jtreg's
     * reports stay.
     */
    static List<Run> runLoop(JdkWaitLoop loop, Path openJdk, Path sources, Path jtregJar, Path loopDir,
                             String timeoutFactor, List<String> notes) throws IOException, InterruptedException {
        Path root = loopDir.resolve("openjdk-copy");
        Path testRoot = root.resolve("test/jdk");
        List<Run> runs = new ArrayList<>();
        scratchCopy = root;
        try {
            List<String> targets = copyTests(loop, openJdk, root, notes);
            if (targets.isEmpty()) {
                notes.add(loop + ": none of its OpenJDK tests is in " + openJdk + "; not run");
                return runs;
            }
            for (String variant : Refactor.variants()) {
                List<String> patch = new ArrayList<>();
                if (!variant.equals(Refactor.ORIGINAL)) {
                    try {
                        JdkMutant.Built built = JdkMutant.build(sources, loop, Refactor.ofWait(variant),
                                loopDir.resolve("mutants").resolve(variant));
                        patch.add("-javaoption:--patch-module=" + loop.module() + "=" + built.classes());
                    } catch (JdkMutant.NotApplicableException | JdkMutant.MutantNotBuiltException e) {
                        runs.add(new Run(loop.name(), variant, Map.of(), 0, "not built: " + e.getMessage()));
                        continue;
                    }
                }
                runs.add(runJtreg(loop, variant, jtregJar, testRoot, targets, patch, loopDir.resolve(variant),
                        timeoutFactor));
            }
        } finally {
            deleteTree(root);
            deleteTree(loopDir.resolve("mutants"));
            for (String variant : Refactor.variants()) {
                keepOnlyJtrFiles(loopDir.resolve(variant).resolve("work"));
            }
        }
        return runs;
    }

    /**
     * Copies a loop's OpenJDK tests and the libraries they use into a scratch
     * root laid out as openjdk/jdk's {@code test/}, writes its
     * {@code TEST.ROOT} and the TCK's one-class tests, and returns the jtreg
     * targets, relative to {@code test/jdk}. Tests the OpenJDK directory lacks
     * are noted.
     */
    static List<String> copyTests(JdkWaitLoop loop, Path openJdk, Path root, List<String> notes) throws IOException {
        OpenJdkTests tests = TESTS.get(loop);
        Path testRoot = root.resolve("test/jdk");
        Files.createDirectories(testRoot);
        Files.writeString(testRoot.resolve("TEST.ROOT"), String.join("\n",
                "# A scratch copy of OpenJDK's tests, written by waitkit's make side-by-side.",
                "# /test/lib in @library is test/lib, beside test/jdk, as in openjdk/jdk.",
                "external.lib.roots = ../../",
                "# The keys openjdk/jdk's test/jdk/TEST.ROOT declares that the concurrency tests use.",
                "keys = intermittent randomness", ""), StandardCharsets.UTF_8);
        for (String library : LIBRARIES) {
            if (Files.isDirectory(openJdk.resolve(library))) {
                copyTree(openJdk.resolve(library), root.resolve(library));
            }
        }
        List<String> targets = new ArrayList<>();
        List<String> absent = new ArrayList<>();
        for (String path : tests.jtregPaths()) {
            if (Files.exists(openJdk.resolve("test/jdk").resolve(path))) {
                copyTree(openJdk.resolve("test/jdk").resolve(path), testRoot.resolve(path));
                targets.add(path);
            } else {
                absent.add(path);
            }
        }
        Path tck = openJdk.resolve("test/jdk").resolve(TCK);
        List<String> tckClasses = new ArrayList<>();
        for (String tckClass : tests.tckClasses()) {
            if (Files.isRegularFile(tck.resolve(tckClass + ".java"))
                    && Files.isRegularFile(tck.resolve("JSR166TestCase.java"))) {
                tckClasses.add(tckClass);
            } else {
                absent.add(TCK + "/" + tckClass + ".java");
            }
        }
        if (!tckClasses.isEmpty()) {
            copyTckFor(tests.tckClasses(), tck, testRoot.resolve(TCK));
            List<String> variants = releaseVariants(testRoot.resolve(TCK), Runtime.version().feature());
            for (String tckClass : tckClasses) {
                targets.add(TCK + "/" + writeTckClassTest(tckClass, variants, testRoot.resolve(TCK)));
            }
        }
        if (!absent.isEmpty()) {
            notes.add(loop + ": not in " + openJdk + "/test/jdk, so not run: " + String.join(", ", absent));
        }
        return targets;
    }

    /**
     * Copies the TCK's files into the scratch root, but for the classes that
     * {@code JSR166TestCase.suite()} names and this loop does not run: those
     * it calls in its code become empty suites, those it names as strings
     * (loaded only when the whole suite runs) are left out.
     */
    static void copyTckFor(List<String> runClasses, Path tck, Path target) throws IOException {
        String testCase = Files.readString(tck.resolve("JSR166TestCase.java"), StandardCharsets.UTF_8);
        Set<String> called = matches(Pattern.compile("\\b([A-Z]\\w*)\\.suite\\(\\)"), testCase);
        Set<String> named = matches(Pattern.compile("\"([A-Z]\\w*Test)\""), testCase);
        Files.createDirectories(target);
        try (Stream<Path> files = Files.list(tck)) {
            for (Path file : files.collect(Collectors.toList())) {
                String name = file.getFileName().toString().replaceFirst("\\.java$", "");
                boolean suiteMember = called.contains(name) || named.contains(name);
                if (Files.isRegularFile(file) && (!suiteMember || runClasses.contains(name))) {
                    Files.copy(file, target.resolve(file.getFileName()), StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
        for (String name : called) {
            if (!runClasses.contains(name)) {
                Files.writeString(target.resolve(name + ".java"), String.join("\n",
                        "// Written by waitkit's make side-by-side: an empty suite in place of the TCK's " + name + ",",
                        "// which this run does not run, so that JSR166TestCase.suite() compiles.",
                        "public class " + name + " {",
                        "    public static junit.framework.Test suite() {",
                        "        return new junit.framework.TestSuite();",
                        "    }",
                        "}", ""), StandardCharsets.UTF_8);
            }
        }
    }

    /**
     * The TCK's classes of one release's additions ({@code Collection8Test},
     * {@code ForkJoinPool9Test}) in the scratch copy, real or an empty suite,
     * of the releases up to the JDK's: {@code JSR166TestCase.newTestSuite}
     * adds a class's variants of those releases to its suite by name, so they
     * are built with every class that runs alone; a later release's variant
     * may use what the JDK does not have, and is neither loaded nor built.
     *
     * @param tck     the copy's TCK directory
     * @param feature the feature release of the JDK the tests run on
     */
    static List<String> releaseVariants(Path tck, int feature) throws IOException {
        Pattern variant = Pattern.compile("[A-Z]\\w*?(\\d+)Test\\.java");
        try (Stream<Path> files = Files.list(tck)) {
            return files.map(f -> f.getFileName().toString()).map(variant::matcher)
                    .filter(m -> m.matches() && Integer.parseInt(m.group(1)) <= feature)
                    .map(m -> m.group().replaceFirst("\\.java$", "")).sorted().collect(Collectors.toList());
        }
    }

    /**
     * Writes the jtreg test that runs one TCK class alone, and returns its
     * file name. It runs with jtreg's default timeout: one class takes a small
     * part of the 1000 s the TCK's own tests allow the whole suite.
     */
    static String writeTckClassTest(String tckClass, List<String> releaseVariants, Path tck) throws IOException {
        String file = "Alone" + tckClass + ".java";
        Files.createDirectories(tck);
        List<String> build = new ArrayList<>(List.of(tckClass));
        releaseVariants.stream().filter(v -> !v.equals(tckClass)).forEach(build::add);
        Files.writeString(tck.resolve(file), String.join("\n",
                "/*",
                " * Written by waitkit's make side-by-side: runs the JSR 166 TCK's " + tckClass + " alone,",
                " * as JSR166TestCase runs the whole TCK.",
                " *",
                " * @test",
                " * @summary the TCK's " + tckClass + " alone",
                " * @build " + String.join(" ", build),
                " * @modules java.management",
                " * @run junit/othervm " + tckClass,
                " */", ""), StandardCharsets.UTF_8);
        return file;
    }

    /**
     * Runs jtreg on the targets, one test at a time, and reads each test's
     * status from its report. Every process jtreg started and left alive
     * (a test's child after a timeout) is killed when jtreg has ended.
     */
    static Run runJtreg(JdkWaitLoop loop, String variant, Path jtregJar, Path testRoot, List<String> targets,
                        List<String> patch, Path runDir, String timeoutFactor)
            throws IOException, InterruptedException {
        Path jdk = Path.of(System.getProperty("java.home"));
        Files.createDirectories(runDir);
        List<String> command = new ArrayList<>(List.of(jdk.resolve("bin/java").toString(), "-jar",
                jtregJar.toString(), "-jdk:" + jdk, "-dir:" + testRoot, "-w:" + runDir.resolve("work"),
                "-r:" + runDir.resolve("report"), "-conc:1", "-timeoutFactor:" + timeoutFactor, "-v:summary"));
        command.addAll(patch);
        command.addAll(targets);
        Path log = runDir.resolve("jtreg.log");
        System.out.println("side-by-side: " + loop + " " + variant + ": jtreg on " + targets.size()
                + " targets (output in " + log + ")");
        long start = System.nanoTime();
        Process jtreg = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        running = jtreg;
        Set<ProcessHandle> started = new HashSet<>();
        while (!jtreg.waitFor(1, TimeUnit.SECONDS)) {
            jtreg.descendants().forEach(started::add);
        }
        running = null;
        double seconds = (System.nanoTime() - start) / 1e9;
        started.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
        Path summary = runDir.resolve("report/text/summary.txt");
        if (!Files.isRegularFile(summary)) {
            return new Run(loop.name(), variant, Map.of(), seconds, "jtreg wrote no report (exit status "
                    + jtreg.exitValue() + ", see " + log + ")");
        }
        Map<String, TestResult> results = new LinkedHashMap<>();
        for (Map.Entry<String, TestResult> e : results(summary).entrySet()) {
            TestResult r = e.getValue();
            results.put(e.getKey(), r.reason().isEmpty() ? r
                    : new TestResult(r.status(), r.reason() + junitCounts(runDir.resolve("work"), e.getKey())));
        }
        return new Run(loop.name(), variant, results, seconds, null);
    }

    /**
     * Returns the counts jtreg wrote in a JUnit test's .jtr ("JUnit Tests:
     * found n, started n, succeeded n, failed n, ..."), or nothing for a test
     * without them. They tell a test whose methods failed from one whose
     * methods all succeeded and whose JVM then did not end in time.
     */
    static String junitCounts(Path work, String test) throws IOException {
        Path jtr = work.resolve(test.replaceFirst("\\.java(#(.*))?$", "") + (test.contains("#")
                ? "_" + test.substring(test.indexOf('#') + 1) : "") + ".jtr");
        if (!Files.isRegularFile(jtr)) {
            return "";
        }
        return Files.readAllLines(jtr, StandardCharsets.ISO_8859_1).stream()
                .filter(l -> l.startsWith("[ JUnit Tests: ")).reduce((first, last) -> last)
                .map(l -> "; " + l.replaceAll("^\\[ | ?\\]$", "")).orElse("");
    }

    /**
     * Reads jtreg's {@code summary.txt}: each test's name and result. jtreg
     * writes {@code Passed.}, {@code Failed.}, {@code Error.} or
     * {@code Not run.} and its reason; a pass whose reason starts with
     * {@code Skipped} is a skip, an error whose reason says {@code timed out}
     * a timeout.
     */
    static Map<String, TestResult> results(Path summary) throws IOException {
        Pattern line = Pattern.compile("^(\\S+)\\s+(Passed|Failed|Error|Not run)\\.(.*)$");
        Map<String, TestResult> results = new LinkedHashMap<>();
        for (String text : Files.readAllLines(summary, StandardCharsets.UTF_8)) {
            Matcher m = line.matcher(text);
            if (m.matches()) {
                String why = m.group(3).trim();
                Status status = switch (m.group(2)) {
                    case "Passed" -> why.startsWith("Skipped") ? Status.SKIPPED : Status.PASSED;
                    case "Failed" -> Status.FAILED;
                    case "Error" -> why.contains("timed out") ? Status.TIMED_OUT : Status.ERROR;
                    default -> Status.NOT_RUN;
                };
                String reason = status == Status.PASSED || status == Status.NOT_RUN ? ""
                        : m.group(2) + ". " + (why.length() > 200 ? why.substring(0, 200) + "..." : why);
                results.put(m.group(1), new TestResult(status, reason));
            }
        }
        return results;
    }

    /**
     * Prints the table: per loop and variant the tests run, passed, and
     * failed, erred or timed out; the verdict and jtreg's wall time; per loop
     * the mutants detected; then which tests detected which mutant and how,
     * and the notes. A mutant is {@code KILLED} when a test that passes on
     * the original fails or errs on it, {@code TIMED_OUT} when the only such
     * tests timed out (as PIT says of a mutant that makes a test hang), and
     * {@code survived} when every such test still passes.
     */
    static String table(List<Run> runs, List<String> notes) {
        StringBuilder out = new StringBuilder();
        String format = "%-28s %-11s %5s %7s %7s  %-16s %8s%n";
        out.append(String.format(format, "loop", "variant", "run", "passed", "failed", "verdict", "time"));
        List<String> details = new ArrayList<>();
        Map<String, List<Run>> byLoop = runs.stream()
                .collect(Collectors.groupingBy(Run::loop, LinkedHashMap::new, Collectors.toList()));
        for (List<Run> loopRuns : byLoop.values()) {
            Run original = loopRuns.get(0);
            Set<String> baseline = new LinkedHashSet<>(original.with(Status.PASSED));
            int killed = 0;
            int timedOut = 0;
            int mutants = 0;
            for (Run r : loopRuns) {
                String verdict;
                if (r.problem != null) {
                    verdict = "NOT RUN";
                    details.add(r.loop + " " + r.variant + ": " + r.problem);
                } else if (r == original) {
                    List<String> broken = r.with(Status.FAILED, Status.ERROR, Status.TIMED_OUT);
                    verdict = broken.isEmpty() && !baseline.isEmpty() ? "baseline passes" : "BASELINE BROKEN";
                    if (!broken.isEmpty()) {
                        details.add(r.loop + " original: fail without a mutant, so they judge no mutant: "
                                + broken.stream().map(t -> t + " (" + r.results.get(t).reason() + ")")
                                .collect(Collectors.joining("; ")));
                    }
                } else {
                    mutants++;
                    List<String> detectors = baseline.stream().filter(t -> r.statusOf(t).detects()).toList();
                    boolean onlyTimeouts = !detectors.isEmpty()
                            && detectors.stream().allMatch(t -> r.statusOf(t) == Status.TIMED_OUT);
                    verdict = baseline.isEmpty() ? "NOT JUDGED" : detectors.isEmpty() ? "survived"
                            : onlyTimeouts ? "TIMED_OUT" : "KILLED";
                    killed += verdict.equals("KILLED") ? 1 : 0;
                    timedOut += verdict.equals("TIMED_OUT") ? 1 : 0;
                    if (!detectors.isEmpty()) {
                        details.add(r.loop + " " + r.variant + " " + verdict + " by: " + detectors.stream()
                                .map(t -> t + " (" + r.results.get(t).reason() + ")")
                                .collect(Collectors.joining("; ")));
                    }
                }
                int ran = r.results.size() - r.with(Status.NOT_RUN).size();
                out.append(String.format(format, r.loop, r.variant, ran, r.with(Status.PASSED).size(),
                        r.with(Status.FAILED, Status.ERROR, Status.TIMED_OUT).size(), verdict,
                        String.format("%.1f s", r.seconds)));
            }
            out.append(String.format("%s: OpenJDK's tests kill %d of %d mutants run and time out on %d"
                    + " (tests that pass the original: %d)%n", original.loop, killed, mutants, timedOut,
                    baseline.size()));
        }
        details.addAll(notes);
        details.forEach(d -> out.append("  ").append(d).append(System.lineSeparator()));
        return out.toString();
    }

    /**
     * Kills the jtreg run under way and every process under it, and deletes
     * the scratch copy of OpenJDK's tests and the loop's mutants beside it,
     * when this JVM is stopped.
     */
    private static void stopAndCleanUp() {
        Process jtreg = running;
        if (jtreg != null) {
            jtreg.descendants().forEach(ProcessHandle::destroyForcibly);
            jtreg.destroyForcibly();
            try {
                jtreg.waitFor(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        try {
            Path copy = scratchCopy;
            if (copy != null) {
                deleteTree(copy);
                deleteTree(copy.resolveSibling("mutants"));
            }
        } catch (IOException | UncheckedIOException e) {
            System.err.println("waitkit: warning: could not delete " + scratchCopy + ": " + e);
        }
    }

    private static Set<String> matches(Pattern pattern, String text) {
        Set<String> found = new LinkedHashSet<>();
        Matcher m = pattern.matcher(text);
        while (m.find()) {
            found.add(m.group(1));
        }
        return found;
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> both = new ArrayList<>(a);
        both.addAll(b);
        return both;
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> paths = Files.walk(from)) {
            for (Path p : paths.collect(Collectors.toList())) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.createDirectories(target.getParent());
                    Files.copy(p, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    /** Deletes all of a jtreg work directory but its .jtr files: compiled tests, their scratch files. */
    private static void keepOnlyJtrFiles(Path work) throws IOException {
        if (!Files.exists(work)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(work)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
                boolean emptyDirectory = Files.isDirectory(p) && isEmpty(p);
                if (emptyDirectory || !Files.isDirectory(p) && !p.toString().endsWith(".jtr")) {
                    Files.delete(p);
                }
            }
        }
    }

    private static boolean isEmpty(Path dir) throws IOException {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.findAny().isEmpty();
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }

    private static void refuse(String why) {
        System.err.println("waitkit: error: " + why);
        System.exit(2);
    }
}
