package app.alquerque.board

import android.graphics.Rect
import android.graphics.RectF
import app.alquerque.core.BoardGeometry
import kotlin.math.hypot
import kotlin.math.min

/** No point (a tap beside every point, no focus). */
internal const val NONE = -1

/**
 * Where the core's board geometry (columns and rows 0…4) lands in the view: a square grid
 * centred in the room given, row 5 at the top (at the bottom when [flipped]), with room round
 * it for the coordinates when they are shown.
 */
internal class BoardLayout {
    var geometry: BoardGeometry? = null

    /** Drawn turned round (a1 at the top right), as the board state says. */
    var flipped = false

    /** The distance between neighbouring points; 0 until the view has a size. */
    var spacing = 0f
        private set

    /** Where column a (e, turned round) is drawn. */
    var left0 = 0f
        private set

    /** Where row 5 (1, turned round) is drawn. */
    var top0 = 0f
        private set

    /** The board's square, margins included. */
    val boardRect = RectF()

    /** Fits the board into the [width] × [height] room at ([left], [top]), with room for the labels if [labels]. */
    fun fit(left: Float, top: Float, width: Float, height: Float, labels: Boolean) {
        if (width <= 0 || height <= 0) return
        // Room around the outer points: half a step for the pieces, more for the labels.
        val margin = if (labels) 0.85f else 0.55f
        spacing = min(width, height) / (4 + 2 * margin)
        left0 = left + (width - 4 * spacing) / 2
        top0 = top + (height - 4 * spacing) / 2
        val edge = spacing * 0.5f
        boardRect.set(left0 - edge, top0 - edge, left0 + 4 * spacing + edge, top0 + 4 * spacing + edge)
    }

    /** Where column [col] and row [row] are drawn, in steps from the left and from the top. */
    fun across(col: Int): Int = if (flipped) 4 - col else col

    fun down(row: Int): Int = if (flipped) row else 4 - row

    /** The horizontal position of column [col]. */
    fun column(col: Int): Float = left0 + across(col) * spacing

    /** The vertical position of row [row]. */
    fun row(row: Int): Float = top0 + down(row) * spacing

    fun x(index: Int): Float = column(geometry?.points?.get(index)?.col ?: 0)

    fun y(index: Int): Float = row(geometry?.points?.get(index)?.row ?: 0)

    /** The point within [reach] (in steps) of (px, py), or [NONE]. */
    fun pointAt(px: Float, py: Float, reach: Float = 0.5f): Int {
        val g = geometry ?: return NONE
        if (spacing <= 0f) return NONE
        var best = NONE
        var bestDistance = reach * spacing
        for (p in g.points) {
            val d = hypot(px - x(p.index), py - y(p.index))
            if (d <= bestDistance) {
                best = p.index
                bestDistance = d
            }
        }
        return best
    }

    /** The square a point takes, one step wide. */
    fun pointBounds(index: Int): Rect {
        val half = spacing * 0.5f
        return Rect(
            (x(index) - half).toInt(),
            (y(index) - half).toInt(),
            (x(index) + half).toInt(),
            (y(index) + half).toInt(),
        )
    }
}
