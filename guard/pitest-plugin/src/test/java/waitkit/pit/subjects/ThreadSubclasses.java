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

/**
 * Thread.sleep and Thread.join called through a subclass of Thread from
 * outside it: the owner is the subclass, which PIT gives no hierarchy of to
 * the mutator.
 */
public final class ThreadSubclasses {

    private ThreadSubclasses() {
    }

    /** {@code SleeperThread.sleep(n)} written in a class that is no Thread: invokestatic SleeperThread.sleep. */
    public static long qualifiedSleep(long millis) throws InterruptedException {
        for (int i = 0; i < Waits.TIMES; i++) {
            SleeperThread.sleep(millis);
        }
        return 0;
    }

    /**
     * An anonymous subclass's unqualified {@code sleep(n)}: invokestatic
     * ThreadSubclasses$1.sleep in ThreadSubclasses$1.run, which runs on this
     * thread.
     */
    public static long anonymousSleep(long millis) throws InterruptedException {
        InterruptedException[] thrown = new InterruptedException[1];
        Thread anonymous = new Thread() {
            @Override
            public void run() {
                try {
                    for (int i = 0; i < Waits.TIMES; i++) {
                        sleep(millis);
                    }
                } catch (InterruptedException e) {
                    thrown[0] = e;
                }
            }
        };
        anonymous.run();
        if (thrown[0] != null) {
            throw thrown[0];
        }
        return 0;
    }

    /** A join on a receiver typed as a subclass: invokevirtual BlockedThread.join. */
    public static long subclassJoin(long millis) throws InterruptedException {
        try (BlockedThread blocked = BlockedThread.started()) {
            for (int i = 0; i < Waits.TIMES; i++) {
                blocked.join(millis);
            }
            return blocked.isAlive() ? 1 : 0;
        }
    }

    /** A user's own static sleep in a Thread subclass, called from outside: HidingThread's, no wait. */
    public static long hiddenSleep(long millis) {
        HidingThread.sleep(millis);
        return HidingThread.naps;
    }
}
