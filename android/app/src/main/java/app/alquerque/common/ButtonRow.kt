package app.alquerque.common

import android.content.Context
import android.util.AttributeSet
import android.widget.Button
import android.widget.LinearLayout

/**
 * Buttons side by side in equal widths, each as tall as the tallest (a label may take two
 * lines, broken between its words); when the longest word of some label does not fit its
 * share (a long word in German, the pseudo-locale's stretched text), one button per line at
 * the full width instead. A word is never broken inside and the text never shrinks: the
 * labels are the person's language at the size they chose.
 *
 * The widths are set here, with the width this row is given as exact: measured by a parent
 * that asks "at most" (the game screen measures the views under its board that way), a plain
 * weighted row gives each button its label's width, which is how Spanish's three buttons came
 * out of unequal widths with "REVISAR" broken inside the word.
 */
class ButtonRow @JvmOverloads constructor(context: Context, attrs: AttributeSet? = null) : LinearLayout(context, attrs) {

    override fun onMeasure(widthMeasureSpec: Int, heightMeasureSpec: Int) {
        val width = MeasureSpec.getSize(widthMeasureSpec)
        val buttons = (0 until childCount).map { getChildAt(it) }.filterIsInstance<Button>()
        if (buttons.isNotEmpty()) {
            val share = (width - paddingLeft - paddingRight) / buttons.size
            val sideBySide = buttons.all { b ->
                val lp = b.layoutParams as MarginLayoutParams
                widestWord(b) + b.totalPaddingLeft + b.totalPaddingRight + lp.leftMargin + lp.rightMargin <= share
            }
            val wanted = if (sideBySide) HORIZONTAL else VERTICAL
            if (orientation != wanted) orientation = wanted
            for (b in buttons) {
                val lp = b.layoutParams as LayoutParams
                lp.width = if (sideBySide) 0 else LayoutParams.MATCH_PARENT
                lp.height = if (sideBySide) LayoutParams.MATCH_PARENT else LayoutParams.WRAP_CONTENT
                lp.weight = if (sideBySide) 1f else 0f
            }
        }
        super.onMeasure(MeasureSpec.makeMeasureSpec(width, MeasureSpec.EXACTLY), heightMeasureSpec)
    }

    /** The width of the longest word of [b]'s label as drawn (in capitals if the theme says so). */
    private fun widestWord(b: Button): Float {
        val shown = b.transformationMethod?.getTransformation(b.text, b) ?: b.text
        return shown.split(Regex("\\s+")).maxOfOrNull { b.paint.measureText(it) } ?: 0f
    }
}
