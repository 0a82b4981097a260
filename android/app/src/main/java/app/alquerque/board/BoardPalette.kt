package app.alquerque.board

import android.app.UiModeManager
import android.content.Context
import android.content.res.Configuration
import android.os.Build
import app.alquerque.core.BoardSpec
import app.alquerque.core.Palette
import app.alquerque.core.Theme
import app.alquerque.core.ThemedColor
import app.alquerque.core.boardSpec
import app.alquerque.core.palette
import app.alquerque.core.themeFor

/**
 * The board's colours and sizes, from the one palette and board spec in Rust
 * (bindings/src/design/, which iOS's BoardPalette reads too), in the theme [context] is in:
 * light or dark, with increased contrast when the system asks for it. Every mark also differs
 * in shape (rings, dots, bands, dashes, a cross), not in colour alone.
 */
internal class BoardPalette(context: Context) {
    private val colours: Palette = palette(context.boardTheme())

    /** Every size of the drawing, as a fraction of a step. */
    val spec: BoardSpec = boardSpec()
    val board = colours.board.toInt()
    val edge = colours.boardEdge.toInt()
    val line = colours.boardLine.toInt()
    val label = colours.boardLabel.toInt()
    val lightFill = colours.pieceLightFill.toInt()
    val lightEdge = colours.pieceLightEdge.toInt()
    val darkFill = colours.pieceDarkFill.toInt()
    val darkEdge = colours.pieceDarkEdge.toInt()

    /** Ring round a piece that can be selected. */
    val selectable = colours.markSelectable.toInt()

    /** Ring round the selected piece. */
    val selected = colours.markSelected.toInt()

    /** Dot and ring on a point the selected piece can reach. */
    val target = colours.markTarget.toInt()

    /** Band along the last move, ring on its start. */
    val lastMove = colours.markLastMove.toInt()
    val hint = colours.markHint.toInt()

    /** The capture being entered, and the ring of the piece that must keep jumping. */
    val jump = colours.markJump.toInt()

    /** The point a piece may not step back to, and the step that made the ban. */
    val ban = colours.markBan.toInt()

    /** How much thicker lines and rims are drawn (increased contrast). */
    val lineScale = colours.lineScale
}

/**
 * The theme of the one palette [this] context is in: dark or not, and increased contrast when
 * the system's contrast level is above the standard one (Android 14 and up).
 */
internal fun Context.boardTheme(): Theme {
    val dark = (resources.configuration.uiMode and Configuration.UI_MODE_NIGHT_MASK) == Configuration.UI_MODE_NIGHT_YES
    val increased = Build.VERSION.SDK_INT >= Build.VERSION_CODES.UPSIDE_DOWN_CAKE &&
        (getSystemService(UiModeManager::class.java)?.contrast ?: 0f) > 0f
    return themeFor(dark, increased)
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
