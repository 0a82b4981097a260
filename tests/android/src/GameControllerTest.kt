// JVM tests of the Android app's GameController (android/app/src/main/java/app/alquerque/
// controller), against the host build of the Rust library through the generated bindings.
// The controller's thread is a single-thread executor standing in for Android's main thread.

package app.alquerque.test

import app.alquerque.controller.FileGameStore
import app.alquerque.controller.GameController
import app.alquerque.controller.GameScreen
import app.alquerque.controller.GameStore
import app.alquerque.controller.Notice
import app.alquerque.controller.SavedGame
import app.alquerque.core.AiLevel
import app.alquerque.core.GameSession
import app.alquerque.core.GameStatus
import app.alquerque.core.MoveInfo
import app.alquerque.core.Options
import app.alquerque.core.Piece
import app.alquerque.core.Player
import app.alquerque.core.Side
import app.alquerque.core.Variant
import app.alquerque.core.boardGeometry
import app.alquerque.core.defaultOptions
import java.util.concurrent.CopyOnWriteArrayList
import java.util.concurrent.Executors
import java.util.concurrent.atomic.AtomicInteger
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.asCoroutineDispatcher
import kotlinx.coroutines.cancel
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertIs
import kotlin.test.assertNotEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue
import kotlin.test.fail
import kotlin.coroutines.CoroutineContext
import kotlin.coroutines.EmptyCoroutineContext

/** The save file's stand-in: keeps the last save and counts them. */
class MemoryStore(@Volatile var saved: String? = null) : GameStore {
    val saves = AtomicInteger()

    /** The thread [load] ran on. */
    @Volatile var loadedOn: String? = null

    override fun load(): SavedGame {
        loadedOn = Thread.currentThread().name
        return saved?.let { SavedGame.Found(it) } ?: SavedGame.None
    }

    override fun save(saved: String) {
        this.saved = saved
        saves.incrementAndGet()
    }

    /** The last unreadable save set aside. */
    @Volatile var setAsideText: String? = null

    override fun setAside() {
        setAsideText = saved
        saved = null
    }
}

/** A controller on its own "main thread", with every screen it shows recorded. */
class Harness(
    val store: GameStore = MemoryStore(),
    seed: ULong = 1uL,
    aiPauseMillis: Long = 0,
    searchContext: CoroutineContext = EmptyCoroutineContext,
    loadContext: CoroutineContext = Dispatchers.IO,
) {
    private val executor = Executors.newSingleThreadExecutor { Thread(it, "main") }
    private val main = executor.asCoroutineDispatcher()
    val scope = CoroutineScope(SupervisorJob() + main)
    val shown = CopyOnWriteArrayList<Pair<GameScreen, MoveInfo?>>()
    val controller: GameController = onMain {
        GameController(store, scope, aiPauseMillis, searchContext, loadContext = loadContext) { GameSession.withSeed(it, seed) }
    }
    private val listener = app.alquerque.controller.ScreenListener { screen, played ->
        assertEquals("main", Thread.currentThread().name, "screens are shown on the main thread")
        shown += screen to played
    }

    init {
        onMain { controller.attach(listener) }
        // The save is read off the main thread; the first screen follows.
        val end = System.currentTimeMillis() + 15_000
        while (!onMain { controller.ready }) {
            if (System.currentTimeMillis() > end) fail("the saved game was not read within 15 s")
            Thread.sleep(5)
        }
        assertTrue(shown.isNotEmpty(), "the first screen is shown once ready")
    }

    /** The store, as the in-memory one most tests use. */
    val memory: MemoryStore get() = store as MemoryStore

    fun <T> onMain(block: () -> T): T = runBlocking(main) { block() }

    val latest: GameScreen get() = shown.last().first

    val played: List<MoveInfo> get() = shown.mapNotNull { it.second }

    /** Waits until the latest screen fits [test]; fails after [millis]. */
    fun await(what: String, millis: Long = 15_000, test: (GameScreen) -> Boolean): GameScreen {
        val end = System.currentTimeMillis() + millis
        while (System.currentTimeMillis() < end) {
            val s = onMain { controller.screen }
            if (test(s)) return s
            Thread.sleep(10)
        }
        fail("timed out waiting for: $what; last status: ${onMain { controller.screen }.board.statusText}")
    }

    fun detach() = onMain { controller.detach(listener) }

    /**
     * Waits until every coroutine the controller started has finished (failing after
     * [millis]): a cancelled search has then returned and ended its turn, and whatever it would
     * have played or started would be shown. What a test then asserts did not happen, did not.
     */
    fun settle(millis: Long = 15_000) = runBlocking {
        val job = scope.coroutineContext[Job]!!
        withTimeout(millis) {
            while (true) {
                val running = job.children.filter { it.isActive }.toList()
                if (running.isEmpty()) break
                running.forEach { it.join() }
            }
        }
    }

    fun close() {
        onMain { controller.pause() }
        scope.cancel()
        executor.shutdown()
    }
}

class GameControllerTest {
    private val geometry = boardGeometry()
    private val harnesses = mutableListOf<Harness>()

    private fun point(name: String): Int = geometry.points.first { it.name == name }.index

    private fun harness(
        store: GameStore = MemoryStore(),
        seed: ULong = 1uL,
        options: Options? = null,
        searchContext: CoroutineContext = EmptyCoroutineContext,
    ): Harness {
        val h = Harness(store, seed, searchContext = searchContext)
        harnesses += h
        if (options != null) h.onMain { h.controller.setOptions(options) }
        return h
    }

    private fun Harness.tap(vararg names: String) = names.forEach { n -> onMain { controller.tap(point(n)) } }

    private val twoHumans = defaultOptions().copy(white = Player.Human, black = Player.Human)

    /**
     * A saved game after 1. d3-c3 b3-d3, White (human) to capture with e3-c3, after which
     * Black (the AI at [level]) has a real choice (the replies before are forced).
     */
    private fun withChoiceForBlack(level: String) =
        "[White \"human\"]\n[Black \"ai:$level\"]\n\n1. d3-c3 b3-d3 *"

    @AfterEach
    fun closeAll() = harnesses.forEach { it.close() }

    @Test
    fun aFreshStartIsANewGameAndIsSaved() {
        val h = harness()
        val s = h.latest
        assertEquals(25, s.board.points.size)
        assertTrue(s.board.moveList.isEmpty())
        assertTrue(s.board.humanToMove, "you play White against the AI by default")
        assertEquals(defaultOptions(), s.options)
        assertNull(s.notice)
        val saved = assertNotNull(h.memory.saved, "the new game is saved at once")
        assertEquals(s.board, GameSession.restore(saved).state())
    }

    @Test
    fun tapsSelectMoveAndRefuseWithTheSessionsReason() {
        val h = harness(options = twoHumans)
        val before = h.latest.board
        val savesBefore = h.memory.saves.get()
        h.tap("c2")
        assertTrue(h.latest.board.points[point("c2")].selected)
        assertTrue(h.latest.board.points[point("c3")].target, "targets are shown by default")
        assertEquals(savesBefore, h.memory.saves.get(), "a selection is not a change of the saved game")
        val selected = h.latest.board
        h.tap("c4")
        val refused = assertIs<Notice.Refused>(h.latest.notice)
        assertTrue(refused.reason.isNotBlank())
        assertEquals(selected, h.latest.board, "a refused tap changes nothing")
        h.tap("c3")
        val (screen, played) = h.shown.last()
        assertEquals("c2-c3", played?.notation)
        assertEquals(listOf("c2-c3"), screen.board.moveList)
        assertNull(screen.notice, "a move clears the notice")
        assertNotEquals(before, screen.board)
        assertTrue(h.memory.saved!!.contains("c2-c3"), "every move is saved")
    }

    @Test
    fun theAiAnswersByItselfOffTheMainThreadWithProgress() {
        val h = harness(MemoryStore(withChoiceForBlack("medium")))
        h.tap("e3", "c3")
        val after = h.await("the AI's reply") { it.board.moveList.size == 4 && it.board.humanToMove }
        assertEquals(Side.BLACK, h.played.last().side)
        assertEquals(listOf("e3-c3", after.board.moveList[3]), h.played.map { it.notation })
        assertTrue(h.shown.any { it.first.board.thinking }, "the screen showed the AI thinking")
        assertTrue(h.shown.any { it.first.progress != null }, "the screen showed the search's progress")
        assertNull(after.progress, "no progress once the search is over")
        assertTrue(h.memory.saved!!.contains(after.board.moveList[3]), "the AI's move is saved")
    }

    @Test
    fun theGameAndTheOptionsSurviveTheProcess() {
        val store = MemoryStore()
        val first = harness(store, options = twoHumans.copy(showTargets = false, reversalAllowed = true))
        first.tap("c2", "c3", "c4", "c2")
        first.onMain { first.controller.undo() }
        val board = first.latest.board
        val options = first.latest.options
        assertTrue(board.canRedo)
        first.close()
        harnesses.remove(first)

        val second = harness(store)
        assertEquals(options, second.latest.options)
        assertFalse(second.latest.options.showTargets)
        assertEquals(board, second.latest.board)
        second.onMain { second.controller.redo() }
        assertEquals(2, second.latest.board.moveList.size, "the undone move came back after the restart")
    }

    @Test
    fun anUnreadableSaveStartsANewGameAndSaysSo() {
        val bad = "[Variant \"chess\"]\n1. e5-e4 *"
        val store = MemoryStore(bad)
        val h = harness(store)
        assertIs<Notice.RestoreFailed>(h.latest.notice)
        assertEquals(bad, store.setAsideText, "the unreadable save is kept apart, not destroyed")
        assertTrue(h.latest.board.moveList.isEmpty())
        GameSession.restore(store.saved!!) // the bad save was replaced by a good one
        h.tap("c2")
        assertNull(h.latest.notice)
    }

    @Test
    fun theSaveIsReadOffTheMainThreadAndCommandsWaitForIt() {
        val release = java.util.concurrent.CountDownLatch(1)
        val loading = java.util.concurrent.CountDownLatch(1)
        val store = object : GameStore {
            @Volatile var loadedOn: String? = null
            @Volatile var saved: String? = "[White \"human\"]\n[Black \"human\"]\n\n1. c2-c3 *"
            override fun load(): SavedGame {
                loadedOn = Thread.currentThread().name
                loading.countDown()
                release.await()
                return SavedGame.Found(saved!!)
            }
            override fun save(saved: String) { this.saved = saved }
            override fun setAside() { fail("a readable save is not set aside") }
        }
        val executor = Executors.newSingleThreadExecutor { Thread(it, "main") }
        val main = executor.asCoroutineDispatcher()
        val scope = CoroutineScope(SupervisorJob() + main)
        try {
            val shown = CopyOnWriteArrayList<GameScreen>()
            val ran = AtomicInteger()
            val controller = runBlocking(main) {
                GameController(store, scope, loadContext = Dispatchers.IO).also { c ->
                    c.attach { screen, _ -> shown += screen }
                    c.whenReady { ran.incrementAndGet() }
                }
            }
            assertTrue(loading.await(15, java.util.concurrent.TimeUnit.SECONDS), "the save is being read")
            runBlocking(main) {
                assertFalse(controller.ready, "not ready while the save is being read")
                controller.tap(point("c4")) // ignored: there is no game yet
                controller.newGame()
            }
            assertTrue(shown.isEmpty(), "no screen before the save is read")
            assertEquals(0, ran.get())
            release.countDown()
            val end = System.currentTimeMillis() + 15_000
            while (!runBlocking(main) { controller.ready } && System.currentTimeMillis() < end) Thread.sleep(5)
            assertNotEquals("main", store.loadedOn, "the save is read off the main thread")
            assertEquals(1, ran.get(), "whenReady ran once the save was read")
            assertEquals(listOf("c2-c3"), shown.single().board.moveList, "the saved game, untouched by the early commands")
            assertTrue(store.saved!!.contains("c2-c3"))
            runBlocking(main) { controller.whenReady { ran.incrementAndGet() } }
            assertEquals(2, ran.get(), "once ready, whenReady runs at once")
        } finally {
            scope.cancel()
            executor.shutdown()
        }
    }

    @Test
    fun anUnreadableSaveFileIsSetAsideAndNeverOverwritten(@TempDir dir: java.io.File) {
        val bytes = byteArrayOf(0x5b, 0xC3.toByte(), 0x28, 0xFF.toByte(), 0x0A)
        val store = FileGameStore(dir)
        dir.resolve(FileGameStore.SAVE_NAME).writeBytes(bytes)
        val h = harness(store)
        val notice = assertIs<Notice.RestoreFailed>(h.latest.notice)
        assertFalse(notice.keptInPlace)
        assertTrue(h.latest.board.moveList.isEmpty(), "a new game started")
        val aside = store.setAsideFiles().single()
        assertTrue(bytes.contentEquals(aside.readBytes()), "the unreadable bytes are kept as they were")
        GameSession.restore(store.file.readText()) // the new game is saved in its place
        h.close()
        harnesses.remove(h)

        // A save the session refuses joins it; the first one is kept.
        store.file.writeText("[Variant \"chess\"]\n1. e5-e4 *")
        val again = harness(FileGameStore(dir))
        assertIs<Notice.RestoreFailed>(again.latest.notice)
        assertEquals(2, store.setAsideFiles().size)
        assertTrue(bytes.contentEquals(store.setAsideFiles().first().readBytes()))
        assertEquals("[Variant \"chess\"]\n1. e5-e4 *", store.setAsideFiles().last().readText())
    }

    @Test
    fun aSaveThatCannotBeSetAsideIsNeverSavedOver(@TempDir dir: java.io.File) {
        val files = FileGameStore(dir)
        val bytes = byteArrayOf(0xFF.toByte(), 0xFE.toByte(), 0x00, 0x41)
        files.file.writeBytes(bytes)
        val store = object : GameStore by files {
            override fun setAside() { throw java.io.IOException("read-only storage") }
        }
        val h = harness(store, options = twoHumans)
        val notice = assertIs<Notice.RestoreFailed>(h.latest.notice)
        assertTrue(notice.keptInPlace)
        h.tap("c2", "c3")
        assertEquals(listOf("c2-c3"), h.latest.board.moveList, "the game goes on in memory")
        assertEquals(notice, h.latest.notice, "the player is still told the game is not saved")
        assertTrue(bytes.contentEquals(files.file.readBytes()), "the unreadable save is untouched")
    }

    @Test
    fun capturesAreEnteredJumpByJumpWithTheCue() {
        val store = MemoryStore(
            "[White \"human\"]\n[Black \"human\"]\n[Position \"-----/-----/-bbb-/-w---/----- w - 0\"]\n*",
        )
        val h = harness(store)
        val start = h.latest.board
        assertTrue(start.mustCapture)
        assertEquals(listOf(point("b2")), start.points.filter { it.selectable }.map { it.index })
        h.tap("b2", "b4")
        val jumping = h.latest.board
        assertTrue(jumping.keepJumping)
        assertEquals(listOf(point("b2"), point("b4")), jumping.pendingPath)
        assertEquals(Piece.EMPTY, jumping.points[point("b3")].piece)
        assertNull(h.shown.last().second, "nothing is played before the capture is complete")
        h.tap("c5")
        assertIs<Notice.Refused>(h.latest.notice, "a wrong landing point is refused")
        assertTrue(h.latest.board.keepJumping, "and the capture goes on")
        // The process may die mid-capture: the jump already made comes back.
        val again = harness(MemoryStore(store.saved))
        assertEquals(jumping.pendingPath, again.latest.board.pendingPath)
        assertTrue(again.latest.board.keepJumping)
        h.tap("d2", "d4")
        val move = assertNotNull(h.shown.last().second)
        assertEquals("b2-b4-d2-d4", move.notation)
        assertEquals(listOf("b3", "c3", "d3").map(::point), move.captured)
        assertEquals(GameStatus.Won(Side.WHITE, true), h.latest.board.status)
        h.tap("a1")
        assertIs<Notice.Refused>(h.latest.notice, "no taps after the end")
    }

    @Test
    fun undoWhileTheAiThinksNeverPlaysAStaleMove() {
        val h = harness(MemoryStore(withChoiceForBlack("master")))
        h.tap("e3", "c3")
        h.await("the AI thinking") { it.board.thinking }
        h.onMain { h.controller.undo() }
        val back = h.await("back before e3-c3") { !it.board.thinking && it.board.moveList.size == 2 }
        assertTrue(back.board.humanToMove)
        h.settle() // the cancelled search has returned
        assertFalse(h.latest.board.thinking)
        assertEquals(2, h.latest.board.moveList.size, "the cancelled search played nothing")
        assertEquals(listOf("e3-c3"), h.played.map { it.notation })
        assertEquals(2, GameSession.restore(h.memory.saved!!).state().moveList.size)
    }

    @Test
    fun pauseStopsTheAiAndResumeStartsItAgain() {
        val h = harness(options = twoHumans.copy(white = Player.Ai(AiLevel.MASTER)))
        h.await("the AI thinking at once") { it.board.thinking }
        h.onMain { h.controller.pause() }
        h.await("the search stopped") { !it.board.thinking }
        h.onMain { h.controller.setOptions(twoHumans.copy(white = Player.Ai(AiLevel.EASY))) }
        h.settle() // a search started by mistake would have played by now
        assertFalse(h.latest.board.thinking, "nothing starts while paused")
        assertTrue(h.latest.board.moveList.isEmpty())
        h.onMain { h.controller.resume() }
        val moved = h.await("the AI's move after resume") { it.board.moveList.size == 1 }
        assertTrue(moved.board.humanToMove)
        assertEquals(Side.WHITE, h.played.single().side)
    }

    @Test
    fun aHintIsShownUntilAMoveIsPlayed() {
        val h = harness(options = twoHumans)
        h.onMain { h.controller.hint() }
        val withHint = h.await("a hint") { it.hint != null }
        val hint = withHint.hint!!
        assertEquals(Side.WHITE, hint.side)
        assertTrue(hint.notation in listOf("b2-c3", "c2-c3", "d2-c3", "d3-c3"), hint.notation)
        assertTrue(withHint.board.moveList.isEmpty(), "a hint plays nothing")
        assertFalse(withHint.board.thinking)
        h.tap(geometry.points[hint.path[0]].name)
        assertNotNull(h.latest.hint, "the hint stays while the move is entered")
        h.tap(geometry.points[hint.path[1]].name)
        assertNull(h.latest.hint, "and goes once a move is played")
        assertEquals(hint.notation, h.played.single().notation)
    }

    @Test
    fun twoAisPlayAWholeGameByThemselves() {
        val ai = Player.Ai(AiLevel.BEGINNER)
        val h = harness(options = twoHumans.copy(white = ai, black = ai, variant = Variant.STANDARD))
        val end = h.await("the end of the game", millis = 120_000) { it.board.status != GameStatus.Ongoing }
        assertIs<GameStatus.Won>(end.board.status)
        assertEquals(end.board.moveList, h.played.map { it.notation }, "every move was shown as played once")
        assertFalse(end.board.aiToMove)
        h.onMain { h.controller.newGame() }
        h.await("the next game under way") { it.board.moveList.isNotEmpty() }
    }

    @Test
    fun aListenerAttachedAgainGetsTheCurrentScreen() {
        val h = harness(options = twoHumans)
        h.detach()
        val count = h.shown.size
        h.tap("c2", "c3")
        assertEquals(count, h.shown.size, "a detached listener is not called")
        val screens = mutableListOf<Pair<GameScreen, MoveInfo?>>()
        h.onMain { h.controller.attach { s, p -> screens += s to p } }
        assertEquals(listOf("c2-c3"), screens.single().first.board.moveList)
        assertNull(screens.single().second, "nothing to animate on a new attach")
    }

    @Test
    fun aTapWhileTheAiIsToMoveIsRefused() {
        val h = harness(options = twoHumans.copy(white = Player.Ai(AiLevel.MASTER)))
        h.await("the AI thinking") { it.board.thinking }
        h.tap("c2")
        val notice = assertIs<Notice.Refused>(h.latest.notice)
        assertTrue(notice.reason.contains("not your turn"), notice.reason)
        assertTrue(h.latest.board.thinking, "the search goes on")
    }

    @Test
    fun theFirstLaunchOffersTheChoiceOnce() {
        val store = MemoryStore()
        val h = harness(store)
        assertTrue(h.onMain { h.controller.welcomePending }, "no save yet: ask how to play")
        assertEquals(defaultOptions(), h.onMain { h.controller.options() }, "the AI default stands meanwhile")
        // The person takes Black against an easy AI: the AI (White) opens at once.
        val chosen = defaultOptions().copy(white = Player.Ai(AiLevel.EASY), black = Player.Human)
        h.onMain { h.controller.welcome(chosen) }
        assertFalse(h.onMain { h.controller.welcomePending })
        assertEquals(chosen.white, h.latest.options.white)
        assertEquals(Player.Human, h.latest.options.black)
        val moved = h.await("White's (the AI's) first move") { it.board.moveList.size == 1 }
        assertTrue(moved.board.humanToMove)
        // The next start finds the save: no question.
        val again = harness(MemoryStore(store.saved))
        assertFalse(again.onMain { again.controller.welcomePending })
        // A new game or new options settle the question too.
        val byNewGame = harness()
        byNewGame.onMain { byNewGame.controller.newGame() }
        assertFalse(byNewGame.onMain { byNewGame.controller.welcomePending })
        val byOptions = harness()
        byOptions.onMain { byOptions.controller.setOptions(twoHumans) }
        assertFalse(byOptions.onMain { byOptions.controller.welcomePending })
    }

    @Test
    fun decliningTheFirstLaunchChoiceKeepsTheDefaultGame() {
        val h = harness()
        h.onMain { h.controller.welcome(null) }
        assertFalse(h.onMain { h.controller.welcomePending })
        assertEquals(defaultOptions(), h.latest.options)
        assertTrue(h.latest.board.moveList.isEmpty())
        // Two players on one device, chosen instead:
        val other = harness()
        other.onMain { other.controller.welcome(twoHumans) }
        assertEquals(Player.Human, other.latest.options.white)
        assertEquals(Player.Human, other.latest.options.black)
    }

    @Test
    fun aGameRecordGoesOutAndComesBackIn() {
        val h = harness(options = twoHumans)
        h.tap("c2", "c3")
        val record = h.onMain { h.controller.exportRecord() }
        assertTrue(record.contains("c2-c3"), record)

        val other = harness(options = twoHumans)
        assertTrue(other.onMain { other.controller.importRecord(record) })
        assertEquals(listOf("c2-c3"), other.latest.board.moveList)
        assertNull(other.latest.notice)
        assertEquals(GameSession.restore(other.memory.saved!!).state().moveList, listOf("c2-c3"), "saved at once")
    }

    @Test
    fun anUnreadableGameRecordChangesNothingAndSaysWhy() {
        val h = harness(options = twoHumans)
        h.tap("c2", "c3")
        val saves = h.memory.saves.get()
        assertFalse(h.onMain { h.controller.importRecord("1. a1-e5 *") })
        val notice = assertIs<Notice.Refused>(h.latest.notice)
        assertTrue(notice.reason.isNotBlank())
        assertEquals(listOf("c2-c3"), h.latest.board.moveList, "the game is unchanged")
        assertEquals(saves, h.memory.saves.get(), "nothing was saved")
    }

    @Test
    fun searchesStartOnTheSearchContext() {
        val dispatched = AtomicInteger()
        val executor = Executors.newSingleThreadExecutor { Thread(it, "search") }
        val search = object : CoroutineDispatcher() {
            override fun dispatch(context: CoroutineContext, block: Runnable) {
                dispatched.incrementAndGet()
                executor.execute(block)
            }
        }
        try {
            val h = harness(options = twoHumans, searchContext = search)
            h.onMain { h.controller.hint() }
            h.await("a hint") { it.hint != null }
            assertTrue(dispatched.get() > 0, "the hint's search was started on the search context")
            h.onMain { h.controller.setOptions(twoHumans.copy(black = Player.Ai(AiLevel.BEGINNER))) }
            val before = dispatched.get()
            h.tap("c2", "c3")
            h.await("Black's (the AI's) answer") { it.board.moveList.size == 2 }
            assertTrue(dispatched.get() > before, "the AI's search was started on the search context")
        } finally {
            executor.shutdown()
        }
    }
}
