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

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.pitest.bytecode.ASMVersion;
import org.pitest.classinfo.ClassByteArraySource;
import org.pitest.reloc.asm.ClassReader;
import org.pitest.reloc.asm.ClassVisitor;
import org.pitest.reloc.asm.MethodVisitor;
import org.pitest.reloc.asm.Opcodes;

/**
 * The supertypes of the classes a wait is called on, read from their class
 * files: PIT's byte source (the project's class path), else the JDK's
 * (a user's class may extend ForkJoinWorkerThread, which extends Thread). It
 * decides whether a candidate call ({@link WaitCall#isCandidate}) is the
 * wait's: its owner's superclasses and interfaces reach one of the form's
 * JDK types, no class on the way is one the form excludes, and, for {@code
 * Thread.sleep}, no class on the way declares a static method of the same
 * name and descriptor, which would hide Thread's. A class whose file cannot
 * be read is taken not to reach the type: the call is left alone.
 *
 * <p>Headers are kept for the run: the same owners recur from class to class.
 */
final class ClassHierarchy {

    private static final String OBJECT = "java/lang/Object";

    private final ClassByteArraySource source;
    private final Map<String, Optional<Header>> headers = new HashMap<>();

    ClassHierarchy(ClassByteArraySource source) {
        this.source = source;
    }

    /**
     * Tells whether a call of a wait's name and descriptor on this owner is
     * the wait.
     *
     * @param wait  the form the call is a candidate of
     * @param owner the call's owner, an internal name
     * @return {@code true} when the owner is a subtype of the form's JDK type
     */
    boolean takes(WaitCall wait, String owner) {
        Deque<String> interfaces = new ArrayDeque<>();
        // the superclass chain: an excluded class, a hiding declaration, or a root class
        for (String c = owner; c != null && !c.equals(OBJECT); ) {
            if (wait.excluded().contains(c)) {
                return false;
            }
            if (wait.roots().contains(c)) {
                return true;
            }
            Optional<Header> h = header(c);
            if (h.isEmpty()) {
                return false;
            }
            if (wait.hiddenByDeclaration() && h.get().declaresStatic(wait.methodName(), wait.descriptor())) {
                return false;
            }
            interfaces.addAll(h.get().interfaces);
            c = h.get().superName;
        }
        // the interfaces of the chain and theirs: a root interface
        Set<String> seen = new HashSet<>();
        while (!interfaces.isEmpty()) {
            String i = interfaces.removeFirst();
            if (wait.roots().contains(i)) {
                return true;
            }
            if (seen.add(i)) {
                header(i).ifPresent(h -> interfaces.addAll(h.interfaces));
            }
        }
        return false;
    }

    private Optional<Header> header(String internalName) {
        return headers.computeIfAbsent(internalName, this::read);
    }

    private Optional<Header> read(String internalName) {
        Optional<byte[]> bytes = source.getBytes(internalName.replace('/', '.'));
        if (bytes.isEmpty()) {
            bytes = jdkBytes(internalName);
        }
        try {
            return bytes.map(Header::of);
        } catch (IllegalArgumentException e) {
            // a class file newer than PIT's ASM reads
            return Optional.empty();
        }
    }

    // The platform class loader sees the JDK's modules, whose class files a
    // resource lookup returns whatever the package's encapsulation.
    private static Optional<byte[]> jdkBytes(String internalName) {
        try (InputStream in = ClassLoader.getPlatformClassLoader().getResourceAsStream(internalName + ".class")) {
            return in == null ? Optional.empty() : Optional.of(in.readAllBytes());
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** A class's superclass, interfaces and static methods. */
    private static final class Header {
        private final String superName;
        private final List<String> interfaces;
        private final Set<String> staticMethods;

        private Header(String superName, List<String> interfaces, Set<String> staticMethods) {
            this.superName = superName;
            this.interfaces = interfaces;
            this.staticMethods = staticMethods;
        }

        static Header of(byte[] bytes) {
            ClassReader reader = new ClassReader(bytes);
            Set<String> statics = new HashSet<>();
            reader.accept(new ClassVisitor(ASMVersion.asmVersion()) {
                @Override
                public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                        String[] exceptions) {
                    if ((access & Opcodes.ACC_STATIC) != 0) {
                        statics.add(name + descriptor);
                    }
                    return null;
                }
            }, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
            return new Header(reader.getSuperName(), new ArrayList<>(Arrays.asList(reader.getInterfaces())), statics);
        }

        boolean declaresStatic(String name, String descriptor) {
            return staticMethods.contains(name + descriptor);
        }
    }
}
