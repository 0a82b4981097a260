package app.alquerque.common

import android.widget.Button
import app.alquerque.R

/**
 * How much a button stands out: the three looks of the theme (values/themes.xml), each its
 * drawable and text colours, with their own disabled states (the fill at 12%, the text at
 * 38%). Which button of a screen is its next step changes with the state, and the state, from
 * Rust, says which: a screen calls [emphasize] from its onState rather than fixing a
 * `Button.Filled` style in its layout.
 */
enum class ButtonEmphasis(val background: Int, val text: Int) {
    /** The screen's one next step. */
    FILLED(R.drawable.button_filled, R.color.button_filled_text),

    /** The other actions. */
    TONAL(R.drawable.button_tonal, R.color.button_tonal_text),

    /** The least actions. */
    TEXT(R.drawable.button_text, R.color.button_text_text),
}

/**
 * Draws this button filled when it is the screen's [primary] action now, else as [otherwise]
 * (the look its layout gives it). Setting a drawable resets the padding to the drawable's, so
 * the padding is kept across the change.
 */
fun Button.emphasize(primary: Boolean, otherwise: ButtonEmphasis = ButtonEmphasis.TONAL) {
    val look = if (primary) ButtonEmphasis.FILLED else otherwise
    if (getTag(R.id.button_emphasis) == look) return
    val (start, top, end, bottom) = listOf(paddingStart, paddingTop, paddingEnd, paddingBottom)
    setBackgroundResource(look.background)
    setPaddingRelative(start, top, end, bottom)
    setTextColor(context.getColorStateList(look.text))
    setTag(R.id.button_emphasis, look)
}

/** The look [emphasize] last gave this button; `null` before (its layout's). For tests. */
val Button.emphasis: ButtonEmphasis? get() = getTag(R.id.button_emphasis) as? ButtonEmphasis
