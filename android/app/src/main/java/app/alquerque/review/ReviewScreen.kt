package app.alquerque.review

import android.content.Intent
import android.os.Bundle
import android.text.SpannableStringBuilder
import android.text.Spanned
import android.text.style.ForegroundColorSpan
import android.view.GestureDetector
import android.view.Menu
import android.view.MenuItem
import android.view.MotionEvent
import android.view.View
import android.widget.Button
import android.widget.LinearLayout
import android.widget.ProgressBar
import android.widget.ScrollView
import android.widget.TextView
import app.alquerque.R
import app.alquerque.core.ReviewAction
import app.alquerque.common.emphasize
import app.alquerque.board.themed
import app.alquerque.board.BoardView
import app.alquerque.common.MenuScreen
import app.alquerque.common.StateListener
import app.alquerque.common.app
import app.alquerque.common.repeatWhileHeld
import app.alquerque.core.GameReview
import app.alquerque.core.PlayedMove
import app.alquerque.core.ReviewState
import app.alquerque.core.Swipe
import app.alquerque.drill.DrillScreen
import kotlin.math.abs

/**
 * The review of the game on the game screen (menu › Review game, or Review once the game is
 * over): the core reviews it on a thread of its own, with progress, and stops when this screen
 * is closed (the session hands out the same review again after a rotation, and a finished one
 * when it is opened again for the same game). Then the board before the chosen move, fixed on
 * screen, with the move played and the engine's better one as an arrow, previous and next, and
 * the core's words about it; under it, in a scroll of its own, the graph of White's winning
 * chance with its key and move numbers, each side's summary, and every move with its number
 * and mark; and Share, which hands the record annotated by the review to the system's share
 * sheet. Every number and word is the core's; this screen lays them out.
 */
class ReviewScreen : MenuScreen(), StateListener<ReviewState> {
    /** The review shown; set once the game is read. */
    var controller: ReviewController? = null
        private set
    private var listed: GameReview? = null

    /** Whether the menu offers Share: once there is a review. */
    private var shareable = false

    private val board: BoardView get() = findViewById(R.id.review_board)
    private val graph: ReviewGraphView get() = findViewById(R.id.review_graph)

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        showScreen(R.layout.activity_review)
        board.setGeometry(app.geometry)
        graph.onPlyTapped = { select(it) }
        findViewById<Button>(R.id.review_stop).setOnClickListener { controller?.cancel() }
        findViewById<Button>(R.id.review_previous).apply {
            setOnClickListener { controller?.previous() }
            repeatWhileHeld()
        }
        findViewById<Button>(R.id.review_next).apply {
            setOnClickListener { controller?.next() }
            repeatWhileHeld()
        }
        // A swipe across the board walks the moves; which way means what is the core's.
        val swipes = GestureDetector(this, object : GestureDetector.SimpleOnGestureListener() {
            override fun onDown(e: MotionEvent) = true

            override fun onFling(e1: MotionEvent?, e2: MotionEvent, velocityX: Float, velocityY: Float): Boolean {
                val start = e1 ?: return false
                val dx = e2.x - start.x
                if (abs(dx) <= abs(e2.y - start.y)) return false
                controller?.swipe(if (dx < 0) Swipe.LEFT else Swipe.RIGHT)
                return true
            }
        })
        board.setOnTouchListener { _, event -> swipes.onTouchEvent(event) }
        findViewById<Button>(R.id.review_learn).setOnClickListener {
            startActivity(Intent(this, DrillScreen::class.java))
        }
        app.controller.whenReady {
            if (isDestroyed) return@whenReady
            controller = app.controller.review().also { it.attach(this) }
        }
    }

    override fun onDestroy() {
        controller?.detach(this)
        // Turning the phone builds this screen again, which picks the review up where it is.
        if (!isChangingConfigurations) controller?.cancel()
        super.onDestroy()
    }

    override fun onCreateOptionsMenu(menu: Menu): Boolean {
        menuInflater.inflate(R.menu.review, menu)
        return true
    }

    override fun onPrepareOptionsMenu(menu: Menu): Boolean {
        menu.findItem(R.id.action_share_review).isVisible = shareable
        return true
    }

    override fun onOptionsItemSelected(item: MenuItem): Boolean {
        if (item.itemId == R.id.action_share_review) {
            shareReview()
            return true
        }
        return super.onOptionsItemSelected(item)
    }

    /** The game record with the review's annotations, to the system's share sheet. */
    private fun shareReview() {
        val record = controller?.state?.review?.annotatedRecord ?: return
        val send = Intent(Intent.ACTION_SEND)
            .setType("text/plain")
            .putExtra(Intent.EXTRA_TEXT, record)
            .putExtra(Intent.EXTRA_SUBJECT, getString(R.string.record_share_subject))
        startActivity(Intent.createChooser(send, getString(R.string.record_share_title)))
    }

    /** Shows ply [index] of the review on the board, with its words. */
    fun select(index: Int) {
        controller?.select(index)
    }

    override fun onState(state: ReviewState, played: PlayedMove?) {
        findViewById<TextView>(R.id.review_progress).apply {
            text = state.statusText
            visibility = if (state.statusText.isEmpty()) View.GONE else View.VISIBLE
        }
        val p = state.progress
        findViewById<ProgressBar>(R.id.review_bar).apply {
            max = p?.positions?.toInt() ?: 0
            progress = p?.positionsDone?.toInt() ?: 0
        }
        if (shareable != (state.review != null)) {
            shareable = state.review != null
            invalidateOptionsMenu()
        }
        val review = state.review ?: return
        findViewById<View>(R.id.review_bar).visibility = View.GONE
        findViewById<View>(R.id.review_stop).visibility = View.GONE
        if (review.plies.isEmpty()) return
        findViewById<View>(R.id.review_ply_panel).visibility = View.VISIBLE
        findViewById<Button>(R.id.review_previous).isEnabled = state.canPrevious
        findViewById<Button>(R.id.review_next).isEnabled = state.canNext
        // Learn from your mistakes: the drill of this review (which says so if there are none).
        findViewById<Button>(R.id.review_learn).apply {
            text = state.learnLabel
            visibility = View.VISIBLE
            emphasize(state.primary == ReviewAction.LEARN)
        }
        graph.visibility = View.VISIBLE
        board.visibility = View.VISIBLE
        val list = findViewById<LinearLayout>(R.id.review_moves)
        if (listed != review) {
            listed = review
            findViewById<TextView>(R.id.review_viewpoint).apply {
                text = review.graphLabels.viewpoint
                visibility = View.VISIBLE
            }
            // The graph's key: each fault's dot in its colour, then its words.
            findViewById<TextView>(R.id.review_graph_legend).text = SpannableStringBuilder().apply {
                for (entry in review.graphLegend) {
                    if (isNotEmpty()) append("   ")
                    val dot = length
                    append("\u25CF")
                    setSpan(ForegroundColorSpan(themed(entry.color)), dot, length, Spanned.SPAN_EXCLUSIVE_EXCLUSIVE)
                    append(" ").append(entry.label)
                }
            }
            findViewById<TextView>(R.id.review_summary).apply {
                text = review.summaries.joinToString("\n") { it.text }
                visibility = View.VISIBLE
            }
            list.removeAllViews()
            for ((i, ply) in review.plies.withIndex()) {
                val row = layoutInflater.inflate(R.layout.item_review_ply, list, false)
                row.findViewById<TextView>(R.id.review_row_number).text = ply.number
                row.findViewById<TextView>(R.id.review_row_move).text = ply.notation
                row.findViewById<TextView>(R.id.review_row_mark).apply {
                    text = ply.markText
                    setTextColor(ply.markColor?.let { themed(it) } ?: getColor(R.color.text_primary))
                }
                // Read out as one: the core's row, which keeps the notation isolated.
                row.contentDescription = ply.row
                row.setOnClickListener { select(i) }
                list.addView(row)
            }
        }
        val index = state.selected?.toInt() ?: return
        val ply = review.plies[index]
        board.showPicture(ply.pointsBefore.map { it.piece }, ply.played, ply.better)
        board.contentDescription = ply.boardDescription
        graph.show(review, index)
        findViewById<TextView>(R.id.review_legend).text = ply.legend
        findViewById<TextView>(R.id.review_ply).text = ply.heading
        findViewById<TextView>(R.id.review_values).text = ply.valueLines.joinToString("\n")
        for (i in 0 until list.childCount) list.getChildAt(i).isSelected = i == index
        // The chosen move's row in sight in the list's own scroll, the board staying put.
        list.getChildAt(index)?.let { row ->
            val scroll = findViewById<ScrollView>(R.id.review_scroll)
            scroll.post {
                val top = list.top + row.top
                if (top < scroll.scrollY || top + row.height > scroll.scrollY + scroll.height) {
                    scroll.smoothScrollTo(0, top - scroll.height / 3)
                }
            }
        }
    }
}
