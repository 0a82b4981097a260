// JVM tests of the puzzle calls through the generated Kotlin bindings: the list, opening a
// puzzle, moves tapped and judged off the caller's thread with the defence told to the
// observer, moves played by their paths, the hint, and the next puzzle from the progress.

package app.alquerque.test

import app.alquerque.core.AlquerqueException
import app.alquerque.core.PuzzleMoveOutcome
import app.alquerque.core.PuzzleState
import app.alquerque.core.Outcome
import app.alquerque.core.Puzzles
import app.alquerque.core.Side
import app.alquerque.core.Sound
import org.junit.jupiter.api.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertFalse
import kotlin.test.assertIs
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

class PuzzleTest {
    private fun settled(puzzles: Puzzles): PuzzleState = waitFor("the puzzle's answer") { puzzles.state().takeUnless { it.busy } }

    /**
     * Plays one move the way a person guided by the hint would: the hinted piece's moves in
     * turn, tapped point by point, until one is not a miss. Returns the misses on the way.
     */
    private fun playHinted(puzzles: Puzzles): Int {
        puzzles.hint()
        val from = assertNotNull(settled(puzzles).hint, "a hint while unsolved")
        assertEquals(listOf(from), puzzles.state().board.points.filter { it.hinted }.map { it.index }, "the hinted piece is ringed")
        var misses = 0
        for (mv in puzzles.state().legalMoves.filter { it.path.first() == from }) {
            val before = puzzles.state().misses
            var tap: Outcome? = null
            for (point in mv.path) tap = puzzles.tap(point)
            val played = assertNotNull(tap?.played(), "the last tap of ${mv.notation} plays it, to be judged")
            assertEquals(mv.notation, played.info.notation, "the move entered is the move animated")
            val after = settled(puzzles)
            if (after.misses == before) return misses
            assertEquals(mv.notation + " does not win", after.statusText.substringBefore(" in "))
            misses++
        }
        error("no move of the hinted piece kept the win")
    }

    @Test
    fun theListCoversEveryLength() {
        val puzzles = Puzzles(listOf(2u))
        val list = puzzles.list()
        assertTrue(list.size >= 300, "${list.size} puzzles")
        assertEquals((1..list.size).map { it.toUInt() }, list.map { it.number })
        for (n in 1u..5u) assertTrue(list.count { it.moves == n } >= 50, "wins in $n")
        assertTrue(list.all { it.pieces.size == 25 })
        assertEquals(listOf(2u), list.filter { it.solved }.map { it.number })
        assertFalse(puzzles.open(0u))
        assertFalse(puzzles.open(list.size.toUInt() + 1u))
    }

    @Test
    fun aPuzzleIsSolvedWithTheHintAgainstTheDefence() {
        val puzzles = Puzzles(emptyList())
        val recorder = Recorder()
        puzzles.setObserver(recorder)
        val info = puzzles.list().first { it.moves == 4u }
        assertTrue(puzzles.open(info.number))
        val start = puzzles.state()
        assertEquals(info.number, start.number)
        assertEquals(4u, start.movesLeft)
        assertEquals(info.sideToMove, start.person)
        assertEquals(info.pieces, start.pieces)
        assertEquals(start.person == Side.BLACK, start.board.flipped, "the person's side at the bottom")
        val other = if (start.person == Side.WHITE) Side.BLACK else Side.WHITE

        var own = 0
        var missed = 0
        while (!puzzles.state().solved) {
            missed += playHinted(puzzles)
            own++
            val s = puzzles.state()
            if (s.solved) {
                // The winning move was animated as it was entered: the solve is heard and said.
                assertEquals(Sound.PUZZLE_SOLVED, s.feedback.cues.single().sound)
                assertNotNull(s.feedback.announcement)
            } else {
                // The observer is told of the defence to animate, with what screen readers say.
                val animated = waitFor("the move to animate") { recorder.played.getOrNull(own - 1) }
                assertEquals(other, animated.info.side)
                assertEquals(animated.info, s.played.last())
                assertEquals(0u, animated.firstHop)
                assertTrue(animated.announcement!!.contains(animated.info.notation), animated.announcement)
            }
            assertTrue(own <= 4, "the win comes within the puzzle's four moves")
        }
        val end = puzzles.state()
        assertEquals(missed.toUInt(), end.misses)
        assertTrue(end.legalMoves.isEmpty())
        assertEquals("1 of ${puzzles.list().size} puzzles solved", end.progressText)
        assertTrue(puzzles.list().first { it.number == info.number }.solved)
        puzzles.hint()
        assertNull(settled(puzzles).hint)
        assertFailsWith<AlquerqueException.IllegalMove> { puzzles.playMove(start.legalMoves.first().path) }

        puzzles.restart()
        val again = puzzles.state()
        assertFalse(again.solved)
        assertEquals(start.pieces, again.pieces)
        assertEquals(0u, again.misses)
    }

    @Test
    fun anIllegalPathIsAnErrorAndChangesNothing() {
        val puzzles = Puzzles(emptyList())
        val before = puzzles.state()
        assertFailsWith<AlquerqueException.IllegalMove> { puzzles.playMove(listOf(0, 24)) }
        assertFailsWith<AlquerqueException.IllegalMove> { puzzles.playMove(emptyList()) }
        assertEquals(before, puzzles.state())
        val e = puzzles.tap(before.pieces.indexOfFirst { it == app.alquerque.core.Piece.EMPTY }).refusal()
        assertEquals(e, puzzles.state().notice)
    }

    @Test
    fun theNextPuzzleComesFromTheProgress() {
        assertEquals(1u, Puzzles(emptyList()).state().number)
        val puzzles = Puzzles(listOf(1u, 2u, 4u))
        assertEquals(3u, puzzles.state().number)
        puzzles.next()
        assertEquals(5u, puzzles.state().number)
        val all = Puzzles(puzzles.list().map { it.number })
        val total = all.list().size.toUInt()
        assertTrue(all.open(total))
        all.next()
        assertEquals(1u, all.state().number, "all solved: the next, wrapping round")
    }
}
