// The home: the app opens on it, each entry opens its screen and comes back, New game is the
// sheet (which asks before it ends a game in progress, and keeps its choice), and the buttons
// are what the engine says (one filled).

package app.alquerque.robolectric

import app.alquerque.test.*
import android.content.Intent
import android.widget.Button
import app.alquerque.R
import app.alquerque.about.AboutScreen
import app.alquerque.analysis.AnalysisScreen
import app.alquerque.core.AiLevel
import app.alquerque.core.ColourChoice
import app.alquerque.core.HomeAction
import app.alquerque.core.Opponent
import app.alquerque.core.Player
import app.alquerque.core.openNewGame
import app.alquerque.newgame.NewGameSheet
import kotlinx.coroutines.runBlocking
import app.alquerque.friends.FriendsScreen
import app.alquerque.endgame.EndgameScreen
import app.alquerque.game.GameScreen
import app.alquerque.home.HomeScreen
import app.alquerque.lesson.LessonScreen
import app.alquerque.options.OptionsScreen
import app.alquerque.puzzles.PuzzleScreen
import app.alquerque.rules.RulesScreen
import app.alquerque.statistics.StatisticsScreen
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.Robolectric
import org.robolectric.RobolectricTestRunner
import org.robolectric.Shadows.shadowOf
import org.robolectric.shadows.ShadowDialog

@RunWith(RobolectricTestRunner::class)
class HomeScreenTest : AppTest() {

    @Test
    fun theAppOpensOnTheHomeAndEveryEntryOpensItsScreen() {
        val launcher = app.packageManager.getLaunchIntentForPackage(app.packageName)
        assertEquals(HomeScreen::class.java.name, launcher?.component?.className)
        save(Saves.SHORT_GAME)
        val home = launchHome().get()
        val state = app.home.state
        assertTrue("a game in progress to continue", state.continueGame != null)
        val screens = mapOf(
            HomeAction.CONTINUE_GAME to GameScreen::class.java,
            HomeAction.NEW_GAME to NewGameSheet::class.java,
            HomeAction.LEARN to LessonScreen::class.java,
            HomeAction.PUZZLES to PuzzleScreen::class.java,
            HomeAction.ENDGAME to EndgameScreen::class.java,
            HomeAction.FRIENDS to FriendsScreen::class.java,
            HomeAction.STATISTICS to StatisticsScreen::class.java,
            HomeAction.ANALYSIS to AnalysisScreen::class.java,
        )
        // Every entry the engine lists is shown, in its words, and opens its screen.
        for (entry in state.entries) {
            val button = home.findViewById<Button>(HomeScreen.idOf(entry.action))
            assertTrue(button.text.toString().startsWith(entry.title))
            assertTrue(entry.detail.isEmpty() || button.text.toString().contains(entry.detail))
            assertEquals(screens[entry.action]!!.name, fromHome(entry.action, home).component!!.className)
        }
        assertEquals(screens[HomeAction.CONTINUE_GAME]!!.name, fromHome(HomeAction.CONTINUE_GAME, home).component!!.className)
        // One level down, in the action bar's menu: Options, Rules, About.
        val more = mapOf(HomeAction.OPTIONS to OptionsScreen::class.java, HomeAction.RULES to RulesScreen::class.java, HomeAction.ABOUT to AboutScreen::class.java)
        assertEquals(more.keys.toList(), state.more.map { it.action })
        for (entry in state.more) {
            assertTrue(shadowOf(home).clickMenuItem(HomeScreen.idOf(entry.action)))
            assertEquals(more[entry.action]!!.name, shadowOf(home).nextStartedActivity.component!!.className)
        }
    }

    @Test
    fun theEnginesPrimaryActionIsTheFilledButtonAndTheOthersAreNot() {
        save(Saves.RETURNING)
        val home = launchHome().get()
        val primary = app.home.state.entries.single { it.primary }
        assertEquals(HomeAction.NEW_GAME, primary.action)
        val filled = home.findViewById<Button>(HomeScreen.idOf(primary.action)).background.constantState
        for (entry in app.home.state.entries.filter { !it.primary }) {
            val other = home.findViewById<Button>(HomeScreen.idOf(entry.action)).background.constantState
            assertNotEquals("${entry.action} looks like the primary action", filled, other)
        }
        // A returning player with no game in progress: nothing to continue.
        assertEquals(null, home.findViewById<android.view.View>(R.id.home_continue))
    }

    /** The sheet's choice, pressed: the radio button or box whose text begins with [title]. */
    private fun NewGameSheet.press(title: String) {
        val content = findViewById<android.view.ViewGroup>(R.id.new_game_content)
        fun find(v: android.view.View): android.widget.CompoundButton? = when (v) {
            is android.widget.CompoundButton -> v.takeIf { it.text.toString().startsWith(title) }
            is android.view.ViewGroup -> (0 until v.childCount).firstNotNullOfOrNull { find(v.getChildAt(it)) }
            else -> null
        }
        val button = find(content) ?: throw AssertionError("the sheet shows no $title")
        assertTrue(button.isEnabled)
        assertTrue(button.performClick())
        idle()
    }

    @Test
    fun newGameFromTheHomeIsTheSheetItAsksBeforeEndingAGameInProgressAndKeepsTheChoice() {
        save(Saves.SHORT_GAME)
        val sheet = start(Robolectric.buildActivity(NewGameSheet::class.java, fromHome(HomeAction.NEW_GAME))).get()
        waitFor("the sheet") { app.newGame.ready }
        idle()
        val state = app.newGame.state
        assertEquals(state.title, sheet.title.toString())
        // Two people: the colour is not theirs to choose.
        assertTrue(state.opponents.first().selected && !state.colourEnabled)
        val easy = state.opponents.first { it.opponent == Opponent.Computer(AiLevel.EASY) }
        sheet.press(easy.title)
        assertTrue(app.newGame.state.colourEnabled)
        sheet.press(app.newGame.state.colours.first { it.colour == ColourChoice.BLACK }.title)
        val startButton = sheet.findViewById<Button>(R.id.new_game_start)
        assertEquals(app.newGame.state.startTitle, startButton.text.toString())
        assertTrue(startButton.performClick())
        // A game in progress would end: asked first.
        val dialog = ShadowDialog.getLatestDialog() as android.app.AlertDialog
        assertTrue(dialog.isShowing)
        assertEquals(app.newGame.state.confirmText, shadowOf(dialog).message.toString())
        dialog.getButton(android.content.DialogInterface.BUTTON_POSITIVE).performClick()
        idle()
        assertEquals(GameScreen::class.java.name, shadowOf(sheet).nextStartedActivity.component!!.className)
        assertTrue(sheet.isFinishing)
        val options = app.controller.options()
        assertEquals(Player.Ai(AiLevel.EASY), options.white)
        assertEquals(Player.Human, options.black)
        // The choice is kept: a sheet opened from the store opens on it.
        val reopened = runBlocking { openNewGame(app.openedStore(), app.controller.opened()) }
        assertEquals(app.newGame.state.choice, reopened.state().choice)
    }

    @Test
    fun theGameScreensUpArrowGoesBackToTheHome() {
        save(Saves.SHORT_GAME)
        val game = start(Robolectric.buildActivity(GameScreen::class.java, fromHome(HomeAction.CONTINUE_GAME))).get()
        assertEquals(3, screen.board.moveList.size)
        val options = game.actionBar?.displayOptions ?: 0
        assertTrue(options and android.app.ActionBar.DISPLAY_HOME_AS_UP != 0)
        assertTrue(shadowOf(game).clickMenuItem(android.R.id.home))
        assertTrue(game.isFinishing)
    }
}
