package app.alquerque.game

import android.content.Context
import android.util.AttributeSet
import android.view.ViewGroup
import android.widget.FrameLayout
import kotlin.math.min

/**
 * The board with the result card over it. Upright, it is as tall as it is wide, less the room the
 * views under it need (as [app.alquerque.board.BoardView] measures itself when it stands alone),
 * and its size never depends on the card: the end of a game changes nothing under or around it.
 */
class BoardFrame @JvmOverloads constructor(context: Context, attrs: AttributeSet? = null) : FrameLayout(context, attrs) {

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
                if (params is MarginLayoutParams) room -= params.topMargin + params.bottomMargin
            }
        }
        val side = min(width, room).coerceAtLeast(0)
        super.onMeasure(widthMeasureSpec, MeasureSpec.makeMeasureSpec(side, MeasureSpec.EXACTLY))
    }
}
