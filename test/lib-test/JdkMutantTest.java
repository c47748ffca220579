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
 * @summary Unit tests of JdkMutant, SourceMatch, MutantScenario: mutants compile from the JDK's own code alone
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng/othervm JdkMutantTest
 */

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import org.testng.SkipException;
import org.testng.annotations.Test;

import waitkit.JtregProperties;
import waitkit.mutant.JdkMutant;
import waitkit.mutant.JdkWaitLoop;
import waitkit.mutant.MutantScenario;
import waitkit.mutant.Refactor;
import waitkit.mutant.SourceMatch;
import waitkit.mutant.WaitCallFinder;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;
import static org.testng.Assert.fail;

public class JdkMutantTest {

    // The test's working directory, jtreg's scratch directory, which jtreg
    // empties: the mutants built here are not left in the system's /tmp.
    private static final Path SCRATCH = Path.of(".");

    // Without sources of the JDK's code nothing here can be built: the tests
    // that need them are skipped with the reason, as the mutant tests are
    // reported not run (MutantScenario.vmOptions).
    private static Path sources() {
        try {
            return JdkMutant.sources(JtregProperties.testJdk());
        } catch (JdkMutant.MutantNotBuiltException e) {
            throw new SkipException(e.getMessage());
        }
    }

    @Test
    public void everyRefactorReplacesTheWaitAndCompiles() throws Exception {
        Path srcZip = sources();
        for (Refactor refactor : Refactor.values()) {
            Path work = Files.createTempDirectory(SCRATCH, "mutant-" + refactor.waitName());
            JdkMutant.Built built = JdkMutant.build(srcZip, JdkWaitLoop.BITS_RESERVE_MEMORY, refactor, work);
            assertTrue(Files.isRegularFile(built.classes().resolve("java/nio/Bits.class")),
                    refactor + ": expected java/nio/Bits.class in " + built.classes());
            assertFalse(built.replaced().isEmpty(), refactor + ": expected at least one wait replaced");
            String mutated = Files.readString(work.resolve("src/java.base/java/nio/Bits.java"),
                    StandardCharsets.UTF_8);
            for (WaitCallFinder.WaitCall c : built.replaced()) {
                assertTrue(c.text().contains("sleep"), refactor + ": replaced " + c + ", expected a sleep");
                assertFalse(mutated.contains(c.text()), refactor + ": " + c.text() + " is still there");
            }
            assertTrue(mutated.contains(refactor.statement(true)), refactor + ": the refactor's statement is missing");
        }
    }

    // The registry names each loop's class and method; on the JDK under test
    // each must hold at least one wait in a loop, or its mutants cannot be built.
    @Test
    public void everyRegisteredLoopHasAWaitInALoop() throws Exception {
        Path srcZip = sources();
        for (JdkWaitLoop loop : JdkWaitLoop.values()) {
            String source = JdkMutant.readSource(srcZip, loop.module(), JdkMutant.sourcePath(loop.className()));
            assertFalse(WaitCallFinder.find(source, loop.className(), loop.method()).isEmpty(),
                    loop + ": expected a wait inside a loop of " + loop.className() + "." + loop.method());
        }
    }

    // A loop the JDK moved is looked for where each feature release holds it.
    @Test
    public void aMovedLoopIsLookedForWhereEachReleaseHoldsIt() {
        JdkWaitLoop ltq = JdkWaitLoop.LINKED_TRANSFER_QUEUE_AWAIT;
        assertEquals(ltq.shapeOn(17).method(), "awaitMatch");
        assertEquals(ltq.shapeOn(20).method(), "awaitMatch");
        assertEquals(ltq.shapeOn(21).className(), "java.util.concurrent.LinkedTransferQueue$DualNode");
        assertEquals(ltq.shapeOn(28).method(), "await");
        assertEquals(JdkWaitLoop.EXCHANGER_EXCHANGE.shapeOn(23).method(), "slotExchange");
        assertEquals(JdkWaitLoop.EXCHANGER_EXCHANGE.shapeOn(24).method(), "xchg");
        for (JdkWaitLoop loop : JdkWaitLoop.values()) {
            assertEquals(loop.shapes().get(0).since(), 17, loop + ": its first shape must be JDK 17's");
            for (int i = 1; i < loop.shapes().size(); i++) {
                assertTrue(loop.shapes().get(i).since() > loop.shapes().get(i - 1).since()
                        && !loop.shapes().get(i).change().isEmpty(), loop + ": expected shapes in the order of"
                        + " their releases, each later one naming the change that moved the loop, actual "
                        + loop.shapes());
            }
        }
    }

    @Test
    public void aNestedClassIsReadFromItsTopLevelClassSource() {
        assertEquals(JdkMutant.sourcePath("java.nio.Bits"), "java/nio/Bits.java");
        assertEquals(JdkMutant.sourcePath("sun.net.www.http.KeepAliveCache$Entry"),
                "sun/net/www/http/KeepAliveCache.java");
    }

    @Test
    public void aMethodWithoutAWaitIsNotApplicable() {
        Path srcZip = sources();
        JdkMutant.NotApplicableException e = expectThrows(JdkMutant.NotApplicableException.class,
                () -> JdkMutant.build(srcZip, "java.base", "java.nio.Bits", "unreserveMemory", Refactor.YIELD,
                        Files.createTempDirectory(SCRATCH, "mutant-none")));
        assertTrue(e.getMessage().contains("java.nio.Bits.unreserveMemory")
                && e.getMessage().contains("no Thread.sleep"),
                "message: expected it to name the method and what is missing, got '" + e.getMessage() + "'");
    }

    @Test
    public void aMissingFileIsNotApplicable() {
        Path srcZip = sources();
        expectThrows(JdkMutant.NotApplicableException.class,
                () -> JdkMutant.build(srcZip, "java.base", "java.nio.NoSuchBits", "reserveMemory", Refactor.YIELD,
                        Files.createTempDirectory(SCRATCH, "mutant-none")));
    }

    // Without its sources a JDK's mutants cannot be built: the reason says
    // how to get the sources.
    @Test
    public void aJdkWithoutSourcesFailsWithHowToGetThem() throws Exception {
        Path jdk = Files.createTempDirectory(SCRATCH, "jdk-without-sources");
        JdkMutant.MutantNotBuiltException e = expectThrows(JdkMutant.MutantNotBuiltException.class,
                () -> JdkMutant.sources(jdk));
        assertEquals(e.label(), "NO_SOURCES", "label");
        assertTrue(e.getMessage().contains("apt-get install openjdk-" + Runtime.version().feature() + "-source"),
                "message: expected it to say how to get the sources, got '" + e.getMessage() + "'");
    }

    // The original must be expected to PASS, a mutant to die of the mechanism
    // the registry names for its loop; a @run line that says otherwise is an
    // error of the test, found before anything runs.
    @Test
    public void theRunLineMustAgreeWithTheRegistry() {
        JdkWaitLoop loop = JdkWaitLoop.BITS_RESERVE_MEMORY;
        MutantScenario.Launch never = (wait, options) -> {
            throw new AssertionError("the workload must not run");
        };
        expectThrows(IllegalArgumentException.class,
                () -> MutantScenario.run(loop, new String[] {"original", "BUDGET_COLLAPSE"}, never));
        expectThrows(IllegalArgumentException.class,
                () -> MutantScenario.run(loop, new String[] {"yield", "PASS"}, never));
        expectThrows(IllegalArgumentException.class,
                () -> MutantScenario.run(loop, new String[] {"yield", "STARVATION"}, never));
        expectThrows(IllegalArgumentException.class,
                () -> MutantScenario.run(JdkWaitLoop.PROCESS_WAIT_FOR, new String[] {"yield", "BUDGET_COLLAPSE"},
                        never));
    }

    @Test
    public void theOriginalNeedsNoOptions() throws Exception {
        JdkWaitLoop loop = JdkWaitLoop.BITS_RESERVE_MEMORY;
        assertEquals(MutantScenario.vmOptions(loop, "original"), List.of(), "options for the original");
        assertEquals(MutantScenario.waitName("original"), "sleep", "wait of the original");
        assertEquals(MutantScenario.waitName("yield"), "yield", "wait of the yield mutant");
    }

    @Test
    public void theBitsBudgetIsItsNineSleeps() {
        assertEquals(JdkWaitLoop.BitsBackOff.BUDGET_NANOS, 511_000_000L, "1 + 2 + ... + 256 ms");
    }

    // Where the sources are the JDK's own lib/src.zip, the comparison must
    // find the class of each loop whose mutants tier1 runs the same: a
    // mismatch there would be the comparison's own error, one that turns a
    // JDK's mutants away. test/mutants/juc/OwnSourcesAreTheJdksCode checks
    // every registered loop, in the group juc.
    @Test
    public void theJdksOwnSourcesAreItsCode() throws Exception {
        Path srcZip = sources();
        if (!SourceMatch.isJdksOwn(srcZip)) {
            throw new SkipException(srcZip + " is not the JDK's own lib/src.zip: its classes may differ");
        }
        List<JdkWaitLoop> tier1Loops = List.of(JdkWaitLoop.BITS_RESERVE_MEMORY, JdkWaitLoop.PROCESS_WAIT_FOR,
                JdkWaitLoop.ATTACH_WAIT);
        assertEquals(SourceMatch.mismatches(srcZip, tier1Loops, Files.createTempDirectory(SCRATCH, "own")),
                List.of(), "classes of " + tier1Loops + " from the JDK's own " + srcZip + " that differ");
    }

    // Bits.reserveMemory with ten back-offs where the JDK has nine: compiled
    // unchanged, this source is not the JDK's code, and a mutant of it would
    // change the budget along with the wait.
    @Test
    public void anEditedSourceIsNotTheJdksCode() throws Exception {
        JdkWaitLoop loop = JdkWaitLoop.BITS_RESERVE_MEMORY;
        String path = JdkMutant.sourcePath(loop.className());
        String source = JdkMutant.readSource(sources(), loop.module(), path);
        String edited = source.replace("MAX_SLEEPS = 9;", "MAX_SLEEPS = 10;");
        if (edited.equals(source)) {
            fail("expected 'MAX_SLEEPS = 9;' in " + path + " to edit");
        }
        Path zip = zipOf(loop.module() + "/" + path, edited);
        Optional<String> why = SourceMatch.mismatch(zip, loop.module(), loop.className(),
                Files.createTempDirectory(SCRATCH, "edited"));
        assertTrue(why.isPresent(), "expected the edited Bits to differ from the JDK's");
        assertTrue(why.get().contains("Bits differs from the JDK's") && why.get().contains("reserveMemory")
                && why.get().contains("where the JDK has"), "expected the class, the method and both lines, got '"
                + why.get() + "'");
        JdkMutant.MutantNotBuiltException e = expectThrows(JdkMutant.MutantNotBuiltException.class,
                () -> JdkMutant.build(zip, loop, Refactor.YIELD,
                        Files.createTempDirectory(SCRATCH, "mutant-of-edited")));
        assertEquals(e.label(), "SOURCE_MISMATCH", "label of a mutant built from sources that are not the JDK's");
    }

    // A file the zip does not hold: nothing compiles, and the reason says so.
    @Test
    public void aMissingSourceIsNotTheJdksCode() throws Exception {
        Path zip = zipOf("java.base/java/nio/Other.java", "package java.nio; class Other { }");
        Optional<String> why = SourceMatch.mismatch(zip, "java.base", "java.nio.Bits",
                Files.createTempDirectory(SCRATCH, "missing"));
        assertEquals(why, Optional.of("the zip has no java.base/java/nio/Bits.java"), "reason");
    }

    private static Path zipOf(String entry, String text) throws IOException {
        Path zip = Files.createTempFile(SCRATCH, "src", ".zip");
        try (OutputStream out = Files.newOutputStream(zip); ZipOutputStream z = new ZipOutputStream(out)) {
            z.putNextEntry(new ZipEntry(entry));
            z.write(text.getBytes(StandardCharsets.UTF_8));
            z.closeEntry();
        }
        return zip;
    }
}
