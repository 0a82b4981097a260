// The home's controller: the engine's Home over the app's game, puzzles, games with friends and
// lesson (each opened by its own controller), and the rating read again from the store each
// time the home comes back to the front. No Android import: tests/android runs it on the JVM.
// iOS's counterpart: Home/HomeViewModel.swift.

package app.alquerque.home

import app.alquerque.common.Controller
import app.alquerque.core.Home
import app.alquerque.core.HomeState
import app.alquerque.core.StateObserver
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.launch

/**
 * Shows the [HomeState] of the [Home] that [open] gives. The home changes by nothing of its
 * own: the other screens change the game, the puzzles, the lesson and the games with friends,
 * and [reload] reads it all again when the home is shown.
 */
class HomeController(scope: CoroutineScope, open: suspend () -> Home) : Controller<Home, HomeState>(scope, open) {
    override fun read(model: Home): HomeState = model.state()

    override fun observe(model: Home, observer: StateObserver) {}

    /** Reads the rating again from the store (a game may have ended since), then shows the home. */
    fun reload() {
        whenReady {
            scope.launch {
                model.reload()
                publish(null)
            }
        }
    }
}
