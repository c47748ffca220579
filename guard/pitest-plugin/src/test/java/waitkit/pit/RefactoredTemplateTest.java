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

package waitkit.pit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * Refactored.java is what its template gives (RefactoredTemplate), and the
 * template's grammar is held: one block, its three variables. Run with
 * {@code -Dwaitkit.regenerate=true} ({@link RefactoredTemplate#REGENERATE}),
 * the first test writes the generated source instead of comparing it.
 */
class RefactoredTemplateTest {

    @Test
    void theCheckedInSourceIsWhatTheTemplateGives() throws Exception {
        List<String> expected = RefactoredTemplate.generate(Path.of("."));
        if (Boolean.getBoolean("waitkit.regenerate")) {
            Files.write(RefactoredTemplate.GENERATED, expected);
            System.out.println("RefactoredTemplateTest: wrote " + RefactoredTemplate.GENERATED.toAbsolutePath());
            return;
        }
        List<String> actual = Files.readAllLines(RefactoredTemplate.GENERATED);
        for (int i = 0; i < Math.max(expected.size(), actual.size()); i++) {
            String e = i < expected.size() ? expected.get(i) : "(end of file)";
            String a = i < actual.size() ? actual.get(i) : "(end of file)";
            if (!e.equals(a)) {
                fail(RefactoredTemplate.GENERATED + " is not what " + RefactoredTemplate.TEMPLATE
                        + " gives: at line " + (i + 1) + " expected [" + e + "] but was [" + a + "]."
                        + " Edit the template, then regenerate the source from the kit's root: "
                        + RefactoredTemplate.REGENERATE);
            }
        }
    }

    @Test
    void theBlockIsWrittenOnceForEachRefactorInItsOrder() {
        List<String> out = RefactoredTemplate.expand(List.of("head", "#for[refactor]",
                "$refactor$ $waitName$ $javaCall$", "#end[refactor]", "tail"));
        assertEquals(List.of("head",
                "ON_SPIN_WAIT onSpinWait Thread.onSpinWait()", "",
                "YIELD yield Thread.yield()", "",
                "SLEEP0 sleep0 Thread.sleep(0)", "",
                "EMPTY emptySpin nothing",
                "tail"), out);
    }

    @Test
    void anUnknownVariableIsRefusedByLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> RefactoredTemplate.expand(List.of("#for[refactor]", "ok $waitName$", "$wait$", "#end[refactor]")));
        assertTrue(e.getMessage().startsWith("line 3 of the template: unknown variable $wait$"), e.getMessage());
    }

    @Test
    void aTemplateWithoutOneClosedBlockIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> RefactoredTemplate.expand(List.of("no block")));
        assertThrows(IllegalArgumentException.class,
                () -> RefactoredTemplate.expand(List.of("#end[refactor]", "#for[refactor]")));
        assertThrows(IllegalArgumentException.class, () -> RefactoredTemplate.expand(
                List.of("#for[refactor]", "#end[refactor]", "#for[refactor]", "#end[refactor]")));
    }
}
