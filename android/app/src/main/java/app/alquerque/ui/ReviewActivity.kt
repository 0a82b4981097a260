package app.alquerque.ui

import android.os.Bundle
import android.view.View
import android.widget.Button
import android.widget.LinearLayout
import android.widget.ProgressBar
import android.widget.TextView
import app.alquerque.R
import app.alquerque.core.GameReview
import app.alquerque.core.ReviewMark
import app.alquerque.core.ReviewProgressInfo
import app.alquerque.core.Side

/**
 * The review of the game on the game screen (menu › Review game, or Review once the game is
 * over): the core reviews it on a thread of its own ([ReviewRun], kept by the app across a
 * rotation), with progress, and stops when this screen is closed. Then the graph of
 * White's expected result, the board before the chosen move with the move played and the
 * engine's better one, the core's words about it, and every move with its mark. Every number
 * and word is the core's; this screen lays them out.
 */
class ReviewActivity : MenuScreen() {
    /** The review shown, kept by the app. */
    private var run: ReviewRun? = null
    /** The finished (or stopped) review; null while it runs. */
    var review: GameReview? = null
        private set
    /** The ply shown on the board. */
    var selected: Int? = null
        private set

    private val board: BoardView get() = findViewById(R.id.review_board)
    private val graph: ReviewGraphView get() = findViewById(R.id.review_graph)

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        showScreen(R.layout.activity_review)
        board.setGeometry(app.geometry)
        graph.onPlyTapped = { select(it) }
        findViewById<Button>(R.id.review_stop).setOnClickListener { run?.cancel() }
        selected = savedInstanceState?.getInt(STATE_SELECTED, -1)?.takeIf { it >= 0 }
        app.controller.whenReady {
            if (!isDestroyed) start(app.controller.exportRecord())
        }
    }

    override fun onSaveInstanceState(outState: Bundle) {
        super.onSaveInstanceState(outState)
        selected?.let { outState.putInt(STATE_SELECTED, it) }
    }

    override fun onDestroy() {
        run?.detach(this)
        // Turning the phone builds this screen again, which picks the review up where it is.
        if (!isChangingConfigurations) run?.cancel()
        super.onDestroy()
    }

    /** Shows the review of [record]: the app's run of it if it has one, else a new one. */
    private fun start(record: String) {
        val kept = app.review?.takeIf { it.record == record && it.usable }
        val r = kept ?: ReviewRun(record).also { app.review = it }
        run = r
        r.attach(this, ::showProgress, ::finished)
    }

    private fun showProgress(p: ReviewProgressInfo) {
        findViewById<TextView>(R.id.review_progress).text =
            getString(R.string.review_progress, p.positionsDone.toInt(), p.positions.toInt())
        findViewById<ProgressBar>(R.id.review_bar).apply {
            max = p.positions.toInt()
            progress = p.positionsDone.toInt()
        }
    }

    private fun finished(result: GameReview) {
        review = result
        findViewById<View>(R.id.review_bar).visibility = View.GONE
        findViewById<View>(R.id.review_stop).visibility = View.GONE
        findViewById<TextView>(R.id.review_progress).text = when {
            result.plies.isEmpty() -> getString(R.string.review_empty)
            !result.complete -> getString(R.string.review_stopped)
            else -> ""
        }
        if (result.plies.isEmpty()) return
        graph.visibility = View.VISIBLE
        board.visibility = View.VISIBLE
        val list = findViewById<LinearLayout>(R.id.review_moves)
        list.removeAllViews()
        for ((i, ply) in result.plies.withIndex()) {
            val row = layoutInflater.inflate(R.layout.item_paragraph, list, false) as TextView
            val number = "${ply.ply / 2u + 1u}${if (ply.mover == Side.WHITE) "." else "…"}"
            row.text = "$number ${ply.notation}   ${ply.markText}"
            row.setTextColor(getColor(markColour(ply.mark)))
            row.setOnClickListener { select(i) }
            list.addView(row)
        }
        // The worst moment first: the first blunder or mistake, else the first move.
        val first = result.plies.indexOfFirst { it.mark == ReviewMark.BLUNDER || it.mark == ReviewMark.MISTAKE }
        select(selected?.takeIf { it in result.plies.indices } ?: first.takeIf { it >= 0 } ?: 0)
    }

    /** Shows ply [index] of the review on the board, with its words. */
    fun select(index: Int) {
        val r = review ?: return
        val ply = r.plies.getOrNull(index) ?: return
        selected = index
        val better = ply.best.takeIf { it.path != ply.played.path }
        board.showPicture(ply.piecesBefore, ply.played, better)
        board.contentDescription = ply.comment
        graph.show(listOf(r.plies.first().whiteBefore) + r.plies.map { it.whiteAfter }, index)
        findViewById<TextView>(R.id.review_legend).text =
            if (better == null) getString(R.string.review_legend_played, ply.notation)
            else getString(R.string.review_legend_better, ply.notation, better.notation)
        findViewById<TextView>(R.id.review_ply).text = "${ply.notation}: ${ply.markText}"
        findViewById<TextView>(R.id.review_values).text = listOfNotNull(
            getString(R.string.review_values, ply.beforeText, ply.afterText), ply.proven,
        ).joinToString("\n")
        val list = findViewById<LinearLayout>(R.id.review_moves)
        for (i in 0 until list.childCount) list.getChildAt(i).isSelected = i == index
    }

    private fun markColour(mark: ReviewMark): Int = when (mark) {
        ReviewMark.BEST, ReviewMark.ONLY_MOVE, ReviewMark.GOOD -> R.color.text_primary
        ReviewMark.INACCURACY -> R.color.review_inaccuracy
        ReviewMark.MISTAKE -> R.color.review_mistake
        ReviewMark.BLUNDER -> R.color.review_blunder
    }

    private companion object {
        const val STATE_SELECTED = "review_selected"
    }
}
