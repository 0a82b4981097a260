// The analysis screen's controller: the AnalysisBoard the game's session hands out at the
// game's position, whose analysis runs off the main thread and is stopped when it is stale.

package app.alquerque.analysis

import app.alquerque.common.Controller
import app.alquerque.core.AnalysisBoard
import app.alquerque.core.AnalysisState
import app.alquerque.core.Side
import app.alquerque.core.StateObserver
import kotlinx.coroutines.CoroutineScope

/** Drives the [AnalysisBoard] [open] gives and shows each new [AnalysisState]. */
class AnalysisController(scope: CoroutineScope, open: suspend () -> AnalysisBoard) :
    Controller<AnalysisBoard, AnalysisState>(scope, open) {
    override fun read(model: AnalysisBoard) = model.state()

    override fun observe(model: AnalysisBoard, observer: StateObserver) = model.setObserver(observer)

    /**
     * A tap on point [point]: selects a piece, or plays the selected piece's move there (in the
     * editor, changes the point).
     */
    fun tap(point: Int) = answer { it.tap(point) }

    fun clearSelection() = act { it.clearSelection() }

    /** Takes the last move played on the board back (forward plays it again). */
    fun back() = act { it.back() }

    /** Plays the line's next move again, animated. */
    fun forward() = answer { it.forward() }

    /** Opens or closes the editor; a board that is no position keeps it open and says why. */
    fun setEditing(editing: Boolean) = answer { it.setEditing(editing) }

    fun setSideToMove(side: Side) = act { it.setSideToMove(side) }

    fun clearBoard() = act { it.clearBoard() }

    /** The position text [text]; one that is not a position changes nothing and says why. */
    fun setPositionText(text: String) = answer { it.setPositionText(text) }

    /** The screen is left: the analysis stops. */
    fun pause() = act { it.pause() }

    /** The screen is back: an analysis stopped before it was done starts again. */
    fun resume() = act { it.resume() }
}
