package app.alquerque.game

import android.content.Intent
import android.os.SystemClock
import androidx.test.ext.junit.runners.AndroidJUnit4
import androidx.test.platform.app.InstrumentationRegistry
import androidx.test.uiautomator.By
import androidx.test.uiautomator.UiDevice
import androidx.test.uiautomator.UiObject2
import androidx.test.uiautomator.Until
import app.alquerque.common.AlquerqueApp
import app.alquerque.common.app
import app.alquerque.core.AiLevel
import app.alquerque.core.GameState
import app.alquerque.core.GameStatus
import app.alquerque.core.Options
import app.alquerque.core.Piece
import app.alquerque.core.Player
import java.util.concurrent.CountDownLatch
import java.util.concurrent.TimeUnit
import java.util.regex.Pattern
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Before
import org.junit.Test
import org.junit.runner.RunWith

/**
 * The app on a device or emulator, driven as a person would: it starts from the launcher
 * intent, a piece and then one of its targets are tapped on the board (real touches, at the
 * points the board view reports to accessibility), the move is played and shown in the move
 * list, and the AI answers by itself through the native engine. A screenshot of the screen is
 * saved at [SCREENSHOT] for CI to collect (`adb pull`; see android/README.md).
 *
 * Every check reads what the app itself holds (the controller's [GameState]) or shows on
 * screen; nothing here knows the rules beyond "a selectable piece has a target". The device's
 * saved options may have the person play Black (then the AI opens and the person answers) or
 * name no person or no AI at all: the test plays a person against the AI, keeping the person's
 * side and the AI's level from the saved options where they have them, and puts the saved
 * options back afterwards.
 */
@RunWith(AndroidJUnit4::class)
class PlayMoveOnDeviceTest {
    private val instrumentation = InstrumentationRegistry.getInstrumentation()
    private val device = UiDevice.getInstance(instrumentation)
    private val context = instrumentation.targetContext
    private val app = context.applicationContext as AlquerqueApp
    private var savedOptions: Options? = null

    @Before
    fun startFromANewGame() {
        // A device that ran the app before may hold a saved game and options of its own: start
        // from the opening with a person against the AI, once the controller has read the save
        // (it does so off the main thread).
        val newGame = CountDownLatch(1)
        instrumentation.runOnMainSync {
            app.controller.whenReady {
                val options = app.controller.options()
                savedOptions = options
                app.controller.setOptions(personAgainstTheAi(options))
                app.controller.newGame()
                newGame.countDown()
            }
        }
        assertTrue("the saved game was not read", newGame.await(TIMEOUT_MS, TimeUnit.MILLISECONDS))
        device.executeShellCommand("rm -f $SCREENSHOT")
        val launch = context.packageManager.getLaunchIntentForPackage(context.packageName)
        assertNotNull("the app has no launcher activity", launch)
        launch!!.addFlags(Intent.FLAG_ACTIVITY_NEW_TASK or Intent.FLAG_ACTIVITY_CLEAR_TASK)
        context.startActivity(launch)
        assertTrue(
            "the game screen did not appear",
            device.wait(Until.hasObject(By.res(context.packageName, "board")), TIMEOUT_MS),
        )
    }

    @After
    fun putTheSavedOptionsBack() {
        val options = savedOptions ?: return
        instrumentation.runOnMainSync { app.controller.setOptions(options) }
    }

    @Test
    fun tapAPieceAndATargetPlaysTheMoveAndTheAiAnswers() {
        // When the person plays Black, the AI opens: wait for its move.
        val start = waitFor("the person's turn", AI_TIMEOUT_MS) { b -> b.humanToMove && !b.thinking }
        val before = start.moveList.size
        assertTrue("the game should be new (at most the AI's opening move): ${start.moveList}", before <= 1)
        val names = app.geometry.points.associate { it.index to it.name }

        val from = start.points.first { it.selectable }.index
        point(names.getValue(from)).click()
        val selected = waitFor("${names[from]} to be selected") { b -> b.points[from].selected }
        val to = selected.points.firstOrNull { it.target }?.index
            ?: failWith("no target shown for ${names[from]}")
        val mover = start.points[from].piece
        point(names.getValue(to)).click()

        val played = waitFor("the move to be played") { b -> b.moveList.size > before }
        val expected = "${names[from]}-${names[to]}"
        assertEquals("the move played", expected, played.moveList[before])
        if (played.moveList.size == before + 1) {
            // Before the AI's answer (which may capture the piece that moved).
            assertEquals("${names[from]} after the move", Piece.EMPTY, played.points[from].piece)
            assertEquals("${names[to]} after the move", mover, played.points[to].piece)
        }
        assertTrue(
            "the move list on screen does not show $expected",
            device.wait(Until.hasObject(By.res(context.packageName, "move_list").textContains(expected)), TIMEOUT_MS),
        )

        val answered = waitFor("the AI to answer", AI_TIMEOUT_MS) { b ->
            b.moveList.size >= before + 2 && !b.thinking && (b.humanToMove || b.status != GameStatus.Ongoing)
        }
        val reply = answered.moveList[before + 1]
        assertTrue(
            "the move list on screen does not show the AI's move $reply",
            device.wait(Until.hasObject(By.res(context.packageName, "move_list").textContains(reply)), TIMEOUT_MS),
        )

        // Let the reply's animation end (the emulator in CI runs with animations off).
        device.waitForIdle()
        SystemClock.sleep(SETTLE_MS)
        device.executeShellCommand("screencap -p $SCREENSHOT")
        val size = device.executeShellCommand("stat -c %s $SCREENSHOT").trim().toLongOrNull() ?: 0L
        assertTrue("no screenshot was written to $SCREENSHOT", size > 0)
    }

    /** The board as the app's controller holds it now, read on the main thread. */
    private fun board(): GameState {
        var state: GameState? = null
        instrumentation.runOnMainSync { state = app.controller.state }
        return state!!
    }

    /** Polls [board] until [done] holds, or fails after [timeoutMs] saying it waited for [what]. */
    private fun waitFor(what: String, timeoutMs: Long = TIMEOUT_MS, done: (GameState) -> Boolean): GameState {
        val end = SystemClock.uptimeMillis() + timeoutMs
        while (true) {
            val b = board()
            if (done(b)) return b
            if (SystemClock.uptimeMillis() > end) failWith("timed out waiting for $what; status: ${b.statusText}")
            SystemClock.sleep(POLL_MS)
        }
    }

    /**
     * The board point named [name] ("c2"), as the board view offers it to accessibility: a
     * virtual view whose label the core starts with the point's name and whose bounds are the
     * point's square on screen, so a click on it is a real touch on that point.
     */
    private fun point(name: String): UiObject2 {
        val selector = By.pkg(context.packageName).desc(Pattern.compile(Pattern.quote("$name, ") + ".*"))
        return device.wait(Until.findObject(selector), TIMEOUT_MS)
            ?: failWith("the board shows no point $name to accessibility")
    }

    private fun failWith(message: String): Nothing = throw AssertionError(message)

    /**
     * [options] with one side a person and the other the AI: the person's side and the AI's
     * level kept where [options] has them; two people or two AIs become a person as White
     * against the AI (its level kept, or Beginner).
     */
    private fun personAgainstTheAi(options: Options): Options {
        val white = options.white
        val black = options.black
        val level = (white as? Player.Ai)?.level ?: (black as? Player.Ai)?.level ?: AiLevel.BEGINNER
        return if (black is Player.Human && white is Player.Ai) {
            options
        } else {
            options.copy(white = Player.Human, black = Player.Ai(level))
        }
    }

    private companion object {
        /** Where the screenshot is left on the device (shell-writable, kept after uninstall). */
        const val SCREENSHOT = "/data/local/tmp/alquerque-board.png"
        const val TIMEOUT_MS = 10_000L
        /** The AI thinks for a fraction of a second after a pause of 0.7 s; emulators are slow. */
        const val AI_TIMEOUT_MS = 60_000L
        const val POLL_MS = 50L
        const val SETTLE_MS = 1_000L
    }
}

/** A person is to move: the board offers pieces to select (the state no longer says it in a field of its own, as no screen read it). */
private val GameState.humanToMove: Boolean get() = points.any { it.selectable }

/** The board's points. */
private val GameState.points get() = board.points

/** Every move of the game in notation, in order (read off the numbered rows). */
private val GameState.moveList: List<String>
    get() = moveRows.flatMap { listOfNotNull(it.first, it.second) }.filter { it != "…" }
