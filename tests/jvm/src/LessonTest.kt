// The lesson through the generated Kotlin, as the apps drive it: a wrong try refused with the
// core's reason (heard and said) and nothing played, a right one played with its cues.

package app.alquerque.test

import app.alquerque.core.AlquerqueException
import app.alquerque.core.Lesson
import app.alquerque.core.Sound
import org.junit.jupiter.api.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertFalse
import kotlin.test.assertIs
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

class LessonTest {
    /** The index of a point named like `c2` (a1 = 0 … e5 = 24). */
    private fun point(name: String) = (name[1] - '1') * 5 + (name[0] - 'a')

    @Test
    fun aWrongTryIsRefusedWithTheReasonAndARightOneIsPlayed() {
        val lesson = Lesson()
        val start = lesson.state()
        assertEquals("Step 1 of ${start.steps}", start.progressText)
        assertFalse(start.canNext)

        assertNull(lesson.tap(point("c2")).played(), "a piece selected")
        lesson.tap(point("b2")).refusal()
        val refused = lesson.state()
        assertTrue(refused.statusText.contains("sideways"), refused.statusText)
        assertEquals(Sound.REFUSED, refused.feedback.cues.single().sound)
        assertEquals(refused.statusText, refused.feedback.announcement)
        assertEquals(start.board.points.map { it.piece }, refused.board.points.map { it.piece }, "nothing is played")
        assertFalse(lesson.next(), "no next step before this one is done")

        val done = assertNotNull(lesson.tap(point("c3")).played())
        assertEquals("c2-c3", done.info.notation)
        assertEquals(listOf(Sound.MOVE), done.cues.mapNotNull { it.sound }.take(1))
        assertTrue(lesson.state().done && lesson.state().canNext)
        assertTrue(lesson.next())
        assertEquals(1u, lesson.state().step)
    }
}
