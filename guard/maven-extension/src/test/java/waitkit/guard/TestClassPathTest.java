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
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.graph.DefaultDependencyNode;
import org.eclipse.aether.graph.Dependency;
import org.eclipse.aether.graph.DependencyNode;
import org.junit.jupiter.api.Test;

/**
 * The groups of a project's test class path are read from its whole
 * dependency graph: JUnit 5 or TestNG brought by another dependency counts
 * as a direct one does.
 */
class TestClassPathTest {

    private static DefaultDependencyNode node(String coordinates, String scope, DependencyNode... children) {
        DefaultDependencyNode node = new DefaultDependencyNode(new Dependency(new DefaultArtifact(coordinates), scope));
        node.setChildren(List.of(children));
        return node;
    }

    private static DependencyNode project(DependencyNode... dependencies) {
        DefaultDependencyNode root = new DefaultDependencyNode(new DefaultArtifact("org.acme:lib:1.0"));
        root.setChildren(List.of(dependencies));
        return root;
    }

    @Test
    void jUnit5ThroughSpringBootsStarterIsFound() {
        DependencyNode graph = project(
                node("org.acme:core:1.0", "compile"),
                node("org.springframework.boot:spring-boot-starter-test:3.4.1", "test",
                        node("org.springframework.boot:spring-boot-test:3.4.1", "test"),
                        node("org.junit.jupiter:junit-jupiter:5.11.4", "test",
                                node("org.junit.jupiter:junit-jupiter-engine:5.11.4", "test",
                                        node("org.junit.platform:junit-platform-engine:1.11.4", "test")))));
        Set<String> groups = TestClassPath.groupsOf(graph);
        assertTrue(groups.contains("org.junit.jupiter"), groups.toString());
        assertTrue(!groups.contains("org.testng"), groups.toString());
    }

    @Test
    void testNgThroughACompanysTestKitIsFound() {
        DependencyNode graph = project(node("com.acme:test-kit:2.0", "test",
                node("com.acme:fixtures:2.0", "test", node("org.testng:testng:7.10.2", "test"))));
        assertTrue(TestClassPath.groupsOf(graph).contains("org.testng"));
    }

    @Test
    void aGraphWithoutEitherHasNeither() {
        DependencyNode graph = project(node("junit:junit:4.13.2", "test",
                node("org.hamcrest:hamcrest-core:1.3", "test")));
        assertEquals(Set.of("junit", "org.hamcrest"), TestClassPath.groupsOf(graph));
    }

    @Test
    void aNodeReachedTwiceIsReadOnce() {
        DefaultDependencyNode shared = node("org.junit.jupiter:junit-jupiter-api:5.11.4", "test");
        DependencyNode graph = project(node("com.acme:a:1", "test", shared), node("com.acme:b:1", "test", shared));
        assertEquals(Set.of("com.acme", "org.junit.jupiter"), TestClassPath.groupsOf(graph));
    }
}
