package app.alquerque.newgame

import android.app.AlertDialog
import android.content.Intent
import android.os.Bundle
import android.view.View
import android.widget.Button
import android.widget.CheckBox
import android.widget.LinearLayout
import android.widget.RadioButton
import android.widget.RadioGroup
import android.widget.TextView
import android.widget.Toast
import app.alquerque.R
import app.alquerque.core.NewGameAction
import app.alquerque.common.emphasize
import app.alquerque.common.MenuScreen
import app.alquerque.common.StateListener
import app.alquerque.common.app
import app.alquerque.core.NewGameState
import app.alquerque.core.Outcome
import app.alquerque.core.PlayedMove
import app.alquerque.game.GameScreen

/**
 * The new-game sheet: the opponent (a person, or a level with its rating and what to expect),
 * the colour, the rules, and Start game, the filled button that stays in reach under the
 * choices. What is selected and enabled is the engine's ([NewGameState]); the choice lives in
 * the app's controller, so a rotation keeps it. Start game asks first when a game in progress
 * would end, then opens the game.
 */
class NewGameSheet : MenuScreen(), StateListener<NewGameState> {
    private lateinit var controller: NewGameController
    private lateinit var content: LinearLayout
    private lateinit var start: Button
    private var shown: NewGameState? = null
    private var confirm: AlertDialog? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        showColumnScreen(R.layout.activity_new_game)
        content = findViewById(R.id.new_game_content)
        start = findViewById(R.id.new_game_start)
        start.isEnabled = false
        start.setOnClickListener { startPressed() }
        controller = app.newGame
    }

    override fun onStart() {
        super.onStart()
        controller.attach(this)
    }

    override fun onStop() {
        controller.detach(this)
        super.onStop()
    }

    override fun onDestroy() {
        confirm?.dismiss()
        super.onDestroy()
    }

    override fun onState(state: NewGameState, played: PlayedMove?) {
        if (state == shown) return
        shown = state
        title = state.title
        start.text = state.startTitle
        start.isEnabled = true
        start.emphasize(state.primary == NewGameAction.START)
        content.removeAllViews()
        heading(state.opponentHeading)
        val opponents = RadioGroup(this)
        for ((i, row) in state.opponents.withIndex()) {
            val button = RadioButton(this)
            button.id = View.generateViewId()
            val second = listOf(row.ratingText, row.outlook).filter { it.isNotEmpty() }.joinToString(" · ")
            button.text = if (second.isEmpty()) row.title else "${row.title}\n$second"
            button.tag = "opponent-$i"
            button.minHeight = dp(48)
            opponents.addView(button)
            if (row.selected) opponents.check(button.id)
            button.setOnClickListener { controller.setOpponent(row.opponent) }
        }
        content.addView(opponents)
        heading(state.colourHeading)
        val colours = RadioGroup(this)
        colours.orientation = RadioGroup.HORIZONTAL
        for (row in state.colours) {
            val button = RadioButton(this)
            button.id = View.generateViewId()
            button.text = row.title
            button.isEnabled = state.colourEnabled
            button.minHeight = dp(48)
            colours.addView(button, RadioGroup.LayoutParams(0, RadioGroup.LayoutParams.WRAP_CONTENT, 1f))
            if (row.selected) colours.check(button.id)
            button.setOnClickListener { controller.setColour(row.colour) }
        }
        content.addView(colours)
        heading(state.rulesHeading)
        val variants = RadioGroup(this)
        for (row in state.variants) {
            val button = RadioButton(this)
            button.id = View.generateViewId()
            button.text = row.title
            button.minHeight = dp(48)
            variants.addView(button)
            if (row.selected) variants.check(button.id)
            button.setOnClickListener { controller.setVariant(row.variant) }
        }
        content.addView(variants)
        val reversal = CheckBox(this)
        reversal.text = state.reversalTitle
        reversal.isChecked = state.reversalAllowed
        reversal.minHeight = dp(48)
        reversal.setOnClickListener { controller.setReversal(reversal.isChecked) }
        content.addView(reversal)
    }

    private fun heading(text: String) {
        val view = TextView(this, null, 0, R.style.Heading)
        view.text = text
        val params = LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, LinearLayout.LayoutParams.WRAP_CONTENT)
        params.topMargin = dp(16)
        params.bottomMargin = dp(4)
        content.addView(view, params)
    }

    private fun startPressed() {
        val state = shown ?: return
        val question = state.confirmText
        if (question == null) {
            begin()
            return
        }
        confirm?.dismiss()
        confirm = AlertDialog.Builder(this)
            .setMessage(question)
            .setPositiveButton(state.startTitle) { _, _ -> begin() }
            .setNegativeButton(android.R.string.cancel, null)
            .show()
    }

    /** Starts the game chosen and opens it, in this sheet's place. */
    private fun begin() {
        when (val outcome = controller.start()) {
            is Outcome.Refused -> Toast.makeText(this, outcome.reason, Toast.LENGTH_LONG).show()
            else -> {}
        }
        if (controller.ready) {
            startActivity(Intent(this, GameScreen::class.java))
            finish()
        }
    }

    private fun dp(value: Int): Int = (value * resources.displayMetrics.density).toInt()
}
