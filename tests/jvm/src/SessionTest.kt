// JVM tests of the generated Kotlin bindings, against the host build of the Rust library.
// They exercise every exported call the apps use, through the same generated code.

package app.alquerque.test

import app.alquerque.core.AiLevel
import app.alquerque.core.AlquerqueException
import app.alquerque.core.BoardState
import app.alquerque.core.GameSession
import app.alquerque.core.GameStatus
import app.alquerque.core.Options
import app.alquerque.core.Piece
import app.alquerque.core.MoveInfo
import app.alquerque.core.Player
import app.alquerque.core.SearchOutcome
import app.alquerque.core.Side
import app.alquerque.core.TapOutcome
import app.alquerque.core.ThinkingObserver
import app.alquerque.core.ThinkingProgress
import app.alquerque.core.Variant
import app.alquerque.core.aiLevels
import app.alquerque.core.boardGeometry
import app.alquerque.core.defaultOptions
import app.alquerque.core.engineVersion
import app.alquerque.core.rulesText
import app.alquerque.core.startPieces
import app.alquerque.core.thirdPartyNotices
import app.alquerque.core.variantTitle
import app.alquerque.core.variants
import java.util.concurrent.atomic.AtomicInteger
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.awaitAll
import kotlinx.coroutines.delay
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.junit.jupiter.api.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertTrue


/** The move of a search expected to give one (a stale outcome fails the test). */
private fun played(outcome: SearchOutcome): MoveInfo =
    (outcome as? SearchOutcome.Move)?.info ?: error("expected a move, got $outcome")

class SessionTest {
    private val geometry = boardGeometry()

    private fun point(name: String): Int =
        geometry.points.first { it.name == name }.index

    private fun twoHumans() = defaultOptions().copy(white = Player.Human, black = Player.Human)

    private fun selectable(s: BoardState) = s.points.filter { it.selectable }.map { it.index }

    private fun targets(s: BoardState) = s.points.filter { it.target }.map { it.index }

    private fun tapMove(session: GameSession, notation: String): TapOutcome =
        notation.split("-").map { session.tap(point(it)) }.last()

    @Test
    fun geometryAndStaticData() {
        assertEquals(25, geometry.points.size)
        assertEquals(56, geometry.lines.size)
        assertEquals("c3", geometry.points[12].name)
        assertEquals(listOf("a", "b", "c", "d", "e"), geometry.columnLabels)
        assertEquals(6, aiLevels().size)
        assertEquals(AiLevel.BEGINNER, aiLevels().first().level)
        assertTrue(variantTitle(Variant.ALFONSO).contains("Alfonso"))
        assertEquals(listOf(Variant.STANDARD, Variant.ALFONSO), variants().map { it.variant })
        assertEquals(Piece.EMPTY, startPieces()[12])
        assertEquals(12, startPieces().count { it == Piece.WHITE })
        assertTrue(rulesText(Variant.STANDARD, false).joinToString(" ").contains("compulsory"))
        assertTrue(engineVersion().isNotEmpty())
        assertTrue(thirdPartyNotices().any { it.name == "uniffi" && it.license == "MPL-2.0" }, "licences listed")
        assertEquals(Player.Human, defaultOptions().white)
    }

    @Test
    fun aWholeGameByTaps() {
        val session = GameSession.withSeed(twoHumans(), 1uL)
        var choice = 3
        var plies = 0
        while (session.state().status == GameStatus.Ongoing) {
            val s = session.state()
            val from = selectable(s).let { it[choice++ % it.size] }
            session.tap(from)
            while (true) {
                val t = targets(session.state())
                val outcome = session.tap(t[choice++ % t.size])
                if (outcome is TapOutcome.Played) break
                assertTrue(outcome is TapOutcome.KeepJumping)
                assertTrue(session.state().keepJumping)
            }
            plies++
            assertTrue(plies < 400)
        }
        val end = session.state()
        assertTrue(end.status is GameStatus.Won)
        assertEquals(plies, end.moveList.size)
        assertFailsWith<AlquerqueException.GameOver> { session.tap(0) }
    }

    @Test
    fun errorsAreTypedAndChangeNothing() {
        val session = GameSession.withSeed(twoHumans(), 2uL)
        val before = session.state()
        val e = assertFailsWith<AlquerqueException.NotSelectable> { session.tap(point("c3")) }
        assertTrue(e.message!!.contains("empty"), e.message)
        assertFailsWith<AlquerqueException.NoSuchPoint> { session.tap(25) }
        assertEquals(before, session.state())
        session.tap(point("c2"))
        assertFailsWith<AlquerqueException.IllegalMove> { session.tap(point("c4")) }
        assertFailsWith<AlquerqueException.IllegalMove> { session.playNotation("c2-c5") }
        assertFailsWith<AlquerqueException.InvalidRecord> { session.importRecord("1. e5-e4") }
        assertFailsWith<AlquerqueException.InvalidRecord> { GameSession.restore("[Variant \"chess\"]") }
        assertEquals(SearchOutcome.Stale, runBlocking { session.think(null) }, "a person's turn")
        session.clearSelection()
        assertEquals(before, session.state())
    }

    @Test
    fun capturesEnteredJumpByJump() {
        val session = GameSession.withSeed(twoHumans(), 3uL)
        session.importRecord("[Position \"-----/-----/-bbb-/-w---/----- w - 0\"]\n*")
        val s = session.state()
        assertTrue(s.mustCapture)
        assertEquals(listOf(point("b2")), selectable(s))
        session.tap(point("b2"))
        val jump = session.tap(point("b4"))
        assertEquals(TapOutcome.KeepJumping(point("b4")), jump)
        assertEquals(Piece.EMPTY, session.state().points[point("b3")].piece)
        session.tap(point("d2"))
        val played = session.tap(point("d4")) as TapOutcome.Played
        assertEquals("b2-b4-d2-d4", played.mv.notation)
        assertEquals(GameStatus.Won(Side.WHITE, true), session.state().status)
    }

    @Test
    fun thinkWithProgressUndoAndRedo() = runBlocking {
        val options = defaultOptions().copy(black = Player.Ai(AiLevel.MEDIUM))
        val session = GameSession.withSeed(options, 4uL)
        tapMove(session, "d3-c3")
        assertTrue(session.state().aiToMove)
        val mv = played(session.think(null))
        assertEquals("b3-d3", mv.notation)
        tapMove(session, "e3-c3")
        val seen = AtomicInteger()
        val observer = object : ThinkingObserver {
            override fun onProgress(progress: ThinkingProgress) {
                seen.incrementAndGet()
            }
        }
        val reply = played(session.think(observer))
        assertEquals(Side.BLACK, reply.side)
        assertTrue(seen.get() >= 1)
        assertTrue(session.state().humanToMove)
        assertTrue(session.undo())
        assertEquals(2, session.state().moveList.size, "undo returns to the human's turn")
        assertTrue(session.redo())
        assertEquals(4, session.state().moveList.size)
        val hint = played(session.hint(null))
        assertEquals(Side.WHITE, hint.side)
        assertEquals(4, session.state().moveList.size)
    }

    @Test
    fun cancellationAndChangesWhileThinking() = runBlocking {
        val options = defaultOptions().copy(white = Player.Ai(AiLevel.MASTER), black = Player.Ai(AiLevel.MASTER))
        for (change in 0 until 4) {
            val session = GameSession.withSeed(options, 5uL + change.toULong())
            // Something to undo, with a real choice for the side to move.
            if (change == 2) session.importRecord("1. d3-c3 b3-d3 2. e3-c3 *")
            val job = async(Dispatchers.Default) {
                session.think(null)
            }
            withTimeout(5000) { while (!session.state().thinking) delay(5) }
            assertEquals(SearchOutcome.Stale, session.think(null), "one search at a time")
            when (change) {
                0 -> session.newGame()
                1 -> session.cancelThinking()
                2 -> session.undo()
                else -> session.importRecord("1. c2-c3 c4-c2 *")
            }
            val snapshot = session.state()
            val result = withTimeout(5000) { job.await() }
            assertEquals(SearchOutcome.Stale, result, "change $change")
            assertEquals(snapshot, session.state(), "a stale move is never played")
        }
        // Cancelling the coroutine cancels the search.
        val session = GameSession.withSeed(options, 20uL)
        val job = launch(Dispatchers.Default) { session.think(null) }
        withTimeout(5000) { while (!session.state().thinking) delay(5) }
        job.cancel()
        job.join()
        withTimeout(5000) { while (session.state().thinking) delay(5) }
        assertTrue(session.state().moveList.isEmpty())
    }

    @Test
    fun aHundredConcurrentCalls() = runBlocking {
        val session = GameSession.withSeed(twoHumans(), 30uL)
        val results = (0 until 100).map { i ->
            async(Dispatchers.Default) {
                val state = session.state()
                runCatching { session.tap(i % 25) }
                session.saveState()
                state.points.size
            }
        }.awaitAll()
        assertTrue(results.all { it == 25 })
        // The session is consistent: its moves, replayed by taps on a fresh session (with any
        // selection or capture in progress tapped again), give exactly its state.
        val state = session.state()
        val replay = GameSession.withSeed(session.options(), 0uL)
        for (mv in state.moveList) {
            assertTrue(tapMove(replay, mv) is TapOutcome.Played, "$mv of ${state.moveList} replays")
        }
        if (state.pendingPath.isNotEmpty()) {
            state.pendingPath.forEach { replay.tap(it) }
        } else {
            state.points.firstOrNull { it.selected }?.let { replay.tap(it.index) }
        }
        assertEquals(state, replay.state(), "the record replays to the state")
        assertEquals(state.moveList, GameSession.restore(session.saveState()).state().moveList)
        // Many concurrent thinks on separate sessions all finish with legal moves.
        val moves = (0 until 8).map { i ->
            async(Dispatchers.Default) {
                val s = GameSession.withSeed(defaultOptions().copy(white = Player.Ai(AiLevel.BEGINNER)), i.toULong())
                played(s.think(null)).notation
            }
        }.awaitAll()
        assertTrue(moves.all { it in listOf("b2-c3", "c2-c3", "d2-c3", "d3-c3") }, moves.toString())
    }

    @Test
    fun saveRestoreAndRecords() {
        val options = Options(Player.Human, Player.Ai(AiLevel.EASY), true, Variant.STANDARD, false, true)
        val session = GameSession.withSeed(options, 40uL)
        session.setOptions(options.copy(black = Player.Human))
        tapMove(session, "c2-c3")
        tapMove(session, "c4-c2")
        session.undo()
        val restored = GameSession.restore(session.saveState())
        assertEquals(session.options(), restored.options())
        assertEquals(session.state(), restored.state())
        assertTrue(restored.redo())
        val record = session.exportRecord()
        assertTrue(record.contains("1. c2-c3"))
        val other = GameSession.withSeed(twoHumans(), 41uL)
        other.importRecord(record)
        assertEquals(listOf("c2-c3"), other.state().moveList)
        assertTrue(other.state().reversalAllowed)
        assertNotNull(other.state().lastMove)
        assertFalse(other.state().canRedo)
    }
}
