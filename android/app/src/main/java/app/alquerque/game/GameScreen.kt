package app.alquerque.game

import android.app.Activity
import android.app.AlertDialog
import android.content.ActivityNotFoundException
import android.content.ClipboardManager
import android.content.Intent
import android.os.Bundle
import android.view.Menu
import android.view.MenuItem
import android.view.View
import android.widget.AdapterView
import android.widget.ArrayAdapter
import android.widget.Button
import android.widget.LinearLayout
import android.widget.RadioGroup
import android.widget.ScrollView
import android.widget.Spinner
import android.widget.TextView
import android.widget.Toast
import app.alquerque.R
import app.alquerque.about.AboutScreen
import app.alquerque.analysis.AnalysisScreen
import app.alquerque.board.BoardView
import app.alquerque.common.AlquerqueApp
import app.alquerque.common.ButtonRow
import app.alquerque.common.SystemCueOutput
import app.alquerque.common.StateListener
import app.alquerque.common.app
import app.alquerque.common.padForSystemBars
import app.alquerque.core.GameState
import app.alquerque.core.FirstGameChoice
import app.alquerque.core.GameOverAction
import app.alquerque.core.GameOverOffer
import app.alquerque.core.HintCommand
import app.alquerque.core.MoveRow
import app.alquerque.core.LevelInfo
import app.alquerque.core.PlayedMove
import app.alquerque.core.Side
import app.alquerque.core.aiLevels
import app.alquerque.core.lessonIntro
import app.alquerque.endgame.EndgameScreen
import app.alquerque.friends.FriendsScreen
import app.alquerque.lesson.LessonScreen
import app.alquerque.options.OptionsScreen
import app.alquerque.puzzles.PuzzleScreen
import app.alquerque.review.ReviewScreen
import app.alquerque.rules.RulesScreen
import app.alquerque.statistics.StatisticsScreen
import java.io.IOException

/**
 * The game screen: the status line, the board, the move list and the menu. It shows each
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
    private lateinit var gameOver: ButtonRow
    private var shownOffers: List<GameOverOffer>? = null

    /** The sounds and touches, while this screen is in front (tests read its sounds). */
    var cueOutput: SystemCueOutput? = null
        private set
    private lateinit var moves: TextView
    private lateinit var movesScroll: ScrollView
    private var shown: GameState? = null
    private var shownMoves: List<MoveRow>? = null
    private var menuState: List<Boolean>? = null
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
        moves = findViewById(R.id.move_list)
        movesScroll = findViewById(R.id.move_list_scroll)
        board.setGeometry(app.geometry)
        board.onPointTapped = { controller.tap(it) }
        board.onBackgroundTapped = { controller.clearSelection() }
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
        // Close the dialogs with their window; onCreate shows them again after a rotation.
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
        showGameOver(state.gameOver)
        // The board takes the room the lines and buttons under it leave (BoardView.onMeasure),
        // but a view is measured again only when it asks: when what is under it changes, the
        // board asks, or it would keep its old size (the game-over buttons pushed off the
        // screen), depending on the order the changes came in.
        val under = Triple(line, message, state.gameOver.size)
        if (under != shownUnder) {
            shownUnder = under
            board.requestLayout()
        }
        val showMoves = state.board.showNotation && state.moveRows.isNotEmpty()
        movesScroll.visibility = if (showMoves) View.VISIBLE else View.INVISIBLE
        if (state.moveRows != shownMoves) {
            shownMoves = state.moveRows
            moves.text = state.moveRows.joinToString("   ") { it.text }
            movesScroll.post { movesScroll.fullScroll(View.FOCUS_DOWN) }
        }
        val commands = listOf(state.canUndo, state.canRedo, state.hintCommand != HintCommand.UNAVAILABLE, state.canReview)
        if (commands != menuState) {
            menuState = commands
            invalidateOptionsMenu()
        }
    }

    /** Once the game is over, what the session offers, side by side in its order. */
    private fun showGameOver(offers: List<GameOverOffer>) {
        gameOver.visibility = if (offers.isEmpty()) View.GONE else View.VISIBLE
        if (offers == shownOffers) return
        shownOffers = offers
        gameOver.removeAllViews()
        for (offer in offers) {
            val button = Button(this)
            button.id = when (offer.action) {
                GameOverAction.PLAY_AGAIN -> R.id.play_again
                GameOverAction.SWAP_SIDES -> R.id.swap_sides
                GameOverAction.REVIEW -> R.id.review_game
            }
            button.text = offer.title
            button.setOnClickListener {
                when (offer.action) {
                    GameOverAction.PLAY_AGAIN -> controller.playAgain()
                    GameOverAction.SWAP_SIDES -> controller.swapSides()
                    GameOverAction.REVIEW -> startActivity(Intent(this, ReviewScreen::class.java))
                }
            }
            // Side by side in equal widths, or one per line: the row decides (ButtonRow).
            gameOver.addView(button, LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.MATCH_PARENT, 1f))
        }
    }

    override fun onCreateOptionsMenu(menu: Menu): Boolean {
        menuInflater.inflate(R.menu.main, menu)
        return true
    }

    override fun onPrepareOptionsMenu(menu: Menu): Boolean {
        val b = shown ?: return true
        menu.findItem(R.id.action_undo).enable(b.canUndo)
        menu.findItem(R.id.action_redo).enable(b.canRedo)
        menu.findItem(R.id.action_hint).enable(b.hintCommand != HintCommand.UNAVAILABLE)
        // Nothing to review before the first move (the session says when there is).
        menu.findItem(R.id.action_review).isEnabled = b.canReview
        return true
    }

    /**
     * The framework action bar draws a disabled item's icon exactly like an enabled one, so a
     * disabled icon is dimmed here (38% opacity, Material's disabled look); an enabled one keeps
     * the full colour that tests/android/run checks for contrast.
     */
    private fun MenuItem.enable(on: Boolean) {
        isEnabled = on
        icon = icon?.mutate()?.apply { alpha = if (on) 255 else DISABLED_ICON_ALPHA }
    }

    override fun onOptionsItemSelected(item: MenuItem): Boolean {
        // Until the saved game is read there is no game to act on (About and Puzzles need none).
        val needsNoGame = setOf(R.id.action_about, R.id.action_puzzles, R.id.action_endgame, R.id.action_learn, R.id.action_statistics, R.id.action_friends)
        if (!controller.ready && item.itemId !in needsNoGame) {
            return item.itemId in menuIds
        }
        when (item.itemId) {
            R.id.action_new_game -> if (controller.state.confirmNewGame) askNewGame() else controller.newGame()
            R.id.action_undo -> controller.undo()
            R.id.action_redo -> controller.redo()
            R.id.action_hint -> controller.pressHint()
            R.id.action_rules -> startActivity(Intent(this, RulesScreen::class.java))
            R.id.action_puzzles -> startActivity(Intent(this, PuzzleScreen::class.java))
            R.id.action_endgame -> startActivity(Intent(this, EndgameScreen::class.java))
            R.id.action_learn -> startActivity(Intent(this, LessonScreen::class.java))
            R.id.action_statistics -> startActivity(Intent(this, StatisticsScreen::class.java))
            R.id.action_friends -> startActivity(Intent(this, FriendsScreen::class.java))
            R.id.action_review -> if (controller.state.canReview) startActivity(Intent(this, ReviewScreen::class.java))
            R.id.action_analysis -> startActivity(Intent(this, AnalysisScreen::class.java))
            R.id.action_options -> startActivity(Intent(this, OptionsScreen::class.java))
            R.id.action_about -> startActivity(Intent(this, AboutScreen::class.java))
            R.id.action_share_record -> shareRecord()
            R.id.action_open_record -> openRecord()
            R.id.action_paste_record -> pasteRecord()
            else -> return super.onOptionsItemSelected(item)
        }
        return true
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
        /** A disabled action icon's opacity (of 255): 38%, dimmed yet still recognisable. */
        const val DISABLED_ICON_ALPHA = 97

        /** The menu's items, all handled here. */
        val menuIds = setOf(
            R.id.action_new_game, R.id.action_undo, R.id.action_redo, R.id.action_hint,
            R.id.action_rules, R.id.action_review, R.id.action_analysis, R.id.action_puzzles, R.id.action_endgame, R.id.action_statistics, R.id.action_friends,
            R.id.action_learn, R.id.action_options, R.id.action_about,
            R.id.action_share_record, R.id.action_open_record, R.id.action_paste_record,
        )
        const val REQUEST_OPEN_RECORD = 1
        const val STATE_CONFIRMING_NEW_GAME = "confirming_new_game"
        const val STATE_WELCOME_TWO = "welcome_two"
        const val STATE_WELCOME_LEVEL = "welcome_level"
        const val STATE_WELCOME_BLACK = "welcome_black"
    }
}
