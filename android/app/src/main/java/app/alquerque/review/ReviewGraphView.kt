package app.alquerque.review

import android.content.Context
import android.graphics.Canvas
import android.graphics.DashPathEffect
import android.graphics.Paint
import android.graphics.Path
import android.util.AttributeSet
import android.util.TypedValue
import android.view.MotionEvent
import android.view.View
import app.alquerque.R
import app.alquerque.core.GameReview
import app.alquerque.board.themed
import kotlin.math.roundToInt

/**
 * White's expected result over a reviewed game, drawn from the core's numbers: the graph runs
 * from 0 (Black wins, at the bottom) to 1 (White wins, at the top), one value before the first
 * move and one after each ply; the core's labels say which way is good for whom and what the
 * dashed line through the even middle means (in the labels' band, off the values); the faults
 * are dots in their mark's colour, and a ring marks the chosen ply. The area between the
 * values and the even line is filled, and the core's move numbers stand along the axis.
 * Sizes are in dp and sp, so the lines keep their weight on every screen. A tap picks the ply
 * nearest to it, and a finger dragged along the graph picks each ply it passes.
 */
class ReviewGraphView @JvmOverloads constructor(context: Context, attrs: AttributeSet? = null) : View(context, attrs) {
    /** Called with the ply (0 for the first move) nearest a tap. */
    var onPlyTapped: ((Int) -> Unit)? = null

    /** The review drawn, if any. */
    var review: GameReview? = null
        private set
    private var selected: Int? = null
    private val line = Paint(Paint.ANTI_ALIAS_FLAG).apply { style = Paint.Style.STROKE; strokeCap = Paint.Cap.ROUND }
    private val fill = Paint(Paint.ANTI_ALIAS_FLAG)
    private val text = Paint(Paint.ANTI_ALIAS_FLAG).apply { textSize = sp(12f) }
    private val ticks = Paint(Paint.ANTI_ALIAS_FLAG).apply { textSize = sp(10f); textAlign = Paint.Align.CENTER }
    private val path = Path()

    private fun dp(v: Float) = TypedValue.applyDimension(TypedValue.COMPLEX_UNIT_DIP, v, resources.displayMetrics)
    private fun sp(v: Float) = TypedValue.applyDimension(TypedValue.COMPLEX_UNIT_SP, v, resources.displayMetrics)

    /** The values' band: inside the labels above and below. */
    private val top get() = paddingTop + dp(6f) + text.fontSpacing
    private val bottom get() = height - paddingBottom - dp(6f) - text.fontSpacing
    private val left get() = paddingLeft + dp(8f)
    private val right get() = width - paddingRight - dp(8f)

    /** Shows [review]'s graph with ply [selected] ringed. */
    fun show(review: GameReview, selected: Int?) {
        this.review = review
        this.selected = selected
        contentDescription = review.graphLabels.description
        invalidate()
    }

    private val values get() = review?.graph ?: emptyList()

    private fun px(i: Int): Float = if (values.size > 1) left + i * (right - left) / (values.size - 1f) else left

    private fun py(v: Float): Float = top + (1f - v.coerceIn(0f, 1f)) * (bottom - top)

    override fun onDraw(canvas: Canvas) {
        super.onDraw(canvas)
        fill.color = context.getColor(R.color.board_background)
        canvas.drawRoundRect(0f, 0f, width.toFloat(), height.toFloat(), dp(8f), dp(8f), fill)
        val review = review ?: return
        val labels = review.graphLabels
        line.color = context.getColor(R.color.board_line)
        line.strokeWidth = dp(1f)
        line.pathEffect = DashPathEffect(floatArrayOf(dp(4f), dp(4f)), 0f)
        canvas.drawLine(left, py(0.5f), right, py(0.5f), line)
        line.pathEffect = null
        // The labels: which side is up, which down, and what the middle line means. The values
        // run in the game's order left to right in every language, like the board, its
        // coordinates and the move numbers (a mirrored time axis would put the first move on
        // the right of a graph whose board does not mirror); the words are the screen's text,
        // so in a right-to-left language they start where its reader starts, at the right, and
        // the key of the middle line moves to the other end.
        val rtl = layoutDirection == LAYOUT_DIRECTION_RTL
        val start = if (rtl) right else left
        val end = if (rtl) left else right
        text.color = context.getColor(R.color.board_label)
        text.textAlign = if (rtl) Paint.Align.RIGHT else Paint.Align.LEFT
        canvas.drawText(labels.top, start, paddingTop + dp(4f) - text.ascent(), text)
        canvas.drawText(labels.bottom, start, height - paddingBottom - dp(4f) - text.descent(), text)
        // What the dashed line means, across from Black's label, with a piece of the line
        // itself before it in reading order: beside the values, never over them.
        text.textAlign = if (rtl) Paint.Align.LEFT else Paint.Align.RIGHT
        val baseline = height - paddingBottom - dp(4f) - text.descent()
        canvas.drawText(labels.middle, end, baseline, text)
        val y = baseline + (text.ascent() + text.descent()) / 2
        val inward = if (rtl) 1f else -1f
        val near = end + inward * (text.measureText(labels.middle) + dp(6f))
        line.pathEffect = DashPathEffect(floatArrayOf(dp(4f), dp(4f)), 0f)
        canvas.drawLine(near, y, near + inward * dp(20f), y, line)
        line.pathEffect = null
        if (values.size < 2) return
        // The move numbers: a faint line up from the axis at each, the number at its foot.
        text.textAlign = Paint.Align.CENTER
        ticks.color = context.getColor(R.color.board_label)
        for (tick in review.graphTicks) {
            val x = px(tick.index.toInt())
            line.color = context.getColor(R.color.board_line)
            line.alpha = 90
            line.strokeWidth = dp(1f)
            canvas.drawLine(x, top, x, bottom, line)
            line.alpha = 255
            canvas.drawText(tick.label, x, bottom - dp(3f) - ticks.descent(), ticks)
        }
        // The advantage as an area: from the even line to the values.
        path.reset()
        path.moveTo(px(0), py(0.5f))
        for (i in values.indices) path.lineTo(px(i), py(values[i]))
        path.lineTo(px(values.size - 1), py(0.5f))
        path.close()
        fill.color = context.getColor(R.color.text_primary)
        fill.alpha = 48
        canvas.drawPath(path, fill)
        fill.alpha = 255
        path.reset()
        path.moveTo(px(0), py(values[0]))
        for (i in 1 until values.size) path.lineTo(px(i), py(values[i]))
        line.color = context.getColor(R.color.text_primary)
        line.strokeWidth = dp(2f)
        canvas.drawPath(path, line)
        for (mark in review.graphMarks) {
            val i = mark.ply.toInt() + 1
            if (i !in values.indices) continue
            fill.color = context.themed(mark.color)
            canvas.drawCircle(px(i), py(values[i]), dp(4f), fill)
        }
        selected?.let { ply ->
            if (ply + 1 in values.indices) {
                line.color = context.themed(review.graphSelection)
                line.strokeWidth = dp(2f)
                canvas.drawCircle(px(ply + 1), py(values[ply + 1]), dp(7f), line)
            }
        }
    }

    override fun onTouchEvent(event: MotionEvent): Boolean {
        if (values.size < 2) return super.onTouchEvent(event)
        val step = (right - left) / (values.size - 1f)
        // Value i + 1 is the position after ply i.
        val ply = (((event.x - left) / step).roundToInt() - 1).coerceIn(0, values.size - 2)
        when (event.actionMasked) {
            MotionEvent.ACTION_DOWN -> {
                // A drag along the graph scrubs through the plies: the scroll view keeps off.
                parent?.requestDisallowInterceptTouchEvent(true)
                onPlyTapped?.invoke(ply)
            }
            MotionEvent.ACTION_MOVE -> if (ply != selected) onPlyTapped?.invoke(ply)
            MotionEvent.ACTION_UP -> {
                performClick()
                onPlyTapped?.invoke(ply)
            }
        }
        return true
    }

    override fun performClick(): Boolean {
        super.performClick()
        return true
    }
}
