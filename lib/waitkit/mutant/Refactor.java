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


package waitkit.mutant;

import java.util.ArrayList;
import java.util.List;

import waitkit.WaitMethod;

/**
 * An unsafe replacement for a wait statement in a JDK wait loop
 * ({@code Thread.sleep}, a {@code TimeUnit}'s {@code sleep},
 * {@code LockSupport.parkNanos}): the refactors the kit's mutants apply. Each
 * keeps the statement's behaviour on interrupt: in place of a sleep it still
 * throws InterruptedException when the thread is interrupted, so a
 * surrounding {@code catch (InterruptedException)} still compiles and runs as
 * before; in place of a park it throws nothing and leaves the status set. The
 * statements declare no name a JDK method could already use.
 *
 * <p>The same list drives the wait mutators for PIT (guard/pitest-plugin),
 * which compile this file in: {@link #inPlaceOfSleep()} and
 * {@link #inPlaceOfPark()} run the two statements, and {@link #javaCall()}
 * and {@link #consequence()} word the mutations' descriptions.
 */
public enum Refactor {
    /** the wait becomes one spin-wait hint. */
    ON_SPIN_WAIT("onSpinWait", "{ Thread.onSpinWait(); if (Thread.interrupted()) throw new InterruptedException(); }",
            "Thread.onSpinWait();",
            "Thread.onSpinWait()", "a counted loop's budget collapses, an uncounted one holds the CPU"),
    /** the wait becomes one yield. */
    YIELD("yield", "{ Thread.yield(); if (Thread.interrupted()) throw new InterruptedException(); }",
            "Thread.yield();",
            "Thread.yield()", Refactor.YIELDS),
    /** the wait becomes sleep(0). */
    SLEEP0("sleep0", "Thread.sleep(0);",
            "{ try { Thread.sleep(0); } catch (InterruptedException interruptedInSleep0) {"
                    + " Thread.currentThread().interrupt(); } }",
            "Thread.sleep(0)", Refactor.YIELDS),
    /** the wait is removed. */
    EMPTY("emptySpin", "{ if (Thread.interrupted()) throw new InterruptedException(); }", ";",
            "nothing", "a counted loop's budget collapses, an uncounted one spins on the CPU");

    /** The name of the unmutated variant of a loop, beside the refactors' wait names. */
    public static final String ORIGINAL = "original";

    // What a yield, and sleep(0), which the JVM turns into one, lead to.
    private static final String YIELDS = "a counted loop's budget collapses; an uncounted one holds the CPU"
            + " wherever nothing else is runnable: a virtual thread's carrier, a container's CPU quota";

    private final String waitName;
    private final String forSleep;
    private final String forPark;
    private final String javaCall;
    private final String consequence;

    Refactor(String waitName, String forSleep, String forPark, String javaCall, String consequence) {
        this.waitName = waitName;
        this.forSleep = forSleep;
        this.forPark = forPark;
        this.javaCall = javaCall;
        this.consequence = consequence;
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
     * Returns the Java statement that replaces a wait.
     *
     * @param throwsInterrupted whether the replaced wait throws
     *                          InterruptedException (a sleep) or not (a park)
     * @return the statement
     */
    public String statement(boolean throwsInterrupted) {
        return throwsInterrupted ? forSleep : forPark;
    }

    /**
     * Does what {@link #statement(boolean) statement(true)} does: runs this
     * refactor's replacement for a wait that throws InterruptedException (a
     * sleep, {@code Object.wait}, {@code Condition.await}). It returns at once
     * whatever time the wait asked for.
     *
     * @throws InterruptedException when the thread is interrupted, which
     *         clears its interrupt status, as the statement does
     */
    public void inPlaceOfSleep() throws InterruptedException {
        switch (this) {
            case ON_SPIN_WAIT -> {
                Thread.onSpinWait();
                if (Thread.interrupted()) {
                    throw new InterruptedException();
                }
            }
            case YIELD -> {
                Thread.yield();
                if (Thread.interrupted()) {
                    throw new InterruptedException();
                }
            }
            case SLEEP0 -> Thread.sleep(0);
            case EMPTY -> {
                if (Thread.interrupted()) {
                    throw new InterruptedException();
                }
            }
            default -> throw new AssertionError(this);
        }
    }

    /**
     * Does what {@link #statement(boolean) statement(false)} does: runs this
     * refactor's replacement for a wait that throws nothing (a park). It
     * returns at once whatever time the park asked for, and leaves the
     * thread's interrupt status as it found it.
     */
    public void inPlaceOfPark() {
        switch (this) {
            case ON_SPIN_WAIT -> Thread.onSpinWait();
            case YIELD -> Thread.yield();
            case SLEEP0 -> {
                try {
                    Thread.sleep(0);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            case EMPTY -> {
                // the park is removed
            }
            default -> throw new AssertionError(this);
        }
    }

    /**
     * Returns the Java call this refactor puts in place of a wait, without
     * the interrupt check that keeps a sleep's contract, for messages.
     *
     * @return {@code Thread.onSpinWait()}, {@code Thread.yield()},
     *         {@code Thread.sleep(0)} or {@code nothing}
     */
    public String javaCall() {
        return javaCall;
    }

    /**
     * Says in words where this refactor leads a wait loop: a counted loop
     * (a retry budget) gives up at once while it believes it waited (budget
     * collapse), and an uncounted one keeps the CPU that the thread it waits
     * for may need (starvation).
     *
     * @return for {@link #ON_SPIN_WAIT}, {@code a counted loop's budget
     *         collapses, an uncounted one holds the CPU}
     */
    public String consequence() {
        return consequence;
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
