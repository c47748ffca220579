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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitest.mutationtest.engine.MutationDetails;

import waitkit.VerdictRecord;

/**
 * The active mutant's identity in the test JVM: a mutant sets the system
 * property {@value ActiveMutant#PROPERTY} to its key as PIT writes it in
 * mutations.xml, before the helper runs; the original code sets nothing.
 */
class ActiveMutantTest {

    static final String WAITS = "waitkit.pit.subjects.Waits";

    /**
     * A mutation's identity as the README and ActiveMutant's javadoc state
     * it, from the values PIT's XML report writes: mutatedClass,
     * mutatedMethod, methodDescription, the indexes, mutator.
     */
    static String expectedId(MutationDetails d) {
        return d.getClassName().asJavaName() + " " + d.getMethod() + " " + d.getId().getLocation().getMethodDesc()
                + " " + d.getId().getIndexes().stream().map(String::valueOf).collect(Collectors.joining(","))
                + " " + d.getMutator();
    }

    static MutationDetails mutation(String className, String method, Expected mutator) {
        return Pit.scan(className, method).stream().filter(d -> d.getMutator().equals(mutator.id())).findFirst()
                .orElseThrow();
    }

    @Test
    void propertyName() {
        assertEquals("waitkit.guard.mutant", ActiveMutant.PROPERTY);
        assertEquals(VerdictRecord.MUTANT_PROPERTY, ActiveMutant.PROPERTY);
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Expected.class)
    void mutantSetsThePropertyToItsIdentity(Expected mutator) throws Throwable {
        MutationDetails mutation = mutation(WAITS, "threadSleep", mutator);
        Class<?> mutant = Pit.load(WAITS, Pit.mutant(mutation).getBytes());
        Pit.call(mutant, "threadSleep", 1);
        String id = System.getProperty(ActiveMutant.PROPERTY);
        assertEquals(expectedId(mutation), id);
        assertEquals(List.of("waitkit.pit.subjects.Waits", "threadSleep", "(J)J",
                String.valueOf(mutation.getId().getFirstIndex()), "waitkit.pit.WaitMutator_" + mutator.name()),
                List.of(id.split(" ")));
    }

    @Test
    void originalLeavesThePropertyAlone() throws Throwable {
        // a mutant of another method first, so that the property is set to something
        MutationDetails other = mutation(WAITS, "threadSleepNanos", Expected.WAIT_YIELD);
        Pit.call(Pit.load(WAITS, Pit.mutant(other).getBytes()), "threadSleepNanos", 0);
        String before = System.getProperty(ActiveMutant.PROPERTY);
        assertEquals(expectedId(other), before);
        Class<?> original = Pit.load(WAITS, Pit.bytes(WAITS));
        Pit.call(original, "threadSleep", 1);
        Pit.call(original, "queuePoll", 1);
        assertEquals(before, System.getProperty(ActiveMutant.PROPERTY));
        assertFalse(Pit.calls(Pit.bytes(WAITS), m -> true).stream().anyMatch(c -> c.contains("ActiveMutant")),
                "the original calls ActiveMutant");
    }

    @Test
    void methodReferenceMutantPublishesWhenItMakesTheFunction() throws Throwable {
        String references = MethodReferenceTest.REFERENCES;
        MutationDetails mutation = mutation(references, "threadSleepRef", Expected.WAIT_ON_SPIN_WAIT);
        Class<?> mutant = Pit.load(references, Pit.mutant(mutation).getBytes());
        Pit.call(mutant, "threadSleepRef", 1);
        assertEquals(expectedId(mutation), System.getProperty(ActiveMutant.PROPERTY));
        List<String> instructions = Pit.instructions(Pit.mutant(mutation).getBytes(), "threadSleepRef"::equals);
        int handle = instructions.indexOf("handle waitkit/pit/Refactored.onSpinWaitForSleep (J)V");
        assertEquals(List.of("ldc " + expectedId(mutation), "waitkit/pit/ActiveMutant.publish (Ljava/lang/String;)V"),
                instructions.subList(handle - 2, handle));
    }

    @Test
    void eachMutantOfAMethodHasItsOwnIdentity() {
        List<MutationDetails> found = Pit.scan(WAITS, m -> true);
        long distinct = found.stream().map(ActiveMutantTest::expectedId).distinct().count();
        assertEquals(found.size(), distinct);
        assertTrue(found.size() > 100, "mutations in Waits: " + found.size());
    }

    @Test
    void publishSetsThePropertyWhenTheIdentityChanges() {
        String first = "com.acme.A run ()V 3 waitkit.pit.WaitMutator_WAIT_YIELD";
        String second = "com.acme.A run ()V 3 waitkit.pit.WaitMutator_WAIT_SLEEP0";
        ActiveMutant.publish(first);
        ActiveMutant.publish(first);
        assertEquals(first, System.getProperty(ActiveMutant.PROPERTY));
        ActiveMutant.publish(second);
        assertEquals(second, System.getProperty(ActiveMutant.PROPERTY));
        assertNotEquals(first, System.getProperty(ActiveMutant.PROPERTY));
    }

    @Test
    void publishSetsThePropertyAgainAfterAListenerClearsIt() {
        String id = "com.acme.A run ()V 3 waitkit.pit.WaitMutator_WAIT_YIELD";
        ActiveMutant.publish(id);
        assertSame(id, System.getProperty(ActiveMutant.PROPERTY));
        // a test starts: the listener clears the property
        TestFailures.starting();
        assertNull(System.getProperty(ActiveMutant.PROPERTY));
        // the mutant's next call, with the same constant, sets it again
        ActiveMutant.publish(id);
        assertSame(id, System.getProperty(ActiveMutant.PROPERTY));
    }

    @Test
    void publishComparesWithThePropertysValueNotWithWhatItSetLast() {
        String id = "com.acme.A run ()V 3 waitkit.pit.WaitMutator_WAIT_SLEEP0";
        ActiveMutant.publish(id);
        // someone else sets an equal string, or another mutant's identity
        System.setProperty(ActiveMutant.PROPERTY, new String(id));
        ActiveMutant.publish(id);
        assertSame(id, System.getProperty(ActiveMutant.PROPERTY));
        System.setProperty(ActiveMutant.PROPERTY, "com.acme.B run ()V 5 waitkit.pit.WaitMutator_WAIT_REMOVED");
        ActiveMutant.publish(id);
        assertSame(id, System.getProperty(ActiveMutant.PROPERTY));
    }
}
