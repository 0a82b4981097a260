package app.alquerque.ui

import android.os.Bundle
import android.view.View
import android.widget.Button
import android.widget.TextView
import app.alquerque.R
import app.alquerque.core.AlquerqueException
import app.alquerque.core.PuzzleMoveOutcome
import app.alquerque.core.PuzzleSession
import app.alquerque.core.PuzzleState
import app.alquerque.core.PuzzleTap
import app.alquerque.core.Side
import app.alquerque.core.nextUnsolvedPuzzle
import app.alquerque.core.puzzles
import app.alquerque.core.startPuzzle
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors

/**
 * "Find the forced win": the shipped puzzles, solved by taps against the engine's defence. The
 * core judges every move (on a worker thread: the exact search takes milliseconds), plays the
 * defence and writes every line shown; this screen draws its state. Solved puzzles are kept in
 * the app's preferences; the moves made in the puzzle on screen survive turning the device.
 */
class PuzzleActivity : MenuScreen() {
    private val worker: ExecutorService = Executors.newSingleThreadExecutor()
    private lateinit var session: PuzzleSession
    private lateinit var board: BoardView
    /** A tap or a hint is being worked out: taps meanwhile are ignored (it takes milliseconds). */
    var busy = false
        private set
    /** Why the last tap did nothing, in the engine's words. */
    private var notice: String? = null
    private val total = puzzles().size

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        showScreen(R.layout.activity_puzzles)

        board = findViewById(R.id.puzzle_board)
        board.setGeometry(app.geometry)
        board.onPointTapped = { point -> tap(point) }
        board.onBackgroundTapped = {
            session.clearSelection()
            render()
        }
        findViewById<Button>(R.id.puzzle_hint).setOnClickListener { hint() }
        findViewById<Button>(R.id.puzzle_restart).setOnClickListener {
            session.restart()
            notice = null
            render()
        }
        findViewById<Button>(R.id.puzzle_next).setOnClickListener { next() }

        val kept = savedInstanceState?.getInt(STATE_NUMBER) ?: 0
        val number = if (kept > 0) kept.toUInt() else nextUnsolvedPuzzle(solved(), 0u) ?: 1u
        open(number)
        // The person's moves so far (the engine's replies follow from them): replayed.
        savedInstanceState?.getStringArrayList(STATE_MOVES)?.forEach { path ->
            runCatching { session.playMove(path.split(',').map { it.toInt() }) }
        }
        render()
    }

    override fun onSaveInstanceState(outState: Bundle) {
        super.onSaveInstanceState(outState)
        val state = session.state()
        outState.putInt(STATE_NUMBER, state.number.toInt())
        val own = state.played.filterIndexed { i, _ -> i % 2 == 0 }.map { it.path.joinToString(",") }
        outState.putStringArrayList(STATE_MOVES, ArrayList(own))
    }

    override fun onDestroy() {
        worker.shutdownNow()
        super.onDestroy()
    }

    /** The puzzle on screen, as the engine describes it. */
    val state: PuzzleState get() = session.state()

    /** Opens puzzle [number] (from 1); a number outside the set changes nothing. */
    fun open(number: UInt) {
        session = startPuzzle(number) ?: return
        notice = null
        render()
    }

    private fun next() {
        val after = session.state().number
        open(nextUnsolvedPuzzle(solved(), after) ?: (after % total.toUInt() + 1u))
    }

    private fun tap(point: Int) = work({ it.tap(point) }) { tap ->
        if (tap is PuzzleTap.Moved && tap.outcome is PuzzleMoveOutcome.Solved) markSolved(session.state().number)
    }

    private fun hint() = work({ it.hint() }) {}

    /**
     * Runs [call] on the worker thread, then [done] with its result on this thread, unless the
     * screen went or another puzzle was opened meanwhile. An error from the engine becomes the
     * notice and changes nothing.
     */
    private fun <T> work(call: (PuzzleSession) -> T, done: (T) -> Unit) {
        if (busy) return
        busy = true
        val on = session
        worker.execute {
            val result = runCatching { call(on) }
            runOnUiThread {
                busy = false
                if (isDestroyed || on !== session) return@runOnUiThread
                result.onSuccess {
                    notice = null
                    done(it)
                }.onFailure { e ->
                    if (e !is AlquerqueException) throw e
                    notice = e.message
                }
                render()
            }
        }
    }

    private fun render() {
        val state = session.state()
        findViewById<TextView>(R.id.puzzle_title).text = state.title
        findViewById<TextView>(R.id.puzzle_status).text = state.statusText
        findViewById<TextView>(R.id.puzzle_notice).apply {
            text = notice.orEmpty()
            visibility = if (notice == null) View.GONE else View.VISIBLE
        }
        findViewById<Button>(R.id.puzzle_hint).isEnabled = !state.solved
        findViewById<TextView>(R.id.puzzle_progress).text =
            getString(R.string.puzzle_progress, solved().size, total)
        board.flipped = state.person == Side.BLACK
        board.show(state.board, null, true, null)
    }

    private val prefs get() = getSharedPreferences(PREFS, MODE_PRIVATE)

    /** The numbers of the puzzles solved so far. */
    fun solved(): List<UInt> =
        prefs.getString(KEY_SOLVED, "").orEmpty().split(',').mapNotNull { it.toUIntOrNull() }

    private fun markSolved(number: UInt) {
        val all = solved()
        if (number in all) return
        prefs.edit().putString(KEY_SOLVED, (all + number).sorted().joinToString(",")).apply()
    }

    companion object {
        /** The preferences file of the puzzle progress, and its one key. */
        const val PREFS = "puzzles"
        const val KEY_SOLVED = "solved"
        private const val STATE_NUMBER = "puzzle_number"
        private const val STATE_MOVES = "puzzle_moves"
    }
}
