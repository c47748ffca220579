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

/**
 * What the tests expect of each mutator, written out here rather than taken
 * from the code under test: its name, the refactor's wait name (the
 * helpers' prefix), and the words of its descriptions.
 */
enum Expected {
    WAIT_ON_SPIN_WAIT("onSpinWait", "Thread.onSpinWait()",
            "a counted loop's budget collapses, an uncounted one holds the CPU"),
    WAIT_YIELD("yield", "Thread.yield()",
            "a counted loop's budget collapses; an uncounted one holds the CPU wherever nothing else is"
            + " runnable: a virtual thread's carrier, a container's CPU quota"),
    WAIT_SLEEP0("sleep0", "Thread.sleep(0)",
            "a counted loop's budget collapses; an uncounted one holds the CPU wherever nothing else is"
            + " runnable: a virtual thread's carrier, a container's CPU quota"),
    WAIT_REMOVED("emptySpin", "nothing",
            "a counted loop's budget collapses, an uncounted one spins on the CPU");

    final String helperPrefix;
    final String javaCall;
    final String consequence;

    Expected(String helperPrefix, String javaCall, String consequence) {
        this.helperPrefix = helperPrefix;
        this.javaCall = javaCall;
        this.consequence = consequence;
    }

    /** The mutator's id in PIT's reports. */
    String id() {
        return "waitkit.pit.WaitMutator_" + name();
    }

    /**
     * What a wait becomes: the refactor's call and what it returns, or, for a
     * timed call of java.util.concurrent, the refactor's call then the
     * non-blocking one (that one alone for the wait removed).
     */
    String becomes(String returns, String then) {
        if (then != null) {
            return this == WAIT_REMOVED ? then : javaCall + " then " + then;
        }
        return javaCall + returns;
    }

    /** The description of a mutation of a call. */
    String description(String wait, String returns) {
        return description(wait, returns, null);
    }

    /** The description of a mutation of a call that becomes the refactor then a non-blocking call. */
    String description(String wait, String returns, String then) {
        return "replaced " + wait + " with " + becomes(returns, then) + ": " + consequence;
    }

    /** The description of a mutation of a method reference. */
    String referenceDescription(String wait, String returns, String then, String reference) {
        return "replaced " + wait + " with " + becomes(returns, then) + " in the method reference " + reference
                + ": " + consequence;
    }

    /** The helper call, as {@link Pit#calls} lists it. */
    String helperCall(String suffix, String descriptor) {
        return "waitkit/pit/Refactored." + helperPrefix + "For" + suffix + " " + descriptor;
    }
}
