// JVM tests of the game review through the generated Kotlin: the suspend call with progress,
// the plain data the review screen draws, cancel, and the annotated record loading back.

package app.alquerque.test

import app.alquerque.core.GameSession
import app.alquerque.core.Piece
import app.alquerque.core.Player
import app.alquerque.core.ReviewMark
import app.alquerque.core.ReviewObserver
import app.alquerque.core.ReviewProgressInfo
import app.alquerque.core.Side
import app.alquerque.core.defaultOptions
import java.util.Collections
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.delay
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
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

    private class Recorder : ReviewObserver {
        val seen: MutableList<ReviewProgressInfo> = Collections.synchronizedList(mutableListOf())
        override fun onProgress(progress: ReviewProgressInfo) {
            seen.add(progress)
        }
    }

    @Test
    fun reviewGivesEveryPlyAsPlainData() = runBlocking {
        val recorder = Recorder()
        val review = opening(7uL).review(recorder)
        assertTrue(review.complete)
        assertEquals(listOf("c2-c3", "c4-c2", "c1-c3"), review.plies.map { it.notation })
        val first = review.plies[0]
        assertEquals(Side.WHITE, first.mover)
        assertEquals(0u, first.ply)
        assertEquals(25, first.piecesBefore.size)
        assertEquals(Piece.EMPTY, first.piecesBefore[12])
        assertEquals(first.before, first.bestValue)
        assertEquals(first.after, first.whiteAfter, "White moved")
        assertEquals("wins with perfect play", first.proven)
        val second = review.plies[1]
        assertEquals(ReviewMark.ONLY_MOVE, second.mark)
        assertEquals("only move", second.markText)
        assertEquals(listOf(17, 7, 12), second.played.path + second.played.captured, "c4 over c3 to c2")
        assertTrue(second.comment.startsWith("only move: "))
        assertEquals(0u, recorder.seen.first().positionsDone)
        assertEquals(4u, recorder.seen.last().positionsDone)
        assertTrue(recorder.seen.all { it.positions == 4u })
        // Reproducible for the session's seed.
        assertEquals(review, opening(7uL).review(null))
        // The annotated record loads as a game and as a saved session.
        val imported = GameSession.withSeed(defaultOptions(), 1uL)
        imported.importRecord(review.annotatedRecord)
        assertEquals(listOf("c2-c3", "c4-c2", "c1-c3"), imported.state().moveList)
        assertEquals(3, GameSession.restore(review.annotatedRecord).state().moveList.size)
    }

    @Test
    fun cancelReviewEndsItWithWhatWasFinished() = runBlocking {
        val session = opening(5uL)
        for (m in listOf("a3-c1", "c3-a3", "b4-c4", "b1-b2", "a4-b4")) session.playNotation(m)
        val recorder = Recorder()
        val running = async(Dispatchers.Default) { session.review(recorder) }
        withTimeout(20_000) { while (recorder.seen.isEmpty()) delay(5) }
        session.cancelReview()
        val review = withTimeout(20_000) { running.await() }
        assertFalse(review.complete)
        assertTrue(review.plies.size < 8)
    }
}
