package app.alquerque.ui

import android.animation.Animator
import android.animation.AnimatorListenerAdapter
import android.animation.ValueAnimator
import android.content.Context
import android.graphics.Canvas
import android.graphics.DashPathEffect
import android.graphics.Paint
import android.graphics.Path
import android.graphics.Rect
import android.graphics.RectF
import android.os.Bundle
import android.os.SystemClock
import android.util.AttributeSet
import android.view.KeyEvent
import android.view.MotionEvent
import android.view.View
import android.view.ViewGroup
import android.view.accessibility.AccessibilityEvent
import android.view.accessibility.AccessibilityManager
import android.view.accessibility.AccessibilityNodeInfo
import android.view.accessibility.AccessibilityNodeProvider
import android.view.animation.LinearInterpolator
import app.alquerque.R
import app.alquerque.core.AnalysisDestination
import app.alquerque.core.AnalysisMark
import app.alquerque.core.BoardGeometry
import app.alquerque.core.analysisMarkAt
import app.alquerque.core.BoardState
import app.alquerque.core.MoveInfo
import app.alquerque.core.Piece
import app.alquerque.core.PlayedMove
import kotlin.math.cos
import kotlin.math.floor
import kotlin.math.hypot
import kotlin.math.min
import kotlin.math.sin

/**
 * The board: the line pattern and the 25 points from [BoardGeometry], the pieces and every
 * highlight from [BoardState] (turned round when it says so), drawn to fit any size. It animates
 * each [PlayedMove] it is told of hop by hop, reports taps on points, and offers the points to
 * TalkBack as virtual views labelled with [app.alquerque.core.PointState.accessibilityLabel].
 *
 * It draws what it is given and decides nothing: which points are selectable, selected or
 * targets, and what a tap means, all come from the session.
 *
 * With a keyboard or a D-pad the board takes focus like a button: the arrow keys move a
 * focus ring from point to point (in the direction seen on screen, turned board included),
 * Enter or the centre key taps the point under it, and an arrow at the edge leaves the board.
 */
class BoardView @JvmOverloads constructor(
    context: Context,
    attrs: AttributeSet? = null,
) : View(context, attrs) {

    /** Called with the point index (0 = a1 … 24 = e5) when a point is tapped. */
    var onPointTapped: ((Int) -> Unit)? = null

    /** Called when the board is tapped away from every point (to drop a selection). */
    var onBackgroundTapped: (() -> Unit)? = null

    /** False for a picture of the board (the Rules page): no taps, no selection marks. */
    var interactive: Boolean = true
        set(value) {
            field = value
            invalidate()
        }

    /** Drawn turned round (a1 at the top right), as the board state says. */
    private var flipped: Boolean = false

    /** The point the keyboard focus ring is on, or [NONE]. */
    private var keyFocus = NONE

    private var geometry: BoardGeometry? = null
    private var state: BoardState? = null
    /** Pieces to draw without a game (the Rules page's picture), a1 to e5. */
    private var picture: List<Piece>? = null
    /** The moves drawn on the picture: the one played, then the better one if any. */
    var pictureMoves: List<MoveInfo> = emptyList()
        private set
    private var picturePlayed: MoveInfo? = null
    private var pictureBetter: MoveInfo? = null
    private var hint: MoveInfo? = null
    private var showNotation = true

    // Layout, in pixels: the distance between neighbouring points and where a5 is.
    private var spacing = 0f
    private var left0 = 0f
    private var top0 = 0f

    private val boardRect = RectF()
    private val path = Path()
    private val paint = Paint(Paint.ANTI_ALIAS_FLAG)
    private val stroke = Paint(Paint.ANTI_ALIAS_FLAG).apply {
        style = Paint.Style.STROKE
        strokeCap = Paint.Cap.ROUND
        strokeJoin = Paint.Join.ROUND
    }
    private val text = Paint(Paint.ANTI_ALIAS_FLAG).apply { textAlign = Paint.Align.CENTER }

    private val colorBoard = context.getColor(R.color.board_background)
    private val colorLine = context.getColor(R.color.board_line)
    private val colorLabel = context.getColor(R.color.board_label)
    private val colorLightFill = context.getColor(R.color.piece_light_fill)
    private val colorLightEdge = context.getColor(R.color.piece_light_edge)
    private val colorDarkFill = context.getColor(R.color.piece_dark_fill)
    private val colorDarkEdge = context.getColor(R.color.piece_dark_edge)
    private val colorSelectable = context.getColor(R.color.mark_selectable)
    private val colorSelected = context.getColor(R.color.mark_selected)
    private val colorTarget = context.getColor(R.color.mark_target)
    private val colorLastMove = context.getColor(R.color.mark_last_move)
    private val colorHint = context.getColor(R.color.mark_hint)
    private val colorJump = context.getColor(R.color.mark_jump)
    private val colorWins = context.getColor(R.color.analysis_wins)
    private val colorLoses = context.getColor(R.color.analysis_loses)
    private val colorNotKnown = context.getColor(R.color.analysis_not_known)

    /** The analysis board's destinations of the selected piece, each drawn with its mark. */
    private var destinations: List<AnalysisDestination> = emptyList()

    /** The move being animated, and the length of the game it ends (a longer one stops it). */
    private class Animation(val move: PlayedMove, val moveCount: Int)

    private var animation: Animation? = null
    private var animationAt = 0f
    private var animator: ValueAnimator? = null

    private val accessibility = context.getSystemService(AccessibilityManager::class.java)
    private var accessibilityFocused = NONE
    private var hovered = NONE
    private var pressed = NONE

    init {
        importantForAccessibility = IMPORTANT_FOR_ACCESSIBILITY_YES
        if (contentDescription == null) contentDescription = context.getString(R.string.board_description)
        isFocusable = true
        // The board draws its own focus ring round a point, not the framework's over the view.
        defaultFocusHighlightEnabled = false
    }

    /** The points and lines; set once. */
    fun setGeometry(geometry: BoardGeometry) {
        this.geometry = geometry
        layoutBoard()
        invalidate()
    }

    /**
     * Shows [pieces] (a1 to e5) as a picture: no taps, one description for the whole board
     * (the view's contentDescription) instead of the 25 points. [played] is drawn as a last
     * move and [better] as a hint (the review shows a move and the engine's better one).
     */
    fun showPicture(pieces: List<Piece>, played: MoveInfo? = null, better: MoveInfo? = null) {
        picture = pieces
        pictureMoves = listOfNotNull(played, better)
        picturePlayed = played
        pictureBetter = better
        state = null
        interactive = false
        isFocusable = false
        invalidate()
    }

    /**
     * Shows [state]: its pieces, marks, hint, labels and turn. [played] is the move that led to
     * it, animated hop by hop from its first hop not on the board yet.
     */
    fun show(state: BoardState, played: PlayedMove?) {
        val before = this.state
        this.state = state
        this.hint = state.hint
        if (state.showNotation != showNotation) {
            showNotation = state.showNotation
            layoutBoard()
        }
        flipped = state.flipped
        val current = animation
        if (played != null && before != null && played.hops.isNotEmpty()) {
            animate(Animation(played, state.moveList.size))
        } else if (current != null && current.moveCount != state.moveList.size) {
            animator?.cancel()
        }
        invalidate()
        if (before?.points != state.points) announceChanges()
    }

    /**
     * Shows the analysis board's [state] with the selected piece's [destinations], each point
     * marked with what its move does (the best for the mover where several end there, as the
     * core says) and the number of moves where it is known.
     */
    fun showAnalysis(state: BoardState, destinations: List<AnalysisDestination>) {
        this.destinations = destinations
        show(state, null)
    }

    private fun drawDestinations(canvas: Canvas) {
        val shown = destinations.map { it.point }.distinct()
        for (point in shown) {
            val mark = analysisMarkAt(destinations, point) ?: continue
            paint.color = when (mark) {
                AnalysisMark.WINS -> colorWins
                AnalysisMark.LOSES -> colorLoses
                AnalysisMark.NOT_KNOWN -> colorNotKnown
            }
            val px = x(point)
            val py = y(point)
            canvas.drawCircle(px, py, spacing * 0.22f, paint)
            val label = destinations.firstOrNull { it.point == point && it.mark == mark }?.shortLabel.orEmpty()
            val shape = when (mark) {
                AnalysisMark.WINS -> label.ifEmpty { "+" }
                AnalysisMark.LOSES -> label.ifEmpty { "−" }
                AnalysisMark.NOT_KNOWN -> "?"
            }
            text.color = colorBoard
            text.textSize = spacing * 0.24f
            canvas.drawText(shape, px, py - (text.descent() + text.ascent()) / 2, text)
        }
    }

    /**
     * Given a fixed height (the landscape layout) the board fits into it. Asked to wrap its
     * content (the upright layouts) it is a square as wide as it may be, but no taller than the
     * height left once the views after it (progress, notices, move list) have their room, so
     * the board sits right under the status line instead of floating in a tall, mostly empty
     * view. A view that is GONE takes no room; INVISIBLE ones keep theirs.
     */
    override fun onMeasure(widthMeasureSpec: Int, heightMeasureSpec: Int) {
        val mode = MeasureSpec.getMode(heightMeasureSpec)
        if (mode == MeasureSpec.EXACTLY) return super.onMeasure(widthMeasureSpec, heightMeasureSpec)
        val width = MeasureSpec.getSize(widthMeasureSpec)
        var room = if (mode == MeasureSpec.AT_MOST) MeasureSpec.getSize(heightMeasureSpec) else width
        val group = parent as? ViewGroup
        if (group != null) {
            val free = MeasureSpec.makeMeasureSpec(0, MeasureSpec.UNSPECIFIED)
            for (i in group.indexOfChild(this) + 1 until group.childCount) {
                val child = group.getChildAt(i)
                val params = child.layoutParams ?: continue
                if (child.visibility == GONE) continue
                room -= when {
                    params.height >= 0 -> params.height
                    params.height == ViewGroup.LayoutParams.WRAP_CONTENT -> {
                        child.measure(MeasureSpec.makeMeasureSpec(width, MeasureSpec.AT_MOST), free)
                        child.measuredHeight
                    }
                    else -> 0
                }
                if (params is ViewGroup.MarginLayoutParams) room -= params.topMargin + params.bottomMargin
            }
        }
        setMeasuredDimension(width, min(width, room).coerceAtLeast(0))
    }

    override fun onSizeChanged(w: Int, h: Int, oldw: Int, oldh: Int) {
        super.onSizeChanged(w, h, oldw, oldh)
        layoutBoard()
    }

    override fun onDetachedFromWindow() {
        animator?.cancel()
        super.onDetachedFromWindow()
    }

    private fun layoutBoard() {
        val w = (width - paddingLeft - paddingRight).toFloat()
        val h = (height - paddingTop - paddingBottom).toFloat()
        if (w <= 0 || h <= 0) return
        // Room around the outer points: half a step for the pieces, more for the labels.
        val margin = if (showNotation) 0.85f else 0.55f
        spacing = min(w, h) / (4 + 2 * margin)
        left0 = paddingLeft + (w - 4 * spacing) / 2
        top0 = paddingTop + (h - 4 * spacing) / 2
        val edge = spacing * 0.5f
        boardRect.set(left0 - edge, top0 - edge, left0 + 4 * spacing + edge, top0 + 4 * spacing + edge)
    }

    /** Where column [col] and row [row] are drawn, in steps from the left and from the top. */
    private fun across(col: Int): Int = if (flipped) 4 - col else col

    private fun down(row: Int): Int = if (flipped) row else 4 - row

    private fun x(index: Int): Float = left0 + across(geometry?.points?.get(index)?.col ?: 0) * spacing

    private fun y(index: Int): Float = top0 + down(geometry?.points?.get(index)?.row ?: 0) * spacing

    // Drawing

    override fun onDraw(canvas: Canvas) {
        super.onDraw(canvas)
        val g = geometry ?: return
        if (spacing <= 0f) return
        paint.style = Paint.Style.FILL
        paint.color = colorBoard
        canvas.drawRoundRect(boardRect, spacing * 0.12f, spacing * 0.12f, paint)

        stroke.pathEffect = null
        stroke.color = colorLine
        stroke.strokeWidth = spacing * 0.04f
        for (line in g.lines) {
            canvas.drawLine(x(line.from), y(line.from), x(line.to), y(line.to), stroke)
        }
        if (showNotation) drawLabels(canvas, g)

        picture?.let { pieces ->
            picturePlayed?.let { drawTrail(canvas, it.path, colorLastMove, spacing * 0.16f, dashed = false) }
            pictureBetter?.let { drawTrail(canvas, it.path, colorHint, spacing * 0.08f, dashed = true) }
            for ((index, piece) in pieces.withIndex()) {
                if (piece == Piece.EMPTY) {
                    paint.color = colorLine
                    canvas.drawCircle(x(index), y(index), spacing * 0.07f, paint)
                } else {
                    drawPiece(canvas, x(index), y(index), piece, 255)
                }
            }
        }
        val s = state ?: return
        s.lastMove?.let { drawTrail(canvas, it.path, colorLastMove, spacing * 0.16f, dashed = false) }
        if (interactive) {
            hint?.let { drawTrail(canvas, it.path, colorHint, spacing * 0.08f, dashed = true) }
            if (s.pendingPath.size >= 2) drawTrail(canvas, s.pendingPath, colorJump, spacing * 0.1f, dashed = false)
        }

        val anim = animation
        val hidden = anim?.move?.hops?.last()?.to ?: NONE
        for (p in s.points) {
            val px = x(p.index)
            val py = y(p.index)
            if (p.piece == Piece.EMPTY || p.index == hidden) {
                paint.color = colorLine
                canvas.drawCircle(px, py, spacing * 0.07f, paint)
            }
            if (interactive && p.target) {
                paint.color = colorTarget
                canvas.drawCircle(px, py, spacing * 0.14f, paint)
            }
            if (p.piece != Piece.EMPTY && p.index != hidden) {
                drawPiece(canvas, px, py, p.piece, 255)
                if (interactive && p.selected) {
                    ring(canvas, px, py, spacing * 0.42f, spacing * 0.07f, colorSelected)
                } else if (interactive && p.selectable) {
                    ring(canvas, px, py, spacing * 0.40f, spacing * 0.035f, colorSelectable)
                }
                if (interactive && p.hinted) {
                    ring(canvas, px, py, spacing * 0.49f, spacing * 0.06f, colorHint, dashed = true)
                }
            }
        }
        if (interactive && s.keepJumping && s.pendingPath.isNotEmpty()) drawKeepJumping(canvas, s.pendingPath.last())
        if (interactive) drawDestinations(canvas)
        if (anim != null) drawAnimation(canvas, anim)
        if (interactive && isFocused && keyFocus != NONE) {
            ring(canvas, x(keyFocus), y(keyFocus), spacing * 0.5f, spacing * 0.06f, colorLabel)
        }
        if (accessibilityFocused != NONE) {
            ring(canvas, x(accessibilityFocused), y(accessibilityFocused), spacing * 0.48f, spacing * 0.03f, colorHint)
        }
    }

    private fun drawLabels(canvas: Canvas, g: BoardGeometry) {
        text.color = colorLabel
        text.textSize = spacing * 0.26f
        val lift = (text.descent() + text.ascent()) / 2
        val offset = spacing * 0.7f
        for ((col, label) in g.columnLabels.withIndex()) {
            canvas.drawText(label, left0 + across(col) * spacing, top0 + 4 * spacing + offset - lift, text)
        }
        for ((row, label) in g.rowLabels.withIndex()) {
            canvas.drawText(label, left0 - offset, top0 + down(row) * spacing - lift, text)
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

    private fun drawPiece(canvas: Canvas, px: Float, py: Float, piece: Piece, alpha: Int) {
        val light = piece == Piece.WHITE
        val radius = spacing * 0.32f
        paint.color = if (light) colorLightFill else colorDarkFill
        paint.alpha = alpha
        canvas.drawCircle(px, py, radius, paint)
        paint.alpha = 255
        stroke.color = if (light) colorLightEdge else colorDarkEdge
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
        val moving = ValueAnimator.areAnimatorsEnabled()
        val phase = if (moving) (SystemClock.uptimeMillis() % PULSE_MILLIS) / PULSE_MILLIS.toFloat() else 0.5f
        val wave = (sin(phase * 2 * Math.PI) * 0.5 + 0.5).toFloat()
        stroke.color = colorJump
        stroke.alpha = (120 + 135 * wave).toInt()
        stroke.strokeWidth = spacing * 0.06f
        canvas.drawCircle(x(at), y(at), spacing * (0.44f + 0.06f * wave), stroke)
        stroke.alpha = 255
        if (moving) postInvalidateOnAnimation()
    }

    private fun drawAnimation(canvas: Canvas, anim: Animation) {
        val hops = anim.move.hops
        val first = anim.move.firstHop.toInt().coerceIn(0, hops.size - 1)
        // Captured pieces fade as the mover passes over them.
        for (segment in first until hops.size) {
            val captured = hops[segment].captured ?: continue
            val gone = ((animationAt - segment - 0.4f) * 2.5f).coerceIn(0f, 1f)
            if (gone < 1f) drawPiece(canvas, x(captured), y(captured), anim.move.capturedPiece, ((1 - gone) * 255).toInt())
        }
        val segment = floor(animationAt).toInt().coerceIn(first, hops.size - 1)
        val hop = hops[segment]
        // Each hop eases in and out on its own, landing on time for its cue.
        val linear = (animationAt - segment).coerceIn(0f, 1f)
        val t = ((1 - cos(linear * Math.PI)) / 2).toFloat()
        val px = x(hop.from) + (x(hop.to) - x(hop.from)) * t
        val py = y(hop.from) + (y(hop.to) - y(hop.from)) * t
        drawPiece(canvas, px, py, anim.move.mover, 255)
    }

    private fun animate(anim: Animation) {
        animator?.cancel()
        val start = anim.move.firstHop.toFloat().coerceAtMost(anim.move.hops.size - 1f)
        val end = anim.move.hops.size.toFloat()
        animation = anim
        animationAt = start
        animator = ValueAnimator.ofFloat(start, end).apply {
            // Hop by hop, each in the core's time: its cue sounds as it lands.
            duration = (end - start).toLong() * anim.move.hopMs.toLong()
            interpolator = LinearInterpolator()
            addUpdateListener {
                animationAt = it.animatedValue as Float
                invalidate()
            }
            addListener(object : AnimatorListenerAdapter() {
                override fun onAnimationEnd(animator: Animator) {
                    if (animation === anim) animation = null
                    invalidate()
                }
            })
            start()
        }
    }

    // Touch

    /** The point within [reach] (in steps) of (px, py), or [NONE]. */
    private fun pointAt(px: Float, py: Float, reach: Float = 0.5f): Int {
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

    override fun onTouchEvent(event: MotionEvent): Boolean {
        if (!interactive || state == null) return super.onTouchEvent(event)
        when (event.actionMasked) {
            MotionEvent.ACTION_DOWN -> pressed = pointAt(event.x, event.y)
            MotionEvent.ACTION_UP -> {
                val at = pointAt(event.x, event.y)
                if (at == pressed) {
                    performClick()
                    if (at != NONE) onPointTapped?.invoke(at) else onBackgroundTapped?.invoke()
                }
                pressed = NONE
            }
            MotionEvent.ACTION_CANCEL -> pressed = NONE
        }
        return true
    }

    // Keyboard and D-pad

    override fun onFocusChanged(gainFocus: Boolean, direction: Int, previouslyFocusedRect: Rect?) {
        super.onFocusChanged(gainFocus, direction, previouslyFocusedRect)
        if (gainFocus && keyFocus == NONE) {
            // Start where a move can start, else in the middle.
            keyFocus = state?.points?.firstOrNull { it.selectable }?.index ?: CENTRE
        }
        invalidate()
    }

    override fun onKeyDown(keyCode: Int, event: KeyEvent): Boolean {
        if (!interactive || state == null) return super.onKeyDown(keyCode, event)
        val g = geometry ?: return super.onKeyDown(keyCode, event)
        val at = g.points.getOrNull(keyFocus) ?: g.points.getOrNull(CENTRE) ?: return super.onKeyDown(keyCode, event)
        // Screen directions, turned into board columns and rows (the board may be turned round).
        val (dCol, dRow) = when (keyCode) {
            KeyEvent.KEYCODE_DPAD_LEFT -> -1 to 0
            KeyEvent.KEYCODE_DPAD_RIGHT -> 1 to 0
            KeyEvent.KEYCODE_DPAD_UP -> 0 to 1
            KeyEvent.KEYCODE_DPAD_DOWN -> 0 to -1
            KeyEvent.KEYCODE_DPAD_CENTER, KeyEvent.KEYCODE_ENTER, KeyEvent.KEYCODE_NUMPAD_ENTER,
            KeyEvent.KEYCODE_SPACE -> {
                keyFocus = at.index
                onPointTapped?.invoke(at.index)
                return true
            }
            else -> return super.onKeyDown(keyCode, event)
        }
        val sign = if (flipped) -1 else 1
        val next = g.points.firstOrNull { it.col == at.col + dCol * sign && it.row == at.row + dRow * sign }
            ?: return super.onKeyDown(keyCode, event) // at the edge: let focus leave the board
        keyFocus = next.index
        invalidate()
        return true
    }

    override fun performClick(): Boolean {
        super.performClick()
        return true
    }

    // Accessibility: every point is a virtual view with the session's label.

    private val nodes = object : AccessibilityNodeProvider() {
        @Suppress("DEPRECATION") // obtain(): the constructors need API 30; minSdk is 26.
        override fun createAccessibilityNodeInfo(virtualViewId: Int): AccessibilityNodeInfo? {
            if (virtualViewId == HOST_VIEW_ID) {
                val info = AccessibilityNodeInfo.obtain(this@BoardView)
                onInitializeAccessibilityNodeInfo(info)
                state?.points?.forEach { info.addChild(this@BoardView, it.index) }
                return info
            }
            val point = state?.points?.getOrNull(virtualViewId) ?: return null
            val info = AccessibilityNodeInfo.obtain(this@BoardView, virtualViewId)
            info.packageName = context.packageName
            info.className = POINT_CLASS
            info.setParent(this@BoardView)
            info.contentDescription = point.accessibilityLabel
            val bounds = pointBounds(virtualViewId)
            info.setBoundsInParent(bounds)
            val onScreen = IntArray(2)
            getLocationOnScreen(onScreen)
            bounds.offset(onScreen[0], onScreen[1])
            info.setBoundsInScreen(bounds)
            info.isEnabled = true
            info.isVisibleToUser = true
            info.isFocusable = true
            info.isSelected = point.selected
            if (interactive) {
                info.isClickable = true
                info.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_CLICK)
            }
            if (accessibilityFocused == virtualViewId) {
                info.isAccessibilityFocused = true
                info.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_CLEAR_ACCESSIBILITY_FOCUS)
            } else {
                info.isAccessibilityFocused = false
                info.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_ACCESSIBILITY_FOCUS)
            }
            return info
        }

        override fun performAction(virtualViewId: Int, action: Int, arguments: Bundle?): Boolean {
            if (virtualViewId == HOST_VIEW_ID) return performAccessibilityAction(action, arguments)
            if (state?.points?.getOrNull(virtualViewId) == null) return false
            return when (action) {
                AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS -> {
                    if (accessibilityFocused != virtualViewId) {
                        val old = accessibilityFocused
                        accessibilityFocused = virtualViewId
                        if (old != NONE) sendPointEvent(old, AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUS_CLEARED)
                        sendPointEvent(virtualViewId, AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUSED)
                        invalidate()
                    }
                    true
                }
                AccessibilityNodeInfo.ACTION_CLEAR_ACCESSIBILITY_FOCUS -> {
                    if (accessibilityFocused == virtualViewId) {
                        accessibilityFocused = NONE
                        sendPointEvent(virtualViewId, AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUS_CLEARED)
                        invalidate()
                    }
                    true
                }
                AccessibilityNodeInfo.ACTION_CLICK -> {
                    if (!interactive) return false
                    sendPointEvent(virtualViewId, AccessibilityEvent.TYPE_VIEW_CLICKED)
                    onPointTapped?.invoke(virtualViewId)
                    true
                }
                else -> false
            }
        }
    }

    override fun getAccessibilityNodeProvider(): AccessibilityNodeProvider = nodes

    override fun dispatchHoverEvent(event: MotionEvent): Boolean {
        if (accessibility.isEnabled && accessibility.isTouchExplorationEnabled && state != null) {
            when (event.actionMasked) {
                MotionEvent.ACTION_HOVER_ENTER, MotionEvent.ACTION_HOVER_MOVE -> {
                    val at = pointAt(event.x, event.y, reach = 0.72f)
                    setHovered(at)
                    if (at != NONE) return true
                }
                MotionEvent.ACTION_HOVER_EXIT -> {
                    setHovered(NONE)
                    return true
                }
            }
        }
        return super.dispatchHoverEvent(event)
    }

    private fun setHovered(at: Int) {
        if (at == hovered) return
        val old = hovered
        hovered = at
        if (at != NONE) sendPointEvent(at, AccessibilityEvent.TYPE_VIEW_HOVER_ENTER)
        if (old != NONE) sendPointEvent(old, AccessibilityEvent.TYPE_VIEW_HOVER_EXIT)
    }

    private fun pointBounds(index: Int): Rect {
        val half = spacing * 0.5f
        return Rect(
            (x(index) - half).toInt(),
            (y(index) - half).toInt(),
            (x(index) + half).toInt(),
            (y(index) + half).toInt(),
        )
    }

    @Suppress("DEPRECATION") // obtain(): the constructor needs API 30; minSdk is 26.
    private fun sendPointEvent(index: Int, type: Int) {
        if (!accessibility.isEnabled) return
        val parent = parent ?: return
        val event = AccessibilityEvent.obtain(type)
        event.packageName = context.packageName
        event.className = POINT_CLASS
        event.setSource(this, index)
        state?.points?.getOrNull(index)?.let { event.contentDescription = it.accessibilityLabel }
        parent.requestSendAccessibilityEvent(this, event)
    }

    /** Tells TalkBack that the points' labels changed (after a move, a selection …). */
    @Suppress("DEPRECATION")
    private fun announceChanges() {
        if (!accessibility.isEnabled) return
        val parent = parent ?: return
        val event = AccessibilityEvent.obtain(AccessibilityEvent.TYPE_WINDOW_CONTENT_CHANGED)
        event.packageName = context.packageName
        event.setSource(this)
        event.contentChangeTypes = AccessibilityEvent.CONTENT_CHANGE_TYPE_SUBTREE
        parent.requestSendAccessibilityEvent(this, event)
        if (accessibilityFocused != NONE) {
            val focused = AccessibilityEvent.obtain(AccessibilityEvent.TYPE_WINDOW_CONTENT_CHANGED)
            focused.packageName = context.packageName
            focused.setSource(this, accessibilityFocused)
            focused.contentChangeTypes = AccessibilityEvent.CONTENT_CHANGE_TYPE_CONTENT_DESCRIPTION
            state?.points?.getOrNull(accessibilityFocused)?.let { focused.contentDescription = it.accessibilityLabel }
            parent.requestSendAccessibilityEvent(this, focused)
        }
    }

    private companion object {
        const val NONE = -1
        /** c3, the middle point. */
        const val CENTRE = 12
        const val PULSE_MILLIS = 1100L
        const val POINT_CLASS = "android.widget.Button"
    }
}
