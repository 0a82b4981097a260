package app.alquerque.friends

import android.app.AlertDialog
import android.content.Intent
import android.net.Uri
import android.os.Bundle
import android.text.InputFilter
import android.text.format.DateUtils
import android.view.View
import android.view.accessibility.AccessibilityNodeInfo
import android.widget.Button
import android.widget.EditText
import android.widget.FrameLayout
import android.widget.LinearLayout
import android.widget.TextView
import app.alquerque.R
import app.alquerque.core.FriendsAction
import app.alquerque.common.emphasize
import app.alquerque.common.MenuScreen
import app.alquerque.common.app
import app.alquerque.core.FriendGameRow
import app.alquerque.core.FriendListState
import app.alquerque.core.Side
import app.alquerque.core.SharedContent
import app.alquerque.core.sharedContent
import app.alquerque.game.GameScreen
import app.alquerque.home.GamePicture
import app.alquerque.game.readDocument
import java.io.IOException
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.MainScope
import kotlinx.coroutines.cancel
import kotlinx.coroutines.launch

/**
 * Games with friends far away: the engine's list (each row a small picture of its board, its
 * name, whose turn, its side and moves, when it last changed; the games waiting for the player
 * first; tap to play on, a long press to rename or remove it, a removal undone from the bar
 * that follows) and New game with a friend, its name asked with the engine's default. It is
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
    private lateinit var undoBar: View
    private lateinit var undoText: TextView
    private lateinit var undo: Button
    private var dialog: AlertDialog? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        showColumnScreen(R.layout.activity_friends)
        content = findViewById(R.id.friends_content)
        notice = findViewById(R.id.friends_notice)
        notice.setOnClickListener { friends.dismiss() }
        newGame = findViewById(R.id.friends_new_game)
        newGame.setOnClickListener { askSide() }
        undoBar = findViewById(R.id.friends_undo_bar)
        undoText = findViewById(R.id.friends_undo_text)
        undo = findViewById(R.id.friends_undo)
        undo.setOnClickListener { friends.undoRemove() }
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
                askName(if (which == 0) Side.WHITE else Side.BLACK)
            }
            .setNegativeButton(android.R.string.cancel, null)
            .show()
    }

    /** The new game's name, the engine's default offered (selected, to type over). */
    private fun askName(side: Side) {
        val s = friends.state ?: return
        askText(s.nameLabel, s.defaultName, s.maxNameChars.toInt()) { name ->
            val options = if (app.controller.ready) app.controller.options() else null
            friends.start(side, options ?: app.defaultOptions, name, ::play)
        }
    }

    /** A long press on a row: rename it, or remove it (undone from the bar that follows). */
    private fun askRowAction(row: FriendGameRow) {
        val s = friends.state ?: return
        dialog?.dismiss()
        dialog = AlertDialog.Builder(this)
            .setTitle(row.name)
            .setItems(arrayOf(s.renameTitle, s.removeTitle)) { _, which ->
                if (which == 0) {
                    askText(s.nameLabel, row.name, s.maxNameChars.toInt()) { friends.rename(row.id, it) }
                } else {
                    friends.remove(row.id)
                }
            }
            .setNegativeButton(android.R.string.cancel, null)
            .show()
    }

    private fun askText(label: String, text: String, max: Int, done: (String) -> Unit) {
        dialog?.dismiss()
        val field = EditText(this)
        field.setText(text)
        field.setSelectAllOnFocus(true)
        field.setSingleLine()
        field.filters = arrayOf(InputFilter.LengthFilter(max))
        field.hint = label
        field.tag = NAME_FIELD_TAG
        val frame = FrameLayout(this)
        val margin = (20 * resources.displayMetrics.density).toInt()
        frame.setPadding(margin, margin / 2, margin, 0)
        frame.addView(field)
        dialog = AlertDialog.Builder(this)
            .setTitle(label)
            .setView(frame)
            .setPositiveButton(android.R.string.ok) { _, _ -> done(field.text.toString()) }
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
        newGame.emphasize(s.primary == FriendsAction.NEW_GAME)
        val removed = s.removed
        undoBar.visibility = if (removed != null) View.VISIBLE else View.GONE
        undoText.text = removed?.text ?: ""
        undo.text = removed?.undoTitle ?: ""
        content.removeAllViews()
        s.emptyText?.let { content.addView(line(it, R.style.Body)) }
        val density = resources.displayMetrics.density
        for (row in s.rows) {
            val item = LinearLayout(this)
            item.orientation = LinearLayout.HORIZONTAL
            item.gravity = android.view.Gravity.CENTER_VERTICAL
            item.minimumHeight = (72 * density).toInt()
            item.isClickable = true
            item.isFocusable = true
            item.isLongClickable = true
            item.setBackgroundResource(android.R.drawable.list_selector_background)
            item.contentDescription = row.accessibilityLabel
            item.setOnClickListener { play(row.id) }
            item.setOnLongClickListener { askRowAction(row); true }
            // The same actions for screen readers and keyboards, named.
            item.accessibilityDelegate = RowActions(s.renameTitle, s.removeTitle) { which ->
                if (which == 0) askRowAction(row) else friends.remove(row.id)
            }
            val picture = GamePicture(this)
            picture.show(app.geometry, row.pieces, row.flipped)
            val size = (56 * density).toInt()
            val pictureParams = LinearLayout.LayoutParams(size, size)
            pictureParams.marginEnd = (12 * density).toInt()
            item.addView(picture, pictureParams)
            val texts = LinearLayout(this)
            texts.orientation = LinearLayout.VERTICAL
            texts.importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS
            val when_ = DateUtils.getRelativeTimeSpanString(row.changedSeconds.toLong() * 1000)
            texts.addView(line(row.name, R.style.Body).apply { setTypeface(typeface, android.graphics.Typeface.BOLD) })
            texts.addView(line(row.turnText, if (row.yourTurn) R.style.Notice else R.style.Secondary))
            texts.addView(line("${row.sideText} · ${row.movesText}", R.style.Secondary))
            texts.addView(line(when_.toString(), R.style.Secondary).apply { tag = CHANGED_TAG })
            item.addView(texts, LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.WRAP_CONTENT, 1f))
            val params = LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, LinearLayout.LayoutParams.WRAP_CONTENT)
            params.bottomMargin = (12 * density).toInt()
            content.addView(item, params)
        }
    }

    /** A row's long-press actions offered to accessibility services as named actions. */
    private class RowActions(
        private val rename: String,
        private val remove: String,
        private val act: (Int) -> Unit,
    ) : View.AccessibilityDelegate() {
        override fun onInitializeAccessibilityNodeInfo(host: View, info: AccessibilityNodeInfo) {
            super.onInitializeAccessibilityNodeInfo(host, info)
            info.addAction(AccessibilityNodeInfo.AccessibilityAction(R.id.friend_action_rename, rename))
            info.addAction(AccessibilityNodeInfo.AccessibilityAction(R.id.friend_action_remove, remove))
        }

        override fun performAccessibilityAction(host: View, action: Int, args: Bundle?): Boolean = when (action) {
            R.id.friend_action_rename -> { act(0); true }
            R.id.friend_action_remove -> { act(1); true }
            else -> super.performAccessibilityAction(host, action, args)
        }
    }

    private fun line(text: String, style: Int): TextView = TextView(this, null, 0, style).also { it.text = text }

    companion object {
        /** The tag of each row's time (tests leave the clock's words out of pictures). */
        const val CHANGED_TAG = "friend-game-changed"

        /** The tag of the name field in the dialogs (for tests). */
        const val NAME_FIELD_TAG = "friend-game-name"
    }
}
