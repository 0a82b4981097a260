package app.alquerque.drill

import android.os.Bundle
import android.view.View
import android.widget.Button
import android.widget.TextView
import app.alquerque.R
import app.alquerque.core.DrillAction
import app.alquerque.common.ButtonEmphasis
import app.alquerque.common.emphasize
import app.alquerque.board.BoardView
import app.alquerque.common.SystemCueOutput
import app.alquerque.common.MenuScreen
import app.alquerque.common.StateListener
import app.alquerque.common.app
import app.alquerque.core.DrillState
import app.alquerque.core.PlayedMove

/**
 * Learn from your mistakes (the review screen's button): the person's own mistakes and
 * blunders of the reviewed game, one by one, each on the board before the move with one line
 * of why it was a mistake, to find a better one by taps as in the game. The core judges each
 * try off the main thread, shows the better move and its line after two wrong tries or at once
 * with Show solution, lets a mistake be skipped, and writes every line; the drill is the
 * review's own, so a turned screen picks it up where it was. This screen lays it out.
 */
class DrillScreen : MenuScreen(), StateListener<DrillState> {
    /** The drill shown; set once the review is read. */
    var controller: DrillController? = null
        private set
    private val board: BoardView get() = findViewById(R.id.drill_board)
    private var cueOutput: SystemCueOutput? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        showScreen(R.layout.activity_drill)
        board.setGeometry(app.geometry)
        board.onPointTapped = { controller?.tap(it) }
        board.onBackgroundTapped = { controller?.clearSelection() }
        findViewById<Button>(R.id.drill_previous).setOnClickListener { controller?.previous() }
        findViewById<Button>(R.id.drill_next).setOnClickListener { controller?.next() }
        findViewById<Button>(R.id.drill_solution).setOnClickListener { controller?.showSolution() }
        findViewById<Button>(R.id.drill_skip).setOnClickListener { controller?.skip() }
        findViewById<Button>(R.id.drill_back).setOnClickListener { finish() }
        app.controller.whenReady {
            if (isDestroyed) return@whenReady
            val run = app.controller.review()
            run.whenReady {
                if (isDestroyed) return@whenReady
                // Opened from a finished review: its drill (none while a review runs: back).
                val drill = run.drill()
                if (drill == null) {
                    finish()
                } else {
                    controller = drill
                    drill.settings = app::gameOptions
                    drill.attach(this, cueOutput)
                }
            }
        }
    }

    override fun onStart() {
        super.onStart()
        cueOutput = SystemCueOutput(this, board)
        controller?.attach(this, cueOutput)
    }

    override fun onStop() {
        controller?.detach(this)
        cueOutput?.release()
        cueOutput = null
        super.onStop()
    }

    override fun onDestroy() {
        if (!isChangingConfigurations) controller?.cancel()
        super.onDestroy()
    }

    override fun onState(state: DrillState, played: PlayedMove?) {
        title = state.title
        findViewById<TextView>(R.id.drill_progress).text = state.progressText
        findViewById<TextView>(R.id.drill_heading).apply {
            text = state.heading
            visibility = if (state.empty) View.GONE else View.VISIBLE
        }
        findViewById<TextView>(R.id.drill_why).apply {
            text = state.whyText
            visibility = if (state.whyText.isEmpty()) View.GONE else View.VISIBLE
        }
        findViewById<TextView>(R.id.drill_status).text = state.statusText
        findViewById<Button>(R.id.drill_solution).apply {
            text = state.showSolutionLabel
            isEnabled = state.canShowSolution
            emphasize(state.primary == DrillAction.SHOW_SOLUTION)
            visibility = if (state.empty) View.GONE else View.VISIBLE
        }
        findViewById<Button>(R.id.drill_skip).apply {
            text = state.skipLabel
            isEnabled = state.canSkip
            visibility = if (state.empty) View.GONE else View.VISIBLE
        }
        findViewById<TextView>(R.id.drill_notice).apply {
            text = state.notice.orEmpty()
            visibility = if (state.notice == null) View.GONE else View.VISIBLE
        }
        findViewById<Button>(R.id.drill_previous).apply {
            text = state.previousLabel
            isEnabled = state.canPrevious
            visibility = if (state.empty) View.GONE else View.VISIBLE
        }
        findViewById<Button>(R.id.drill_next).apply {
            text = state.nextLabel
            isEnabled = state.canNext
            emphasize(state.primary == DrillAction.NEXT)
            visibility = if (state.empty) View.GONE else View.VISIBLE
        }
        findViewById<TextView>(R.id.drill_summary).apply {
            text = state.summaryText
            visibility = if (state.empty) View.GONE else View.VISIBLE
        }
        findViewById<Button>(R.id.drill_back).apply {
            text = state.backLabel
            emphasize(state.primary == DrillAction.BACK, ButtonEmphasis.TEXT)
        }
        board.visibility = if (state.empty) View.GONE else View.VISIBLE
        if (state.found || state.revealed) {
            // Closed: the move played (solid) and the better one (an arrow), as on the review.
            board.showPicture(state.pointsBefore.map { it.piece }, state.played, state.better)
        } else {
            board.show(state.board, played)
            // The player's settings are the game's; until it is read, sounds and touches are on.
        }
    }
}
