// What every Robolectric test of the app shares: starting the real activities on a chosen
// screen, driving the main looper while the engine thinks on its own thread, touching the board
// where its points are, reading back what was drawn, and starting the app's process again.

package app.alquerque.robolectric

import app.alquerque.test.*
import android.app.Activity
import android.app.Application
import android.content.Context
import android.graphics.Bitmap
import android.graphics.Canvas
import android.graphics.Color
import android.graphics.PointF
import android.graphics.Rect
import android.os.Bundle
import android.os.Looper
import android.os.SystemClock
import android.view.MenuItem
import android.view.MotionEvent
import android.view.View
import android.view.accessibility.AccessibilityNodeInfo
import android.view.accessibility.AccessibilityNodeProvider
import android.widget.TextView
import app.alquerque.R
import app.alquerque.board.BoardView
import app.alquerque.common.AlquerqueApp
import app.alquerque.common.app
import app.alquerque.core.GameState
import app.alquerque.core.GameSession
import app.alquerque.core.Options
import app.alquerque.core.boardGeometry
import app.alquerque.game.GameController
import app.alquerque.game.GameScreen
import app.alquerque.home.HomeScreen
import app.alquerque.core.HomeAction
import app.alquerque.puzzles.PuzzleController
import app.alquerque.puzzles.PuzzleScreen
import app.alquerque.review.ReviewScreen
import java.io.File
import java.time.Duration
import kotlinx.coroutines.runBlocking
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Before
import org.robolectric.Robolectric
import org.robolectric.RuntimeEnvironment
import org.robolectric.Shadows.shadowOf
import org.robolectric.android.controller.ActivityController

/** The review the review screen shows, once finished, and the ply picked. */
val app.alquerque.review.ReviewScreen.review get() = controller?.state?.review
val app.alquerque.review.ReviewScreen.selected get() = controller?.state?.selected?.toInt()

/** The puzzle screen's state, as the app's puzzle controller holds it. */
val app.alquerque.puzzles.PuzzleScreen.state get() = (applicationContext as AlquerqueApp).puzzles.state
val app.alquerque.puzzles.PuzzleScreen.busy get() = state.busy

/** What the game screen shows: the session's board, and the options in force. */
class Screen(val board: GameState, val options: Options) {
    val hint get() = board.hint
    val notice get() = board.notice
}

/** The screens the tests run on, as Robolectric qualifiers (size in dp, orientation, density). */
object Screens {
    const val PHONE = "w360dp-h640dp-port-hdpi"
    const val PHONE_LANDSCAPE = "w640dp-h360dp-land-hdpi"
    const val SMALL_PHONE = "w320dp-h568dp-port-hdpi"
    const val TABLET = "w800dp-h1280dp-port-mdpi"
    const val TABLET_LANDSCAPE = "w1280dp-h800dp-land-mdpi"
}

/**
 * Saved sessions to start the app from (the text GameSession.saveState() writes: a game record
 * with the player's settings as tags), written to the app's save file before it starts.
 */
object Saves {

    /** A player who has been here before, with the default options: White against Hard. */
    const val RETURNING = "[White \"human\"]\n[Black \"ai:hard\"]\n\n*"

    /** Two people who played three plies of the opening (two of them captures). */
    const val SHORT_GAME = "[White \"human\"]\n[Black \"human\"]\n\n1. c2-c3 c4-c2 2. c1-c3 *"

    /**
     * Random play (White) against Beginner, 23 plies: the review finds a mistake, an
     * inaccuracy and a blunder on each side.
     */
    const val FAULTY_GAME = "[White \"human\"]\n[Black \"human\"]\n\n" +
        "1. c2-c3 c4-c2 2. c1-c3 a3-c1 3. c3-a3 b4-b3 4. a3-c3 d4-b2 5. a2-c2 c1-c3 6. d2-b4 a5-c3 " +
        "7. d3-b3 a4-a3 8. d1-c1 a3-c3 9. c1-b2 b5-b4 10. b2-d4 e4-c4 11. b1-b2 c5-b5 12. a1-b1 *"

    /** Two people on one device, from the start. */
    const val TWO_HUMANS = "[White \"human\"]\n[Black \"human\"]\n\n*"

    /**
     * After 1. d3-c3 b3-d3 (Black's reply forced), White (a person) must capture with e3-c3;
     * then Black, the AI at [level], has a real choice. Reversal allowed: nothing is proved
     * under rules with draws, so the AI searches (under the default rules Black's moves after
     * d3-c3 are proved, and played at once).
     */
    fun choiceForBlack(level: String) =
        "[Reversal \"allowed\"]\n[White \"human\"]\n[Black \"ai:$level\"]\n\n1. d3-c3 b3-d3 *"

    /**
     * White to move must capture b2-b4-d2-d4, jump by jump (the capture takes b3, c3, d3); Black
     * keeps two pieces on its far row, so the game goes on after it.
     */
    const val TRIPLE_CAPTURE =
        "[White \"human\"]\n[Black \"human\"]\n[Position \"bb-bb/-----/-bbb-/-w---/w---w w - 0\"]\n\n*"

    /** The same capture, with what perfect play proves shown (the player asked for it). */
    const val TRIPLE_CAPTURE_PROVING =
        "[White \"human\"]\n[Black \"human\"]\n[ShowProofs \"yes\"]\n[Position \"bb-bb/-----/-bbb-/-w---/w---w w - 0\"]\n\n*"

    /** The same capture, which takes Black's last pieces: White wins when it is complete. */
    const val LAST_CAPTURE =
        "[White \"human\"]\n[Black \"human\"]\n[Position \"-----/-----/-bbb-/-w---/w---w w - 0\"]\n\n*"

    /** The same last capture by a person (White) against the computer at Beginner. */
    const val LAST_CAPTURE_AGAINST_BEGINNER =
        "[White \"human\"]\n[Black \"ai:beginner\"]\n[Position \"-----/-----/-bbb-/-w---/w---w w - 0\"]\n\n*"

    /**
     * Statistics as the engine keeps them: games against Medium and Hard, the last five at
     * Medium won (a suggestion to try Hard), games between two people, the rating after each
     * of the last rated games (the chart).
     */
    const val STATISTICS = "computer medium white 6 2 0\ncomputer medium black 3 2 1\n" +
        "computer hard white 1 3 0\ntwo-people 2 1 0\nstreak 5 5\n" +
        "recent hard:lost hard:won medium:won medium:won medium:won medium:won medium:won\n" +
        "history 1390 1440 1420 1480 1460 1510 1570 1550 1600 1630 1620 1660 1680 1670 1700 1730 1760\n"
}

/** The base of the tests: a phone by default, a clean app, every activity closed afterwards. */
abstract class AppTest {
    private val started = mutableListOf<ActivityController<out Activity>>()
    protected val geometry = boardGeometry()

    @Before
    fun phone() {
        RuntimeEnvironment.setQualifiers(Screens.PHONE)
    }

    @After
    fun closeEverything() {
        for (c in started.reversed()) {
            runCatching { if (!c.get().isDestroyed) c.pause().stop().destroy() }
        }
        // Nothing of this test may go on thinking into the next.
        runCatching { controllerOrNull()?.pause() }
        idle()
    }

    protected val app: AlquerqueApp get() = RuntimeEnvironment.getApplication() as AlquerqueApp

    /** The index of the point called [name] (a1 … e5) in the engine's geometry. */
    protected fun point(name: String): Int = geometry.points.first { it.name == name }.index

    /** Writes [saved] where the app keeps its saved session (its store), as a previous run would have. */
    protected fun save(saved: String) {
        app.store.write("session", saved)
        runBlocking { app.store.flush() }
    }

    /** The session's file in the app's store. */
    protected val saveFile: File get() = File(app.saveFolder, "session.txt")

    /** The session the app saved last (once the store has written what it was handed). */
    protected fun saved(): String? {
        runBlocking { app.store.flush() }
        return saveFile.takeIf { it.exists() }?.readText()
    }

    /** The board as the engine sees the saved session: what the screen must show. */
    protected fun savedBoard(): GameState = GameSession.restore(saved()!!).state()

    /** Starts [activity] (created, started, resumed, visible) and keeps it to close later. */
    protected fun <T : Activity> start(controller: ActivityController<T>, state: Bundle? = null): ActivityController<T> {
        started += controller
        if (state != null) controller.setup(state) else controller.setup()
        // The saved game and the puzzles' progress are read on an I/O thread; the screens fill
        // in once they are.
        controllerOrNull()?.let { c -> waitFor("the saved game to be read") { c.ready } }
        puzzlesOrNull()?.let { p -> waitFor("the puzzles to be read") { p.ready } }
        advance(FRAME)
        return controller
    }

    protected fun launchMain(state: Bundle? = null): ActivityController<GameScreen> =
        start(Robolectric.buildActivity(GameScreen::class.java), state)

    /** The home, the screen the app opens on, once it shows what the engine says. */
    protected fun launchHome(): ActivityController<HomeScreen> {
        val home = start(Robolectric.buildActivity(HomeScreen::class.java))
        waitFor("the home") { app.home.ready && home.get().findViewById<View>(HomeScreen.idOf(HomeAction.NEW_GAME)) != null }
        advance(FRAME)
        return home
    }

    /**
     * Presses the home's entry for [action] (the app's home: [launchHome] if none is given) and
     * hands back what it starts.
     */
    protected fun fromHome(action: HomeAction, home: HomeScreen = launchHome().get()): android.content.Intent {
        val entry = home.findViewById<View>(HomeScreen.idOf(action)) ?: throw AssertionError("the home shows no $action")
        assertTrue("$action is pressed", entry.performClick())
        return shadowOf(home).nextStartedActivity ?: throw AssertionError("$action starts no screen")
    }

    /**
     * Turns the device to [qualifiers]: the activity, which does not handle configuration
     * changes itself, is destroyed and built again with its saved state, as Android does.
     * (Robolectric's configurationChange() rebuilds it without attaching the new window.)
     */
    protected fun <T : Activity> rotate(controller: ActivityController<T>, qualifiers: String) {
        RuntimeEnvironment.setQualifiers(qualifiers)
        controller.recreate()
        advance(FRAME) // the new screen's first layout and frame
        val decor = controller.get().window.decorView
        assertTrue("the screen is laid out after turning to $qualifiers (${decor.width}x${decor.height})", decor.width > 0 && decor.height > 0)
    }

    private fun controllerOrNull(): GameController? {
        val delegate = lazyField("controller").get(app) as Lazy<*>
        return if (delegate.isInitialized()) delegate.value as GameController else null
    }

    private fun puzzlesOrNull(): PuzzleController? {
        val delegate = lazyField("puzzles").get(app) as Lazy<*>
        return if (delegate.isInitialized()) delegate.value as PuzzleController else null
    }

    /** The lazy property [name] of the app, which a new process makes anew. */
    private fun lazyField(name: String) = try {
        AlquerqueApp::class.java.getDeclaredField("$name\$delegate").apply { isAccessible = true }
    } catch (e: NoSuchFieldException) {
        throw AssertionError("AlquerqueApp no longer holds a lazy property `$name`: adapt newProcess()", e)
    }

    /** The controller of the app's current process. */
    protected val controller: GameController get() = app.controller

    /**
     * Process death and a new process: the controller (with its session, its coroutines and
     * its search) goes; the next screen gets a new one, built by the app's own code
     * ([AlquerqueApp.controller] of a new Application on the same storage) from what was saved.
     * Activities of the old process must have been destroyed first.
     */
    protected fun newProcess() {
        controllerOrNull()?.pause()
        idle()
        // What the old process handed its store is on the disk (as it would be: writes are
        // atomic and quick); then everything is made anew from the disk.
        runBlocking { app.store.flush() }
        val fresh = AlquerqueApp()
        Application::class.java.getDeclaredMethod("attach", Context::class.java)
            .apply { isAccessible = true }
            .invoke(fresh, app.baseContext)
        lazyField("store").set(app, lazy { fresh.store })
        lazyField("controller").set(app, lazy { fresh.controller })
        lazyField("puzzles").set(app, lazy { fresh.puzzles })
        lazyField("friends").set(app, lazy { fresh.friends })
    }

    // The main looper and the engine's thread

    /**
     * How long a wait may see nothing before it is taken for a deadlock: a guard against a test
     * that would hang, not a measure (the slowest wait, a whole review on a busy machine, takes
     * a small part of it).
     */
    protected val DEADLOCK_GUARD_SECONDS = 600L

    /** A little more than a frame of the main looper's clock. */
    protected val FRAME = 20L

    /** Runs what is due on the main looper now. */
    protected fun idle() = shadowOf(Looper.getMainLooper()).idle()

    /** Lets [millis] of the main looper's clock pass (delays, animations). */
    protected fun advance(millis: Long) = shadowOf(Looper.getMainLooper()).idleFor(Duration.ofMillis(millis))

    /**
     * Runs the main looper, letting its clock and real time pass (the engine works on its own
     * threads, in real time), until [test] holds: the event waited for is the state the app's
     * observer brings to the main looper. [test] must be a state that stays true once reached
     * ("the record's moves are the game's first three", not "the move list is these three"): the
     * engine's threads do not wait for the test, and a busy machine may run the looper only after
     * the engine has moved on (the computer's answer, a hint or a search finished). There is no
     * time limit on how long an event may take: [guardSeconds] only ends a test that would hang
     * for good (a deadlock, an event that never comes), and its failure says so.
     */
    protected fun waitFor(what: String, guardSeconds: Long = DEADLOCK_GUARD_SECONDS, test: () -> Boolean) {
        val end = System.nanoTime() + guardSeconds * 1_000_000_000
        while (true) {
            advance(20)
            if (test()) return
            if (System.nanoTime() > end) {
                fail("$what never came: no sign of it after $guardSeconds s, taken for a deadlock (this limit only stops a hang; it measures no speed)")
            }
            Thread.sleep(5)
        }
    }

    /**
     * Plays [taps] for the person against a computer that searches for a while (Master) and
     * returns while the screen shows it thinking. Thinking is a passing state: on a busy
     * machine the search may be over before the main looper shows it. Then the move and its
     * answer are taken back (Undo) and played again, until it is seen; each wait is on the
     * app's state, none on the clock.
     */
    protected fun GameScreen.playAndSeeItThink(vararg taps: String) {
        val before = screen.board.moveList
        while (true) {
            tap(*taps)
            waitFor("the computer thinking on screen, or its move") {
                (screen.board.thinking && text(R.id.status) == screen.board.statusText) ||
                    screen.board.moveList.size > before.size + 1
            }
            if (screen.board.thinking) return
            println("    (the search ended before it was shown: played again)")
            assertTrue(this.act(R.id.action_undo))
            idle()
            assertEquals("Undo takes back the move and its answer", before, screen.board.moveList)
        }
    }

    // The game screen's actions

    /**
     * Presses an action of the game screen as a player would: a button of the bar under the
     * board, or an item of its More menu (opened by a press of More first). False when the
     * action is not there or is disabled (a dimmed button or item does nothing).
     */
    protected fun GameScreen.act(id: Int): Boolean {
        val button = findViewById<View?>(id)
        if (button != null) return button.isEnabled && button.performClick()
        val item = moreItem(id) ?: return false
        val done = item.isEnabled && morePopup!!.menu.performIdentifierAction(id, 0)
        morePopup?.dismiss()
        idle()
        return done
    }

    /** An item of the More menu (its game record submenu included), the menu opened for it. */
    protected fun GameScreen.moreItem(id: Int): MenuItem? {
        assertTrue("More is always there", findViewById<View>(R.id.action_more).performClick())
        return morePopup?.menu?.findItem(id)
    }

    // The board

    protected val GameScreen.board: BoardView get() = findViewById(R.id.board)
    protected fun GameScreen.text(id: Int): String = findViewById<TextView>(id).text.toString()
    protected fun GameScreen.shows(id: Int): Boolean = findViewById<View>(id).visibility == View.VISIBLE
    protected val screen: Screen get() = Screen(controller.state, controller.options())

    /** The points as the board offers them to accessibility services (index = virtual view id). */
    protected fun BoardView.nodes(): List<AccessibilityNodeInfo> {
        val provider: AccessibilityNodeProvider = accessibilityNodeProvider
        return (0 until 25).map { i -> provider.createAccessibilityNodeInfo(i) ?: throw AssertionError("no node for point $i") }
    }

    /** Where point [index] is drawn, in the board view's pixels (the centre of its node). */
    @Suppress("DEPRECATION")
    protected fun BoardView.centre(index: Int): PointF {
        val bounds = Rect()
        accessibilityNodeProvider.createAccessibilityNodeInfo(index)!!.getBoundsInParent(bounds)
        assertTrue("point $index has no size on screen (the board is ${width}x${height}, ${RuntimeEnvironment.getQualifiers()})", bounds.width() > 0 && bounds.height() > 0)
        return PointF(bounds.exactCenterX(), bounds.exactCenterY())
    }

    /** The distance between neighbouring points, in pixels. */
    protected fun BoardView.spacing(): Float = centre(point("b1")).x - centre(point("a1")).x

    /** A finger down and up on point [name], as the touch screen delivers it. */
    protected fun BoardView.tap(name: String) = touch(centre(point(name)))

    protected fun BoardView.touch(at: PointF) {
        val t = SystemClock.uptimeMillis()
        val down = MotionEvent.obtain(t, t, MotionEvent.ACTION_DOWN, at.x, at.y, 0)
        val up = MotionEvent.obtain(t, t + 60, MotionEvent.ACTION_UP, at.x, at.y, 0)
        assertTrue("the board takes the touch", dispatchTouchEvent(down))
        dispatchTouchEvent(up)
        down.recycle()
        up.recycle()
        idle()
    }

    protected fun GameScreen.tap(vararg names: String) = names.forEach { board.tap(it) }

    /** What [view] draws now. */
    protected fun render(view: View): Bitmap {
        assertTrue("${view.javaClass.simpleName} is laid out", view.width > 0 && view.height > 0)
        val bitmap = Bitmap.createBitmap(view.width, view.height, Bitmap.Config.ARGB_8888)
        view.draw(Canvas(bitmap))
        return bitmap
    }

    /** The colour most of the pixels [bitmap] draws (transparent ones aside) have. */
    protected fun dominant(bitmap: Bitmap): Int {
        val pixels = IntArray(bitmap.width * bitmap.height)
        bitmap.getPixels(pixels, 0, bitmap.width, 0, 0, bitmap.width, bitmap.height)
        return pixels.filter { Color.alpha(it) != 0 }.groupingBy { it }.eachCount().maxBy { it.value }.key
    }

    protected fun hex(color: Int) = String.format("#%08X", color)

    protected fun assertColor(message: String, expected: Int, actual: Int, tolerance: Int = 6) {
        val close = listOf(Color::red, Color::green, Color::blue).all { c -> kotlin.math.abs(c(expected) - c(actual)) <= tolerance }
        assertTrue("$message: expected ${hex(expected)}, drawn ${hex(actual)}", close)
    }

    /** Red, green and blue distance. */
    protected fun distance(a: Int, b: Int): Int =
        kotlin.math.abs(Color.red(a) - Color.red(b)) + kotlin.math.abs(Color.green(a) - Color.green(b)) +
            kotlin.math.abs(Color.blue(a) - Color.blue(b))

    protected fun assertSameBoard(expected: GameState, actual: GameState) {
        assertEquals(expected.points, actual.points)
        assertEquals(expected.moveList, actual.moveList)
        assertEquals(expected.pendingPath, actual.pendingPath)
        assertEquals(expected.statusText, actual.statusText)
    }
}

