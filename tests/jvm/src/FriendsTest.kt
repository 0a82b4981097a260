// JVM tests of the games with friends through the generated Kotlin: a game started, played and
// sent opens on the friend's side with them to move, their reply carries it further, an older,
// damaged or non-UTF-8 link is refused with the core's words and the list unchanged, the list
// persists in the store, and the app's own game is never touched. The rules themselves are
// tested in Rust (bindings/tests/friends.rs).

package app.alquerque.test

import app.alquerque.core.GameSession
import app.alquerque.core.Player
import app.alquerque.core.Side
import app.alquerque.core.Store
import app.alquerque.core.defaultOptions
import app.alquerque.core.SharedContent
import app.alquerque.core.sharedContent
import app.alquerque.core.maxSharedBytes
import app.alquerque.core.openFriendGames
import app.alquerque.core.openGame
import app.alquerque.core.setLanguages
import java.io.File
import java.nio.file.Files
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

class FriendsTest {
    private fun folder(): File = Files.createTempDirectory("alquerque-friends").toFile().apply { deleteOnExit() }

    /** Plays the first move the board offers, tapping as a person would. */
    private fun playAMove(session: GameSession) {
        val from = session.state().points.first { it.selectable }
        session.tap(from.index)
        val to = session.state().points.first { it.target }
        session.tap(to.index)
    }

    @Test
    fun aMoveGoesThereAndBackAndNothingElseChangesTheGame() = runBlocking {
        setLanguages(listOf("en"))
        val dir = folder().path
        val store = Store(dir)
        val game = openGame(store, 1uL)
        val saved = game.saveState()
        val alice = openFriendGames(store)
        val bob = openFriendGames(Store(folder().path))
        val display = defaultOptions()
        assertNotNull(alice.state().emptyText)

        val id = assertNotNull(alice.start(Side.WHITE, display, ""))
        val a = assertNotNull(alice.play(id, display))
        assertEquals(Player.Friend, a.options().black)
        assertFalse(a.friendPlay()!!.canSend)
        playAMove(a)
        assertTrue(a.friendPlay()!!.canSend)
        val sent = assertNotNull(a.sendMove())
        assertEquals(SharedContent.GAME_LINK, sharedContent(sent.toByteArray()))
        assertFalse(a.state().canUndo, "a sent move is the friend's")

        val got = bob.openLink(sent)
        assertEquals(id, got.id)
        assertTrue(got.added)
        assertEquals("You play Black", bob.state().rows.single().sideText)
        val b = assertNotNull(bob.play(id, display))
        assertEquals("You play Black · Your move", b.friendPlay()!!.turnLine)
        playAMove(b)
        val reply = assertNotNull(b.sendMove())

        val back = alice.openLink(reply)
        assertEquals(id, back.id)
        assertFalse(back.added)
        assertEquals("Your move", alice.state().rows.single().turnText)

        val rows = alice.state().rows
        val older = alice.openLink(sent)
        assertNull(older.id)
        assertTrue(older.message.contains("older"), older.message)
        val cut = alice.openLinkBytes(reply.toByteArray().copyOf(reply.length - 3))
        assertNull(cut.id)
        assertTrue(cut.message.contains("damaged"), cut.message)
        val notText = alice.openLinkBytes(byteArrayOf(0xff.toByte(), 0xfe.toByte()) + reply.toByteArray())
        assertNull(notText.id)
        val huge = alice.openLink("x".repeat(maxSharedBytes().toInt() + 1))
        assertNull(huge.id)
        assertTrue(huge.message.contains("far longer"), huge.message)
        assertEquals(rows, alice.state().rows)

        alice.flush()
        assertEquals(rows, openFriendGames(store).state().rows, "kept in the store")
        store.flush()
        assertEquals(saved, game.saveState(), "the app's game untouched")
        assertEquals(saved, openGame(Store(dir), 1uL).saveState(), "and on the disk")
    }
}
