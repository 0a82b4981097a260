// The puzzle screen as a person uses it: opened from the game screen's menu, a puzzle solved
// by taps on the board (the defence animated), a miss taken back, progress kept in the app's
// store, and the puzzle on screen kept when the device turns, when the screen is left, and
// when the process dies.

package app.alquerque.robolectric

import app.alquerque.test.*
import android.view.View
import android.view.accessibility.AccessibilityNodeInfo
import android.widget.CheckBox
import android.widget.RadioButton
import android.widget.LinearLayout
import android.widget.Button
import android.widget.TextView
import app.alquerque.R
import app.alquerque.core.HomeAction
import app.alquerque.board.BoardView
import app.alquerque.common.ButtonEmphasis
import app.alquerque.common.app
import app.alquerque.common.emphasis
import app.alquerque.core.Piece
import app.alquerque.core.PuzzleMoveOutcome
import app.alquerque.core.Puzzles
import app.alquerque.puzzles.PuzzleListScreen
import app.alquerque.puzzles.PuzzleScreen
import kotlinx.coroutines.runBlocking
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.Robolectric
import org.robolectric.RobolectricTestRunner
import org.robolectric.Shadows.shadowOf
import org.robolectric.android.controller.ActivityController

@RunWith(RobolectricTestRunner::class)
class PuzzleScreenTest : AppTest() {

    /** Opens the puzzle screen the way a person does: from the home. */
    private fun openFromMenu(): ActivityController<PuzzleScreen> {
        save(Saves.RETURNING)
        val intent = fromHome(HomeAction.PUZZLES)
        assertEquals(PuzzleScreen::class.java.name, intent.component!!.className)
        return start(Robolectric.buildActivity(PuzzleScreen::class.java, intent))
    }

    private val PuzzleScreen.board: BoardView get() = findViewById(R.id.puzzle_board)

    @Test
    fun theListShowsEveryPuzzleByLengthWithItsMarkAndOpensTheOneChosen() {
        // Two puzzles solved before (the progress as the engine keeps it in the app's store).
        app.store.write("puzzles", "solved 2 5")
        runBlocking { app.store.flush() }
        val puzzle = openFromMenu().get()
        assertTrue(shadowOf(puzzle).clickMenuItem(R.id.action_all_puzzles))
        val intent = shadowOf(puzzle).nextStartedActivity ?: throw AssertionError("All puzzles starts no screen")
        assertEquals(PuzzleListScreen::class.java.name, intent.component!!.className)
        val list = start(Robolectric.buildActivity(PuzzleListScreen::class.java, intent)).get()
        val expected = app.puzzles.listState()
        assertEquals(expected.title, list.title.toString())
        // A heading per length, then its puzzles, as the engine groups them.
        val views = list.findViewById<LinearLayout>(R.id.puzzle_list)
        val drawn = (0 until views.childCount).map { views.getChildAt(it) }
        val words = drawn.map { v -> (v as? TextView)?.text?.toString() ?: v.findViewById<TextView>(R.id.puzzle_row_label).text.toString() }
        assertEquals(expected.sections.flatMap { s -> listOf(s.heading) + s.rows.map { it.label } }, words)
        val rows = drawn.filter { it !is TextView }
        val listed = expected.sections.flatMap { it.rows }
        for ((row, puzzle) in rows.zip(listed)) {
            val mark = row.findViewById<View>(R.id.puzzle_row_solved)
            assertEquals("the mark of puzzle ${puzzle.number}", puzzle.number in listOf(2u, 5u), mark.visibility == View.VISIBLE)
        }
        // A puzzle of the longest group, not the one on screen: chosen, it is on the puzzle screen.
        val chosen = expected.sections.last().rows.last { it.number != puzzle.state.number }
        rows[listed.indexOf(chosen)].performClick()
        idle()
        assertTrue(list.isFinishing)
        assertEquals(chosen.number, puzzle.state.number)
    }
    @Test
    fun theListGroupsByThemeAndLeavesOutTheSolvedAndPreviousGoesBack() {
        app.store.write("puzzles", "solved 1 2")
        runBlocking { app.store.flush() }
        val puzzle = openFromMenu().get()
        val list = start(Robolectric.buildActivity(PuzzleListScreen::class.java)).get()
        idle()
        val views = list.findViewById<LinearLayout>(R.id.puzzle_list)
        fun headings() = (0 until views.childCount).map { views.getChildAt(it) }.filterIsInstance<TextView>().map { it.text.toString() }
        fun numbers() = (0 until views.childCount).map { views.getChildAt(it) }.filter { it !is TextView }.map { it.tag as UInt }
        // Unsolved only: puzzles 1 and 2 leave the list.
        assertTrue(1u in numbers() && 2u in numbers())
        val unsolved = list.findViewById<CheckBox>(R.id.puzzle_list_unsolved)
        assertEquals("Unsolved only", unsolved.text.toString())
        unsolved.performClick()
        idle()
        assertTrue(unsolved.isChecked)
        assertFalse(1u in numbers() || 2u in numbers())
        // By theme: a group a theme, the core's words; still without the solved ones.
        val byTheme = list.findViewById<RadioButton>(R.id.puzzle_list_by_theme)
        assertEquals("By theme", byTheme.text.toString())
        byTheme.performClick()
        idle()
        assertTrue(byTheme.isChecked)
        assertEquals(listOf("multi-capture", "quiet first move", "sacrifice", "forced capture", "endgame"), headings())
        assertFalse(1u in numbers() || 2u in numbers())
        assertEquals("Streak: 0", list.findViewById<TextView>(R.id.puzzle_list_streak).text.toString())
        list.finish()
        // Previous on the puzzle screen: the one before in the set.
        app.puzzles.open(5u)
        idle()
        puzzle.findViewById<Button>(R.id.puzzle_previous).performClick()
        assertEquals(4u, puzzle.state.number)
    }

    private fun PuzzleScreen.text(id: Int): String = findViewById<TextView>(id).text.toString()

    /**
     * Taps point [p] as TalkBack does (the board's virtual view for the point, clicked): the
     * same call a finger makes. (A finger's coordinates are tested on the game screen; here
     * they landed a row or two off after other test classes had run, cause not found.)
     */
    private fun PuzzleScreen.click(p: Int) {
        advance(FRAME)
        assertTrue("point $p takes the click", board.accessibilityNodeProvider.performAction(p, AccessibilityNodeInfo.ACTION_CLICK, null))
        idle()
    }

    /** Taps the points of [path] on the board, each answered before the next. */
    private fun PuzzleScreen.tapPath(path: List<Int>) {
        for (p in path) {
            val before = state
            click(p)
            // The session changes on the worker thread; the screen once its answer is back.
            waitFor("the tap on point $p answered") { !busy && (state != before || text(R.id.puzzle_notice).isNotEmpty()) }
            assertEquals("the tap on $p is taken", "", text(R.id.puzzle_notice))
        }
    }

    /** Puzzle [number] on puzzles of the test's own, after [played] (the person's moves). */
    private fun probe(number: UInt, played: List<List<Int>>): Puzzles =
        Puzzles(emptyList()).also { p ->
            assertTrue(p.open(number))
            played.forEach { p.playMove(it) }
        }

    /**
     * A move that keeps the win in puzzle [number] after [played] (the person's moves so far),
     * found by trying each move on puzzles of the test's own.
     */
    private fun winningPath(number: UInt, played: List<List<Int>>): List<Int> =
        probe(number, played).state().legalMoves.first { mv ->
            probe(number, played).playMove(mv.path) != PuzzleMoveOutcome.Missed
        }.path

    private val total: Int get() = app.puzzles.list().size

    /** Opens puzzle [number] on the screen, as the list would. */
    private fun PuzzleScreen.open(number: UInt) {
        app.puzzles.open(number)
        idle()
    }

    @Test
    fun aPuzzleSolvedByTapsIsKeptAndTheNextOneOpens() {
        val screen = openFromMenu().get()
        assertEquals(1u, screen.state.number)
        assertEquals(screen.state.title, screen.text(R.id.puzzle_title))
        assertEquals(screen.state.statusText, screen.text(R.id.puzzle_status))
        assertEquals("0 of $total puzzles solved", screen.text(R.id.puzzle_progress))
        // Unsolved: the board is the next step, Next puzzle is not filled.
        assertEquals(ButtonEmphasis.TONAL, screen.findViewById<Button>(R.id.puzzle_next).emphasis)

        // The hint names the piece to move in words and rings it on the board.
        screen.findViewById<Button>(R.id.puzzle_hint).performClick()
        waitFor("the hint") { !screen.busy && screen.state.hint != null }
        assertTrue(screen.text(R.id.puzzle_status).startsWith("Hint:"))
        assertEquals(listOf(screen.state.hint), screen.state.board.points.filter { it.hinted }.map { it.index })

        val own = mutableListOf<List<Int>>()
        while (!screen.state.solved) {
            val path = winningPath(1u, own)
            screen.tapPath(path)
            own += path
            assertTrue("a one-move puzzle takes one move", own.size <= screen.state.moves.toInt())
        }
        assertTrue(screen.text(R.id.puzzle_status).startsWith("Solved"))
        assertEquals("1 of $total puzzles solved", screen.text(R.id.puzzle_progress))
        assertFalse(screen.findViewById<Button>(R.id.puzzle_hint).isEnabled)
        assertEquals("solved: Next puzzle is the next step", ButtonEmphasis.FILLED, screen.findViewById<Button>(R.id.puzzle_next).emphasis)
        assertEquals(listOf(1u), app.puzzles.list().filter { it.solved }.map { it.number })

        screen.findViewById<Button>(R.id.puzzle_next).performClick()
        assertEquals(2u, screen.state.number)
        // The progress and the puzzle on screen outlive the process.
        newProcess()
        val again = start(Robolectric.buildActivity(PuzzleScreen::class.java)).get()
        waitFor("the puzzles read again") { app.puzzles.ready }
        assertEquals(2u, again.state.number)
        assertEquals("1 of $total puzzles solved", again.text(R.id.puzzle_progress))
    }

    @Test
    fun aMissIsTakenBackAndTurningKeepsTheMoves() {
        val controller = openFromMenu()
        val screen = controller.get()
        val number = app.puzzles.list().first { it.moves == 3u && probe(it.number, emptyList()).state().legalMoves.size > 1 }.number
        screen.open(number)
        val start = screen.state
        assertEquals(number, start.number)

        // A wrong move, tapped: judged, taken back, said so.
        val winning = winningPath(number, emptyList())
        val wrong = start.legalMoves.map { it.path }.first { it != winning }
        screen.tapPath(wrong)
        assertEquals(start.pieces, screen.state.pieces)
        assertEquals(1u, screen.state.misses)
        assertEquals("after a miss: Hint", ButtonEmphasis.FILLED, screen.findViewById<Button>(R.id.puzzle_hint).emphasis)
        assertEquals(ButtonEmphasis.TONAL, screen.findViewById<Button>(R.id.puzzle_next).emphasis)
        assertTrue(screen.text(R.id.puzzle_status), screen.text(R.id.puzzle_status).contains("does not win"))

        // A tap that does not fit: the engine's reason shows, nothing changes.
        val empty = start.pieces.indexOfFirst { it == Piece.EMPTY }
        val before = screen.state
        screen.click(empty)
        waitFor("the refusal on screen") { !screen.busy && screen.text(R.id.puzzle_notice).isNotEmpty() }
        assertTrue(screen.text(R.id.puzzle_notice).contains("empty"))
        assertEquals(before.board.points, screen.state.board.points)
        assertEquals(before.played, screen.state.played)

        // The right move: the engine answers; the moves survive turning the device.
        screen.tapPath(winning)
        val played = screen.state.played
        assertEquals(2, played.size)
        assertEquals(2u, screen.state.movesLeft)
        assertEquals("the defence is the board's last move", played.last(), screen.state.board.lastMove)
        rotate(controller, Screens.PHONE_LANDSCAPE)
        val turned = controller.get()
        assertEquals(number, turned.state.number)
        assertEquals(played, turned.state.played)
        assertNotEquals(start.pieces, turned.state.pieces)
    }
}
