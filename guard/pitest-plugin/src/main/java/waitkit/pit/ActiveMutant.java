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

import waitkit.VerdictRecord;

/**
 * Tells the test JVM which mutant runs: a mutant calls {@link #publish}
 * with its identity just before the helper that replaced its wait (and, for
 * a method reference, just before the {@code invokedynamic} that makes the
 * function), and {@link #publish} sets the system property
 * {@value #PROPERTY} to it. The scan pass and the original code call
 * nothing, so the property is unset where no wait mutant has run.
 *
 * <p>The identity is the mutation's key as PIT writes it in {@code
 * mutations.xml}, five fields separated by one space:
 *
 * <pre>
 * &lt;mutatedClass&gt; &lt;mutatedMethod&gt; &lt;methodDescription&gt; &lt;indexes&gt; &lt;mutator&gt;
 * </pre>
 *
 * <p>the class's binary name, dotted; the method's name; its descriptor;
 * the instruction indexes, joined by commas (one for these mutators); the
 * mutator's id. For example {@code com.acme.Poller await (J)Z 14
 * waitkit.pit.WaitMutator_WAIT_YIELD}. A Java class or method name has no
 * space, and a descriptor has none.
 *
 * <p>The property names the wait mutant whose mutated code ran during the
 * current test: the plugin's test listeners ({@link JUnitPlatformFailures},
 * {@link TestNGFailures}) clear it when a test starts, and the mutant's
 * next call sets it again. Where no listener runs (JUnit 4, which PIT runs
 * itself) it names the last wait mutant whose code ran in this JVM: PIT's
 * minion runs several mutants one after another in one JVM (unless {@code
 * mutationUnitSize=1}), and a test of a later mutant that never reaches its
 * mutated call still sees the earlier one.
 */
public final class ActiveMutant {

    /**
     * The system property that names the active mutant: {@value}, the
     * record's own {@link VerdictRecord#MUTANT_PROPERTY}.
     */
    public static final String PROPERTY = VerdictRecord.MUTANT_PROPERTY;

    private ActiveMutant() {
    }

    /**
     * Sets {@value #PROPERTY} to a mutant's identity, unless it holds that
     * very string already.
     *
     * <p>A mutant passes the same constant (one {@code ldc}, so one String)
     * every time, and runs it inside wait loops: a look-up of the property
     * and an identity compare keep the repeated call to a read. The compare
     * is with the property's current value, not with what this class set
     * last, so that after a listener clears the property at a test's start
     * the mutant's next call sets it again.
     *
     * @param id the mutant's identity, in the format of the class comment
     */
    public static void publish(String id) {
        if (System.getProperty(PROPERTY) != id) {
            System.setProperty(PROPERTY, id);
        }
    }
}
