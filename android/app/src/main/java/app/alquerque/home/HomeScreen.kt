package app.alquerque.home

import android.app.Activity
import android.content.Intent
import android.os.Bundle
import android.text.SpannableStringBuilder
import android.text.Spanned
import android.text.style.AbsoluteSizeSpan
import android.text.style.StyleSpan
import android.view.Menu
import android.view.MenuItem
import android.view.View
import android.widget.Button
import android.widget.LinearLayout
import android.widget.TextView
import app.alquerque.R
import app.alquerque.about.AboutScreen
import app.alquerque.analysis.AnalysisScreen
import app.alquerque.common.StateListener
import app.alquerque.common.app
import app.alquerque.common.padContentForSystemBars
import app.alquerque.core.ContinueCard
import app.alquerque.core.HomeAction
import app.alquerque.core.HomeEntry
import app.alquerque.core.HomeState
import app.alquerque.core.PlayedMove
import app.alquerque.friends.FriendsScreen
import app.alquerque.game.GameScreen
import app.alquerque.lesson.LessonScreen
import app.alquerque.newgame.NewGameSheet
import app.alquerque.options.OptionsScreen
import app.alquerque.puzzles.PuzzleScreen
import app.alquerque.endgame.EndgameScreen
import app.alquerque.rules.RulesScreen
import app.alquerque.statistics.StatisticsScreen

/**
 * The app's first screen: the game in progress to continue (a small picture of its board, who
 * plays whom, whose turn), then the engine's entries in its order, its primary action filled
 * (New game, or the lesson on a new player's first launch), the others tonal; Options, Rules
 * and About one level down, in the action bar's menu. Every screen it opens comes back here.
 * One column on a phone, two from 600 dp wide (tablets, landscape).
 */
class HomeScreen : Activity(), StateListener<HomeState> {
    private lateinit var controller: HomeController
    private lateinit var content: LinearLayout
    private var shown: HomeState? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_home)
        padContentForSystemBars()
        content = findViewById(R.id.home_content)
        controller = app.home
    }

    override fun onStart() {
        super.onStart()
        controller.attach(this)
        // Back from another screen, the game, the puzzles or the rating may have changed.
        controller.reload()
    }

    override fun onStop() {
        controller.detach(this)
        super.onStop()
    }

    override fun onState(state: HomeState, played: PlayedMove?) {
        if (state == shown) return
        val first = shown == null
        shown = state
        title = state.title
        if (first) invalidateOptionsMenu()
        content.removeAllViews()
        val cells = mutableListOf<View>()
        state.continueGame?.let { cells += continueCard(it) }
        state.entries.forEach { cells += entryButton(it) }
        // Two columns where the window is wide enough: the entries side by side, in order.
        val columns = if (resources.configuration.screenWidthDp >= 600) 2 else 1
        cells.chunked(columns).forEach { row ->
            val line = LinearLayout(this)
            line.orientation = LinearLayout.HORIZONTAL
            row.forEachIndexed { i, cell ->
                // As tall as the row's tallest; a cell alone in its row (the last, of an odd
                // number) as tall as its words: stretched to a row of nothing, it was drawn 0 high.
                val height = if (row.size == columns) LinearLayout.LayoutParams.MATCH_PARENT else LinearLayout.LayoutParams.WRAP_CONTENT
                val lp = LinearLayout.LayoutParams(0, height, 1f)
                if (i > 0) lp.marginStart = dp(12)
                line.addView(cell, lp)
            }
            // An odd last cell keeps its column's width.
            repeat(columns - row.size) { line.addView(View(this), LinearLayout.LayoutParams(0, 0, 1f).apply { marginStart = dp(12) }) }
            val lp = LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, LinearLayout.LayoutParams.WRAP_CONTENT)
            lp.bottomMargin = dp(12)
            content.addView(line, lp)
        }
    }

    /** The game in progress: its picture, who plays whom, whose turn and how far it went. */
    private fun continueCard(card: ContinueCard): View {
        val button = LinearLayout(this, null, 0, R.style.Button_Tonal)
        button.orientation = LinearLayout.HORIZONTAL
        button.gravity = android.view.Gravity.CENTER_VERTICAL
        button.id = R.id.home_continue
        button.isClickable = true
        button.isFocusable = true
        button.contentDescription = card.accessibilityLabel
        button.setOnClickListener { open(HomeAction.CONTINUE_GAME) }
        val picture = GamePicture(this)
        picture.show(app.geometry, card.pieces, card.flipped)
        button.addView(picture, LinearLayout.LayoutParams(dp(88), dp(88)))
        val words = LinearLayout(this)
        words.orientation = LinearLayout.VERTICAL
        words.importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS
        fun line(text: String, style: Int, bold: Boolean = false) {
            val view = TextView(this, null, 0, style)
            view.text = text
            if (bold) view.setTypeface(view.typeface, android.graphics.Typeface.BOLD)
            words.addView(view)
        }
        line(card.title, R.style.Status)
        line(card.opponent, R.style.Body_Compact)
        line(card.turn, R.style.Body_Compact, bold = card.yourMove)
        line(card.moves, R.style.Secondary)
        button.addView(words, LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.WRAP_CONTENT, 1f).apply { marginStart = dp(16) })
        return button
    }

    /** An entry: its title over its line, filled if it is the primary action, tonal otherwise. */
    private fun entryButton(entry: HomeEntry): Button {
        val button = Button(this, null, 0, if (entry.primary) R.style.Button_Filled_Entry else R.style.Button_Tonal_Entry)
        button.id = idOf(entry.action)
        val text = SpannableStringBuilder(entry.title)
        text.setSpan(StyleSpan(android.graphics.Typeface.BOLD), 0, text.length, Spanned.SPAN_EXCLUSIVE_EXCLUSIVE)
        entry.badge?.let { text.append("  ·  ").append(it.toString()) }
        if (entry.detail.isNotEmpty()) {
            val start = text.length + 1
            text.append('\n').append(entry.detail)
            text.setSpan(AbsoluteSizeSpan(14, true), start, text.length, Spanned.SPAN_EXCLUSIVE_EXCLUSIVE)
        }
        button.text = text
        button.setOnClickListener { open(entry.action) }
        return button
    }

    override fun onCreateOptionsMenu(menu: Menu): Boolean {
        val state = shown ?: return true
        // One level down: Options, Rules and About, in the engine's order.
        for ((i, entry) in state.more.withIndex()) {
            menu.add(Menu.NONE, idOf(entry.action), i, entry.title).setShowAsAction(MenuItem.SHOW_AS_ACTION_NEVER)
        }
        return true
    }

    override fun onOptionsItemSelected(item: MenuItem): Boolean {
        val entry = shown?.more?.firstOrNull { idOf(it.action) == item.itemId } ?: return super.onOptionsItemSelected(item)
        open(entry.action)
        return true
    }

    /** Opens what [action] names; each of those screens comes back here. */
    private fun open(action: HomeAction) {
        val screen = when (action) {
            HomeAction.CONTINUE_GAME -> GameScreen::class.java
            HomeAction.NEW_GAME -> NewGameSheet::class.java
            HomeAction.LEARN -> LessonScreen::class.java
            HomeAction.PUZZLES -> PuzzleScreen::class.java
            HomeAction.ENDGAME -> EndgameScreen::class.java
            HomeAction.FRIENDS -> FriendsScreen::class.java
            HomeAction.STATISTICS -> StatisticsScreen::class.java
            HomeAction.ANALYSIS -> AnalysisScreen::class.java
            HomeAction.OPTIONS -> OptionsScreen::class.java
            HomeAction.RULES -> RulesScreen::class.java
            HomeAction.ABOUT -> AboutScreen::class.java
        }
        startActivity(Intent(this, screen))
    }

    private fun dp(value: Int): Int = (value * resources.displayMetrics.density).toInt()

    companion object {
        /** The view id of each entry (tests press them by it). */
        fun idOf(action: HomeAction): Int = when (action) {
            HomeAction.CONTINUE_GAME -> R.id.home_continue
            HomeAction.NEW_GAME -> R.id.home_new_game
            HomeAction.LEARN -> R.id.home_learn
            HomeAction.PUZZLES -> R.id.home_puzzles
            HomeAction.ENDGAME -> R.id.home_endgame
            HomeAction.FRIENDS -> R.id.home_friends
            HomeAction.STATISTICS -> R.id.home_statistics
            HomeAction.ANALYSIS -> R.id.home_analysis
            HomeAction.OPTIONS -> R.id.home_options
            HomeAction.RULES -> R.id.home_rules
            HomeAction.ABOUT -> R.id.home_about
        }
    }
}
