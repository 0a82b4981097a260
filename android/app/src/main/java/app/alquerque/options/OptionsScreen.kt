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
import app.alquerque.core.LevelInfo
import app.alquerque.core.Options
import app.alquerque.core.Player
import app.alquerque.core.VariantInfo
import app.alquerque.core.aiLevels
import app.alquerque.core.variants

/**
 * The options, as in the original app (who plays White and Black, reversal, target points, notation)
 * plus the AI's level for each side, the rule variant, sounds and touch feedback. "OK" hands them to the controller:
 * players apply at once, rules from the next new game. The widgets keep their own state across
 * a rotation.
 */
class OptionsScreen : MenuScreen() {
    // Read once the screen is created, in the language it is created in (not when the object
    // is made, before the app has told the engine the screen's language).
    private val levels: List<LevelInfo> by lazy { aiLevels() }
    private val variantList: List<VariantInfo> by lazy { variants() }
    private lateinit var white: Spinner
    private lateinit var black: Spinner
    private lateinit var variantChoice: Spinner
    private lateinit var reversal: Switch
    private lateinit var targets: Switch
    private lateinit var notation: Switch
    private lateinit var sound: Switch
    private lateinit var haptics: Switch

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

        val choices = listOf(getString(R.string.player_human)) +
            levels.map { getString(R.string.player_ai, it.title) }
        setUp(white, choices, findViewById(R.id.white_player_description))
        setUp(black, choices, findViewById(R.id.black_player_description))
        variantChoice.adapter = ArrayAdapter(this, android.R.layout.simple_spinner_item, variantList.map { it.title })
            .apply { setDropDownViewResource(android.R.layout.simple_spinner_dropdown_item) }

        // After process death this screen may come back before the saved game is read.
        if (savedInstanceState == null) app.controller.whenReady { if (!isDestroyed) show(app.controller.options()) }

        findViewById<Button>(R.id.ok).setOnClickListener {
            val chosen = read()
            app.controller.whenReady { app.controller.setOptions(chosen) }
            finish()
        }
        findViewById<Button>(R.id.cancel).setOnClickListener { finish() }
    }

    private fun setUp(spinner: Spinner, choices: List<String>, description: TextView) {
        val adapter = ArrayAdapter(this, android.R.layout.simple_spinner_item, choices)
        adapter.setDropDownViewResource(android.R.layout.simple_spinner_dropdown_item)
        spinner.adapter = adapter
        spinner.onItemSelectedListener = object : AdapterView.OnItemSelectedListener {
            override fun onItemSelected(parent: AdapterView<*>?, view: View?, position: Int, id: Long) {
                description.text = if (position == 0) {
                    getString(R.string.player_human_description)
                } else {
                    levels[position - 1].let { getString(R.string.level_described, it.description, it.ratingText) }
                }
            }

            override fun onNothingSelected(parent: AdapterView<*>?) {}
        }
    }

    private fun choiceOf(player: Player): Int = when (player) {
        // A friend far away plays only in a game with a friend, whose screen has no Options.
        Player.Human, Player.Friend -> 0
        is Player.Ai -> 1 + levels.indexOfFirst { it.level == player.level }.coerceAtLeast(0)
    }

    private fun playerAt(position: Int): Player =
        if (position <= 0) Player.Human else Player.Ai(levels[position - 1].level)

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
