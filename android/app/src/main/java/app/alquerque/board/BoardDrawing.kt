package app.alquerque.board

import android.graphics.Canvas
import android.graphics.DashPathEffect
import android.graphics.Paint
import android.graphics.Path
import android.os.SystemClock
import app.alquerque.core.BoardGeometry
import app.alquerque.core.Piece
import kotlin.math.cos
import kotlin.math.floor
import kotlin.math.hypot
import kotlin.math.sin

/**
 * Draws [view]'s board: the line pattern and the points where [layout] puts them, the pieces,
 * every mark its state carries (last move, hint, targets, the capture being entered, the
 * analysis destinations), the move [BoardAnimation] animates, and the focus rings, in
 * [palette]'s colours. It draws what it is given and decides nothing.
 */
internal class BoardDrawing(private val view: BoardView, private val layout: BoardLayout, private val palette: BoardPalette) {
    private val path = Path()
    private val paint = Paint(Paint.ANTI_ALIAS_FLAG)
    private val stroke = Paint(Paint.ANTI_ALIAS_FLAG).apply {
        style = Paint.Style.STROKE
        strokeCap = Paint.Cap.ROUND
        strokeJoin = Paint.Join.ROUND
    }
    private val text = Paint(Paint.ANTI_ALIAS_FLAG).apply { textAlign = Paint.Align.CENTER }
    private val spacing: Float get() = layout.spacing

    private fun x(index: Int) = layout.x(index)

    private fun y(index: Int) = layout.y(index)

    fun draw(canvas: Canvas) {
        val g = layout.geometry ?: return
        if (spacing <= 0f) return
        paint.style = Paint.Style.FILL
        paint.color = palette.board
        canvas.drawRoundRect(layout.boardRect, spacing * 0.12f, spacing * 0.12f, paint)

        stroke.pathEffect = null
        stroke.color = palette.line
        stroke.strokeWidth = spacing * 0.04f
        for (line in g.lines) {
            canvas.drawLine(x(line.from), y(line.from), x(line.to), y(line.to), stroke)
        }
        if (view.showNotation) drawLabels(canvas, g)

        view.picture?.let { pieces ->
            view.picturePlayed?.let { drawTrail(canvas, it.path, palette.lastMove, spacing * 0.16f, dashed = false) }
            for ((index, piece) in pieces.withIndex()) {
                if (piece == Piece.EMPTY) {
                    paint.color = palette.line
                    canvas.drawCircle(x(index), y(index), spacing * 0.07f, paint)
                } else {
                    drawPiece(canvas, x(index), y(index), piece, 255)
                }
            }
            // The better move over the pieces, a thick arrow: seen whatever stands on its path.
            view.pictureBetter?.let { drawArrow(canvas, it.path, palette.hint, spacing * 0.14f) }
        }
        val s = view.state ?: return
        val interactive = view.interactive
        s.lastMove?.let { drawTrail(canvas, it.path, palette.lastMove, spacing * 0.16f, dashed = false) }
        if (interactive) {
            s.hint?.let { drawTrail(canvas, it.path, palette.hint, spacing * 0.08f, dashed = true) }
            if (s.pendingPath.size >= 2) drawTrail(canvas, s.pendingPath, palette.jump, spacing * 0.1f, dashed = false)
        }

        val hidden = view.boardAnimation.hidden
        for (p in s.points) {
            val px = x(p.index)
            val py = y(p.index)
            if (p.piece == Piece.EMPTY || p.index == hidden) {
                paint.color = palette.line
                canvas.drawCircle(px, py, spacing * 0.07f, paint)
            }
            if (interactive && p.target) {
                paint.color = palette.target
                canvas.drawCircle(px, py, spacing * 0.14f, paint)
            }
            if (p.piece != Piece.EMPTY && p.index != hidden) {
                drawPiece(canvas, px, py, p.piece, 255)
                if (interactive && p.selected) {
                    ring(canvas, px, py, spacing * 0.42f, spacing * 0.07f, palette.selected)
                } else if (interactive && p.selectable) {
                    ring(canvas, px, py, spacing * 0.40f, spacing * 0.035f, palette.selectable)
                }
                if (interactive && p.hinted) drawHintMark(canvas, px, py)
            }
        }
        if (interactive && s.keepJumping && s.pendingPath.isNotEmpty()) drawKeepJumping(canvas, s.pendingPath.last())
        if (interactive) drawDestinations(canvas)
        view.boardAnimation.running?.let { drawAnimation(canvas, it) }
        val keyFocus = view.keyFocus
        if (interactive && view.isFocused && keyFocus != NONE) {
            ring(canvas, x(keyFocus), y(keyFocus), spacing * 0.5f, spacing * 0.06f, palette.label)
        }
        val focused = view.boardAccessibility.focused
        if (focused != NONE) {
            ring(canvas, x(focused), y(focused), spacing * 0.48f, spacing * 0.03f, palette.hint)
        }
    }

    /** The analysis board's marks on the selected piece's destinations, as the session decided them. */
    private fun drawDestinations(canvas: Canvas) {
        for (mark in view.pointMarks) {
            paint.color = view.context.themed(mark.color)
            val px = x(mark.point)
            val py = y(mark.point)
            canvas.drawCircle(px, py, spacing * 0.22f, paint)
            text.color = view.context.themed(mark.ink)
            text.textSize = spacing * 0.24f
            canvas.drawText(mark.symbol, px, py - (text.descent() + text.ascent()) / 2, text)
        }
    }

    private fun drawLabels(canvas: Canvas, g: BoardGeometry) {
        text.color = palette.label
        text.textSize = spacing * 0.26f
        val lift = (text.descent() + text.ascent()) / 2
        val offset = spacing * 0.7f
        for ((col, label) in g.columnLabels.withIndex()) {
            canvas.drawText(label, layout.column(col), layout.top0 + 4 * spacing + offset - lift, text)
        }
        for ((row, label) in g.rowLabels.withIndex()) {
            canvas.drawText(label, layout.left0 - offset, layout.row(row) - lift, text)
        }
    }

    private fun drawTrail(canvas: Canvas, points: List<Int>, color: Int, width: Float, dashed: Boolean) {
        if (points.size < 2) return
        path.reset()
        path.moveTo(x(points[0]), y(points[0]))
        for (i in 1 until points.size) path.lineTo(x(points[i]), y(points[i]))
        stroke.color = color
        stroke.strokeWidth = width
        stroke.pathEffect = if (dashed) DashPathEffect(floatArrayOf(width * 1.6f, width * 1.4f), 0f) else null
        canvas.drawPath(path, stroke)
        stroke.pathEffect = null
        paint.color = color
        canvas.drawCircle(x(points.last()), y(points.last()), width * 0.9f, paint)
    }

    /**
     * A hint's mark on the piece it names, unlike the selection's solid ring in shape as well as
     * colour: a wider dashed ring, and a badge on its upper right.
     */
    private fun drawHintMark(canvas: Canvas, px: Float, py: Float) {
        ring(canvas, px, py, spacing * 0.49f, spacing * 0.05f, palette.hint, dashed = true)
        val bx = px + spacing * 0.3f
        val by = py - spacing * 0.3f
        paint.color = palette.board
        canvas.drawCircle(bx, by, spacing * 0.14f, paint)
        paint.color = palette.hint
        canvas.drawCircle(bx, by, spacing * 0.1f, paint)
    }

    /**
     * A thick arrow along [points] (a move's start and each landing), its head on the last
     * point, a little see-through so that the pieces under it still show.
     */
    private fun drawArrow(canvas: Canvas, points: List<Int>, color: Int, width: Float) {
        if (points.size < 2) return
        val head = width * 2.4f
        val endX = x(points.last())
        val endY = y(points.last())
        val fromX = x(points[points.size - 2])
        val fromY = y(points[points.size - 2])
        val length = hypot(endX - fromX, endY - fromY)
        if (length <= head) return
        val ux = (endX - fromX) / length
        val uy = (endY - fromY) / length
        // The shaft stops where the head begins, so that the head's point stays sharp.
        val baseX = endX - ux * head
        val baseY = endY - uy * head
        path.reset()
        path.moveTo(x(points[0]), y(points[0]))
        for (i in 1 until points.size - 1) path.lineTo(x(points[i]), y(points[i]))
        path.lineTo(baseX, baseY)
        stroke.color = color
        stroke.alpha = ARROW_ALPHA
        stroke.strokeWidth = width
        canvas.drawPath(path, stroke)
        stroke.alpha = 255
        path.reset()
        path.moveTo(endX, endY)
        path.lineTo(baseX - uy * head * 0.75f, baseY + ux * head * 0.75f)
        path.lineTo(baseX + uy * head * 0.75f, baseY - ux * head * 0.75f)
        path.close()
        paint.color = color
        paint.alpha = ARROW_ALPHA
        canvas.drawPath(path, paint)
        paint.alpha = 255
    }

    private fun drawPiece(canvas: Canvas, px: Float, py: Float, piece: Piece, alpha: Int) {
        val light = piece == Piece.WHITE
        val radius = spacing * 0.32f
        paint.color = if (light) palette.lightFill else palette.darkFill
        paint.alpha = alpha
        canvas.drawCircle(px, py, radius, paint)
        paint.alpha = 255
        stroke.color = if (light) palette.lightEdge else palette.darkEdge
        stroke.alpha = alpha
        stroke.strokeWidth = spacing * 0.04f
        canvas.drawCircle(px, py, radius, stroke)
        // A smaller ring inside, so the two colours differ in shape too, not only in shade.
        stroke.strokeWidth = spacing * 0.025f
        canvas.drawCircle(px, py, radius * (if (light) 0.55f else 0.3f), stroke)
        stroke.alpha = 255
    }

    private fun ring(canvas: Canvas, px: Float, py: Float, radius: Float, width: Float, color: Int, dashed: Boolean = false) {
        stroke.color = color
        stroke.strokeWidth = width
        stroke.pathEffect = if (dashed) DashPathEffect(floatArrayOf(width * 1.6f, width * 1.2f), 0f) else null
        canvas.drawCircle(px, py, radius, stroke)
        stroke.pathEffect = null
    }

    /** A pulsing ring round the capturing piece while its capture must go on. */
    private fun drawKeepJumping(canvas: Canvas, at: Int) {
        val moving = BoardAnimation.enabled()
        val pulse = BoardAnimation.PULSE_MILLIS
        val phase = if (moving) (SystemClock.uptimeMillis() % pulse) / pulse.toFloat() else 0.5f
        val wave = (sin(phase * 2 * Math.PI) * 0.5 + 0.5).toFloat()
        stroke.color = palette.jump
        stroke.alpha = (120 + 135 * wave).toInt()
        stroke.strokeWidth = spacing * 0.06f
        canvas.drawCircle(x(at), y(at), spacing * (0.44f + 0.06f * wave), stroke)
        stroke.alpha = 255
        if (moving) view.postInvalidateOnAnimation()
    }

    /** The moving piece between two points of its hop, and the pieces it captures fading. */
    private fun drawAnimation(canvas: Canvas, anim: BoardAnimation.Running) {
        val at = view.boardAnimation.at
        val hops = anim.move.hops
        val first = anim.move.firstHop.toInt().coerceIn(0, hops.size - 1)
        // Captured pieces fade as the mover passes over them.
        for (segment in first until hops.size) {
            val captured = hops[segment].captured ?: continue
            val gone = ((at - segment - 0.4f) * 2.5f).coerceIn(0f, 1f)
            if (gone < 1f) drawPiece(canvas, x(captured), y(captured), anim.move.capturedPiece, ((1 - gone) * 255).toInt())
        }
        val segment = floor(at).toInt().coerceIn(first, hops.size - 1)
        val hop = hops[segment]
        // Each hop eases in and out on its own, landing on time for its cue.
        val linear = (at - segment).coerceIn(0f, 1f)
        val t = ((1 - cos(linear * Math.PI)) / 2).toFloat()
        val px = x(hop.from) + (x(hop.to) - x(hop.from)) * t
        val py = y(hop.from) + (y(hop.to) - y(hop.from)) * t
        drawPiece(canvas, px, py, anim.move.mover, 255)
    }
}

/** How opaque the review's better-move arrow is (of 255): the pieces under it still show. */
private const val ARROW_ALPHA = 215
