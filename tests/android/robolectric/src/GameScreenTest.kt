// The game screen (GameScreen) driven as a person drives it: touches on the board where its
// points are drawn, the menu, and what comes back on screen, checked against the engine.

package app.alquerque.robolectric

import app.alquerque.test.*
import android.app.AlertDialog
import android.content.Context
import android.content.ContextWrapper
import android.content.DialogInterface
import android.graphics.PointF
import android.view.View
import app.alquerque.R
import app.alquerque.common.app
import app.alquerque.core.AlquerqueException
import app.alquerque.core.GameSession
import app.alquerque.core.GameStatus
import app.alquerque.core.Piece
import app.alquerque.core.Player
import app.alquerque.core.Side
import app.alquerque.core.WinReason
import app.alquerque.game.GameScreen
import app.alquerque.review.ReviewScreen
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertSame
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.Shadows.shadowOf
import org.robolectric.shadows.ShadowDialog

@RunWith(RobolectricTestRunner::class)
class GameScreenTest : AppTest() {

    @Test
    fun theStartIsDrawnWhereTheEngineSaysAndAtItsGeometry() {
        val main = launchMain().get()
        val board = main.board
        // The points lie on the engine's grid: column and row, one spacing apart.
        val s = board.spacing()
        assertTrue("the board has room", s > 20)
        val a1 = board.centre(point("a1"))
        for (p in geometry.points) {
            val c = board.centre(p.index)
            assertEquals("x of ${p.name}", a1.x + p.col * s, c.x, 1.5f)
            assertEquals("y of ${p.name}", a1.y - p.row * s, c.y, 1.5f)
        }
        // What is drawn at each point is what the engine says stands there.
        val pixels = render(board)
        val pieces = controller.rules().start.map { it.piece }
        assertEquals(pieces, screen.board.points.map { it.piece })
        val expected = mapOf(
            Piece.WHITE to main.getColor(R.color.piece_light_fill),
            Piece.BLACK to main.getColor(R.color.piece_dark_fill),
            Piece.EMPTY to main.getColor(R.color.board_line),
        )
        for (p in geometry.points) {
            val c = board.centre(p.index)
            assertColor("the middle of ${p.name} (${pieces[p.index]})", expected.getValue(pieces[p.index]), pixels.getPixel(c.x.toInt(), c.y.toInt()))
        }
        assertEquals(savedBoard().statusText, main.text(R.id.status))
        assertFalse("no moves yet, no move list", main.shows(R.id.move_list_scroll))
        assertFalse(main.shows(R.id.notice))
    }

    @Test
    fun tapsPlayAMoveAndTheAiAnswers() {
        // By default a person plays White against the AI; Black's reply to d3-c3 is forced.
        save(Saves.RETURNING)
        val main = launchMain().get()
        main.tap("d3")
        assertTrue("the tapped piece is selected", screen.board.points[point("d3")].selected)
        val ring = render(main.board)
        val c = main.board.centre(point("d3"))
        val r = main.board.spacing() * 0.42f
        assertColor("the selection ring", main.getColor(R.color.mark_selected), ring.getPixel((c.x + r).toInt(), c.y.toInt()), 40)
        main.tap("c3")
        // The person's move is the game's first. The computer's answer (Black's only move) comes
        // 0.7 s after it, by the engine's clock: a busy machine may show it with the move.
        assertEquals(listOf("d3-c3"), screen.board.moveList.take(1))
        assertTrue(main.text(R.id.move_list), main.text(R.id.move_list).startsWith("1. d3-c3"))
        waitFor("the AI's answer") { screen.board.moveList.size == 2 && screen.board.humanToMove }
        assertEquals(listOf("d3-c3", "b3-d3"), screen.board.moveList)
        assertEquals("1. d3-c3 b3-d3", main.text(R.id.move_list))
        assertTrue(main.shows(R.id.move_list_scroll))
        val engine = savedBoard()
        assertEquals(listOf("d3-c3", "b3-d3"), engine.moveList)
        assertEquals(engine.statusText, main.text(R.id.status))
        assertEquals(Side.WHITE, engine.sideToMove)
        // Once the AI has moved, the line under the board shows nothing of a search (and no
        // verdict: the player did not ask for one).
        assertFalse(screen.board.thinking)
        assertTrue("nothing under the board", !main.shows(R.id.progress) || main.text(R.id.progress).isEmpty())
    }

    @Test
    fun reviewOpensOnlyOnceThereIsAMoveToReview() {
        save(Saves.TWO_HUMANS)
        val main = launchMain().get()
        assertFalse(screen.board.canReview)
        assertFalse("no move yet: Review is dimmed in More", main.moreItem(R.id.action_review)!!.isEnabled)
        main.morePopup?.dismiss()
        assertFalse("and does nothing", main.act(R.id.action_review))
        assertNull("no move yet: nothing to review", shadowOf(main).nextStartedActivity)
        main.tap("c2", "c3")
        assertTrue(screen.board.canReview)
        assertTrue(main.act(R.id.action_review))
        val intent = shadowOf(main).nextStartedActivity ?: throw AssertionError("Review opens once there is a move")
        assertEquals(ReviewScreen::class.java.name, intent.component!!.className)
    }

    @Test
    fun anAiWithAChoicePlaysALegalMove() {
        save(Saves.choiceForBlack("beginner"))
        val main = launchMain().get()
        val before = saved()!!
        main.tap("e3", "c3")
        waitFor("the Beginner's answer") { screen.board.moveList.size == 4 && screen.board.humanToMove }
        val reply = screen.board.moveList[3]
        // The same position with people on both sides, to play the AI's move by hand.
        val check = GameSession.restore(before)
        check.setOptions(check.options().copy(black = Player.Human))
        check.playNotation("e3-c3")
        check.playNotation(reply) // throws if the AI's move were not legal
        assertEquals(check.state().points, screen.board.points)
        assertTrue(main.text(R.id.move_list).endsWith("2. e3-c3 $reply"))
    }

    @Test
    fun aCaptureIsEnteredJumpByJumpWithTheCueAndARefusalSaysWhy() {
        save(Saves.LAST_CAPTURE)
        val main = launchMain().get()
        assertTrue(screen.board.statusText, screen.board.statusText.contains("capture is compulsory"))
        main.tap("b2", "b4")
        val b = screen.board
        assertTrue("the capture must go on", b.keepJumping)
        assertEquals(listOf(point("b2"), point("b4")), b.pendingPath)
        assertTrue(b.moveList.isEmpty())
        assertEquals(savedBoard().statusText, main.text(R.id.status))
        // The cue: a ring of the jump colour round the capturing piece.
        val pixels = render(main.board)
        val at = main.board.centre(point("b4"))
        val ringAt = pixels.getPixel((at.x + main.board.spacing() * 0.47f).toInt(), at.y.toInt())
        val jump = main.getColor(R.color.mark_jump)
        val boardColour = main.getColor(R.color.board_background)
        assertTrue("the keep-jumping ring (${hex(ringAt)}) is nearer ${hex(jump)} than the board ${hex(boardColour)}", distance(ringAt, jump) < distance(ringAt, boardColour))
        // A tap the engine refuses: its reason on screen, nothing changed.
        val expected = GameSession.restore(saved()!!).tap(point("c5")).refusal()
        main.tap("c5")
        assertTrue(main.shows(R.id.notice))
        assertEquals(expected, main.text(R.id.notice))
        assertSameBoard(b, screen.board)
        assertFalse("no review while the game goes on", main.shows(R.id.game_over))
        main.tap("d2", "d4")
        assertEquals(listOf("b2-b4-d2-d4"), screen.board.moveList)
        assertEquals(GameStatus.Won(Side.WHITE, WinReason.NO_PIECES_LEFT), screen.board.status)
        // The session's message line: nothing to say over the result and its buttons.
        assertEquals(null, screen.board.message)
        assertFalse("no notice over the game's end", main.shows(R.id.notice))
        // The game over, its review is one tap away.
        assertTrue(main.shows(R.id.review_game))
        main.findViewById<android.view.View>(R.id.review_game).performClick()
        assertEquals(ReviewScreen::class.java.name, shadowOf(main).nextStartedActivity?.component?.className)
        assertEquals(savedBoard().statusText, main.text(R.id.status))
        for (name in listOf("b3", "c3", "d3")) assertEquals(Piece.EMPTY, screen.board.points[point(name)].piece)
    }

    @Test
    fun undoRedoAndHintFromTheMenu() {
        save(Saves.TWO_HUMANS)
        val controller = launchMain()
        val main = controller.get()
        main.tap("c2", "c3", "c4", "c2")
        assertEquals(2, screen.board.moveList.size)
        assertTrue(main.act(R.id.action_undo))
        // With two people, undo takes back one move.
        assertEquals(listOf("c2-c3"), screen.board.moveList)
        assertEquals("1. c2-c3", main.text(R.id.move_list))
        assertTrue(screen.board.canRedo)
        assertTrue(main.act(R.id.action_redo))
        assertEquals(2, screen.board.moveList.size)
        assertFalse(screen.board.canRedo)
        assertEquals(savedBoard().moveList, screen.board.moveList)
        // The bar and More show what applies: Undo enabled, Redo (in More) dimmed, not hidden.
        assertTrue(main.findViewById<View>(R.id.action_undo).isEnabled)
        assertFalse("nothing to redo", main.moreItem(R.id.action_redo)!!.isEnabled)
        assertFalse("a disabled item does nothing", main.act(R.id.action_redo))
        main.morePopup?.dismiss()
        val position = saved()!!
        assertTrue(main.act(R.id.action_hint))
        waitFor("the hint") { screen.hint != null }
        val hint = screen.hint!!
        // The core's words, the notation in them: no text of the app's own around it.
        val said = main.text(R.id.notice)
        assertEquals(screen.board.message, said)
        assertTrue(said, said.contains(hint.notation))
        GameSession.restore(position).playNotation(hint.notation) // a legal move
        assertEquals("a hint plays nothing", 2, screen.board.moveList.size)
    }

    @Test
    fun newGameAsksFirstAndPlaysNothingMoreOnNo() {
        save(Saves.TWO_HUMANS)
        val main = launchMain().get()
        main.tap("c2", "c3")
        assertTrue(main.act(R.id.action_new_game))
        val dialog = ShadowDialog.getLatestDialog() as AlertDialog
        assertTrue(dialog.isShowing)
        assertEquals(screen.board.leaveText, shadowOf(dialog).message.toString())
        assertEquals("The game in progress will end.", screen.board.leaveText)
        dialog.getButton(DialogInterface.BUTTON_NEGATIVE).performClick()
        idle()
        assertEquals("cancelled: the game goes on", listOf("c2-c3"), screen.board.moveList)
        assertTrue(main.act(R.id.action_new_game))
        (ShadowDialog.getLatestDialog() as AlertDialog).getButton(DialogInterface.BUTTON_POSITIVE).performClick()
        idle()
        assertTrue(screen.board.moveList.isEmpty())
        assertTrue(savedBoard().moveList.isEmpty())
        assertFalse(main.shows(R.id.move_list_scroll))
    }

    @Test
    fun theNewGameQuestionSurvivesARotation() {
        save(Saves.TWO_HUMANS)
        val controller = launchMain()
        controller.get().tap("c2", "c3")
        assertTrue(controller.get().act(R.id.action_new_game))
        assertTrue((ShadowDialog.getLatestDialog() as AlertDialog).isShowing)
        rotate(controller, Screens.PHONE_LANDSCAPE)
        val rotated = controller.get()
        val dialog = ShadowDialog.getLatestDialog() as? AlertDialog
        assertNotNull("the question is asked again after the rotation", dialog)
        assertTrue("the question is on screen after the rotation", dialog!!.isShowing)
        assertSame("the question belongs to the new screen", rotated, activityOf(dialog.context))
        dialog.getButton(DialogInterface.BUTTON_POSITIVE).performClick()
        idle()
        assertTrue(screen.board.moveList.isEmpty())
    }

    private fun activityOf(context: Context): Context? {
        var c: Context? = context
        while (c is ContextWrapper && c !is GameScreen) c = c.baseContext
        return c
    }

    @Test
    fun tappingAwayFromThePointsDropsTheSelection() {
        save(Saves.TWO_HUMANS)
        val main = launchMain().get()
        main.tap("c2")
        assertTrue(screen.board.points[point("c2")].selected)
        val a1 = main.board.centre(point("a1"))
        val b2 = main.board.centre(point("b2"))
        // Half way between a1 and b2: 0.7 steps from either, no point's.
        main.board.touch(PointF((a1.x + b2.x) / 2, (a1.y + b2.y) / 2))
        assertTrue(screen.board.points.none { it.selected })
        assertNull(screen.notice)
        assertTrue(screen.board.moveList.isEmpty())
    }

    @Test
    fun anUnreadableSaveIsSetAsideAndThePlayerTold() {
        val bad = "[Variant \"chess\"]\n1. e5-e4 *"
        save(bad)
        val reason = try {
            GameSession.restore(bad)
            fail("the engine reads the bad save")
            ""
        } catch (e: AlquerqueException) {
            e.message!!
        }
        val main = launchMain().get()
        assertTrue(main.shows(R.id.notice))
        assertEquals(
            "The saved game could not be read (${reason.trimEnd('.')}). It has been kept aside, and a new game has started.",
            main.text(R.id.notice),
        )
        val aside = app.saveFolder.listFiles()!!.filter { it.name.startsWith("session.unreadable-") }
        assertEquals("the bad save is kept aside", listOf(bad), aside.map { it.readText() })
        assertTrue("a new game was saved in its place", savedBoard().moveList.isEmpty())
        assertEquals(main.text(R.id.notice), screen.notice)
        main.tap("d3")
        assertFalse("the notice goes with the next tap", main.shows(R.id.notice))
    }
}
