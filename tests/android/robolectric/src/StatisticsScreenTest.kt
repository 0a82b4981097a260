// The Statistics screen: a game won on the game screen shows there as the engine counts it, and
// Reset asks first, then forgets the results.

package app.alquerque.robolectric

import app.alquerque.test.*
import android.app.AlertDialog
import android.content.DialogInterface
import android.widget.Button
import android.widget.LinearLayout
import android.widget.TextView
import app.alquerque.R
import app.alquerque.core.HomeAction
import app.alquerque.common.app
import app.alquerque.core.AiLevel
import app.alquerque.core.GameStatus
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
    private fun lines(screen: StatisticsScreen): List<String> {
        val content = screen.findViewById<LinearLayout>(R.id.statistics_content)
        return (0 until content.childCount).map { (content.getChildAt(it) as TextView).text.toString() }
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
        for (line in listOf(state.ratingText, state.levels.single().title, state.levels.single().whiteText, state.streakText)) {
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
}
