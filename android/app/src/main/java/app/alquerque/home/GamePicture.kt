package app.alquerque.home

import android.content.Context
import android.graphics.Canvas
import android.graphics.Paint
import android.util.AttributeSet
import android.view.View
import app.alquerque.board.BoardPalette
import app.alquerque.core.BoardGeometry
import app.alquerque.core.Piece

/**
 * A small picture of a game's board (the home's Continue card): the lines and the pieces in
 * the board's colours and sizes (the one board spec the big board draws with, so a piece is
 * the same share of a step here), turned round when the engine says so; no marks, no taps.
 * Screen readers hear the card's words, not the picture.
 */
class GamePicture @JvmOverloads constructor(context: Context, attrs: AttributeSet? = null) : View(context, attrs) {
    private val palette = BoardPalette(context)
    private val paint = Paint(Paint.ANTI_ALIAS_FLAG)
    private var geometry: BoardGeometry? = null
    private var pieces: List<Piece> = emptyList()
    private var flipped = false

    init {
        importantForAccessibility = IMPORTANT_FOR_ACCESSIBILITY_NO
    }

    /** Shows [pieces] (a1 to e5) on the board of [geometry], turned round if [flipped]. */
    fun show(geometry: BoardGeometry, pieces: List<Piece>, flipped: Boolean) {
        this.geometry = geometry
        this.pieces = pieces
        this.flipped = flipped
        invalidate()
    }

    override fun onDraw(canvas: Canvas) {
        val g = geometry ?: return
        val size = minOf(width, height).toFloat()
        val step = size / 5f
        val left = (width - size) / 2f
        val top = (height - size) / 2f
        paint.style = Paint.Style.FILL
        paint.color = palette.board
        val spec = palette.spec
        val corner = step * spec.cornerRadius
        canvas.drawRoundRect(left, top, left + size, top + size, corner, corner, paint)
        fun x(index: Int): Float {
            val col = g.points[index].col
            return left + step * ((if (flipped) 4 - col else col) + 0.5f)
        }
        fun y(index: Int): Float {
            val row = g.points[index].row
            return top + step * ((if (flipped) row else 4 - row) + 0.5f)
        }
        paint.color = palette.line
        paint.strokeWidth = maxOf(1f, step * spec.lineWidth * palette.lineScale)
        for (line in g.lines) canvas.drawLine(x(line.from), y(line.from), x(line.to), y(line.to), paint)
        val radius = step * spec.pieceRadius
        for ((i, piece) in pieces.withIndex()) {
            if (piece == Piece.EMPTY || i >= g.points.size) continue
            val (fill, edge) = if (piece == Piece.WHITE) palette.lightFill to palette.lightEdge else palette.darkFill to palette.darkEdge
            paint.style = Paint.Style.FILL
            paint.color = fill
            canvas.drawCircle(x(i), y(i), radius, paint)
            paint.style = Paint.Style.STROKE
            paint.strokeWidth = maxOf(1f, step * spec.pieceRim * palette.lineScale)
            paint.color = edge
            canvas.drawCircle(x(i), y(i), radius, paint)
        }
    }
}
