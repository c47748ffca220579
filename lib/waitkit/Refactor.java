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


package waitkit;

import java.util.ArrayList;
import java.util.List;

/**
 * An unsafe replacement for a {@code Thread.sleep} statement in a JDK wait
 * loop: the refactors the kit's mutants apply. Each keeps the method's checked
 * exception: the statement still throws InterruptedException when the thread
 * is interrupted, so a surrounding {@code catch (InterruptedException)} still
 * compiles, and the code around it behaves as before on interrupt.
 */
public enum Refactor {
    /** sleep becomes one spin-wait hint. */
    ON_SPIN_WAIT("onSpinWait", "{ Thread.onSpinWait(); if (Thread.interrupted()) throw new InterruptedException(); }"),
    /** sleep becomes one yield. */
    YIELD("yield", "{ Thread.yield(); if (Thread.interrupted()) throw new InterruptedException(); }"),
    /** sleep becomes sleep(0). */
    SLEEP0("sleep0", "Thread.sleep(0);"),
    /** the sleep is removed. */
    EMPTY("emptySpin", "{ if (Thread.interrupted()) throw new InterruptedException(); }");

    /** The name of the unmutated variant of a loop, beside the refactors' wait names. */
    public static final String ORIGINAL = "original";

    private final String waitName;
    private final String statement;

    Refactor(String waitName, String statement) {
        this.waitName = waitName;
        this.statement = statement;
    }

    /**
     * Returns the catalogue name of the wait this refactor puts in.
     *
     * @return a {@link WaitMethod} name
     */
    public String waitName() {
        return waitName;
    }

    /**
     * Returns the Java statement that replaces the sleep.
     *
     * @return the statement
     */
    public String statement() {
        return statement;
    }

    /**
     * Finds a refactor by its wait name.
     *
     * @param waitName {@code onSpinWait}, {@code yield}, {@code sleep0} or {@code emptySpin}
     * @return the refactor
     * @throws IllegalArgumentException for any other name
     */
    public static Refactor ofWait(String waitName) {
        for (Refactor r : values()) {
            if (r.waitName.equals(waitName)) {
                return r;
            }
        }
        throw new IllegalArgumentException("no refactor puts in '" + waitName + "'; known: " + waitNames());
    }

    /**
     * Returns the variants a mutated loop is run as: the original, then one
     * per refactor, as the {@code @run} lines and the kill table name them.
     *
     * @return {@code original}, {@code onSpinWait}, {@code yield}, {@code sleep0}, {@code emptySpin}
     */
    public static List<String> variants() {
        List<String> v = new ArrayList<>();
        v.add(ORIGINAL);
        v.addAll(waitNames());
        return v;
    }

    private static List<String> waitNames() {
        List<String> names = new ArrayList<>();
        for (Refactor r : values()) {
            names.add(r.waitName);
        }
        return names;
    }
}
