// Hostile input through the FFI, second round: strings with control characters, line
// reordering marks, lone surrogates and sheer length reach the newer calls (moves in notation,
// record import, restore, the puzzles' move paths, the store's keys). Each gets a clear error
// a player can read, with no raw control character in it, and changes nothing; whatever a
// session saves, it restores.

package app.alquerque.test

import app.alquerque.core.AlquerqueException
import app.alquerque.core.GameState
import app.alquerque.core.GameSession
import app.alquerque.core.Player
import app.alquerque.core.Puzzles
import app.alquerque.core.Store
import app.alquerque.core.defaultOptions
import app.alquerque.core.maxRecordBytes
import java.nio.file.Files
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertTrue

class HostileInputTest {
    private val hostile = listOf(
        "b2-b3-",
        "c2-c3\u001b]2;taken\u0007",
        "\u001b[2J\u001b[Hc2-c3",
        "\u202ec3-c2",
        "c2\u0000-c3",
        "c2-c3\r\nc4-c2",
        "c2-c3-".repeat(100_000),
        "\u2066c2-c3\u2069",
    )

    /** What a player may read: no control character, no mark that reorders the line, short. */
    private fun assertReadable(message: String?) {
        val text = message ?: error("no message")
        assertTrue(text.isNotBlank(), "an empty message")
        assertTrue(text.length < 600, "a message of ${text.length} characters")
        for (c in text) {
            val bad = c.code < 0x20 || c.code in 0x7f..0x9f || c.code in 0x202a..0x202e || c.code in 0x2066..0x2069
            assertTrue(!bad, "raw U+%04X in %s".format(c.code, text))
        }
    }

    private fun session(): GameSession {
        val session = GameSession.withSeed(defaultOptions().copy(white = Player.Human, black = Player.Human), 7uL)
        for (m in listOf("c2-c3", "c4-c2", "c1-c3")) session.playNotation(m)
        return session
    }

    /** The board without the notice (a refused call may say why there) and without what is
     *  still worked out off the thread. */
    private fun board(s: GameState) = s.copy(caption = "", message = null)

    @Test
    fun hostileMovesAreRefusedClearlyAndChangeNothing() {
        val session = session()
        val before = board(session.state())
        val record = session.exportRecord()
        for (text in hostile) {
            val e = assertFailsWith<AlquerqueException> { session.playNotation(text) }
            assertReadable(e.message)
            assertEquals(before, board(session.state()), text.take(20))
            assertEquals(record, session.exportRecord())
        }
        // A lone surrogate is not Unicode: the generated Kotlin refuses to encode it, before
        // the call, and the session is as it was.
        assertFailsWith<java.nio.charset.CharacterCodingException> { session.playNotation("\ud800c2-c3") }
        assertEquals(before, board(session.state()))
    }

    @Test
    fun hostileRecordsAreRefusedClearlyAndChangeNothing() {
        val session = session()
        val before = board(session.state())
        val saved = session.saveState()
        val records = hostile.map { "1. c2-c3 c4-c2 2. $it *" } + listOf(
            "[Event \"\u001b]0;x\u0007\"]\n\n1. c2-c3 c4-c9 *",
            "1. c2-c3 {\u001b[31mred\u001b[0m} c4-c2 2. e9-e8 *",
            "1. c2-c3 c4-c2 ".repeat(maxRecordBytes().toInt() / 10),
            "[Position \"\u202ebbbbb/bbbbb/bb-ww/wwwww/wwwww w\"]\n*",
        )
        for (text in records) {
            assertReadable(session.importRecord(text).refusal())
            assertEquals(before, board(session.state()), text.take(40))
            assertEquals(saved, session.saveState())
            val r = assertFailsWith<AlquerqueException.InvalidRecord> { GameSession.restore(text) }
            assertReadable(r.message)
        }
    }

    @Test
    fun whatASessionSavesItRestores() {
        // Comments and tags far longer than any record keeps: the save is bounded, and reads back.
        val long = "x".repeat(50_000)
        val session = session()
        session.importRecord("[Note \"$long\"]\n\n1. c2-c3 {$long} c4-c2 {\u001b$long} 2. c1-c3 *")
        val saved = session.saveState()
        assertTrue(saved.toByteArray().size <= maxRecordBytes().toInt(), "${saved.length} bytes")
        val restored = GameSession.restore(saved)
        assertEquals(session.exportRecord(), restored.exportRecord())
        assertEquals(board(session.state()).moveList, board(restored.state()).moveList)
    }

    @Test
    fun hostilePuzzlePathsAreRefusedAndChangeNothing() {
        val puzzles = Puzzles(emptyList())
        val before = puzzles.state()
        for (path in listOf(listOf(Int.MAX_VALUE, Int.MIN_VALUE), listOf(-1), List(100_000) { it % 25 }, listOf(25, 0))) {
            val e = assertFailsWith<AlquerqueException> { puzzles.playMove(path) }
            assertReadable(e.message)
            assertEquals(before.copy(notice = null), puzzles.state().copy(notice = null))
        }
    }

    @Test
    fun hostileStoreKeysAreRefusedAndWriteNothing() = runBlocking {
        val dir = Files.createTempDirectory("alquerque-hostile").toFile().apply { deleteOnExit() }
        val store = Store(dir.path)
        for (key in listOf("", ".", "..", "a/b", "..\\x", "x\u0000y", "\u001b[2J", "\u202egame", "k".repeat(10_000))) {
            val e = assertFailsWith<AlquerqueException.Storage> { store.write(key, "text") }
            assertReadable(e.message)
        }
        store.flush()
        assertEquals(emptyList(), dir.list()!!.toList())
    }
}
