// Learn from your mistakes (DrillScreen) driven as a person drives it: opened from the
// review's button, the person's first mistake on the board before it, the move played tapped
// and refused (judged off the main thread), the better move and its line shown after a second
// wrong try, drawn on the board with the move played; a turned phone keeps it; the next
// mistake; and a game with no mistakes of the person's says so and offers the way back. Its
// screenshots are taken here too (DrillScreenshotTest: their own names, compared as
// ScreenshotTest's are).

package app.alquerque.robolectric

import app.alquerque.test.*
import android.animation.ValueAnimator
import android.view.View
import android.view.ViewGroup
import android.widget.Button
import android.widget.TextView
import app.alquerque.R
import app.alquerque.board.BoardView
import app.alquerque.drill.DrillScreen
import app.alquerque.review.ReviewScreen
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.ParameterizedRobolectricTestRunner
import org.robolectric.ParameterizedRobolectricTestRunner.Parameters
import org.robolectric.Robolectric
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.Shadows.shadowOf

/** A finished game the computer played on both sides: no person's mistakes to learn from. */
private const val NO_PERSON = "[White \"ai:hard\"]\n[Black \"ai:easy\"]\n\n" +
    "1. d3-c3 b3-d3 2. e3-c3 b4-b3 3. b2-b4 d4-b2 4. b4-d4 e5-c3 5. d2-b4 b2-d2 6. c1-e3-e5 " +
    "a5-c3 7. d1-c1 b5-b4 8. c1-b2 a3-c1 9. b1-d1 c3-b3 10. d1-d2 d5-d4 11. e5-c3-a5-a3-c3 " +
    "c5-d5 12. d2-d3 d5-e5 13. c3-c4 e5-d4 14. c4-e4 1-0"

/**
 * A finished game of two people, faults on both sides: its first is d3-c3, the move played,
 * and b2-c3 is a mistake too by the review's judging (a second wrong try reveals the better move).
 */
private const val FAULTY_OPENING = "[White \"human\"]\n[Black \"human\"]\n\n" +
    "1. d3-c3 b3-d3 2. e3-c3 b4-b3 3. b2-b4 d4-b2 4. b4-d4 e5-c3 5. d2-b4 b2-d2 6. c1-e3-e5 " +
    "a5-c3 7. d1-c1 b5-b4 8. c1-b2 a3-c1 9. b1-d1 c3-b3 10. d1-d2 d5-d4 11. e5-c3-a5-a3-c3 " +
    "c5-d5 12. d2-d3 d5-e5 13. c3-c4 e5-d4 14. c4-e4 1-0"

/** What the drill's tests share: opening it from a finished review, reading its screen. */
abstract class DrillScreenBase : AppTest() {
    protected fun DrillScreen.text(id: Int) = findViewById<TextView>(id).text.toString()
    protected fun DrillScreen.shows(id: Int) = findViewById<View>(id).visibility == View.VISIBLE
    protected val DrillScreen.board: BoardView get() = findViewById(R.id.drill_board)
    protected val DrillScreen.state get() = controller!!.state
    protected fun name(index: Int) = geometry.points.first { it.index == index }.name

    /** Taps the points [points] of a try on the drill's board, as a finger enters a move. */
    protected fun DrillScreen.tapMove(vararg points: String) {
        for (p in points) board.tap(p)
        idle()
    }

    /** The review of [saved] on screen, finished; then its button opens the drill. */
    fun openDrill(saved: String): DrillScreen {
        save(saved)
        launchMain()
        val review = start(Robolectric.buildActivity(ReviewScreen::class.java)).get()
        waitFor("the review") { review.review?.complete == true }
        val learn = review.findViewById<Button>(R.id.review_learn)
        assertEquals(View.VISIBLE, learn.visibility)
        assertEquals(review.controller!!.state.learnLabel, learn.text.toString())
        learn.performClick()
        val intent = shadowOf(review).nextStartedActivity ?: throw AssertionError("the button starts no screen")
        assertEquals(DrillScreen::class.java.name, intent.component!!.className)
        val drill = start(Robolectric.buildActivity(DrillScreen::class.java, intent)).get()
        waitFor("the drill") { drill.controller?.ready == true }
        return drill
    }
}

@RunWith(RobolectricTestRunner::class)
class DrillScreenTest : DrillScreenBase() {
    @Test
    fun eachMistakeSaysWhyAndShowSolutionAndSkipWorkAtAnyTime() {
        val screen = openDrill(FAULTY_OPENING)
        val first = screen.state
        // The line of why, under the heading.
        assertTrue(screen.shows(R.id.drill_why))
        assertEquals(first.whyText, screen.text(R.id.drill_why))
        assertTrue(first.whyText, first.whyText.contains(first.played!!.notation))
        val solution = screen.findViewById<Button>(R.id.drill_solution)
        val skip = screen.findViewById<Button>(R.id.drill_skip)
        assertEquals(listOf("Show solution", "Skip"), listOf(solution.text.toString(), skip.text.toString()))
        assertTrue(solution.isEnabled && skip.isEnabled)
        // Show solution before any try: the better move and its line, worked out off the main thread.
        solution.performClick()
        waitFor("the solution") { !screen.state.busy && screen.state.revealed }
        advance(FRAME)
        assertEquals(0u, screen.state.misses)
        assertTrue(screen.text(R.id.drill_status).startsWith("The better move was ${screen.state.better!!.notation}."))
        assertEquals(listOf(first.played!!.path, screen.state.better!!.path), screen.board.pictureMoves.map { it.path })
        assertFalse(solution.isEnabled || skip.isEnabled)
        // Skip on the next mistake: closed unsolved, and on to the one after.
        if (screen.state.canNext) {
            screen.findViewById<Button>(R.id.drill_next).performClick()
            val index = screen.state.index
            skip.performClick()
            idle()
            screen.controller!!.previous()
            if (screen.state.index != index) screen.controller!!.next()
            assertEquals(index, screen.state.index)
            assertTrue(screen.state.skipped)
            assertEquals("Skipped, without the solution.", screen.text(R.id.drill_status))
        }
    }

    @Test
    fun aMistakeIsTriedByTapsAndTheBetterMoveShownAfterTwo() {
        val screen = openDrill(FAULTY_OPENING)
        val first = screen.state
        assertFalse(first.empty)
        assertEquals("Mistake 1 of ${first.total}", screen.text(R.id.drill_progress))
        assertEquals(first.heading, screen.text(R.id.drill_heading))
        assertEquals("Find a better move.", screen.text(R.id.drill_status))
        assertEquals("Learn from your mistakes", screen.title.toString())
        assertFalse(screen.findViewById<Button>(R.id.drill_previous).isEnabled)
        // The move played, tapped point by point: judged off the main thread, refused.
        val played = first.played!!
        for (p in played.path) screen.board.tap(name(p))
        waitFor("the verdict") { !screen.state.busy && screen.state.misses == 1u }
        advance(FRAME)
        assertEquals("${played.notation} is the move you played in the game: find a better one.", screen.text(R.id.drill_status))
        assertEquals("nothing is played", first.board.points.map { it.piece }, screen.state.board.points.map { it.piece })
        // The same try again is refused with its reason, and not counted.
        for (p in played.path) screen.board.tap(name(p))
        advance(FRAME)
        assertEquals("You already tried ${played.notation}: try another move.", screen.text(R.id.drill_notice))
        assertEquals(1u, screen.state.misses)
        // A second wrong try: the better move, its line, and both moves on the board.
        assertEquals("d3-c3", played.notation)
        screen.tapMove("b2", "c3")
        waitFor("the second verdict") { !screen.state.busy && screen.state.misses == 2u }
        advance(FRAME)
        val shown = screen.state
        assertTrue(shown.revealed)
        assertTrue(screen.text(R.id.drill_status).startsWith("The better move was ${shown.better!!.notation}."))
        assertEquals(listOf(played.path, shown.better!!.path), screen.board.pictureMoves.map { it.path })
        // Turned: the same drill where it was.
        val controller = Robolectric.buildActivity(DrillScreen::class.java)
        start(controller)
        val turned = controller.get()
        waitFor("the drill again") { turned.controller?.ready == true }
        assertTrue(turned.state.revealed)
        assertEquals(shown.statusText, turned.text(R.id.drill_status))
        // On to the next mistake.
        if (shown.canNext) {
            turned.findViewById<Button>(R.id.drill_next).performClick()
            assertEquals("Mistake 2 of ${shown.total}", turned.text(R.id.drill_progress))
            assertEquals("Find a better move.", turned.text(R.id.drill_status))
            assertTrue(turned.findViewById<Button>(R.id.drill_previous).isEnabled)
        }
    }

    @Test
    fun aGameWithoutThePersonsMistakesSaysSoAndLeadsBack() {
        val screen = openDrill(NO_PERSON)
        assertTrue(screen.state.empty)
        assertEquals(
            "You made no mistakes or blunders in this game: nothing to practise here.",
            screen.text(R.id.drill_status),
        )
        assertFalse(screen.shows(R.id.drill_board) || screen.shows(R.id.drill_next))
        val back = screen.findViewById<Button>(R.id.drill_back)
        assertEquals("Back to the review", back.text.toString())
        back.performClick()
        assertTrue(screen.isFinishing)
    }
}

/** The drill's pictures: a mistake to find (a piece picked up), its better move shown; by night; in Arabic; turned and on a tablet. */
@RunWith(ParameterizedRobolectricTestRunner::class)
class DrillScreenshotTest(private val name: String, private val qualifiers: String, private val shot: String) : DrillScreenBase() {
    companion object {
        @JvmStatic
        @Parameters(name = "{0}")
        fun shots(): List<Array<Any>> = listOf(
            arrayOf("phone-light-drill", Screens.PHONE, "find"),
            arrayOf("phone-light-drill-revealed", Screens.PHONE, "revealed"),
            arrayOf("phone-dark-drill-revealed", "${Screens.PHONE}+night", "revealed"),
            arrayOf("phone-ar-light-drill-revealed", "ar-${Screens.PHONE}", "revealed"),
            arrayOf("phone-landscape-light-drill-revealed", Screens.PHONE_LANDSCAPE, "revealed"),
            arrayOf("tablet-light-drill-revealed", Screens.TABLET, "revealed"),
        )
    }

    @Test
    fun screenshot() {
        qualifiers.split('+').forEachIndexed { i, q -> RuntimeEnvironment.setQualifiers(if (i == 0) q else "+$q") }
        ValueAnimator.setDurationScale(0f)
        val screen = openDrill(FAULTY_OPENING)
        if (shot == "find") {
            val from = screen.state.board.points.first { it.selectable }
            screen.board.tap(name(from.index))
            waitFor("the piece picked up") { screen.state.board.points.any { it.target } }
        } else {
            screen.tapMove(*screen.state.played!!.path.map(::name).toTypedArray())
            waitFor("the first verdict") { !screen.state.busy && screen.state.misses == 1u }
            screen.tapMove("b2", "c3")
            waitFor("the better move shown") { !screen.state.busy && screen.state.revealed }
        }
        val window = screen.window.decorView
        hideScrollBars(window)
        advance(1000)
        Screenshots.check(name, render(window))?.let { fail(it) }
    }

    @After
    fun animationsAgain() = ValueAnimator.setDurationScale(1f)

    private fun hideScrollBars(view: View) {
        view.isVerticalScrollBarEnabled = false
        if (view is ViewGroup) for (i in 0 until view.childCount) hideScrollBars(view.getChildAt(i))
    }
}
