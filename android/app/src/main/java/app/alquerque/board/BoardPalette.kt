package app.alquerque.board

import android.content.Context
import android.content.res.Configuration
import app.alquerque.R
import app.alquerque.core.ThemedColor

/**
 * The board's colours (res/values and values-night), chosen for contrast in light and dark
 * mode. Every mark also differs in shape (rings, dots, dashes), not in colour alone.
 */
internal class BoardPalette(context: Context) {
    val board = context.getColor(R.color.board_background)
    val line = context.getColor(R.color.board_line)
    val label = context.getColor(R.color.board_label)
    val lightFill = context.getColor(R.color.piece_light_fill)
    val lightEdge = context.getColor(R.color.piece_light_edge)
    val darkFill = context.getColor(R.color.piece_dark_fill)
    val darkEdge = context.getColor(R.color.piece_dark_edge)

    /** Ring round a piece that can be selected. */
    val selectable = context.getColor(R.color.mark_selectable)

    /** Ring round the selected piece. */
    val selected = context.getColor(R.color.mark_selected)

    /** Dot on a point the selected piece can reach. */
    val target = context.getColor(R.color.mark_target)
    val lastMove = context.getColor(R.color.mark_last_move)
    val hint = context.getColor(R.color.mark_hint)

    /** The capture being entered, and the ring of the piece that must keep jumping. */
    val jump = context.getColor(R.color.mark_jump)
}

/**
 * A colour of the one palette in Rust (both phones draw it) in this context's theme: the review's
 * marks, the analysis board's. The one reading of a [ThemedColor] on Android, as
 * `Color(themed:in:)` is on iOS.
 */
fun Context.themed(color: ThemedColor): Int {
    val dark = (resources.configuration.uiMode and Configuration.UI_MODE_NIGHT_MASK) == Configuration.UI_MODE_NIGHT_YES
    return (if (dark) color.dark else color.light).toInt()
}
