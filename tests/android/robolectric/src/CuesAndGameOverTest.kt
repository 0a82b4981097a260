// What the game screen plays besides drawing, and what it offers once a game is over: the
// core's cues through the app's SoundPool (Robolectric's shadow counts what was played) and
// the board's haptic feedback, the settings that silence them, and the game-over buttons
// starting the game they say.

package app.alquerque.robolectric

import app.alquerque.test.*
import android.view.HapticFeedbackConstants
import android.view.accessibility.AccessibilityEvent
import android.view.accessibility.AccessibilityManager
import android.widget.Button
import android.view.View
import android.widget.LinearLayout
import app.alquerque.R
import app.alquerque.common.app
import app.alquerque.core.AiLevel
import app.alquerque.core.GameStatus
import app.alquerque.core.Player
import app.alquerque.core.Side
import app.alquerque.core.WinReason
import app.alquerque.game.GameScreen
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.Shadows.shadowOf

@RunWith(RobolectricTestRunner::class)
class CuesAndGameOverTest : AppTest() {
    private val hops = listOf(R.raw.capture_hop_1, R.raw.capture_hop_2, R.raw.capture_hop_3)

    /** How often each of [sounds] (res/raw ids) was played on the screen's sound pool. */
    private fun GameScreen.played(vararg sounds: Int): List<Int> {
        val pool = shadowOf(cueOutput!!.pool)
        return sounds.map { pool.getResourcePlaybacks(it).size }
    }

    @Test
    fun aCaptureOfThreeHopsSoundsEachHopOnceThenItsEndOnce() {
        save(Saves.TRIPLE_CAPTURE)
        val main = launchMain().get()
        // The first two jumps, entered tap by tap, sound as they are made.
        main.tap("b2", "b4", "d2")
        assertEquals(listOf(1, 1, 0), main.played(*hops.toIntArray()))
        assertEquals(HapticFeedbackConstants.CONTEXT_CLICK, shadowOf(main.board).lastHapticFeedbackPerformed())
        // The last one sounds as the piece lands (the board animates it as the looper runs),
        // and the pieces are gathered after it: not yet.
        main.tap("d4")
        assertEquals(listOf(0), main.played(R.raw.capture_end))
        advance(1000)
        assertEquals("each hop once, in turn, and the end once", listOf(1, 1, 1, 1), main.played(*hops.toIntArray(), R.raw.capture_end))
        assertEquals(listOf(0, 0, 0), main.played(R.raw.move, R.raw.win, R.raw.refused))
        assertEquals(GameStatus.Ongoing, screen.board.status)
        // A refused tap is heard.
        main.tap("c3")
        assertEquals(listOf(1), main.played(R.raw.refused))
    }

    @Test
    fun theSettingsSilenceTheSoundsAndTheTouches() {
        save(Saves.TRIPLE_CAPTURE)
        val main = launchMain().get()
        app.controller.setOptions(app.controller.options().copy(sound = false, haptics = false))
        val untouched = shadowOf(main.board).lastHapticFeedbackPerformed()
        main.tap("b2", "b4", "d2", "d4")
        advance(1000)
        assertEquals(listOf("b2-b4-d2-d4"), screen.board.moveList)
        assertEquals(listOf(0, 0, 0, 0), main.played(*hops.toIntArray(), R.raw.capture_end))
        assertEquals("no touch", untouched, shadowOf(main.board).lastHapticFeedbackPerformed())
        assertTrue("the settings are kept", saved()!!.contains("[Sound \"no\"]") && saved()!!.contains("[Haptics \"no\"]"))
    }

    /** The result card's buttons, in the order shown. */
    private fun GameScreen.resultButtons(): List<Button> {
        val found = mutableListOf<Button>()
        fun collect(v: View) {
            if (v is Button) found += v else if (v is android.view.ViewGroup) for (i in 0 until v.childCount) collect(v.getChildAt(i))
        }
        collect(findViewById(R.id.game_over))
        return found
    }

    /**
     * Wins the game of [Saves.LAST_CAPTURE_AGAINST_BEGINNER]; the result card's buttons, in
     * order: Review first (filled), then Play again, Swap sides, Change level. The board keeps
     * its size: the card lies over it.
     */
    private fun winAgainstBeginner(): Pair<GameScreen, List<Button>> {
        save(Saves.LAST_CAPTURE_AGAINST_BEGINNER)
        val main = launchMain().get()
        assertFalse("nothing offered while the game goes on", main.shows(R.id.game_over))
        val boardSize = main.board.width to main.board.height
        main.tap("b2", "b4", "d2", "d4")
        advance(1500)
        assertEquals(GameStatus.Won(Side.WHITE, WinReason.NO_PIECES_LEFT), screen.board.status)
        assertEquals("the win is heard once", listOf(1, 0), main.played(R.raw.win, R.raw.loss))
        assertTrue(main.shows(R.id.game_over))
        // Why, then the rating's change once the statistics have recorded the game.
        waitFor("the rating on the card") { screen.board.resultCard?.ratingText != null }
        advance(FRAME)
        val card = screen.board.resultCard!!
        assertEquals(card.title, main.text(R.id.result_title))
        assertTrue(card.ratingText!!, card.ratingText!!.startsWith("Your first rating: "))
        assertEquals("${card.reason}\n${card.ratingText}", main.text(R.id.result_reason))
        val buttons = main.resultButtons()
        assertEquals(listOf("Review", "Play again", "Swap sides", "Change level"), buttons.map { it.text.toString() })
        assertEquals(listOf(R.id.review_game, R.id.play_again, R.id.swap_sides, R.id.change_level), buttons.map { it.id })
        assertNotEquals("the primary action looks primary", buttons[0].background.constantState, buttons[1].background.constantState)
        assertEquals("the board keeps its size", boardSize, main.board.width to main.board.height)
        return main to buttons
    }

    @Test
    fun playAgainStartsTheSameSidesAgain() {
        val (main, buttons) = winAgainstBeginner()
        buttons[1].performClick()
        advance(FRAME)
        assertEquals(Player.Human, screen.options.white)
        assertEquals(Player.Ai(AiLevel.BEGINNER), screen.options.black)
        assertTrue("a new game, the person to move", screen.board.moveList.isEmpty() && screen.board.humanToMove)
        assertEquals(GameStatus.Ongoing, screen.board.status)
        assertFalse(main.shows(R.id.game_over))
    }

    @Test
    fun swapSidesGivesThePersonTheOtherColour() {
        val (main, buttons) = winAgainstBeginner()
        buttons[2].performClick()
        assertEquals(Player.Ai(AiLevel.BEGINNER), screen.options.white)
        assertEquals(Player.Human, screen.options.black)
        assertFalse(main.shows(R.id.game_over))
        // The computer, White now, opens; then it is the person's turn, as Black.
        waitFor("the computer's first move") { screen.board.moveList.size == 1 && screen.board.humanToMove }
        assertEquals(Side.BLACK, screen.board.sideToMove)
        assertTrue("the board turned for Black", screen.board.flipped)
    }

    /** What TalkBack was told to say, in order. */
    private fun announced(): List<String> =
        shadowOf(app.getSystemService(AccessibilityManager::class.java)).sentAccessibilityEvents
            .filter { it.eventType == AccessibilityEvent.TYPE_ANNOUNCEMENT }
            .map { it.text.joinToString("") }

    private fun screenReaderOn() {
        val manager = app.getSystemService(AccessibilityManager::class.java)
        shadowOf(manager).setEnabled(true)
        shadowOf(manager).setTouchExplorationEnabled(true)
    }

    @Test
    fun screenReadersHearTheComputersMoveWithWhatItTook() {
        screenReaderOn()
        save("[White \"human\"]\n[Black \"ai:beginner\"]\n\n*")
        val main = launchMain().get()
        main.tap("c2", "c3")
        waitFor("the computer's reply") { screen.board.moveList.size == 2 }
        advance(1500)
        // Black's only move takes the piece that just arrived: said with what it took.
        assertEquals(listOf("Black played c4-c2, taking c3."), announced())
    }

    @Test
    fun screenReadersHearTheResult() {
        screenReaderOn()
        save(Saves.LAST_CAPTURE_AGAINST_BEGINNER)
        val won = launchMain().get()
        won.tap("b2", "b4", "d2", "d4")
        advance(1500)
        val said = announced()
        // The line above the board only says the game is over; what is heard says the result
        // and why, in the result card's words.
        val card = screen.board.resultCard!!
        assertTrue(said.toString(), said.isNotEmpty() && said.last().endsWith(card.reason))
        assertTrue(said.last(), said.last().contains("White wins"))
        assertEquals("Game over", screen.board.statusText)
    }

    /**
     * The game-over buttons fit in every language, on the smallest phone and the largest
     * screen: side by side in equal widths, or one per line at the full width when a word of a
     * label would not fit its share; never a label broken inside a word (Spanish's "REVISAR"
     * came out as "REVISA" / "R" in a narrower third than the others).
     */
    @Test
    fun theGameOverButtonsFitEveryLanguageWithoutBreakingAWord() {
        val languages = listOf("", "es-", "pt-", "fr-", "de-", "ar-", "en-rXA-", "ar-rXB-")
        for (screenSize in listOf(Screens.SMALL_PHONE, Screens.PHONE, Screens.TABLET)) {
            for (language in languages) {
                val where = "$language$screenSize"
                RuntimeEnvironment.setQualifiers(where)
                save(Saves.LAST_CAPTURE_AGAINST_BEGINNER)
                val main = launchMain().get()
                main.tap("b2", "b4", "d2", "d4")
                advance(1500)
                assertTrue(where, main.shows(R.id.game_over))
                val buttons = main.resultButtons()
                assertEquals(where, 4, buttons.size)
                // The primary action has the card's width; the others share the row under it.
                val row = buttons[1].parent as LinearLayout
                assertEquals(where, (buttons[0].parent as View).width, buttons[0].width)
                val others = buttons.drop(1)
                val sideBySide = others.zipWithNext().all { (a, b) -> a.top == b.top }
                if (sideBySide) {
                    assertTrue("$where: equal widths ${others.map { it.width }}", others.maxOf { it.width } - others.minOf { it.width } <= 1)
                } else {
                    assertTrue("$where: one per line", others.zipWithNext().all { (a, b) -> a.bottom <= b.top })
                    val margins = others.first().let { (it.layoutParams as LinearLayout.LayoutParams).let { p -> p.leftMargin + p.rightMargin } }
                    assertTrue("$where: at the full width", others.all { it.width == row.width - row.paddingLeft - row.paddingRight - margins })
                }
                for (b in buttons) {
                    val layout = b.layout
                    val shown = layout.text
                    for (line in 0 until layout.lineCount - 1) {
                        val end = layout.getLineEnd(line)
                        assertTrue(
                            "$where: \"$shown\" is broken inside a word after line ${line + 1}",
                            shown[end - 1].isWhitespace() || shown[end].isWhitespace(),
                        )
                    }
                    assertTrue("$where: \"$shown\" fits its button", layout.width <= b.width - b.totalPaddingLeft - b.totalPaddingRight)
                }
                closeEverything()
            }
        }
    }
}
