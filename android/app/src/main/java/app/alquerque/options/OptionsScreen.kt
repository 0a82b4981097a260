package app.alquerque.options

import android.os.Bundle
import android.view.View
import android.widget.AdapterView
import android.widget.ArrayAdapter
import android.widget.Button
import android.widget.Spinner
import android.widget.Switch
import android.widget.TextView
import app.alquerque.R
import app.alquerque.core.OptionsAction
import app.alquerque.common.emphasize
import app.alquerque.common.MenuScreen
import app.alquerque.common.app
import app.alquerque.core.OptionKey
import app.alquerque.core.OptionsState
import app.alquerque.core.Side

/**
 * The options: who plays White and Black, the rules for the next game, what the board shows,
 * sound and touch. The screen draws the engine's [OptionsState] (every word, choice and switch)
 * and hands each change to the controller at once, as iOS does, so Back and Up keep it; while
 * the rules chosen differ from the game's, a button starts a new game with them.
 */
class OptionsScreen : MenuScreen() {
    private lateinit var white: Spinner
    private lateinit var black: Spinner
    private lateinit var variantChoice: Spinner
    private lateinit var newGame: Button

    /** Each switch's view, and the line under it for the switches that have one. */
    private val switches = mutableMapOf<OptionKey, Switch>()
    private val details = mutableMapOf<OptionKey, TextView>()

    /**
     * The state shown; null until the game is read. A widget reporting what it shows already
     * (as it does when it is set to the state) is no choice.
     */
    private var shown: OptionsState? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        showColumnScreen(R.layout.activity_options)
        white = findViewById(R.id.white_player)
        black = findViewById(R.id.black_player)
        variantChoice = findViewById(R.id.variant)
        newGame = findViewById(R.id.options_new_game)
        for ((key, id) in SWITCHES) switches[key] = findViewById(id)
        details[OptionKey.REVERSAL] = findViewById(R.id.reversal_detail)
        details[OptionKey.SHOW_PROOFS] = findViewById(R.id.show_proofs_detail)

        onChoice(white, { it.picks[0].selected.toInt() }) { app.controller.choosePlayer(Side.WHITE, it) }
        onChoice(black, { it.picks[1].selected.toInt() }) { app.controller.choosePlayer(Side.BLACK, it) }
        onChoice(variantChoice, { it.variantIndex.toInt() }) { app.controller.chooseVariant(it) }
        for ((key, switch) in switches) {
            switch.setOnCheckedChangeListener { _, on ->
                val s = shown ?: return@setOnCheckedChangeListener
                if (s.switches.any { it.key == key && it.on != on }) {
                    app.controller.setSwitch(key, on)
                    show(app.controller.optionsState())
                }
            }
        }
        newGame.setOnClickListener {
            app.controller.newGame()
            finish()
        }

        // After process death this screen may come back before the saved game is read: it
        // shows the options once they are.
        app.controller.whenReady {
            if (isDestroyed) return@whenReady
            show(app.controller.optionsState())
        }
    }

    /**
     * Calls [choose] with the position picked in [spinner] when it is not the one [selected]
     * in the state shown, then shows the options after it.
     */
    private fun onChoice(spinner: Spinner, selected: (OptionsState) -> Int, choose: (Int) -> Unit) {
        spinner.onItemSelectedListener = object : AdapterView.OnItemSelectedListener {
            override fun onItemSelected(parent: AdapterView<*>?, view: View?, position: Int, id: Long) {
                val s = shown ?: return
                if (position == selected(s)) return
                choose(position)
                show(app.controller.optionsState())
            }

            override fun onNothingSelected(parent: AdapterView<*>?) {}
        }
    }

    private fun show(s: OptionsState) {
        shown = s
        title = s.title
        text(R.id.players_heading, s.playersHeading)
        val players = s.players.map { it.title }
        for ((pick, spinner, label, description) in listOf(
            Quad(s.picks[0], white, R.id.white_label, R.id.white_player_description),
            Quad(s.picks[1], black, R.id.black_label, R.id.black_player_description),
        )) {
            fill(spinner, players, pick.selected.toInt())
            text(label, pick.label)
            text(description, pick.description)
        }
        text(R.id.players_note, s.playersNote)
        text(R.id.rules_heading, s.rulesHeading)
        text(R.id.variant_label, s.variantLabel)
        fill(variantChoice, s.variants.map { it.title }, s.variantIndex.toInt())
        text(R.id.rules_note, s.rulesNote)
        newGame.text = s.newGame ?: ""
        newGame.visibility = if (s.newGame != null) View.VISIBLE else View.GONE
        newGame.emphasize(s.primary == OptionsAction.NEW_GAME)
        text(R.id.board_heading, s.boardHeading)
        text(R.id.sound_heading, s.soundHeading)
        for (option in s.switches) {
            switches[option.key]?.apply {
                text = option.title
                isChecked = option.on
            }
            details[option.key]?.apply {
                text = option.detail ?: ""
                visibility = if (option.detail != null) View.VISIBLE else View.GONE
            }
        }
    }

    /** Shows [choices] in [spinner], [selected] chosen; the adapter is kept while they stay. */
    private fun fill(spinner: Spinner, choices: List<String>, selected: Int) {
        @Suppress("UNCHECKED_CAST")
        val current = spinner.adapter as? ArrayAdapter<String>
        if (current == null || (0 until current.count).map { current.getItem(it) } != choices) {
            spinner.adapter = ArrayAdapter(this, android.R.layout.simple_spinner_item, choices)
                .apply { setDropDownViewResource(android.R.layout.simple_spinner_dropdown_item) }
        }
        if (spinner.selectedItemPosition != selected) spinner.setSelection(selected, false)
    }

    private fun text(id: Int, words: String) {
        findViewById<TextView>(id).text = words
    }

    private data class Quad(val pick: app.alquerque.core.PlayerPick, val spinner: Spinner, val label: Int, val description: Int)

    private companion object {
        /** Which view shows which switch. */
        val SWITCHES = listOf(
            OptionKey.REVERSAL to R.id.reversal,
            OptionKey.SHOW_TARGETS to R.id.show_targets,
            OptionKey.SHOW_NOTATION to R.id.show_notation,
            OptionKey.SHOW_PROOFS to R.id.show_proofs,
            OptionKey.SOUND to R.id.sound,
            OptionKey.HAPTICS to R.id.haptics,
        )
    }
}
