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
 * @summary Unit tests of RecordCodec: a workload's arguments and figures written and read back by name
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng RecordCodecTest
 */

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

import waitkit.Evidence;
import waitkit.scenario.LoopShape;
import waitkit.scenario.RecordCodec;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;

public class RecordCodecTest {

    record Figures(long elapsedNs, int availableProcessors, double heldShare, boolean pinned, LoopShape shape,
                   String baselineWait, Long throttledNs, String cleanerActionsPer100ms) {
    }

    record Args(LoopShape shape, int threads, long baselineNanos, String baselineWait) {
        static final Args DEFAULTS = new Args(LoopShape.COUNTED, 8, 0, null);
    }

    @DataProvider
    public Object[][] names() {
        return new Object[][] {
            {"elapsedNs", "elapsed_ns"},
            {"gcAndVmCpuNs", "gc_and_vm_cpu_ns"},
            {"cleanerActionsPer100ms", "cleaner_actions_per_100ms"},
            {"failedCallP50Ns", "failed_call_p50_ns"},
            {"limitMib", "limit_mib"},
            {"rounds", "rounds"},
        };
    }

    @Test(dataProvider = "names")
    public void aFieldIsItsComponentInSnakeCase(String component, String field) {
        assertEquals(RecordCodec.fieldName(component), field);
    }

    // Figures go to the result line's JSON and come back equal; a null
    // component is left out and comes back null.
    @Test
    public void figuresComeBackAsSent() {
        Figures sent = new Figures(123_456_789_012L, 2, 0.25, true, LoopShape.UNCOUNTED, "sleep", null, "3 4 5");
        Map<String, Object> fields = RecordCodec.fields(sent);
        assertEquals(List.copyOf(fields.keySet()), List.of("elapsed_ns", "available_processors", "held_share",
                "pinned", "shape", "baseline_wait", "cleaner_actions_per_100ms"), "fields of " + sent);
        Map<String, String> read = Evidence.parse(Evidence.toJson(fields));
        assertEquals(RecordCodec.read(Figures.class, read), sent, "read back from " + read);
    }

    @Test
    public void argumentsComeBackAsGivenAndTheRestFromTheDefaults() {
        Args given = new Args(LoopShape.UNCOUNTED, 8, 640_000_000L, "parkNanos");
        String[] args = RecordCodec.toArgs(given);
        assertEquals(List.of(args), List.of("shape=uncounted", "threads=8", "baseline_nanos=640000000",
                "baseline_wait=parkNanos"));
        assertEquals(RecordCodec.fromArgs(Args.class, args, Args.DEFAULTS), given);
        assertEquals(RecordCodec.fromArgs(Args.class, new String[] {"threads=2", "shape=UNCOUNTED"}, Args.DEFAULTS),
                new Args(LoopShape.UNCOUNTED, 2, 0, null));
    }

    @DataProvider
    public Object[][] badArguments() {
        return new Object[][] {
            // the argument, what the message must name
            {"thread=2", "a name of [shape, threads, baseline_nanos, baseline_wait], actual: 'thread=2'"},
            {"8", "actual: '8'"},
            {"threads=two", "expected threads to be a int, actual: 'two'"},
            {"shape=circular", "expected shape to be a LoopShape, actual: 'circular'"},
        };
    }

    @Test(dataProvider = "badArguments")
    public void aBadArgumentNamesItselfAndWhatWasExpected(String arg, String named) {
        IllegalArgumentException e = expectThrows(IllegalArgumentException.class,
                () -> RecordCodec.fromArgs(Args.class, new String[] {arg}, Args.DEFAULTS));
        assertTrue(e.getMessage().startsWith("Args: ") && e.getMessage().contains(named),
                "message: expected 'Args: ' and '" + named + "', actual: " + e.getMessage());
    }

    @Test
    public void anArgumentGivenTwiceIsAnError() {
        IllegalArgumentException e = expectThrows(IllegalArgumentException.class,
                () -> RecordCodec.fromArgs(Args.class, new String[] {"threads=2", "threads=3"}, Args.DEFAULTS));
        assertTrue(e.getMessage().contains("expected each argument once, actual: threads twice"), e.getMessage());
    }

    // Figures read as another record than the one sent fail where they are read.
    @Test
    public void aFieldOfNoComponentIsAnError() {
        Map<String, Object> sent = RecordCodec.fields(new Args(LoopShape.COUNTED, 8, 0, "sleep"));
        Map<String, String> read = Evidence.parse(Evidence.toJson(sent));
        IllegalArgumentException e = expectThrows(IllegalArgumentException.class,
                () -> RecordCodec.read(Figures.class, read));
        assertTrue(e.getMessage().startsWith("Figures: expected a field elapsed_ns"), e.getMessage());
        read.put("elapsed_ns", "1");
        read.put("available_processors", "1");
        read.put("held_share", "0.5");
        read.put("pinned", "true");
        e = expectThrows(IllegalArgumentException.class, () -> RecordCodec.read(Figures.class, read));
        assertEquals(e.getMessage(), "Figures: expected fields of its components only, actual: also [threads, "
                + "baseline_nanos]");
    }

    // JSON has no NaN: a share that is not finite goes as null and comes back NaN.
    @Test
    public void aDoubleThatIsNotFiniteComesBackNaN() {
        Figures sent = new Figures(1, 1, Double.NaN, false, LoopShape.COUNTED, null, null, "");
        Map<String, String> read = Evidence.parse(Evidence.toJson(RecordCodec.fields(sent)));
        assertTrue(Double.isNaN(RecordCodec.read(Figures.class, read).heldShare()), "read back from " + read);
    }

    // A missing figure fails where it is read, never as a "null".
    @Test
    public void aMissingPrimitiveFigureIsAnError() {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("elapsed_nanos", "5");
        IllegalArgumentException e = expectThrows(IllegalArgumentException.class,
                () -> RecordCodec.read(Figures.class, fields));
        assertEquals(e.getMessage(), "Figures: expected a field elapsed_ns (long), actual: none");
    }

    @Test
    public void aBooleanIsTrueOrFalse() {
        Map<String, String> fields = new LinkedHashMap<>(Map.of("elapsed_ns", "1", "available_processors", "1",
                "held_share", "0.5", "pinned", "yes", "shape", "COUNTED"));
        IllegalArgumentException e = expectThrows(IllegalArgumentException.class,
                () -> RecordCodec.read(Figures.class, fields));
        assertTrue(e.getMessage().contains("expected pinned to be a boolean, actual: 'yes'"), e.getMessage());
        fields.put("pinned", "false");
        assertFalse(RecordCodec.read(Figures.class, fields).pinned());
    }
}
