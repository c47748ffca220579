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

package waitkit.measure;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a JVM thread is for, told from the name the kernel holds for it
 * ({@code /proc/<pid>/task/<tid>/comm}), so that a scenario can say which
 * threads got the CPU: the garbage collector, the compiler, the Reference
 * Handler, the cleaners, the VM's other threads, or the application.
 */
public enum ThreadRole {

    /** Garbage collector threads of any collector. */
    GC,
    /** JIT compiler threads. */
    COMPILER,
    /** The thread that enqueues discovered references. */
    REFERENCE_HANDLER,
    /**
     * Threads that run {@link java.lang.ref.Cleaner} actions: the JDK's
     * Common-Cleaner, the "Cleaner-N" threads of {@code Cleaner.create()},
     * and from JDK 26 (JDK-8344332) the thread of {@code java.nio.BufferCleaner},
     * which frees direct buffers: an {@code InnocuousThread} that keeps its
     * default name "InnocuousThread-N" (kernel name "Innocuo..read-1" for
     * "InnocuousThread-1").
     */
    CLEANER,
    /** Other VM-internal threads. */
    VM,
    /** Every other thread: application threads. */
    APPLICATION;

    /**
     * Tells what a thread is for from its {@code comm} name.
     * <p>
     * Linux keeps 15 characters of a thread's name. HotSpot gives the kernel
     * the first 15 characters of a longer name before JDK 26, and from JDK 26
     * (JDK-8368124) its first 7 characters, "..", and its last 6: "Reference
     * Handler" is "Reference Handl" on JDK 25 and "Referen..andler" on 26.
     * A thread gets a role when its kernel name is one of these three forms
     * (whole, truncated, abbreviated) of a name the role's threads are given
     * (see {@link KnownName}); every other thread is {@link #APPLICATION}.
     * A long application name whose first 15 characters are a known name's
     * cannot be told from that name before JDK 26.
     *
     * @param comm the thread's name as the kernel reports it
     * @return its role
     */
    public static ThreadRole of(String comm) {
        for (KnownName known : KNOWN_NAMES) {
            if (known.isKernelName(comm)) {
                return known.role();
            }
        }
        return ThreadRole.APPLICATION;
    }

    /** The kernel's limit on a thread's name, without the terminating zero. */
    private static final int KERNEL_NAME_LENGTH = 15;

    /** Characters of a long name that JDK-8368124's form keeps before "..". */
    private static final int ABBREVIATED_HEAD = 7;

    /** Characters of a long name that JDK-8368124's form keeps after "..". */
    private static final int ABBREVIATED_TAIL = 6;

    /** JDK-8368124's form of a long name: its first 7 characters, "..", its last 6. */
    private static final Pattern ABBREVIATED_NAME = Pattern.compile(
            "(.{" + ABBREVIATED_HEAD + "})\\.\\.(.{" + ABBREVIATED_TAIL + "})");

    /** What follows a {@link KnownName}'s stem in the names it stands for. */
    private enum Tail {
        /** Nothing: the stem is the whole name. */
        NONE,
        /** A decimal number, as in "GC Thread#3" or "C2 CompilerThread12". */
        NUMBER,
        /** Any text or none, as in "G1 Conc#0" and "G1 Main Marker". */
        ANY
    }

    /**
     * Thread names a role's threads are given: a stem, and what may follow it.
     * <p>
     * A name is recognised in each form the kernel may hold it in:
     * <ul>
     * <li>whole: the name itself;</li>
     * <li>truncated: 15 characters that begin a name longer than 15;</li>
     * <li>abbreviated: {@code A..B} where a name longer than 15 begins with
     *     the 7 characters A and ends with the 6 characters B.</li>
     * </ul>
     * A stem followed by a number ends, in its abbreviated form, with the
     * last digits of the number after the last characters of the stem, or
     * with 6 digits: "C2 Comp..hread0", "C2 Comp..read12". Any text after a
     * stem hides, in the abbreviated form, what of the stem lies beyond the
     * first 7 characters, so such a stem has at most 7 characters: then the
     * abbreviated form holds it whole ("G1 Refi..ontrol").
     *
     * @param stem the name, or the beginning all the names share
     * @param tail what follows the stem
     * @param role the role of the threads so named
     */
    private record KnownName(String stem, Tail tail, ThreadRole role) {

        KnownName {
            if (tail == Tail.ANY && stem.length() > ABBREVIATED_HEAD) {
                throw new IllegalArgumentException("a stem followed by any text must have at most "
                        + ABBREVIATED_HEAD + " characters, which an abbreviated name keeps: '" + stem + "'");
            }
        }

        static KnownName exactly(String name, ThreadRole role) {
            return new KnownName(name, Tail.NONE, role);
        }

        static KnownName numbered(String stem, ThreadRole role) {
            return new KnownName(stem, Tail.NUMBER, role);
        }

        static KnownName startingWith(String stem, ThreadRole role) {
            return new KnownName(stem, Tail.ANY, role);
        }

        boolean isKernelName(String comm) {
            return isName(comm)
                    || (comm.length() == KERNEL_NAME_LENGTH && beginsLongName(comm))
                    || isAbbreviatedName(comm);
        }

        private boolean isName(String s) {
            return s.startsWith(stem) && canBeTail(s.substring(stem.length()), true);
        }

        // Whether s is the beginning of a name longer than s.
        private boolean beginsLongName(String s) {
            if (stem.length() > s.length()) {
                return stem.startsWith(s);
            }
            return tail != Tail.NONE && s.startsWith(stem) && canBeTail(s.substring(stem.length()), false);
        }

        private boolean isAbbreviatedName(String comm) {
            Matcher m = ABBREVIATED_NAME.matcher(comm);
            if (!m.matches()) {
                return false;
            }
            String head = m.group(1);
            String end = m.group(2);
            return switch (tail) {
                case NONE -> stem.length() > KERNEL_NAME_LENGTH && stem.startsWith(head) && stem.endsWith(end);
                // The stem lies within the head; the rest of the name is free.
                case ANY -> head.startsWith(stem);
                case NUMBER -> numberedNameBegins(head) && numberedNameEnds(end);
            };
        }

        // Whether a numbered name can begin with the 7 characters of head.
        private boolean numberedNameBegins(String head) {
            return stem.length() >= head.length() ? stem.startsWith(head)
                    : head.startsWith(stem) && isDigits(head.substring(stem.length()));
        }

        // Whether a numbered name longer than 15 characters can end with the
        // 6 characters of end: the stem's last characters and the number's
        // digits, or 6 digits of the number.
        private boolean numberedNameEnds(String end) {
            for (int digits = 1; digits < end.length(); digits++) {
                String fromStem = end.substring(0, end.length() - digits);
                if (stem.length() + digits > KERNEL_NAME_LENGTH && stem.endsWith(fromStem)
                        && isDigits(end.substring(fromStem.length()))) {
                    return true;
                }
            }
            return isDigits(end);
        }

        // Whether s can be what follows the stem in a name, whole or only
        // begun; a number has at least one digit.
        private boolean canBeTail(String s, boolean whole) {
            return switch (tail) {
                case NONE -> s.isEmpty();
                case NUMBER -> isDigits(s) && (!whole || !s.isEmpty());
                case ANY -> true;
            };
        }
    }

    private static boolean isDigits(String s) {
        return s.chars().allMatch(c -> c >= '0' && c <= '9');
    }

    /**
     * The names of the JVM's own threads, by role, as HotSpot (the
     * {@code "%s CompilerThread%d"} and {@code "GC Thread#%d"} patterns and
     * the collectors' thread names) and java.base name them. Serial GC works
     * in the "VM Thread", which is counted as VM.
     */
    private static final List<KnownName> KNOWN_NAMES = List.of(
            KnownName.numbered("GC Thread#", ThreadRole.GC),
            KnownName.startingWith("G1 ", ThreadRole.GC),
            KnownName.startingWith("ZWorker", ThreadRole.GC),
            KnownName.exactly("ZDirector", ThreadRole.GC),
            KnownName.startingWith("ZDriver", ThreadRole.GC),
            KnownName.startingWith("ZStat", ThreadRole.GC),
            KnownName.exactly("ZUnmapper", ThreadRole.GC),
            KnownName.exactly("ZUncommitter", ThreadRole.GC),
            KnownName.numbered("ZUncommitter#", ThreadRole.GC),
            // "Shenandoah Control Thread", "Shenandoah GC Threads#0" on JDK 17
            // and 21; "ShenControl", "ShenWorker#0" on 27.
            KnownName.startingWith("Shen", ThreadRole.GC),
            KnownName.numbered("C1 CompilerThread", ThreadRole.COMPILER),
            KnownName.numbered("C2 CompilerThread", ThreadRole.COMPILER),
            KnownName.numbered("JVMCI CompilerThread", ThreadRole.COMPILER),
            KnownName.numbered("JVMCI-native CompilerThread", ThreadRole.COMPILER),
            KnownName.exactly("Reference Handler", ThreadRole.REFERENCE_HANDLER),
            KnownName.exactly("Common-Cleaner", ThreadRole.CLEANER),
            KnownName.numbered("Cleaner-", ThreadRole.CLEANER),
            KnownName.numbered("InnocuousThread-", ThreadRole.CLEANER),
            KnownName.startingWith("VM ", ThreadRole.VM),
            KnownName.exactly("Signal Dispatcher", ThreadRole.VM),
            KnownName.exactly("Finalizer", ThreadRole.VM),
            KnownName.exactly("Service Thread", ThreadRole.VM),
            KnownName.exactly("Monitor Deflation Thread", ThreadRole.VM),
            KnownName.exactly("Notification Thread", ThreadRole.VM),
            KnownName.exactly("Sweeper thread", ThreadRole.VM));
}
