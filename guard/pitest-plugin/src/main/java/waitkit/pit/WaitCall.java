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

import java.util.ArrayList;
import java.util.List;

import org.pitest.reloc.asm.Handle;
import org.pitest.reloc.asm.Opcodes;

import waitkit.mutant.Refactor;

/**
 * The timed waits the mutators replace, as the bytecode calls them: each
 * form's owners, name and descriptor, the helper of {@link Refactored} that
 * takes its place, and how it reads in a mutation's description.
 *
 * <p>A helper takes exactly the stack the call it replaces takes (the
 * receiver first for an instance call) and returns the same type, so a call
 * becomes one {@code invokestatic} and a method reference's implementation
 * handle becomes one {@code H_INVOKESTATIC} handle of the same shape.
 *
 * <p>A call is a form's for certain when its owner is one the form names
 * (the JDK's class or interface, or one of the JDK's implementations). A
 * call of the same name and descriptor on another owner is a
 * <em>candidate</em> when the form admits subclasses ({@link #admitsSubclasses()}):
 * {@code Worker.sleep(n)} for a {@code Worker} that may extend Thread,
 * {@code taskQueue.poll(t, u)} for a queue class that may extend
 * LinkedBlockingQueue. PIT gives a mutator the mutated class's name and
 * superclass only, so the mutator registers every candidate, in PIT's main
 * process and in its minion alike, and {@link WaitOwnerFilter} keeps those
 * whose owner's hierarchy reaches the form's JDK type.
 */
public enum WaitCall {
    /** {@code Thread.sleep(long)}. */
    SLEEP(Owner.THREAD_STATIC, "sleep", "(J)V", "Sleep", "Thread.sleep(long)", "Thread::sleep", null, ""),
    /** {@code Thread.sleep(long, int)}. */
    SLEEP_NANOS(Owner.THREAD_STATIC, "sleep", "(JI)V", "Sleep", "Thread.sleep(long, int)", "Thread::sleep", null, ""),
    /** {@code Thread.sleep(Duration)}, JDK 19 and later. */
    SLEEP_DURATION(Owner.THREAD_STATIC, "sleep", "(Ljava/time/Duration;)V", "Sleep", "Thread.sleep(Duration)",
            "Thread::sleep", null, ""),
    /** {@code TimeUnit.sleep(long)}, on any unit. */
    TIME_UNIT_SLEEP(Owner.TIME_UNIT, "sleep", "(J)V", "TimeUnitSleep", "TimeUnit.sleep(long)", "TimeUnit::sleep",
            null, ""),
    /** {@code LockSupport.parkNanos(long)}. */
    PARK_NANOS(Owner.LOCK_SUPPORT, "parkNanos", "(J)V", "ParkNanos", "LockSupport.parkNanos(long)",
            "LockSupport::parkNanos", null, ""),
    /** {@code LockSupport.parkNanos(Object, long)}. */
    PARK_NANOS_BLOCKER(Owner.LOCK_SUPPORT, "parkNanos", "(Ljava/lang/Object;J)V", "ParkNanos",
            "LockSupport.parkNanos(Object, long)", "LockSupport::parkNanos", null, ""),
    /** {@code LockSupport.parkUntil(long)}. */
    PARK_UNTIL(Owner.LOCK_SUPPORT, "parkUntil", "(J)V", "ParkUntil", "LockSupport.parkUntil(long)",
            "LockSupport::parkUntil", null, ""),
    /** {@code LockSupport.parkUntil(Object, long)}. */
    PARK_UNTIL_BLOCKER(Owner.LOCK_SUPPORT, "parkUntil", "(Ljava/lang/Object;J)V", "ParkUntil",
            "LockSupport.parkUntil(Object, long)", "LockSupport::parkUntil", null, ""),
    /** {@code Object.wait(long)}, on any object. */
    OBJECT_WAIT(Owner.ANY_OBJECT, "wait", "(J)V", "Wait", "Object.wait(long)", "Object::wait", null, ""),
    /** {@code Object.wait(long, int)}, on any object. */
    OBJECT_WAIT_NANOS(Owner.ANY_OBJECT, "wait", "(JI)V", "Wait", "Object.wait(long, int)", "Object::wait", null, ""),
    /** {@code Condition.await(long, TimeUnit)}: the helper returns whether time is left by the clock. */
    CONDITION_AWAIT(Owner.CONDITION, "await", "(JLjava/util/concurrent/TimeUnit;)Z", "Await",
            "Condition.await(long, TimeUnit)", "Condition::await", null, " returning whether time is left"),
    /** {@code Condition.awaitNanos(long)}: the helper returns the time left by the clock. */
    CONDITION_AWAIT_NANOS(Owner.CONDITION, "awaitNanos", "(J)J", "AwaitNanos", "Condition.awaitNanos(long)",
            "Condition::awaitNanos", null, " returning the time left"),
    /** {@code Condition.awaitUntil(Date)}: the helper returns whether the deadline is still ahead. */
    CONDITION_AWAIT_UNTIL(Owner.CONDITION, "awaitUntil", "(Ljava/util/Date;)Z", "AwaitUntil",
            "Condition.awaitUntil(Date)", "Condition::awaitUntil", null, " returning whether the deadline is ahead"),
    /** {@code Thread.join(long)}, on any thread. */
    JOIN(Owner.THREAD, "join", "(J)V", "Join", "Thread.join(long)", "Thread::join", null, ""),
    /** {@code Thread.join(long, int)}, on any thread. */
    JOIN_NANOS(Owner.THREAD, "join", "(JI)V", "Join", "Thread.join(long, int)", "Thread::join", null, ""),
    /** {@code Thread.join(Duration)}, JDK 19 and later: the helper returns whether the thread has terminated. */
    JOIN_DURATION(Owner.THREAD, "join", "(Ljava/time/Duration;)Z", "Join", "Thread.join(Duration)", "Thread::join",
            null, " returning whether the thread has terminated"),
    /** {@code TimeUnit.timedJoin(Thread, long)}, on any unit. */
    TIMED_JOIN(Owner.TIME_UNIT, "timedJoin", "(Ljava/lang/Thread;J)V", "TimedJoin", "TimeUnit.timedJoin(Thread, long)",
            "TimeUnit::timedJoin", null, ""),
    /** {@code TimeUnit.timedWait(Object, long)}, on any unit. */
    TIMED_WAIT(Owner.TIME_UNIT, "timedWait", "(Ljava/lang/Object;J)V", "TimedWait",
            "TimeUnit.timedWait(Object, long)", "TimeUnit::timedWait", null, ""),
    /** {@code BlockingQueue.poll(long, TimeUnit)}: the refactor, then {@code poll()}. */
    QUEUE_POLL(Owner.BLOCKING_QUEUE, "poll", "(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;", "Poll",
            "BlockingQueue.poll(long, TimeUnit)", "BlockingQueue::poll", "poll()", ""),
    /** {@code DelayQueue.poll(long, TimeUnit)}, whose erasure returns Delayed: the refactor, then {@code poll()}. */
    DELAY_QUEUE_POLL(Owner.DELAY_QUEUE, "poll", "(JLjava/util/concurrent/TimeUnit;)Ljava/util/concurrent/Delayed;",
            "Poll", "DelayQueue.poll(long, TimeUnit)", "DelayQueue::poll", "poll()", ""),
    /** {@code BlockingQueue.offer(E, long, TimeUnit)}: the refactor, then {@code offer(e)}. */
    QUEUE_OFFER(Owner.BLOCKING_QUEUE_OFFER, "offer", "(Ljava/lang/Object;JLjava/util/concurrent/TimeUnit;)Z", "Offer",
            "BlockingQueue.offer(E, long, TimeUnit)", "BlockingQueue::offer", "offer(e)", ""),
    /** {@code BlockingDeque.pollFirst(long, TimeUnit)}: the refactor, then {@code pollFirst()}. */
    DEQUE_POLL_FIRST(Owner.BLOCKING_DEQUE, "pollFirst", "(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;",
            "PollFirst", "BlockingDeque.pollFirst(long, TimeUnit)", "BlockingDeque::pollFirst", "pollFirst()", ""),
    /** {@code BlockingDeque.pollLast(long, TimeUnit)}: the refactor, then {@code pollLast()}. */
    DEQUE_POLL_LAST(Owner.BLOCKING_DEQUE, "pollLast", "(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;",
            "PollLast", "BlockingDeque.pollLast(long, TimeUnit)", "BlockingDeque::pollLast", "pollLast()", ""),
    /** {@code BlockingDeque.offerFirst(E, long, TimeUnit)}: the refactor, then {@code offerFirst(e)}. */
    DEQUE_OFFER_FIRST(Owner.BLOCKING_DEQUE, "offerFirst", "(Ljava/lang/Object;JLjava/util/concurrent/TimeUnit;)Z",
            "OfferFirst", "BlockingDeque.offerFirst(E, long, TimeUnit)", "BlockingDeque::offerFirst",
            "offerFirst(e)", ""),
    /** {@code BlockingDeque.offerLast(E, long, TimeUnit)}: the refactor, then {@code offerLast(e)}. */
    DEQUE_OFFER_LAST(Owner.BLOCKING_DEQUE, "offerLast", "(Ljava/lang/Object;JLjava/util/concurrent/TimeUnit;)Z",
            "OfferLast", "BlockingDeque.offerLast(E, long, TimeUnit)", "BlockingDeque::offerLast", "offerLast(e)", ""),
    /** {@code TransferQueue.tryTransfer(E, long, TimeUnit)}: the refactor, then {@code tryTransfer(e)}. */
    TRY_TRANSFER(Owner.TRANSFER_QUEUE, "tryTransfer", "(Ljava/lang/Object;JLjava/util/concurrent/TimeUnit;)Z",
            "TryTransfer", "TransferQueue.tryTransfer(E, long, TimeUnit)", "TransferQueue::tryTransfer",
            "tryTransfer(e)", ""),
    /** {@code Semaphore.tryAcquire(long, TimeUnit)}: the refactor, then {@code tryAcquire()}. */
    SEMAPHORE_TRY_ACQUIRE(Owner.SEMAPHORE, "tryAcquire", "(JLjava/util/concurrent/TimeUnit;)Z", "TryAcquire",
            "Semaphore.tryAcquire(long, TimeUnit)", "Semaphore::tryAcquire", "tryAcquire()", ""),
    /** {@code Semaphore.tryAcquire(int, long, TimeUnit)}: the refactor, then {@code tryAcquire(permits)}. */
    SEMAPHORE_TRY_ACQUIRE_PERMITS(Owner.SEMAPHORE, "tryAcquire", "(IJLjava/util/concurrent/TimeUnit;)Z",
            "TryAcquire", "Semaphore.tryAcquire(int, long, TimeUnit)", "Semaphore::tryAcquire",
            "tryAcquire(permits)", ""),
    /** {@code Lock.tryLock(long, TimeUnit)}: the refactor, then {@code tryLock()}. */
    LOCK_TRY_LOCK(Owner.LOCK, "tryLock", "(JLjava/util/concurrent/TimeUnit;)Z", "TryLock",
            "Lock.tryLock(long, TimeUnit)", "Lock::tryLock", "tryLock()", ""),
    /** {@code CountDownLatch.await(long, TimeUnit)}: the refactor, then {@code getCount() == 0}. */
    LATCH_AWAIT(Owner.COUNT_DOWN_LATCH, "await", "(JLjava/util/concurrent/TimeUnit;)Z", "Await",
            "CountDownLatch.await(long, TimeUnit)", "CountDownLatch::await", "getCount() == 0", "");

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
     * The JDK's class names the owners use, in a class of their own: the
     * owners are made while WaitCall's constants are, before WaitCall's own
     * static fields are set.
     */
    private static final class Names {
        static final String THREAD = "java/lang/Thread";
        static final String CONCURRENT = "java/util/concurrent/";
        static final String LOCKS = "java/util/concurrent/locks/";
        static final List<String> QUEUE_INTERFACES = List.of(CONCURRENT + "BlockingQueue",
                CONCURRENT + "BlockingDeque", CONCURRENT + "TransferQueue");
        // the JDK's timed offers that never wait: their queues are unbounded
        static final List<String> UNBOUNDED = List.of(CONCURRENT + "PriorityBlockingQueue",
                CONCURRENT + "DelayQueue", CONCURRENT + "LinkedTransferQueue");

        private Names() {
        }
    }

    /** How a form is called: statically, or on a receiver. */
    private enum Invoke {
        /** {@code invokestatic}. */
        STATIC,
        /** {@code invokevirtual} or {@code invokeinterface}. */
        INSTANCE,
        /** {@code invokevirtual}, {@code invokeinterface} or {@code invokespecial} ({@code super.wait(n)}). */
        ANY_INSTANCE
    }

    /**
     * The classes a form is called on: the owners it names (the JDK's type and
     * the JDK's implementations, which javac names when the receiver's static
     * type is one of them), and, when it admits subclasses, the JDK types a
     * candidate owner's hierarchy must reach ({@link #roots}), the classes
     * under which it must not ({@link #excluded}), and whether a static method
     * of the same name and descriptor declared on the way hides the JDK's.
     */
    private enum Owner {
        /**
         * {@code invokestatic java/lang/Thread}; a candidate is {@code
         * invokestatic X.sleep} on any other class, which javac writes for an
         * unqualified {@code sleep(n)} in a Thread subclass and for {@code
         * Worker.sleep(n)}: Thread's when X extends Thread and nothing on the
         * way declares a static method of that name and descriptor.
         */
        THREAD_STATIC(Invoke.STATIC, null, List.of(Names.THREAD), List.of(Names.THREAD), List.of(), true),
        /** {@code invokevirtual java/lang/Thread}; a candidate is one on a subclass ({@code join} is final). */
        THREAD(Invoke.INSTANCE, "Ljava/lang/Thread;", List.of(Names.THREAD), List.of(Names.THREAD), List.of(), false),
        /** {@code invokevirtual java/util/concurrent/TimeUnit}: an enum, final to callers. */
        TIME_UNIT(Invoke.INSTANCE, "Ljava/util/concurrent/TimeUnit;", List.of(Names.CONCURRENT + "TimeUnit"), List.of(),
                List.of(), false),
        /** {@code invokestatic java/util/concurrent/locks/LockSupport}: a final class. */
        LOCK_SUPPORT(Invoke.STATIC, null, List.of(Names.LOCKS + "LockSupport"), List.of(), List.of(), false),
        /**
         * Any class: {@code wait(long)} and {@code wait(long, int)} are final
         * in Object, so whatever the owner, the call is Object's.
         */
        ANY_OBJECT(Invoke.ANY_INSTANCE, "Ljava/lang/Object;", null, List.of(), List.of(), false),
        /**
         * {@code invokeinterface Condition}, or {@code invokevirtual} on the
         * JDK's two implementations. No candidates: a user's class with {@code
         * await(long, TimeUnit)} could as well be a CountDownLatch's subclass.
         */
        CONDITION(Invoke.INSTANCE, "Ljava/util/concurrent/locks/Condition;", List.of(Names.LOCKS + "Condition",
                Names.LOCKS + "AbstractQueuedSynchronizer$ConditionObject",
                Names.LOCKS + "AbstractQueuedLongSynchronizer$ConditionObject"), List.of(), List.of(), false),
        /** The blocking queues' interfaces and the JDK's implementations; a candidate reaches BlockingQueue. */
        BLOCKING_QUEUE(Invoke.INSTANCE, "Ljava/util/concurrent/BlockingQueue;", concat(Names.QUEUE_INTERFACES,
                List.of(Names.CONCURRENT + "ArrayBlockingQueue", Names.CONCURRENT + "LinkedBlockingQueue",
                        Names.CONCURRENT + "LinkedBlockingDeque", Names.CONCURRENT + "PriorityBlockingQueue",
                        Names.CONCURRENT + "DelayQueue", Names.CONCURRENT + "SynchronousQueue",
                        Names.CONCURRENT + "LinkedTransferQueue")),
                List.of(Names.CONCURRENT + "BlockingQueue"), List.of(), false),
        /**
         * As {@link #BLOCKING_QUEUE}, less the unbounded queues, whose timed
         * offer never waits (PriorityBlockingQueue, DelayQueue,
         * LinkedTransferQueue): not named, and a candidate under one of them
         * is dropped.
         */
        BLOCKING_QUEUE_OFFER(Invoke.INSTANCE, "Ljava/util/concurrent/BlockingQueue;", concat(Names.QUEUE_INTERFACES,
                List.of(Names.CONCURRENT + "ArrayBlockingQueue", Names.CONCURRENT + "LinkedBlockingQueue",
                        Names.CONCURRENT + "LinkedBlockingDeque", Names.CONCURRENT + "SynchronousQueue")),
                List.of(Names.CONCURRENT + "BlockingQueue"), Names.UNBOUNDED, false),
        /** {@code DelayQueue}, whose {@code poll(long, TimeUnit)} returns Delayed once erased. */
        DELAY_QUEUE(Invoke.INSTANCE, "Ljava/util/concurrent/DelayQueue;", List.of(Names.CONCURRENT + "DelayQueue"),
                List.of(Names.CONCURRENT + "DelayQueue"), List.of(), false),
        /** {@code BlockingDeque} and {@code LinkedBlockingDeque}. */
        BLOCKING_DEQUE(Invoke.INSTANCE, "Ljava/util/concurrent/BlockingDeque;", List.of(Names.CONCURRENT + "BlockingDeque",
                Names.CONCURRENT + "LinkedBlockingDeque"), List.of(Names.CONCURRENT + "BlockingDeque"), List.of(), false),
        /** {@code TransferQueue} and {@code LinkedTransferQueue}. */
        TRANSFER_QUEUE(Invoke.INSTANCE, "Ljava/util/concurrent/TransferQueue;", List.of(Names.CONCURRENT + "TransferQueue",
                Names.CONCURRENT + "LinkedTransferQueue"), List.of(Names.CONCURRENT + "TransferQueue"), List.of(), false),
        /** {@code Semaphore}, a class. */
        SEMAPHORE(Invoke.INSTANCE, "Ljava/util/concurrent/Semaphore;", List.of(Names.CONCURRENT + "Semaphore"),
                List.of(Names.CONCURRENT + "Semaphore"), List.of(), false),
        /** {@code Lock}, ReentrantLock and ReentrantReadWriteLock's two views. */
        LOCK(Invoke.INSTANCE, "Ljava/util/concurrent/locks/Lock;", List.of(Names.LOCKS + "Lock", Names.LOCKS + "ReentrantLock",
                Names.LOCKS + "ReentrantReadWriteLock$ReadLock", Names.LOCKS + "ReentrantReadWriteLock$WriteLock"),
                List.of(Names.LOCKS + "Lock"), List.of(), false),
        /**
         * {@code CountDownLatch}, a class. No candidates: its {@code await}
         * has Condition's descriptor.
         */
        COUNT_DOWN_LATCH(Invoke.INSTANCE, "Ljava/util/concurrent/CountDownLatch;",
                List.of(Names.CONCURRENT + "CountDownLatch"), List.of(), List.of(), false);

        private final Invoke invoke;
        private final String receiver;
        private final List<String> named;
        private final List<String> roots;
        private final List<String> excluded;
        private final boolean hides;

        Owner(Invoke invoke, String receiver, List<String> named, List<String> roots, List<String> excluded,
                boolean hides) {
            this.invoke = invoke;
            this.receiver = receiver;
            this.named = named;
            this.roots = roots;
            this.excluded = excluded;
            this.hides = hides;
        }

        boolean invokedBy(int opcode) {
            switch (invoke) {
                case STATIC:
                    return opcode == Opcodes.INVOKESTATIC;
                case INSTANCE:
                    return opcode == Opcodes.INVOKEVIRTUAL || opcode == Opcodes.INVOKEINTERFACE;
                default:
                    return opcode == Opcodes.INVOKEVIRTUAL || opcode == Opcodes.INVOKEINTERFACE
                            || opcode == Opcodes.INVOKESPECIAL;
            }
        }

        boolean names(String owner) {
            return named == null || named.contains(owner);
        }

        // an array type (clone() on an array) is no candidate, nor is a named owner called the wrong way
        boolean admits(int opcode, String owner) {
            return !roots.isEmpty() && opcode != Opcodes.INVOKESPECIAL && !owner.startsWith("[");
        }

        private static List<String> concat(List<String> a, List<String> b) {
            List<String> all = new ArrayList<>(a);
            all.addAll(b);
            return List.copyOf(all);
        }
    }

    private final Owner owner;
    private final String method;
    private final String descriptor;
    private final String helperSuffix;
    private final String display;
    private final String reference;
    private final String then;
    private final String returns;

    WaitCall(Owner owner, String name, String descriptor, String helperSuffix, String display, String reference,
            String then, String returns) {
        this.owner = owner;
        this.method = name;
        this.descriptor = descriptor;
        this.helperSuffix = helperSuffix;
        this.display = display;
        this.reference = reference;
        this.then = then;
        this.returns = returns;
    }

    /**
     * Finds the wait a method call instruction makes: a form whose owner is
     * named, else a form this call is a candidate of (an owner that may
     * extend the form's JDK type; {@link #isCandidate}).
     *
     * @param opcode     the instruction's opcode
     * @param owner      its owner, an internal name
     * @param name       the method's name
     * @param descriptor the method's descriptor
     * @return the wait, or {@code null} when the call is none of them
     */
    public static WaitCall ofCall(int opcode, String owner, String name, String descriptor) {
        WaitCall candidate = null;
        for (WaitCall w : values()) {
            if (w.method.equals(name) && w.descriptor.equals(descriptor) && w.owner.invokedBy(opcode)) {
                if (w.owner.names(owner)) {
                    return w;
                }
                if (candidate == null && w.owner.admits(opcode, owner)) {
                    candidate = w;
                }
            }
        }
        return candidate;
    }

    /**
     * Finds the wait a method handle points at, as a method reference's
     * implementation handle does.
     *
     * @param handle the handle
     * @return the wait, or {@code null} when the handle points at none of them
     */
    public static WaitCall ofHandle(Handle handle) {
        return ofHandle(handle.getTag(), handle.getOwner(), handle.getName(), handle.getDesc());
    }

    /**
     * Finds the wait a method handle points at, from the handle's parts.
     *
     * @param tag        the handle's kind, {@code H_INVOKESTATIC} and the like
     * @param owner      its owner, an internal name
     * @param name       the method's name
     * @param descriptor the method's descriptor
     * @return the wait, or {@code null} when the handle points at none of them
     */
    public static WaitCall ofHandle(int tag, String owner, String name, String descriptor) {
        int opcode;
        switch (tag) {
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
        return ofCall(opcode, owner, name, descriptor);
    }

    /**
     * Tells whether a call of this form on this owner is a candidate: the
     * owner is not one the form names, so the call is this form's only if
     * the owner's hierarchy reaches {@link #roots()}, which
     * {@link WaitOwnerFilter} checks.
     *
     * @param callOwner the call's owner, an internal name
     * @return {@code true} for a candidate, {@code false} for a named owner
     */
    public boolean isCandidate(String callOwner) {
        return !owner.names(callOwner);
    }

    /**
     * Tells whether this form admits calls on owners it does not name, whose
     * hierarchy {@link WaitOwnerFilter} checks.
     *
     * @return {@code false} for the forms whose owners are all named
     */
    public boolean admitsSubclasses() {
        return !owner.roots.isEmpty();
    }

    /**
     * Returns the JDK types a candidate owner must be a subtype of.
     *
     * @return internal names, for example {@code java/util/concurrent/BlockingQueue}
     */
    public List<String> roots() {
        return owner.roots;
    }

    /**
     * Returns the JDK classes under which a candidate owner is not this
     * form: the unbounded queues, whose timed offer never waits.
     *
     * @return internal names, often none
     */
    public List<String> excluded() {
        return owner.excluded;
    }

    /**
     * Tells whether a static method of this name and descriptor declared by
     * a class between a candidate owner and the root hides the JDK's, as a
     * Thread subclass's own {@code static void sleep(long)} does.
     *
     * @return {@code true} for {@code Thread.sleep}
     */
    public boolean hiddenByDeclaration() {
        return owner.hides;
    }

    /**
     * Tells what this wait does on interrupt.
     *
     * @return {@link Kind#SLEEP} or {@link Kind#PARK}
     */
    public Kind kind() {
        return owner == Owner.LOCK_SUPPORT ? Kind.PARK : Kind.SLEEP;
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
        return owner.receiver != null;
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
        return owner.receiver == null ? descriptor : "(" + owner.receiver + descriptor.substring(1);
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
     * Says in words what this wait becomes under a refactor: the refactor's
     * call, then the non-blocking call that takes the wait's place for the
     * timed calls of java.util.concurrent, or what a value-returning wait
     * returns.
     *
     * @param refactor the refactor
     * @return for example {@code Thread.onSpinWait() then poll()}, {@code
     *         poll()} for the wait removed, or {@code Thread.yield()
     *         returning the time left}
     */
    public String becomes(Refactor refactor) {
        if (then == null) {
            return refactor.javaCall() + returns;
        }
        return refactor == Refactor.EMPTY ? then : refactor.javaCall() + " then " + then;
    }
}
