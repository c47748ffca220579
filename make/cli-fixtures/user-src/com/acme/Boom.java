package com.acme;

public final class Boom implements java.util.function.LongConsumer {
    @Override
    public void accept(long nanos) {
        throw new IllegalStateException("boom");
    }
}
