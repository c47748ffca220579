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

import java.util.List;

import org.pitest.mutationtest.engine.gregor.MethodInfo;
import org.pitest.mutationtest.engine.gregor.MethodMutatorFactory;
import org.pitest.mutationtest.engine.gregor.MutationContext;
import org.pitest.reloc.asm.MethodVisitor;

import waitkit.mutant.Refactor;

/**
 * PIT mutators that put one of the kit's {@link Refactor refactors} in place
 * of every timed wait ({@link WaitCall}) of the code under mutation: one
 * mutator per refactor, so that each call offers four mutants, each with a
 * globally unique id of its own (PIT keys a mutant by class, method,
 * instruction and mutator id).
 *
 * <p>PIT's service loader takes only the first constant of an enum it finds
 * named in {@code META-INF/services}, so the services file names this enum
 * once and PIT takes all four from {@link #factory()}.
 */
public enum WaitMutator implements MethodMutatorFactory {
    /** The wait becomes {@code Thread.onSpinWait()}. */
    WAIT_ON_SPIN_WAIT(Refactor.ON_SPIN_WAIT),
    /** The wait becomes {@code Thread.yield()}. */
    WAIT_YIELD(Refactor.YIELD),
    /** The wait becomes {@code Thread.sleep(0)}. */
    WAIT_SLEEP0(Refactor.SLEEP0),
    /** The wait is removed. */
    WAIT_REMOVED(Refactor.EMPTY);

    private final Refactor refactor;

    WaitMutator(Refactor refactor) {
        this.refactor = refactor;
    }

    /**
     * Returns every wait mutator: PIT's service loader calls a public static
     * {@code factory()} of a class its services file names, and takes all it
     * returns.
     *
     * @return the four mutators
     */
    public static List<MethodMutatorFactory> factory() {
        return List.of(values());
    }

    /**
     * Tells whether a mutator id, as PIT writes it in a report's
     * {@code <mutator>}, is one of these mutators'.
     *
     * @param globallyUniqueId a mutator's id
     * @return {@code true} for {@code waitkit.pit.WaitMutator_WAIT_YIELD} and the other three
     */
    public static boolean isOne(String globallyUniqueId) {
        for (WaitMutator m : values()) {
            if (m.getGloballyUniqueId().equals(globallyUniqueId)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Returns the refactor this mutator applies.
     *
     * @return the refactor
     */
    public Refactor refactor() {
        return refactor;
    }

    @Override
    public MethodVisitor create(MutationContext context, MethodInfo methodInfo, MethodVisitor methodVisitor) {
        return new WaitCallVisitor(this, context, methodVisitor);
    }

    /**
     * Returns the id PIT writes in a report's {@code <mutator>}, as its own
     * several-factory mutators make it: the class name, {@code _}, the name.
     *
     * @return for example {@code waitkit.pit.WaitMutator_WAIT_YIELD}
     */
    @Override
    public String getGloballyUniqueId() {
        return WaitMutator.class.getName() + "_" + name();
    }

    /**
     * Returns the name that {@code mutators} selects this mutator by.
     *
     * @return the constant's name, for example {@code WAIT_YIELD}
     */
    @Override
    public String getName() {
        return name();
    }

    @Override
    public String description() {
        return "replaces each timed wait (sleep, join, park, wait, await, and java.util.concurrent's timed poll,"
                + " offer, tryAcquire, tryLock) with " + refactor.javaCall() + ": " + refactor.consequence();
    }

    /**
     * Says what a mutant of this mutator does at a wait, for PIT's report.
     *
     * @param wait            the wait replaced
     * @param methodReference whether the wait is a method reference's
     *                        implementation rather than a call
     * @return for example {@code replaced Thread.sleep(long) with
     *         Thread.onSpinWait(): a counted loop's budget collapses, an
     *         uncounted one holds the CPU}, or {@code replaced
     *         BlockingQueue.poll(long, TimeUnit) with Thread.yield() then
     *         poll(): ...}
     */
    public String describe(WaitCall wait, boolean methodReference) {
        return "replaced " + wait.display() + " with " + wait.becomes(refactor)
                + (methodReference ? " in the method reference " + wait.reference() : "")
                + ": " + refactor.consequence();
    }
}
