// JVM tests of the game review through the generated Kotlin: the run the session hands out,
// its progress, the plain data the review screen draws (graph, first ply, numbers), the same
// review for the same game in any session, cancel, and the annotated record loading back.

package app.alquerque.test

import app.alquerque.core.GameSession
import app.alquerque.core.Piece
import app.alquerque.core.Player
import app.alquerque.core.ReviewMark
import app.alquerque.core.Side
import app.alquerque.core.defaultOptions
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertTrue

class ReviewTest {
    private fun opening(seed: ULong): GameSession {
        val options = defaultOptions().copy(white = Player.Human, black = Player.Human)
        val session = GameSession.withSeed(options, seed)
        for (m in listOf("c2-c3", "c4-c2", "c1-c3")) session.playNotation(m)
        return session
    }

    @Test
    fun reviewGivesEveryPlyAsPlainData() = runBlocking {
        val session = opening(7uL)
        val run = session.review()
        val recorder = Recorder()
        run.setObserver(recorder)
        val review = run.finished()
        assertTrue(review.complete)
        assertEquals(listOf("c2-c3", "c4-c2", "c1-c3"), review.plies.map { it.notation })
        assertEquals(listOf("1.", "1…", "2."), review.plies.map { it.number })
        val first = review.plies[0]
        assertEquals(Side.WHITE, first.mover)
        assertEquals(0u, first.ply)
        assertEquals(25, first.pointsBefore.size)
        assertEquals(Piece.EMPTY, first.pointsBefore[12].piece)
        assertEquals(first.before, first.bestValue)
        assertEquals(first.after, first.whiteAfter, "White moved")
        assertEquals("wins with perfect play", first.valueLines[1])
        val second = review.plies[1]
        assertEquals(ReviewMark.ONLY_MOVE, second.mark)
        assertEquals("only move", second.markText)
        assertEquals(null, second.better)
        assertEquals(listOf(17, 7, 12), second.played.path + second.played.captured, "c4 over c3 to c2")
        assertTrue(second.comment.startsWith("only move: "))
        // The lines the review screen shows, whole: no app glues notation and words itself.
        assertEquals("c4-c2: only move", second.heading)
        assertEquals("1… c4-c2 · only move", second.row)
        assertEquals("Played c4-c2 (solid)", second.legend)
        assertTrue(second.valueLines.first().startsWith("For White: "), second.valueLines.first())
        assertEquals("The board before c4-c2, the best move", second.boardDescription)
        assertEquals(
            "Expected result over the game: White winning at the top, Black winning at the bottom. Tap to choose a move",
            review.graphLabels.description,
        )
        assertEquals(listOf(first.whiteBefore) + review.plies.map { it.whiteAfter }, review.graph)
        assertEquals(review.firstShown, run.state().selected)
        assertTrue(run.select(2u))
        assertEquals(2u, run.state().selected)
        assertFalse(run.select(3u))
        waitFor("the progress told") { recorder.changes.takeIf { it.size >= 2 } }
        // The same game: the same run is handed out again (the ply picked is its).
        assertEquals(2u, session.review().state().selected)
        // The same game, in a session restored from a save, gets the same review.
        val restored = GameSession.restore(opening(99uL).saveState())
        assertEquals(review, restored.review().finished())
        // The annotated record loads as a game and as a saved session.
        val imported = GameSession.withSeed(opening(1uL).options(), 1uL)
        imported.importRecord(review.annotatedRecord)
        assertEquals(listOf("c2-c3", "c4-c2", "c1-c3"), imported.state().moveList)
    }

    @Test
    fun cancelReviewEndsItWithWhatWasFinished() = runBlocking {
        val session = opening(5uL)
        for (m in listOf("a3-c1", "c3-a3", "b4-c4", "b1-b2", "a4-b4")) session.playNotation(m)
        val run = session.review()
        waitFor("the review's first report") { run.state().progress }
        run.cancel()
        val review = run.finished()
        assertFalse(review.complete)
        assertTrue(review.plies.size < 8)
        assertTrue(run.state().statusText.contains("stopped"))
        assertTrue(session.review().state().review == null, "a stopped review is started again")
    }
}
