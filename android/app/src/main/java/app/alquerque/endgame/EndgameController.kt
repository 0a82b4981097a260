// The endgame trainer's controller: the core's EndgameTrainer (a won position from the endgame
// tables, each move judged by them) and the calls the screen makes on it. Judging a move is a
// probe of the tables, not a search: every call answers at once.

package app.alquerque.endgame

import app.alquerque.common.Controller
import app.alquerque.core.EndgameState
import app.alquerque.core.EndgameTrainer
import app.alquerque.core.StateObserver
import kotlinx.coroutines.CoroutineScope

/** Drives the [EndgameTrainer] [open] gives and shows each new [EndgameState]. */
class EndgameController(scope: CoroutineScope, open: suspend () -> EndgameTrainer) :
    Controller<EndgameTrainer, EndgameState>(scope, open) {
    override fun read(model: EndgameTrainer) = model.state()

    /** The trainer changes only when called: nothing to be told. */
    override fun observe(model: EndgameTrainer, observer: StateObserver) {}

    override fun cueFeedback(state: EndgameState) = state.feedback

    /** A tap on point [point]: a kept move's reply, or the winning move, is animated. */
    fun tap(point: Int) = answer { it.tap(point) }

    fun clearSelection() = act { it.clearSelection() }

    /** Another position of the same level. */
    fun nextPosition() = act { it.nextPosition() }

    /** One level easier (nothing at the first). */
    fun easier() = act { it.easier() }

    /** One level harder (nothing at the last the tables hold). */
    fun harder() = act { it.harder() }
}
