// JVM tests of the generated Kotlin bindings, against the host build of the Rust library.
// They exercise every exported call the apps use, through the same generated code.

package app.alquerque.test

import app.alquerque.core.AiLevel
import app.alquerque.core.AlquerqueException
import app.alquerque.core.GameState
import app.alquerque.core.HintCommand
import app.alquerque.core.Feedback
import app.alquerque.core.FirstGameChoice
import app.alquerque.core.GameSession
import app.alquerque.core.GameStatus
import app.alquerque.core.Options
import app.alquerque.core.Piece
import app.alquerque.core.Player
import app.alquerque.core.Side
import app.alquerque.core.Outcome
import app.alquerque.core.Variant
import app.alquerque.core.WinReason
import app.alquerque.core.aiLevels
import app.alquerque.core.boardGeometry
import app.alquerque.core.defaultOptions
import app.alquerque.core.engineVersion
import app.alquerque.core.rulesText
import app.alquerque.core.thirdPartyNotices
import app.alquerque.core.variantTitle
import app.alquerque.core.variants
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.awaitAll
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

class SessionTest {
    private val geometry = boardGeometry()

    private fun point(name: String): Int =
        geometry.points.first { it.name == name }.index

    private fun twoHumans() = defaultOptions().copy(white = Player.Human, black = Player.Human)

    private fun selectable(s: GameState) = s.points.filter { it.selectable }.map { it.index }

    private fun targets(s: GameState) = s.points.filter { it.target }.map { it.index }

    private fun tapMove(session: GameSession, notation: String): Outcome =
        notation.split("-").map { session.tap(point(it)) }.last()

    /** The board without the notice and what is still worked out off the thread. */
    // What is said about the board (the notice, the last tap's feedback: a refusal is heard) and
    // what perfect play proves (worked out on a thread of its own) left out.
    private fun board(s: GameState) =
        s.copy(feedback = Feedback(0uL, emptyList(), null), caption = "", message = null)

    private fun waitState(session: GameSession, what: String, test: (GameState) -> Boolean): GameState =
        waitFor(what) { session.state().takeIf(test) }

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
        val start = GameSession.withSeed(defaultOptions(), 1uL).rules().start
        assertEquals(Piece.EMPTY, start[12].piece)
        assertEquals(12, start.count { it.piece == Piece.WHITE })
        assertTrue(start.none { it.selectable }, "a picture: nothing to tap")
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
                val played = outcome.played()
                if (played != null) {
                    assertEquals(played.hops.size - 1, played.firstHop.toInt(), "the last hop is animated")
                    break
                }
                assertTrue(session.state().keepJumping)
            }
            plies++
            assertTrue(plies < 400)
        }
        val end = session.state()
        assertTrue(end.status is GameStatus.Won)
        assertEquals(plies, end.moveList.size)
        assertTrue(end.gameOver.isNotEmpty() && !end.confirmNewGame && end.hintCommand == HintCommand.UNAVAILABLE)
        assertTrue(session.tap(0).refusal().isNotEmpty(), "the game is over")
    }

    @Test
    fun errorsAreTypedChangeNothingAndAreTheNotice() {
        val session = GameSession.withSeed(twoHumans(), 2uL)
        val before = board(session.state())
        val e = session.tap(point("c3")).refusal()
        assertTrue(e.contains("empty"), e)
        assertEquals(e, session.state().notice, "the reason is the notice")
        session.tap(25).refusal()
        assertEquals(before, board(session.state()))
        session.tap(point("c2"))
        assertNull(session.state().notice, "an action that works clears it")
        session.tap(point("c4")).refusal()
        assertFailsWith<AlquerqueException.IllegalMove> { session.playNotation("c2-c5") }
        session.importRecord("1. e5-e4").refusal()
        assertFailsWith<AlquerqueException.InvalidRecord> { GameSession.restore("[Variant \"chess\"]") }
        session.clearSelection()
        assertEquals(before, board(session.state()))
        runCatching { session.tap(point("c3")) }
        session.dismissNotice()
        assertNull(session.state().notice)
    }

    @Test
    fun capturesEnteredJumpByJump() {
        val session = GameSession.restore("[White \"human\"]\n[Black \"human\"]\n[Position \"-----/-----/-bbb-/-w---/----- w - 0\"]\n*")
        val s = session.state()
        assertTrue(s.statusText.contains("capture is compulsory"), s.statusText)
        assertEquals(listOf(point("b2")), selectable(s))
        session.tap(point("b2"))
        assertNull(session.tap(point("b4")).played(), "the capture goes on")
        assertTrue(session.state().keepJumping)
        assertEquals(Piece.EMPTY, session.state().points[point("b3")].piece)
        session.tap(point("d2"))
        val played = assertNotNull(session.tap(point("d4")).played())
        assertEquals("b2-b4-d2-d4", played.info.notation)
        assertEquals(2u, played.firstHop, "two jumps were on the board already")
        assertEquals(listOf(point("b3"), point("c3"), point("d3")), played.hops.map { it.captured })
        assertEquals(Piece.BLACK, played.capturedPiece)
        assertEquals(GameStatus.Won(Side.WHITE, WinReason.NO_PIECES_LEFT), session.state().status)
    }

    @Test
    fun theAiPlaysByItselfAndTellsTheObserver() {
        val options = defaultOptions().copy(black = Player.Ai(AiLevel.MEDIUM))
        val session = GameSession.withSeed(options, 4uL)
        val recorder = Recorder()
        session.setObserver(recorder)
        tapMove(session, "d3-c3")
        waitState(session, "the AI's reply") { session.humanToMove() }
        assertEquals(listOf("d3-c3", "b3-d3"), session.state().moveList)
        tapMove(session, "e3-c3")
        waitState(session, "the AI's choice") { session.humanToMove() }
        val s = session.state()
        assertEquals(4, s.moveList.size)
        val told = waitFor("the news of both moves") { recorder.played.takeIf { it.size >= 2 } }
        assertEquals(listOf("b3-d3", s.moveList[3]), told.map { it.info.notation })
        assertTrue(told.all { it.info.side == Side.BLACK && it.mover == Piece.BLACK && it.firstHop == 0u })
        assertTrue(session.undo())
        assertEquals(2, session.state().moveList.size, "undo returns to the human's turn")
        assertTrue(session.redo())
        assertEquals(4, session.state().moveList.size)
        session.hint()
        val hinted = waitState(session, "the hint") { !it.thinking }
        assertEquals(Side.WHITE, assertNotNull(hinted.hint).side)
        assertEquals("Hint: ${hinted.hint!!.notation}", hinted.message, "the hint in the core's words")
        assertEquals(4, hinted.moveList.size, "a hint plays nothing")
    }

    @Test
    fun theBackgroundStopsTheAiAndChangesMakeItsMoveStale() {
        val options = defaultOptions().copy(white = Player.Ai(AiLevel.MASTER), black = Player.Ai(AiLevel.MASTER))
        for (change in 0 until 3) {
            // Master searches for a second or more from an opening the shipped proof does not
            // cover (from the start it plays the proof's move at once).
            val session = GameSession.withSeed(twoHumans(), 5uL + change.toULong())
            val recorder = Recorder()
            session.setObserver(recorder)
            session.importRecord("1. d3-c3 b3-d3 2. e3-c3 d4-e3 *")
            session.setOptions(options)
            waitState(session, "the search") { it.thinking }
            when (change) {
                0 -> session.newGame()
                1 -> session.importRecord("1. c2-c3 c4-c2 *")
                else -> session.setOptions(twoHumans())
            }
            session.pause()
            val snapshot = board(session.state())
            assertFalse(snapshot.thinking)
            Thread.sleep(300)
            assertEquals(snapshot, board(session.state()), "a stale move is never played (change $change)")
            // The new game may have begun with Master's move (from a position the shipped
            // proof covers it plays at once, before the pause): every move told is one of the
            // game on screen, never the old game's stale one.
            val told = recorder.played.map { it.info.notation }
            assertTrue(told.size <= snapshot.moveList.size && told.all { it in snapshot.moveList }, "change $change: $told, ${snapshot.moveList}")
        }
        // Back in front, the AI plays.
        val session = GameSession.withSeed(defaultOptions().copy(white = Player.Ai(AiLevel.BEGINNER), black = Player.Human), 9uL)
        session.pause()
        assertFalse(session.state().thinking)
        session.resume()
        waitState(session, "White's first move") { it.moveList.size == 1 }
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
        val state = board(session.state())
        val replay = GameSession.withSeed(session.options(), 0uL)
        for (mv in state.moveList) {
            assertNotNull(tapMove(replay, mv).played(), "$mv of ${state.moveList} replays")
        }
        if (state.pendingPath.isNotEmpty()) {
            state.pendingPath.forEach { replay.tap(it) }
        } else {
            state.points.firstOrNull { it.selected }?.let { replay.tap(it.index) }
        }
        assertEquals(state, board(replay.state()), "the record replays to the state")
        assertEquals(state.moveList, GameSession.restore(session.saveState()).state().moveList)
        // Many AI sessions at once all play legal moves.
        val sessions = (0 until 8).map { i ->
            GameSession.withSeed(defaultOptions().copy(white = Player.Ai(AiLevel.BEGINNER), black = Player.Human), i.toULong())
        }
        val moves = sessions.map { s -> waitState(s, "a first move") { it.moveList.size == 1 }.moveList[0] }
        assertTrue(moves.all { it in listOf("b2-c3", "c2-c3", "d2-c3", "d3-c3") }, moves.toString())
    }

    @Test
    fun whatTheScreenShowsAndWhatApplies() {
        val session = GameSession.withSeed(twoHumans(), 31uL)
        assertFalse(session.state().confirmNewGame)
        for (m in listOf("c2-c3", "c4-c2", "c1-c3")) session.playNotation(m)
        val s = session.state()
        assertEquals(listOf("1. c2-c3 c4-c2", "2. c1-c3"), s.moveRows.map { it.text })
        assertTrue(s.confirmNewGame && s.canReview && s.gameOver.isEmpty() && s.hintCommand == HintCommand.HINT && !s.flipped)
        session.setOptions(twoHumans().copy(white = Player.Ai(AiLevel.BEGINNER)))
        assertTrue(session.state().flipped, "a person playing Black sees Black at the bottom")
        session.setOptions(twoHumans().copy(variant = Variant.ALFONSO, showProofs = true))
        assertTrue(session.state().rulesChangeNextGame, "the game in progress keeps its rules")
        val known = waitState(session, "perfect play") { !it.thinking && it.caption.isNotEmpty() }
        assertTrue(known.caption.endsWith("wins with perfect play"), known.caption)
        session.newGame()
        val s2 = session.state()
        assertFalse(session.knownPending() || s2.rulesChangeNextGame)
        assertEquals("", s2.caption, "rules with draws: nothing is claimed")
        // The first launch's choice sets the players.
        session.chooseFirstGame(FirstGameChoice.Computer(AiLevel.BEGINNER, Side.BLACK))
        assertEquals(Player.Ai(AiLevel.BEGINNER), session.options().white)
        assertEquals(Player.Human, session.options().black)
    }

    @Test
    fun anOpenedRecordCanBeUndone() {
        val session = GameSession.withSeed(twoHumans(), 32uL)
        tapMove(session, "c2-c3")
        session.importRecord("1. d3-c3 b3-d3 *")
        val s = session.state()
        assertEquals(listOf("d3-c3", "b3-d3"), s.moveList)
        assertTrue(s.notice!!.contains("Undo"))
        assertTrue(session.undo())
        assertEquals(listOf("c2-c3"), session.state().moveList)
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
        assertEquals(board(session.state()), board(restored.state()))
        assertTrue(restored.redo())
        val record = session.exportRecord()
        assertTrue(record.contains("1. c2-c3"))
        val other = GameSession.withSeed(twoHumans(), 41uL)
        other.importRecord(record)
        assertEquals(listOf("c2-c3"), other.state().moveList)
        assertTrue(other.rules().title.contains(","), other.rules().title)
        assertNotNull(other.state().board.lastMove)
        assertFalse(other.state().canRedo)
    }
}
