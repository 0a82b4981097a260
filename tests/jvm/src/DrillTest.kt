// JVM tests of "Learn from your mistakes" through the generated Kotlin: the drill a finished
// review hands out (the same one again), its items the people's mistakes and blunders, a try
// judged (the move played refused, the review's best move found), the better move and its line
// shown after two wrong tries, a move entered by taps judged off the caller's thread with the
// observer told, and hostile input refused without a change.

package app.alquerque.test

import app.alquerque.core.AlquerqueException
import app.alquerque.core.DrillVerdict
import app.alquerque.core.GameSession
import app.alquerque.core.ReviewMark
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

class DrillTest {
    /** A game of two random players (White wins), faults on both sides. */
    private val moves = "1. d3-c3 b3-d3 2. e3-c3 b4-b3 3. b2-b4 d4-b2 4. b4-d4 e5-c3 5. d2-b4 " +
        "b2-d2 6. c1-e3-e5 a5-c3 7. d1-c1 b5-b4 8. c1-b2 a3-c1 9. b1-d1 c3-b3 10. d1-d2 d5-d4 " +
        "11. e5-c3-a5-a3-c3 c5-d5 12. d2-d3 d5-e5 13. c3-c4 e5-d4 14. c4-e4 1-0"

    private fun session(white: String, black: String) =
        GameSession.restore("[White \"$white\"]\n[Black \"$black\"]\n\n$moves\n")

    @Test
    fun theDrillHoldsThePersonsMistakesAndJudgesTries() = runBlocking {
        val run = session("human", "ai:hard").review()
        val review = run.finished()
        assertTrue(review.complete)
        val drill = assertNotNull(run.drill())
        val faults = review.plies.filter {
            it.mover == app.alquerque.core.Side.WHITE && (it.mark == ReviewMark.MISTAKE || it.mark == ReviewMark.BLUNDER)
        }
        assertTrue(faults.size >= 2, "White made mistakes to learn from")
        var s = drill.state()
        assertEquals(faults.size.toUInt(), s.total)
        assertFalse(s.empty)
        assertEquals("Learn from your mistakes", s.title)
        assertEquals("Mistake 1 of ${faults.size}", s.progressText)
        assertEquals("Find a better move.", s.statusText)
        val first = faults[0]
        assertEquals(first.played, s.played)
        assertEquals(first.pointsBefore, s.pointsBefore)
        assertTrue(s.heading.contains(first.notation) && s.heading.endsWith(first.markText), s.heading)
        // The move played: never the better one.
        assertEquals(DrillVerdict.PLAYED, drill.tryMove(first.notation))
        assertEquals("${first.notation} is the move you played in the game: find a better one.", drill.state().statusText)
        assertEquals(1u, assertNotNull(run.drill()).state().misses, "the same drill for the same review")
        // The same try again is refused with its own reason, and not counted.
        assertNull(drill.tryMove(first.notation))
        assertEquals("You already tried ${first.notation}: try another move.", drill.state().notice)
        assertEquals(1u, drill.state().misses)
        // A second wrong try (b2-c3, a mistake too by the review's judging): the better move
        // and its line are shown.
        assertEquals("d3-c3", first.notation, "the game's first fault")
        assertEquals(DrillVerdict.NOT_BETTER, drill.tryMove("b2-c3"))
        s = drill.state()
        assertTrue(s.revealed)
        val best = assertNotNull(first.better).notation
        assertEquals(best, s.better?.notation)
        assertEquals(best, s.line.first())
        assertTrue(s.line.size >= 2, "${s.line}")
        assertEquals("The better move was $best. The line that follows: ${s.line.joinToString(" ")}", s.statusText)
        // The next: the review's best move found at once.
        assertTrue(drill.next())
        val second = faults[1]
        val better = assertNotNull(second.better).notation
        assertEquals(DrillVerdict.GOOD, drill.tryMove(better))
        s = drill.state()
        assertTrue(s.found && !s.revealed)
        assertTrue(s.statusText.startsWith("Well found: $better is a good move"), s.statusText)
        assertEquals("Better moves found: 1 of ${faults.size}", s.summaryText)
    }

    @Test
    fun aMoveEnteredByTapsIsJudgedOffTheCallersThread() = runBlocking {
        val run = session("human", "human").review()
        run.finished()
        val drill = assertNotNull(run.drill())
        val recorder = Recorder()
        drill.setObserver(recorder)
        val played = assertNotNull(drill.state().played)
        // Each tap is taken; the last one's move is judged off this thread, and the verdict told.
        for (p in played.path) drill.tap(p).played()
        waitFor("the verdict") { drill.state().takeIf { !it.busy && it.misses == 1u } }
        waitFor("the observer told") { recorder.changes.takeIf { it.isNotEmpty() } }
        assertTrue(drill.state().statusText.contains(played.notation))
    }

    @Test
    fun hostileInputIsRefusedAndChangesNothing() = runBlocking {
        val run = session("human", "human").review()
        run.finished()
        val drill = assertNotNull(run.drill())
        val before = drill.state()
        for (text in listOf("", "zz", "a1-a2", "\u0000", "b2-".repeat(5000))) {
            assertNull(drill.tryMove(text), text.take(20))
        }
        for (p in listOf(-1, 25, Int.MAX_VALUE)) drill.tap(p).refusal()
        drill.goTo(before.total).refusal()
        assertFalse(drill.previous())
        val after = drill.state()
        assertEquals(before.index, after.index)
        assertEquals(0u, after.misses)
        assertEquals(before.board.points, after.board.points)
        assertEquals(before.statusText, after.statusText)
    }

    @Test
    fun aGameWithoutThePersonsMistakesSaysSo() = runBlocking {
        val run = session("ai:hard", "ai:easy").review()
        run.finished()
        val s = assertNotNull(run.drill()).state()
        assertTrue(s.empty)
        assertEquals(0u, s.total)
        assertEquals("You made no mistakes or blunders in this game: nothing to practise here.", s.summaryText)
        assertEquals("Back to the review", s.backLabel)
    }
}
