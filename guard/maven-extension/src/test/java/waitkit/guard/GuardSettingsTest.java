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

package waitkit.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

import org.codehaus.plexus.util.xml.Xpp3Dom;
import org.codehaus.plexus.util.xml.Xpp3DomBuilder;
import org.junit.jupiter.api.Test;

/**
 * The guard's settings written over a project's own configuration of
 * pitest-maven: what is replaced, what is reset to PIT's default, what is
 * kept, and what is said about it.
 */
class GuardSettingsTest {

    private static final String REPORTS = "/guard/pit-reports/lib";
    private static final String VERDICTS = "/guard/verdicts/lib";

    private static Xpp3Dom configuration(String xml) throws Exception {
        return Xpp3DomBuilder.build(new StringReader("<configuration>" + xml + "</configuration>"));
    }

    // A parameter's values: its children's, or its text.
    private static List<String> values(Xpp3Dom configuration, String name) {
        Xpp3Dom element = configuration.getChild(name);
        if (element == null) {
            return null;
        }
        if (element.getChildCount() == 0) {
            return List.of(element.getValue());
        }
        List<String> values = new ArrayList<>();
        for (Xpp3Dom child : element.getChildren()) {
            values.add(child.getValue());
        }
        return values;
    }

    @Test
    void theGuardsSettingsReplaceAPomsAndSaySo() throws Exception {
        Xpp3Dom c = configuration("<mutators><mutator>DEFAULTS</mutator></mutators><threads>4</threads>"
                + "<outputFormats><param>HTML</param></outputFormats><targetTests><param>com.wrong.*</param>"
                + "</targetTests><reportsDirectory>/elsewhere</reportsDirectory><mutationThreshold>80"
                + "</mutationThreshold><skip>true</skip><withHistory>true</withHistory>");
        List<String> replaced = new GuardSettings(List.of("WAITS"), List.of("org.acme.*")).apply(c, REPORTS, null,
                List.of());
        assertEquals(List.of("WAITS"), values(c, "mutators"));
        assertEquals(List.of("1"), values(c, "threads"));
        assertEquals(List.of("XML", "HTML"), values(c, "outputFormats"));
        assertEquals(List.of("org.acme.*"), values(c, "targetTests"));
        assertEquals(List.of(REPORTS), values(c, "reportsDirectory"));
        assertEquals(List.of("0"), values(c, "mutationThreshold"));
        assertEquals(List.of("false"), values(c, "skip"));
        assertEquals(List.of("false"), values(c, "withHistory"));
        assertEquals(List.of("false"), values(c, "timestampedReports"));
        assertEquals(List.of("false"), values(c, "failWhenNoMutations"));
        assertEquals(List.of("mutators DEFAULTS -> WAITS", "targetTests com.wrong.* -> org.acme.*",
                "threads 4 -> 1", "outputFormats HTML -> XML,HTML", "skip true -> false", "withHistory true -> false",
                "mutationThreshold 80 -> 0", "reportsDirectory /elsewhere -> " + REPORTS), replaced);
    }

    @Test
    void withoutTestsPitsDefaultReplacesAPomsTargetTests() throws Exception {
        Xpp3Dom c = configuration("<targetTests>com.wrong.*</targetTests>");
        List<String> replaced = new GuardSettings(List.of("WAITS"), List.of()).apply(c, REPORTS, null, List.of());
        assertNull(c.getChild("targetTests"));
        assertEquals(List.of("targetTests com.wrong.* -> PIT's default"), replaced);
    }

    @Test
    void whatWouldHideAWaitSiteIsResetToPitsDefault() throws Exception {
        Xpp3Dom c = configuration("<targetClasses><param>org.acme.core.*</param></targetClasses>"
                + "<excludedMethods><param>await*</param></excludedMethods><avoidCallsTo><param>java.lang</param>"
                + "</avoidCallsTo><features><feature>+auto_threads</feature></features>");
        List<String> replaced = new GuardSettings(List.of("WAITS"), List.of()).apply(c, REPORTS, null, List.of());
        for (String name : List.of("targetClasses", "excludedMethods", "avoidCallsTo", "features")) {
            assertNull(c.getChild(name), name);
        }
        assertTrue(replaced.containsAll(List.of("avoidCallsTo java.lang -> PIT's default",
                "excludedMethods await* -> PIT's default", "features +auto_threads -> PIT's default",
                "targetClasses org.acme.core.* -> PIT's default")), replaced.toString());
    }

    @Test
    void theProjectsOwnTestSettingsAreKeptAndTheVerdictsDirectoryIsAdded() throws Exception {
        Xpp3Dom c = configuration("<jvmArgs><jvmArg>--add-opens=java.base/java.lang=ALL-UNNAMED</jvmArg>"
                + "<jvmArg>-Xmx1g</jvmArg></jvmArgs><excludedTestClasses><param>org.acme.DockerTest</param>"
                + "</excludedTestClasses><timeoutConstant>10000</timeoutConstant><mutators>WAITS</mutators>");
        GuardSettings settings = new GuardSettings(List.of("WAITS"), List.of());
        List<String> replaced = settings.apply(c, REPORTS, VERDICTS, List.of("-Dignored"));
        assertEquals(List.of("--add-opens=java.base/java.lang=ALL-UNNAMED", "-Xmx1g",
                "-Dwaitkit.guard.verdicts=" + VERDICTS), values(c, "jvmArgs"));
        assertEquals(List.of("org.acme.DockerTest"), values(c, "excludedTestClasses"));
        assertEquals(List.of("10000"), values(c, "timeoutConstant"));
        assertEquals(List.of(), replaced, "nothing of the project's was replaced");
        settings.apply(c, REPORTS, VERDICTS, List.of());
        assertEquals(3, values(c, "jvmArgs").size(), "applied twice, the verdicts directory is given once");
    }

    // A JVM argument written as a list's child keeps its commas.
    @Test
    void aJvmArgWithCommasStaysOneArgument() throws Exception {
        Xpp3Dom c = configuration("<jvmArgs><jvmArg>-agentlib:jdwp=transport=dt_socket,server=y,suspend=n</jvmArg>"
                + "</jvmArgs>");
        new GuardSettings(List.of("WAITS"), List.of()).apply(c, REPORTS, VERDICTS, List.of());
        assertEquals(List.of("-agentlib:jdwp=transport=dt_socket,server=y,suspend=n",
                "-Dwaitkit.guard.verdicts=" + VERDICTS), values(c, "jvmArgs"));
    }

    @Test
    void jvmArgsFromAPropertyOrOneValueAreSplitAtCommas() throws Exception {
        Xpp3Dom c = configuration("");
        new GuardSettings(List.of("WAITS"), List.of()).apply(c, REPORTS, VERDICTS,
                GuardSettings.split("-Xmx1g, -Dx=y"));
        assertEquals(List.of("-Xmx1g", "-Dx=y", "-Dwaitkit.guard.verdicts=" + VERDICTS), values(c, "jvmArgs"));
        c = configuration("<jvmArgs>-Xmx1g,-Dx=y</jvmArgs>");
        new GuardSettings(List.of("WAITS"), List.of()).apply(c, REPORTS, VERDICTS, List.of());
        assertEquals(List.of("-Xmx1g", "-Dx=y", "-Dwaitkit.guard.verdicts=" + VERDICTS), values(c, "jvmArgs"));
    }

    @Test
    void ownsWhatItSetsAndNotWhatItKeeps() {
        GuardSettings settings = new GuardSettings(List.of("WAITS"), List.of());
        for (String name : List.of("mutators", "threads", "outputFormats", "targetTests", "reportsDirectory",
                "timestampedReports", "failWhenNoMutations", "skip", "features", "targetClasses")) {
            assertTrue(settings.owns(name), name);
        }
        for (String name : List.of("jvmArgs", "argLine", "excludedTestClasses", "excludedGroups", "timeoutConstant")) {
            assertTrue(!settings.owns(name), name);
        }
    }

    // make guard refuses a -D of every parameter the guard owns, by its
    // property's name (make/src/GuardInputs.java's GUARD_OWNED): one list
    // must follow the other. pitest-maven names two properties apart from
    // their parameters (skip: skipPitest, dryRun: pit.dryRun).
    @Test
    void makeGuardRefusesADashDOfEveryParameterTheGuardOwns() throws Exception {
        String source = java.nio.file.Files.readString(java.nio.file.Path.of("../../make/src/GuardInputs.java"));
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?s)GUARD_OWNED = Set\\.of\\(([^)]*)\\)")
                .matcher(source);
        assertTrue(m.find(), "GUARD_OWNED in make/src/GuardInputs.java");
        java.util.Set<String> refused = new java.util.HashSet<>();
        java.util.regex.Matcher name = java.util.regex.Pattern.compile("\"([^\"]+)\"").matcher(m.group(1));
        while (name.find()) {
            refused.add(name.group(1));
        }
        java.util.Map<String, String> property = java.util.Map.of("skip", "skipPitest", "dryRun", "pit.dryRun");
        for (String owned : new GuardSettings(List.of("WAITS"), List.of("org.acme.*")).owned()) {
            String p = property.getOrDefault(owned, owned);
            assertTrue(refused.contains(p), "GuardInputs' GUARD_OWNED lacks " + p + ", which the guard owns");
        }
    }
}
