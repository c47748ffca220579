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

import org.pitest.mutationtest.build.InterceptorParameters;
import org.pitest.mutationtest.build.MutationInterceptor;
import org.pitest.mutationtest.build.MutationInterceptorFactory;
import org.pitest.plugin.Feature;

/**
 * Registers {@link WaitOwnerFilter} with PIT as the feature {@value
 * #FEATURE}, on by default as PIT's own filters are: a wait mutator's
 * mutation of a call on a class that may extend the wait's JDK type ({@code
 * Worker.sleep(n)}, {@code taskQueue.poll(t, u)}) is kept only where the
 * class's hierarchy reaches that type. {@code features=-FWAITOWNER} turns it
 * off, and every such candidate is then mutated, a user's own {@code
 * static void sleep(long)} included.
 *
 * <p>PIT finds it in its main process through {@code META-INF/services};
 * its parameters give the byte source of the project's class path.
 */
public final class WaitOwnerFilterFactory implements MutationInterceptorFactory {

    /** The feature's name: {@value}. */
    public static final String FEATURE = "FWAITOWNER";

    @Override
    public MutationInterceptor createInterceptor(InterceptorParameters params) {
        return new WaitOwnerFilter(new ClassHierarchy(params.source()));
    }

    @Override
    public Feature provides() {
        return Feature.named(FEATURE).withOnByDefault(true).withDescription(description());
    }

    @Override
    public String description() {
        return "Keeps a wait mutator's mutation of a call on a subclass (Worker.sleep, a queue class's poll)"
                + " only where the class's hierarchy reaches the wait's JDK type";
    }
}
