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

import java.util.Collection;
import java.util.Optional;
import java.util.stream.Collectors;

import org.objectweb.asm.Handle;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.pitest.bytecode.analysis.ClassTree;
import org.pitest.bytecode.analysis.MethodTree;
import org.pitest.mutationtest.build.InterceptorType;
import org.pitest.mutationtest.build.MutationInterceptor;
import org.pitest.mutationtest.engine.Mutater;
import org.pitest.mutationtest.engine.MutationDetails;

/**
 * PIT's filter of the wait mutators' candidates, in its main process: of
 * the mutations a {@link WaitMutator} registered, it drops those whose call
 * is a candidate ({@link WaitCall#isCandidate}) on an owner whose hierarchy
 * does not reach the wait's JDK type ({@link ClassHierarchy}), such as a
 * user's class with a {@code static void sleep(long)} of its own, and keeps
 * every other mutation. The minion never sees a dropped mutation: PIT sends
 * it the ones kept, which it finds again by their identifiers.
 *
 * <p>It reads the instruction a mutation is at as PIT's own filters do: the
 * mutation's method in the class's tree, the instruction at the mutation's
 * index (a call, or the implementation handle of a method reference).
 */
final class WaitOwnerFilter implements MutationInterceptor {

    private final ClassHierarchy hierarchy;
    private ClassTree current;

    WaitOwnerFilter(ClassHierarchy hierarchy) {
        this.hierarchy = hierarchy;
    }

    @Override
    public InterceptorType type() {
        return InterceptorType.FILTER;
    }

    @Override
    public void begin(ClassTree clazz) {
        current = clazz;
    }

    @Override
    public Collection<MutationDetails> intercept(Collection<MutationDetails> mutations, Mutater m) {
        return mutations.stream().filter(this::keeps).collect(Collectors.toList());
    }

    @Override
    public void end() {
        current = null;
    }

    private boolean keeps(MutationDetails mutation) {
        if (!WaitMutator.isOne(mutation.getMutator())) {
            return true;
        }
        // a mutation this filter cannot place is kept, as PIT's own filters keep what they cannot judge
        Optional<MethodTree> method = current.method(mutation.getId().getLocation());
        if (method.isEmpty()) {
            return true;
        }
        AbstractInsnNode insn = method.get().instructionForIndex(mutation.getInstructionIndex()).orElse(null);
        String owner;
        WaitCall wait;
        if (insn instanceof MethodInsnNode) {
            MethodInsnNode call = (MethodInsnNode) insn;
            owner = call.owner;
            wait = WaitCall.ofCall(call.getOpcode(), call.owner, call.name, call.desc);
        } else if (insn instanceof InvokeDynamicInsnNode && ((InvokeDynamicInsnNode) insn).bsmArgs.length > 1
                && ((InvokeDynamicInsnNode) insn).bsmArgs[1] instanceof Handle) {
            Handle handle = (Handle) ((InvokeDynamicInsnNode) insn).bsmArgs[1];
            owner = handle.getOwner();
            wait = WaitCall.ofHandle(handle.getTag(), handle.getOwner(), handle.getName(), handle.getDesc());
        } else {
            return true;
        }
        return wait == null || !wait.isCandidate(owner) || hierarchy.takes(wait, owner);
    }
}
