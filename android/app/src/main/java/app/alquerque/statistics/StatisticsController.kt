// The Statistics screen's controller: the player's statistics as the engine reads them from the
// store (off the main thread), and the reset the screen asks to confirm first. No Android
// import: tests/android runs it on the JVM.

package app.alquerque.statistics

import app.alquerque.core.StatisticsState
import app.alquerque.core.Store
import app.alquerque.core.openStatistics
import app.alquerque.core.resetStatistics
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.launch

/**
 * Reads the statistics from the [store] (the engine reads them on the store's thread, after
 * every game recorded before) and shows each new [StatisticsState] to one listener, on the
 * thread of [scope]. Nothing changes by itself while the screen is open: [load] again to
 * read them afresh.
 */
class StatisticsController(private val scope: CoroutineScope, private val store: suspend () -> Store) {
    /** The state last read; null until the first [load] is done. */
    var state: StatisticsState? = null
        private set
    private var listener: ((StatisticsState) -> Unit)? = null

    /** Shows every new state to [listener] (at once if there is one), or to nobody. */
    fun setListener(listener: ((StatisticsState) -> Unit)?) {
        this.listener = listener
        state?.let { listener?.invoke(it) }
    }

    /** Reads the statistics. */
    fun load() {
        scope.launch { show(openStatistics(store())) }
    }

    /** Forgets every game result (the screen asked the state's resetQuestion first). */
    fun reset() {
        scope.launch { show(resetStatistics(store())) }
    }

    private fun show(state: StatisticsState) {
        this.state = state
        listener?.invoke(state)
    }
}
