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

import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.LiteralTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;

/**
 * A timed wait or a spin as a JDK source file writes it: the calls the
 * inventory of the JDK's wait loops counts ({@link WaitSiteInventory}), of
 * which the first three are the statements a {@link Refactor} replaces
 * ({@link WaitCallFinder}). The files are only parsed, without types, so a
 * call is known by how it is written: a {@code TimeUnit}'s sleep is a
 * constant ({@code TimeUnit.MILLISECONDS.sleep}) or a variable named like one
 * ({@code unit}, {@code timeUnit}); {@code wait} with one or two arguments is
 * {@code Object.wait}, as no class of the JDK declares such a {@code wait},
 * but {@code wait(0)}, which waits with no timeout; an {@code Unsafe} is a
 * field named {@code U} or {@code UNSAFE}.
 */
public enum WaitKind {
    /** {@code Thread.sleep} or a {@code TimeUnit}'s {@code sleep}. */
    SLEEP("sleep", true, true),
    /**
     * {@code Object.wait(timeout)}, and so {@code wait(0)} where the same
     * statement may pass a timeout of 0; not a literal {@code wait(0)}, which
     * waits for a notification only (a thread's untimed join): a refactor
     * of it is no change to a timed wait, and a spin there holds the monitor
     * the notifying thread needs.
     */
    OBJECT_WAIT("Object.wait", true, true),
    /** {@code LockSupport.parkNanos}. */
    PARK_NANOS("parkNanos", true, false),
    /** {@code LockSupport.parkUntil}. */
    PARK_UNTIL("parkUntil", false, false),
    /** {@code Unsafe.park} with a time. */
    UNSAFE_PARK("Unsafe.park(timed)", false, false),
    /** A {@code Condition}'s timed await: {@code awaitNanos}, {@code await(time, unit)}, {@code awaitUntil}. */
    CONDITION_AWAIT("Condition timed await", false, true),
    /** {@code Thread.onSpinWait}: a spin. */
    ON_SPIN_WAIT("onSpinWait", false, false),
    /** {@code Thread.yield}: a spin that offers the CPU. */
    YIELD("yield", false, false);

    private final String label;
    private final boolean replaced;
    private final boolean throwsInterrupted;

    WaitKind(String label, boolean replaced, boolean throwsInterrupted) {
        this.label = label;
        this.replaced = replaced;
        this.throwsInterrupted = throwsInterrupted;
    }

    /**
     * Returns how the inventory names the kind.
     *
     * @return e.g. {@code parkNanos}
     */
    public String label() {
        return label;
    }

    /**
     * Tells whether a {@link Refactor} replaces a statement of this kind.
     *
     * @return true for a sleep, {@code Object.wait} and {@code parkNanos}
     */
    public boolean replaced() {
        return replaced;
    }

    /**
     * Tells whether the call throws InterruptedException.
     *
     * @return true for a sleep, {@code Object.wait} and a Condition's await
     */
    public boolean throwsInterrupted() {
        return throwsInterrupted;
    }

    /**
     * Tells what kind of wait a call is, by how it is written.
     *
     * @param call a method call in a parsed source file
     * @return the kind, or {@code null} for any other call
     */
    public static WaitKind of(MethodInvocationTree call) {
        String name;
        String target;
        if (call.getMethodSelect() instanceof IdentifierTree id) {
            name = id.getName().toString();
            target = "";
        } else if (call.getMethodSelect() instanceof MemberSelectTree select) {
            name = select.getIdentifier().toString();
            target = select.getExpression().toString();
        } else {
            return null;
        }
        int args = call.getArguments().size();
        return switch (name) {
            case "sleep" -> target.equals("Thread") || target.equals("java.lang.Thread")
                    || target.startsWith("TimeUnit.") || target.startsWith("java.util.concurrent.TimeUnit.")
                    || target.endsWith("unit") || target.endsWith("Unit") ? SLEEP : null;
            case "wait" -> args == 2 || args == 1 && !isLiteralZero(call.getArguments().get(0))
                    ? OBJECT_WAIT : null;
            case "parkNanos" -> isLockSupport(target) ? PARK_NANOS : null;
            case "parkUntil" -> isLockSupport(target) ? PARK_UNTIL : null;
            case "park" -> args == 2 && (target.equals("U") || target.equals("UNSAFE")) ? UNSAFE_PARK : null;
            case "awaitNanos", "awaitUntil" -> args == 1 ? CONDITION_AWAIT : null;
            case "await" -> args == 2 ? CONDITION_AWAIT : null;
            case "onSpinWait" -> target.equals("Thread") ? ON_SPIN_WAIT : null;
            case "yield" -> target.equals("Thread") ? YIELD : null;
            default -> null;
        };
    }

    private static boolean isLiteralZero(ExpressionTree argument) {
        return argument instanceof LiteralTree literal && literal.getValue() instanceof Number n
                && n.longValue() == 0;
    }

    private static boolean isLockSupport(String target) {
        return target.equals("LockSupport") || target.equals("java.util.concurrent.locks.LockSupport");
    }
}
