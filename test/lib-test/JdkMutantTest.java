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
 * @summary Unit tests of waitkit.JdkMutant: a mutant replaces the one sleep statement and compiles; missing sources or a missing pattern fail the test that needs the mutant
 * @library /lib
 * @run testng/othervm JdkMutantTest
 */

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.testng.annotations.Test;

import waitkit.ChildJvm;
import waitkit.JdkMutant;
import waitkit.Scenario;
import waitkit.Verdict;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;

public class JdkMutantTest {

    private static final String BITS = "java/nio/Bits.java";
    private static final String BITS_SLEEP = "Thread.sleep(sleepTime);";

    // Without sources this fails, as every test that needs a mutant does.
    private static Path sources() {
        return JdkMutant.sources(JdkMutant.testJdk());
    }

    @Test
    public void everyRefactorReplacesTheSleepAndCompiles() throws Exception {
        Path srcZip = sources();
        for (JdkMutant.Refactor refactor : JdkMutant.Refactor.values()) {
            Path work = Files.createTempDirectory("mutant-" + refactor.waitName());
            Path classes = JdkMutant.build(srcZip, "java.base", BITS, BITS_SLEEP, refactor, work);
            assertTrue(Files.isRegularFile(classes.resolve("java/nio/Bits.class")),
                    refactor + ": expected java/nio/Bits.class in " + classes);
            String mutated = Files.readString(work.resolve("src/java.base").resolve(BITS), StandardCharsets.UTF_8);
            assertFalse(mutated.contains(BITS_SLEEP), refactor + ": the original statement is still there");
            assertTrue(mutated.contains(refactor.statement()), refactor + ": the refactor's statement is missing");
        }
    }

    @Test
    public void aMissingStatementIsNotApplicable() {
        Path srcZip = sources();
        JdkMutant.NotApplicableException e = expectThrows(JdkMutant.NotApplicableException.class,
                () -> JdkMutant.build(srcZip, "java.base", BITS, "Thread.sleep(42);", JdkMutant.Refactor.YIELD,
                        Files.createTempDirectory("mutant-none")));
        assertTrue(e.getMessage().contains("does not contain 'Thread.sleep(42);'"),
                "message: expected it to name the statement, got '" + e.getMessage() + "'");
    }

    @Test
    public void aMissingFileIsNotApplicable() {
        Path srcZip = sources();
        expectThrows(JdkMutant.NotApplicableException.class,
                () -> JdkMutant.build(srcZip, "java.base", "java/nio/NoSuchBits.java", BITS_SLEEP,
                        JdkMutant.Refactor.YIELD, Files.createTempDirectory("mutant-none")));
    }

    // Without its sources a JDK's mutants cannot be built, so the tests that
    // need them fail, saying how to get the sources.
    @Test
    public void aJdkWithoutSourcesFailsWithHowToGetThem() throws Exception {
        Path jdk = Files.createTempDirectory("jdk-without-sources");
        JdkMutant.MutantNotBuiltException e = expectThrows(JdkMutant.MutantNotBuiltException.class,
                () -> JdkMutant.sources(jdk));
        assertEquals(e.label(), "NO_SOURCES", "label");
        assertTrue(e.getMessage().contains("apt-get install openjdk-" + Runtime.version().feature() + "-source"),
                "message: expected it to say how to get the sources, got '" + e.getMessage() + "'");
    }

    @Test
    public void theOriginalMustPassAndAMutantBeKilled() {
        JdkMutant.WaitLoop loop = JdkMutant.WaitLoop.BITS_RESERVE_MEMORY;
        Scenario.Outcome passed = new Scenario.Outcome(Verdict.pass("ok"), Map.of("scenario", "x", "wait", "sleep"),
                new ChildJvm.Result(List.of(), 0, false, 1, "", ""));
        expectThrows(IllegalArgumentException.class,
                () -> loop.judge(passed, "original", Scenario.Expectation.parse("BUDGET_COLLAPSE")));
        expectThrows(IllegalArgumentException.class,
                () -> loop.judge(passed, "yield", Scenario.Expectation.PASS));
    }

    @Test
    public void theOriginalNeedsNoOptions() throws Exception {
        JdkMutant.WaitLoop loop = JdkMutant.WaitLoop.BITS_RESERVE_MEMORY;
        assertEquals(loop.vmOptions("original"), List.of(), "options for the original");
        assertEquals(loop.waitName("original"), "sleep", "wait of the original");
        assertEquals(loop.waitName("yield"), "yield", "wait of the yield mutant");
    }
}
