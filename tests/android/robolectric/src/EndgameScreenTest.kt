// The endgame trainer's screen (EndgameScreen) driven as a person drives it: a move that lets
// the win slip taken back, heard as a refusal, with the fastest win drawn and said under the
// board; the fastest move then kept and answered by the defence; the levels stepped through;
// a rotation keeps the position. Then its pictures on the phones and the tablet, light, dark,
// sideways and in Arabic. The positions come from a seeded trainer: the same every run.

package app.alquerque.robolectric

import app.alquerque.test.*
import android.animation.ValueAnimator
import android.view.View
import android.view.ViewGroup
import android.widget.Button
import android.widget.TextView
import app.alquerque.R
import app.alquerque.board.BoardView
import app.alquerque.common.AlquerqueApp
import app.alquerque.common.app
import app.alquerque.core.EndgameTrainer
import app.alquerque.endgame.EndgameController
import app.alquerque.endgame.EndgameScreen
import kotlinx.coroutines.MainScope
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

/** The level and seeds the screen is tried on: positions of four pieces. */
private const val LEVEL = 3u

abstract class EndgameScreenBase : AppTest() {
    protected val trainer: EndgameController get() = app.endgame
    protected val endgameState get() = trainer.state

    protected fun name(index: Int) = geometry.points.first { it.index == index }.name

    /** The app's trainer from now on: at [level], its positions drawn from [seed]. */
    protected fun seeded(level: UInt, seed: ULong) {
        AlquerqueApp::class.java.getDeclaredField("endgame\$delegate").apply { isAccessible = true }
            .set(app, lazy { EndgameController(MainScope()) { EndgameTrainer.withSeed(level, seed) } })
    }

    /**
     * The first seed from 1 whose position at [LEVEL] has a step that lets the win slip, and
     * that step (from, to): tried on trainers of their own, each on the same position.
     */
    protected fun seedWithASlip(): Triple<ULong, Int, Int> {
        for (seed in 1uL..40uL) {
            val probe = EndgameTrainer.withSeed(LEVEL, seed)
            for (from in probe.state().board.points.filter { it.selectable }.map { it.index }) {
                probe.tap(from)
                val targets = probe.state().board.points.filter { it.target }.map { it.index }
                probe.clearSelection()
                for (to in targets) {
                    val trial = EndgameTrainer.withSeed(LEVEL, seed)
                    trial.tap(from)
                    trial.tap(to)
                    if (trial.state().slipped) return Triple(seed, from, to)
                }
            }
        }
        throw AssertionError("no position of level $LEVEL with a slip among 40 seeds")
    }

    protected fun open(): EndgameScreen {
        val screen = start(Robolectric.buildActivity(EndgameScreen::class.java)).get()
        waitFor("the trainer, its position drawn") { trainer.ready }
        advance(FRAME)
        return screen
    }

    protected fun EndgameScreen.text(id: Int) = findViewById<TextView>(id).text.toString()
    protected val EndgameScreen.board: BoardView get() = findViewById(R.id.endgame_board)
}

@RunWith(RobolectricTestRunner::class)
class EndgameScreenTest : EndgameScreenBase() {
    @Test
    fun aSlipIsTakenBackWithTheFastestWinAndTheFastestMoveIsAnswered() {
        val (seed, from, to) = seedWithASlip()
        seeded(LEVEL, seed)
        val controller = start(Robolectric.buildActivity(EndgameScreen::class.java))
        waitFor("the trainer, its position drawn") { trainer.ready }
        val screen = controller.get()
        assertEquals(endgameState.levelText, screen.text(R.id.endgame_level))
        assertEquals(endgameState.heading, screen.text(R.id.endgame_heading))
        assertTrue(screen.text(R.id.endgame_status), screen.text(R.id.endgame_status).startsWith("The defence is perfect"))
        val pieces = endgameState.board.points.map { it.piece }

        screen.board.tap(name(from))
        screen.board.tap(name(to))
        advance(1000)
        assertTrue(endgameState.slipped)
        assertEquals("the slip is taken back", pieces, endgameState.board.points.map { it.piece })
        val status = screen.text(R.id.endgame_status)
        assertTrue(status, status.contains("lets the win slip"))
        val fastest = endgameState.fastest ?: throw AssertionError("the fastest win is shown")
        assertTrue(status, status.contains("starts with ${fastest.notation}"))
        assertEquals("the fastest win is drawn", fastest, endgameState.board.hint)
        val pool = shadowOf(screen.cueOutput!!.pool)
        assertEquals("the slip is heard", 1, pool.getResourcePlaybacks(R.raw.refused).size)

        for (p in fastest.path) screen.board.tap(name(p))
        advance(2000)
        assertFalse(endgameState.slipped)
        assertTrue(
            screen.text(R.id.endgame_status),
            endgameState.won || screen.text(R.id.endgame_status).startsWith("Still winning"),
        )
        assertTrue("the reply or the win is heard", pool.getResourcePlaybacks(R.raw.move).size + pool.getResourcePlaybacks(R.raw.win).size > 0)

        val kept = endgameState.board.points.map { it.piece }
        rotate(controller, Screens.PHONE_LANDSCAPE)
        assertEquals("the position is kept", kept, endgameState.board.points.map { it.piece })
        assertEquals(endgameState.heading, controller.get().text(R.id.endgame_heading))
    }

    @Test
    fun theLevelsAreSteppedThroughByTheButtons() {
        seeded(1u, 5uL)
        val screen = open()
        val levels = endgameState.levels
        val easier = screen.findViewById<Button>(R.id.endgame_easier)
        val harder = screen.findViewById<Button>(R.id.endgame_harder)
        assertFalse("no level below the first", easier.isEnabled)
        assertEquals("Easier", easier.text.toString())
        assertEquals("Level 1 of $levels", screen.text(R.id.endgame_level))
        repeat(levels.toInt() - 1) { harder.performClick() }
        assertEquals("Level $levels of $levels", screen.text(R.id.endgame_level))
        assertFalse("no level above the last the tables hold", harder.isEnabled)
        assertTrue(easier.isEnabled)
        val before = endgameState.board.points.map { it.piece }
        val next = screen.findViewById<Button>(R.id.endgame_next)
        assertEquals("Next position", next.text.toString())
        var changed = false
        repeat(5) {
            next.performClick()
            changed = changed || endgameState.board.points.map { it.piece } != before
        }
        assertTrue("another position of the level", changed)
        assertEquals("Level $levels of $levels", screen.text(R.id.endgame_level))
    }
}

/** The trainer's pictures: a fresh position, and a slip with the fastest win drawn. */
@RunWith(ParameterizedRobolectricTestRunner::class)
class EndgameScreenshotTest(private val name: String, private val qualifiers: String, private val shot: String) : EndgameScreenBase() {
    companion object {
        @JvmStatic
        @Parameters(name = "{0}")
        fun shots(): List<Array<Any>> = listOf(
            arrayOf("phone-light-endgame", Screens.PHONE, "fresh"),
            arrayOf("phone-dark-endgame", "${Screens.PHONE}+night", "fresh"),
            arrayOf("phone-light-endgame-slipped", Screens.PHONE, "slipped"),
            arrayOf("phone-dark-endgame-slipped", "${Screens.PHONE}+night", "slipped"),
            arrayOf("phone-landscape-light-endgame-slipped", Screens.PHONE_LANDSCAPE, "slipped"),
            arrayOf("tablet-light-endgame-slipped", Screens.TABLET, "slipped"),
            arrayOf("phone-ar-light-endgame-slipped", "ar-${Screens.PHONE}", "slipped"),
        )
    }

    @Test
    fun screenshot() {
        // The slip is found in English, before the language is chosen: the position is the same.
        val (seed, from, to) = seedWithASlip()
        qualifiers.split('+').forEachIndexed { i, q -> RuntimeEnvironment.setQualifiers(if (i == 0) q else "+$q") }
        ValueAnimator.setDurationScale(0f)
        seeded(LEVEL, seed)
        val screen = open()
        if (shot == "slipped") {
            screen.board.tap(name(from))
            screen.board.tap(name(to))
            assertTrue(endgameState.slipped)
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
