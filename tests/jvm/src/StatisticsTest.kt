// JVM tests of the statistics through the generated Kotlin: a game won in a session opened from
// a store shows in openStatistics once (not again after an undo and the same win), two people's
// games apart, a damaged document set aside with a notice, the reset, and each level's rating
// in aiLevels. The rules themselves are tested in Rust (bindings/tests/statistics.rs).

package app.alquerque.test

import app.alquerque.core.AiLevel
import app.alquerque.core.ResultCounts
import app.alquerque.core.Store
import app.alquerque.core.TwoPeopleResults
import app.alquerque.core.aiLevels
import app.alquerque.core.boardGeometry
import app.alquerque.core.openGame
import app.alquerque.core.openStatistics
import app.alquerque.core.resetStatistics
import java.io.File
import java.nio.file.Files
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

class StatisticsTest {
    private fun folder(): File = Files.createTempDirectory("alquerque-stats").toFile().apply { deleteOnExit() }

    /** White to move wins at once with b2-b4-d2-d4. */
    private fun nearTheEnd(white: String, black: String) =
        "[White \"$white\"]\n[Black \"$black\"]\n[Position \"-----/-----/-bbb-/-w---/w---w w - 0\"]\n*"

    private fun point(name: String) = boardGeometry().points.first { it.name == name }.index

    private fun win(session: app.alquerque.core.GameSession) {
        for (p in listOf("b2", "b4", "d2", "d4")) session.tap(point(p))
    }

    @Test
    fun aWonGameIsCountedOnceAndResetForgetsIt() = runBlocking {
        val store = Store(folder().path)
        store.write("session", nearTheEnd("human", "ai:easy"))
        val session = openGame(store, 1uL)
        assertFalse(openStatistics(store).canReset)
        win(session)
        val won = openStatistics(store)
        assertEquals(AiLevel.EASY, won.levels.single().level)
        assertEquals(ResultCounts(1u, 0u, 0u), won.levels.single().asWhite)
        assertEquals(1u, won.currentStreak)
        assertNotNull(won.rating)
        assertTrue(won.ratingText.contains("play more games"), won.ratingText)
        assertTrue(session.undo())
        win(session)
        assertEquals(won, openStatistics(store), "the same game, counted once")
        val reset = resetStatistics(store)
        assertFalse(reset.canReset)
        assertTrue(reset.levels.isEmpty())
        assertNull(reset.rating)
        assertEquals(reset.puzzles, won.puzzles, "the puzzles stay solved")
    }

    @Test
    fun twoPeopleAreKeptApart() = runBlocking {
        val store = Store(folder().path)
        store.write("session", nearTheEnd("human", "human"))
        win(openGame(store, 1uL))
        val s = openStatistics(store)
        assertEquals(TwoPeopleResults(1u, 0u, 0u), s.twoPeople)
        assertTrue(s.levels.isEmpty())
        assertNotNull(s.noComputerGames)
    }

    @Test
    fun aDamagedDocumentIsSetAsideWithANotice() = runBlocking {
        val dir = folder()
        val store = Store(dir.path)
        store.write("statistics", "streak many\n")
        val s = openStatistics(store)
        assertTrue(s.notice!!.contains("could not be read"), s.notice)
        assertFalse(s.canReset)
        assertTrue(dir.list()!!.any { it.startsWith("statistics.unreadable-") }, "kept aside")
        assertNull(openStatistics(store).notice, "said once")
    }

    @Test
    fun everyLevelHasItsRatingForThePickers() {
        val levels = aiLevels()
        assertTrue(levels.zipWithNext().all { (a, b) -> a.rating <= b.rating })
        for (level in levels) assertEquals("Rated about ${level.rating}", level.ratingText)
    }
}
