// The screens behind the menu: Options (who plays each side, the AI's level, the variant),
// Rules and About, opened from the game screen's menu as a person opens them.

package app.alquerque.robolectric

import app.alquerque.test.*
import android.app.ActionBar
import android.app.Activity
import android.app.AlertDialog
import android.content.DialogInterface
import android.view.View
import android.widget.Button
import android.widget.LinearLayout
import android.widget.Spinner
import android.widget.Switch
import android.widget.TextView
import app.alquerque.R
import app.alquerque.about.AboutScreen
import app.alquerque.core.AiLevel
import app.alquerque.core.AppPlatform
import app.alquerque.core.aboutState
import app.alquerque.core.GameSession
import app.alquerque.core.OptionKey
import app.alquerque.core.Player
import app.alquerque.core.Side
import app.alquerque.core.Variant
import app.alquerque.core.aiLevels
import app.alquerque.core.engineVersion
import app.alquerque.core.rulesText
import app.alquerque.core.variantTitle
import app.alquerque.core.playerChoices
import app.alquerque.core.variants
import app.alquerque.game.GameScreen
import app.alquerque.options.OptionsScreen
import app.alquerque.puzzles.PuzzleScreen
import app.alquerque.review.ReviewScreen
import app.alquerque.rules.RulesScreen
import app.alquerque.statistics.StatisticsScreen
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import app.alquerque.core.HomeAction
import org.robolectric.Robolectric
import org.robolectric.RobolectricTestRunner
import org.robolectric.Shadows.shadowOf
import org.robolectric.shadows.ShadowDialog

@RunWith(RobolectricTestRunner::class)
class OptionsRulesAboutTest : AppTest() {

    /**
     * Picks [item] of the game screen's menu (what belongs to the game: the rules, the review), or
     * of the home's (Options and About one level down, Puzzles and Statistics among its entries),
     * and starts the screen it asks for.
     */
    private fun <T : Activity> open(main: GameScreen, item: Int, type: Class<T>): T {
        val onHome = mapOf(
            R.id.home_options to HomeAction.OPTIONS,
            R.id.home_about to HomeAction.ABOUT,
            R.id.home_puzzles to HomeAction.PUZZLES,
            R.id.home_statistics to HomeAction.STATISTICS,
        )
        val intent = onHome[item]?.let { action ->
            val home = launchHome().get()
            if (item == R.id.home_options || item == R.id.home_about) {
                // One level down: the home's menu.
                assertTrue(shadowOf(home).clickMenuItem(item))
                shadowOf(home).nextStartedActivity
            } else {
                fromHome(action, home)
            }
        } ?: run {
            assertTrue(main.act(item))
            shadowOf(main).nextStartedActivity
        } ?: throw AssertionError("the menu item starts no screen")
        assertEquals(type.name, intent.component!!.className)
        return start(Robolectric.buildActivity(type, intent)).get()
    }

    @Test
    fun optionsChangeWhoPlaysTheLevelAndTheVariantAtOnceAndBackKeepsThem() {
        save(Saves.TWO_HUMANS)
        val main = launchMain().get()
        main.tap("c2", "c3")
        val levels = aiLevels()
        val options = open(main, R.id.home_options, OptionsScreen::class.java)
        val white = options.findViewById<Spinner>(R.id.white_player)
        val black = options.findViewById<Spinner>(R.id.black_player)
        val variant = options.findViewById<Spinner>(R.id.variant)
        // What is shown is what is in force: two people, the standard rules.
        assertEquals(0, white.selectedItemPosition)
        assertEquals(0, black.selectedItemPosition)
        assertEquals(variants().indexOfFirst { it.variant == Variant.STANDARD }, variant.selectedItemPosition)
        assertEquals(playerChoices().map { it.title }, (0 until black.count).map { black.getItemAtPosition(it) })
        // The AI at its weakest (a budget of a few hundred playouts) takes White.
        val beginner = 1 + levels.indexOfFirst { it.level == AiLevel.BEGINNER }
        white.setSelection(beginner)
        idle()
        // How the level plays, and its rating on the ladder, both from the engine.
        val beginnerInfo = levels.first { it.level == AiLevel.BEGINNER }
        assertEquals(
            beginnerInfo.description + "\n" + beginnerInfo.ratingText,
            options.findViewById<TextView>(R.id.white_player_description).text.toString(),
        )
        variant.setSelection(variants().indexOfFirst { it.variant == Variant.ALFONSO })
        idle()
        // Applied at once, as on iOS: no OK, and Back keeps them.
        assertEquals(Player.Ai(AiLevel.BEGINNER), controller.options().white)
        assertEquals(Variant.ALFONSO, controller.options().variant)
        @Suppress("DEPRECATION")
        options.onBackPressed()
        idle()
        assertTrue(options.isFinishing)
        val now = controller.options()
        assertEquals(Player.Ai(AiLevel.BEGINNER), now.white)
        assertEquals(Player.Human, now.black)
        assertEquals(Variant.ALFONSO, now.variant)
        assertEquals("a game in progress keeps its rules", Variant.STANDARD, controller.rules().variant)
        // Who plays applies at once: after Black's move, the AI answers for White by itself.
        main.tap("c4", "c2")
        waitFor("White's AI to move") { screen.board.moveList.size == 3 && screen.board.humanToMove }
        assertEquals(Side.WHITE, screen.board.lastMove!!.side)
        assertEquals(Variant.STANDARD, controller.rules().variant)
        // The new rules come with the next game, and the AI opens it.
        assertTrue(main.act(R.id.action_new_game))
        (ShadowDialog.getLatestDialog() as AlertDialog).getButton(DialogInterface.BUTTON_POSITIVE).performClick()
        idle()
        assertEquals(Variant.ALFONSO, controller.rules().variant)
        waitFor("White's AI to open the new game") { screen.board.moveList.size == 1 }
        assertEquals(Side.WHITE, screen.board.lastMove!!.side)
        // The options are saved with the game.
        assertTrue(saved()!!.contains("[White \"ai:beginner\"]"))
        assertEquals(Variant.ALFONSO, GameSession.restore(saved()!!).rules().variant)
    }

    @Test
    fun aSwitchAppliesAtOnceAndTheUpArrowKeepsIt() {
        val main = launchMain().get()
        val before = controller.options()
        val options = open(main, R.id.home_options, OptionsScreen::class.java)
        options.findViewById<Switch>(R.id.show_targets).performClick()
        idle()
        assertEquals(!before.showTargets, controller.options().showTargets)
        assertTrue(shadowOf(options).clickMenuItem(android.R.id.home))
        idle()
        assertTrue(options.isFinishing)
        assertEquals(before.copy(showTargets = !before.showTargets), controller.options())
    }

    @Test
    fun theOptionsShowTheEnginesWordsAndPerfectPlayOnlyWhenAskedFor() {
        save(Saves.TWO_HUMANS)
        val main = launchMain().get()
        idle()
        assertEquals("no verdict unless asked for", "", screen.board.caption)
        val options = open(main, R.id.home_options, OptionsScreen::class.java)
        val state = controller.optionsState()
        val ids = mapOf(
            OptionKey.REVERSAL to R.id.reversal, OptionKey.SHOW_TARGETS to R.id.show_targets,
            OptionKey.SHOW_NOTATION to R.id.show_notation, OptionKey.SHOW_PROOFS to R.id.show_proofs,
            OptionKey.SOUND to R.id.sound, OptionKey.HAPTICS to R.id.haptics,
        )
        for (option in state.switches) {
            val switch = options.findViewById<Switch>(ids.getValue(option.key))
            assertEquals(option.title, switch.text.toString())
            assertEquals(option.on, switch.isChecked)
        }
        assertEquals(state.playersNote, options.findViewById<TextView>(R.id.players_note).text.toString())
        assertEquals(state.title, options.title.toString())
        options.findViewById<Switch>(R.id.show_proofs).performClick()
        idle()
        assertTrue(controller.options().showProofs)
        assertTrue(shadowOf(options).clickMenuItem(android.R.id.home))
        waitFor("what perfect play proves, under the board") { main.shows(R.id.progress) }
        assertEquals("White wins with perfect play", main.text(R.id.progress))
    }

    @Test
    fun whileTheRulesChosenDifferFromTheGamesANewGameWithThemIsOffered() {
        save(Saves.TWO_HUMANS)
        val main = launchMain().get()
        main.tap("c2", "c3")
        val options = open(main, R.id.home_options, OptionsScreen::class.java)
        val newGame = options.findViewById<Button>(R.id.options_new_game)
        val variant = options.findViewById<Spinner>(R.id.variant)
        val standard = variants().indexOfFirst { it.variant == Variant.STANDARD }
        val reversalBefore = controller.rules().reversalAllowed
        assertEquals("the rules are the game's: nothing to offer", View.GONE, newGame.visibility)
        variant.setSelection(variants().indexOfFirst { it.variant == Variant.ALFONSO })
        idle()
        assertEquals(View.VISIBLE, newGame.visibility)
        assertEquals(controller.optionsState().newGame, newGame.text.toString())
        // Back to the game's rules: the offer goes.
        variant.setSelection(standard)
        idle()
        assertEquals(View.GONE, newGame.visibility)
        options.findViewById<Switch>(R.id.reversal).performClick()
        idle()
        assertEquals(View.VISIBLE, newGame.visibility)
        variant.setSelection(variants().indexOfFirst { it.variant == Variant.ALFONSO })
        idle()
        assertEquals("the game in progress keeps its rules", Variant.STANDARD, controller.rules().variant)
        newGame.performClick()
        idle()
        assertTrue(options.isFinishing)
        // A new game, at once (no question, as on iOS), with the rules chosen.
        assertEquals(Variant.ALFONSO, controller.rules().variant)
        assertEquals(!reversalBefore, controller.rules().reversalAllowed)
        assertTrue("the new game has no moves", screen.board.moveList.isEmpty())
        assertTrue(!screen.board.rulesChangeNextGame)
    }

    /** The last [n] views of the rules page: the paragraphs, under the heading and the picture. */
    private fun paragraphs(body: LinearLayout, n: Int): List<String> {
        assertTrue(body.childCount > n)
        return (body.childCount - n until body.childCount).map { (body.getChildAt(it) as TextView).text.toString() }
    }

    @Test
    fun rulesShowTheEnginesTextOfTheGameInProgress() {
        val main = launchMain().get()
        val rules = open(main, R.id.action_rules, RulesScreen::class.java)
        val b = controller.rules()
        assertEquals(variantTitle(b.variant), rules.findViewById<TextView>(R.id.rules_variant).text.toString())
        val body = rules.findViewById<LinearLayout>(R.id.rules_body)
        val expected = rulesText(b.variant, b.reversalAllowed)
        assertTrue("the engine has rules to show", expected.isNotEmpty())
        assertEquals(expected, paragraphs(body, expected.size))
        assertEquals(rules.getString(R.string.rules_title), rules.title.toString())
    }

    @Test
    fun rulesOfTheAlfonsoVariantAfterANewGameWithIt() {
        save("[White \"human\"]\n[Black \"human\"]\n[Variant \"alfonso\"]\n\n*")
        val main = launchMain().get()
        val b = controller.rules()
        val rules = open(main, R.id.action_rules, RulesScreen::class.java)
        val body = rules.findViewById<LinearLayout>(R.id.rules_body)
        val expected = rulesText(b.variant, b.reversalAllowed)
        assertEquals(expected, paragraphs(body, expected.size))
        assertTrue("the Alfonso rules differ", expected != rulesText(Variant.STANDARD, b.reversalAllowed))
        assertEquals(variantTitle(b.variant), rules.findViewById<TextView>(R.id.rules_variant).text.toString())
    }

    @Test
    fun aboutShowsTheVersionsAndTheCredits() {
        val main = launchMain().get()
        val about = open(main, R.id.home_about, AboutScreen::class.java)
        val version = about.findViewById<TextView>(R.id.about_version).text.toString()
        val state = aboutState(AppPlatform.ANDROID, "0.1.0", AboutScreen.platformLibraries())
        assertEquals(state.versionLine, version)
        assertTrue(version.contains(engineVersion()))
        assertEquals(state.title, about.title.toString())
        // The Android libraries the app packages, then every crate the engine links.
        val platform = about.findViewById<TextView>(R.id.about_platform_components).text.toString()
        assertTrue(platform, platform.contains("JNA (Java Native Access)"))
        val crates = about.findViewById<TextView>(R.id.about_rust_components).text.toString()
        assertEquals(state.crateLines.size, crates.lines().size)
        assertTrue(crates, crates.contains("• uniffi "))
    }

    /**
     * Every screen behind the game's menu or the home's shows the Up arrow, which closes it back
     * to where it was opened from, the game as it was.
     */
    @Test
    fun theUpArrowClosesEveryMenuScreenBackToTheGame() {
        save(Saves.TWO_HUMANS)
        val main = launchMain().get()
        main.tap("c2", "c3")
        val screens = listOf(
            R.id.home_options to OptionsScreen::class.java,
            R.id.action_rules to RulesScreen::class.java,
            R.id.home_about to AboutScreen::class.java,
            R.id.home_puzzles to PuzzleScreen::class.java,
            R.id.action_review to ReviewScreen::class.java,
            R.id.home_statistics to StatisticsScreen::class.java,
        )
        for ((item, type) in screens) {
            val opened: Activity = open(main, item, type)
            val options = opened.actionBar?.displayOptions ?: 0
            assertTrue("${type.simpleName} shows the Up arrow", options and ActionBar.DISPLAY_HOME_AS_UP != 0)
            assertTrue(shadowOf(opened).clickMenuItem(android.R.id.home))
            assertTrue("${type.simpleName} closes on Up", opened.isFinishing)
            idle()
        }
        assertTrue(!main.isFinishing)
        assertEquals(1, screen.board.moveList.size)
    }
}
