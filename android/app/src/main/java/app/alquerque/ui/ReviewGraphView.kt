package app.alquerque.ui

import android.content.Context
import android.graphics.Canvas
import android.graphics.DashPathEffect
import android.graphics.Paint
import android.graphics.Path
import android.util.AttributeSet
import android.view.MotionEvent
import android.view.View
import app.alquerque.R
import kotlin.math.roundToInt

/**
 * White's expected result over a reviewed game, drawn from the core's numbers: [values] runs
 * from 0 (Black wins) to 1 (White wins), one before the first move and one after each ply; a
 * dashed line marks the even middle, a dot the chosen ply. A tap picks the ply nearest to it.
 */
class ReviewGraphView @JvmOverloads constructor(context: Context, attrs: AttributeSet? = null) : View(context, attrs) {
    /** Called with the ply (0 for the first move) nearest a tap. */
    var onPlyTapped: ((Int) -> Unit)? = null

    private var values: List<Float> = emptyList()
    private var selected: Int? = null
    private val line = Paint(Paint.ANTI_ALIAS_FLAG).apply { style = Paint.Style.STROKE }
    private val fill = Paint(Paint.ANTI_ALIAS_FLAG)
    private val path = Path()

    /** Shows [values] with ply [selected] marked. */
    fun show(values: List<Float>, selected: Int?) {
        this.values = values
        this.selected = selected
        contentDescription = context.getString(R.string.review_graph_description)
        invalidate()
    }

    private fun px(i: Int): Float = if (values.size > 1) paddingLeft + i * (width - paddingLeft - paddingRight) / (values.size - 1f) else 0f

    private fun py(v: Float): Float = paddingTop + (1f - v.coerceIn(0f, 1f)) * (height - paddingTop - paddingBottom)

    override fun onDraw(canvas: Canvas) {
        super.onDraw(canvas)
        fill.color = context.getColor(R.color.board_background)
        canvas.drawRoundRect(0f, 0f, width.toFloat(), height.toFloat(), 12f, 12f, fill)
        line.color = context.getColor(R.color.board_line)
        line.strokeWidth = 2f
        line.pathEffect = DashPathEffect(floatArrayOf(8f, 8f), 0f)
        canvas.drawLine(0f, py(0.5f), width.toFloat(), py(0.5f), line)
        line.pathEffect = null
        if (values.size < 2) return
        path.reset()
        path.moveTo(px(0), py(values[0]))
        for (i in 1 until values.size) path.lineTo(px(i), py(values[i]))
        line.color = context.getColor(R.color.text_primary)
        line.strokeWidth = 5f
        canvas.drawPath(path, line)
        selected?.let { ply ->
            if (ply + 1 in values.indices) {
                fill.color = context.getColor(R.color.mark_selected)
                canvas.drawCircle(px(ply + 1), py(values[ply + 1]), 10f, fill)
            }
        }
    }

    override fun onTouchEvent(event: MotionEvent): Boolean {
        if (values.size < 2) return super.onTouchEvent(event)
        if (event.actionMasked == MotionEvent.ACTION_UP) {
            val step = (width - paddingLeft - paddingRight) / (values.size - 1f)
            // Value i + 1 is the position after ply i.
            val ply = (((event.x - paddingLeft) / step).roundToInt() - 1).coerceIn(0, values.size - 2)
            performClick()
            onPlyTapped?.invoke(ply)
        }
        return true
    }

    override fun performClick(): Boolean {
        super.performClick()
        return true
    }
}
