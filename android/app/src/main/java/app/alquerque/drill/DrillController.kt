// The mistake drill's controller: the MistakeDrill a finished review hands out (the same one
// again for the same review, so a turned screen picks it up where it was), and the calls the
// screen makes on it. A try is judged by the core off the main thread; the drill says when.

package app.alquerque.drill

import app.alquerque.common.Controller
import app.alquerque.core.DrillState
import app.alquerque.core.MistakeDrill
import app.alquerque.core.StateObserver
import kotlinx.coroutines.CoroutineScope

/** Drives the [MistakeDrill] [open] gives and shows each new [DrillState]. */
class DrillController(scope: CoroutineScope, open: suspend () -> MistakeDrill) :
    Controller<MistakeDrill, DrillState>(scope, open) {
    override fun read(model: MistakeDrill) = model.state()

    override fun observe(model: MistakeDrill, observer: StateObserver) = model.setObserver(observer)

    override fun cueFeedback(state: DrillState) = state.feedback

    /** A tap on point [point]: a whole move is judged off this thread. */
    fun tap(point: Int) = answer { it.tap(point) }

    fun clearSelection() = act { it.clearSelection() }

    fun next() = act { it.next() }

    fun previous() = act { it.previous() }

    /** Shows the better move and its line, worked out off this thread. */
    fun showSolution() = answer { it.showSolution() }

    /** Leaves this mistake unsolved and goes on to the next. */
    fun skip() = answer { it.skip() }

    /** Stops a try being judged (the screen is closing). */
    fun cancel() = act { it.cancel() }
}
