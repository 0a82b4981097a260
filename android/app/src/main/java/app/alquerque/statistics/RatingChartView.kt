package app.alquerque.statistics

import android.content.Context
import android.graphics.Canvas
import android.graphics.Paint
import android.graphics.Path
import android.util.AttributeSet
import android.util.TypedValue
import android.view.View
import app.alquerque.R
import app.alquerque.core.RatingChart

/**
 * The rating over the latest rated games, drawn from the core's points (x and y in 0..1) and
 * axis labels: the ratings up the side, the first and latest game along the bottom, a line
 * through the points and a dot on the latest. Time runs left to right in every language, as
 * the review's graph does. Screen readers hear the core's description.
 */
class RatingChartView @JvmOverloads constructor(context: Context, attrs: AttributeSet? = null) : View(context, attrs) {
    /** The chart drawn, if any. */
    var chart: RatingChart? = null
        private set
    private val line = Paint(Paint.ANTI_ALIAS_FLAG).apply { style = Paint.Style.STROKE; strokeCap = Paint.Cap.ROUND; strokeJoin = Paint.Join.ROUND }
    private val fill = Paint(Paint.ANTI_ALIAS_FLAG)
    private val text = Paint(Paint.ANTI_ALIAS_FLAG).apply { textSize = sp(12f) }
    private val path = Path()

    private fun dp(v: Float) = TypedValue.applyDimension(TypedValue.COMPLEX_UNIT_DIP, v, resources.displayMetrics)
    private fun sp(v: Float) = TypedValue.applyDimension(TypedValue.COMPLEX_UNIT_SP, v, resources.displayMetrics)

    /** Shows [chart]. */
    fun show(chart: RatingChart) {
        this.chart = chart
        contentDescription = chart.description
        invalidate()
    }

    override fun onDraw(canvas: Canvas) {
        super.onDraw(canvas)
        val chart = chart ?: return
        val labelWidth = chart.yLabels.maxOfOrNull { text.measureText(it.text) } ?: 0f
        val left = paddingLeft + labelWidth + dp(8f)
        val right = width - paddingRight - dp(8f)
        val top = paddingTop + dp(8f)
        val bottom = height - paddingBottom - text.fontSpacing - dp(6f)
        fun px(x: Double) = left + x.toFloat().coerceIn(0f, 1f) * (right - left)
        fun py(y: Double) = bottom - y.toFloat().coerceIn(0f, 1f) * (bottom - top)
        text.color = context.getColor(R.color.text_secondary)
        line.color = context.getColor(R.color.text_secondary)
        line.strokeWidth = dp(1f)
        text.textAlign = Paint.Align.RIGHT
        for (label in chart.yLabels) {
            val y = py(label.at)
            line.alpha = 70
            canvas.drawLine(left, y, right, y, line)
            canvas.drawText(label.text, left - dp(6f), y - (text.ascent() + text.descent()) / 2, text)
        }
        line.alpha = 255
        for (label in chart.xLabels) {
            text.textAlign = when {
                label.at <= 0.0 -> Paint.Align.LEFT
                label.at >= 1.0 -> Paint.Align.RIGHT
                else -> Paint.Align.CENTER
            }
            canvas.drawText(label.text, px(label.at), height - paddingBottom - text.descent(), text)
        }
        val points = chart.points
        if (points.size < 2) return
        path.reset()
        path.moveTo(px(points[0].x), py(points[0].y))
        for (p in points.drop(1)) path.lineTo(px(p.x), py(p.y))
        line.color = context.getColor(R.color.primary)
        line.strokeWidth = dp(2.5f)
        canvas.drawPath(path, line)
        val last = points.last()
        fill.color = context.getColor(R.color.primary)
        canvas.drawCircle(px(last.x), py(last.y), dp(4.5f), fill)
    }
}
