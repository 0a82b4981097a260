// Games with friends: the list from the menu, a new game started and its move sent through the
// share sheet, a game link opened from outside (a VIEW intent and shared text) with this player
// to move, and a damaged link refused with the engine's words and the list unchanged; a file
// opened with the app or shared to it (a content:// address): a link to its game, a record to
// the game screen, and a file that cannot be read said, with nothing changed.

package app.alquerque.robolectric

import app.alquerque.test.*
import android.app.AlertDialog
import android.content.Intent
import android.net.Uri
import android.widget.Button
import android.widget.TextView
import app.alquerque.R
import app.alquerque.core.HomeAction
import app.alquerque.board.BoardView
import app.alquerque.common.app
import app.alquerque.core.FriendGames
import app.alquerque.core.Side
import app.alquerque.core.Store
import app.alquerque.core.defaultOptions
import app.alquerque.core.openFriendGames
import app.alquerque.friends.FriendGameScreen
import app.alquerque.friends.FriendsScreen
import app.alquerque.game.GameScreen
import java.io.ByteArrayInputStream
import java.io.IOException
import java.io.InputStream
import java.nio.file.Files
import kotlinx.coroutines.runBlocking
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.Robolectric
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.Shadows.shadowOf
import org.robolectric.shadows.ShadowDialog

/** A friend's app elsewhere: its own store, a game begun as White with one move sent. */
internal fun friendsFirstMove(): Pair<FriendGames, String> {
    val friend = runBlocking { openFriendGames(Store(Files.createTempDirectory("alquerque-friend").toString())) }
    val display = defaultOptions()
    val id = friend.start(Side.WHITE, display, "")!!
    val session = friend.play(id, display)!!
    val from = session.state().points.first { it.selectable }
    session.tap(from.index)
    session.tap(session.state().points.first { it.target }.index)
    return friend to session.sendMove()!!
}

@RunWith(RobolectricTestRunner::class)
class FriendsScreenTest : AppTest() {
    private fun friendsScreen(intent: Intent? = null): FriendsScreen {
        val screen = start(Robolectric.buildActivity(FriendsScreen::class.java, intent)).get()
        waitFor("the list") { screen.friends.state != null }
        return screen
    }

    /** The game screen the list opened last, once its game is read. */
    private fun openedGame(from: FriendsScreen): FriendGameScreen {
        var next: Intent? = null
        waitFor("a game opened") { shadowOf(from).nextStartedActivity?.also { next = it } != null }
        assertEquals(FriendGameScreen::class.java.name, next!!.component!!.className)
        // A game screen left open beneath is replaced, not left out of date.
        assertTrue(next!!.flags and Intent.FLAG_ACTIVITY_CLEAR_TOP != 0)
        val game = start(Robolectric.buildActivity(FriendGameScreen::class.java, next)).get()
        waitFor("the game") { game.controller.ready }
        advance(FRAME)
        return game
    }

    @Test
    fun aNewGameFromTheMenuIsPlayedAndSent() {
        save(Saves.TWO_HUMANS)
        launchMain().get()
        val list = friendsScreen(fromHome(HomeAction.FRIENDS))
        val state = list.friends.state!!
        assertEquals(state.heading, list.title.toString())
        assertEquals(state.emptyText, list.findViewById<android.widget.LinearLayout>(R.id.friends_content).let { (it.getChildAt(0) as TextView).text.toString() })
        val newGame = list.findViewById<Button>(R.id.friends_new_game)
        assertEquals(state.newGameTitle, newGame.text.toString())
        newGame.performClick()
        val dialog = ShadowDialog.getLatestDialog() as AlertDialog
        assertEquals(2, dialog.listView.adapter.count)
        assertEquals(state.playWhiteTitle, dialog.listView.adapter.getItem(0))
        shadowOf(dialog).clickOnItem(0)
        // Then its name, the engine's default offered to type over.
        val naming = ShadowDialog.getLatestDialog() as AlertDialog
        val field = naming.window!!.decorView.findViewWithTag<android.widget.EditText>(FriendsScreen.NAME_FIELD_TAG)
        assertEquals(state.defaultName, field.text.toString())
        field.setText("  Chess\nclub ")
        naming.getButton(android.content.DialogInterface.BUTTON_POSITIVE).performClick()
        val game = openedGame(list)
        assertEquals("Chess club", list.friends.state!!.rows.single().name)
        val play = game.controller.friendPlay()!!
        assertEquals(play.title, game.title.toString())
        assertEquals(play.turnLine, game.findViewById<TextView>(R.id.friend_turn).text.toString())
        val send = game.findViewById<Button>(R.id.friend_send)
        assertFalse("nothing to send yet", send.isEnabled)
        val board = game.findViewById<BoardView>(R.id.board)
        board.touch(board.centre(game.controller.state.points.first { it.selectable }.index))
        advance(FRAME)
        board.touch(board.centre(game.controller.state.points.first { it.target }.index))
        advance(FRAME)
        assertTrue(send.isEnabled)
        assertTrue(game.findViewById<Button>(R.id.friend_undo).isEnabled)
        send.performClick()
        val chooser = shadowOf(game).nextStartedActivity
        assertEquals(Intent.ACTION_CHOOSER, chooser.action)
        @Suppress("DEPRECATION")
        val share = chooser.getParcelableExtra<Intent>(Intent.EXTRA_INTENT)!!
        assertEquals(Intent.ACTION_SEND, share.action)
        val text = share.getStringExtra(Intent.EXTRA_TEXT)!!
        assertTrue(text, text.contains("\nalquerque://game/"))
        advance(FRAME)
        assertFalse("sent", send.isEnabled)
        assertFalse("a sent move is the friend's", game.findViewById<Button>(R.id.friend_undo).isEnabled)
        // The friend's app takes it, with them to move.
        val friend = runBlocking { openFriendGames(Store(Files.createTempDirectory("alquerque-bob").toString())) }
        assertNotNull(friend.openLink(text).id)
        assertEquals("Your move", friend.state().rows.single().turnText)
    }

    @Test
    fun aLinkFromOutsideOpensItsGameWithThisPlayerToMove() {
        val (_, link) = friendsFirstMove()
        val url = link.substring(link.indexOf("alquerque://"))
        val screen = start(Robolectric.buildActivity(FriendsScreen::class.java, Intent(Intent.ACTION_VIEW, Uri.parse(url))))
        val list = screen.get()
        waitFor("the list") { list.friends.state?.rows?.isNotEmpty() == true }
        val game = openedGame(list)
        assertTrue(game.controller.friendPlay()!!.turnLine.endsWith(" · Your move"))
        assertTrue(game.controller.state.humanToMove)
        assertTrue("Black, this player's side, at the bottom", game.controller.state.flipped)
        assertEquals(1, list.friends.state!!.rows.size)
        // The same link again, shared as text: already there, nothing changes.
        val rows = list.friends.state!!.rows
        screen.newIntent(Intent(Intent.ACTION_SEND).setType("text/plain").putExtra(Intent.EXTRA_TEXT, link))
        waitFor("the link read") { list.friends.state?.notice?.contains("already") == true }
        assertEquals(rows, list.friends.state!!.rows)
        // A damaged link: refused with the engine's words on the list, nothing changed.
        screen.newIntent(Intent(Intent.ACTION_VIEW, Uri.parse(url.dropLast(2))))
        waitFor("the refusal") { list.friends.state?.notice?.contains("damaged") == true }
        advance(FRAME)
        val notice = list.findViewById<TextView>(R.id.friends_notice)
        assertEquals(list.friends.state?.notice, notice.text.toString())
        assertEquals(rows, list.friends.state!!.rows)
    }

    @Test
    fun aFileOpenedWithTheAppIsReadAsALinkOrARecordAndOneThatCannotBeReadChangesNothing() {
        val resolver = shadowOf(RuntimeEnvironment.getApplication().contentResolver)
        // A game link in a file, opened with the app: its game, this player to move.
        val (_, link) = friendsFirstMove()
        val linkFile = Uri.parse("content://app.alquerque.test.files/move.txt")
        resolver.registerInputStream(linkFile, ByteArrayInputStream(link.toByteArray()))
        val screen = start(Robolectric.buildActivity(FriendsScreen::class.java, Intent(Intent.ACTION_VIEW, linkFile)))
        val list = screen.get()
        waitFor("the list") { list.friends.state?.rows?.isNotEmpty() == true }
        val game = openedGame(list)
        assertTrue(game.controller.friendPlay()!!.turnLine.endsWith(" · Your move"))
        val rows = list.friends.state!!.rows
        // A file whose provider fails half way: said on the list, nothing changed.
        val broken = Uri.parse("content://app.alquerque.test.files/broken.txt")
        resolver.registerInputStream(broken, object : InputStream() {
            override fun read(): Int = throw IOException("the card was removed")
        })
        screen.newIntent(Intent(Intent.ACTION_SEND).setType("text/plain").putExtra(Intent.EXTRA_STREAM, broken))
        val notice = list.findViewById<TextView>(R.id.friends_notice)
        waitFor("the refusal") { notice.text.contains("the card was removed") }
        assertEquals("The file could not be read (the card was removed).", notice.text.toString())
        assertEquals(rows, list.friends.state!!.rows)
        // A game record shared as a file: it opens on the game screen (whose Undo brings back
        // the game it replaces).
        launchMain()
        waitFor("the game") { app.controller.ready }
        val recordFile = Uri.parse("content://app.alquerque.test.files/game.txt")
        resolver.registerInputStream(recordFile, ByteArrayInputStream("1. c2-c3 c4-c2 2. c1-c3 *".toByteArray()))
        screen.newIntent(Intent(Intent.ACTION_SEND).setType("text/plain").putExtra(Intent.EXTRA_STREAM, recordFile))
        // The record's moves are the game's first three. The computer plays Black (the default
        // options) and may answer at once with Black's only legal move (a3-c1), before or after
        // the looper shows the record: the wait is for what stays true either way.
        waitFor("the record opened") { app.controller.state.moveList.take(3) == listOf("c2-c3", "c4-c2", "c1-c3") }
        var next: Intent? = null
        waitFor("the game screen") { shadowOf(list).nextStartedActivity?.also { next = it } != null }
        assertEquals(GameScreen::class.java.name, next!!.component!!.className)
        assertEquals(rows, list.friends.state!!.rows)
    }

    @Test
    fun aLongPressRenamesOrRemovesAGameAndARemovalCanBeUndone() {
        val list = friendsScreen()
        var begun: ULong? = null
        list.friends.start(Side.WHITE, defaultOptions(), "One") { begun = it }
        waitFor("the game") { begun != null }
        shadowOf(list).nextStartedActivity
        list.friends.load()
        waitFor("listed") { list.friends.state?.rows?.size == 1 }
        idle()
        val content = list.findViewById<android.widget.LinearLayout>(R.id.friends_content)
        val row = content.getChildAt(0)
        assertEquals(list.friends.state!!.rows.single().accessibilityLabel, row.contentDescription)
        // Rename: the long press offers it first, with the name to type over.
        row.performLongClick()
        var dialog = ShadowDialog.getLatestDialog() as AlertDialog
        shadowOf(dialog).clickOnItem(0)
        val naming = ShadowDialog.getLatestDialog() as AlertDialog
        val field = naming.window!!.decorView.findViewWithTag<android.widget.EditText>(FriendsScreen.NAME_FIELD_TAG)
        assertEquals("One", field.text.toString())
        field.setText("Sunday")
        naming.getButton(android.content.DialogInterface.BUTTON_POSITIVE).performClick()
        waitFor("renamed") { list.friends.state?.rows?.single()?.name == "Sunday" }
        // Remove: at once, with Undo in the bar that follows.
        idle()
        content.getChildAt(0).performLongClick()
        dialog = ShadowDialog.getLatestDialog() as AlertDialog
        shadowOf(dialog).clickOnItem(1)
        waitFor("removed") { list.friends.state?.rows?.isEmpty() == true }
        idle()
        val removed = list.friends.state!!.removed!!
        assertEquals(android.view.View.VISIBLE, list.findViewById<android.view.View>(R.id.friends_undo_bar).visibility)
        assertEquals(removed.text, list.findViewById<TextView>(R.id.friends_undo_text).text.toString())
        val undo = list.findViewById<Button>(R.id.friends_undo)
        assertEquals(removed.undoTitle, undo.text.toString())
        undo.performClick()
        waitFor("back") { list.friends.state?.rows?.singleOrNull()?.name == "Sunday" }
        idle()
        assertEquals(android.view.View.GONE, list.findViewById<android.view.View>(R.id.friends_undo_bar).visibility)
    }
}
