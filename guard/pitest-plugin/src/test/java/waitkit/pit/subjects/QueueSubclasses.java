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

package waitkit.pit.subjects;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The timed calls of java.util.concurrent on a user's subclass of the
 * JDK's classes, or through a user's interface: the owner is the user's
 * type, whose hierarchy reaches the JDK's.
 */
public final class QueueSubclasses {

    /** As Tomcat's TaskQueue: a LinkedBlockingQueue of the user's. */
    public static final class TaskQueue extends LinkedBlockingQueue<String> {
        private static final long serialVersionUID = 1L;
    }

    /** A PriorityBlockingQueue of the user's: its timed offer never waits. */
    public static final class UnboundedQueue extends PriorityBlockingQueue<String> {
        private static final long serialVersionUID = 1L;
    }

    /** A ReentrantLock of the user's. */
    public static final class UserLock extends ReentrantLock {
        private static final long serialVersionUID = 1L;
    }

    /** A user's interface over BlockingQueue. */
    public interface Jobs<E> extends BlockingQueue<E> {
    }

    /** A {@link Jobs} on a LinkedBlockingQueue. */
    public static final class LinkedJobs<E> extends LinkedBlockingQueue<E> implements Jobs<E> {
        private static final long serialVersionUID = 1L;
    }

    /** A class of the user's with methods named and typed as the JDK's, that are no queue's and no lock's. */
    public static final class Mailbox {
        public Object poll(long timeout, TimeUnit unit) {
            return null;
        }

        public boolean tryLock(long time, TimeUnit unit) {
            return true;
        }
    }

    private QueueSubclasses() {
    }

    /** invokevirtual TaskQueue.poll, a queue holding one element: 1 taken. */
    public static long taskQueuePoll(long millis) throws InterruptedException {
        TaskQueue queue = new TaskQueue();
        queue.add("x");
        long taken = 0;
        for (int i = 0; i < Waits.TIMES; i++) {
            taken += queue.poll(millis, TimeUnit.MILLISECONDS) != null ? 1 : 0;
        }
        return taken;
    }

    /** invokeinterface Jobs.poll. */
    public static long jobsPoll(long millis) throws InterruptedException {
        Jobs<String> jobs = new LinkedJobs<>();
        jobs.add("x");
        long taken = 0;
        for (int i = 0; i < Waits.TIMES; i++) {
            taken += jobs.poll(millis, TimeUnit.MILLISECONDS) != null ? 1 : 0;
        }
        return taken;
    }

    /** invokevirtual UserLock.tryLock, this thread holding it: reentrant, 10 locks. */
    public static long userLockTryLock(long millis) throws InterruptedException {
        UserLock lock = new UserLock();
        long locked = 0;
        for (int i = 0; i < Waits.TIMES; i++) {
            locked += lock.tryLock(millis, TimeUnit.MILLISECONDS) ? 1 : 0;
        }
        return locked;
    }

    /** invokevirtual UnboundedQueue.offer: never waits, no mutation. */
    public static long unboundedOffer(long millis) throws InterruptedException {
        UnboundedQueue queue = new UnboundedQueue();
        return queue.offer("x", millis, TimeUnit.MILLISECONDS) ? 1 : 0;
    }

    /** invokevirtual Mailbox.poll and Mailbox.tryLock: no wait, no mutation. */
    public static long mailbox(long millis) {
        Mailbox mailbox = new Mailbox();
        return mailbox.poll(millis, TimeUnit.MILLISECONDS) == null && mailbox.tryLock(millis, TimeUnit.MILLISECONDS)
                ? 1 : 0;
    }
}
