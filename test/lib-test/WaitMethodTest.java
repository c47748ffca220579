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

/*
 * @test
 * @summary Unit tests of WaitMethod: the catalogue, name lookup, user classes, kinds and availability
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng WaitMethodTest
 */

import java.util.List;
import java.util.function.LongConsumer;

import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

import waitkit.WaitMethod;
import waitkit.WaitMethod.Kind;
import waitkit.WaitMethod.Path;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertNull;
import static org.testng.Assert.assertSame;
import static org.testng.Assert.assertThrows;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;

public class WaitMethodTest {

    // The names are how tests and users select a method: the list and its order are API.
    private static final List<String> NAMES = List.of("sleep", "sleepNanos", "sleepDuration", "sleep0",
            "timeUnitSleep", "parkNanos", "parkUntil", "onSpinWait", "yield", "busyNanoTime", "emptySpin",
            "objectWait", "conditionAwait");

    @Test
    public void namesInCatalogueOrder() {
        List<String> actual = WaitMethod.names();
        assertEquals(actual, NAMES, "names(): expected " + NAMES + ", got " + actual);
        List<String> catalogue = WaitMethod.catalogue().stream().map(WaitMethod::name).toList();
        assertEquals(catalogue, NAMES, "catalogue() names: expected " + NAMES + ", got " + catalogue);
    }

    @Test
    public void ofFindsEveryBuiltIn() {
        for (String name : NAMES) {
            WaitMethod m = WaitMethod.of(name);
            assertEquals(m.name(), name, "of(\"" + name + "\").name(): expected " + name + ", got " + m.name());
        }
        assertSame(WaitMethod.of(" sleep "), WaitMethod.of("sleep"), "of(\" sleep \") vs of(\"sleep\")");
    }

    @Test
    public void unknownNameListsValidNames() {
        IllegalArgumentException e = expectThrows(IllegalArgumentException.class, () -> WaitMethod.of("nope"));
        String message = String.valueOf(e.getMessage());
        for (String name : NAMES) {
            assertTrue(message.contains(name), "message: expected it to name '" + name + "', got '" + message + "'");
        }
        assertTrue(message.contains("class:"), "message: expected it to mention 'class:', got '" + message + "'");
    }

    @DataProvider
    public Object[][] noName() {
        return new Object[][] {{null}, {""}, {"   "}, {"class:"}, {"class:  "}};
    }

    @Test(dataProvider = "noName")
    public void emptyNameIsRejected(String name) {
        assertThrows(IllegalArgumentException.class, () -> WaitMethod.of(name));
    }

    @Test
    public void missingClassIsReported() {
        IllegalArgumentException e = expectThrows(IllegalArgumentException.class,
                () -> WaitMethod.of("class:does.not.Exist"));
        assertTrue(String.valueOf(e.getMessage()).contains("not found"),
                "message: expected 'not found', got '" + e.getMessage() + "'");
    }

    @Test
    public void classThatIsNoLongConsumerIsReported() {
        IllegalArgumentException e = expectThrows(IllegalArgumentException.class,
                () -> WaitMethod.of("class:java.lang.String"));
        assertTrue(String.valueOf(e.getMessage()).contains("does not implement java.util.function.LongConsumer"),
                "message: expected 'does not implement java.util.function.LongConsumer', got '"
                + e.getMessage() + "'");
    }

    /** A user's wait method: records what it is asked to wait. */
    public static class RecordingWait implements LongConsumer {
        static volatile long lastNanos = -1;

        public RecordingWait() {
        }

        @Override
        public void accept(long nanos) {
            lastNanos = nanos;
        }
    }

    /** A LongConsumer that cannot be created without an argument. */
    public static class NeedsArgument implements LongConsumer {
        public NeedsArgument(long unused) {
        }

        @Override
        public void accept(long nanos) {
        }
    }

    /** A LongConsumer whose constructor fails. */
    public static class FailingConstructor implements LongConsumer {
        public FailingConstructor() {
            throw new IllegalStateException("no backoff configured");
        }

        @Override
        public void accept(long nanos) {
        }
    }

    // The test classes are not on the system class path in jtreg's agent VM,
    // so the class is loaded through the test's own loader.
    @Test
    public void userClassIsCalledWithRequestedNanos() throws InterruptedException {
        String className = RecordingWait.class.getName();
        WaitMethod m = WaitMethod.ofClass(className, WaitMethodTest.class.getClassLoader());
        assertEquals(m.name(), "class:" + className, "name(): expected class:" + className + ", got " + m.name());
        assertEquals(m.kind(), Kind.UNKNOWN, "kind(): expected UNKNOWN, got " + m.kind());
        assertTrue(m.isAvailable(), "isAvailable(): expected true, got false");
        assertTrue(m.code().contains(className), "code(): expected it to name " + className + ", got " + m.code());
        RecordingWait.lastNanos = -1;
        m.await(1_234_567L);
        assertEquals(RecordingWait.lastNanos, 1_234_567L,
                "nanos passed to accept: expected 1234567, got " + RecordingWait.lastNanos);
    }

    @Test
    public void userClassWithoutNoArgConstructorIsRejected() {
        IllegalArgumentException e = expectThrows(IllegalArgumentException.class,
                () -> WaitMethod.ofClass(NeedsArgument.class.getName(), WaitMethodTest.class.getClassLoader()));
        assertTrue(String.valueOf(e.getMessage()).contains("no-arg constructor"),
                "message: expected it to ask for a no-arg constructor, got '" + e.getMessage() + "'");
    }

    @Test
    public void userClassWhoseConstructorThrowsIsReportedWithTheCause() {
        IllegalArgumentException e = expectThrows(IllegalArgumentException.class,
                () -> WaitMethod.ofClass(FailingConstructor.class.getName(), WaitMethodTest.class.getClassLoader()));
        assertTrue(String.valueOf(e.getMessage()).contains("constructor threw")
                        && e.getMessage().contains("no backoff configured"),
                "message: expected it to say the constructor threw and why, got '" + e.getMessage() + "'");
    }

    @Test
    public void sleepDurationAvailability() throws InterruptedException {
        WaitMethod m = WaitMethod.of("sleepDuration");
        boolean expected = Runtime.version().feature() >= 19;
        assertEquals(m.isAvailable(), expected, "sleepDuration.isAvailable() on JDK " + Runtime.version().feature()
                + ": expected " + expected + ", got " + m.isAvailable());
        if (expected) {
            assertNull(m.unavailableReason(), "unavailableReason() when available");
            m.await(1_000L);
        } else {
            UnsupportedOperationException e = expectThrows(UnsupportedOperationException.class,
                    () -> m.await(1_000_000L));
            assertTrue(String.valueOf(e.getMessage()).contains("JDK 19"),
                    "message: expected it to name JDK 19, got '" + e.getMessage() + "'");
        }
    }

    // Only sleepDuration may be missing: every other method exists in JDK 17.
    @Test
    public void everyOtherBuiltInIsAvailable() {
        for (WaitMethod m : WaitMethod.catalogue()) {
            if (!m.name().equals("sleepDuration")) {
                assertTrue(m.isAvailable(), m.name() + ".isAvailable(): expected true, got false ("
                        + m.unavailableReason() + ")");
            }
        }
    }

    @DataProvider
    public Object[][] kinds() {
        return new Object[][] {
            {"sleep", Kind.BLOCKS},
            {"sleepNanos", Kind.BLOCKS},
            {"sleepDuration", Kind.BLOCKS},
            {"sleep0", Kind.RETURNS_AT_ONCE},
            {"timeUnitSleep", Kind.BLOCKS},
            {"parkNanos", Kind.BLOCKS},
            {"parkUntil", Kind.BLOCKS},
            {"onSpinWait", Kind.RETURNS_AT_ONCE},
            {"yield", Kind.RETURNS_AT_ONCE},
            {"busyNanoTime", Kind.SPINS},
            {"emptySpin", Kind.RETURNS_AT_ONCE},
            {"objectWait", Kind.BLOCKS},
            {"conditionAwait", Kind.BLOCKS},
        };
    }

    @Test(dataProvider = "kinds")
    public void kindOfBuiltIn(String name, Kind expected) {
        Kind actual = WaitMethod.of(name).kind();
        assertEquals(actual, expected, name + ".kind(): expected " + expected + ", got " + actual);
    }

    @DataProvider
    public Object[][] paths() {
        return new Object[][] {
            {"sleep", Path.SLEEP},
            {"sleepNanos", Path.SLEEP},
            {"sleepDuration", Path.SLEEP},
            {"sleep0", Path.YIELD},
            {"timeUnitSleep", Path.SLEEP},
            {"parkNanos", Path.PARK},
            {"parkUntil", Path.PARK},
            {"onSpinWait", Path.SPIN},
            {"yield", Path.YIELD},
            {"busyNanoTime", Path.SPIN},
            {"emptySpin", Path.NONE},
            {"objectWait", Path.MONITOR},
            {"conditionAwait", Path.PARK},
        };
    }

    @Test(dataProvider = "paths")
    public void pathOf(String name, Path expected) {
        assertEquals(WaitMethod.of(name).path(), expected, name + ".path()");
    }

    @Test
    public void pathsCoverTheCatalogue() {
        assertEquals(paths().length, NAMES.size(), "paths() rows vs names");
    }

    // A scenario's baseline never shares the path of the wait it judges, and never ignores the time.
    @Test
    public void aBaselineTakesAnotherPath() {
        List<WaitMethod> judged = new java.util.ArrayList<>(WaitMethod.catalogue());
        judged.add(WaitMethod.ofClass(RecordingWait.class.getName(), WaitMethodTest.class.getClassLoader()));
        for (WaitMethod w : judged) {
            WaitMethod baseline = WaitMethod.blockingBaselineFor(w);
            assertEquals(baseline.kind(), Kind.BLOCKS, "baseline for " + w.name() + ": " + baseline);
            assertTrue(baseline.path() != w.path() && baseline.path() != Path.UNKNOWN,
                    "baseline for " + w.name() + " (" + w.path() + "): expected another path, got " + baseline
                    + " (" + baseline.path() + ")");
        }
    }

    @Test
    public void kindsCoverTheCatalogue() {
        assertEquals(kinds().length, NAMES.size(), "kinds() rows vs names");
    }

    // Object.wait(0) waits forever; a request of 0 ns must not.
    @Test(timeOut = 10_000)
    public void objectWaitZeroReturns() throws InterruptedException {
        WaitMethod.of("objectWait").await(0);
    }

    // The JDK's Object.wait rejects a negative time, not the kit: the exception
    // must come from java.lang.Object, or NegativeTimeoutContract#objectWait
    // would test the kit's own code.
    @Test(dataProvider = "negativeTimes")
    public void objectWaitNegativeIsRejectedByObjectWait(long nanos) {
        IllegalArgumentException e = expectThrows(IllegalArgumentException.class,
                () -> WaitMethod.of("objectWait").await(nanos));
        StackTraceElement top = e.getStackTrace()[0];
        assertEquals(top.getClassName(), "java.lang.Object",
                "objectWait(" + nanos + " ns): expected the IllegalArgumentException thrown by java.lang.Object, "
                + "actual thrown at " + top);
    }

    @DataProvider
    public Object[][] negativeTimes() {
        return new Object[][] {{-1L}, {-1_000_000L}, {-1_500_000L}};
    }

    // A zero request is legal for every method and must come back at once.
    @Test(dataProvider = "kinds", timeOut = 10_000)
    public void zeroWaitReturns(String name, Kind unused) throws InterruptedException {
        WaitMethod m = WaitMethod.of(name);
        if (m.isAvailable()) {
            m.await(0);
        }
    }

    @Test
    public void toStringHasNameAndCode() {
        WaitMethod m = WaitMethod.of("sleep0");
        assertEquals(m.toString(), "sleep0 [Thread.sleep(0)]", "toString()");
        assertFalse(m.code().isEmpty(), "code(): expected text, got ''");
    }
}
