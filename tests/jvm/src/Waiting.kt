// What the JVM tests share (those of the bindings here, and those of the Android controllers in
// tests/android, which compile this file too): waiting for what the engine works out on its own
// threads, and an observer that keeps what it is told.

package app.alquerque.test

import app.alquerque.core.PlayedMove
import app.alquerque.core.StateObserver
import java.util.Collections
import kotlin.test.fail

/**
 * How long a wait may see nothing before it is taken for a deadlock: a guard against a test that
 * would hang, not a measure (the slowest wait, a game of the AI against itself on a busy machine,
 * takes a small part of it).
 */
const val DEADLOCK_GUARD_SECONDS = 600L

/**
 * Waits until [f] gives something: the state the engine's threads bring about, looked at until
 * it is there. [f] must give a state that stays once reached ("the reply is among the moves",
 * not "the moves are exactly these"): the engine does not wait for the test, and on a busy
 * machine it may have moved on (the computer's answer, a hint or a search finished) before the
 * test looks. There is no time limit on how long an event may take: [guardSeconds] only ends a
 * test that would hang for good, and its failure says so.
 */
fun <T : Any> waitFor(what: String, guardSeconds: Long = DEADLOCK_GUARD_SECONDS, f: () -> T?): T {
    val end = System.nanoTime() + guardSeconds * 1_000_000_000
    while (true) {
        f()?.let { return it }
        if (System.nanoTime() > end) {
            fail("$what never came: no sign of it after $guardSeconds s, taken for a deadlock (this limit only stops a hang; it measures no speed)")
        }
        Thread.sleep(5)
    }
}

/** Keeps every change it is told of, with the moves to animate. */
class Recorder : StateObserver {
    val changes: MutableList<PlayedMove?> = Collections.synchronizedList(mutableListOf())

    override fun onChange(played: PlayedMove?) {
        changes += played
    }

    /** The moves it was told were played, in order. */
    val played: List<PlayedMove> get() = synchronized(changes) { changes.filterNotNull() }
}
