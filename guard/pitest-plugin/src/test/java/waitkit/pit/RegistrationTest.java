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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitest.mutationtest.engine.gregor.MethodMutatorFactory;
import org.pitest.mutationtest.engine.gregor.config.Mutator;
import org.pitest.mutationtest.engine.gregor.config.MutatorGroup;
import org.pitest.util.ServiceLoader;

/** The mutators and the group as PIT finds them: through its own service loader and mutator registry. */
class RegistrationTest {

    static final ClassLoader LOADER = RegistrationTest.class.getClassLoader();

    @Test
    void servicesFileGivesAllFourMutators() {
        Collection<MethodMutatorFactory> all = ServiceLoader.load(MethodMutatorFactory.class, LOADER);
        Set<String> ours = all.stream().filter(m -> m instanceof WaitMutator).map(MethodMutatorFactory::getName)
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(new TreeSet<>(List.of("WAIT_ON_SPIN_WAIT", "WAIT_YIELD", "WAIT_SLEEP0", "WAIT_REMOVED")), ours);
    }

    @Test
    void servicesFileGivesTheGroup() {
        assertTrue(ServiceLoader.load(MutatorGroup.class, LOADER).stream().anyMatch(g -> g instanceof WaitMutatorGroup));
    }

    @Test
    void groupWaitsIsTheFourMutators() {
        Collection<MethodMutatorFactory> waits = Mutator.fromStrings(List.of("WAITS"));
        Set<String> ids = waits.stream().map(MethodMutatorFactory::getGloballyUniqueId)
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> expected = new TreeSet<>();
        for (Expected e : Expected.values()) {
            expected.add(e.id());
        }
        assertEquals(expected, ids);
        assertTrue(Mutator.allMutatorIds().contains("WAITS"));
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Expected.class)
    void eachMutatorIsSelectedByItsName(Expected e) {
        Collection<MethodMutatorFactory> byName = Mutator.fromStrings(List.of(e.name()));
        assertEquals(1, byName.size());
        MethodMutatorFactory m = byName.iterator().next();
        assertEquals(e.name(), m.getName());
        assertEquals(e.id(), m.getGloballyUniqueId());
        assertEquals("replaces each timed wait (sleep, join, park, wait, await, and java.util.concurrent's timed poll,"
                + " offer, tryAcquire, tryLock) with " + e.javaCall + ": " + e.consequence, m.description());
    }

    @Test
    void waitsCanBeExcludedFromAll() {
        Collection<MethodMutatorFactory> rest = Mutator.fromStrings(List.of("ALL", "-WAITS"));
        assertTrue(rest.stream().noneMatch(m -> m instanceof WaitMutator));
        assertTrue(Mutator.fromStrings(List.of("ALL")).containsAll(Mutator.fromStrings(List.of("WAITS"))));
    }
}
