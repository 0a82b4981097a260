package app.alquerque.board

import android.content.Context
import android.graphics.Canvas
import android.graphics.Rect
import android.util.AttributeSet
import android.view.KeyEvent
import android.view.MotionEvent
import android.view.View
import android.view.ViewGroup
import android.view.accessibility.AccessibilityNodeProvider
import app.alquerque.R
import app.alquerque.core.AnalysisPointMark
import app.alquerque.core.BoardGeometry
import app.alquerque.core.BoardState
import app.alquerque.core.MoveInfo
import app.alquerque.core.Piece
import app.alquerque.core.PlayedMove
import kotlin.math.min

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
 *
 * Its parts, each in a file of its own as on iOS (ios/Alquerque/Board/): where the points go
 * ([BoardLayout]), the colours ([BoardPalette]), the drawing ([BoardDrawing]), the move under
 * way ([BoardAnimation]) and the points for TalkBack ([BoardAccessibility]).
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

    /** The point the keyboard focus ring is on, or [NONE]. */
    internal var keyFocus = NONE
        private set

    /** The board state shown; null for a picture. */
    internal var state: BoardState? = null
        private set

    /** Pieces to draw without a game (the Rules page's picture), a1 to e5. */
    internal var picture: List<Piece>? = null
        private set

    /** The moves drawn on the picture: the one played, then the better one if any. */
    var pictureMoves: List<MoveInfo> = emptyList()
        private set
    internal var picturePlayed: MoveInfo? = null
        private set
    internal var pictureBetter: MoveInfo? = null
        private set
    internal var showNotation = true
        private set

    /** The analysis board's marks on the selected piece's destinations. */
    internal var pointMarks: List<AnalysisPointMark> = emptyList()
        private set

    private val boardLayout = BoardLayout()
    internal val boardAnimation = BoardAnimation(::invalidate)
    internal val boardAccessibility = BoardAccessibility(this, boardLayout)
    private val boardDrawing = BoardDrawing(this, boardLayout, BoardPalette(context))
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
        boardLayout.geometry = geometry
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
        if (state.showNotation != showNotation) {
            showNotation = state.showNotation
            layoutBoard()
        }
        boardLayout.flipped = state.flipped
        if (played != null && before != null && played.hops.isNotEmpty()) {
            boardAnimation.start(played, state)
        } else {
            boardAnimation.dropUnless(state)
        }
        invalidate()
        if (before?.points != state.points) boardAccessibility.announceChanges()
    }

    /**
     * Shows the analysis board's [state] with the [marks] on the moves' destinations (each
     * point's best mark for the mover, its symbol and colours: the session's), and the move
     * [played] on it, animated.
     */
    fun showAnalysis(state: BoardState, marks: List<AnalysisPointMark>, played: PlayedMove?) {
        this.pointMarks = marks
        show(state, played)
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
        boardAnimation.cancel()
        super.onDetachedFromWindow()
    }

    private fun layoutBoard() {
        val w = (width - paddingLeft - paddingRight).toFloat()
        val h = (height - paddingTop - paddingBottom).toFloat()
        boardLayout.fit(paddingLeft.toFloat(), paddingTop.toFloat(), w, h, showNotation)
    }

    override fun onDraw(canvas: Canvas) {
        super.onDraw(canvas)
        boardDrawing.draw(canvas)
    }

    // Touch

    override fun onTouchEvent(event: MotionEvent): Boolean {
        if (!interactive || state == null) return super.onTouchEvent(event)
        when (event.actionMasked) {
            MotionEvent.ACTION_DOWN -> pressed = boardLayout.pointAt(event.x, event.y)
            MotionEvent.ACTION_UP -> {
                val at = boardLayout.pointAt(event.x, event.y)
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
        val g = boardLayout.geometry ?: return super.onKeyDown(keyCode, event)
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
        val sign = if (boardLayout.flipped) -1 else 1
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

    // Accessibility: every point is a virtual view with the session's label (BoardAccessibility).

    override fun getAccessibilityNodeProvider(): AccessibilityNodeProvider = boardAccessibility

    override fun dispatchHoverEvent(event: MotionEvent): Boolean =
        boardAccessibility.hover(event) || super.dispatchHoverEvent(event)

    private companion object {
        /** c3, the middle point. */
        const val CENTRE = 12
    }
}
