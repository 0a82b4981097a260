package app.alquerque.common

import android.app.Activity
import android.view.MenuItem

/**
 * A screen opened from the game's menu (rules, options, puzzles, review, about). Each shows its
 * layout clear of the system bars with an Up arrow that closes it, back to the game underneath
 * as it was: one place for what the five screens share.
 */
abstract class MenuScreen : Activity() {
    /** Shows [layout] as this screen's content, clear of the system bars, with the Up arrow. */
    protected fun showScreen(layout: Int) {
        setContentView(layout)
        padContentForSystemBars()
        actionBar?.setDisplayHomeAsUpEnabled(true)
    }

    /** [showScreen] for a screen without a board: its column kept narrow on wide windows. */
    protected fun showColumnScreen(layout: Int) {
        showScreen(layout)
        keepScreenNarrow()
    }

    override fun onOptionsItemSelected(item: MenuItem): Boolean {
        if (item.itemId == android.R.id.home) {
            finish()
            return true
        }
        return super.onOptionsItemSelected(item)
    }
}
