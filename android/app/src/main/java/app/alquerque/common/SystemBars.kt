package app.alquerque.common

import android.os.Build
import android.view.View
import android.view.WindowInsets

/**
 * Keeps this view's content clear of the status and navigation bars and any display cutout
 * when the app draws edge to edge (the default from target SDK 35): the insets are added to
 * the padding the layout gives the view, not put in its place as `fitsSystemWindows` would.
 * Call once, after the layout is inflated; it follows every later change of the insets.
 */
fun View.padForSystemBars() {
    val left = paddingLeft
    val top = paddingTop
    val right = paddingRight
    val bottom = paddingBottom
    setOnApplyWindowInsetsListener { view, insets ->
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.R) {
            val bars = insets.getInsets(WindowInsets.Type.systemBars() or WindowInsets.Type.displayCutout())
            view.setPadding(left + bars.left, top + bars.top, right + bars.right, bottom + bars.bottom)
        } else {
            @Suppress("DEPRECATION") // the WindowInsets.Type API needs API 30; minSdk is 26.
            view.setPadding(
                left + insets.systemWindowInsetLeft,
                top + insets.systemWindowInsetTop,
                right + insets.systemWindowInsetRight,
                bottom + insets.systemWindowInsetBottom,
            )
        }
        insets
    }
    if (isAttachedToWindow) requestApplyInsets()
}

/** [padForSystemBars] for the root of this screen's layout. */
fun android.app.Activity.padContentForSystemBars() {
    findViewById<android.view.ViewGroup>(android.R.id.content).getChildAt(0)?.padForSystemBars()
}
