// The analysis board as a person uses it: opened from the game screen's menu at the game's
// position, a piece selected and its destinations marked with the core's values, and the
// position editor (pieces placed by taps, the side to move chosen, the core's check on Done).

package app.alquerque.robolectric

import app.alquerque.test.*
import android.view.View
import android.widget.Button
import android.widget.EditText
import android.widget.RadioButton
import android.widget.TextView
import app.alquerque.R
import app.alquerque.analysis.AnalysisScreen
import app.alquerque.board.BoardView
import app.alquerque.common.app
import app.alquerque.core.AnalysisMark
import app.alquerque.core.Piece
import app.alquerque.core.Side
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.Robolectric
import org.robolectric.RobolectricTestRunner
import org.robolectric.Shadows.shadowOf

@RunWith(RobolectricTestRunner::class)
class AnalysisScreenTest : AppTest() {

    @Test
    fun theGamesPositionIsAnalysedAndAPiecesDestinationsAreMarked() {
        save(Saves.TWO_HUMANS)
        val main = launchMain().get()
        main.tap("c2", "c3")
        assertTrue(main.act(R.id.action_analysis))
        val intent = shadowOf(main).nextStartedActivity ?: throw AssertionError("the menu item starts no screen")
        assertEquals(AnalysisScreen::class.java.name, intent.component!!.className)
        val screen = start(Robolectric.buildActivity(AnalysisScreen::class.java, intent)).get()
        waitFor("the analysis") { screen.controller?.ready == true && !screen.controller!!.state.working }
        val controller = screen.controller!!
        assertEquals("Black to move", screen.findViewById<TextView>(R.id.analysis_status).text.toString())
        // After c2-c3 Black must capture with c4: the shipped proof says that loses.
        screen.findViewById<BoardView>(R.id.analysis_board).tap("c4")
        idle()
        val state = controller.state
        assertEquals(point("c4"), state.selected)
        assertEquals(1, state.destinations.size)
        assertEquals(AnalysisMark.LOSES, state.destinations[0].mark)
        assertEquals("c4-c2: loses", screen.findViewById<TextView>(R.id.analysis_rows).text.toString())
        // The game underneath is not touched.
        assertEquals(listOf("c2-c3"), this.screen.board.moveList)
    }

    @Test
    fun theEditorPlacesPiecesChoosesTheSideAndTheCoreAnalysesIt() {
        save(Saves.TWO_HUMANS)
        launchMain()
        val screen = start(Robolectric.buildActivity(AnalysisScreen::class.java)).get()
        waitFor("the analysis board") { screen.controller?.ready == true }
        val controller = screen.controller!!
        val board = screen.findViewById<BoardView>(R.id.analysis_board)
        screen.findViewById<Button>(R.id.analysis_edit).performClick()
        idle()
        assertTrue(controller.state.editing)
        assertEquals(View.VISIBLE, screen.findViewById<View>(R.id.analysis_editor).visibility)
        assertEquals(app.getString(R.string.analysis_done), screen.findViewById<Button>(R.id.analysis_edit).text.toString())
        screen.findViewById<Button>(R.id.analysis_clear).performClick()
        idle()
        assertTrue(controller.state.board.points.all { it.piece == Piece.EMPTY })
        // c3 white; c4 white then black (a second tap); Black to move.
        board.tap("c3")
        board.tap("c4")
        board.tap("c4")
        // Who moves first: two choices, the chosen one checked.
        val white = screen.findViewById<RadioButton>(R.id.analysis_white)
        val black = screen.findViewById<RadioButton>(R.id.analysis_black)
        assertEquals(listOf("White to move", "Black to move"), listOf(white.text.toString(), black.text.toString()))
        assertTrue(white.isChecked && !black.isChecked)
        black.performClick()
        idle()
        assertEquals(Side.BLACK, controller.state.sideToMove)
        assertTrue(black.isChecked && !white.isChecked)
        assertEquals(Piece.BLACK, controller.state.board.points[point("c4")].piece)
        screen.findViewById<Button>(R.id.analysis_edit).performClick()
        waitFor("the analysis") { !controller.state.editing && !controller.state.working }
        assertEquals("-----/--b--/--w--/-----/----- b - 0", controller.state.positionText)
        board.tap("c4")
        idle()
        val capture = controller.state.destinations.firstOrNull { it.notation == "c4-c2" }
        assertNotNull(capture)
        assertEquals(AnalysisMark.WINS, capture!!.mark)
        assertEquals("c4-c2: wins in 1 move", screen.findViewById<TextView>(R.id.analysis_rows).text.toString())
    }

    @Test
    fun aMoveIsPlayedByTapsAndWalkedBackAndForward() {
        save(Saves.TWO_HUMANS)
        launchMain()
        val screen = start(Robolectric.buildActivity(AnalysisScreen::class.java)).get()
        waitFor("the analysis") { screen.controller?.ready == true && !screen.controller!!.state.working }
        val controller = screen.controller!!
        val board = screen.findViewById<BoardView>(R.id.analysis_board)
        val back = screen.findViewById<Button>(R.id.analysis_back)
        val forward = screen.findViewById<Button>(R.id.analysis_forward)
        // Every first move listed, best first; none played yet.
        assertEquals(
            "c2-c3: wins\nd3-c3: loses\nb2-c3: loses\nd2-c3: loses",
            screen.findViewById<TextView>(R.id.analysis_rows).text.toString(),
        )
        assertTrue(!back.isEnabled && !forward.isEnabled)
        board.tap("c2")
        board.tap("c3")
        waitFor("the analysis after c2-c3") { !controller.state.working }
        assertEquals("Black to move", screen.findViewById<TextView>(R.id.analysis_status).text.toString())
        assertEquals("1. c2-c3", screen.findViewById<TextView>(R.id.analysis_moves).text.toString())
        assertEquals("c4-c2: loses", screen.findViewById<TextView>(R.id.analysis_rows).text.toString())
        assertTrue(back.isEnabled && !forward.isEnabled)
        back.performClick()
        waitFor("the start again") { !controller.state.working }
        assertEquals("White to move", screen.findViewById<TextView>(R.id.analysis_status).text.toString())
        assertTrue(!back.isEnabled && forward.isEnabled)
        forward.performClick()
        waitFor("c2-c3 again") { !controller.state.working }
        assertEquals(1u, controller.state.ply)
        // The game underneath is not touched.
        assertEquals(emptyList<String>(), this.screen.board.moveList)
    }

    @Test
    fun aPositionTextIsShownAndOnePastedIsAnalysedOrRefusedWithTheBoardKept() {
        save(Saves.TWO_HUMANS)
        launchMain()
        val screen = start(Robolectric.buildActivity(AnalysisScreen::class.java)).get()
        waitFor("the analysis board") { screen.controller?.ready == true && !screen.controller!!.state.working }
        val controller = screen.controller!!
        // The position text is under the menu, not shown to everyone.
        val panel = screen.findViewById<View>(R.id.analysis_position)
        assertEquals(View.GONE, panel.visibility)
        assertTrue(shadowOf(screen).clickMenuItem(R.id.action_position_text))
        idle()
        assertEquals(View.VISIBLE, panel.visibility)
        val field = screen.findViewById<EditText>(R.id.analysis_position_text)
        // The field shows the board's position, to copy.
        assertEquals(controller.state.positionText, field.text.toString())
        val before = controller.state.positionText
        // Not a position: refused, the reason shown, the board kept.
        field.setText("not a position")
        screen.findViewById<Button>(R.id.analysis_use_text).performClick()
        idle()
        assertEquals(before, controller.state.positionText)
        assertEquals(View.VISIBLE, screen.findViewById<View>(R.id.analysis_notice).visibility)
        // A position pasted from a record: analysed, the editor closed.
        field.setText("-----/--b--/-b---/-w---/----- w - 0")
        screen.findViewById<Button>(R.id.analysis_use_text).performClick()
        waitFor("the analysis") { !controller.state.editing && !controller.state.working }
        assertEquals("-----/--b--/-b---/-w---/----- w - 0", controller.state.positionText)
        assertEquals(View.GONE, screen.findViewById<View>(R.id.analysis_notice).visibility)
    }
}
