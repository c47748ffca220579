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

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

import com.zaxxer.hikari.util.ConcurrentBag;

/**
 * The HikariCP release on the class path, and what its bag does when a
 * returned item finds a waiter but no taker on a virtual thread.
 * <ul>
 * <li>6.x to 7.0.0: {@code requite} yields, with a 10 µs {@code parkNanos}
 *     once in 256 rounds; {@code unreserve} yields and never parks.</li>
 * <li>7.0.1 and 7.0.2: both park once in 256 rounds or once in as many
 *     rounds as there are waiters, and yield in the others.</li>
 * <li>7.1.0 (HikariCP pull request 2402): on a virtual thread both park
 *     10 µs every round; on a platform thread they still yield as in 7.0.2.</li>
 * </ul>
 * Read in each release's {@code ConcurrentBag.java} from its sources jar on Maven Central.
 */
final class HikariRelease {

    /** The first release whose {@code requite} and {@code unreserve} park on a virtual thread. */
    static final String PARKS_FROM = "7.1.0";

    /** The version of the HikariCP jar that holds {@code ConcurrentBag}'s interfaces. */
    static final String VERSION = read();

    private HikariRelease() {
    }

    /**
     * Whether the release's returning loops yield on a virtual thread.
     *
     * @return true before {@value #PARKS_FROM}
     */
    static boolean yieldsOnVirtualThreads() {
        return compare(VERSION, PARKS_FROM) < 0;
    }

    private static String read() {
        String resource = "/META-INF/maven/com.zaxxer/HikariCP/pom.properties";
        try (InputStream in = ConcurrentBag.IConcurrentBagEntry.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("no " + resource + " beside " + ConcurrentBag.class.getName()
                        + ": which HikariCP release this is cannot be told");
            }
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // Maven's release numbers keep their trailing zeros ("7.1.0"), which
    // Runtime.Version refuses: compared part by part, numerically.
    private static int compare(String a, String b) {
        String[] x = a.split("[.-]");
        String[] y = b.split("[.-]");
        for (int i = 0; i < Math.min(x.length, y.length); i++) {
            int c = Integer.compare(number(x[i]), number(y[i]));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(x.length, y.length);
    }

    private static int number(String part) {
        return part.chars().allMatch(Character::isDigit) && !part.isEmpty() ? Integer.parseInt(part) : 0;
    }
}
