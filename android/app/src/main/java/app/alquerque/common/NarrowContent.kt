package app.alquerque.common

import android.view.Gravity

import android.view.ViewGroup
import android.widget.FrameLayout
import app.alquerque.R

/**
 * Keeps the column of a screen without a board (the only child of this frame: the window's
 * content frame, whose child is the screen's layout) at most `max_content_width` wide and centred, so that on a tablet or in landscape its lines
 * do not stretch across the whole window; on a phone in portrait it fills the width as before.
 * Follows every change of the window's size.
 */
fun ViewGroup.keepContentNarrow() {
    val max = resources.getDimensionPixelSize(R.dimen.max_content_width)
    addOnLayoutChangeListener { v, left, _, right, _, _, _, _, _ ->
        val group = v as ViewGroup
        val child = group.getChildAt(0) ?: return@addOnLayoutChangeListener
        val available = right - left - group.paddingLeft - group.paddingRight
        val width = if (available > max) max else ViewGroup.LayoutParams.MATCH_PARENT
        val params = child.layoutParams as? FrameLayout.LayoutParams ?: return@addOnLayoutChangeListener
        if (params.width != width || params.gravity != Gravity.CENTER_HORIZONTAL) {
            params.width = width
            params.gravity = Gravity.CENTER_HORIZONTAL
            // Not during this layout pass: the next frame measures the column anew.
            child.post { child.layoutParams = params }
        }
    }
}

/** [keepContentNarrow] for this screen's layout: its root in the window's content frame. */
fun android.app.Activity.keepScreenNarrow() {
    findViewById<FrameLayout>(android.R.id.content).keepContentNarrow()
}

