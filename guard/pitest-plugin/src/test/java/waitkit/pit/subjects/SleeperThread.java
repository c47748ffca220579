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
 * A Thread subclass whose unqualified {@code sleep(n)} javac compiles to
 * {@code invokestatic SleeperThread.sleep(J)V} (JLS 13.1 names the class the
 * call is written in).
 */
public class SleeperThread extends Thread {

    public static long sleepInSubclass(long millis) throws InterruptedException {
        for (int i = 0; i < Waits.TIMES; i++) {
            sleep(millis);
        }
        return 0;
    }

    /**
     * An inner class: JLS 13.1 makes SleeperThread, the innermost enclosing
     * class of which sleep is a member, the qualifying class of its
     * unqualified {@code sleep(n)}; javac names java/lang/Thread.
     */
    public class Inner {

        public static long sleepInInner(long millis) throws InterruptedException {
            for (int i = 0; i < Waits.TIMES; i++) {
                sleep(millis);
            }
            return 0;
        }
    }
}
