package app.alquerque.statistics

import android.app.AlertDialog
import android.os.Bundle
import android.widget.Button
import android.widget.LinearLayout
import android.widget.TextView
import app.alquerque.R
import app.alquerque.common.MenuScreen
import app.alquerque.common.app
import app.alquerque.core.StatisticsState
import kotlinx.coroutines.MainScope
import kotlinx.coroutines.cancel

/**
 * The player's statistics as the engine words them: the rating (with how sure it is) and the
 * level to try, the results against each level and colour, the winning streak, two people's
 * games, the puzzles solved by length; and Reset, asked first. Read afresh each time the
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
        showScreen(R.layout.activity_statistics)
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
        line(s.ratingText)
        s.suggestionText?.let { line(it) }
        heading(s.computerHeading)
        s.noComputerGames?.let { line(it) }
        if (s.levels.isNotEmpty()) line(s.streakText)
        for (level in s.levels) {
            line(level.title, R.style.Body, bold = true)
            line(level.whiteText, R.style.Secondary)
            line(level.blackText, R.style.Secondary)
        }
        s.unratedText?.let { line(it, R.style.Secondary) }
        heading(s.twoPeopleHeading)
        line(s.twoPeopleText)
        heading(s.puzzlesHeading)
        for (length in s.puzzles) line(length.text, R.style.Secondary)
        reset.isEnabled = s.canReset
    }

    private fun heading(text: String) = line(text, R.style.Heading)

    private fun line(text: String, style: Int = R.style.Body, bold: Boolean = false) {
        val view = TextView(this, null, 0, style)
        view.text = text
        if (bold) view.setTypeface(view.typeface, android.graphics.Typeface.BOLD)
        val params = LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, LinearLayout.LayoutParams.WRAP_CONTENT)
        // Styles' margins apply to views from layouts only: the same spacing here.
        val density = resources.displayMetrics.density
        params.topMargin = if (style == R.style.Heading) (16 * density).toInt() else 0
        params.bottomMargin = ((if (style == R.style.Secondary) 2 else 6) * density).toInt()
        content.addView(view, params)
    }
}
