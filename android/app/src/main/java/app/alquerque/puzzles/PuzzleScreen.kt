package app.alquerque.puzzles

import android.content.Intent
import android.os.Bundle
import android.view.Menu
import android.view.MenuItem
import android.view.View
import android.widget.Button
import android.widget.TextView
import app.alquerque.R
import app.alquerque.core.PuzzleAction
import app.alquerque.common.emphasize
import app.alquerque.board.BoardView
import app.alquerque.common.SystemCueOutput
import app.alquerque.common.MenuScreen
import app.alquerque.common.StateListener
import app.alquerque.common.app
import app.alquerque.core.PlayedMove
import app.alquerque.core.PuzzleState

/**
 * "Find the forced win": the shipped puzzles, solved by taps against the engine's defence. The
 * app's [PuzzleController] holds the puzzles (the progress and the puzzle on screen, kept in the
 * app's store), so turning the device, leaving the screen or the process dying loses nothing;
 * the core judges every move off the main thread and writes every line shown. This screen
 * draws the state, animates the moves and plays their cues; its menu opens the list of every
 * puzzle ([PuzzleListScreen]).
 */
class PuzzleScreen : MenuScreen(), StateListener<PuzzleState> {
    private val controller: PuzzleController get() = app.puzzles
    private lateinit var board: BoardView
    private var cueOutput: SystemCueOutput? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        showScreen(R.layout.activity_puzzles)
        board = findViewById(R.id.puzzle_board)
        board.setGeometry(app.geometry)
        board.onPointTapped = { controller.tap(it) }
        board.onBackgroundTapped = { controller.clearSelection() }
        findViewById<Button>(R.id.puzzle_hint).setOnClickListener { controller.hint() }
        findViewById<Button>(R.id.puzzle_restart).setOnClickListener { controller.restart() }
        findViewById<Button>(R.id.puzzle_next).setOnClickListener { controller.next() }
        findViewById<Button>(R.id.puzzle_previous).setOnClickListener { controller.previous() }
    }

    override fun onCreateOptionsMenu(menu: Menu): Boolean {
        menuInflater.inflate(R.menu.puzzles, menu)
        return true
    }

    override fun onOptionsItemSelected(item: MenuItem): Boolean {
        if (item.itemId == R.id.action_all_puzzles) {
            startActivity(Intent(this, PuzzleListScreen::class.java))
            return true
        }
        return super.onOptionsItemSelected(item)
    }

    override fun onStart() {
        super.onStart()
        cueOutput = SystemCueOutput(this, board)
        controller.attach(this, cueOutput)
    }

    override fun onStop() {
        controller.detach(this)
        cueOutput?.release()
        cueOutput = null
        super.onStop()
    }

    override fun onState(state: PuzzleState, played: PlayedMove?) {
        findViewById<TextView>(R.id.puzzle_title).text = state.title
        findViewById<TextView>(R.id.puzzle_status).text = state.statusText
        findViewById<TextView>(R.id.puzzle_notice).apply {
            text = state.notice.orEmpty()
            visibility = if (state.notice == null) View.GONE else View.VISIBLE
        }
        findViewById<Button>(R.id.puzzle_hint).apply {
            isEnabled = state.canHint
            emphasize(state.primary == PuzzleAction.HINT)
        }
        findViewById<Button>(R.id.puzzle_next).emphasize(state.primary == PuzzleAction.NEXT)
        findViewById<TextView>(R.id.puzzle_progress).text = state.progressText
        findViewById<TextView>(R.id.puzzle_streak).text = state.streakText
        board.show(state.board, played)
        // The player's settings are the game's; until it is read, sounds and touches are on.
    }
}
