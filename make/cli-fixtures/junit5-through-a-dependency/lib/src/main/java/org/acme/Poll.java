package org.acme;

import java.util.function.BooleanSupplier;

public final class Poll {
    private Poll() {
    }

    public static boolean until(BooleanSupplier condition, int tries) throws InterruptedException {
        for (int i = 0; i < tries; i++) {
            if (condition.getAsBoolean()) {
                return true;
            }
            Thread.sleep(1);
        }
        return false;
    }
}
