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
import app.alquerque.common.MenuScreen
import app.alquerque.common.app
import app.alquerque.core.Options
import app.alquerque.core.Player
import app.alquerque.core.PlayerChoice
import app.alquerque.core.VariantInfo
import app.alquerque.core.playerChoiceIndex
import app.alquerque.core.playerChoices
import app.alquerque.core.variants

/**
 * The options, as in the original app (who plays White and Black, reversal, target points, notation)
 * plus the AI's level for each side, the rule variant, sounds and touch feedback. Every change
 * goes to the controller at once, as on iOS (players apply at once, rules from the next new
 * game), so Back and Up keep it; while the rules chosen differ from the game's, a button starts
 * a new game with them.
 */
class OptionsScreen : MenuScreen() {
    // Read once the screen is created, in the language it is created in (not when the object
    // is made, before the app has told the engine the screen's language).
    private val players: List<PlayerChoice> by lazy { playerChoices() }
    private val variantList: List<VariantInfo> by lazy { variants() }
    private lateinit var white: Spinner
    private lateinit var black: Spinner
    private lateinit var variantChoice: Spinner
    private lateinit var reversal: Switch
    private lateinit var targets: Switch
    private lateinit var notation: Switch
    private lateinit var sound: Switch
    private lateinit var haptics: Switch
    private lateinit var newGame: Button

    /** Whether the widgets show the options in force: until then what they report is no choice. */
    private var shown = false

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        showScreen(R.layout.activity_options)
        white = findViewById(R.id.white_player)
        black = findViewById(R.id.black_player)
        variantChoice = findViewById(R.id.variant)
        reversal = findViewById(R.id.reversal)
        targets = findViewById(R.id.show_targets)
        notation = findViewById(R.id.show_notation)
        sound = findViewById(R.id.sound)
        haptics = findViewById(R.id.haptics)
        newGame = findViewById(R.id.options_new_game)

        val choices = players.map { it.title }
        setUp(white, choices, findViewById(R.id.white_player_description))
        setUp(black, choices, findViewById(R.id.black_player_description))
        variantChoice.adapter = ArrayAdapter(this, android.R.layout.simple_spinner_item, variantList.map { it.title })
            .apply { setDropDownViewResource(android.R.layout.simple_spinner_dropdown_item) }

        variantChoice.onItemSelectedListener = object : AdapterView.OnItemSelectedListener {
            override fun onItemSelected(parent: AdapterView<*>?, view: View?, position: Int, id: Long) = applyChosen()

            override fun onNothingSelected(parent: AdapterView<*>?) {}
        }
        for (switch in listOf(reversal, targets, notation, sound, haptics)) {
            switch.setOnCheckedChangeListener { _, _ -> applyChosen() }
        }
        newGame.setOnClickListener {
            app.controller.newGame()
            finish()
        }

        // After process death this screen may come back before the saved game is read. Every
        // change was applied at once, so the options in force are what the widgets showed.
        app.controller.whenReady {
            if (isDestroyed) return@whenReady
            show(app.controller.options())
            shown = true
            applyChosen()
        }
    }

    /**
     * Hands the options the widgets show to the controller, if they changed, and shows the new
     * game button while the engine says their rules differ from the game's.
     */
    private fun applyChosen() {
        if (!shown) return
        val chosen = read()
        if (chosen != app.controller.options()) app.controller.setOptions(chosen)
        newGame.visibility = if (app.controller.state.rulesChangeNextGame) View.VISIBLE else View.GONE
    }

    private fun setUp(spinner: Spinner, choices: List<String>, description: TextView) {
        val adapter = ArrayAdapter(this, android.R.layout.simple_spinner_item, choices)
        adapter.setDropDownViewResource(android.R.layout.simple_spinner_dropdown_item)
        spinner.adapter = adapter
        spinner.onItemSelectedListener = object : AdapterView.OnItemSelectedListener {
            override fun onItemSelected(parent: AdapterView<*>?, view: View?, position: Int, id: Long) {
                description.text = players.getOrNull(position)?.description ?: ""
                applyChosen()
            }

            override fun onNothingSelected(parent: AdapterView<*>?) {}
        }
    }

    private fun choiceOf(player: Player): Int = playerChoiceIndex(player).toInt()

    private fun playerAt(position: Int): Player = players[position.coerceIn(0, players.lastIndex)].player

    private fun show(options: Options) {
        white.setSelection(choiceOf(options.white))
        black.setSelection(choiceOf(options.black))
        variantChoice.setSelection(variantList.indexOfFirst { it.variant == options.variant }.coerceAtLeast(0))
        reversal.isChecked = options.reversalAllowed
        targets.isChecked = options.showTargets
        notation.isChecked = options.showNotation
        sound.isChecked = options.sound
        haptics.isChecked = options.haptics
    }

    private fun read(): Options = Options(
        white = playerAt(white.selectedItemPosition),
        black = playerAt(black.selectedItemPosition),
        reversalAllowed = reversal.isChecked,
        variant = variantList[variantChoice.selectedItemPosition.coerceAtLeast(0)].variant,
        showTargets = targets.isChecked,
        showNotation = notation.isChecked,
        sound = sound.isChecked,
        haptics = haptics.isChecked,
    )
}
