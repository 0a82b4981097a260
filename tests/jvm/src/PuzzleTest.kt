// JVM tests of the puzzle calls through the generated Kotlin bindings: the list, starting a
// puzzle, playing moves by their paths as taps would, the hint, and the next puzzle from the
// app's own progress.

package app.alquerque.test

import app.alquerque.core.AlquerqueException
import app.alquerque.core.PuzzleMoveOutcome
import app.alquerque.core.PuzzleSession
import app.alquerque.core.PuzzleTap
import app.alquerque.core.Side
import app.alquerque.core.nextUnsolvedPuzzle
import app.alquerque.core.puzzles
import app.alquerque.core.startPuzzle
import org.junit.jupiter.api.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertFalse
import kotlin.test.assertIs
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

class PuzzleTest {
    /**
     * Plays one move the way a person guided by the hint would: the hinted piece's moves in
     * turn, tapped point by point, until one is not a miss. Returns that outcome and the number
     * of misses on the way.
     */
    private fun playHinted(session: PuzzleSession): Pair<PuzzleMoveOutcome, Int> {
        val from = assertNotNull(session.hint(), "a hint while unsolved")
        assertEquals(from, session.state().hint)
        assertEquals(listOf(from), session.state().board.points.filter { it.hinted }.map { it.index }, "the hinted piece is ringed")
        var misses = 0
        for (mv in session.state().legalMoves.filter { it.path.first() == from }) {
            var tap: PuzzleTap? = null
            for (point in mv.path) {
                tap = session.tap(point)
            }
            val outcome = assertIs<PuzzleTap.Moved>(tap, "the last tap completes ${mv.notation}").outcome
            if (outcome != PuzzleMoveOutcome.Missed) return outcome to misses
            assertEquals(mv.notation + " does not win", session.state().statusText.substringBefore(" in "))
            misses++
        }
        error("no move of the hinted piece kept the win")
    }

    @Test
    fun theListCoversEveryLength() {
        val list = puzzles()
        assertTrue(list.size >= 300, "${list.size} puzzles")
        assertEquals((1..list.size).map { it.toUInt() }, list.map { it.number })
        for (n in 1u..5u) assertTrue(list.count { it.moves == n } >= 50, "wins in $n")
        assertTrue(list.all { it.pieces.size == 25 })
        assertNull(startPuzzle(0u))
        assertNull(startPuzzle(list.size.toUInt() + 1u))
    }

    @Test
    fun aPuzzleIsSolvedWithTheHintAgainstTheDefence() {
        val info = puzzles().first { it.moves == 4u }
        val session = assertNotNull(startPuzzle(info.number))
        val start = session.state()
        assertEquals(info.number, start.number)
        assertEquals(4u, start.movesLeft)
        assertEquals(info.sideToMove, start.person)
        assertEquals(info.pieces, start.pieces)
        val other = if (start.person == Side.WHITE) Side.BLACK else Side.WHITE

        var own = 0
        var missed = 0
        while (!session.state().solved) {
            val (outcome, misses) = playHinted(session)
            own++
            missed += misses
            when (outcome) {
                is PuzzleMoveOutcome.Kept -> {
                    assertEquals(start.person, outcome.played.side)
                    assertEquals(other, outcome.reply.side)
                    assertTrue(outcome.winsIn <= session.state().movesLeft)
                    assertEquals(outcome.reply, session.state().played.last())
                }
                is PuzzleMoveOutcome.Solved -> assertEquals(outcome.played, session.state().played.last())
                PuzzleMoveOutcome.Missed -> error("a miss is not returned by playHinted")
            }
            assertTrue(own <= 4, "the win comes within the puzzle's four moves")
        }
        val end = session.state()
        assertEquals(missed.toUInt(), end.misses)
        assertTrue(end.legalMoves.isEmpty())
        assertNull(session.hint())
        assertFailsWith<AlquerqueException.IllegalMove> { session.playMove(start.legalMoves.first().path) }

        session.restart()
        val again = session.state()
        assertFalse(again.solved)
        assertEquals(start.pieces, again.pieces)
        assertEquals(0u, again.misses)
    }

    @Test
    fun anIllegalPathIsAnErrorAndChangesNothing() {
        val session = assertNotNull(startPuzzle(1u))
        val before = session.state()
        assertFailsWith<AlquerqueException.IllegalMove> { session.playMove(listOf(0, 24)) }
        assertFailsWith<AlquerqueException.IllegalMove> { session.playMove(emptyList()) }
        assertEquals(before, session.state())
    }

    @Test
    fun theNextPuzzleComesFromTheAppsProgress() {
        assertEquals(1u, nextUnsolvedPuzzle(emptyList(), 0u))
        assertEquals(3u, nextUnsolvedPuzzle(listOf(1u, 2u, 4u), 0u))
        assertEquals(5u, nextUnsolvedPuzzle(listOf(1u, 2u, 4u), 3u))
        val all = puzzles().map { it.number }
        assertNull(nextUnsolvedPuzzle(all, 0u))
    }
}
