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
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code make check}: the kit's own checks, in order.
 * <ol>
 * <li>The command-line checks (make/CheckCli.sh): refusals of bad input,
 *     runs that check nothing, make guard on projects library authors have.</li>
 * <li>{@code TEST="tier1 tier2"} on the JDK under test: the library's unit
 *     tests, the wait suite, the scenarios and the mutants, then the latency
 *     tests under other VM flags and the catalogue's other rows.</li>
 * <li>A smoke run of one JMH benchmark, with its report.</li>
 * <li>The wait mutators for PIT and the assertions for a library's tests:
 *     their builds, unit tests and installs (make/PitPlugin.sh,
 *     make/Assertions.sh).</li>
 * <li>The guard on the example (examples/wait-loops): the deadline poll's
 *     wait mutants must survive its plain tests, the gap the example exists
 *     to show, and every wait mutant must die of its asserting tests, each by
 *     the assertion of its mechanism.</li>
 * <li>HikariCP's ConcurrentBag (examples/hikaricp-bag): its issues 2329 and
 *     2398 on a fixed and a yielding release (make/HikariBag.sh), and the
 *     guard on the fixed release, every wait mutant killed by its assertion.</li>
 * </ol>
 * The guard's checks need a JDK 21 or later (the examples use virtual
 * threads), and are skipped, with the reason, without one. Ends with one line
 * "check: N passed, N failed, N skipped" and exits 0 when none failed.
 *
 * <p>Usage, as make/Check.sh runs it: {@code Check <root> <JDK> <a JDK 21
 * or later, or "-">}.
 */
public final class Check {

    /** The example's wait sites: Retry, DeadlinePoll, HandOff, Mailbox. */
    static final int EXAMPLE_WAIT_SITES = 4;

    /** HikariCP's bag's wait sites: requite, unreserve, borrow. */
    static final int BAG_WAIT_SITES = 3;

    private final Path root;
    private int passed;
    private int failed;
    private int skipped;

    private Check(Path root) {
        this.root = root;
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length != 3) {
            System.err.println("usage: Check <root> <JDK> <a JDK 21 or later, or ->");
            System.exit(2);
        }
        Check check = new Check(Path.of(args[0]));
        check.cliChecks();
        check.tests(Path.of(args[1]));
        check.smokeRun();
        check.script("PitPlugin.sh", "PIT plugin build, unit tests and install (make pit-plugin)", "pit-plugin");
        check.script("Assertions.sh", "the assertions' build, unit tests and install (make assertions)",
                "assertions");
        if (args[2].equals("-")) {
            System.out.println("check: SKIP: the guard on examples/wait-loops and examples/hikaricp-bag needs a JDK "
                    + "21 or later (virtual threads); none found");
            check.skipped += 4;
        } else {
            int perSite = check.mutantsPerSite();
            check.guardOnTheExample(args[2], perSite);
            check.hikariBag(args[2], perSite);
        }
        System.out.println("check: " + check.passed + " passed, " + check.failed + " failed, " + check.skipped
                + " skipped");
        System.exit(check.failed == 0 ? 0 : 1);
    }

    // The command-line checks, their output also in build/check-cli.txt; no
    // closing line means they broke, which counts as a failure.
    private void cliChecks() throws IOException, InterruptedException {
        Path log = root.resolve("build/check-cli.txt");
        run(Map.of(), log, true, "bash", root.resolve("make/CheckCli.sh").toString());
        Matcher m = Pattern.compile("(?m)^cli: (\\d+) passed, (\\d+) failed").matcher(read(log));
        int cliPassed = 0;
        int cliFailed = 1;
        while (m.find()) {
            cliPassed = Integer.parseInt(m.group(1));
            cliFailed = Integer.parseInt(m.group(2));
        }
        passed += cliPassed;
        failed += cliFailed;
    }

    // tier1 and tier2, their counts read from make test's results.
    private void tests(Path jdk) throws IOException, InterruptedException {
        int status = run(Map.of("TEST", "tier1 tier2"), null, true, "bash",
                root.resolve("make/RunTests.sh").toString());
        for (String group : List.of("tier1", "tier2")) {
            JtregResults.Counts c = JtregResults.read(root.resolve("build/test-results").resolve(group)
                    .resolve("output.txt"), status);
            passed += c.pass();
            failed += c.fail() + c.error();
            skipped += c.skip();
        }
        // A run that failed with no test counted failed (and no CLI check
        // failed) still fails make check.
        if (status != 0 && failed == 0) {
            failed++;
        }
    }

    // Maven builds test/micro, JMH runs one benchmark on the JDK under test,
    // and the claims report is written.
    private void smokeRun() throws IOException, InterruptedException {
        Path report = root.resolve("build/test-results/micro-PlainWaitCosts_nanoTime/report.html");
        int status = run(Map.of("TEST", "micro:PlainWaitCosts.nanoTime", "MICRO",
                "FORK=1;WARMUP_ITER=1;WARMUP_TIME=100ms;ITER=1;TIME=200ms"), null, true, "bash",
                root.resolve("make/RunTests.sh").toString());
        if (status == 0 && Files.exists(report) && Files.size(report) > 0) {
            pass("JMH smoke run and its report (" + report + ")");
        } else {
            fail("JMH smoke run (exit " + status + ", report missing or empty?)");
        }
    }

    // A script that builds, tests and installs a Maven module and ends with
    // "<label>: PASS: ..." or "<label>: FAIL: ...".
    private void script(String name, String what, String label) throws IOException, InterruptedException {
        int status = run(Map.of(), null, true, "bash", root.resolve("make").resolve(name).toString());
        if (status == 0) {
            pass(what);
        } else {
            fail(what + " (exit " + status + "; see its " + label + ": line above)");
        }
    }

    // The plain tests: the deadline poll's wait mutants survive them, the gap
    // the example shows; the mailbox's die of its functional test, whose
    // taker gets nothing while the putter waits for the monitor, a failure
    // that is no kit verdict (other, with what the test threw). The
    // asserting tests: every wait mutant killed by the verdict of the
    // mechanism its loop's shape predicts, as the kill table reads it from
    // the verdicts the assertions recorded: the counted retry's budget
    // (BUDGET_COLLAPSE), the deadline poll's and the hand-off's CPU
    // (CPU_USE), the mailbox's monitor, kept by a spin in place of its wait
    // (CONTRACT).
    private void guardOnTheExample(String guardJdk, int perSite) throws IOException, InterruptedException {
        String example = "org.waitkit.examples.";
        Guarded plain = guard("examples/wait-loops", example + "plain.*", "plain", guardJdk);
        List<String> problems = new ArrayList<>(plain.problems());
        problems.addAll(plain.expectRows(example + "DeadlinePoll", "SURVIVED", "-", perSite));
        problems.addAll(plain.expectRows(example + "Mailbox", "KILLED", "other", perSite));
        if (!Pattern.compile("Mailbox.take:.*: other: org.opentest4j.AssertionFailedError").matcher(plain.table())
                .find()) {
            problems.add("the mailbox's kills do not name the test's AssertionFailedError");
        }
        verdict("make guard on examples/wait-loops, plain tests", "(JDK " + guardJdk + "): the deadline poll's "
                + perSite + " wait mutants survive them, the gap the example shows; the mailbox's " + perSite
                + " die of a failure that is no kit verdict, named", plain, problems);

        Guarded asserting = guard("examples/wait-loops", example + "asserting.*", "asserting", guardJdk);
        problems = new ArrayList<>(asserting.problems());
        problems.addAll(asserting.expectRows(example + "Retry", "KILLED", "BUDGET_COLLAPSE", perSite));
        problems.addAll(asserting.expectRows(example + "DeadlinePoll", "KILLED", "CPU_USE", perSite));
        problems.addAll(asserting.expectRows(example + "HandOff", "KILLED", "CPU_USE", perSite));
        problems.addAll(asserting.expectRows(example + "Mailbox", "KILLED", "CONTRACT", perSite));
        int all = EXAMPLE_WAIT_SITES * perSite;
        if (asserting.count(" KILLED +(BUDGET_COLLAPSE|CPU_USE|CONTRACT) ") != all) {
            problems.add("not all " + all + " wait mutants killed by the verdict of a mechanism");
        }
        verdict("make guard on examples/wait-loops, asserting tests", "(JDK " + guardJdk + "): all " + all
                + " wait mutants killed, each by the verdict of its mechanism (BUDGET_COLLAPSE, CPU_USE, CONTRACT)",
                asserting, problems);
    }

    // HikariCP's ConcurrentBag: issues 2329 and 2398 on the fixed and the
    // yielding release, then the guard on the fixed one, whose every wait
    // mutant its assertions must kill: CPU_USE of the returning loops' poll,
    // BUDGET_COLLAPSE of borrow's give-up.
    private void hikariBag(String guardJdk, int perSite) throws IOException, InterruptedException {
        Path log = root.resolve("build/check-hikari-bag.txt");
        int status = run(Map.of("RUNS", "1", "BURN", "0", "JDK", guardJdk), log, false, "bash",
                root.resolve("make/HikariBag.sh").toString());
        String out = read(log);
        if (status == 0) {
            pass("make hikari-bag (JDK " + guardJdk + "): " + firstLine(out, "^hikari-bag: run 1/1: (.*)"));
        } else {
            fail("make hikari-bag: " + firstLine(out, "^(hikari-bag: (run 1/1: FAIL|ERROR).*)") + " (see " + log + ")");
        }
        Guarded bag = guard("examples/hikaricp-bag", "", "hikaricp-bag", guardJdk);
        List<String> problems = new ArrayList<>(bag.problems());
        int all = BAG_WAIT_SITES * perSite;
        if (bag.count(" KILLED ") != all) {
            problems.add("not all " + all + " wait mutants KILLED");
        }
        for (String loop : List.of("requite", "unreserve")) {
            if (bag.count("^com.zaxxer.hikari.util.ConcurrentBag +" + loop + " .* KILLED +CPU_USE "
                    + "+ReturnOnVirtualThreadsTest." + loop + "PollsRatherThanSpinsFrom710 ") != perSite) {
                problems.add(loop + "'s mutants not all killed by the CPU_USE verdict of its poll assertion");
            }
        }
        if (bag.count("^com.zaxxer.hikari.util.ConcurrentBag +borrow .* KILLED +BUDGET_COLLAPSE "
                + "+BorrowGivesUpTest.aBorrowerWithNothingFreeGivesUpNoSoonerThanItsTimeout ") != perSite) {
            problems.add("borrow's mutants not all killed by the BUDGET_COLLAPSE verdict of its give-up assertion");
        }
        verdict("make guard on examples/hikaricp-bag", "(HikariCP 7.1.0's ConcurrentBag, JDK " + guardJdk + "): all "
                + all + " wait mutants killed, each by the assertion of its loop (CPU_USE of the returning loops' "
                + "poll, BUDGET_COLLAPSE of borrow's give-up)", bag, problems);
    }

    /**
     * What make guard did on a project.
     *
     * @param status   its exit status
     * @param log      its output
     * @param table    the kill table, empty when there is none
     * @param problems what was wrong with the run itself
     */
    record Guarded(int status, Path log, Path tableFile, String table, List<String> problems) {

        long count(String regex) {
            Pattern p = Pattern.compile(regex);
            return table.lines().filter(l -> p.matcher(l).find()).count();
        }

        // What is wrong when the table has not exactly that many rows of a
        // class's wait mutants with that status and that why (a mechanism,
        // other, or - for none).
        List<String> expectRows(String className, String status, String why, int expected) {
            long n = count("^" + className + " .* " + status + " +" + Pattern.quote(why) + " ");
            return n == expected ? List.of() : List.of(className + ": " + n + " of its wait mutants " + status
                    + " with why " + why + ", expected " + expected);
        }
    }

    // The guard makes one wait mutant of a wait site per refactor.
    private int mutantsPerSite() {
        try {
            return GuardTable.mutantsPerSite();
        } catch (RuntimeException | LinkageError e) {
            fail("the guard's mutants per wait site: GuardTable could not say (" + e + ")");
            return 0;
        }
    }

    private Guarded guard(String project, String tests, String label, String guardJdk) throws IOException,
            InterruptedException {
        Path log = root.resolve("build/check-guard-" + label + ".txt");
        int status = run(tests.isEmpty() ? Map.of("PROJECT", root.resolve(project).toString(), "JDK", guardJdk)
                : Map.of("PROJECT", root.resolve(project).toString(), "TESTS", tests, "JDK", guardJdk), log, false,
                "bash", root.resolve("make/Guard.sh").toString());
        String out = read(log);
        out.lines().filter(l -> l.matches("^guard: [0-9]* mutants.*")).forEach(System.out::println);
        Path table = root.resolve("build/guard").resolve(Path.of(project).getFileName()
                + (tests.isEmpty() ? "" : "-" + tests.replaceAll("[^A-Za-z0-9._-]", "_"))).resolve("kill-table.txt");
        return new Guarded(status, log, table, read(table), status == 0 ? List.of() : List.of("exit " + status));
    }

    // PASS with what was shown, or FAIL naming the check and what was wrong.
    private void verdict(String check, String shown, Guarded guarded, List<String> problems) {
        if (problems.isEmpty()) {
            pass(check + " " + shown);
        } else {
            fail(check + ": " + String.join("; ", problems) + " (see " + guarded.log() + " and " + guarded.tableFile()
                    + ")");
        }
    }

    private void pass(String what) {
        passed++;
        System.out.println("check: PASS: " + what);
    }

    private void fail(String what) {
        failed++;
        System.out.println("check: FAIL: " + what);
    }

    // A script run to its end, its output shown (tee'd to a log when one is
    // given and shown) or only logged.
    private int run(Map<String, String> env, Path log, boolean shown, String... command) throws IOException,
            InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().putAll(env);
        if (!shown) {
            pb.redirectOutput(log.toFile());
            return ChildProcess.start(pb).waitFor();
        }
        if (log == null) {
            return ChildProcess.start(pb.inheritIO()).waitFor();
        }
        Files.deleteIfExists(log);
        return ChildProcess.start(pb).waitForTeed(log);
    }

    private static String read(Path file) throws IOException {
        return Files.exists(file) ? Files.readString(file, StandardCharsets.ISO_8859_1) : "";
    }

    private static String firstLine(String text, String regex) {
        Matcher m = Pattern.compile(regex, Pattern.MULTILINE).matcher(text);
        return m.find() ? m.group(1) : "";
    }
}
