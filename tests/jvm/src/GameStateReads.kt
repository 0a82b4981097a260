// What the JVM tests read off a game screen's state in one word (the bindings' tests here, the
// Android controllers' in tests/android and the Robolectric screens', which compile this file
// too): the moves in order, the notice slot, the board's pieces and how it is turned.

package app.alquerque.test

import app.alquerque.core.GameState
import app.alquerque.core.MoveInfo
import app.alquerque.core.Outcome
import app.alquerque.core.PlayedMove
import app.alquerque.core.PointState
import app.alquerque.core.Side

/** Every move of the game in notation, in order (read off the numbered rows). */
val GameState.moveList: List<String>
    get() = moveRows.flatMap { listOfNotNull(it.first, it.second) }.filter { it != "…" }

/** The notice slot when it holds a notice, not the hint found (which it shows otherwise). */
val GameState.notice: String?
    get() = message?.takeUnless { m -> board.hint?.let { m.contains(it.notation) } == true }

/** The board's 25 points, a1 to e5. */
val GameState.points: List<PointState> get() = board.points

/** The move a hint suggests, drawn on the board. */
val GameState.hint: MoveInfo? get() = board.hint

/** The last move, highlighted. */
val GameState.lastMove: MoveInfo? get() = board.lastMove

/** The board is turned round. */
val GameState.flipped: Boolean get() = board.flipped

/** The side to move. */
val GameState.sideToMove: Side get() = board.sideToMove

/** A capture is being entered and must go on. */
val GameState.keepJumping: Boolean get() = board.keepJumping

/** The points of the capture entered so far. */
val GameState.pendingPath: List<Int> get() = board.pendingPath

/** A person is to move: the board offers pieces to select. */
val GameState.humanToMove: Boolean get() = board.points.any { it.selectable }

/** What perfect play proves, as the line under the board says it while nothing searches. */
val GameState.knownText: String get() = if (thinking) "" else caption

/** The words of a refused action; fails if it was done. */
fun Outcome.refusal(): String = (this as? Outcome.Refused)?.reason ?: throw AssertionError("expected a refusal, got $this")

/** The move a done action played; fails if it was refused. */
fun Outcome.played(): PlayedMove? = (this as? Outcome.Done ?: throw AssertionError("expected it done, got $this")).played
