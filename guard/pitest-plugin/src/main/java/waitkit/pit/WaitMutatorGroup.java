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
import java.util.Map;

import org.pitest.mutationtest.engine.gregor.MethodMutatorFactory;
import org.pitest.mutationtest.engine.gregor.config.MutatorGroup;

/**
 * Registers the group {@value #NAME}: all four {@link WaitMutator}s, so that
 * {@code mutators=WAITS} selects every refactor at every timed wait.
 */
public final class WaitMutatorGroup implements MutatorGroup {

    /** The group's name. */
    public static final String NAME = "WAITS";

    @Override
    public void register(Map<String, List<MethodMutatorFactory>> mutators) {
        List<String> names = new ArrayList<>();
        for (WaitMutator m : WaitMutator.values()) {
            names.add(m.getName());
        }
        mutators.put(NAME, gather(mutators, names.toArray(new String[0])));
    }
}
