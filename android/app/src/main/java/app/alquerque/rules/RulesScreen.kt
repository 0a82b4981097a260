package app.alquerque.rules

import android.os.Bundle
import android.widget.LinearLayout
import android.widget.TextView
import app.alquerque.R
import app.alquerque.board.BoardView
import app.alquerque.common.MenuScreen
import app.alquerque.common.app

/**
 * The rules of the game in progress (its variant and reversal option), in the engine's words,
 * under a small drawing of the board at the start.
 */
class RulesScreen : MenuScreen() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        showColumnScreen(R.layout.activity_rules)

        val board = findViewById<BoardView>(R.id.rules_board)
        board.setGeometry(app.geometry)

        // The rules of the game in play: after process death this screen may come back before
        // the saved game is read, and fills in once it is.
        app.controller.whenReady {
            if (isDestroyed) return@whenReady
            val rules = app.controller.rules()
            board.showPicture(rules.start.map { it.piece })
            findViewById<TextView>(R.id.rules_variant).text = rules.title
            val body = findViewById<LinearLayout>(R.id.rules_body)
            for (paragraph in rules.paragraphs + listOfNotNull(rules.nextGameNote)) {
                val view = layoutInflater.inflate(R.layout.item_paragraph, body, false) as TextView
                view.text = paragraph
                body.addView(view)
            }
        }
    }
}
