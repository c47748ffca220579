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

import java.util.stream.Collectors;

import org.pitest.bytecode.ASMVersion;
import org.pitest.mutationtest.engine.MutationIdentifier;
import org.pitest.mutationtest.engine.gregor.MutationContext;
import org.pitest.reloc.asm.Handle;
import org.pitest.reloc.asm.MethodVisitor;
import org.pitest.reloc.asm.Opcodes;

/**
 * Finds the timed waits of one method for one {@link WaitMutator}, and in
 * the mutant it is asked for replaces the one wait by its helper in
 * {@link Refactored}. As PIT's own mutators do, it registers every wait it
 * finds, candidates included ({@link WaitCall#isCandidate}; {@link
 * WaitOwnerFilter} drops those whose owner is not the wait's), and changes
 * an instruction only when PIT's context says that mutation is the one
 * wanted: the scan pass leaves the bytecode as it was, and PIT's main
 * process and its minion register the same mutations.
 *
 * <p>A call becomes {@code invokestatic waitkit/pit/Refactored.<helper>}
 * with the call's own stack. A method reference is an {@code invokedynamic}
 * of {@code LambdaMetafactory.metafactory} (or of {@code altMetafactory},
 * for a reference cast to an intersection with a marker interface or that
 * needs bridges) whose second bootstrap argument, the implementation handle,
 * points at the wait; it is pointed at the helper, as PIT's
 * BigIntegerMutator rewrites handles. A serializable reference is left
 * alone: its class's {@code $deserializeLambda$} checks the implementation
 * it was serialized with, and would refuse one the mutant changed.
 *
 * <p>In the mutant, just before the helper's call (or the reference's
 * {@code invokedynamic}), {@code ldc "<id>"} and {@code invokestatic
 * waitkit/pit/ActiveMutant.publish} tell the test JVM which mutant runs
 * ({@link ActiveMutant}).
 */
final class WaitCallVisitor extends MethodVisitor {

    private static final String LAMBDA_METAFACTORY = "java/lang/invoke/LambdaMetafactory";
    // java.lang.invoke.LambdaMetafactory.FLAG_SERIALIZABLE
    private static final int FLAG_SERIALIZABLE = 1;
    private static final String ACTIVE_MUTANT = "waitkit/pit/ActiveMutant";

    private final WaitMutator factory;
    private final MutationContext context;

    WaitCallVisitor(WaitMutator factory, MutationContext context, MethodVisitor next) {
        super(ASMVersion.asmVersion(), next);
        this.factory = factory;
        this.context = context;
    }

    @Override
    public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
        WaitCall wait = WaitCall.ofCall(opcode, owner, name, descriptor);
        if (wait != null) {
            MutationIdentifier id = context.registerMutation(factory, factory.describe(wait, false));
            if (context.shouldMutate(id)) {
                publish(id);
                super.visitMethodInsn(Opcodes.INVOKESTATIC, WaitCall.HELPERS, wait.helperName(factory.refactor()),
                        wait.helperDescriptor(), false);
                return;
            }
        }
        super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
    }

    @Override
    public void visitInvokeDynamicInsn(String name, String descriptor, Handle bootstrapMethodHandle,
            Object... bootstrapMethodArguments) {
        Object[] arguments = bootstrapMethodArguments;
        if (isLambdaFactory(bootstrapMethodHandle, arguments) && arguments[1] instanceof Handle) {
            WaitCall wait = WaitCall.ofHandle((Handle) arguments[1]);
            if (wait != null) {
                MutationIdentifier id = context.registerMutation(factory, factory.describe(wait, true));
                if (context.shouldMutate(id)) {
                    publish(id);
                    arguments = arguments.clone();
                    arguments[1] = new Handle(Opcodes.H_INVOKESTATIC, WaitCall.HELPERS,
                            wait.helperName(factory.refactor()), wait.helperDescriptor(), false);
                }
            }
        }
        super.visitInvokeDynamicInsn(name, descriptor, bootstrapMethodHandle, arguments);
    }

    // ldc "<id>"; invokestatic ActiveMutant.publish(String): one more stack
    // slot, which PIT's class writer counts (it computes frames and maxima).
    private void publish(MutationIdentifier id) {
        super.visitLdcInsn(mutantId(id));
        super.visitMethodInsn(Opcodes.INVOKESTATIC, ACTIVE_MUTANT, "publish", "(Ljava/lang/String;)V", false);
    }

    /**
     * Returns a mutation's identity as {@link ActiveMutant} publishes it:
     * mutatedClass, mutatedMethod, methodDescription, indexes (joined by
     * commas) and mutator, as PIT writes them in {@code mutations.xml},
     * separated by one space.
     *
     * @param id the mutation
     * @return for example {@code com.acme.Poller await (J)Z 14 waitkit.pit.WaitMutator_WAIT_YIELD}
     */
    static String mutantId(MutationIdentifier id) {
        return id.getLocation().getClassName().asJavaName() + " " + id.getLocation().getMethodName() + " "
                + id.getLocation().getMethodDesc() + " "
                + id.getIndexes().stream().map(String::valueOf).collect(Collectors.joining(",")) + " "
                + id.getMutator();
    }

    // metafactory(samType, implementation, instantiatedType), or
    // altMetafactory(samType, implementation, instantiatedType, flags, ...)
    // without FLAG_SERIALIZABLE.
    private static boolean isLambdaFactory(Handle bootstrap, Object[] arguments) {
        if (!LAMBDA_METAFACTORY.equals(bootstrap.getOwner()) || arguments.length < 3) {
            return false;
        }
        switch (bootstrap.getName()) {
            case "metafactory":
                return true;
            case "altMetafactory":
                return arguments.length >= 4 && arguments[3] instanceof Integer
                        && ((Integer) arguments[3] & FLAG_SERIALIZABLE) == 0;
            default:
                return false;
        }
    }
}
