// The lesson screen (LessonScreen) driven as a person drives it: a wrong try answered with
// the core's reason under the board and heard, nothing played; the right one played, heard,
// and the way on to the next step; a rotation keeps the step.

package app.alquerque.robolectric

import app.alquerque.test.*
import android.widget.Button
import android.widget.TextView
import app.alquerque.R
import app.alquerque.board.BoardView
import app.alquerque.common.ButtonEmphasis
import app.alquerque.common.app
import app.alquerque.common.emphasis
import app.alquerque.core.Piece
import app.alquerque.lesson.LessonScreen
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.Robolectric
import org.robolectric.RobolectricTestRunner
import org.robolectric.Shadows.shadowOf

@RunWith(RobolectricTestRunner::class)
class LessonScreenTest : AppTest() {
    private fun LessonScreen.text(id: Int) = findViewById<TextView>(id).text.toString()
    private fun LessonScreen.tap(vararg names: String) =
        names.forEach { findViewById<BoardView>(R.id.lesson_board).tap(it) }
    private val lessonState get() = app.lesson.state

    @Test
    fun aWrongTryIsAnsweredWithItsReasonAndTheRightOneLeadsOn() {
        val controller = start(Robolectric.buildActivity(LessonScreen::class.java))
        val screen = controller.get()
        waitFor("the lesson, read from the store") { app.lesson.ready }
        assertEquals("Step 1 of ${lessonState.steps}", screen.text(R.id.lesson_progress))
        assertEquals(lessonState.title, screen.text(R.id.lesson_title))
        assertEquals(lessonState.task, screen.text(R.id.lesson_task))
        assertFalse(screen.findViewById<Button>(R.id.lesson_next).isEnabled)
        // Not done: the board is the next step, no button is filled.
        assertEquals(ButtonEmphasis.TONAL, screen.findViewById<Button>(R.id.lesson_next).emphasis)
        val start = lessonState.board.points.map { it.piece }

        // Sideways is legal, but the step asks for forward.
        screen.tap("c2", "b2")
        assertTrue(screen.text(R.id.lesson_status), screen.text(R.id.lesson_status).contains("sideways"))
        assertEquals("nothing is played", start, lessonState.board.points.map { it.piece })
        val pool = shadowOf(screen.cueOutput!!.pool)
        assertEquals("the refusal is heard", 1, pool.getResourcePlaybacks(R.raw.refused).size)

        screen.tap("c3")
        advance(1000)
        assertEquals(Piece.WHITE, lessonState.board.points[point("c3")].piece)
        assertEquals(1, pool.getResourcePlaybacks(R.raw.move).size)
        assertTrue(lessonState.done)
        assertTrue(screen.text(R.id.lesson_status).startsWith("Well done!"))
        val next = screen.findViewById<Button>(R.id.lesson_next)
        assertTrue(next.isEnabled)
        assertEquals("done: Next is the next step", ButtonEmphasis.FILLED, next.emphasis)
        next.performClick()
        assertEquals("Step 2 of ${lessonState.steps}", screen.text(R.id.lesson_progress))
        assertEquals("the new step is not done", ButtonEmphasis.TONAL, next.emphasis)

        rotate(controller, Screens.PHONE_LANDSCAPE)
        assertEquals("the step is kept", "Step 2 of ${lessonState.steps}", controller.get().text(R.id.lesson_progress))
    }
}
