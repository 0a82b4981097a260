// The review screen as a person uses it: opened from the game screen's menu, the core's review
// of the game on screen (going on, not starting again, when the phone is turned), every move listed with its mark, and a chosen move drawn on the board
// with the engine's better one.

package app.alquerque.robolectric

import app.alquerque.test.*
import android.content.Intent
import android.content.res.Configuration
import android.os.SystemClock
import android.view.MotionEvent
import android.view.ViewConfiguration
import android.widget.Button
import android.widget.LinearLayout
import android.widget.PopupMenu
import android.widget.TextView
import app.alquerque.R
import app.alquerque.board.BoardView
import app.alquerque.common.app
import app.alquerque.core.ReviewMark
import app.alquerque.core.ThemedColor
import app.alquerque.core.markColor
import app.alquerque.core.readableOn
import app.alquerque.review.ReviewGraphView
import app.alquerque.review.ReviewScreen
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
    fun shareHandsTheRecordAnnotatedByTheReviewToTheShareSheet() {
        save(Saves.SHORT_GAME)
        val main = launchMain().get()
        assertTrue(main.act(R.id.action_review))
        val intent = shadowOf(main).nextStartedActivity ?: throw AssertionError("the menu item starts no screen")
        val reviewing = start(Robolectric.buildActivity(ReviewScreen::class.java, intent)).get()
        waitFor("the review") { reviewing.review != null }
        val review = reviewing.review!!
        // The screen's menu as the action bar builds it.
        val menu = PopupMenu(reviewing, reviewing.window.decorView).menu
        reviewing.onCreateOptionsMenu(menu)
        reviewing.onPrepareOptionsMenu(menu)
        assertTrue("Share is offered once the review is there", menu.findItem(R.id.action_share_review).isVisible)
        assertTrue(shadowOf(reviewing).clickMenuItem(R.id.action_share_review))
        val chooser = shadowOf(reviewing).nextStartedActivity ?: throw AssertionError("Share starts no chooser")
        assertEquals(Intent.ACTION_CHOOSER, chooser.action)
        @Suppress("DEPRECATION")
        val send = chooser.getParcelableExtra<Intent>(Intent.EXTRA_INTENT)!!
        assertEquals(Intent.ACTION_SEND, send.action)
        assertEquals(review.annotatedRecord, send.getStringExtra(Intent.EXTRA_TEXT))
        assertTrue("the review's annotations, not the bare record", review.annotatedRecord != controller.exportRecord())
    }

    @Test
    fun theGameIsReviewedAndAChosenMoveIsDrawnWithTheBetterOne() {
        save(Saves.SHORT_GAME)
        val main = launchMain().get()
        val moves = screen.board.moveList
        assertEquals(3, moves.size)
        assertTrue(main.act(R.id.action_review))
        val intent = shadowOf(main).nextStartedActivity ?: throw AssertionError("the menu item starts no screen")
        assertEquals(ReviewScreen::class.java.name, intent.component!!.className)
        val controller = start(Robolectric.buildActivity(ReviewScreen::class.java, intent))
        // Turned while the core reviews: the new screen picks up the same review, not stopped
        // nor started again (its progress goes on from where it was).
        // Its progress is a passing state (a fast machine may finish these three moves before the
        // looper shows a report): the wait is for the review under way or done.
        waitFor("the review under way, or done") {
            controller.get().controller?.state?.let { it.progress != null || it.review != null } == true
        }
        val done = controller.get().controller!!.state.progress?.positionsDone ?: 0u
        rotate(controller, Screens.PHONE_LANDSCAPE)
        waitFor("the review on the turned screen") { controller.get().controller?.ready == true }
        val state = controller.get().controller!!.state
        assertTrue("the same review goes on", state.review != null || state.progress!!.positionsDone >= done)
        waitFor("the review") { controller.get().review != null }
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
            // In columns, as on iOS: the number, the move and the mark, each the core's.
            val row = list.getChildAt(i)
            assertEquals(ply.number, row.findViewById<TextView>(R.id.review_row_number).text.toString())
            assertEquals(ply.notation, row.findViewById<TextView>(R.id.review_row_move).text.toString())
            assertEquals(ply.markText, row.findViewById<TextView>(R.id.review_row_mark).text.toString())
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
        // The core's lines, whole: the app adds no punctuation or notation of its own.
        assertEquals(ply.heading, screen.findViewById<TextView>(R.id.review_ply).text.toString())
        assertEquals("${ply.notation}: ${ply.markText}", ply.heading)
        assertEquals(ply.boardDescription, board.contentDescription)
        assertEquals(ply.legend, screen.findViewById<TextView>(R.id.review_legend).text.toString())
        val rows = screen.findViewById<LinearLayout>(R.id.review_moves)
        // Each row is read out whole, in the core's words.
        assertEquals(review.plies.map { it.row }, (0 until rows.childCount).map { rows.getChildAt(it).contentDescription.toString() })
        // Previous and next walk the moves, each enabled as the core says.
        val previous = screen.findViewById<Button>(R.id.review_previous)
        val next = screen.findViewById<Button>(R.id.review_next)
        assertTrue(previous.isEnabled && next.isEnabled)
        next.performClick()
        idle()
        assertEquals(2, screen.selected)
        assertTrue(previous.isEnabled && !next.isEnabled)
        previous.performClick()
        previous.performClick()
        idle()
        assertEquals(0, screen.selected)
        assertTrue(!previous.isEnabled && next.isEnabled)
        assertEquals(review.plies[0].heading, screen.findViewById<TextView>(R.id.review_ply).text.toString())
    }

    @Test
    fun aSwipeOnTheBoardAndAHeldButtonWalkTheMoves() {
        save(Saves.SHORT_GAME)
        launchMain()
        val screen = start(Robolectric.buildActivity(ReviewScreen::class.java)).get()
        waitFor("the review") { screen.review?.complete == true }
        assertEquals(3, screen.review!!.plies.size)
        screen.select(0)
        waitFor("the first move shown") { screen.selected == 0 }
        val board = screen.findViewById<BoardView>(R.id.review_board)
        // A finger swept from right to left across the board: the next move, as the core says.
        fun sweep(from: Float, to: Float) {
            val y = board.height / 2f
            val t = SystemClock.uptimeMillis()
            for ((i, action) in listOf(MotionEvent.ACTION_DOWN, MotionEvent.ACTION_MOVE, MotionEvent.ACTION_UP).withIndex()) {
                val x = from + (to - from) * i / 2f
                val event = MotionEvent.obtain(t, t + i * 16L, action, x, y, 0)
                board.dispatchTouchEvent(event)
                event.recycle()
            }
        }
        sweep(board.width * 0.8f, board.width * 0.2f)
        waitFor("the next move after a swipe to the left") { screen.selected == 1 }
        sweep(board.width * 0.2f, board.width * 0.8f)
        waitFor("the move before after a swipe to the right") { screen.selected == 0 }
        // Next held down: a step each repeat, to the last move, and none more on release.
        val next = screen.findViewById<Button>(R.id.review_next)
        val t = SystemClock.uptimeMillis()
        val down = MotionEvent.obtain(t, t, MotionEvent.ACTION_DOWN, next.width / 2f, next.height / 2f, 0)
        next.dispatchTouchEvent(down)
        advance(ViewConfiguration.getLongPressTimeout() + 400L)
        waitFor("the held button at the last move") { screen.selected == 2 }
        val up = MotionEvent.obtain(t, SystemClock.uptimeMillis(), MotionEvent.ACTION_UP, next.width / 2f, next.height / 2f, 0)
        next.dispatchTouchEvent(up)
        idle()
        assertEquals(2, screen.selected)
        assertTrue("Next is disabled at the last move", !next.isEnabled)
        // A tap is still one step.
        val back = screen.findViewById<Button>(R.id.review_previous)
        back.performClick()
        waitFor("one move back") { screen.selected == 1 }
    }

    @Test
    fun theFaultsAreColouredReadablyAndDottedOnTheLabelledGraph() {
        save(Saves.FAULTY_GAME)
        launchMain()
        val screen = start(Robolectric.buildActivity(ReviewScreen::class.java)).get()
        waitFor("the review") { screen.review?.complete == true }
        val review = screen.review!!
        val faults = review.plies.filter { it.markColor != null }
        assertTrue("the game has faults", faults.size >= 3)
        assertEquals(faults.map { it.ply }, review.graphMarks.map { it.ply })
        // The graph draws this review, labelled with the core's words.
        val graph = screen.findViewById<ReviewGraphView>(R.id.review_graph)
        assertEquals(review, graph.review)
        val labels = review.graphLabels
        val description = graph.contentDescription.toString()
        assertEquals(labels.description, description)
        assertTrue(description, description.contains(labels.top) && description.contains(labels.bottom))
        // Whose chance the graph shows, said once; its key; each side's summary, in the core's words.
        assertEquals(labels.viewpoint, screen.findViewById<TextView>(R.id.review_viewpoint).text.toString())
        assertEquals(
            review.graphLegend.joinToString("   ") { "\u25CF ${it.label}" },
            screen.findViewById<TextView>(R.id.review_graph_legend).text.toString(),
        )
        assertEquals(
            review.summaries.joinToString("\n") { it.text },
            screen.findViewById<TextView>(R.id.review_summary).text.toString(),
        )
        // Each fault's row is written in its colour, the others in the ordinary text colour.
        val list = screen.findViewById<LinearLayout>(R.id.review_moves)
        for ((i, ply) in review.plies.withIndex()) {
            val colour = list.getChildAt(i).findViewById<TextView>(R.id.review_row_mark).currentTextColor
            assertEquals(ply.notation, ply.markColor?.light?.toInt() ?: screen.getColor(R.color.text_primary), colour)
        }
    }

    @Test
    fun theMarksColoursAreReadableOnThisAppsSurfacesByDayAndByNight() {
        val colours = ReviewMark.values().mapNotNull { markColor(it) }
        assertEquals("the three faults", 3, colours.size)
        for ((night, pick) in listOf<Pair<Boolean, (ThemedColor) -> UInt>>(false to { it.light }, true to { it.dark })) {
            val config = Configuration(app.resources.configuration)
            config.uiMode = (config.uiMode and Configuration.UI_MODE_NIGHT_MASK.inv()) or
                (if (night) Configuration.UI_MODE_NIGHT_YES else Configuration.UI_MODE_NIGHT_NO)
            val themed = app.createConfigurationContext(config)
            // The surfaces a mark is drawn on: the screen (its rows) and the graph (its dots).
            for (surface in listOf(R.color.window_background, R.color.board_background)) {
                val background = themed.getColor(surface).toUInt() and 0xFFFFFFu
                for (c in colours) {
                    assertTrue("${pick(c).toString(16)} on ${background.toString(16)} at night=$night", readableOn(pick(c), background))
                }
            }
        }
    }
}
