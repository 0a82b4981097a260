package app.alquerque.ui

import android.app.Activity
import android.app.AlertDialog
import android.content.Intent
import android.os.Bundle
import android.view.Menu
import android.view.MenuItem
import android.view.View
import android.widget.ScrollView
import android.widget.TextView
import app.alquerque.R
import app.alquerque.controller.GameController
import app.alquerque.controller.GameScreen
import app.alquerque.controller.Notice
import app.alquerque.controller.ScreenListener
import app.alquerque.core.GameStatus
import app.alquerque.core.MoveInfo
import app.alquerque.core.Side
import app.alquerque.core.ThinkingProgress

/**
 * The game screen: the status line, the board, the move list and the menu. It shows each
 * [GameScreen] the controller hands it and forwards taps and commands; the controller lives in
 * [AlquerqueApp], so a rotation only builds this screen again.
 */
class MainActivity : Activity(), ScreenListener {
    private lateinit var controller: GameController
    private lateinit var board: BoardView
    private lateinit var status: TextView
    private lateinit var progress: TextView
    private lateinit var notice: TextView
    private lateinit var moves: TextView
    private lateinit var movesScroll: ScrollView
    private var screen: GameScreen? = null
    private var shownMoves: List<String>? = null
    private var menuState: List<Boolean>? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        controller = app.controller
        board = findViewById(R.id.board)
        status = findViewById(R.id.status)
        progress = findViewById(R.id.progress)
        notice = findViewById(R.id.notice)
        moves = findViewById(R.id.move_list)
        movesScroll = findViewById(R.id.move_list_scroll)
        board.setGeometry(app.geometry)
        board.onPointTapped = { controller.tap(it) }
        board.onBackgroundTapped = { controller.clearSelection() }
    }

    override fun onStart() {
        super.onStart()
        controller.attach(this)
        controller.resume()
    }

    override fun onStop() {
        controller.detach(this)
        // A rotation keeps the search going; leaving the app stops it until it comes back.
        if (!isChangingConfigurations) controller.pause()
        super.onStop()
    }

    override fun onScreen(screen: GameScreen, played: MoveInfo?) {
        this.screen = screen
        val b = screen.board
        board.show(b, screen.hint, screen.options.showNotation, played)
        status.text = b.statusText
        val p = screen.progress
        progress.text = if (p != null) progressLine(p) else ""
        progress.visibility = if (p != null) View.VISIBLE else View.GONE
        val message = when (val n = screen.notice) {
            is Notice.Refused -> n.reason
            is Notice.RestoreFailed -> getString(R.string.notice_restore_failed, n.reason)
            null -> screen.hint?.let { getString(R.string.notice_hint, it.notation) }
                ?: outcome(b.status)
        }
        notice.text = message ?: ""
        notice.visibility = if (message != null) View.VISIBLE else View.GONE
        val showMoves = screen.options.showNotation && b.moveList.isNotEmpty()
        movesScroll.visibility = if (showMoves) View.VISIBLE else View.INVISIBLE
        if (b.moveList != shownMoves) {
            shownMoves = b.moveList
            moves.text = numbered(b.moveList, b.firstToMove)
            movesScroll.post { movesScroll.fullScroll(View.FOCUS_DOWN) }
        }
        val commands = listOf(b.canUndo, b.canRedo, b.humanToMove && !b.thinking)
        if (commands != menuState) {
            menuState = commands
            invalidateOptionsMenu()
        }
    }

    /** A word on the result under the status line, which names the winner itself. */
    private fun outcome(status: GameStatus): String? = when (status) {
        is GameStatus.Won -> getString(R.string.notice_game_over)
        is GameStatus.Drawn -> getString(R.string.notice_game_over)
        GameStatus.Ongoing -> null
    }

    private fun progressLine(p: ThinkingProgress): String {
        val seconds = p.elapsedMs.toLong() / 1000.0
        val best = p.bestMove
        return if (best == null) {
            getString(R.string.progress_start, p.iterations.toLong(), seconds)
        } else {
            getString(R.string.progress_line, p.iterations.toLong(), seconds, best, Math.round(p.winRate * 100))
        }
    }

    /** The moves in pairs, as in a game record: "1. c2-c3 c4-c2   2. …" ("1. … " if Black began). */
    private fun numbered(list: List<String>, first: Side): String {
        val plies = if (first == Side.BLACK && list.isNotEmpty()) listOf("…") + list else list
        return plies.chunked(2).withIndex().joinToString("   ") { (i, pair) -> "${i + 1}. ${pair.joinToString(" ")}" }
    }

    override fun onCreateOptionsMenu(menu: Menu): Boolean {
        menuInflater.inflate(R.menu.main, menu)
        return true
    }

    override fun onPrepareOptionsMenu(menu: Menu): Boolean {
        val b = screen?.board ?: return true
        menu.findItem(R.id.action_undo).isEnabled = b.canUndo
        menu.findItem(R.id.action_redo).isEnabled = b.canRedo
        menu.findItem(R.id.action_hint).isEnabled = b.humanToMove && !b.thinking
        return true
    }

    override fun onOptionsItemSelected(item: MenuItem): Boolean {
        when (item.itemId) {
            R.id.action_new_game -> confirmNewGame()
            R.id.action_undo -> controller.undo()
            R.id.action_redo -> controller.redo()
            R.id.action_hint -> controller.hint()
            R.id.action_rules -> startActivity(Intent(this, RulesActivity::class.java))
            R.id.action_options -> startActivity(Intent(this, OptionsActivity::class.java))
            R.id.action_about -> startActivity(Intent(this, AboutActivity::class.java))
            else -> return super.onOptionsItemSelected(item)
        }
        return true
    }

    private fun confirmNewGame() {
        val b = screen?.board
        if (b == null || b.moveList.isEmpty() || b.status != GameStatus.Ongoing) {
            controller.newGame()
            return
        }
        AlertDialog.Builder(this)
            .setTitle(R.string.new_game_title)
            .setMessage(R.string.new_game_message)
            .setPositiveButton(R.string.new_game_confirm) { _, _ -> controller.newGame() }
            .setNegativeButton(android.R.string.cancel, null)
            .show()
    }
}
