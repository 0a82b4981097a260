// JVM tests of the analysis board's calls through the generated Kotlin bindings: opened from a
// game or a position text, worked out off the caller's thread and told to the observer, a
// piece's destinations with their marks, the editor, and hostile strings refused.

package app.alquerque.test

import app.alquerque.core.AlquerqueException
import app.alquerque.core.AnalysisBoard
import app.alquerque.core.AnalysisMark
import app.alquerque.core.AnalysisState
import app.alquerque.core.GameSession
import app.alquerque.core.Piece
import app.alquerque.core.Player
import app.alquerque.core.Side
import app.alquerque.core.Variant
import app.alquerque.core.boardGeometry
import app.alquerque.core.defaultOptions
import org.junit.jupiter.api.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertTrue

class AnalysisTest {
    private val points = boardGeometry().points.associate { it.name to it.index }
    private fun at(name: String) = points.getValue(name)

    private fun done(board: AnalysisBoard): AnalysisState = waitFor("the analysis") { board.state().takeUnless { it.working } }

    @Test
    fun aPiecesDestinationsCarryTheirMarksAndLabels() {
        val board = AnalysisBoard.fromText("-----/--b--/-b---/-w---/----- w - 0", Variant.STANDARD, false)
        val recorder = Recorder()
        board.setObserver(recorder)
        board.setPositionText("-----/--b--/-b---/-w---/----- w - 0")
        waitFor("the observer told") { recorder.changes.size.takeIf { it >= 1 } }
        val state = done(board)
        assertEquals("White to move", state.statusText)
        board.tap(at("b2"))
        val selected = board.state()
        val win = selected.destinations.single { it.notation == "b2-b4-d4" }
        assertEquals(AnalysisMark.WINS, win.mark)
        assertEquals("wins in 1 move", win.label)
        assertEquals(at("d4"), win.point)
        assertEquals(AnalysisMark.WINS, selected.pointMarks.single { it.point == at("d4") }.mark)
        assertTrue(selected.rows.contains("b2-b4-d4: wins in 1 move"))
    }

    @Test
    fun theGamesPositionIsAnalysedAndDrawsClaimNothing() {
        val session = GameSession(defaultOptions().copy(white = Player.Human, black = Player.Human))
        session.tap(at("c2"))
        session.tap(at("c3"))
        val board = session.analysis()
        assertEquals(Side.BLACK, done(board).sideToMove)
        board.tap(at("c4"))
        assertEquals(listOf(AnalysisMark.LOSES), board.state().destinations.map { it.mark })

        val drawn = AnalysisBoard.fromText("bbbbb/bbbbb/bb-ww/wwwww/wwwww w - 0", Variant.ALFONSO, false)
        assertTrue(done(drawn).noteText.contains("draw"))
        drawn.tap(at("c2"))
        assertTrue(drawn.state().destinations.all { it.mark == AnalysisMark.NOT_KNOWN })
    }

    @Test
    fun theEditorIsCallsOnTheModel() {
        val board = AnalysisBoard.fromText("bbbbb/bbbbb/bb-ww/wwwww/wwwww w - 0", Variant.STANDARD, false)
        board.setEditing(true)
        board.clearBoard()
        board.tap(at("c3"))
        board.tap(at("c4"))
        board.tap(at("c4"))
        board.setSideToMove(Side.BLACK)
        assertEquals(Piece.BLACK, board.state().board.points[at("c4")].piece)
        board.setEditing(false)
        assertEquals("-----/--b--/--w--/-----/----- b - 0", done(board).positionText)
    }

    @Test
    fun hostileStringsAreRefusedAndChangeNothing() {
        val board = AnalysisBoard.fromText("bbbbb/bbbbb/bb-ww/wwwww/wwwww w - 0", Variant.STANDARD, false)
        val before = done(board).positionText
        for (text in listOf("", "\u0000", "x".repeat(100_000), "bbbbb/bbbbb/bb-ww/wwwww/wwwww w c3< 0", "\uD83D\uDE00/-----/-----/-----/----- w - 0")) {
            board.setPositionText(text).refusal()
            assertEquals(before, board.state().positionText)
            assertTrue(board.state().notice!!.startsWith("This is not a position"))
        }
        assertFailsWith<AlquerqueException.InvalidRecord> { AnalysisBoard.fromText("nonsense", Variant.STANDARD, false) }
        board.tap(25).refusal()
        board.tap(-1).refusal()
    }
}
