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


package waitkit.mutant;

import java.util.EnumSet;
import java.util.Set;

import com.sun.source.tree.Tree;
import com.sun.source.util.TreePathScanner;

/**
 * A scan of a parsed source file that knows whether the node being scanned
 * is inside a loop, whatever the loop's kind: what {@link WaitCallFinder}
 * and {@link WaitSiteInventory} both ask of a wait.
 */
abstract class LoopScanner extends TreePathScanner<Void, Void> {

    private static final Set<Tree.Kind> LOOPS = EnumSet.of(Tree.Kind.WHILE_LOOP, Tree.Kind.DO_WHILE_LOOP,
            Tree.Kind.FOR_LOOP, Tree.Kind.ENHANCED_FOR_LOOP);

    private int loopDepth;

    /**
     * Tells whether the node being scanned is inside a loop.
     *
     * @return true if at least one loop encloses it
     */
    protected final boolean inLoop() {
        return loopDepth > 0;
    }

    /**
     * Starts the body of a class declared inside a loop as outside any loop:
     * the loop encloses the declaration, not the calls of its methods.
     *
     * @return the loops that enclosed the declaration, for {@link #endClass}
     */
    protected final int startClass() {
        int outer = loopDepth;
        loopDepth = 0;
        return outer;
    }

    /**
     * Ends a class's body started with {@link #startClass}.
     *
     * @param outer what {@link #startClass} returned
     */
    protected final void endClass(int outer) {
        loopDepth = outer;
    }

    @Override
    public Void scan(Tree tree, Void p) {
        boolean loop = tree != null && LOOPS.contains(tree.getKind());
        if (loop) {
            loopDepth++;
        }
        try {
            return super.scan(tree, p);
        } finally {
            if (loop) {
                loopDepth--;
            }
        }
    }
}
