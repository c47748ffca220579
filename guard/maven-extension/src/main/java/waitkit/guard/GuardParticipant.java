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

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;

import org.apache.maven.AbstractMavenLifecycleParticipant;
import org.apache.maven.MavenExecutionException;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.model.Dependency;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.model.PluginManagement;
import org.apache.maven.project.MavenProject;
import org.apache.maven.project.ProjectDependenciesResolver;
import org.codehaus.plexus.util.xml.Xpp3Dom;

/**
 * Adds pitest-maven to every project of a build that {@code make guard}
 * runs, with the wait mutators and the test-framework plugins as its
 * dependencies, and writes the guard's settings into its configuration, so
 * that the goal {@code org.pitest:pitest-maven:<version>:mutationCoverage}
 * given on the command line runs the guard's PIT without an edit of the
 * user's pom.
 *
 * <p>A project that already declares pitest-maven, in its build, a parent's
 * or only in {@code pluginManagement}, keeps its declaration: its
 * dependencies and the settings that say how its tests are found and
 * started; the guard's version, plugins and settings replace the rest
 * ({@link GuardSettings}), in the plugin's configuration and in each
 * execution's, where Maven gives them precedence over {@code -D}. Each
 * project gets one line saying what it got, and one saying what of its own
 * the guard replaced, if anything. The surefire setting
 * {@code testFailureIgnore}, which PIT reads as {@code skipFailingTests}, is
 * removed for the same reason: a test that fails without a mutation would
 * be dropped instead of stopping the run (surefire itself does not run in a
 * guard build, which ends at {@code test-compile}).
 *
 * <p>JUnit 5's and TestNG's PIT plugins are added to the projects whose
 * test class path holds {@code org.junit.jupiter} or {@code org.testng}
 * artifacts, direct or brought by another dependency ({@link TestClassPath}).
 *
 * <p>Read from the user properties ({@code -D} on the command line); without
 * {@value #PIT_VERSION} the participant does nothing:
 * <ul>
 * <li>{@value #PIT_VERSION}: the pitest-maven version;</li>
 * <li>{@value #DEPENDENCIES}: {@code group:artifact:version} of each plugin
 *     jar every project gets, separated by commas;</li>
 * <li>{@value #JUNIT5_DEPENDENCIES}: the same, for the projects whose test
 *     class path holds JUnit 5 ({@code org.junit.jupiter}): PIT's JUnit 5
 *     plugin, which a JUnit 4 project's test JVM could not load;</li>
 * <li>{@value #TESTNG_DEPENDENCIES}: the same, for the projects whose test
 *     class path holds TestNG ({@code org.testng}): PIT's TestNG plugin;</li>
 * <li>{@value #REPORTS}: the directory under which each project's PIT
 *     reports go, in a folder named by its artifactId;</li>
 * <li>{@value #MUTATORS}: PIT's {@code mutators}, separated by commas
 *     (default {@code WAITS});</li>
 * <li>{@value #TARGET_TESTS}: PIT's {@code targetTests}, globs separated by
 *     commas (default: PIT's, every package of the test build directory);</li>
 * <li>{@value #VERDICT_ROOT}: the directory under which the assertions in
 *     each project's minion JVMs record their verdicts, in a folder named by
 *     its artifactId that the participant creates and hands to the minions
 *     as the system property {@value GuardSettings#VERDICTS_PROPERTY}.</li>
 * </ul>
 */
public final class GuardParticipant extends AbstractMavenLifecycleParticipant {

    /** The user property with the pitest-maven version. */
    public static final String PIT_VERSION = "waitkit.guard.pitVersion";

    /** The user property with the plugin jars, {@code g:a:v,...}. */
    public static final String DEPENDENCIES = "waitkit.guard.dependencies";

    /** The user property with the plugin jars for projects with JUnit 5 tests, {@code g:a:v,...}. */
    public static final String JUNIT5_DEPENDENCIES = "waitkit.guard.junit5Dependencies";

    /** The user property with the plugin jars for projects with TestNG tests, {@code g:a:v,...}. */
    public static final String TESTNG_DEPENDENCIES = "waitkit.guard.testngDependencies";

    /** The user property with the reports' root directory. */
    public static final String REPORTS = "waitkit.guard.reports";

    /** The user property with PIT's mutators, {@code A,B,...}. */
    public static final String MUTATORS = "waitkit.guard.mutators";

    /** The user property with PIT's target tests, {@code glob,glob,...}. */
    public static final String TARGET_TESTS = "waitkit.guard.targetTests";

    /** The user property with the verdicts' root directory. */
    public static final String VERDICT_ROOT = "waitkit.guard.verdictRoot";

    private static final String GROUP = "org.pitest";
    private static final String ARTIFACT = "pitest-maven";
    private static final String SUREFIRE = "org.apache.maven.plugins:maven-surefire-plugin";

    // Set by the container, as components.xml requires.
    private ProjectDependenciesResolver resolver;

    @Override
    public void afterProjectsRead(MavenSession session) throws MavenExecutionException {
        Properties user = session.getUserProperties();
        String version = user.getProperty(PIT_VERSION);
        if (version == null || version.isBlank()) {
            return;
        }
        List<Dependency> jars = dependencies(session, user.getProperty(DEPENDENCIES, ""));
        List<Dependency> junit5 = dependencies(session, user.getProperty(JUNIT5_DEPENDENCIES, ""));
        List<Dependency> testng = dependencies(session, user.getProperty(TESTNG_DEPENDENCIES, ""));
        String reports = user.getProperty(REPORTS);
        String verdictRoot = user.getProperty(VERDICT_ROOT);
        GuardSettings settings = new GuardSettings(GuardSettings.split(user.getProperty(MUTATORS, "WAITS")),
                GuardSettings.split(user.getProperty(TARGET_TESTS)));
        for (MavenProject project : session.getProjects()) {
            String name = project.getArtifactId();
            Set<String> replaced = new LinkedHashSet<>();
            Plugin pit = pitestMaven(project);
            if (!version.equals(pit.getVersion()) && pit.getVersion() != null) {
                replaced.add("pitest-maven " + pit.getVersion() + " -> " + version);
            }
            pit.setVersion(version);
            for (Dependency d : pit.getDependencies()) {
                if (d.getGroupId().equals(GROUP) && List.of("pitest", "pitest-entry").contains(d.getArtifactId())
                        && !version.equals(d.getVersion())) {
                    replaced.add(d.getArtifactId() + " " + d.getVersion() + " -> " + version);
                    d.setVersion(version);
                }
            }
            List<Dependency> wanted = new ArrayList<>(jars);
            wanted.addAll(frameworkPlugins(session, project, junit5, testng));
            for (Dependency jar : wanted) {
                Dependency present = pit.getDependencies().stream().filter(d -> d.getGroupId().equals(jar.getGroupId())
                        && d.getArtifactId().equals(jar.getArtifactId())).findFirst().orElse(null);
                if (present == null) {
                    pit.addDependency(jar.clone());
                } else if (!jar.getVersion().equals(present.getVersion())) {
                    replaced.add(jar.getArtifactId() + " " + present.getVersion() + " -> " + jar.getVersion());
                    present.setVersion(jar.getVersion());
                }
            }
            List<String> kept = new ArrayList<>();
            Xpp3Dom configuration = pit.getConfiguration() instanceof Xpp3Dom c ? c : new Xpp3Dom("configuration");
            for (Xpp3Dom child : configuration.getChildren()) {
                if (!settings.owns(child.getName())) {
                    kept.add(child.getName());
                }
            }
            pit.setConfiguration(configuration);
            String reportsDirectory = reports == null || reports.isBlank() ? project.getBuild().getDirectory()
                    + "/pit-reports" : reports + "/" + name;
            String verdicts = verdictRoot == null || verdictRoot.isBlank() ? null : verdicts(session, verdictRoot, name);
            List<String> jvmArgs = GuardSettings.split(property(session, project, "jvmArgs"));
            replaced.addAll(settings.apply(configuration, reportsDirectory, verdicts, jvmArgs));
            for (PluginExecution execution : pit.getExecutions()) {
                Xpp3Dom c = execution.getConfiguration() instanceof Xpp3Dom x ? x : new Xpp3Dom("configuration");
                execution.setConfiguration(c);
                // Maven has copied the plugin's configuration into each
                // execution's: what was said of the plugin is not said again.
                for (String r : settings.apply(c, reportsDirectory, verdicts, jvmArgs)) {
                    if (!replaced.contains(r)) {
                        replaced.add("execution " + execution.getId() + "'s " + r);
                    }
                }
            }
            replaced.addAll(dropTestFailureIgnore(project));
            for (String key : GuardSettings.DROPPED.stream().sorted().toList()) {
                Object was = project.getProperties().remove(key);
                if (was != null) {
                    replaced.add("the property " + key + " " + was + " -> removed");
                }
            }
            List<String> narrowing = new ArrayList<>(GuardSettings.NARROWING.stream().sorted().toList());
            if (GuardSettings.split(user.getProperty(TARGET_TESTS)).isEmpty()) {
                narrowing.add("targetTests");
            }
            for (String key : narrowing) {
                String value = property(session, project, key);
                if (value != null) {
                    kept.add(key + "=" + value + " (a property)");
                }
            }
            System.out.println("[INFO] waitkit guard: " + name + " gets " + GROUP + ":" + ARTIFACT + ":" + version
                    + " with " + pit.getDependencies().stream().map(Dependency::getArtifactId).toList());
            if (!replaced.isEmpty()) {
                System.out.println("[INFO] waitkit guard: " + name + ": the guard's settings replace the project's: "
                        + String.join("; ", replaced) + (kept.isEmpty() ? "" : "; kept: " + String.join(", ", kept)));
            } else if (!kept.isEmpty()) {
                System.out.println("[INFO] waitkit guard: " + name + ": the project's own PIT settings kept: "
                        + String.join(", ", kept));
            }
        }
    }

    // PIT's plugins for the test frameworks on the project's test class path:
    // JUnit 5's where it holds org.junit.jupiter, TestNG's where org.testng.
    // A pom-packaged project has no tests, and PIT skips it.
    private List<Dependency> frameworkPlugins(MavenSession session, MavenProject project, List<Dependency> junit5,
                                              List<Dependency> testng) {
        List<Dependency> plugins = new ArrayList<>();
        if (project.getPackaging().equals("pom")) {
            return plugins;
        }
        TestClassPath classPath = TestClassPath.of(resolver, session.getRepositorySession(), project);
        if (classPath.problem() != null) {
            System.out.println("[WARNING] waitkit guard: " + project.getArtifactId() + ": its test class path could"
                    + " not be collected whole, JUnit 5 and TestNG were looked for in what was: "
                    + classPath.problem());
        }
        if (classPath.has("org.junit.jupiter")) {
            plugins.addAll(junit5);
        }
        if (classPath.has("org.testng")) {
            plugins.addAll(testng);
        }
        return plugins;
    }

    /**
     * Returns the project's pitest-maven: its build's (a parent's and its
     * pluginManagement's merged in by Maven), else a new one in its build
     * that takes the configuration and the dependencies of a pitest-maven
     * its pluginManagement alone declares, if any.
     *
     * @param project the project, whose build gets the plugin
     * @return the plugin
     */
    static Plugin pitestMaven(MavenProject project) {
        Plugin declared = project.getPlugin(GROUP + ":" + ARTIFACT);
        if (declared != null) {
            return declared;
        }
        Plugin pit = new Plugin();
        pit.setGroupId(GROUP);
        pit.setArtifactId(ARTIFACT);
        PluginManagement management = project.getBuild().getPluginManagement();
        Plugin managed = management == null ? null : management.getPluginsAsMap().get(GROUP + ":" + ARTIFACT);
        if (managed != null) {
            pit.setVersion(managed.getVersion());
            if (managed.getConfiguration() instanceof Xpp3Dom c) {
                pit.setConfiguration(new Xpp3Dom(c));
            }
            managed.getDependencies().forEach(d -> pit.addDependency(d.clone()));
        }
        project.getBuild().addPlugin(pit);
        return pit;
    }

    /**
     * Removes surefire's {@code testFailureIgnore=true}, which PIT reads as
     * {@code skipFailingTests}: a test that fails without a mutation would be
     * dropped instead of stopping the run.
     *
     * @param project the project
     * @return what was replaced, for the project's line
     */
    static List<String> dropTestFailureIgnore(MavenProject project) {
        Plugin surefire = project.getPlugin(SUREFIRE);
        if (surefire == null || !(surefire.getConfiguration() instanceof Xpp3Dom c)) {
            return List.of();
        }
        List<String> replaced = new ArrayList<>();
        for (int i = c.getChildCount() - 1; i >= 0; i--) {
            Xpp3Dom child = c.getChild(i);
            if (child.getName().equals("testFailureIgnore") && "true".equalsIgnoreCase(String.valueOf(
                    child.getValue()).trim())) {
                c.removeChild(i);
                replaced.add("maven-surefire-plugin's testFailureIgnore true (PIT's skipFailingTests) -> false");
            }
        }
        return replaced;
    }

    // A property as a mojo parameter's expression reads it: the user's and
    // the system's, then the project's.
    private static String property(MavenSession session, MavenProject project, String key) {
        String value = session.getUserProperties().getProperty(key);
        if (value == null) {
            value = session.getSystemProperties().getProperty(key);
        }
        return value != null ? value : project.getProperties().getProperty(key);
    }

    private static String verdicts(MavenSession session, String root, String name) throws MavenExecutionException {
        Path dir = Path.of(root, name);
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new MavenExecutionException("waitkit guard: cannot create the verdicts directory " + dir + ": " + e,
                    session.getRequest().getPom());
        }
        return dir.toString();
    }

    private static List<Dependency> dependencies(MavenSession session, String list) throws MavenExecutionException {
        List<Dependency> jars = new ArrayList<>();
        for (String coordinates : list.split(",")) {
            if (coordinates.isBlank()) {
                continue;
            }
            String[] gav = coordinates.trim().split(":");
            if (gav.length != 3) {
                throw new MavenExecutionException("waitkit guard: expected group:artifact:version, got '" + coordinates
                        + "'", session.getRequest().getPom());
            }
            Dependency d = new Dependency();
            d.setGroupId(gav[0]);
            d.setArtifactId(gav[1]);
            d.setVersion(gav[2]);
            jars.add(d);
        }
        return jars;
    }
}
