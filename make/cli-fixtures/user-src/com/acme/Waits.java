package com.acme;

public final class Waits {
    public static final class Backoff implements java.util.function.LongConsumer {
        @Override
        public void accept(long nanos) {
            java.util.concurrent.locks.LockSupport.parkNanos(nanos);
        }
    }
}
