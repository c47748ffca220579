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
import java.util.List;
import java.util.Properties;


import org.apache.maven.AbstractMavenLifecycleParticipant;
import org.apache.maven.MavenExecutionException;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.model.Dependency;
import org.apache.maven.model.Plugin;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.util.xml.Xpp3Dom;

/**
 * Adds pitest-maven to every project of a build that {@code make guard}
 * runs, with the wait mutators and the test-framework plugins as its
 * dependencies and a reports directory of its own per project, so that the
 * goal {@code org.pitest:pitest-maven:<version>:mutationCoverage} given on the
 * command line finds its plugins without an edit of the user's pom. A
 * project that already declares pitest-maven keeps its declaration; the
 * version and the dependencies are added to it.
 *
 * <p>Read from the user properties ({@code -D} on the command line); without
 * {@value #PIT_VERSION} the participant does nothing:
 * <ul>
 * <li>{@value #PIT_VERSION}: the pitest-maven version;</li>
 * <li>{@value #DEPENDENCIES}: {@code group:artifact:version} of each plugin
 *     jar every project gets, separated by commas;</li>
 * <li>{@value #JUNIT5_DEPENDENCIES}: the same, for the projects whose
 *     dependencies include JUnit 5 ({@code org.junit.jupiter}): PIT's JUnit 5
 *     plugin, which a JUnit 4 project's test JVM could not load;</li>
 * <li>{@value #TESTNG_DEPENDENCIES}: the same, for the projects whose
 *     dependencies include TestNG ({@code org.testng}): PIT's TestNG plugin;</li>
 * <li>{@value #REPORTS}: the directory under which each project's PIT
 *     reports go, in a folder named by its artifactId.</li>
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

    private static final String GROUP = "org.pitest";
    private static final String ARTIFACT = "pitest-maven";

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
        for (MavenProject project : session.getProjects()) {
            Plugin pit = project.getPlugin(GROUP + ":" + ARTIFACT);
            if (pit == null) {
                pit = new Plugin();
                pit.setGroupId(GROUP);
                pit.setArtifactId(ARTIFACT);
                project.getBuild().addPlugin(pit);
            }
            pit.setVersion(version);
            List<Dependency> wanted = new ArrayList<>(jars);
            if (project.getDependencies().stream().anyMatch(d -> d.getGroupId().equals("org.junit.jupiter"))) {
                wanted.addAll(junit5);
            }
            if (project.getDependencies().stream().anyMatch(d -> d.getGroupId().equals("org.testng"))) {
                wanted.addAll(testng);
            }
            for (Dependency jar : wanted) {
                boolean present = pit.getDependencies().stream().anyMatch(d -> d.getGroupId().equals(jar.getGroupId())
                        && d.getArtifactId().equals(jar.getArtifactId()));
                if (!present) {
                    pit.addDependency(jar.clone());
                }
            }
            if (reports != null && !reports.isBlank()) {
                Xpp3Dom configuration = pit.getConfiguration() instanceof Xpp3Dom c ? c : new Xpp3Dom("configuration");
                Xpp3Dom dir = configuration.getChild("reportsDirectory");
                if (dir == null) {
                    dir = new Xpp3Dom("reportsDirectory");
                    configuration.addChild(dir);
                }
                dir.setValue(reports + "/" + project.getArtifactId());
                pit.setConfiguration(configuration);
            }
            System.out.println("[INFO] waitkit guard: " + project.getArtifactId() + " gets " + GROUP + ":" + ARTIFACT
                    + ":" + version + " with " + pit.getDependencies().stream().map(Dependency::getArtifactId).toList());
        }
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
