package app.alquerque.friends

import android.app.Activity
import android.content.Intent
import android.os.Bundle
import android.view.MenuItem
import android.view.View
import android.widget.Button
import android.widget.TextView
import app.alquerque.R
import app.alquerque.core.FriendPlayAction
import app.alquerque.common.emphasize
import app.alquerque.board.BoardView
import app.alquerque.common.SystemCueOutput
import app.alquerque.common.StateListener
import app.alquerque.common.app
import app.alquerque.common.padForSystemBars
import app.alquerque.core.GameState
import app.alquerque.core.PlayedMove
import app.alquerque.game.GameController
import kotlinx.coroutines.awaitCancellation
import kotlinx.coroutines.MainScope
import kotlinx.coroutines.cancel

/**
 * A game with a friend far away: the game screen's board and status line over the session the
 * list hands out (the friend is a player nobody taps for), where the game stands between the
 * two, and Undo (until the move is sent) and Send my move, which shares the engine's words and
 * link.
 */
class FriendGameScreen : Activity(), StateListener<GameState> {
    private val scope = MainScope()

    /** The game's controller: for tests, its state. */
    lateinit var controller: GameController
        private set
    private lateinit var board: BoardView
    private lateinit var status: TextView
    private lateinit var turn: TextView
    private lateinit var notice: TextView
    private lateinit var undo: Button
    private lateinit var send: Button
    private var cueOutput: SystemCueOutput? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_friend_game)
        findViewById<View>(R.id.friend_game_root).padForSystemBars()
        actionBar?.setDisplayHomeAsUpEnabled(true)
        val id = intent.getLongExtra(EXTRA_ID, 0).toULong()
        val display = if (app.controller.ready) app.controller.options() else app.defaultOptions
        // A game gone from the list: back to the list, which says why.
        controller = GameController(scope, { app.friends.play(id, display) ?: run { finish(); awaitCancellation() } })
        board = findViewById(R.id.board)
        status = findViewById(R.id.status)
        turn = findViewById(R.id.friend_turn)
        notice = findViewById(R.id.notice)
        undo = findViewById(R.id.friend_undo)
        send = findViewById(R.id.friend_send)
        notice.setOnClickListener { controller.dismissNotice() }
        undo.setOnClickListener { controller.undo() }
        send.setOnClickListener { sendMove() }
        board.setGeometry(app.geometry)
        board.onPointTapped = { controller.tap(it) }
        board.onBackgroundTapped = { controller.clearSelection() }
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

    override fun onDestroy() {
        scope.cancel()
        super.onDestroy()
    }

    override fun onOptionsItemSelected(item: MenuItem): Boolean {
        if (item.itemId == android.R.id.home) {
            finish()
            return true
        }
        return super.onOptionsItemSelected(item)
    }

    override fun onState(state: GameState, played: PlayedMove?) {
        board.show(state.board, played)
        status.text = state.statusText
        val play = controller.friendPlay()
        title = play?.title ?: getString(R.string.friends_title)
        turn.text = play?.turnLine ?: ""
        send.text = play?.sendTitle ?: ""
        send.isEnabled = play?.canSend == true
        send.emphasize(play?.primary == FriendPlayAction.SEND)
        undo.isEnabled = state.canUndo
        val message = state.message
        notice.text = message ?: ""
        notice.visibility = if (message != null) View.VISIBLE else View.INVISIBLE
    }

    private fun sendMove() {
        val text = controller.sendMove() ?: return
        val share = Intent(Intent.ACTION_SEND).setType("text/plain").putExtra(Intent.EXTRA_TEXT, text)
        startActivity(Intent.createChooser(share, getString(R.string.friend_send_with)))
    }

    companion object {
        /** The game's id in the list (a u64, carried as its bits in a Long). */
        const val EXTRA_ID = "app.alquerque.friend_game"
    }
}
