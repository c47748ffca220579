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

/*
 * @test
 * @summary Every catalogue wait method has a row or a reasoned exclusion in each contract and scenario matrix
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng CatalogueCoverageTest
 */

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

import waitkit.TimedCall;
import waitkit.WaitMethod;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.fail;

/**
 * Reads the {@code @run} lines of every contract test and scenario matrix and
 * checks them against the catalogue ({@link WaitMethod#names()}): each method
 * has a row (an {@code @test} block whose {@code @run} line names it) or an
 * exclusion here, with its reason; no row names a method the catalogue lacks;
 * no exclusion names a method that has a row or is not in the catalogue. So a
 * method added to the catalogue fails this test once for every matrix that
 * needs a row for it, each message naming the file and the method.
 */
public class CatalogueCoverageTest {

    private static final String TAKES_NO_TIME = "it takes no time argument (its catalogue entry ignores the"
            + " time it is given), so there is no negative time to pass it; TimeContract shows that it ignores the"
            + " time";

    private static final String COUNTED_YIELD = "with each allocator on its own share of the budget, nine such"
            + " calls on the one CPU hand it to the Reference Handler and the Cleaner often enough that the memory"
            + " comes back, so whether it is detected depends on the load: no reliable control of the counted"
            + " shape (ReserveMemoryScenario's javadoc; the attach tests and test/mutants/bits catch it)";

    private static final String UNCOUNTED_YIELD = "no control of the uncounted shape: Linux's sched_yield puts the"
            + " waiter behind the runnable target, which keeps close to its baseline share, but whenever the"
            + " target blocks the poll spins, and the waiter's CPU per handshake lands on either side of the"
            + " 100 ms of work that marks STARVATION (AttachHandshakeScenario's javadoc)";

    private static final String ATTACH_REFACTORS_ONLY = "the attach handshake sets the JDK's own poll (sleep)"
            + " against the refactors a developer makes of it (onSpinWait, yield, sleep(0), no wait); every other timed wait"
            + " goes through both shapes of ReserveMemoryScenario, which judges the same two mechanisms";

    // Every wait that spends its time argument, blocking or spinning, but the
    // JDK's own poll.
    private static final String[] ATTACH_TIMED = catalogue(m -> m.kind() != WaitMethod.Kind.RETURNS_AT_ONCE, "sleep");

    private static final String VIRTUAL_SAME_PATH = "in a virtual thread it ends in the same unmounting"
            + " VirtualThread.sleepNanos or parkNanos as the sleep and parkNanos rows";

    private static final String[] VIRTUAL_SAME_PATH_WAITS = catalogue(
            m -> m.path() == WaitMethod.Path.SLEEP || m.path() == WaitMethod.Path.PARK, "sleep", "parkNanos");

    private static final String VIRTUAL_SPINS = "a spin that never calls into the scheduler, as the onSpinWait row;"
            + " the scheduler does not time-slice (JEP 444)";

    private static final String VIRTUAL_OBJECT_WAIT = "Object.wait in a virtual thread pins its carrier before JDK 24"
            + " and the scheduler makes up for it with another carrier, which maxPoolSize 1 forbids: a different"
            + " question from the carrier's use by the wait, not modelled here";

    private static final String HANDOFF_OBJECT_WAIT = "Object.wait in a virtual thread pins its carrier before"
            + " JDK 24 and blocks the carrier thread, which the hand-off's measure, the carriers' runnable time,"
            + " does not see: it would pass while it holds a carrier";

    private static final String QUOTA_BLOCKS = "it blocks in the kernel as the sleep and parkNanos rows do, using"
            + " none of the quota while it waits";

    private static final String[] QUOTA_BLOCKING_WAITS = catalogue(m -> m.kind() == WaitMethod.Kind.BLOCKS,
            "sleep", "parkNanos");

    private static final String QUOTA_CONTRAST = "the contrast without a quota needs a blocking wait and the"
            + " spinning and yielding ones the quota shape detects; the quota shape runs every other wait";

    // The tests of the JDK's timed calls, each with one row per call of TimedCall.
    private static final List<String> TIMED_CALL_TESTS = List.of("TimedCallTimeout", "TimedCallTimeoutVirtual",
            "TimedCallCpuUse", "TimedCallArrival", "TimedCallArrivalVirtual");

    // The contract tests pass the wait method as the first argument of their
    // @run line; the scenarios pass the shape first and the method second.
    private static final List<Matrix> MATRICES = List.of(
            Matrix.contract("TimeContract"),
            Matrix.contract("InterruptContract"),
            Matrix.contract("ThreadStateContract"),
            Matrix.contract("CpuUseContract"),
            Matrix.contract("NegativeTimeoutContract")
                    .excluding(TAKES_NO_TIME, "sleep0", "onSpinWait", "yield", "emptySpin"),
            Matrix.scenario("directbuffer/ReserveMemoryScenario", "counted")
                    .excluding(COUNTED_YIELD, "yield", "sleep0"),
            Matrix.scenario("directbuffer/ReserveMemoryScenario", "uncounted"),
            Matrix.scenario("attach/AttachHandshakeScenario", "counted")
                    .excluding(ATTACH_REFACTORS_ONLY, ATTACH_TIMED),
            Matrix.scenario("attach/AttachHandshakeScenario", "uncounted")
                    .excluding(UNCOUNTED_YIELD, "yield", "sleep0")
                    .excluding(ATTACH_REFACTORS_ONLY, ATTACH_TIMED),
            virtualCarrier("unpinned"),
            virtualCarrier("pinned"),
            virtualCarrier("counted"),
            virtualThreads("virtual/VirtualHandOffScenario", "handoff", HANDOFF_OBJECT_WAIT),
            Matrix.scenario("quota/CpuQuotaScenario", "quota")
                    .excluding(QUOTA_BLOCKS, QUOTA_BLOCKING_WAITS)
                    .excluding("a spin, as the onSpinWait and busyNanoTime rows", "emptySpin"),
            Matrix.scenario("quota/CpuQuotaScenario", "unlimited")
                    .excluding(QUOTA_CONTRAST, "sleepNanos", "sleepDuration", "sleep0", "timeUnitSleep", "parkNanos",
                            "parkUntil", "busyNanoTime", "emptySpin", "objectWait", "conditionAwait"));

    // The names of the catalogue's methods that match, less the rows named,
    // which the matrix runs.
    private static String[] catalogue(Predicate<WaitMethod> which, String... rows) {
        List<String> names = new ArrayList<>();
        for (String name : WaitMethod.names()) {
            if (which.test(WaitMethod.of(name)) && !List.of(rows).contains(name)) {
                names.add(name);
            }
        }
        return names.toArray(new String[0]);
    }

    // The shapes of VirtualCarrierScenario run the same waits.
    private static Matrix virtualCarrier(String shape) {
        return virtualThreads("virtual/VirtualCarrierScenario", shape, VIRTUAL_OBJECT_WAIT);
    }

    // The virtual-thread scenarios run sleep, parkNanos, yield, sleep0 and
    // onSpinWait; each says why it leaves Object.wait out.
    private static Matrix virtualThreads(String path, String shape, String objectWaitReason) {
        return Matrix.scenario(path, shape)
                .excluding(VIRTUAL_SAME_PATH, VIRTUAL_SAME_PATH_WAITS)
                .excluding(VIRTUAL_SPINS, "busyNanoTime", "emptySpin")
                .excluding(objectWaitReason, "objectWait");
    }

    @DataProvider
    public Object[][] matrices() {
        return MATRICES.stream().map(m -> new Object[] {m}).toArray(Object[][]::new);
    }

    @Test(dataProvider = "matrices")
    public void everyCatalogueMethodHasARowOrAnExclusion(Matrix matrix) throws IOException {
        Set<String> rows = matrix.rows(KitSources.root());
        List<String> catalogue = WaitMethod.names();
        List<String> problems = new ArrayList<>();
        for (String method : catalogue) {
            if (!rows.contains(method) && !matrix.exclusions.containsKey(method)) {
                problems.add(matrix + " has no @run row for the catalogue method " + method
                        + ": add an @test block for it, or an exclusion with its reason to CatalogueCoverageTest");
            }
        }
        for (String method : rows) {
            if (!catalogue.contains(method)) {
                problems.add(matrix + " has a @run row for " + method + ", which is not in the catalogue "
                        + catalogue);
            }
        }
        for (String method : matrix.exclusions.keySet()) {
            if (rows.contains(method) || !catalogue.contains(method)) {
                problems.add("CatalogueCoverageTest excludes " + method + " from " + matrix + ", which "
                        + (rows.contains(method) ? "has a @run row for it" : "is not in the catalogue " + catalogue)
                        + ": remove the exclusion");
            }
        }
        if (!problems.isEmpty()) {
            fail(String.join("\n", problems));
        }
    }

    @Test
    public void everyTimedCallHasARowInEachOfItsTests() throws IOException {
        Set<String> catalogue = new LinkedHashSet<>(TimedCall.names());
        List<String> problems = new ArrayList<>();
        for (String test : TIMED_CALL_TESTS) {
            Set<String> rows = new Matrix("test/juc/" + test + ".java", null, 0).rows(KitSources.root());
            for (String name : catalogue) {
                if (!rows.contains(name)) {
                    problems.add("test/juc/" + test + ".java has no @test block for the timed call " + name);
                }
            }
            for (String row : rows) {
                // a positive control's row, "control-<what it does>", names no call
                if (!catalogue.contains(row) && !row.startsWith("control-")) {
                    problems.add("test/juc/" + test + ".java runs " + row + ", which TimedCall does not know");
                }
            }
        }
        if (!problems.isEmpty()) {
            fail(String.join("\n", problems));
        }
    }

    @Test
    public void everyContractTestIsAMatrix() throws IOException {
        List<Path> sources;
        try (Stream<Path> files = Files.list(KitSources.root().resolve(Matrix.CONTRACTS))) {
            sources = files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        }
        List<String> unmatched = new ArrayList<>();
        for (Path source : sources) {
            String file = Matrix.CONTRACTS + "/" + source.getFileName();
            String text = Files.readString(source);
            // A matrix's own file, or a file of descriptions (a *Catalogue.java) that runs a matrix's class.
            boolean checked = MATRICES.stream().anyMatch(m -> m.file.equals(file)
                    || m.file.startsWith(Matrix.CONTRACTS + "/") && !Matrix.runArguments(text, m.mainClass).isEmpty());
            if (!checked) {
                unmatched.add(file);
            }
        }
        if (!unmatched.isEmpty()) {
            fail("contract tests that CatalogueCoverageTest does not check: " + unmatched
                    + ": add a matrix for each, with the argument of its @run lines that names the wait method");
        }
    }

    @DataProvider
    public Object[][] runLines() {
        return new Object[][] {
            // comment text, main class, expected arguments of each @run line
            {" * @test id=a\n * @run main/othervm -Xint Foo sleep NEVER_EARLY\n", "Foo",
                List.of(List.of("sleep", "NEVER_EARLY"))},
            {" * @test id=b\n * @summary x\n * @run main\n *      Foo counted\n *      yield PASS 2\n * @library /lib\n",
                "Foo", List.of(List.of("counted", "yield", "PASS", "2"))},
            {" * @test\n * @run testng Bar\n", "Foo", List.of()},
        };
    }

    @Test(dataProvider = "runLines")
    public void runArgumentsFollowTheMainClass(String comment, String mainClass, List<List<String>> expected) {
        String source = "/*\n * header\n */\n\n/*\n" + comment + " */\n\n/**\n * @run main Foo javadoc\n */\n";
        List<List<String>> actual = Matrix.runArguments(source, mainClass);
        assertEquals(actual, expected, "arguments after " + mainClass + " in @run lines of '" + comment + "'");
    }


    /**
     * The {@code @test} blocks that run one file's class with a wait method at
     * one argument position of their {@code @run} lines, of one shape where the
     * class has several, in any file of its directory, and the catalogue
     * methods they leave out, each with its reason.
     */
    static final class Matrix {
        static final String CONTRACTS = "test/waits/contract";

        // A block comment that opens with "/*" alone, as an @test block does.
        private static final Pattern COMMENT = Pattern.compile("/\\*(?!\\*)(.*?)\\*/", Pattern.DOTALL);

        final String file;
        final String mainClass;
        final String shape;
        final int methodArgument;
        final Map<String, String> exclusions = new LinkedHashMap<>();

        private Matrix(String file, String shape, int methodArgument) {
            this.file = file;
            this.mainClass = Path.of(file).getFileName().toString().replaceFirst("\\.java$", "");
            this.shape = shape;
            this.methodArgument = methodArgument;
        }

        static Matrix contract(String name) {
            return new Matrix(CONTRACTS + "/" + name + ".java", null, 0);
        }

        static Matrix scenario(String path, String shape) {
            return new Matrix("test/scenarios/" + path + ".java", shape, 1);
        }

        Matrix excluding(String reason, String... methods) {
            for (String method : methods) {
                if (exclusions.putIfAbsent(method, reason) != null) {
                    throw new IllegalArgumentException(method + " is excluded from " + this + " twice");
                }
            }
            return this;
        }

        // The wait methods that the @run lines naming the file's class name, of
        // this matrix's shape, in every file of its directory: a file of test
        // descriptions (ReserveMemoryCatalogue.java) runs another file's class.
        Set<String> rows(Path root) throws IOException {
            Path source = root.resolve(file);
            if (!Files.isRegularFile(source)) {
                fail(this + ": " + source + " does not exist: update CatalogueCoverageTest's matrices");
            }
            List<Path> files;
            try (Stream<Path> list = Files.list(source.getParent())) {
                files = list.filter(f -> f.toString().endsWith(".java")).sorted().toList();
            }
            List<List<String>> runs = new ArrayList<>();
            for (Path f : files) {
                runs.addAll(runArguments(Files.readString(f), mainClass));
            }
            Set<String> rows = new LinkedHashSet<>();
            for (List<String> args : runs) {
                if (shape == null || (!args.isEmpty() && args.get(0).equals(shape))) {
                    if (args.size() <= methodArgument) {
                        fail(this + ": a @run line has no argument " + (methodArgument + 1) + " after "
                                + mainClass + ": " + args);
                    }
                    rows.add(args.get(methodArgument));
                }
            }
            if (rows.isEmpty()) {
                fail(this + ": no @run line of " + mainClass + " names a wait method as argument "
                        + (methodArgument + 1) + ": update CatalogueCoverageTest's matrices");
            }
            return rows;
        }

        // The arguments after the main class of each @run line of the @test blocks.
        static List<List<String>> runArguments(String source, String mainClass) {
            List<List<String>> result = new ArrayList<>();
            Matcher comment = COMMENT.matcher(source);
            while (comment.find()) {
                List<String> tags = TestTags.of(comment.group(1));
                if (tags.isEmpty() || !tags.get(0).matches("@test\\b.*")) {
                    continue;
                }
                for (String tag : tags) {
                    List<String> words = List.of(tag.split("\\s+"));
                    int at = words.indexOf(mainClass);
                    if (words.get(0).equals("@run") && at > 0) {
                        result.add(words.subList(at + 1, words.size()));
                    }
                }
            }
            return result;
        }


        @Override
        public String toString() {
            return file + (shape == null ? "" : " (" + shape + "-* ids)");
        }
    }
}
