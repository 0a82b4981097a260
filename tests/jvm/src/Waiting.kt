// What the JVM tests share (those of the bindings here, and those of the Android controllers in
// tests/android, which compile this file too): waiting for what the engine works out on its own
// threads, and an observer that keeps what it is told.

package app.alquerque.test

import app.alquerque.core.PlayedMove
import app.alquerque.core.StateObserver
import java.util.Collections
import kotlin.test.fail

/** Waits until [f] gives something; fails after [seconds]. */
fun <T : Any> waitFor(what: String, seconds: Long = 60, f: () -> T?): T {
    val end = System.nanoTime() + seconds * 1_000_000_000
    while (true) {
        f()?.let { return it }
        if (System.nanoTime() > end) fail("timed out waiting for $what")
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
