package app.alquerque.board

import android.graphics.Canvas
import android.graphics.DashPathEffect
import android.graphics.Paint
import android.graphics.Path
import android.graphics.RectF
import android.os.SystemClock
import app.alquerque.core.ArrowSpec
import app.alquerque.core.BoardGeometry
import app.alquerque.core.Piece
import kotlin.math.cos
import kotlin.math.floor
import kotlin.math.hypot
import kotlin.math.roundToInt
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

    private val spec get() = palette.spec

    fun draw(canvas: Canvas) {
        val g = layout.geometry ?: return
        if (spacing <= 0f) return
        paint.style = Paint.Style.FILL
        paint.color = palette.board
        val corner = spacing * spec.cornerRadius
        canvas.drawRoundRect(layout.boardRect, corner, corner, paint)
        ring(canvas, layout.boardRect, corner, spacing * spec.pieceRim * palette.lineScale, palette.edge)

        stroke.pathEffect = null
        stroke.color = palette.line
        stroke.strokeWidth = spacing * spec.lineWidth * palette.lineScale
        for (line in g.lines) {
            canvas.drawLine(x(line.from), y(line.from), x(line.to), y(line.to), stroke)
        }
        if (view.showNotation) drawLabels(canvas, g)

        view.picture?.let { pieces ->
            view.picturePlayed?.let { drawLastMove(canvas, it.path) }
            for ((index, piece) in pieces.withIndex()) {
                if (piece == Piece.EMPTY) {
                    paint.color = palette.line
                    canvas.drawCircle(x(index), y(index), spacing * spec.pointRadius, paint)
                } else {
                    drawPiece(canvas, x(index), y(index), piece, 255)
                }
            }
            // The better move over the pieces, a thick arrow: seen whatever stands on its path.
            view.pictureBetter?.let { drawArrow(canvas, it.path, palette.hint, spec.betterArrow) }
        }
        val s = view.state ?: return
        val interactive = view.interactive
        s.lastMove?.let { drawLastMove(canvas, it.path) }

        val hidden = view.boardAnimation.hidden
        for (p in s.points) {
            val px = x(p.index)
            val py = y(p.index)
            if (p.piece == Piece.EMPTY || p.index == hidden) {
                paint.color = palette.line
                canvas.drawCircle(px, py, spacing * spec.pointRadius, paint)
            }
        }
        for (ban in s.bans) drawBan(canvas, ban.piece, ban.banned)
        if (interactive) {
            if (s.pendingPath.size >= 2) drawArrow(canvas, s.pendingPath, palette.jump, spec.pendingPath)
            for (p in s.points) if (p.target) drawTarget(canvas, x(p.index), y(p.index))
        }
        for (p in s.points) {
            if (p.piece == Piece.EMPTY || p.index == hidden) continue
            val px = x(p.index)
            val py = y(p.index)
            drawPiece(canvas, px, py, p.piece, 255)
            if (interactive && p.selected) {
                ring(canvas, px, py, spacing * spec.selectedRingRadius, spacing * spec.selectedRingStroke, palette.selected)
            } else if (interactive && p.selectable) {
                ring(canvas, px, py, spacing * spec.selectableRingRadius, spacing * spec.selectableRingStroke, palette.selectable)
            }
            if (interactive && p.hinted) drawHintMark(canvas, px, py)
        }
        if (interactive) s.hint?.let { drawArrow(canvas, it.path, palette.hint, spec.hintArrow) }
        if (interactive && s.keepJumping && s.pendingPath.isNotEmpty()) drawKeepJumping(canvas, s.pendingPath.last())
        if (interactive) drawDestinations(canvas)
        view.boardAnimation.running?.let { drawAnimation(canvas, it) }
        val keyFocus = view.keyFocus
        if (interactive && view.isFocused && keyFocus != NONE) {
            ring(canvas, x(keyFocus), y(keyFocus), spacing * spec.focusRingRadius, spacing * spec.focusRingStroke, palette.label)
        }
        val focused = view.boardAccessibility.focused
        if (focused != NONE) {
            ring(canvas, x(focused), y(focused), spacing * (spec.focusRingRadius - 0.02f), spacing * spec.focusRingStroke / 2, palette.hint)
        }
    }

    /** The analysis board's marks on the selected piece's destinations, as the session decided them. */
    private fun drawDestinations(canvas: Canvas) {
        for (mark in view.pointMarks) {
            paint.color = view.context.themed(mark.color)
            val px = x(mark.point)
            val py = y(mark.point)
            canvas.drawCircle(px, py, spacing * spec.destinationRadius, paint)
            text.color = view.context.themed(mark.ink)
            text.textSize = spacing * spec.destinationText
            canvas.drawText(mark.symbol, px, py - (text.descent() + text.ascent()) / 2, text)
        }
    }

    private fun drawLabels(canvas: Canvas, g: BoardGeometry) {
        text.color = palette.label
        text.textSize = spacing * spec.labelText
        val lift = (text.descent() + text.ascent()) / 2
        val offset = spacing * 0.7f
        for ((col, label) in g.columnLabels.withIndex()) {
            canvas.drawText(label, layout.column(col), layout.top0 + 4 * spacing + offset - lift, text)
        }
        for ((row, label) in g.rowLabels.withIndex()) {
            canvas.drawText(label, layout.left0 - offset, layout.row(row) - lift, text)
        }
    }

    /** The last move: a band along its path and a ring on the point it started from. */
    private fun drawLastMove(canvas: Canvas, points: List<Int>) {
        if (points.size < 2) return
        path.reset()
        path.moveTo(x(points[0]), y(points[0]))
        for (i in 1 until points.size) path.lineTo(x(points[i]), y(points[i]))
        stroke.color = palette.lastMove
        stroke.strokeWidth = spacing * spec.lastMoveBand
        canvas.drawPath(path, stroke)
        ring(canvas, x(points[0]), y(points[0]), spacing * spec.lastMoveRingRadius, spacing * spec.lastMoveRingStroke, palette.lastMove)
    }

    /** A point the selected piece can reach: a dot inside a ring. */
    private fun drawTarget(canvas: Canvas, px: Float, py: Float) {
        paint.color = palette.target
        canvas.drawCircle(px, py, spacing * spec.targetDotRadius, paint)
        ring(canvas, px, py, spacing * spec.targetRingRadius, spacing * spec.targetRingStroke, palette.target)
    }

    /** A reversal ban: the step that made it as an arrow to the piece, and the banned point crossed. */
    private fun drawBan(canvas: Canvas, piece: Int, banned: Int) {
        drawArrow(canvas, listOf(banned, piece), palette.ban, spec.banArrow)
        val half = spacing * spec.banCrossHalf
        val bx = x(banned)
        val by = y(banned)
        stroke.color = palette.ban
        stroke.strokeWidth = spacing * spec.banCrossStroke
        canvas.drawLine(bx - half, by - half, bx + half, by + half, stroke)
        canvas.drawLine(bx - half, by + half, bx + half, by - half, stroke)
    }

    /**
     * A hint's mark on the piece it names, unlike the selection's solid ring in shape as well as
     * colour: a wider dashed ring, and a badge on its upper right.
     */
    private fun drawHintMark(canvas: Canvas, px: Float, py: Float) {
        ring(canvas, px, py, spacing * spec.hintRingRadius, spacing * spec.hintRingStroke, palette.hint, dashed = true)
        val bx = px + spacing * spec.hintBadgeOffset
        val by = py - spacing * spec.hintBadgeOffset
        paint.color = palette.board
        canvas.drawCircle(bx, by, spacing * (spec.hintBadgeRadius + spec.hintBadgeRim), paint)
        paint.color = palette.hint
        canvas.drawCircle(bx, by, spacing * spec.hintBadgeRadius, paint)
    }

    /**
     * An arrow along [points] (a move's start and each landing) as [arrow] says: its shaft,
     * dashed or solid, and its head on the last point (stopping short of it by the tip's gap);
     * a stroke with no head when the spec has none (the capture being entered).
     */
    private fun drawArrow(canvas: Canvas, points: List<Int>, color: Int, arrow: ArrowSpec) {
        if (points.size < 2) return
        val head = spacing * arrow.headLength
        val endX = x(points.last())
        val endY = y(points.last())
        val fromX = x(points[points.size - 2])
        val fromY = y(points[points.size - 2])
        val length = hypot(endX - fromX, endY - fromY)
        val gap = spacing * arrow.tipGap
        if (length <= gap + head) return
        val ux = (endX - fromX) / length
        val uy = (endY - fromY) / length
        val tipX = endX - ux * gap
        val tipY = endY - uy * gap
        // The shaft stops where the head begins, so that the head's point stays sharp.
        val baseX = tipX - ux * head
        val baseY = tipY - uy * head
        val alpha = (arrow.opacity * 255).roundToInt()
        path.reset()
        path.moveTo(x(points[0]), y(points[0]))
        for (i in 1 until points.size - 1) path.lineTo(x(points[i]), y(points[i]))
        path.lineTo(baseX, baseY)
        val width = spacing * arrow.width
        stroke.color = color
        stroke.alpha = alpha
        stroke.strokeWidth = width
        stroke.pathEffect = if (arrow.dashOn > 0f) DashPathEffect(floatArrayOf(spacing * arrow.dashOn, spacing * arrow.dashOff), 0f) else null
        canvas.drawPath(path, stroke)
        stroke.pathEffect = null
        stroke.alpha = 255
        if (head <= 0f) return
        val half = spacing * arrow.headHalfWidth
        path.reset()
        path.moveTo(tipX, tipY)
        path.lineTo(baseX - uy * half, baseY + ux * half)
        path.lineTo(baseX + uy * half, baseY - ux * half)
        path.close()
        paint.color = color
        paint.alpha = alpha
        canvas.drawPath(path, paint)
        paint.alpha = 255
    }

    private fun drawPiece(canvas: Canvas, px: Float, py: Float, piece: Piece, alpha: Int) {
        val light = piece == Piece.WHITE
        val radius = spacing * spec.pieceRadius
        paint.color = if (light) palette.lightFill else palette.darkFill
        paint.alpha = alpha
        canvas.drawCircle(px, py, radius, paint)
        paint.alpha = 255
        stroke.color = if (light) palette.lightEdge else palette.darkEdge
        stroke.alpha = alpha
        stroke.strokeWidth = spacing * spec.pieceRim * palette.lineScale
        canvas.drawCircle(px, py, radius, stroke)
        // A smaller ring inside, so the two colours differ in shape too, not only in shade.
        stroke.strokeWidth = spacing * spec.pieceRim * 0.7f * palette.lineScale
        canvas.drawCircle(px, py, radius * (if (light) spec.lightInnerRing else spec.darkInnerRing), stroke)
        stroke.alpha = 255
    }

    private fun ring(canvas: Canvas, rect: RectF, corner: Float, width: Float, color: Int) {
        stroke.color = color
        stroke.strokeWidth = width
        canvas.drawRoundRect(rect, corner, corner, stroke)
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
        canvas.drawCircle(x(at), y(at), spacing * (spec.keepJumpingRingRadius + 0.06f * wave), stroke)
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

