// JVM tests of the store through the generated Kotlin: documents written off the caller's
// thread and read back, a game opened from a folder (first launch, a saved game, an unreadable
// one set aside), the puzzles' progress kept. The store's own rules are tested in Rust
// (bindings/tests/store.rs).

package app.alquerque.test

import app.alquerque.core.AlquerqueException
import app.alquerque.core.FirstGameChoice
import app.alquerque.core.Store
import app.alquerque.core.StoredDocument
import app.alquerque.core.openGame
import app.alquerque.core.openPuzzles
import java.io.File
import java.nio.file.Files
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertIs
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

class StoreTest {
    private fun folder(): File = Files.createTempDirectory("alquerque-store").toFile().apply { deleteOnExit() }

    @Test
    fun documentsAreWrittenAndReadBack() = runBlocking {
        val dir = folder()
        val store = Store(dir.path)
        assertEquals(StoredDocument.Missing, store.read("notes"))
        for (i in 0 until 50) store.write("notes", "state $i")
        assertEquals(StoredDocument.Found("state 49"), store.read("notes"), "the latest wins")
        store.flush()
        assertEquals("state 49", File(dir, "notes.txt").readText())
        assertFailsWith<AlquerqueException.Storage> { store.write("../out", "x") }
        File(dir, "bad.txt").writeBytes(byteArrayOf(0xff.toByte(), 0xfe.toByte()))
        val bad = assertIs<StoredDocument.Unreadable>(store.read("bad"))
        assertTrue(bad.setAside && bad.reason.contains("UTF-8"), bad.reason)
        assertTrue(dir.list()!!.any { it.startsWith("bad.unreadable-") }, "kept aside")
    }

    @Test
    fun theGameIsOpenedFromTheFolderAndKeptThere() = runBlocking {
        val dir = folder()
        val store = Store(dir.path)
        val first = openGame(store, 1uL)
        assertNotNull(first.state().firstGame, "no save: the first launch's question")
        first.chooseFirstGame(FirstGameChoice.TwoPlayers)
        first.playNotation("c2-c3")
        store.flush()
        val store2 = Store(dir.path)
        val again = openGame(store2, 1uL)
        assertNull(again.state().firstGame)
        assertEquals(listOf("c2-c3"), again.state().moveList)
        store2.flush()
        // A save that cannot be read is set aside, and the player told.
        File(dir, "session.txt").writeText("1. e5-e4 *")
        val fresh = openGame(Store(dir.path), 1uL)
        assertTrue(fresh.state().moveList.isEmpty())
        assertTrue(fresh.state().notice!!.startsWith("The saved game could not be read"))
        assertTrue(dir.list()!!.any { it.startsWith("session.unreadable-") })
    }

    @Test
    fun puzzleProgressIsKept() = runBlocking {
        val dir = folder()
        val store = Store(dir.path)
        val puzzles = openPuzzles(store)
        val number = puzzles.state().number
        assertTrue(puzzles.open(number + 1u))
        store.flush()
        assertEquals(number + 1u, openPuzzles(Store(dir.path)).state().number, "the puzzle on screen")
    }
}
