// How the game screen looks at night, and what TalkBack gets from it: the 25 points as
// virtual views labelled by the engine, moves made through them, and the changes announced.

package app.alquerque.robolectric

import app.alquerque.test.*
import android.content.res.Configuration
import android.graphics.Color
import android.view.accessibility.AccessibilityEvent
import android.view.accessibility.AccessibilityManager
import android.view.accessibility.AccessibilityNodeInfo
import app.alquerque.R
import app.alquerque.common.app
import app.alquerque.core.Theme
import app.alquerque.core.palette
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.Shadows.shadowOf
import kotlin.math.roundToInt

@RunWith(RobolectricTestRunner::class)
class LookAndAccessibilityTest : AppTest() {

    private fun luminance(c: Int) = (0.2126 * Color.red(c) + 0.7152 * Color.green(c) + 0.0722 * Color.blue(c)) / 255

    /** [color] as the light (day) configuration resolves it. */
    private fun dayColor(color: Int): Int {
        val day = Configuration(app.resources.configuration)
        day.uiMode = (day.uiMode and Configuration.UI_MODE_NIGHT_MASK.inv()) or Configuration.UI_MODE_NIGHT_NO
        return app.createConfigurationContext(day).getColor(color)
    }

    @Test
    fun nightModeUsesTheDarkPalette() {
        RuntimeEnvironment.setQualifiers("+night")
        val main = launchMain().get()
        val window = main.getColor(R.color.window_background)
        val board = main.getColor(R.color.board_background)
        assertNotEquals("the night palette differs from the day's", dayColor(R.color.window_background), window)
        assertNotEquals(dayColor(R.color.board_background), board)
        assertTrue("a dark window (${hex(window)})", luminance(window) < 0.2)
        // What is drawn: the window and the board in the night colours, light status text.
        assertColor("most of the screen", window, dominant(render(main.window.decorView)))
        assertColor("most of the board", board, dominant(render(main.board)))
        val status = main.findViewById<android.widget.TextView>(R.id.status).currentTextColor
        assertTrue("light text at night (${hex(status)})", luminance(status) > 0.7)
        assertTrue((main.resources.configuration.uiMode and Configuration.UI_MODE_NIGHT_MASK) == Configuration.UI_MODE_NIGHT_YES)
    }

    @Test
    fun theDayPaletteByDay() {
        val main = launchMain().get()
        assertColor("most of the screen", main.getColor(R.color.window_background), dominant(render(main.window.decorView)))
        assertColor("most of the board", main.getColor(R.color.board_background), dominant(render(main.board)))
        assertTrue(luminance(main.getColor(R.color.window_background)) > 0.8)
    }

    @Test
    fun everyButtonIsOursInSentenceCaseAndTheColoursAreTheOnePalettes() {
        val main = launchMain().get()
        // A button no layout styles, a borderless one, a dialog's: the theme's, never the
        // framework's grey capitals.
        val plain = android.widget.Button(main)
        val borderless = android.widget.Button(main, null, android.R.attr.borderlessButtonStyle)
        val dialogs = android.widget.Button(main, null, android.R.attr.buttonBarButtonStyle)
        for ((name, button) in listOf("plain" to plain, "borderless" to borderless, "a dialog's" to dialogs)) {
            assertEquals("$name: sentence case", null, button.transformationMethod)
        }
        assertEquals("tonal", main.getColor(R.color.text_primary), plain.currentTextColor)
        assertEquals("a text button in the accent", main.getColor(R.color.accent), borderless.currentTextColor)
        assertEquals(main.getColor(R.color.accent), dialogs.currentTextColor)
        plain.isEnabled = false
        assertEquals("disabled: 38%", (0.38f * 255).roundToInt(), Color.alpha(plain.currentTextColor))
        // The resources are the Rust palette's (bindings/src/design/), the board's marks too.
        val day = palette(Theme.LIGHT)
        assertEquals(day.accent.toInt(), main.getColor(R.color.accent))
        assertEquals(day.markLastMove.toInt(), main.getColor(R.color.mark_last_move))
        assertEquals(day.board.toInt(), main.getColor(R.color.board_background))
    }

    @Test
    fun talkBackSeesTheTwentyFivePointsWithTheEnginesLabels() {
        val manager = app.getSystemService(AccessibilityManager::class.java)
        shadowOf(manager).setEnabled(true)
        shadowOf(manager).setTouchExplorationEnabled(true)
        save(Saves.TWO_HUMANS)
        val main = launchMain().get()
        val board = main.board
        val host = board.accessibilityNodeProvider.createAccessibilityNodeInfo(-1)!!
        assertEquals(25, host.childCount)
        assertEquals(main.getString(R.string.board_description), host.contentDescription.toString())
        fun labels() = board.nodes().map { it.contentDescription.toString() }
        assertEquals(savedBoard().points.map { it.accessibilityLabel }, labels())
        assertEquals(25, labels().toSet().size)
        for ((i, node) in board.nodes().withIndex()) {
            assertTrue("point $i is clickable", node.actionList.contains(AccessibilityNodeInfo.AccessibilityAction.ACTION_CLICK))
        }
        // A move made through TalkBack: double-tap on a point = its click action.
        val before = shadowOf(manager).sentAccessibilityEvents.size
        val provider = board.accessibilityNodeProvider
        assertTrue(provider.performAction(point("c2"), AccessibilityNodeInfo.ACTION_CLICK, null))
        idle()
        assertTrue(screen.board.points[point("c2")].selected)
        assertEquals("the selection is in the labels", screen.board.points.map { it.accessibilityLabel }, labels())
        assertTrue(provider.performAction(point("c3"), AccessibilityNodeInfo.ACTION_CLICK, null))
        advance(1000)
        assertEquals(listOf("c2-c3"), screen.board.moveList)
        assertEquals(savedBoard().points.map { it.accessibilityLabel }, labels())
        val events = shadowOf(manager).sentAccessibilityEvents.drop(before)
        assertTrue("the clicks are reported", events.count { it.eventType == AccessibilityEvent.TYPE_VIEW_CLICKED } >= 2)
        assertTrue(
            "the board tells TalkBack its points changed",
            events.any { it.eventType == AccessibilityEvent.TYPE_WINDOW_CONTENT_CHANGED },
        )
        // The move is announced: the status line is a live region with the engine's sentence.
        val status = main.findViewById<android.widget.TextView>(R.id.status)
        assertEquals(android.view.View.ACCESSIBILITY_LIVE_REGION_POLITE, status.accessibilityLiveRegion)
        assertEquals(savedBoard().statusText, status.text.toString())
        // Accessibility focus moves to a point and is reported with its label.
        assertTrue(provider.performAction(point("e5"), AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS, null))
        val focused = shadowOf(manager).sentAccessibilityEvents.last { it.eventType == AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUSED }
        assertEquals(screen.board.points[point("e5")].accessibilityLabel, focused.contentDescription.toString())
        assertTrue(board.nodes()[point("e5")].isAccessibilityFocused)
    }
}
