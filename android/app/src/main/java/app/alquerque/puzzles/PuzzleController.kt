// The puzzle screen's controller: the Puzzles (the shipped set, the progress, the puzzle on
// screen, all kept in the app's store), which judge every move off the main thread.

package app.alquerque.puzzles

import app.alquerque.common.Controller
import app.alquerque.core.PuzzleGrouping
import app.alquerque.core.PuzzleInfo
import app.alquerque.core.PuzzleListState
import app.alquerque.core.PuzzleState
import app.alquerque.core.Puzzles
import app.alquerque.core.StateObserver
import kotlinx.coroutines.CoroutineScope

/** Drives the [Puzzles] [open] gives and shows each new [PuzzleState]. */
class PuzzleController(scope: CoroutineScope, open: suspend () -> Puzzles) :
    Controller<Puzzles, PuzzleState>(scope, open) {
    override fun read(model: Puzzles) = model.state()

    override fun observe(model: Puzzles, observer: StateObserver) = model.setObserver(observer)

    override fun cueFeedback(state: PuzzleState) = state.feedback

    /**
     * A tap on point [point]: a move it completes is animated now and judged meanwhile; the
     * reply is animated later.
     */
    fun tap(point: Int) = answer { it.tap(point) }

    fun clearSelection() = act { it.clearSelection() }

    fun hint() = act { it.hint() }

    fun restart() = act { it.restart() }

    fun next() = act { it.next() }

    /** The puzzle before this one in the set (wrapping round to the last). */
    fun previous() = act { it.previous() }

    fun open(number: UInt) = act { it.open(number) }

    /** Every puzzle, each marked if solved; only once [ready]. */
    fun list(): List<PuzzleInfo> = model.list()

    /**
     * The list screen: every puzzle (or the unsolved ones) by length or by theme, each marked
     * if solved; only once [ready].
     */
    fun listState(): PuzzleListState = model.listState()

    /** Groups the list by length or by theme. */
    fun setListGrouping(grouping: PuzzleGrouping) = act { it.setListGrouping(grouping) }

    /** Lists only the puzzles not solved yet, or all. */
    fun setUnsolvedOnly(unsolvedOnly: Boolean) = act { it.setUnsolvedOnly(unsolvedOnly) }
}
