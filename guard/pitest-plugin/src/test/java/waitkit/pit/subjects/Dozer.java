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

import java.util.concurrent.TimeUnit;

/** A class of the user's whose methods are named and typed as waits, and are not. */
public final class Dozer {

    public long total;

    public void sleep(long millis) {
        total += millis;
    }

    public boolean await(long time, TimeUnit unit) {
        total += unit.toNanos(time);
        return true;
    }

    public long awaitNanos(long nanos) {
        total += nanos;
        return nanos;
    }

    public static void parkNanos(long nanos) {
        // nothing
    }

    public static void parkUntil(long deadline) {
        // nothing
    }
}
