package app.alquerque.analysis

import android.os.Bundle
import android.view.View
import android.widget.Button
import android.widget.EditText
import android.widget.TextView
import app.alquerque.R
import app.alquerque.board.BoardView
import app.alquerque.common.MenuScreen
import app.alquerque.common.StateListener
import app.alquerque.common.app
import app.alquerque.core.AnalysisState
import app.alquerque.core.PlayedMove
import app.alquerque.core.Side

/**
 * The solved game on the board (menu › Analysis board): the game's position, or one set up in
 * the editor; a piece selected shows each of its destinations marked with what the move does
 * under perfect play, as the core proves it or "not known". The core works the values out off
 * the main thread and stops when the position changes or the screen is left; every word is
 * the core's, and this screen lays them out.
 */
class AnalysisScreen : MenuScreen(), StateListener<AnalysisState> {
    /** The analysis shown; set once the game is read. */
    var controller: AnalysisController? = null
        private set

    private val board: BoardView get() = findViewById(R.id.analysis_board)
    private val positionText: EditText get() = findViewById(R.id.analysis_position_text)

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        showScreen(R.layout.activity_analysis)
        board.setGeometry(app.geometry)
        board.onPointTapped = { controller?.tap(it) }
        board.onBackgroundTapped = { controller?.clearSelection() }
        findViewById<Button>(R.id.analysis_edit).setOnClickListener {
            controller?.let { c -> c.setEditing(!c.state.editing) }
        }
        findViewById<Button>(R.id.analysis_white).setOnClickListener { controller?.setSideToMove(Side.WHITE) }
        findViewById<Button>(R.id.analysis_black).setOnClickListener { controller?.setSideToMove(Side.BLACK) }
        findViewById<Button>(R.id.analysis_clear).setOnClickListener { controller?.clearBoard() }
        findViewById<Button>(R.id.analysis_use_text).setOnClickListener {
            controller?.setPositionText(positionText.text.toString())
        }
        app.controller.whenReady {
            if (isDestroyed) return@whenReady
            controller = app.controller.analysis().also { it.attach(this) }
        }
    }

    override fun onStart() {
        super.onStart()
        controller?.resume()
    }

    override fun onStop() {
        controller?.pause()
        super.onStop()
    }

    override fun onDestroy() {
        controller?.detach(this)
        super.onDestroy()
    }

    override fun onState(state: AnalysisState, played: PlayedMove?) {
        findViewById<TextView>(R.id.analysis_status).text = state.statusText
        findViewById<TextView>(R.id.analysis_note).text = state.noteText
        findViewById<TextView>(R.id.analysis_notice).apply {
            text = state.notice.orEmpty()
            visibility = if (state.notice == null) View.GONE else View.VISIBLE
        }
        findViewById<TextView>(R.id.analysis_rows).text = state.rows.joinToString("\n")
        findViewById<View>(R.id.analysis_editor).visibility = if (state.editing) View.VISIBLE else View.GONE
        // The board's position as text, unless the player is typing one.
        if (!positionText.hasFocus()) positionText.setText(state.positionText)
        findViewById<Button>(R.id.analysis_white).isEnabled = state.sideToMove != Side.WHITE
        findViewById<Button>(R.id.analysis_black).isEnabled = state.sideToMove != Side.BLACK
        findViewById<Button>(R.id.analysis_edit).setText(if (state.editing) R.string.analysis_done else R.string.analysis_edit)
        board.showAnalysis(state.board, state.pointMarks)
    }
}
