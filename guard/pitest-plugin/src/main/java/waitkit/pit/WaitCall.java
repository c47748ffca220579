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

import org.pitest.mutationtest.engine.gregor.ClassInfo;
import org.pitest.reloc.asm.Handle;
import org.pitest.reloc.asm.Opcodes;

import waitkit.mutant.Refactor;

/**
 * The timed waits the mutators replace, as the bytecode calls them: each
 * form's opcode, owner, name and descriptor, the helper of
 * {@link Refactored} that takes its place, and how it reads in a mutation's
 * description.
 *
 * <p>A helper takes exactly the stack the call it replaces takes (the
 * receiver first for an instance call) and returns the same type, so a call
 * becomes one {@code invokestatic} and a method reference's implementation
 * handle becomes one {@code H_INVOKESTATIC} handle of the same shape.
 */
public enum WaitCall {
    /** {@code Thread.sleep(long)}. */
    SLEEP(Kind.SLEEP, Owner.THREAD, "sleep", "(J)V", "Sleep", "Thread.sleep(long)", "Thread::sleep"),
    /** {@code Thread.sleep(long, int)}. */
    SLEEP_NANOS(Kind.SLEEP, Owner.THREAD, "sleep", "(JI)V", "Sleep", "Thread.sleep(long, int)", "Thread::sleep"),
    /** {@code Thread.sleep(Duration)}, JDK 19 and later. */
    SLEEP_DURATION(Kind.SLEEP, Owner.THREAD, "sleep", "(Ljava/time/Duration;)V", "Sleep",
            "Thread.sleep(Duration)", "Thread::sleep"),
    /** {@code TimeUnit.sleep(long)}, on any unit. */
    TIME_UNIT_SLEEP(Kind.SLEEP, Owner.TIME_UNIT, "sleep", "(J)V", "TimeUnitSleep",
            "TimeUnit.sleep(long)", "TimeUnit::sleep"),
    /** {@code LockSupport.parkNanos(long)}. */
    PARK_NANOS(Kind.PARK, Owner.LOCK_SUPPORT, "parkNanos", "(J)V", "ParkNanos",
            "LockSupport.parkNanos(long)", "LockSupport::parkNanos"),
    /** {@code LockSupport.parkNanos(Object, long)}. */
    PARK_NANOS_BLOCKER(Kind.PARK, Owner.LOCK_SUPPORT, "parkNanos", "(Ljava/lang/Object;J)V", "ParkNanos",
            "LockSupport.parkNanos(Object, long)", "LockSupport::parkNanos"),
    /** {@code LockSupport.parkUntil(long)}. */
    PARK_UNTIL(Kind.PARK, Owner.LOCK_SUPPORT, "parkUntil", "(J)V", "ParkUntil",
            "LockSupport.parkUntil(long)", "LockSupport::parkUntil"),
    /** {@code LockSupport.parkUntil(Object, long)}. */
    PARK_UNTIL_BLOCKER(Kind.PARK, Owner.LOCK_SUPPORT, "parkUntil", "(Ljava/lang/Object;J)V", "ParkUntil",
            "LockSupport.parkUntil(Object, long)", "LockSupport::parkUntil"),
    /** {@code Object.wait(long)}, on any object. */
    OBJECT_WAIT(Kind.SLEEP, Owner.ANY_OBJECT, "wait", "(J)V", "Wait", "Object.wait(long)", "Object::wait"),
    /** {@code Object.wait(long, int)}, on any object. */
    OBJECT_WAIT_NANOS(Kind.SLEEP, Owner.ANY_OBJECT, "wait", "(JI)V", "Wait",
            "Object.wait(long, int)", "Object::wait"),
    /** {@code Condition.await(long, TimeUnit)}: the helper returns {@code time > 0}. */
    CONDITION_AWAIT(Kind.SLEEP, Owner.CONDITION, "await", "(JLjava/util/concurrent/TimeUnit;)Z", "Await",
            "Condition.await(long, TimeUnit)", "Condition::await"),
    /** {@code Condition.awaitNanos(long)}: the helper returns its argument. */
    CONDITION_AWAIT_NANOS(Kind.SLEEP, Owner.CONDITION, "awaitNanos", "(J)J", "AwaitNanos",
            "Condition.awaitNanos(long)", "Condition::awaitNanos");

    /** The internal name of the class that holds the helpers. */
    public static final String HELPERS = "waitkit/pit/Refactored";

    /** What a wait does on interrupt, and so which of a refactor's statements replaces it. */
    public enum Kind {
        /** Throws InterruptedException: {@link Refactor#inPlaceOfSleep()}. */
        SLEEP,
        /** Throws nothing and keeps the interrupt status: {@link Refactor#inPlaceOfPark()}. */
        PARK
    }

    /**
     * The classes a form is called on, and the opcodes it is called with.
     * There is no class hierarchy at hand when a method is mutated (PIT gives
     * the mutated class's name and superclass only), so each owner is named.
     */
    private enum Owner {
        /**
         * {@code invokestatic java/lang/Thread}, or the mutated class itself
         * when it extends Thread directly: javac names the class an unqualified
         * {@code sleep(n)} is written in (JLS 13.1), so {@code sleep(n)} in a
         * Thread subclass is {@code invokestatic Subclass.sleep}.
         */
        THREAD(null),
        /** {@code invokevirtual java/util/concurrent/TimeUnit}: an enum, final to callers. */
        TIME_UNIT("java/util/concurrent/TimeUnit"),
        /** {@code invokestatic java/util/concurrent/locks/LockSupport}: a final class. */
        LOCK_SUPPORT("java/util/concurrent/locks/LockSupport"),
        /**
         * {@code invokevirtual}, {@code invokeinterface} or {@code invokespecial}
         * ({@code super.wait(n)}) on any class: {@code wait(long)} and
         * {@code wait(long, int)} are final in Object, so whatever the owner,
         * the call is Object's.
         */
        ANY_OBJECT(null),
        /**
         * {@code invokeinterface java/util/concurrent/locks/Condition}, or
         * {@code invokevirtual} on the JDK's two implementations,
         * {@code AbstractQueuedSynchronizer$ConditionObject} and
         * {@code AbstractQueuedLongSynchronizer$ConditionObject}.
         */
        CONDITION("java/util/concurrent/locks/Condition");

        private final String internalName;

        Owner(String internalName) {
            this.internalName = internalName;
        }
    }

    private static final String THREAD = "java/lang/Thread";
    private static final String AQS_CONDITION = "java/util/concurrent/locks/AbstractQueuedSynchronizer$ConditionObject";
    private static final String AQLS_CONDITION =
            "java/util/concurrent/locks/AbstractQueuedLongSynchronizer$ConditionObject";

    private final Kind kind;
    private final Owner owner;
    private final String method;
    private final String descriptor;
    private final String helperSuffix;
    private final String display;
    private final String reference;

    WaitCall(Kind kind, Owner owner, String name, String descriptor, String helperSuffix, String display,
            String reference) {
        this.kind = kind;
        this.owner = owner;
        this.method = name;
        this.descriptor = descriptor;
        this.helperSuffix = helperSuffix;
        this.display = display;
        this.reference = reference;
    }

    /**
     * Finds the wait a method call instruction makes.
     *
     * @param opcode     the instruction's opcode
     * @param owner      its owner, an internal name
     * @param name       the method's name
     * @param descriptor the method's descriptor
     * @param mutated    the class being mutated
     * @return the wait, or {@code null} when the call is none of them
     */
    public static WaitCall ofCall(int opcode, String owner, String name, String descriptor, ClassInfo mutated) {
        for (WaitCall w : values()) {
            if (w.method.equals(name) && w.descriptor.equals(descriptor) && w.calledBy(opcode, owner, mutated)) {
                return w;
            }
        }
        return null;
    }

    /**
     * Finds the wait a method handle points at, as a method reference's
     * implementation handle does.
     *
     * @param handle  the handle
     * @param mutated the class being mutated
     * @return the wait, or {@code null} when the handle points at none of them
     */
    public static WaitCall ofHandle(Handle handle, ClassInfo mutated) {
        int opcode;
        switch (handle.getTag()) {
            case Opcodes.H_INVOKESTATIC:
                opcode = Opcodes.INVOKESTATIC;
                break;
            case Opcodes.H_INVOKEVIRTUAL:
                opcode = Opcodes.INVOKEVIRTUAL;
                break;
            case Opcodes.H_INVOKEINTERFACE:
                opcode = Opcodes.INVOKEINTERFACE;
                break;
            case Opcodes.H_INVOKESPECIAL:
                opcode = Opcodes.INVOKESPECIAL;
                break;
            default:
                return null;
        }
        return ofCall(opcode, handle.getOwner(), handle.getName(), handle.getDesc(), mutated);
    }

    private boolean calledBy(int opcode, String callOwner, ClassInfo mutated) {
        switch (owner) {
            case THREAD:
                return opcode == Opcodes.INVOKESTATIC
                        && (THREAD.equals(callOwner) || extendsThread(callOwner, mutated));
            case LOCK_SUPPORT:
                return opcode == Opcodes.INVOKESTATIC && owner.internalName.equals(callOwner);
            case TIME_UNIT:
                return opcode == Opcodes.INVOKEVIRTUAL && owner.internalName.equals(callOwner);
            case ANY_OBJECT:
                return opcode == Opcodes.INVOKEVIRTUAL || opcode == Opcodes.INVOKEINTERFACE
                        || opcode == Opcodes.INVOKESPECIAL;
            case CONDITION:
                return opcode == Opcodes.INVOKEINTERFACE && owner.internalName.equals(callOwner)
                        || opcode == Opcodes.INVOKEVIRTUAL
                                && (AQS_CONDITION.equals(callOwner) || AQLS_CONDITION.equals(callOwner));
            default:
                throw new AssertionError(owner);
        }
    }

    private static boolean extendsThread(String callOwner, ClassInfo mutated) {
        return mutated != null && callOwner.equals(mutated.getName()) && THREAD.equals(mutated.getSuperName());
    }

    /**
     * Tells what this wait does on interrupt.
     *
     * @return {@link Kind#SLEEP} or {@link Kind#PARK}
     */
    public Kind kind() {
        return kind;
    }

    /**
     * Returns the method's name, as called.
     *
     * @return for example {@code sleep}
     */
    public String methodName() {
        return method;
    }

    /**
     * Returns the method's descriptor, as called (without the receiver).
     *
     * @return for example {@code (J)V}
     */
    public String descriptor() {
        return descriptor;
    }

    /**
     * Tells whether the wait is called on a receiver, which its helper takes
     * first.
     *
     * @return {@code false} for the static methods of Thread and LockSupport
     */
    public boolean hasReceiver() {
        return owner != Owner.THREAD && owner != Owner.LOCK_SUPPORT;
    }

    /**
     * Returns the name of the helper in {@link Refactored} that puts a
     * refactor in place of this wait.
     *
     * @param refactor the refactor
     * @return {@code <refactor's wait name>For<form>}, for example
     *         {@code onSpinWaitForSleep}
     */
    public String helperName(Refactor refactor) {
        return refactor.waitName() + "For" + helperSuffix;
    }

    /**
     * Returns the helper's descriptor: the call's, with the receiver's type
     * first for an instance call.
     *
     * @return for example {@code (Ljava/util/concurrent/TimeUnit;J)V}
     */
    public String helperDescriptor() {
        String receiver;
        switch (owner) {
            case TIME_UNIT:
                receiver = "Ljava/util/concurrent/TimeUnit;";
                break;
            case ANY_OBJECT:
                receiver = "Ljava/lang/Object;";
                break;
            case CONDITION:
                receiver = "Ljava/util/concurrent/locks/Condition;";
                break;
            default:
                return descriptor;
        }
        return "(" + receiver + descriptor.substring(1);
    }

    /**
     * Returns the wait as Java names it, for descriptions.
     *
     * @return for example {@code Thread.sleep(long)}
     */
    public String display() {
        return display;
    }

    /**
     * Returns the wait as a method reference names it, for descriptions.
     *
     * @return for example {@code Thread::sleep}
     */
    public String reference() {
        return reference;
    }

    /**
     * Says what the helper returns in place of a value-returning wait: what a
     * caller that waited nothing would see.
     *
     * @return {@code ""} for a void wait, else for example
     *         {@code " returning its argument"}
     */
    public String returns() {
        switch (this) {
            case CONDITION_AWAIT:
                return " returning time > 0";
            case CONDITION_AWAIT_NANOS:
                return " returning its argument";
            default:
                return "";
        }
    }
}
