package app.alquerque.analysis

import android.os.Bundle
import android.view.Menu
import android.view.MenuItem
import android.view.View
import android.widget.Button
import android.widget.EditText
import android.widget.RadioButton
import android.widget.ScrollView
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
 * the editor. Every legal move is listed with what it does under perfect play, best first, and
 * marked on the board (a piece selected: only its moves); a tap on a marked point plays the
 * move, and back and forward walk the moves played. The core works the values out off the main
 * thread and stops when the position changes or the screen is left; every word is the core's,
 * and this screen lays them out. The position as text is under the menu.
 */
class AnalysisScreen : MenuScreen(), StateListener<AnalysisState> {
    /** The analysis shown; set once the game is read. */
    var controller: AnalysisController? = null
        private set

    private val board: BoardView get() = findViewById(R.id.analysis_board)
    private val positionText: EditText get() = findViewById(R.id.analysis_position_text)
    private val positionPanel: View get() = findViewById(R.id.analysis_position)

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        showScreen(R.layout.activity_analysis)
        board.setGeometry(app.geometry)
        board.onPointTapped = { controller?.tap(it) }
        board.onBackgroundTapped = { controller?.clearSelection() }
        findViewById<Button>(R.id.analysis_edit).setOnClickListener {
            controller?.let { c -> c.setEditing(!c.state.editing) }
        }
        findViewById<Button>(R.id.analysis_back).setOnClickListener { controller?.back() }
        findViewById<Button>(R.id.analysis_forward).setOnClickListener { controller?.forward() }
        findViewById<RadioButton>(R.id.analysis_white).setOnClickListener { controller?.setSideToMove(Side.WHITE) }
        findViewById<RadioButton>(R.id.analysis_black).setOnClickListener { controller?.setSideToMove(Side.BLACK) }
        findViewById<Button>(R.id.analysis_clear).setOnClickListener { controller?.clearBoard() }
        findViewById<Button>(R.id.analysis_use_text).setOnClickListener {
            controller?.setPositionText(positionText.text.toString())
        }
        app.controller.whenReady {
            if (isDestroyed) return@whenReady
            controller = app.controller.analysis().also { it.attach(this) }
        }
    }

    override fun onCreateOptionsMenu(menu: Menu): Boolean {
        menuInflater.inflate(R.menu.analysis, menu)
        return true
    }

    override fun onPrepareOptionsMenu(menu: Menu): Boolean {
        menu.findItem(R.id.action_position_text).isChecked = positionPanel.visibility == View.VISIBLE
        return true
    }

    override fun onOptionsItemSelected(item: MenuItem): Boolean {
        if (item.itemId == R.id.action_position_text) {
            showPositionText(positionPanel.visibility != View.VISIBLE)
            return true
        }
        return super.onOptionsItemSelected(item)
    }

    /** Shows the position as text (to copy, or to paste one over it), or hides it. */
    fun showPositionText(shown: Boolean) {
        positionPanel.visibility = if (shown) View.VISIBLE else View.GONE
        if (shown) {
            controller?.let { positionText.setText(it.state.positionText) }
            val scroll = findViewById<ScrollView>(R.id.analysis_scroll)
            scroll.post { scroll.fullScroll(View.FOCUS_DOWN) }
        }
        invalidateOptionsMenu()
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
        findViewById<TextView>(R.id.analysis_rows).apply {
            text = state.rows.joinToString("\n")
            visibility = if (state.rows.isEmpty()) View.GONE else View.VISIBLE
        }
        // The moves played, as numbered rows; back and forward as the core says they apply.
        findViewById<View>(R.id.analysis_line).visibility = if (state.editing) View.GONE else View.VISIBLE
        findViewById<TextView>(R.id.analysis_moves).text = state.moveRows.joinToString("  ") { it.text }
        findViewById<Button>(R.id.analysis_back).isEnabled = state.canBack
        findViewById<Button>(R.id.analysis_forward).isEnabled = state.canForward
        findViewById<View>(R.id.analysis_editor).visibility = if (state.editing) View.VISIBLE else View.GONE
        // Who moves first, a choice of two in the core's words.
        val sides = listOf(R.id.analysis_white, R.id.analysis_black)
        for ((id, choice) in sides.zip(state.sideChoices)) {
            findViewById<RadioButton>(id).apply {
                text = choice.label
                isChecked = choice.chosen
            }
        }
        // The board's position as text, unless the player is typing one.
        if (!positionText.hasFocus()) positionText.setText(state.positionText)
        findViewById<Button>(R.id.analysis_edit).setText(if (state.editing) R.string.analysis_done else R.string.analysis_edit)
        board.showAnalysis(state.board, state.pointMarks, played)
    }
}
