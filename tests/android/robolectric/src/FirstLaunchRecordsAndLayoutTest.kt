// What the release review (issue 13) changed on screen: the first launch's choice of players,
// the board turned round for a person playing Black, game records shared and pasted, the
// status and notice lines keeping their room so the board stays put, and the screen's padding.

package app.alquerque.robolectric

import app.alquerque.test.*
import android.app.AlertDialog
import android.content.ClipData
import android.content.ClipboardManager
import android.content.DialogInterface
import android.content.Intent
import android.view.View
import android.widget.LinearLayout
import android.widget.RadioGroup
import android.widget.Spinner
import android.widget.TextView
import app.alquerque.R
import app.alquerque.common.app
import app.alquerque.core.AiLevel
import app.alquerque.core.GameSession
import app.alquerque.core.Lesson
import app.alquerque.core.Player
import app.alquerque.core.aiLevels
import app.alquerque.core.lessonIntro
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.Shadows.shadowOf
import org.robolectric.shadows.ShadowDialog

@RunWith(RobolectricTestRunner::class)
class FirstLaunchRecordsAndLayoutTest : AppTest() {

    private fun welcome(): AlertDialog {
        val dialog = ShadowDialog.getLatestDialog() as? AlertDialog
        assertNotNull("the first launch asks how to play", dialog)
        assertTrue(dialog!!.isShowing)
        assertEquals(app.getString(R.string.welcome_title), shadowOf(dialog).title.toString())
        return dialog
    }

    private fun inWindowTop(view: View): Int = IntArray(2).also { view.getLocationInWindow(it) }[1]

    @Test
    fun theFirstLaunchAsksAndTheChoiceSurvivesARotation() {
        val activity = launchMain()
        var dialog = welcome()
        val levels = aiLevels()
        dialog.findViewById<Spinner>(R.id.welcome_level).setSelection(levels.indexOfFirst { it.level == AiLevel.BEGINNER })
        dialog.findViewById<RadioGroup>(R.id.welcome_colour).check(R.id.welcome_black)
        rotate(activity, Screens.PHONE_LANDSCAPE)
        dialog = welcome()
        assertEquals("the level chosen is kept", levels.indexOfFirst { it.level == AiLevel.BEGINNER }, dialog.findViewById<Spinner>(R.id.welcome_level).selectedItemPosition)
        assertEquals(R.id.welcome_black, dialog.findViewById<RadioGroup>(R.id.welcome_colour).checkedRadioButtonId)
        dialog.getButton(DialogInterface.BUTTON_POSITIVE).performClick()
        idle()
        assertEquals(Player.Ai(AiLevel.BEGINNER), controller.options().white)
        assertEquals(Player.Human, controller.options().black)
        // The AI opens for White by itself; the person plays Black from the bottom of the screen.
        waitFor("the AI's first move") { screen.board.moveList.size == 1 && screen.board.humanToMove }
        val board = activity.get().board
        val a1 = board.centre(point("a1"))
        val e5 = board.centre(point("e5"))
        assertTrue("turned round: a1 at the top right (a1 $a1, e5 $e5)", a1.x > e5.x && a1.y < e5.y)
        // Taps still reach the point drawn under the finger: Black moves from the bottom.
        val before = screen.board.moveList.size
        val black = screen.board.points.first { it.selectable }
        board.touch(board.centre(black.index))
        assertTrue(screen.board.points[black.index].selected)
        // Not asked again in this process nor the next.
        activity.pause().stop().destroy()
        newProcess()
        launchMain()
        assertFalse("not asked again", ShadowDialog.getLatestDialog()?.isShowing == true)
        assertEquals(before, screen.board.moveList.size)
        assertEquals(Player.Human, controller.options().black)
    }

    @Test
    fun twoPlayersOnOneDeviceFromTheFirstLaunch() {
        launchMain()
        val dialog = welcome()
        dialog.findViewById<RadioGroup>(R.id.welcome_mode).check(R.id.welcome_two)
        idle()
        assertEquals(View.GONE, dialog.findViewById<View>(R.id.welcome_ai_choices).visibility)
        // What "Learn to play first" opens, the lesson's own count of steps in the core's words.
        assertEquals(lessonIntro(), dialog.findViewById<TextView>(R.id.welcome_lesson).text.toString())
        val steps = Lesson().use { it.state().steps }
        assertTrue(lessonIntro(), lessonIntro().startsWith("$steps short steps on the board"))
        dialog.getButton(DialogInterface.BUTTON_POSITIVE).performClick()
        idle()
        assertEquals(Player.Human, controller.options().white)
        assertEquals(Player.Human, controller.options().black)
        assertTrue(saved()!!.contains("[Black \"human\"]"))
    }

    @Test
    fun aReturningPlayerIsNotAsked() {
        save(Saves.TWO_HUMANS)
        launchMain()
        assertTrue((ShadowDialog.getLatestDialog() as? AlertDialog)?.isShowing != true)
    }

    @Test
    fun theRecordIsSharedAndAPastedOneReplacesTheGame() {
        save(Saves.TWO_HUMANS)
        val main = launchMain().get()
        main.tap("c2", "c3")
        assertTrue(main.act(R.id.action_share_record))
        val chooser = shadowOf(main).nextStartedActivity
        assertEquals(Intent.ACTION_CHOOSER, chooser.action)
        @Suppress("DEPRECATION")
        val send = chooser.getParcelableExtra<Intent>(Intent.EXTRA_INTENT)!!
        assertEquals(Intent.ACTION_SEND, send.action)
        assertEquals(GameSession.restore(saved()!!).exportRecord(), send.getStringExtra(Intent.EXTRA_TEXT))
        // A record on the clipboard: the game it describes replaces this one, and the notice
        // says how to get the game back.
        val clipboard = main.getSystemService(ClipboardManager::class.java)
        clipboard.setPrimaryClip(ClipData.newPlainText("record", "1. d3-c3 b3-d3 2. e3-c3 *"))
        assertTrue(main.act(R.id.action_paste_record))
        idle()
        assertEquals(listOf("d3-c3", "b3-d3", "e3-c3"), screen.board.moveList)
        assertEquals(listOf("d3-c3", "b3-d3", "e3-c3"), savedBoard().moveList)
        assertTrue(main.text(R.id.notice), main.text(R.id.notice).contains("Undo"))
        assertTrue(main.act(R.id.action_undo))
        assertEquals("the game played is back", listOf("c2-c3"), screen.board.moveList)
        assertEquals(listOf("c2-c3"), savedBoard().moveList)
        // Text that is no record: the engine's reason, and the game is kept.
        clipboard.setPrimaryClip(ClipData.newPlainText("record", "1. z9-z8 *"))
        assertTrue(main.act(R.id.action_paste_record))
        idle()
        val reason = GameSession.restore(saved()!!).importRecord("1. z9-z8 *").refusal()
        assertEquals(reason, main.text(R.id.notice))
        assertEquals(listOf("c2-c3"), screen.board.moveList)
    }

    @Test
    fun theBoardStaysPutWhileLinesComeAndGoAndThePaddingIsKept() {
        save(Saves.choiceForBlack("master"))
        val main = launchMain().get()
        val top = inWindowTop(main.board)
        val height = main.board.height
        main.playAndSeeItThink("e3", "c3")
        assertEquals("the computer thinking does not move the board", top, inWindowTop(main.board))
        assertEquals(height, main.board.height)
        main.act(R.id.action_undo)
        main.tap("a1")
        assertTrue("a refusal is on screen", main.shows(R.id.notice))
        assertEquals("the notice does not push the board", top, inWindowTop(main.board))
        // The layout's own padding stays around the text (insets come on top of it).
        val status = main.findViewById<TextView>(R.id.status)
        val at = IntArray(2).also { status.getLocationInWindow(it) }
        val twelveDp = (12 * main.resources.displayMetrics.density).toInt()
        assertTrue("the status line keeps its margin (x = ${at[0]})", at[0] >= twelveDp)
    }

    /**
     * The game's actions are in reach of a thumb on every screen: New game, Undo, Hint and More
     * in a bar at the bottom (of the screen upright, of the side panel sideways), each a touch
     * target of 48dp or more, under the board, and nothing of them left in the app bar.
     */
    @Test
    fun theActionsAreAtTheBottomInReachOfAThumbOnEveryScreen() {
        save(Saves.RETURNING)
        for (qualifiers in listOf(Screens.PHONE, Screens.SMALL_PHONE, Screens.PHONE_LANDSCAPE, Screens.TABLET, Screens.TABLET_LANDSCAPE)) {
            RuntimeEnvironment.setQualifiers(qualifiers)
            val main = launchMain().get()
            val bar = main.findViewById<LinearLayout>(R.id.action_bar)
            val ids = (0 until bar.childCount).map { bar.getChildAt(it).id }
            assertEquals(qualifiers, listOf(R.id.action_new_game, R.id.action_undo, R.id.action_hint, R.id.action_more), ids)
            val density = main.resources.displayMetrics.density
            assertTrue("$qualifiers: a 48dp touch target (${bar.height / density}dp)", bar.height >= 48 * density - 1)
            val root = main.findViewById<View>(R.id.main_root)
            val barBottom = inWindowTop(bar) + bar.height
            val rootBottom = inWindowTop(root) + root.height - root.paddingBottom
            assertTrue("$qualifiers: the bar at the bottom ($barBottom of $rootBottom)", rootBottom - barBottom <= 2 * density)
            assertTrue("$qualifiers: the bar under the board's top", inWindowTop(bar) > inWindowTop(main.board))
            assertFalse("$qualifiers: Undo waits for a move", main.findViewById<View>(R.id.action_undo).isEnabled)
            assertTrue(main.findViewById<View>(R.id.action_hint).isEnabled)
            if (qualifiers == Screens.TABLET) {
                // Upright on a tablet the moves fill what the board leaves: no third of the
                // screen empty under the board.
                val moves = main.findViewById<View>(R.id.move_list_scroll)
                assertTrue("the moves take the room under the board (${moves.height / density}dp)", moves.height >= 120 * density)
            }
        }
    }

    @Test
    fun aPersonPlayingWhiteSeesTheBoardUpright() {
        save(Saves.choiceForBlack("hard"))
        val board = launchMain().get().board
        val a1 = board.centre(point("a1"))
        val e5 = board.centre(point("e5"))
        assertTrue("a1 at the bottom left", a1.x < e5.x && a1.y > e5.y)
    }
}
