// The Statistics screen: a game won on the game screen shows there as the engine counts it, and
// Reset asks first, then forgets the results.

package app.alquerque.robolectric

import app.alquerque.test.*
import android.app.AlertDialog
import android.content.DialogInterface
import android.view.View
import android.view.ViewGroup
import android.widget.Button
import android.widget.LinearLayout
import android.widget.TextView
import app.alquerque.R
import app.alquerque.core.HomeAction
import app.alquerque.common.app
import app.alquerque.core.AiLevel
import app.alquerque.core.GameStatus
import app.alquerque.core.Opponent
import app.alquerque.newgame.NewGameSheet
import app.alquerque.statistics.RatingChartView
import app.alquerque.core.ResultCounts
import app.alquerque.core.openStatistics
import app.alquerque.statistics.StatisticsScreen
import kotlinx.coroutines.runBlocking
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.Robolectric
import org.robolectric.RobolectricTestRunner
import org.robolectric.Shadows.shadowOf
import org.robolectric.shadows.ShadowDialog

@RunWith(RobolectricTestRunner::class)
class StatisticsScreenTest : AppTest() {
    /** Every text on the screen's content, the table's cells among them. */
    private fun lines(screen: StatisticsScreen): List<String> {
        val found = mutableListOf<String>()
        fun walk(v: View) {
            if (v is TextView) found += v.text.toString()
            if (v is ViewGroup) for (i in 0 until v.childCount) walk(v.getChildAt(i))
        }
        walk(screen.findViewById<LinearLayout>(R.id.statistics_content))
        return found
    }

    @Test
    fun aWonGameShowsOnTheStatisticsScreenAndResetAsksFirst() {
        save(Saves.LAST_CAPTURE_AGAINST_BEGINNER)
        val main = launchMain().get()
        main.tap("b2", "b4", "d2", "d4")
        assertNotEquals(GameStatus.Ongoing, screen.board.status)
        val intent = fromHome(HomeAction.STATISTICS)
        val stats = start(Robolectric.buildActivity(StatisticsScreen::class.java, intent)).get()
        waitFor("the statistics") { stats.statistics.state?.canReset == true }
        val state = stats.statistics.state!!
        // What the screen shows is what the engine reads from the store.
        assertEquals(state, runBlocking { openStatistics(app.store) })
        assertEquals(AiLevel.BEGINNER, state.levels.single().level)
        assertEquals(ResultCounts(1u, 0u, 0u), state.levels.single().asWhite)
        val shown = lines(stats)
        val level = state.levels.single()
        for (line in listOf(state.ratingText, state.ratingFigure!!, level.name, level.ratingText, level.whiteCell, state.streakText) + state.tableHeadings) {
            assertTrue("$line on screen: $shown", line in shown)
        }
        assertEquals(stats.getString(R.string.statistics_title), stats.title.toString())

        // Reset: asked first; Cancel keeps everything.
        val reset = stats.findViewById<Button>(R.id.statistics_reset)
        assertTrue(reset.isEnabled)
        reset.performClick()
        var dialog = ShadowDialog.getLatestDialog() as AlertDialog
        assertEquals(state.resetQuestion, shadowOf(dialog).message.toString())
        dialog.getButton(DialogInterface.BUTTON_NEGATIVE).performClick()
        idle()
        assertTrue(stats.statistics.state!!.canReset)
        reset.performClick()
        dialog = ShadowDialog.getLatestDialog() as AlertDialog
        dialog.getButton(DialogInterface.BUTTON_POSITIVE).performClick()
        waitFor("the reset") { stats.statistics.state?.canReset == false }
        assertFalse(reset.isEnabled)
        assertTrue(stats.statistics.state!!.noComputerGames!! in lines(stats))
    }

    @Test
    fun theRatingIsLargeWithItsChartAndTheSuggestedLevelStartsThatGame() {
        app.store.write("statistics", Saves.STATISTICS)
        val stats = start(Robolectric.buildActivity(StatisticsScreen::class.java)).get()
        waitFor("the statistics") { stats.statistics.state != null }
        val state = stats.statistics.state!!
        val figure = stats.window.decorView.findViewWithTag<TextView>(StatisticsScreen.FIGURE_TAG)
        assertEquals(state.ratingFigure, figure.text.toString())
        assertTrue(state.ratingRange!! in lines(stats))
        // The chart draws the engine's points, and says them to screen readers.
        val content = stats.findViewById<LinearLayout>(R.id.statistics_content)
        val chart = (0 until content.childCount).map { content.getChildAt(it) }.filterIsInstance<RatingChartView>().single()
        assertEquals(state.chart, chart.chart)
        assertEquals(state.chart!!.description, chart.contentDescription)
        // The suggested level is the screen's button: it opens the new-game sheet on that level.
        val suggested = state.suggested!!
        assertEquals(AiLevel.HARD, suggested.level)
        val button = stats.window.decorView.findViewWithTag<Button>(StatisticsScreen.SUGGESTED_TAG)
        assertEquals(suggested.title, button.text.toString())
        button.performClick()
        val next = shadowOf(stats).nextStartedActivity
        assertEquals(NewGameSheet::class.java.name, next.component!!.className)
        waitFor("the sheet's choice") {
            app.newGame.ready && app.newGame.state.opponents.single { it.selected }.opponent == Opponent.Computer(AiLevel.HARD)
        }
    }
}
