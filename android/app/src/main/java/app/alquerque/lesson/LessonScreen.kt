package app.alquerque.lesson

import android.os.Bundle
import android.view.View
import android.widget.Button
import android.widget.TextView
import app.alquerque.R
import app.alquerque.core.LessonAction
import app.alquerque.common.emphasize
import app.alquerque.board.BoardView
import app.alquerque.common.SystemCueOutput
import app.alquerque.common.MenuScreen
import app.alquerque.common.StateListener
import app.alquerque.common.app
import app.alquerque.core.LessonForward
import app.alquerque.core.LessonState
import app.alquerque.core.PlayedMove

/**
 * Learn to play: the core's lesson, step by step, on the game's own board. Each step says the
 * rule and what to do; a try is judged by the core (a wrong one answered with its reason under
 * the board, a right one played with its cues and what it taught). The app's
 * [LessonController] holds the lesson, so turning the device keeps the step.
 */
class LessonScreen : MenuScreen(), StateListener<LessonState> {
    private val controller: LessonController get() = app.lesson
    private lateinit var board: BoardView
    /** The sounds and touches, while this screen is in front (tests read its sounds). */
    var cueOutput: SystemCueOutput? = null
        private set

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        showScreen(R.layout.activity_lesson)
        board = findViewById(R.id.lesson_board)
        board.setGeometry(app.geometry)
        board.onPointTapped = { controller.tap(it) }
        board.onBackgroundTapped = { controller.clearSelection() }
        findViewById<Button>(R.id.lesson_previous).setOnClickListener { controller.previous() }
        findViewById<Button>(R.id.lesson_restart).setOnClickListener { controller.restart() }
        findViewById<Button>(R.id.lesson_next).setOnClickListener {
            if (controller.forward()) finish()
        }
        if (savedInstanceState == null) controller.whenReady { controller.reopen() }
    }

    override fun onStart() {
        super.onStart()
        cueOutput = SystemCueOutput(this, board)
        controller.attach(this, cueOutput)
    }

    override fun onStop() {
        controller.detach(this)
        cueOutput?.release()
        cueOutput = null
        super.onStop()
    }

    override fun onState(state: LessonState, played: PlayedMove?) {
        findViewById<TextView>(R.id.lesson_progress).text = state.progressText
        findViewById<TextView>(R.id.lesson_title).text = state.title
        findViewById<TextView>(R.id.lesson_task).text = state.task
        findViewById<TextView>(R.id.lesson_status).apply {
            text = state.statusText
            visibility = if (state.statusText.isEmpty()) View.INVISIBLE else View.VISIBLE
        }
        findViewById<Button>(R.id.lesson_previous).isEnabled = state.canPrevious
        findViewById<Button>(R.id.lesson_next).apply {
            isEnabled = state.forwardEnabled
            emphasize(state.primary == LessonAction.FORWARD)
            setText(
                when (state.forward) {
                    LessonForward.NEXT -> R.string.lesson_next
                    LessonForward.PLAY -> R.string.lesson_finish
                },
            )
        }
        board.show(state.board, played)
    }
}
