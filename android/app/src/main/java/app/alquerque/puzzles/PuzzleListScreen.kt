package app.alquerque.puzzles

import android.os.Bundle
import android.view.View
import android.widget.CheckBox
import android.widget.ImageView
import android.widget.LinearLayout
import android.widget.RadioButton
import android.widget.TextView
import app.alquerque.R
import app.alquerque.common.MenuScreen
import app.alquerque.common.app
import app.alquerque.core.PuzzleGrouping
import app.alquerque.core.PuzzleListState

/**
 * Every shipped puzzle, grouped by its length or by theme, each marked when solved, all of them
 * or only those not solved yet, under the streak: the engine's [PuzzleListState], read once the
 * puzzles are and again after each choice (iOS: Puzzles/PuzzleListScreen.swift). A row opens
 * its puzzle on the puzzle screen underneath, which this closes back to.
 */
class PuzzleListScreen : MenuScreen() {
    private val controller: PuzzleController get() = app.puzzles

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        showColumnScreen(R.layout.activity_puzzle_list)
        findViewById<RadioButton>(R.id.puzzle_list_by_length).setOnClickListener { group(PuzzleGrouping.BY_LENGTH) }
        findViewById<RadioButton>(R.id.puzzle_list_by_theme).setOnClickListener { group(PuzzleGrouping.BY_THEME) }
        findViewById<CheckBox>(R.id.puzzle_list_unsolved).setOnClickListener { view ->
            controller.setUnsolvedOnly((view as CheckBox).isChecked)
            show(controller.listState())
        }
        controller.whenReady { if (!isDestroyed) show(controller.listState()) }
    }

    private fun group(grouping: PuzzleGrouping) {
        controller.setListGrouping(grouping)
        show(controller.listState())
        findViewById<View>(R.id.puzzle_list_scroll).scrollTo(0, 0)
    }

    private fun show(list: PuzzleListState) {
        title = list.title
        findViewById<TextView>(R.id.puzzle_list_streak).text = list.streakText
        val choices = listOf(R.id.puzzle_list_by_length, R.id.puzzle_list_by_theme)
        for ((id, choice) in choices.zip(list.groupings)) {
            findViewById<RadioButton>(id).apply {
                text = choice.label
                isChecked = choice.chosen
            }
        }
        findViewById<CheckBox>(R.id.puzzle_list_unsolved).apply {
            text = list.unsolvedOnlyLabel
            isChecked = list.unsolvedOnly
        }
        findViewById<TextView>(R.id.puzzle_list_empty).apply {
            text = list.emptyText
            visibility = if (list.emptyText.isEmpty()) View.GONE else View.VISIBLE
        }
        val rows = findViewById<LinearLayout>(R.id.puzzle_list)
        rows.removeAllViews()
        for (section in list.sections) {
            val heading = layoutInflater.inflate(R.layout.item_puzzle_heading, rows, false) as TextView
            heading.text = section.heading
            rows.addView(heading)
            for (puzzle in section.rows) {
                val row = layoutInflater.inflate(R.layout.item_puzzle, rows, false)
                row.findViewById<TextView>(R.id.puzzle_row_label).text = puzzle.label
                row.findViewById<TextView>(R.id.puzzle_row_detail).apply {
                    text = puzzle.detail
                    visibility = if (puzzle.detail.isEmpty()) View.GONE else View.VISIBLE
                }
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
