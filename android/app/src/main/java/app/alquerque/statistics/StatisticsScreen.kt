package app.alquerque.statistics

import android.app.AlertDialog
import android.content.Intent
import android.os.Bundle
import android.util.TypedValue
import android.view.Gravity
import android.view.View
import android.widget.Button
import android.widget.LinearLayout
import android.widget.TableLayout
import android.widget.TableRow
import android.widget.TextView
import app.alquerque.R
import app.alquerque.common.MenuScreen
import app.alquerque.common.app
import app.alquerque.core.Opponent
import app.alquerque.core.StatisticsState
import app.alquerque.newgame.NewGameSheet
import kotlinx.coroutines.MainScope
import kotlinx.coroutines.cancel

/**
 * The player's statistics as the engine words them: the rating large with its range and how
 * sure it is, its chart over the games, the level to try as the button that starts a game at
 * it (through the new-game sheet), the results by level as a table (won–lost–drawn as White
 * and as Black), the winning streak, two people's games, the puzzles solved by length; and
 * Reset, asked first. Read afresh each time the
 * screen shows.
 */
class StatisticsScreen : MenuScreen() {
    private val scope = MainScope()

    /** The screen's controller: for tests, its state. */
    lateinit var statistics: StatisticsController
        private set
    private lateinit var content: LinearLayout
    private lateinit var reset: Button
    private var confirm: AlertDialog? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        showColumnScreen(R.layout.activity_statistics)
        content = findViewById(R.id.statistics_content)
        reset = findViewById(R.id.statistics_reset)
        reset.isEnabled = false
        reset.setOnClickListener { askReset() }
        statistics = StatisticsController(scope) { app.openedStore() }
        statistics.setListener(::show)
    }

    override fun onStart() {
        super.onStart()
        statistics.load()
    }

    override fun onDestroy() {
        confirm?.dismiss()
        statistics.setListener(null)
        scope.cancel()
        super.onDestroy()
    }

    private fun askReset() {
        val question = statistics.state?.resetQuestion ?: return
        confirm?.dismiss()
        confirm = AlertDialog.Builder(this)
            .setMessage(question)
            .setPositiveButton(R.string.statistics_reset_confirm) { _, _ -> statistics.reset() }
            .setNegativeButton(android.R.string.cancel, null)
            .show()
    }

    private fun show(s: StatisticsState) {
        content.removeAllViews()
        s.notice?.let { line(it, R.style.Notice) }
        heading(s.ratingHeading)
        val figure = s.ratingFigure
        if (figure != null) {
            // The rating large, its range under it; the sentence says how sure it is.
            line(figure, R.style.Heading).apply {
                setTextSize(TypedValue.COMPLEX_UNIT_PX, resources.getDimension(R.dimen.text_display))
                tag = FIGURE_TAG
            }
            s.ratingRange?.let { line(it, R.style.Secondary) }
        }
        line(s.ratingText)
        s.chart?.let { chart ->
            line(chart.heading, R.style.Secondary, bold = true)
            val view = RatingChartView(this)
            view.show(chart)
            val params = LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, dp(160))
            params.bottomMargin = dp(8)
            content.addView(view, params)
        }
        s.suggestionText?.let { line(it) }
        s.suggested?.let { suggested ->
            // The next step: a game at the level the games call for, through the new-game sheet.
            val play = Button(this, null, 0, R.style.Button_Filled)
            play.text = suggested.title
            play.tag = SUGGESTED_TAG
            play.setOnClickListener {
                val sheet = app.newGame
                sheet.whenReady { sheet.setOpponent(Opponent.Computer(suggested.level)) }
                startActivity(Intent(this, NewGameSheet::class.java))
            }
            val params = LinearLayout.LayoutParams(LinearLayout.LayoutParams.WRAP_CONTENT, LinearLayout.LayoutParams.WRAP_CONTENT)
            params.bottomMargin = dp(8)
            content.addView(play, params)
        }
        heading(s.computerHeading)
        s.noComputerGames?.let { line(it) }
        if (s.levels.isNotEmpty()) {
            line(s.streakText)
            content.addView(table(s), LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, LinearLayout.LayoutParams.WRAP_CONTENT))
        }
        s.unratedText?.let { line(it, R.style.Secondary) }
        heading(s.twoPeopleHeading)
        line(s.twoPeopleText)
        heading(s.puzzlesHeading)
        for (length in s.puzzles) line(length.text, R.style.Secondary)
        reset.isEnabled = s.canReset
    }

    /** The results by level: level, its rating, won–lost–drawn as White and as Black. */
    private fun table(s: StatisticsState): TableLayout {
        val table = TableLayout(this)
        table.isStretchAllColumns = true
        table.tag = TABLE_TAG
        fun row(cells: List<String>, style: Int, bold: Boolean, description: String?) {
            val row = TableRow(this)
            for ((i, text) in cells.withIndex()) {
                val cell = TextView(this, null, 0, style)
                cell.text = text
                cell.setPadding(0, dp(4), dp(8), dp(4))
                cell.gravity = if (i == 0) Gravity.START else Gravity.END
                if (bold) cell.setTypeface(cell.typeface, android.graphics.Typeface.BOLD)
                row.addView(cell)
            }
            // Screen readers hear the row in words, not four numbers.
            description?.let { row.contentDescription = it; row.importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_YES }
            table.addView(row)
        }
        row(s.tableHeadings, R.style.Secondary, bold = true, description = null)
        for (level in s.levels) {
            row(listOf(level.name, level.ratingText, level.whiteCell, level.blackCell), R.style.Body, bold = false,
                description = "${level.title}. ${level.whiteText}. ${level.blackText}.")
        }
        return table
    }

    private fun dp(v: Int): Int = (v * resources.displayMetrics.density).toInt()

    private fun heading(text: String) = line(text, R.style.Heading)

    private fun line(text: String, style: Int = R.style.Body, bold: Boolean = false): TextView {
        val view = TextView(this, null, 0, style)
        view.text = text
        if (bold) view.setTypeface(view.typeface, android.graphics.Typeface.BOLD)
        val params = LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, LinearLayout.LayoutParams.WRAP_CONTENT)
        // Styles' margins apply to views from layouts only: the same spacing here.
        val density = resources.displayMetrics.density
        params.topMargin = if (style == R.style.Heading) (16 * density).toInt() else 0
        params.bottomMargin = ((if (style == R.style.Secondary) 2 else 6) * density).toInt()
        content.addView(view, params)
        return view
    }

    companion object {
        /** The tags tests find the rating, the suggested level's button and the table by. */
        const val FIGURE_TAG = "statistics-figure"
        const val SUGGESTED_TAG = "statistics-suggested"
        const val TABLE_TAG = "statistics-table"
    }
}
