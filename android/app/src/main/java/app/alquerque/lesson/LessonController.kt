// The lesson screen's controller: the core's Lesson (its steps, its judging, the board), and
// the calls the screen makes on it. Judging a try is the rules' work: every call answers at once.

package app.alquerque.lesson

import app.alquerque.common.Controller
import app.alquerque.core.Lesson
import app.alquerque.core.LessonState
import app.alquerque.core.StateObserver
import kotlinx.coroutines.CoroutineScope

/** Drives the [Lesson] [open] gives and shows each new [LessonState]. */
class LessonController(scope: CoroutineScope, open: suspend () -> Lesson) :
    Controller<Lesson, LessonState>(scope, open) {
    override fun read(model: Lesson) = model.state()

    /** The lesson changes only when called: nothing to be told. */
    override fun observe(model: Lesson, observer: StateObserver) {}

    override fun cueFeedback(state: LessonState) = state.feedback

    /** A tap on point [point]: a move that does the step is animated. */
    fun tap(point: Int) = answer { it.tap(point) }

    fun clearSelection() = act { it.clearSelection() }

    /**
     * The forward button, as the state's `forward` offers it: the next step, or, the lesson
     * over, true: the screen closes (the lesson decides).
     */
    fun forward(): Boolean {
        if (!ready) return false
        val close = model.forward()
        publish(null)
        return close
    }

    fun previous() = act { it.previous() }

    fun restart() = act { it.restart() }

    /** Opens step [step] (from 0) at its start. */
    fun goTo(step: UInt) = act { it.goTo(step) }

    /** The lesson opened again: where it was left, or from the start once finished. */
    fun reopen() = act { it.reopen() }
}
