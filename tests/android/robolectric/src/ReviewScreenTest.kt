// The review screen as a person uses it: opened from the game screen's menu, the core's review
// of the game on screen (going on, not starting again, when the phone is turned), every move listed with its mark, and a chosen move drawn on the board
// with the engine's better one.

package app.alquerque.robolectric

import android.widget.LinearLayout
import android.widget.TextView
import app.alquerque.R
import app.alquerque.ui.BoardView
import app.alquerque.ui.ReviewActivity
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.Robolectric
import org.robolectric.RobolectricTestRunner
import org.robolectric.Shadows.shadowOf

@RunWith(RobolectricTestRunner::class)
class ReviewScreenTest : AppTest() {

    @Test
    fun theGameIsReviewedAndAChosenMoveIsDrawnWithTheBetterOne() {
        save(Saves.SHORT_GAME)
        val main = launchMain().get()
        val moves = screen.board.moveList
        assertEquals(3, moves.size)
        assertTrue(shadowOf(main).clickMenuItem(R.id.action_review))
        val intent = shadowOf(main).nextStartedActivity ?: throw AssertionError("the menu item starts no screen")
        assertEquals(ReviewActivity::class.java.name, intent.component!!.className)
        val controller = start(Robolectric.buildActivity(ReviewActivity::class.java, intent))
        // Turned while the core reviews: the new screen picks up the same review, not stopped
        // nor started again (its progress goes on from where it was).
        waitFor("the review under way") { controller.get().controller?.state?.progress != null }
        val done = controller.get().controller!!.state.progress!!.positionsDone
        rotate(controller, Screens.PHONE_LANDSCAPE)
        waitFor("the review on the turned screen") { controller.get().controller?.ready == true }
        val state = controller.get().controller!!.state
        assertTrue("the same review goes on", state.review != null || state.progress!!.positionsDone >= done)
        waitFor("the review", seconds = 120) { controller.get().review != null }
        val review = controller.get().review!!
        assertTrue("the review went on to the end", review.complete)
        // Turned back once it is done: shown at once, not reviewed again.
        rotate(controller, Screens.PHONE)
        val screen = controller.get()
        waitFor("the turned screen") { screen.controller?.ready == true }
        assertEquals(review, screen.review)
        assertEquals(moves, review.plies.map { it.notation })

        // Every move is listed with the core's mark.
        val list = screen.findViewById<LinearLayout>(R.id.review_moves)
        assertEquals(3, list.childCount)
        for ((i, ply) in review.plies.withIndex()) {
            val row = (list.getChildAt(i) as TextView).text.toString()
            assertTrue(row, row.contains(ply.notation) && row.endsWith(ply.markText))
        }

        // A row tapped: that position, the move played and the better one (if another).
        list.getChildAt(1).performClick()
        idle()
        assertEquals(1, screen.selected)
        val ply = review.plies[1]
        val board = screen.findViewById<BoardView>(R.id.review_board)
        val drawn = board.pictureMoves.map { it.path }
        assertEquals(ply.played.path, drawn.first())
        if (ply.best.path != ply.played.path) assertEquals(listOf(ply.played.path, ply.best.path), drawn)
        else assertEquals(1, drawn.size)
        assertEquals("${ply.notation}: ${ply.markText}", screen.findViewById<TextView>(R.id.review_ply).text.toString())
        assertEquals(ply.comment, board.contentDescription)
    }
}
