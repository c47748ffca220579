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
 * @summary Unit tests of waitkit.JdkMutant: a mutant replaces the one sleep statement, compiles, and a missing pattern is reported as not applicable
 * @library /lib
 * @run testng/othervm JdkMutantTest
 */

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.testng.SkipException;
import org.testng.annotations.Test;

import waitkit.JdkMutant;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;

public class JdkMutantTest {

    private static final String BITS = "java/nio/Bits.java";
    private static final String BITS_SLEEP = "Thread.sleep(sleepTime);";

    private static Path jdkWithSources() {
        Path jdk = JdkMutant.testJdk();
        if (!Files.isReadable(jdk.resolve("lib").resolve("src.zip"))) {
            throw new SkipException(jdk + " has no lib/src.zip");
        }
        return jdk;
    }

    @Test
    public void everyRefactorReplacesTheSleepAndCompiles() throws Exception {
        Path jdk = jdkWithSources();
        for (JdkMutant.Refactor refactor : JdkMutant.Refactor.values()) {
            Path work = Files.createTempDirectory("mutant-" + refactor.waitName());
            Path classes = JdkMutant.build(jdk, "java.base", BITS, BITS_SLEEP, refactor, work);
            assertTrue(Files.isRegularFile(classes.resolve("java/nio/Bits.class")),
                    refactor + ": expected java/nio/Bits.class in " + classes);
            String mutated = Files.readString(work.resolve("src/java.base").resolve(BITS), StandardCharsets.UTF_8);
            assertFalse(mutated.contains(BITS_SLEEP), refactor + ": the original statement is still there");
            assertTrue(mutated.contains(refactor.statement()), refactor + ": the refactor's statement is missing");
        }
    }

    @Test
    public void aMissingStatementIsNotApplicable() {
        Path jdk = jdkWithSources();
        JdkMutant.NotApplicableException e = expectThrows(JdkMutant.NotApplicableException.class,
                () -> JdkMutant.build(jdk, "java.base", BITS, "Thread.sleep(42);", JdkMutant.Refactor.YIELD,
                        Files.createTempDirectory("mutant-none")));
        assertTrue(e.getMessage().contains("does not contain 'Thread.sleep(42);'"),
                "message: expected it to name the statement, got '" + e.getMessage() + "'");
    }

    @Test
    public void aMissingFileIsNotApplicable() {
        Path jdk = jdkWithSources();
        expectThrows(JdkMutant.NotApplicableException.class,
                () -> JdkMutant.build(jdk, "java.base", "java/nio/NoSuchBits.java", BITS_SLEEP,
                        JdkMutant.Refactor.YIELD, Files.createTempDirectory("mutant-none")));
    }

    @Test
    public void theOriginalNeedsNoOptions() throws Exception {
        JdkMutant.WaitLoop loop = new JdkMutant.WaitLoop("Bits", "java.base", BITS, BITS_SLEEP);
        assertEquals(loop.vmOptions("original"), List.of(), "options for the original");
        assertEquals(loop.waitName("original"), "sleep", "wait of the original");
        assertEquals(loop.waitName("yield"), "yield", "wait of the yield mutant");
    }
}
