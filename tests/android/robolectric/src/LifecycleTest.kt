// What Android does to the app behind the player's back: rotations (the activity is built
// again) while the AI searches, and process death (the whole app is built again from its save).

package app.alquerque.robolectric

import app.alquerque.test.*
import android.os.Bundle
import app.alquerque.R
import app.alquerque.common.app
import app.alquerque.core.GameStatus
import app.alquerque.core.Side
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotSame
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.Shadows.shadowOf

@RunWith(RobolectricTestRunner::class)
class LifecycleTest : AppTest() {

    @Test
    fun aRotationDuringTheAisSearchKeepsTheGameAndItsMovePlayedOnce() {
        // Master searches for a second or more as Black here: long enough to turn the phone in the middle.
        save(Saves.choiceForBlack("master"))
        val controller = launchMain()
        // Once there and back first: the first rotation of the run loads the sideways layout and
        // its resources, which takes long on a busy machine.
        rotate(controller, Screens.PHONE_LANDSCAPE)
        rotate(controller, Screens.PHONE)
        val upright = controller.get()
        upright.tap("e3", "c3")
        val before = listOf("d3-c3", "b3-d3", "e3-c3")
        // The search starts with the move; on a busy machine its answer may already be there.
        assertEquals(before, screen.board.moveList.take(3))
        val t = System.nanoTime()
        rotate(controller, Screens.PHONE_LANDSCAPE)
        val ms = (System.nanoTime() - t) / 1_000_000
        val sideways = controller.get()
        assertNotSame("the activity was built again", upright, sideways)
        assertEquals("the game is kept", before, screen.board.moveList.take(3))
        if (screen.board.thinking) {
            // The search goes on through the rotation, shown on the new screen.
            println("    (the rotation took $ms ms; the search went on)")
            assertEquals(3, screen.board.moveList.size)
            assertEquals(screen.board.statusText, sideways.text(R.id.status))
            assertEquals("1. d3-c3 b3-d3   2. e3-c3", sideways.text(R.id.move_list))
            waitFor("the AI's move on the new screen") { screen.board.moveList.size == 4 }
        } else {
            // The machine was slower than the search: its move arrived during the rotation.
            println("    (the rotation took $ms ms, longer than the search)")
        }
        assertTrue(screen.board.humanToMove)
        assertEquals(4, savedBoard().moveList.size)
        assertEquals(savedBoard().statusText, sideways.text(R.id.status))
        assertTrue(sideways.text(R.id.move_list).endsWith("2. e3-c3 ${screen.board.moveList[3]}"))
        // Played once: no search is left to play another (the session runs one at a time and
        // starts none while the person is to move).
        idle()
        assertFalse("no search is left", screen.board.thinking)
        assertEquals("the move was played once", 4, screen.board.moveList.size)
    }

    @Test
    fun undoDuringTheSearchPlaysNoStaleMoveOnARotatedScreen() {
        save(Saves.choiceForBlack("master"))
        val controller = launchMain()
        rotate(controller, Screens.PHONE_LANDSCAPE)
        controller.get().tap("e3", "c3")
        // The search starts with the move. Undo must come while it runs: if a busy machine
        // showed its answer with the move, both are taken back and the move played again.
        while (!screen.board.thinking) {
            println("    (the answer came with the move: played again)")
            assertTrue(controller.get().act(R.id.action_undo))
            assertEquals(listOf("d3-c3", "b3-d3"), screen.board.moveList)
            controller.get().tap("e3", "c3")
        }
        assertTrue(controller.get().act(R.id.action_undo))
        assertEquals(listOf("d3-c3", "b3-d3"), screen.board.moveList)
        assertFalse(screen.board.thinking)
        idle()
        assertEquals(listOf("d3-c3", "b3-d3"), screen.board.moveList)
        assertEquals(listOf("d3-c3", "b3-d3"), savedBoard().moveList)
        assertTrue(screen.board.humanToMove)
        assertFalse(controller.get().shows(R.id.progress))
        assertEquals("1. d3-c3 b3-d3", controller.get().text(R.id.move_list))
        // The cancelled search holds Black's engine until it has stopped, and the next search
        // of Black's uses the same engine: once the move is played again and answered, the
        // cancelled search is over (an event, not a length of time), and it played nothing.
        controller.get().tap("e3", "c3")
        waitFor("the AI's answer to the move played again") { screen.board.moveList.size >= 4 }
        idle()
        assertEquals(listOf("d3-c3", "b3-d3", "e3-c3"), screen.board.moveList.take(3))
        assertEquals("one answer, no stale move", 4, screen.board.moveList.size)
        assertTrue(screen.board.humanToMove)
        assertEquals(screen.board.moveList, savedBoard().moveList)
    }

    @Test
    fun processDeathBringsBackTheGameAndAHalfEnteredCapture() {
        save(Saves.TRIPLE_CAPTURE)
        val first = launchMain()
        first.get().tap("b2", "b4")
        val before = screen.board
        assertTrue(before.keepJumping)
        // Android saves the activity's state, stops it and kills the process.
        val state = Bundle()
        first.pause().saveInstanceState(state).stop().destroy()
        newProcess()
        val again = launchMain(state).get()
        val after = screen.board
        assertSameBoard(before, after)
        assertTrue("the capture goes on where it was left", after.keepJumping)
        assertEquals(listOf(point("b2"), point("b4")), after.pendingPath)
        assertEquals(after.statusText, again.text(R.id.status))
        again.tap("d2", "d4")
        assertEquals(listOf("b2-b4-d2-d4"), screen.board.moveList)
        assertEquals(GameStatus.Ongoing, screen.board.status)
        assertEquals(Side.BLACK, screen.board.sideToMove)
        assertEquals("1. b2-b4-d2-d4", again.text(R.id.move_list))
    }

    @Test
    fun processDeathKeepsTheOptionsAndWhatUndoTookBack() {
        save(Saves.TWO_HUMANS)
        val first = launchMain()
        first.get().tap("c2", "c3", "c4", "c2")
        assertTrue(first.get().act(R.id.action_undo))
        val before = screen
        first.pause().stop().destroy()
        newProcess()
        val again = launchMain().get()
        assertEquals(before.options, screen.options)
        assertSameBoard(before.board, screen.board)
        assertTrue(screen.board.canRedo)
        assertTrue(again.act(R.id.action_redo))
        assertEquals(listOf("c2-c3", "c4-c2"), screen.board.moveList)
    }
}
