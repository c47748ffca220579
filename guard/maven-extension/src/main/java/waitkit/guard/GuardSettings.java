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

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.codehaus.plexus.util.xml.Xpp3Dom;

/**
 * The pitest-maven settings a guard run depends on, written over a project's
 * own {@code <configuration>} of the plugin (and of each of its executions),
 * where Maven gives them precedence over {@code -D} properties.
 *
 * <p>Three kinds of parameter:
 * <ul>
 * <li><b>the guard's</b>, set to the guard's value whatever the project
 *     says: which mutants exist ({@code mutators}, {@code mutationEngine},
 *     {@code maxMutationsPerClass}, {@code detectInlinedCode}), which tests
 *     judge them ({@code targetTests}, when {@code TESTS=} is given, and
 *     {@code crossModule=true}: in a reactor each module's tests also judge
 *     the waits of the modules it depends on), how they
 *     run (one minion at a time, {@code threads=1}: the assertions measure
 *     time and CPU), what is reported and where ({@code outputFormats},
 *     {@code reportsDirectory}, {@code timestampedReports},
 *     {@code verbosity}), and that PIT runs and judges at all ({@code skip},
 *     {@code skipTests}, {@code skipFailingTests}, {@code dryRun},
 *     {@code failWhenNoMutations}, the thresholds, which would fail the build
 *     on survivors, the finding);</li>
 * <li><b>PIT's defaults</b>, the project's configured value removed: what
 *     would add threads or reuse an earlier run's results ({@code features},
 *     {@code extraFeatures}, {@code historyInputFile},
 *     {@code historyOutputFile}, with the guard's {@code withHistory=false};
 *     the participant removes project properties of these names too), and
 *     what would hide a wait site or narrow the tests behind
 *     {@code TESTS=} ({@code targetClasses}, {@code excludedClasses},
 *     {@code excludedMethods}, {@code avoidCallsTo},
 *     {@code includedTestMethods}). For the latter, a property of the same
 *     name, which pitest-maven reads where its configuration is silent,
 *     still applies: a {@code -D} in {@code MAVEN_ARGS}, or a project
 *     property such as {@code examples/hikaricp-bag}'s
 *     {@code <targetClasses>}, which names the class it mutates in a
 *     dependency's jar, are choices made for the guard, not a configuration
 *     of the project's own PIT runs;</li>
 * <li><b>the project's</b>, kept: how its tests are found and started,
 *     which only the project knows ({@code jvmArgs}, {@code argLine},
 *     {@code excludedTestClasses}, {@code excludedGroups},
 *     {@code includedGroups}, {@code excludedRunners},
 *     {@code environmentVariables}, {@code timeoutConstant},
 *     {@code timeoutFactor}, {@code jvm}, the class path settings,
 *     {@code fullMutationMatrix}, {@code parseSurefireConfig}...), with the
 *     guard's {@code -Dwaitkit.guard.verdicts=<dir>} added to
 *     {@code jvmArgs}.</li>
 * </ul>
 */
final class GuardSettings {

    /** The system property the minion JVMs get: the directory the assertions record their verdicts in. */
    static final String VERDICTS_PROPERTY = "waitkit.guard.verdicts";

    /** The parameters removed from the configuration, whose property still applies. */
    static final Set<String> NARROWING = Set.of("targetClasses", "excludedClasses", "excludedMethods", "avoidCallsTo",
            "includedTestMethods");

    /** The parameters removed from the configuration, and their project properties with them. */
    static final Set<String> DROPPED = Set.of("features", "extraFeatures", "historyInputFile", "historyOutputFile");

    /** The parameters the guard sets to values of its own. */
    private final Map<String, List<String>> forced = new LinkedHashMap<>();

    /** The parameters removed from the configuration. */
    private final List<String> defaulted = new ArrayList<>();

    /**
     * Makes the settings of one guard run.
     *
     * @param mutators    PIT's mutators, as {@code mutators} takes them
     * @param targetTests the test globs, or none for PIT's default (every
     *                    package of the test build directory), or a project
     *                    property {@code targetTests} where there is one
     */
    GuardSettings(List<String> mutators, List<String> targetTests) {
        forced.put("mutators", List.copyOf(mutators));
        if (targetTests.isEmpty()) {
            defaulted.add("targetTests");
        } else {
            forced.put("targetTests", List.copyOf(targetTests));
        }
        forced.put("threads", List.of("1"));
        forced.put("crossModule", List.of("true"));
        forced.put("outputFormats", List.of("XML", "HTML"));
        forced.put("timestampedReports", List.of("false"));
        forced.put("failWhenNoMutations", List.of("false"));
        forced.put("skip", List.of("false"));
        forced.put("skipTests", List.of("false"));
        forced.put("skipFailingTests", List.of("false"));
        forced.put("dryRun", List.of("false"));
        forced.put("withHistory", List.of("false"));
        forced.put("mutationThreshold", List.of("0"));
        forced.put("coverageThreshold", List.of("0"));
        forced.put("testStrengthThreshold", List.of("0"));
        forced.put("maxSurviving", List.of("-1"));
        forced.put("maxMutationsPerClass", List.of("-1"));
        forced.put("mutationEngine", List.of("gregor"));
        forced.put("detectInlinedCode", List.of("true"));
        forced.put("verbosity", List.of("DEFAULT"));
        defaulted.addAll(NARROWING.stream().sorted().toList());
        defaulted.addAll(DROPPED.stream().sorted().toList());
    }

    /**
     * Tells whether a parameter is the guard's: set or reset whatever the
     * project says.
     *
     * @param name the parameter's name
     * @return whether the guard owns it
     */
    boolean owns(String name) {
        return forced.containsKey(name) || defaulted.contains(name) || name.equals("reportsDirectory");
    }

    /**
     * Returns the parameters the guard sets, resets or drops, bar those a
     * property may still narrow ({@link #NARROWING}).
     *
     * @return their names
     */
    Set<String> owned() {
        Set<String> names = new java.util.TreeSet<>(forced.keySet());
        names.addAll(defaulted);
        names.add("reportsDirectory");
        names.removeAll(NARROWING);
        return names;
    }

    /**
     * Writes the guard's settings over one {@code <configuration>} of
     * pitest-maven and says what of the project's it replaced.
     *
     * @param configuration    the plugin's or an execution's configuration, changed in place
     * @param reportsDirectory the directory PIT writes this project's reports to
     * @param verdicts         the directory the minions record verdicts in, or null
     * @param jvmArgs          the {@code jvmArgs} a {@code -D} or property
     *                         gives, for a configuration without its own
     * @return one {@code name old -> new} per value of the project's that was replaced
     */
    List<String> apply(Xpp3Dom configuration, String reportsDirectory, String verdicts, List<String> jvmArgs) {
        List<String> replaced = new ArrayList<>();
        Map<String, List<String>> values = new LinkedHashMap<>(forced);
        values.put("reportsDirectory", List.of(reportsDirectory));
        for (Map.Entry<String, List<String>> e : values.entrySet()) {
            String was = remove(configuration, e.getKey());
            String now = String.join(",", e.getValue());
            if (was != null && !was.equals(now)) {
                replaced.add(e.getKey() + " " + was + " -> " + now);
            }
            configuration.addChild(element(e.getKey(), e.getValue()));
        }
        for (String name : defaulted) {
            String was = remove(configuration, name);
            if (was != null) {
                replaced.add(name + " " + was + " -> PIT's default");
            }
        }
        if (verdicts != null) {
            List<String> were = removeValues(configuration, "jvmArgs");
            List<String> args = new ArrayList<>(were == null ? jvmArgs : were);
            args.removeIf(a -> a.startsWith("-D" + VERDICTS_PROPERTY + "="));
            args.add("-D" + VERDICTS_PROPERTY + "=" + verdicts);
            configuration.addChild(element("jvmArgs", args));
        }
        return replaced;
    }

    /**
     * Splits a list parameter's text as Maven does for a collection given as
     * one value: at each comma, blanks dropped.
     *
     * @param value the text, or null
     * @return the values
     */
    static List<String> split(String value) {
        if (value == null) {
            return List.of();
        }
        return Arrays.stream(value.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList();
    }

    // Removes the named child and returns its values joined by commas
    // (a list's children, or its text), or null when it had none.
    private static String remove(Xpp3Dom configuration, String name) {
        List<String> were = removeValues(configuration, name);
        return were == null ? null : String.join(",", were);
    }

    // Removes the named child and returns its values as they were written:
    // a list's children one by one (a JVM argument may hold commas, as
    // -agentlib:jdwp=transport=dt_socket,server=y does), or its text split
    // at commas as Maven splits a collection given as one value; null when
    // it had none.
    private static List<String> removeValues(Xpp3Dom configuration, String name) {
        List<String> were = null;
        for (int i = configuration.getChildCount() - 1; i >= 0; i--) {
            Xpp3Dom child = configuration.getChild(i);
            if (child.getName().equals(name)) {
                were = values(child);
                configuration.removeChild(i);
            }
        }
        return were;
    }

    private static List<String> values(Xpp3Dom element) {
        if (element.getChildCount() == 0) {
            return split(element.getValue());
        }
        List<String> items = new ArrayList<>();
        for (Xpp3Dom child : element.getChildren()) {
            items.add(child.getValue() == null ? "" : child.getValue().trim());
        }
        return items;
    }

    // A parameter of one value is its text; a list parameter (more than one
    // value, or one of mutators, targetTests, outputFormats, jvmArgs) has a
    // child per value, as a pom writes it.
    private static Xpp3Dom element(String name, List<String> values) {
        Xpp3Dom element = new Xpp3Dom(name);
        if (values.size() == 1 && !List.of("mutators", "targetTests", "outputFormats", "jvmArgs").contains(name)) {
            element.setValue(values.get(0));
            return element;
        }
        for (String v : values) {
            Xpp3Dom item = new Xpp3Dom("value");
            item.setValue(v);
            element.addChild(item);
        }
        return element;
    }
}
