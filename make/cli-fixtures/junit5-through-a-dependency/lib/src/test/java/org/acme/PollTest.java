package org.acme;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PollTest {
    @Test
    void givesUpAfterItsTries() throws InterruptedException {
        assertFalse(Poll.until(() -> false, 3));
    }

    @Test
    void returnsOnceTheConditionHolds() throws InterruptedException {
        assertTrue(Poll.until(() -> true, 3));
    }
}
