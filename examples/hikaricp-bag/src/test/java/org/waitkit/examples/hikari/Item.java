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

package org.waitkit.examples.hikari;

import java.util.concurrent.atomic.AtomicInteger;

import com.zaxxer.hikari.util.ConcurrentBag;

/** A pooled item as HikariCP's PoolEntry is to its bag, without a connection: a state and nothing else. */
final class Item implements ConcurrentBag.IConcurrentBagEntry {

    private final AtomicInteger state = new AtomicInteger(STATE_NOT_IN_USE);

    @Override
    public boolean compareAndSet(int expect, int update) {
        return state.compareAndSet(expect, update);
    }

    @Override
    public void setState(int update) {
        state.set(update);
    }

    @Override
    public int getState() {
        return state.get();
    }

    @Override
    public String toString() {
        return "Item[state=" + state.get() + "]";
    }
}
