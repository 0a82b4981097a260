// The new-game sheet's controller: the engine's NewGame over the app's game, the choice kept in
// the store. No Android import: tests/android runs it on the JVM. iOS's counterpart:
// NewGame/NewGameViewModel.swift.

package app.alquerque.newgame

import app.alquerque.common.Controller
import app.alquerque.core.ColourChoice
import app.alquerque.core.NewGame
import app.alquerque.core.NewGameState
import app.alquerque.core.Opponent
import app.alquerque.core.Outcome
import app.alquerque.core.StateObserver
import app.alquerque.core.Variant
import kotlinx.coroutines.CoroutineScope

/**
 * Shows the [NewGameState] of the [NewGame] that [open] gives and forwards the sheet's
 * choices; the engine decides what is selected, what is enabled and what Start game does.
 */
class NewGameController(scope: CoroutineScope, open: suspend () -> NewGame) : Controller<NewGame, NewGameState>(scope, open) {
    override fun read(model: NewGame): NewGameState = model.state()

    override fun observe(model: NewGame, observer: StateObserver) {}

    fun setOpponent(opponent: Opponent) = act { it.setOpponent(opponent) }

    fun setColour(colour: ColourChoice) = act { it.setColour(colour) }

    fun setVariant(variant: Variant) = act { it.setVariant(variant) }

    fun setReversal(allowed: Boolean) = act { it.setReversal(allowed) }

    /** Begins the game chosen on the app's game (the sheet asked the state's confirmText first); null until [ready]. */
    fun start(): Outcome? {
        if (!ready) return null
        val outcome = model.start()
        publish(null)
        return outcome
    }
}
