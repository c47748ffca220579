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

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.Set;

import org.apache.maven.model.Dependency;
import org.apache.maven.project.DefaultDependencyResolutionRequest;
import org.apache.maven.project.DependencyResolutionException;
import org.apache.maven.project.DependencyResolutionResult;
import org.apache.maven.project.MavenProject;
import org.apache.maven.project.ProjectDependenciesResolver;
import org.eclipse.aether.RepositorySystemSession;
import org.eclipse.aether.graph.DependencyNode;

/**
 * The group ids on a project's test class path: its dependency graph as
 * Maven resolves it for the project's build (every scope, the transitive
 * dependencies of each, conflicts and exclusions resolved, reactor siblings
 * read from the build), so that JUnit 5 or TestNG brought by another
 * dependency (Spring Boot's {@code spring-boot-starter-test}, a company's
 * test kit) is found as a direct one is.
 *
 * <p>Only the graph is collected, from the artifacts' poms: no jar is
 * downloaded before the build itself needs it. Where the graph cannot be
 * collected (a pom that cannot be had offline, say), the groups of the
 * project's direct dependencies and of what was collected are used, and
 * {@link #problem()} says so.
 */
final class TestClassPath {

    private final Set<String> groups;
    private final String problem;

    private TestClassPath(Set<String> groups, String problem) {
        this.groups = Collections.unmodifiableSet(groups);
        this.problem = problem;
    }

    /**
     * Collects a project's test class path.
     *
     * @param resolver Maven's resolver of a project's dependencies
     * @param session  the build's repository session, with the reactor's
     *                 projects as its workspace
     * @param project  the project
     * @return its groups
     */
    static TestClassPath of(ProjectDependenciesResolver resolver, RepositorySystemSession session,
                            MavenProject project) {
        Set<String> groups = new LinkedHashSet<>();
        for (Dependency d : project.getDependencies()) {
            groups.add(d.getGroupId());
        }
        DefaultDependencyResolutionRequest request = new DefaultDependencyResolutionRequest(project, session);
        request.setResolutionFilter((node, parents) -> false);
        try {
            groups.addAll(groupsOf(resolver.resolve(request).getDependencyGraph()));
            return new TestClassPath(groups, null);
        } catch (DependencyResolutionException e) {
            DependencyResolutionResult partial = e.getResult();
            if (partial != null) {
                groups.addAll(groupsOf(partial.getDependencyGraph()));
            }
            return new TestClassPath(groups, e.getMessage());
        }
    }

    /**
     * Returns the group ids of every artifact of a dependency graph.
     *
     * @param root the graph's root, or null
     * @return the group ids, in the order met
     */
    static Set<String> groupsOf(DependencyNode root) {
        Set<String> groups = new LinkedHashSet<>();
        Set<DependencyNode> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<DependencyNode> todo = new ArrayDeque<>();
        if (root != null) {
            todo.push(root);
        }
        while (!todo.isEmpty()) {
            DependencyNode node = todo.pop();
            if (!seen.add(node)) {
                continue;
            }
            if (node.getDependency() != null) {
                groups.add(node.getDependency().getArtifact().getGroupId());
            }
            node.getChildren().forEach(todo::push);
        }
        return groups;
    }

    /**
     * Tells whether an artifact of a group is on the test class path.
     *
     * @param groupId the group, for example {@code org.junit.jupiter}
     * @return whether one is
     */
    boolean has(String groupId) {
        return groups.contains(groupId);
    }

    /**
     * Says why the graph could not be collected whole.
     *
     * @return Maven's message, or null when the whole graph was collected
     */
    String problem() {
        return problem;
    }
}
