// The review screen's controller: a ReviewRun the game's session hands out (the same one
// again for the same game, so a screen turned or opened again picks it up where it is).

package app.alquerque.review

import app.alquerque.common.Controller
import app.alquerque.core.ReviewRun
import app.alquerque.core.ReviewState
import app.alquerque.core.StateObserver
import app.alquerque.core.Swipe
import app.alquerque.drill.DrillController
import kotlinx.coroutines.CoroutineScope

/** Shows each new [ReviewState] of the run [open] gives. */
class ReviewController(scope: CoroutineScope, open: suspend () -> ReviewRun) :
    Controller<ReviewRun, ReviewState>(scope, open) {
    override fun read(model: ReviewRun) = model.state()

    override fun observe(model: ReviewRun, observer: StateObserver) = model.setObserver(observer)

    /** Shows ply [index] (of the review's plies). */
    fun select(index: Int) = act { it.select(index.toUInt()) }

    /** Shows the ply before the one shown. */
    fun previous() = act { it.previous() }

    /** Shows the ply after the one shown. */
    fun next() = act { it.next() }

    /** A swipe across the board: the core says which way shows which ply. */
    fun swipe(swipe: Swipe) = act { it.swipe(swipe) }

    /** Stops the review: it ends with the plies reviewed so far. */
    fun cancel() = act { it.cancel() }

    /** The drill through the person's mistakes, once the review has ended (else null). */
    fun drill(): DrillController? = if (!ready) null else model.drill()?.let { d -> DrillController(scope) { d } }
}
