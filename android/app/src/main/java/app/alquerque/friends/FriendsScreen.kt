package app.alquerque.friends

import android.app.AlertDialog
import android.content.Intent
import android.net.Uri
import android.os.Bundle
import android.text.format.DateUtils
import android.view.View
import android.widget.Button
import android.widget.LinearLayout
import android.widget.TextView
import app.alquerque.R
import app.alquerque.common.MenuScreen
import app.alquerque.common.app
import app.alquerque.core.FriendGameRow
import app.alquerque.core.FriendListState
import app.alquerque.core.Side
import app.alquerque.core.SharedContent
import app.alquerque.core.sharedContent
import app.alquerque.game.GameScreen
import app.alquerque.game.readDocument
import java.io.IOException
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.MainScope
import kotlinx.coroutines.cancel
import kotlinx.coroutines.launch

/**
 * Games with friends far away: the engine's list (each row its side, whose turn, its moves and
 * when it last changed; tap to play on, Remove asked first) and New game with a friend. It is
 * also where links and shared files come in (the manifest's intent filters): a game link goes
 * to the list, which takes it only if the engine says so, and a game record goes to the game
 * screen as Open game record does.
 */
class FriendsScreen : MenuScreen() {
    private val scope = MainScope()

    /** The list's controller (the app's one): for tests, its state. */
    val friends: FriendsController get() = app.friends
    private lateinit var content: LinearLayout
    private lateinit var notice: TextView
    private lateinit var newGame: Button
    private var dialog: AlertDialog? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        showScreen(R.layout.activity_friends)
        content = findViewById(R.id.friends_content)
        notice = findViewById(R.id.friends_notice)
        notice.setOnClickListener { friends.dismiss() }
        newGame = findViewById(R.id.friends_new_game)
        newGame.setOnClickListener { askSide() }
        friends.setListener(::show)
        if (savedInstanceState == null) receive(intent)
    }

    override fun onNewIntent(intent: Intent) {
        super.onNewIntent(intent)
        receive(intent)
    }

    override fun onStart() {
        super.onStart()
        friends.load()
    }

    override fun onDestroy() {
        dialog?.dismiss()
        friends.setListener(null)
        scope.cancel()
        super.onDestroy()
    }

    /** A link opened, text shared, or a file shared or opened with the app. */
    private fun receive(intent: Intent?) {
        intent ?: return
        val link = intent.data?.takeIf { it.scheme == "alquerque" }
        val text = intent.getStringExtra(Intent.EXTRA_TEXT)
        @Suppress("DEPRECATION") // The typed overload is API 33+.
        val stream = intent.getParcelableExtra<Uri>(Intent.EXTRA_STREAM) ?: intent.data?.takeIf { it.scheme != "alquerque" }
        when {
            link != null -> friends.openLink(link.toString(), ::play)
            text != null -> route(text.toByteArray())
            stream != null -> scope.launch {
                val resolver = applicationContext.contentResolver
                val open = { resolver.openInputStream(stream) ?: throw IOException(stream.toString()) }
                // A document that cannot be read is said, and nothing changes.
                val bytes = readDocument(Dispatchers.IO, open) { friends.tell(getString(R.string.record_unreadable, it)) }
                    ?: return@launch
                route(bytes)
            }
        }
    }

    /** A game link to the list; a game record to the game screen (Undo there brings back its game). */
    private fun route(bytes: ByteArray) {
        when (sharedContent(bytes)) {
            SharedContent.GAME_LINK -> friends.openLinkBytes(bytes, ::play)
            SharedContent.GAME_RECORD -> {
                app.controller.importRecord(String(bytes, Charsets.UTF_8))
                startActivity(Intent(this, GameScreen::class.java).addFlags(Intent.FLAG_ACTIVITY_CLEAR_TOP))
                finish()
            }
        }
    }

    /**
     * Opens game [id]. A game screen already open beneath in this task (a link came in while it
     * showed) is closed with what is above it and opened anew on the game as the list now holds
     * it, as iOS replaces its game view, rather than left behind out of date.
     */
    private fun play(id: ULong) {
        startActivity(
            Intent(this, FriendGameScreen::class.java)
                .putExtra(FriendGameScreen.EXTRA_ID, id.toLong())
                .addFlags(Intent.FLAG_ACTIVITY_CLEAR_TOP),
        )
    }

    private fun askSide() {
        val s = friends.state ?: return
        dialog?.dismiss()
        dialog = AlertDialog.Builder(this)
            .setTitle(s.newGameTitle)
            .setItems(arrayOf(s.playWhiteTitle, s.playBlackTitle)) { _, which ->
                val side = if (which == 0) Side.WHITE else Side.BLACK
                val options = if (app.controller.ready) app.controller.options() else null
                friends.start(side, options ?: app.defaultOptions, ::play)
            }
            .setNegativeButton(android.R.string.cancel, null)
            .show()
    }

    private fun askRemove(row: FriendGameRow) {
        val s = friends.state ?: return
        dialog?.dismiss()
        dialog = AlertDialog.Builder(this)
            .setMessage(s.removeQuestion)
            .setPositiveButton(s.removeTitle) { _, _ -> friends.remove(row.id) }
            .setNegativeButton(android.R.string.cancel, null)
            .show()
    }

    private fun showSaid(text: String?) {
        notice.text = text ?: ""
        notice.visibility = if (text != null) View.VISIBLE else View.GONE
    }

    private fun show(s: FriendListState) {
        title = s.heading
        showSaid(s.notice)
        newGame.text = s.newGameTitle
        newGame.isEnabled = !s.full
        content.removeAllViews()
        s.emptyText?.let { content.addView(line(it, R.style.Body)) }
        val density = resources.displayMetrics.density
        for (row in s.rows) {
            val item = LinearLayout(this)
            item.orientation = LinearLayout.HORIZONTAL
            item.gravity = android.view.Gravity.CENTER_VERTICAL
            item.minimumHeight = (48 * density).toInt()
            item.isClickable = true
            item.isFocusable = true
            item.setOnClickListener { play(row.id) }
            val texts = LinearLayout(this)
            texts.orientation = LinearLayout.VERTICAL
            val when_ = DateUtils.getRelativeTimeSpanString(row.changedSeconds.toLong() * 1000)
            texts.addView(line(row.turnText, R.style.Body).apply { if (row.yourTurn) setTypeface(typeface, android.graphics.Typeface.BOLD) })
            texts.addView(line(row.sideText, R.style.Secondary))
            texts.addView(line(row.movesText, R.style.Secondary))
            texts.addView(line(when_.toString(), R.style.Secondary).apply { tag = CHANGED_TAG })
            item.addView(texts, LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.WRAP_CONTENT, 1f))
            val remove = Button(this, null, 0, android.R.style.Widget_DeviceDefault_Button_Borderless)
            remove.text = s.removeTitle
            remove.setOnClickListener { askRemove(row) }
            item.addView(remove)
            val params = LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, LinearLayout.LayoutParams.WRAP_CONTENT)
            params.bottomMargin = (12 * density).toInt()
            content.addView(item, params)
        }
    }

    private fun line(text: String, style: Int): TextView = TextView(this, null, 0, style).also { it.text = text }

    companion object {
        /** The tag of each row's time (tests leave the clock's words out of pictures). */
        const val CHANGED_TAG = "friend-game-changed"
    }
}
