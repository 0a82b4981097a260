package app.alquerque.common

import android.annotation.SuppressLint
import android.view.MotionEvent
import android.view.View
import android.view.ViewConfiguration

/** How often a held button clicks again, once held past a long press: about eight steps a second. */
private const val REPEAT_INTERVAL_MS = 120L

/**
 * Makes this button click again and again while it is held, as the review's Back and Next do in
 * lichess and on iOS (`buttonRepeatBehavior`): a tap is one click, as ever; held past a long
 * press, it clicks at once and then every [REPEAT_INTERVAL_MS] until the finger lifts, leaves
 * it, or the button is disabled (at the first or last move). The release after repeating clicks
 * no more, so a held press never overshoots by one.
 */
@SuppressLint("ClickableViewAccessibility") // Each repeat is a performClick(), heard as a click.
fun View.repeatWhileHeld() {
    var repeated = false
    val repeat = object : Runnable {
        override fun run() {
            if (!isPressed || !isEnabled) return
            repeated = true
            performClick()
            postDelayed(this, REPEAT_INTERVAL_MS)
        }
    }
    setOnTouchListener { _, event ->
        when (event.actionMasked) {
            MotionEvent.ACTION_DOWN -> {
                repeated = false
                postDelayed(repeat, ViewConfiguration.getLongPressTimeout().toLong())
            }
            MotionEvent.ACTION_UP, MotionEvent.ACTION_CANCEL -> {
                removeCallbacks(repeat)
                if (repeated) {
                    // The steps were taken while held: the release only lets go.
                    isPressed = false
                    return@setOnTouchListener true
                }
            }
        }
        false
    }
}
