package app.alquerque.puzzles

import android.os.Bundle
import android.view.View
import android.widget.ImageView
import android.widget.LinearLayout
import android.widget.TextView
import app.alquerque.R
import app.alquerque.common.MenuScreen
import app.alquerque.common.app
import app.alquerque.core.PuzzleListState

/**
 * Every shipped puzzle, grouped by its length, each marked when solved: the engine's
 * [PuzzleListState], read once the puzzles are (iOS: Puzzles/PuzzleListScreen.swift). A row
 * opens its puzzle on the puzzle screen underneath, which this closes back to.
 */
class PuzzleListScreen : MenuScreen() {
    private val controller: PuzzleController get() = app.puzzles

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        showScreen(R.layout.activity_puzzle_list)
        controller.whenReady { if (!isDestroyed) show(controller.listState()) }
    }

    private fun show(list: PuzzleListState) {
        title = list.title
        val rows = findViewById<LinearLayout>(R.id.puzzle_list)
        rows.removeAllViews()
        for (section in list.sections) {
            val heading = layoutInflater.inflate(R.layout.item_puzzle_heading, rows, false) as TextView
            heading.text = section.heading
            rows.addView(heading)
            for (puzzle in section.rows) {
                val row = layoutInflater.inflate(R.layout.item_puzzle, rows, false)
                row.findViewById<TextView>(R.id.puzzle_row_label).text = puzzle.label
                row.findViewById<ImageView>(R.id.puzzle_row_solved).apply {
                    visibility = if (puzzle.solved) View.VISIBLE else View.INVISIBLE
                    contentDescription = list.solvedLabel
                }
                row.tag = puzzle.number
                row.setOnClickListener {
                    controller.open(puzzle.number)
                    finish()
                }
                rows.addView(row)
            }
        }
    }
}
