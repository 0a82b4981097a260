package app.alquerque.endgame

import android.os.Bundle
import android.view.View
import android.widget.Button
import android.widget.TextView
import app.alquerque.R
import app.alquerque.core.EndgameAction
import app.alquerque.common.emphasize
import app.alquerque.board.BoardView
import app.alquerque.common.MenuScreen
import app.alquerque.common.StateListener
import app.alquerque.common.SystemCueOutput
import app.alquerque.common.app
import app.alquerque.core.EndgameState
import app.alquerque.core.PlayedMove

/**
 * The endgame trainer: a won position of few pieces, to be won against the endgame tables'
 * perfect defence. Each move is judged at once under the board ("still winning, in 6 more
 * moves"); a move that lets the win slip is taken back and the fastest win drawn as an arrow.
 * The app's [EndgameController] holds the trainer, so turning the device keeps the position.
 */
class EndgameScreen : MenuScreen(), StateListener<EndgameState> {
    private val controller: EndgameController get() = app.endgame
    private lateinit var board: BoardView
    /** The sounds and touches, while this screen is in front (tests read its sounds). */
    var cueOutput: SystemCueOutput? = null
        private set

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        showScreen(R.layout.activity_endgame)
        board = findViewById(R.id.endgame_board)
        board.setGeometry(app.geometry)
        board.onPointTapped = { controller.tap(it) }
        board.onBackgroundTapped = { controller.clearSelection() }
        findViewById<Button>(R.id.endgame_easier).setOnClickListener { controller.easier() }
        findViewById<Button>(R.id.endgame_harder).setOnClickListener { controller.harder() }
        findViewById<Button>(R.id.endgame_next).setOnClickListener { controller.nextPosition() }
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

    override fun onState(state: EndgameState, played: PlayedMove?) {
        title = state.title
        findViewById<TextView>(R.id.endgame_level).text = state.levelText
        findViewById<TextView>(R.id.endgame_heading).text = state.heading
        findViewById<TextView>(R.id.endgame_status).apply {
            text = state.statusText
            visibility = if (state.statusText.isEmpty()) View.INVISIBLE else View.VISIBLE
        }
        findViewById<TextView>(R.id.endgame_notice).apply {
            text = state.notice.orEmpty()
            visibility = if (state.notice == null) View.GONE else View.VISIBLE
        }
        findViewById<Button>(R.id.endgame_easier).apply {
            text = state.easierLabel
            isEnabled = state.canEasier
        }
        findViewById<Button>(R.id.endgame_harder).apply {
            text = state.harderLabel
            isEnabled = state.canHarder
        }
        findViewById<Button>(R.id.endgame_next).apply {
            text = state.nextLabel
            emphasize(state.primary == EndgameAction.NEXT)
        }
        board.show(state.board, played)
    }
}
