// JVM tests of the Android app's controllers (android/app/src/main/java/app/alquerque/<feature>/
// *Controller.kt), with the cues they play, against the host build of the Rust library through the generated bindings.
// The controllers' thread is a single-thread executor standing in for Android's main thread;
// each harness keeps its game in a folder of its own, through the app's Store.

package app.alquerque.test

import app.alquerque.common.Controller
import app.alquerque.common.CueOutput
import app.alquerque.common.StateListener
import app.alquerque.core.AiLevel
import app.alquerque.core.GameState
import app.alquerque.core.GameOverAction
import app.alquerque.core.FirstGameChoice
import app.alquerque.core.GameSession
import app.alquerque.core.GameStatus
import app.alquerque.core.Haptic
import app.alquerque.core.Options
import app.alquerque.core.Piece
import app.alquerque.core.PlayedMove
import app.alquerque.core.Player
import app.alquerque.core.PuzzleMoveOutcome
import app.alquerque.core.PuzzleState
import app.alquerque.core.Puzzles
import app.alquerque.core.Side
import app.alquerque.core.Sound
import app.alquerque.core.Store
import app.alquerque.core.WinReason
import app.alquerque.core.boardGeometry
import app.alquerque.core.defaultOptions
import app.alquerque.core.maxRecordBytes
import app.alquerque.core.openGame
import app.alquerque.core.openPuzzles
import app.alquerque.game.GameController
import app.alquerque.puzzles.PuzzleController
import java.io.ByteArrayInputStream
import java.io.File
import java.nio.file.Files
import java.util.concurrent.CopyOnWriteArrayList
import java.util.concurrent.CountDownLatch
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertNotEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue
import kotlin.test.fail
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.asCoroutineDispatcher
import kotlinx.coroutines.cancel
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Test

/** A "main thread" with a scope on it, for controllers. */
class Main {
    private val executor = Executors.newSingleThreadExecutor { Thread(it, "main") }
    val dispatcher = executor.asCoroutineDispatcher()
    val scope = CoroutineScope(SupervisorJob() + dispatcher)

    fun <T> run(block: () -> T): T = runBlocking(dispatcher) { block() }

    fun close() {
        scope.cancel()
        executor.shutdown()
    }
}

/** A controller on its own main thread, with every state it shows recorded. */
class Harness<C : Controller<*, S>, S : Any>(val main: Main = Main(), make: (CoroutineScope) -> C) {
    val shown = CopyOnWriteArrayList<Pair<S, PlayedMove?>>()
    val controller: C = main.run { make(main.scope) }
    private val listener = StateListener<S> { state, played ->
        assertEquals("main", Thread.currentThread().name, "states are shown on the main thread")
        shown += state to played
    }

    init {
        main.run { controller.attach(listener) }
        waitFor("the model to open") { main.run { controller.ready }.takeIf { it } }
        assertTrue(shown.isNotEmpty(), "the first state is shown once ready")
    }

    fun <T> onMain(block: () -> T): T = main.run(block)

    val latest: S get() = shown.last().first

    val played: List<PlayedMove> get() = shown.mapNotNull { it.second }

    /** Waits until the controller's state fits [test]. */
    fun await(what: String, test: (S) -> Boolean): S = waitFor(what) { onMain { controller.state }.takeIf(test) }

    fun detach() = onMain { controller.detach(listener) }

    fun close() = main.close()
}

/** Keeps what would have been played, touched and said; a delayed cue runs at once. */
class RecordingCueOutput : CueOutput {
    val sounds = CopyOnWriteArrayList<Sound>()
    val touches = CopyOnWriteArrayList<Haptic>()
    val said = CopyOnWriteArrayList<String>()

    override fun play(sound: Sound) {
        sounds += sound
    }

    override fun touch(haptic: Haptic) {
        touches += haptic
    }

    override fun announce(text: String) {
        said += text
    }

    override fun schedule(delayMs: Long, cue: () -> Unit) = cue()
}

class GameControllerTest {
    private val geometry = boardGeometry()
    private val folders = mutableListOf<File>()
    private val harnesses = mutableListOf<Harness<*, *>>()

    private fun point(name: String): Int = geometry.points.first { it.name == name }.index

    private fun folder(saved: String? = null): File =
        Files.createTempDirectory("alquerque-controller").toFile().also { dir ->
            folders += dir
            if (saved != null) File(dir, "session.txt").writeText(saved)
        }

    /** A game controller over the store of [dir], its session seeded (reproducible, unpaced). */
    private fun game(dir: File = folder(), options: Options? = null, main: Main = Main()): Harness<GameController, GameState> {
        val store = Store(dir.path)
        val h = Harness(main) { scope -> GameController(scope, { openGame(store, 1uL) }) }
        harnesses += h
        if (options != null) h.onMain { h.controller.setOptions(options) }
        return h
    }

    private fun Harness<GameController, GameState>.tap(vararg names: String) = names.forEach { n -> onMain { controller.tap(point(n)) } }

    /** What is saved in [dir] once the store has written it. */
    private fun saved(dir: File): String = waitFor("the save") { File(dir, "session.txt").takeIf { it.isFile }?.readText() }

    private val twoHumans = defaultOptions().copy(white = Player.Human, black = Player.Human)

    /**
     * A saved game after 1. d3-c3 b3-d3, White (human) to capture with e3-c3, after which
     * Black (the AI at [level]) has a real choice (the replies before are forced). Reversal
     * allowed: nothing is proved under rules with draws, so the AI searches (under the default
     * rules Black's moves after d3-c3 are proved, and played at once).
     */
    private fun withChoiceForBlack(level: String) =
        "[Reversal \"allowed\"]\n[White \"human\"]\n[Black \"ai:$level\"]\n\n1. d3-c3 b3-d3 *"

    /**
     * A saved game after a balanced opening, White (Master) to move, off the shipped proof: Master
     * searches for a second or more here (from the start it would play the proof's move at once).
     */
    private val masterOffTheProof = "[White \"ai:master\"]\n[Black \"human\"]\n\n1. d3-c3 b3-d3 2. e3-c3 d4-e3 *"

    @AfterEach
    fun closeAll() {
        harnesses.forEach { h -> runCatching { h.onMain { (h.controller as? GameController)?.pause() } }; h.close() }
        folders.forEach { it.deleteRecursively() }
    }

    @Test
    fun aFirstLaunchIsANewGameSavedAtOnceAndAsksHowToPlay() {
        val dir = folder()
        val h = game(dir)
        val s = h.latest
        assertEquals(25, s.points.size)
        assertTrue(s.moveList.isEmpty())
        assertTrue(s.points.any { it.selectable }, "you play White against the AI by default")
        assertEquals(FirstGameChoice.Computer(AiLevel.BEGINNER, Side.WHITE), s.firstGame, "a level a newcomer can beat")
        assertNull(s.notice)
        assertEquals(s.moveList, GameSession.restore(saved(dir)).state().moveList, "the new game is saved")
    }

    @Test
    fun tapsSelectMoveAndRefuseWithTheSessionsReason() {
        val h = game(options = twoHumans)
        h.tap("c2")
        assertTrue(h.latest.points[point("c2")].selected)
        assertTrue(h.latest.points[point("c3")].target, "targets are shown by default")
        val selected = h.latest
        h.tap("c4")
        val reason = assertNotNull(h.latest.notice, "a refused tap says why")
        assertTrue(reason.isNotBlank())
        assertEquals(selected.points, h.latest.points, "and changes nothing")
        h.tap("c3")
        assertEquals("c2-c3", h.played.single().info.notation, "the move is animated")
        val state = h.latest
        assertEquals(listOf("c2-c3"), state.moveList)
        assertNull(state.notice, "a move clears the notice")
    }

    @Test
    fun theAiAnswersByItselfShowingNothingOfItsSearchAndTheMoveIsSaved() {
        // Master searches for seconds: the screen shows it thinking, and not one figure of it.
        val dir = folder(withChoiceForBlack("master"))
        val h = game(dir)
        h.tap("e3", "c3")
        val after = h.await("the AI's reply") { it.moveList.size == 4 && it.humanToMove }
        waitFor("the reply shown as played") { h.played.takeIf { it.size >= 2 } }
        assertEquals(listOf("e3-c3", after.moveList[3]), h.played.map { it.info.notation })
        assertEquals(Side.BLACK, h.played.last().info.side)
        assertTrue(h.shown.any { it.first.thinking }, "the screen showed the AI thinking")
        assertTrue(
            h.shown.filter { it.first.thinking }.all { it.first.caption.isEmpty() },
            "nothing of the search under the board",
        )
        waitFor("the AI's move saved") { saved(dir).takeIf { it.contains(after.moveList[3]) } }
    }

    @Test
    fun theGameAndTheOptionsSurviveTheProcess() {
        val dir = folder()
        val first = game(dir, options = twoHumans.copy(showTargets = false, reversalAllowed = true))
        first.tap("c2", "c3", "c4", "c2")
        first.onMain { first.controller.undo() }
        val board = first.latest
        val options = first.onMain { first.controller.options() }
        assertTrue(board.canRedo)
        waitFor("the undo saved") { saved(dir).takeIf { it.contains("Undone") } }
        first.close()

        val second = game(dir)
        assertEquals(options, second.onMain { second.controller.options() })
        assertEquals(board.moveList, second.latest.moveList)
        assertTrue(second.latest.canRedo)
        second.onMain { second.controller.redo() }
        assertEquals(2, second.latest.moveList.size, "the undone move came back after the restart")
    }

    @Test
    fun anUnreadableSaveIsSetAsideAndANewGameSaysSo() {
        val bad = "[Variant \"chess\"]\n1. e5-e4 *"
        val dir = folder(bad)
        val h = game(dir)
        assertTrue(h.latest.notice!!.startsWith("The saved game could not be read"), h.latest.notice)
        assertTrue(h.latest.moveList.isEmpty())
        assertNull(h.latest.firstGame, "not a first launch")
        val aside = dir.listFiles()!!.single { it.name.startsWith("session.unreadable-") }
        assertEquals(bad, aside.readText(), "kept as it was")
        h.tap("c2")
        assertNull(h.latest.notice)
    }

    @Test
    fun nothingIsShownUntilTheGameIsOpenAndCommandsWait() {
        val release = CountDownLatch(1)
        val store = Store(folder("[White \"human\"]\n[Black \"human\"]\n\n1. c2-c3 *").path)
        val main = Main()
        try {
            val shown = CopyOnWriteArrayList<GameState>()
            var ran = 0
            val controller = main.run {
                GameController(main.scope, {
                    withContext(Dispatchers.IO) { release.await(15, TimeUnit.SECONDS) }
                    openGame(store, 1uL)
                }).also { c ->
                    c.attach { s, _ -> shown += s }
                    c.whenReady { ran++ }
                }
            }
            main.run {
                assertFalse(controller.ready, "not ready while the game is read")
                controller.tap(point("c4")) // ignored: there is no game yet
                controller.newGame()
            }
            assertTrue(shown.isEmpty(), "no state before the game is read")
            assertEquals(0, main.run { ran })
            release.countDown()
            waitFor("the game") { main.run { controller.ready }.takeIf { it } }
            assertEquals(1, main.run { ran }, "whenReady ran once the game was read")
            assertEquals(listOf("c2-c3"), shown.first().moveList, "the saved game, untouched by the early commands")
            main.run { controller.whenReady { ran++ } }
            assertEquals(2, main.run { ran }, "once ready, whenReady runs at once")
        } finally {
            main.close()
        }
    }

    @Test
    fun capturesAreEnteredJumpByJumpAndTheLastJumpIsAnimated() {
        val dir = folder("[White \"human\"]\n[Black \"human\"]\n[Position \"-----/-----/-bbb-/-w---/----- w - 0\"]\n*")
        val h = game(dir)
        h.tap("b2", "b4")
        val jumping = h.latest
        assertTrue(jumping.keepJumping)
        assertEquals(listOf(point("b2"), point("b4")), jumping.pendingPath)
        assertEquals(Piece.EMPTY, jumping.points[point("b3")].piece)
        assertNull(h.shown.last().second, "nothing is played before the capture is complete")
        h.tap("c5")
        assertNotNull(h.latest.notice, "a wrong landing point is refused")
        assertTrue(h.latest.keepJumping, "and the capture goes on")
        h.tap("d2", "d4")
        val move = h.played.single()
        assertEquals("b2-b4-d2-d4", move.info.notation)
        assertEquals(2u, move.firstHop, "the jumps entered were shown already")
        assertEquals(listOf("b3", "c3", "d3").map(::point), move.hops.map { it.captured })
        assertEquals(GameStatus.Won(Side.WHITE, WinReason.NO_PIECES_LEFT), h.latest.status)
        assertTrue(h.latest.gameOver.any { it.action == GameOverAction.REVIEW })
    }

    @Test
    fun undoWhileTheAiThinksNeverPlaysAStaleMove() {
        val dir = folder(withChoiceForBlack("master"))
        val h = game(dir)
        h.tap("e3", "c3")
        h.await("the AI thinking") { it.thinking }
        h.onMain { h.controller.undo() }
        val back = h.latest
        assertTrue(back.humanToMove && !back.thinking)
        assertEquals(2, back.moveList.size)
        Thread.sleep(300) // a cancelled search stops within milliseconds
        assertEquals(2, h.onMain { h.controller.state }.moveList.size, "the cancelled search played nothing")
        assertEquals(listOf("e3-c3"), h.played.map { it.info.notation })
        waitFor("the undo saved") { saved(dir).takeIf { GameSession.restore(it).state().moveList.size == 2 } }
    }

    @Test
    fun pauseStopsTheAiAndResumeStartsItAgain() {
        val h = game(folder(masterOffTheProof))
        h.await("the AI thinking at once") { it.thinking }
        h.onMain { h.controller.pause() }
        assertFalse(h.latest.thinking)
        h.onMain { h.controller.setOptions(twoHumans.copy(white = Player.Ai(AiLevel.EASY))) }
        Thread.sleep(300)
        assertFalse(h.onMain { h.controller.state }.thinking, "nothing starts while paused")
        assertEquals(4, h.latest.moveList.size)
        h.onMain { h.controller.resume() }
        h.await("the AI's move after resume") { it.moveList.size == 5 }
        assertEquals(Side.WHITE, waitFor("the move shown") { h.played.singleOrNull() }.info.side)
    }

    @Test
    fun aHintIsShownUntilAMoveIsPlayed() {
        val h = game(options = twoHumans)
        h.onMain { h.controller.pressHint() }
        val withHint = h.await("a hint") { it.hint != null }
        val hint = withHint.hint!!
        assertEquals(Side.WHITE, hint.side)
        assertEquals("c2-c3", hint.notation, "the proven win from the start")
        assertTrue(withHint.moveList.isEmpty(), "a hint plays nothing")
        h.tap(geometry.points[hint.path[0]].name)
        assertNotNull(h.latest.hint, "the hint stays while the move is entered")
        h.tap(geometry.points[hint.path[1]].name)
        assertNull(h.latest.hint, "and goes once a move is played")
    }

    @Test
    fun twoAisPlayAWholeGameByThemselves() {
        val ai = Player.Ai(AiLevel.BEGINNER)
        val h = game(options = twoHumans.copy(white = ai, black = ai))
        val end = waitFor("the end of the game") { h.onMain { h.controller.state }.takeIf { it.status != GameStatus.Ongoing } }
        assertTrue(end.status is GameStatus.Won)
        waitFor("every move shown") { h.played.takeIf { it.size >= end.moveList.size } }
        assertEquals(end.moveList, h.played.map { it.info.notation }, "every move was shown as played once, in order")
        h.onMain { h.controller.newGame() }
        h.await("the next game under way") { it.moveList.isNotEmpty() }
    }

    @Test
    fun aListenerAttachedAgainGetsTheCurrentState() {
        val h = game(options = twoHumans)
        h.detach()
        val count = h.shown.size
        h.tap("c2", "c3")
        assertEquals(count, h.shown.size, "a detached listener is not called")
        val states = mutableListOf<Pair<GameState, PlayedMove?>>()
        h.onMain { h.controller.attach { s, p -> states += s to p } }
        assertEquals(listOf("c2-c3"), states.first().first.moveList)
        assertNull(states.first().second, "nothing to animate on a new attach")
    }

    @Test
    fun theControllerPlaysEachChangesCuesOnTheScreensOutputAsTheOptionsSay() {
        val h = game(options = twoHumans)
        h.detach()
        val output = RecordingCueOutput()
        h.onMain { h.controller.attach({ _, _ -> }, output) }
        assertTrue(output.sounds.isEmpty() && output.touches.isEmpty(), "the state found is not news")
        h.tap("c2", "c3")
        assertTrue(Sound.MOVE in output.sounds, "a move sounds: ${output.sounds}")
        assertTrue(Haptic.MOVE in output.touches, "and is felt: ${output.touches}")
        // Sound off: Black's capture is felt, not heard.
        h.onMain { h.controller.setOptions(h.controller.options().copy(sound = false)) }
        val heard = output.sounds.size
        val felt = output.touches.size
        h.tap("c4", "c2")
        assertEquals(2, h.onMain { h.controller.state.moveList }.size, "Black's capture is played")
        assertEquals(heard, output.sounds.size, "sound is off")
        assertTrue(output.touches.size > felt, "touch is on")
        // Another screen attached without an output: nothing plays on the first one's.
        h.onMain { h.controller.setOptions(h.controller.options().copy(sound = true)) }
        val before = Triple(output.sounds.size, output.touches.size, output.said.size)
        h.onMain { h.controller.attach({ _, _ -> }, null) }
        h.tap("c1", "c3")
        assertEquals(3, h.onMain { h.controller.state.moveList }.size, "White's capture is played")
        assertEquals(before, Triple(output.sounds.size, output.touches.size, output.said.size), "nothing on an output no longer attached")
    }

    @Test
    fun aTapWhileTheAiIsToMoveIsRefused() {
        val h = game(folder(masterOffTheProof))
        h.await("the AI thinking") { it.thinking }
        h.tap("c2")
        val notice = assertNotNull(h.latest.notice)
        assertTrue(notice.contains("not your turn"), notice)
        assertTrue(h.latest.thinking, "the search goes on")
    }

    @Test
    fun theFirstLaunchChoiceIsAskedOnce() {
        val dir = folder()
        val h = game(dir)
        assertNotNull(h.latest.firstGame)
        // The person takes Black against an easy AI: the AI (White) opens at once.
        h.onMain { h.controller.chooseFirstGame(FirstGameChoice.Computer(AiLevel.EASY, Side.BLACK)) }
        assertNull(h.latest.firstGame)
        assertTrue(h.latest.flipped, "Black's side at the bottom")
        h.await("White's (the AI's) first move") { it.moveList.size == 1 && it.humanToMove }
        waitFor("saved") { saved(dir).takeIf { it.contains("ai:easy") } }
        h.close()
        assertNull(game(dir).latest.firstGame, "the next start finds the save: no question")
        // Declined: the game set up underneath stays, against the level offered.
        val other = game()
        other.onMain { other.controller.chooseFirstGame(null) }
        assertNull(other.latest.firstGame)
        assertEquals(defaultOptions().copy(black = Player.Ai(AiLevel.BEGINNER)), other.onMain { other.controller.options() })
    }

    @Test
    fun aGameRecordGoesOutComesBackInAndCanBeUndone() {
        val h = game(options = twoHumans)
        h.tap("c2", "c3")
        val record = h.onMain { h.controller.exportRecord() }
        assertTrue(record.contains("c2-c3"), record)
        val other = game(options = twoHumans)
        other.tap("d3", "c3")
        other.onMain { other.controller.importRecord(record) }
        assertEquals(listOf("c2-c3"), other.latest.moveList)
        assertTrue(other.latest.notice!!.contains("Undo"), other.latest.notice)
        other.onMain { other.controller.undo() }
        assertEquals(listOf("d3-c3"), other.latest.moveList, "the game it replaced is back")
        // One that does not read changes nothing and says why.
        other.onMain { other.controller.importRecord("1. a1-e5 *") }
        assertTrue(other.latest.notice!!.isNotBlank())
        assertEquals(listOf("d3-c3"), other.latest.moveList)
    }

    @Test
    fun aDocumentIsReadOffTheMainThreadAndNoFurtherThanARecordCanBe() {
        val h = game(options = twoHumans)
        var readOn: String? = null
        h.onMain {
            h.controller.openRecord({ readOn = Thread.currentThread().name; ByteArrayInputStream("1. c2-c3 *".toByteArray()) }) { fail(it) }
        }
        h.await("the record opened") { it.moveList == listOf("c2-c3") }
        assertNotEquals("main", readOn)
        // An endless document: read up to just past a record's length, then refused.
        var handed = 0L
        val endless = object : java.io.InputStream() {
            override fun read(): Int = 'x'.code.also { handed++ }
            override fun read(b: ByteArray, off: Int, len: Int): Int {
                java.util.Arrays.fill(b, off, off + len, 'x'.code.toByte())
                handed += len
                return len
            }
        }
        h.onMain { h.controller.openRecord({ endless }) { fail(it) } }
        val refused = h.await("the refusal") { it.notice?.contains("long") == true }
        assertEquals(listOf("c2-c3"), refused.moveList, "the game is unchanged")
        assertTrue(handed <= maxRecordBytes().toLong() + 8192, "read $handed bytes")
        // A document that cannot be read: the reason goes to the screen, nothing changes.
        var failure: String? = null
        h.onMain { h.controller.openRecord({ throw java.io.IOException("gone") }) { failure = it } }
        waitFor("the failure") { h.onMain { failure } }
        assertEquals("gone", h.onMain { failure })
        // Whatever another app's provider throws, not only an IOException: said, nothing changes.
        failure = null
        h.onMain { h.controller.openRecord({ throw IllegalStateException("the provider died") }) { failure = it } }
        waitFor("the second failure") { h.onMain { failure } }
        assertEquals("the provider died", h.onMain { failure })
        assertEquals(listOf("c2-c3"), h.onMain { h.controller.state.moveList }, "the game is unchanged")
    }

    @Test
    fun puzzlesAreSolvedByTapsAndTheirProgressKept() {
        val dir = folder()
        val store = Store(dir.path)
        val h = Harness { scope -> PuzzleController(scope) { openPuzzles(store) } }
        harnesses += h
        val number = h.latest.number
        // The winning line, found on puzzles of the test's own.
        while (!h.onMain { h.controller.state }.solved) {
            val state = h.onMain { h.controller.state }
            val path = state.legalMoves.map { it.path }.first { path ->
                val probe = Puzzles(emptyList())
                probe.open(number)
                state.played.filter { it.side == state.person }.forEach { probe.playMove(it.path) }
                probe.playMove(path) != PuzzleMoveOutcome.Missed
            }
            path.forEach { p -> h.onMain { h.controller.tap(p) } }
            h.await("the move judged") { !it.busy }
        }
        assertEquals("1 of ${h.onMain { h.controller.list() }.size} puzzles solved", h.latest.progressText)
        waitFor("the progress kept") { File(dir, "puzzles.txt").takeIf { it.isFile }?.readText()?.takeIf { it.contains("solved $number") } }
        h.onMain { h.controller.next() }
        assertNotEquals(number, h.latest.number)
    }

    @Test
    fun theReviewIsTheSessionsAndPicksUpWhereItIs() {
        val h = game(options = twoHumans)
        h.tap("c2", "c3", "c4", "c2")
        val review = h.onMain { h.controller.review() }
        val r = Harness(h.main) { review }
        harnesses += r
        val done = r.await("the review") { it.review != null }
        assertEquals(listOf("1.", "1…"), done.review!!.plies.map { it.number })
        r.onMain { r.controller.select(1) }
        assertEquals(1u, r.latest.selected)
        // A screen built again finds the same review, with the ply picked.
        val again = h.onMain { h.controller.review() }
        val r2 = Harness(h.main) { again }
        assertEquals(1u, r2.latest.selected)
    }
}

/** A person is to move: the board offers pieces to select (the state no longer says it in a field of its own, as no screen read it). */
