package app.alquerque.game

import android.app.Activity
import android.app.AlertDialog
import android.content.ActivityNotFoundException
import android.content.ClipboardManager
import android.content.Intent
import android.graphics.Typeface
import android.os.Bundle
import android.text.SpannableStringBuilder
import android.text.Spanned
import android.text.style.BackgroundColorSpan
import android.text.style.StyleSpan
import android.util.TypedValue
import android.view.Gravity
import android.view.MenuItem
import android.view.View
import android.widget.AdapterView
import android.widget.ArrayAdapter
import android.widget.Button
import android.widget.LinearLayout
import android.widget.PopupMenu
import android.widget.RadioGroup
import android.widget.ScrollView
import android.widget.Spinner
import android.widget.TextView
import android.widget.Toast
import app.alquerque.R
import app.alquerque.analysis.AnalysisScreen
import app.alquerque.board.BoardView
import app.alquerque.common.AlquerqueApp
import app.alquerque.common.ButtonRow
import app.alquerque.common.SystemCueOutput
import app.alquerque.common.StateListener
import app.alquerque.common.app
import app.alquerque.common.padForSystemBars
import app.alquerque.core.ActionButton
import app.alquerque.core.GameAction
import app.alquerque.core.GameState
import app.alquerque.core.HintCommand
import app.alquerque.core.FirstGameChoice
import app.alquerque.core.MoveChip
import app.alquerque.core.PlayerBar
import app.alquerque.core.ResultAction
import app.alquerque.core.ResultCard
import app.alquerque.core.MoveRow
import app.alquerque.core.LevelInfo
import app.alquerque.core.PlayedMove
import app.alquerque.core.Side
import app.alquerque.core.aiLevels
import app.alquerque.core.lessonIntro
import app.alquerque.lesson.LessonScreen
import app.alquerque.newgame.NewGameSheet
import app.alquerque.review.ReviewScreen
import app.alquerque.rules.RulesScreen
import java.io.IOException

/**
 * The game screen: the status line, the board, the move list and, in reach of a thumb, the
 * action bar the session lists (New game, Undo, Hint, More; More opens the rest). The app bar
 * keeps only Up and the title. It shows each
 * [GameState] the controller hands it and forwards taps and commands; the controller lives in
 * [AlquerqueApp], so a rotation only builds this screen again. Its dialogs (New game?, the
 * first launch's choice) are shown again after a rotation and closed with the screen, so none
 * leaks its window. Game records go out through the share sheet and come in from a document
 * or the clipboard; the session reads and checks them.
 */
class GameScreen : Activity(), StateListener<GameState> {
    private lateinit var controller: GameController
    private lateinit var board: BoardView
    private lateinit var status: TextView
    private lateinit var progress: TextView
    private lateinit var notice: TextView
    private lateinit var gameOver: LinearLayout
    private lateinit var resultCard: View
    private lateinit var resultTitle: TextView
    private lateinit var resultReason: TextView
    private lateinit var playerTop: TextView
    private lateinit var playerBottom: TextView
    private var shownCard: ResultCard? = null

    /** The sounds and touches, while this screen is in front (tests read its sounds). */
    var cueOutput: SystemCueOutput? = null
        private set
    private lateinit var moves: TextView
    private lateinit var movesScroll: ScrollView
    private var shown: GameState? = null
    private var shownMoves: List<MoveRow>? = null
    private lateinit var actionBarRow: LinearLayout
    private var shownActions: List<ActionButton>? = null
    /** The More menu while it is open (tests read it), closed with the screen. */
    var morePopup: PopupMenu? = null
        private set
    private var newGameDialog: AlertDialog? = null
    private var welcomeDialog: AlertDialog? = null
    private var welcomeView: View? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        findViewById<View>(R.id.main_root).padForSystemBars()
        controller = app.controller
        board = findViewById(R.id.board)
        status = findViewById(R.id.status)
        progress = findViewById(R.id.progress)
        notice = findViewById(R.id.notice)
        notice.setOnClickListener { controller.dismissNotice() }
        gameOver = findViewById(R.id.game_over)
        resultCard = findViewById(R.id.result_card)
        resultTitle = findViewById(R.id.result_title)
        resultReason = findViewById(R.id.result_reason)
        playerTop = findViewById(R.id.player_top)
        playerBottom = findViewById(R.id.player_bottom)
        moves = findViewById(R.id.move_list)
        movesScroll = findViewById(R.id.move_list_scroll)
        actionBarRow = findViewById(R.id.action_bar)
        board.setGeometry(app.geometry)
        board.onPointTapped = { controller.tap(it) }
        board.onBackgroundTapped = { controller.clearSelection() }
        // Up goes back to the home, as Back does.
        actionBar?.setDisplayHomeAsUpEnabled(true)
        // The saved game is read off the main thread: the board and the dialogs come once it is.
        controller.whenReady {
            if (isDestroyed) return@whenReady
            if (savedInstanceState?.getBoolean(STATE_CONFIRMING_NEW_GAME) == true) askNewGame()
            controller.state.firstGame?.let { showWelcome(it, savedInstanceState) }
        }
    }

    override fun onStart() {
        super.onStart()
        cueOutput = SystemCueOutput(this, board)
        // The search goes on while this screen is hidden by Rules, Options or About; the app
        // (AlquerqueApp) stops it only when the whole app goes to the background.
        controller.attach(this, cueOutput)
    }

    override fun onStop() {
        controller.detach(this)
        // Nothing sounds once the screen is gone; a cue still waiting is dropped.
        cueOutput?.release()
        cueOutput = null
        super.onStop()
    }

    override fun onSaveInstanceState(outState: Bundle) {
        super.onSaveInstanceState(outState)
        outState.putBoolean(STATE_CONFIRMING_NEW_GAME, newGameDialog?.isShowing == true)
        welcomeView?.let { view ->
            outState.putBoolean(STATE_WELCOME_TWO, view.findViewById<RadioGroup>(R.id.welcome_mode).checkedRadioButtonId == R.id.welcome_two)
            outState.putInt(STATE_WELCOME_LEVEL, view.findViewById<Spinner>(R.id.welcome_level).selectedItemPosition)
            outState.putBoolean(STATE_WELCOME_BLACK, view.findViewById<RadioGroup>(R.id.welcome_colour).checkedRadioButtonId == R.id.welcome_black)
        }
    }

    override fun onDestroy() {
        // Close the dialogs and the menu with their window; onCreate shows the dialogs again
        // after a rotation.
        morePopup?.dismiss()
        morePopup = null
        newGameDialog?.dismiss()
        newGameDialog = null
        welcomeDialog?.setOnDismissListener(null)
        welcomeDialog?.dismiss()
        welcomeDialog = null
        super.onDestroy()
    }

    /** What was under the board when it last asked to be measured again. */
    private var shownUnder: Triple<String, String?, Int>? = null

    override fun onState(state: GameState, played: PlayedMove?) {
        shown = state
        board.show(state.board, played)
        status.text = state.statusText
        // The line under the board and the message line: what the session decided to say.
        val line = state.caption
        progress.text = line
        // INVISIBLE, not GONE: the line keeps its room, so the board does not move.
        progress.visibility = if (line.isNotEmpty()) View.VISIBLE else View.INVISIBLE
        val message = state.message
        notice.text = message ?: ""
        notice.visibility = if (message != null) View.VISIBLE else View.INVISIBLE
        showBar(playerTop, state.players.getOrNull(0), state.turnLine)
        showBar(playerBottom, state.players.getOrNull(1), state.turnLine)
        showResult(state.resultCard)
        // The board takes the room the lines and buttons under it leave (BoardView.onMeasure),
        // but a view is measured again only when it asks: when what is under it changes, the
        // board asks, or it would keep its old size (the game-over buttons pushed off the
        // screen), depending on the order the changes came in.
        val under = Triple(line, message, 0)
        if (under != shownUnder) {
            shownUnder = under
            board.requestLayout()
        }
        val showMoves = state.board.showNotation && state.moveRows.isNotEmpty()
        movesScroll.visibility = if (showMoves) View.VISIBLE else View.INVISIBLE
        if (state.moveRows != shownMoves) {
            shownMoves = state.moveRows
            moves.text = strip(state.moveStrip)
            movesScroll.post { movesScroll.fullScroll(View.FOCUS_DOWN) }
        }
        showActions(state.actions)
    }

    /**
     * The action bar under the board, as the session lists it: each action an icon over its
     * short label, the same share of the width, dimmed (not hidden) when it does nothing now,
     * so the bar never moves. Made again only when an action's words or state change.
     */
    private fun showActions(actions: List<ActionButton>) {
        if (actions == shownActions) return
        shownActions = actions
        actionBarRow.removeAllViews()
        for (action in actions) {
            val button = Button(this, null, 0, R.style.Button_Text)
            button.id = idOf(action.action)
            button.text = action.title
            button.isEnabled = action.enabled
            button.gravity = Gravity.CENTER
            button.maxLines = 2
            button.setTextSize(TypedValue.COMPLEX_UNIT_PX, resources.getDimension(R.dimen.text_label_small))
            button.setPadding(0, button.paddingTop / 2, 0, button.paddingBottom / 2)
            // The icon at the bar's size (larger on a tablet), over the label.
            val icon = getDrawable(iconOf(action))?.mutate()
            val side = resources.getDimensionPixelSize(R.dimen.action_icon_size)
            icon?.setBounds(0, 0, side, side)
            button.setCompoundDrawablesRelative(null, icon, null, null)
            // The icon takes the label's colour, its disabled state included.
            button.compoundDrawableTintList = button.textColors
            button.setOnClickListener { press(action.action, it) }
            actionBarRow.addView(button, LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.MATCH_PARENT, 1f))
        }
    }

    private fun iconOf(action: ActionButton): Int = when (action.action) {
        GameAction.NEW_GAME -> R.drawable.ic_new_game
        GameAction.UNDO -> R.drawable.ic_undo
        // Stop while a hint is searched for (the session's words say which).
        GameAction.HINT -> if (shown?.hintCommand == HintCommand.STOP) R.drawable.ic_stop else R.drawable.ic_hint
        GameAction.REDO -> R.drawable.ic_redo
        else -> R.drawable.ic_more
    }

    /** What a press of an action does; the session's state says whether it may. */
    private fun press(action: GameAction, view: View) {
        // Until the saved game is read there is no game to act on.
        if (!controller.ready) return
        when (action) {
            GameAction.NEW_GAME -> if (controller.state.confirmNewGame) askNewGame() else controller.newGame()
            GameAction.UNDO -> controller.undo()
            GameAction.HINT -> controller.pressHint()
            GameAction.MORE -> showMore(view)
            GameAction.REDO -> controller.redo()
            GameAction.REVIEW -> if (controller.state.canReview) startActivity(Intent(this, ReviewScreen::class.java))
            GameAction.ANALYSIS -> startActivity(Intent(this, AnalysisScreen::class.java))
            GameAction.RULES -> startActivity(Intent(this, RulesScreen::class.java))
            GameAction.GAME_RECORD -> Unit // A submenu: its items are the record's ways in and out.
        }
    }

    /**
     * The More menu over its button: the session's list (Redo, the review, the analysis board,
     * the rules), disabled items shown dimmed, and the game record as a submenu of Android's
     * ways to move text (share, open a document, paste).
     */
    private fun showMore(anchor: View) {
        morePopup?.dismiss()
        val popup = PopupMenu(this, anchor)
        for ((order, action) in controller.state.moreActions.withIndex()) {
            if (action.action == GameAction.GAME_RECORD) {
                val record = popup.menu.addSubMenu(0, idOf(action.action), order, action.title)
                record.add(0, R.id.action_share_record, 0, R.string.action_share_record)
                record.add(0, R.id.action_open_record, 1, R.string.action_open_record)
                record.add(0, R.id.action_paste_record, 2, R.string.action_paste_record)
            } else {
                popup.menu.add(0, idOf(action.action), order, action.title).isEnabled = action.enabled
            }
        }
        popup.setOnMenuItemClickListener { item -> choose(item, anchor) }
        popup.setOnDismissListener { if (morePopup === it) morePopup = null }
        morePopup = popup
        popup.show()
    }

    private fun choose(item: MenuItem, anchor: View): Boolean {
        if (!controller.ready || !item.isEnabled) return false
        when (item.itemId) {
            R.id.action_share_record -> shareRecord()
            R.id.action_open_record -> openRecord()
            R.id.action_paste_record -> pasteRecord()
            else -> {
                val action = GameAction.entries.firstOrNull { idOf(it) == item.itemId } ?: return false
                press(action, anchor)
            }
        }
        return true
    }

    /** The moves as a strip of plies, each turn numbered, the last move marked. */
    private fun strip(chips: List<MoveChip>): CharSequence {
        val text = SpannableStringBuilder()
        for (chip in chips) {
            if (text.isNotEmpty()) text.append(if (chip.number != null) "   " else " ")
            chip.number?.let { text.append(it).append(' ') }
            val start = text.length
            text.append(chip.text)
            if (chip.last) {
                text.setSpan(StyleSpan(Typeface.BOLD), start, text.length, Spanned.SPAN_EXCLUSIVE_EXCLUSIVE)
                text.setSpan(BackgroundColorSpan(getColor(R.color.row_selected)), start, text.length, Spanned.SPAN_EXCLUSIVE_EXCLUSIVE)
            }
        }
        return text
    }

    /**
     * A player's bar: the name (bold), the level's rating, the pieces left; on the bar of the side
     * to move, whose move it is in the session's words ("Your move", "Beginner is thinking…").
     */
    private fun showBar(view: TextView, bar: PlayerBar?, turnLine: String) {
        if (bar == null) {
            view.text = ""
            return
        }
        val text = SpannableStringBuilder(bar.name)
        text.setSpan(StyleSpan(Typeface.BOLD), 0, text.length, Spanned.SPAN_EXCLUSIVE_EXCLUSIVE)
        for (part in listOf(bar.detail, bar.piecesText)) if (part.isNotEmpty()) text.append("  ·  ").append(part)
        if (bar.toMove) {
            val start = text.length
            text.append("  ·  ").append(turnLine)
            text.setSpan(StyleSpan(Typeface.BOLD), start, text.length, Spanned.SPAN_EXCLUSIVE_EXCLUSIVE)
        }
        view.text = text
    }

    /**
     * Once the game is over, the session's result card over the board, which keeps its size: the
     * result, why, the rating's change, and its buttons in its order, the primary one filled.
     */
    private fun showResult(card: ResultCard?) {
        resultCard.visibility = if (card == null) View.GONE else View.VISIBLE
        gameOver.visibility = resultCard.visibility
        if (card == shownCard) return
        shownCard = card
        gameOver.removeAllViews()
        if (card == null) return
        resultTitle.text = card.title
        // Why, then what it did to the rating (or why it is unrated), when the engine says.
        resultReason.text = listOfNotNull(card.reason, card.ratingText).joinToString("\n")
        // The primary action at the full width; the others under it, side by side in equal
        // widths, or one per line where a word of a label would not fit (ButtonRow).
        val others = ButtonRow(this)
        others.orientation = LinearLayout.HORIZONTAL
        val gap = (8 * resources.displayMetrics.density).toInt()
        for (offer in card.buttons) {
            val button = Button(this, null, 0, if (offer.primary) R.style.Button_Filled else R.style.Button_Tonal)
            button.id = when (offer.action) {
                ResultAction.REVIEW -> R.id.review_game
                ResultAction.PLAY_AGAIN -> R.id.play_again
                ResultAction.SWAP_SIDES -> R.id.swap_sides
                ResultAction.CHANGE_LEVEL -> R.id.change_level
            }
            button.text = offer.title
            button.gravity = android.view.Gravity.CENTER
            button.setPadding(gap, button.paddingTop, gap, button.paddingBottom)
            button.setOnClickListener {
                when (offer.action) {
                    ResultAction.REVIEW -> startActivity(Intent(this, ReviewScreen::class.java))
                    ResultAction.PLAY_AGAIN -> controller.playAgain()
                    ResultAction.SWAP_SIDES -> controller.swapSides()
                    ResultAction.CHANGE_LEVEL -> startActivity(Intent(this, NewGameSheet::class.java))
                }
            }
            if (offer.primary) {
                gameOver.addView(button, LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, LinearLayout.LayoutParams.WRAP_CONTENT))
            } else {
                val params = LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.MATCH_PARENT, 1f)
                params.setMargins(gap / 2, gap / 2, gap / 2, gap / 2)
                others.addView(button, params)
            }
        }
        if (others.childCount > 0) {
            val params = LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, LinearLayout.LayoutParams.WRAP_CONTENT)
            params.topMargin = gap / 2
            gameOver.addView(others, params)
        }
    }

    override fun onOptionsItemSelected(item: MenuItem): Boolean {
        if (item.itemId == android.R.id.home) {
            finish()
            return true
        }
        return super.onOptionsItemSelected(item)
    }

    private fun askNewGame() {
        newGameDialog?.dismiss()
        newGameDialog = AlertDialog.Builder(this)
            .setTitle(R.string.new_game_title)
            .setMessage(controller.state.leaveText)
            .setPositiveButton(R.string.new_game_confirm) { _, _ -> controller.newGame() }
            .setNegativeButton(android.R.string.cancel, null)
            .show()
    }

    // The first launch: against the computer (level, colour) or two people on one device, the
    // choice the session offers first preselected.

    private fun showWelcome(offered: FirstGameChoice, saved: Bundle?) {
        val levels: List<LevelInfo> = aiLevels()
        val computer = offered as? FirstGameChoice.Computer
        val view = layoutInflater.inflate(R.layout.dialog_welcome, null)
        val mode = view.findViewById<RadioGroup>(R.id.welcome_mode)
        val level = view.findViewById<Spinner>(R.id.welcome_level)
        val colour = view.findViewById<RadioGroup>(R.id.welcome_colour)
        val aiChoices = view.findViewById<View>(R.id.welcome_ai_choices)
        view.findViewById<TextView>(R.id.welcome_lesson).text = lessonIntro()
        level.adapter = ArrayAdapter(this, android.R.layout.simple_spinner_item, levels.map { it.title })
            .apply { setDropDownViewResource(android.R.layout.simple_spinner_dropdown_item) }
        val offeredLevel = levels.indexOfFirst { it.level == computer?.level }.coerceAtLeast(0)
        // Under the level, the core's one honest line on what to expect against it.
        val outlook = view.findViewById<TextView>(R.id.welcome_level_outlook)
        level.onItemSelectedListener = object : AdapterView.OnItemSelectedListener {
            override fun onItemSelected(parent: AdapterView<*>?, item: View?, position: Int, id: Long) {
                outlook.text = levels[position].let { getString(R.string.level_described, it.outlook, it.ratingText) }
            }

            override fun onNothingSelected(parent: AdapterView<*>?) {}
        }
        level.setSelection(saved?.getInt(STATE_WELCOME_LEVEL, offeredLevel) ?: offeredLevel)
        outlook.text = levels[level.selectedItemPosition.coerceAtLeast(0)].outlook
        if (saved?.getBoolean(STATE_WELCOME_TWO) ?: (computer == null)) mode.check(R.id.welcome_two)
        if (saved?.getBoolean(STATE_WELCOME_BLACK) ?: (computer?.person == Side.BLACK)) colour.check(R.id.welcome_black)
        fun chosen(): FirstGameChoice = if (mode.checkedRadioButtonId == R.id.welcome_two) {
            FirstGameChoice.TwoPlayers
        } else {
            val side = if (colour.checkedRadioButtonId == R.id.welcome_black) Side.BLACK else Side.WHITE
            FirstGameChoice.Computer(levels[level.selectedItemPosition.coerceAtLeast(0)].level, side)
        }
        fun showAiChoices() {
            aiChoices.visibility = if (mode.checkedRadioButtonId == R.id.welcome_ai) View.VISIBLE else View.GONE
        }
        showAiChoices()
        mode.setOnCheckedChangeListener { _, _ -> showAiChoices() }
        welcomeView = view
        welcomeDialog = AlertDialog.Builder(this)
            .setTitle(R.string.welcome_title)
            .setView(view)
            .setPositiveButton(R.string.welcome_start) { _, _ -> controller.chooseFirstGame(chosen()) }
            // The lesson first, the game chosen here set up underneath for afterwards.
            .setNeutralButton(R.string.welcome_learn) { _, _ ->
                controller.chooseFirstGame(chosen())
                startActivity(Intent(this, LessonScreen::class.java))
            }
            .setOnCancelListener { controller.chooseFirstGame(null) }
            .create()
            .also {
                it.setOnDismissListener { welcomeView = null }
                it.show()
            }
    }

    // Game records.

    private fun shareRecord() {
        val send = Intent(Intent.ACTION_SEND)
            .setType("text/plain")
            .putExtra(Intent.EXTRA_TEXT, controller.exportRecord())
            .putExtra(Intent.EXTRA_SUBJECT, getString(R.string.record_share_subject))
        startActivity(Intent.createChooser(send, getString(R.string.record_share_title)))
    }

    private fun openRecord() {
        val open = Intent(Intent.ACTION_OPEN_DOCUMENT)
            .addCategory(Intent.CATEGORY_OPENABLE)
            .setType("text/*")
        try {
            @Suppress("DEPRECATION") // The framework's own API; AndroidX's replacement is not used.
            startActivityForResult(open, REQUEST_OPEN_RECORD)
        } catch (e: ActivityNotFoundException) {
            Toast.makeText(this, R.string.record_no_app, Toast.LENGTH_LONG).show()
        }
    }

    @Deprecated("The framework's own callback; AndroidX's replacement is not used.")
    override fun onActivityResult(requestCode: Int, resultCode: Int, data: Intent?) {
        @Suppress("DEPRECATION")
        super.onActivityResult(requestCode, resultCode, data)
        val uri = data?.data
        if (requestCode != REQUEST_OPEN_RECORD || resultCode != RESULT_OK || uri == null) return
        val resolver = applicationContext.contentResolver
        controller.openRecord({ resolver.openInputStream(uri) ?: throw IOException(uri.toString()) }) { reason ->
            Toast.makeText(applicationContext, getString(R.string.record_unreadable, reason), Toast.LENGTH_LONG).show()
        }
    }

    private fun pasteRecord() {
        val clipboard = getSystemService(ClipboardManager::class.java)
        val text = clipboard?.primaryClip?.takeIf { it.itemCount > 0 }?.getItemAt(0)?.coerceToText(this)?.toString()
        if (text.isNullOrBlank()) {
            Toast.makeText(this, R.string.record_clipboard_empty, Toast.LENGTH_LONG).show()
            return
        }
        controller.importRecord(text)
    }

    private companion object {
        /** The view or menu item of an action: ids tests and accessibility services find it by. */
        fun idOf(action: GameAction): Int = when (action) {
            GameAction.NEW_GAME -> R.id.action_new_game
            GameAction.UNDO -> R.id.action_undo
            GameAction.HINT -> R.id.action_hint
            GameAction.MORE -> R.id.action_more
            GameAction.REDO -> R.id.action_redo
            GameAction.REVIEW -> R.id.action_review
            GameAction.ANALYSIS -> R.id.action_analysis
            GameAction.RULES -> R.id.action_rules
            GameAction.GAME_RECORD -> R.id.action_game_record
        }

        const val REQUEST_OPEN_RECORD = 1
        const val STATE_CONFIRMING_NEW_GAME = "confirming_new_game"
        const val STATE_WELCOME_TWO = "welcome_two"
        const val STATE_WELCOME_LEVEL = "welcome_level"
        const val STATE_WELCOME_BLACK = "welcome_black"
    }
}
