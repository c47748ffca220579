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

/**
 * waitkit's assertions for a library's own tests:
 * {@link waitkit.assertions.WaitAssertions}. Plain static methods that throw
 * AssertionError, with no dependency on a test framework and none at all at
 * run time (the kit's measurement library, package {@code waitkit}, is in the
 * same jar), so that JUnit 5, JUnit 4 and TestNG tests call them alike.
 *
 * <pre>{@code
 * <dependency>
 *     <groupId>org.waitkit</groupId>
 *     <artifactId>waitkit-assertions</artifactId>
 *     <version>1.0</version>
 *     <scope>test</scope>
 * </dependency>
 * }</pre>
 *
 * <p>The timing assertions must not share the CPUs with other tests: run
 * them one at a time. PIT runs tests in several minion JVMs at once by
 * default; the waitkit guard runs it with {@code threads=1}.
 */
package waitkit.assertions;
