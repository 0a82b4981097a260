// The person's language through the generated Kotlin: the apps hand over their list of
// languages and every text the model gives from then on (status lines, errors, levels, the
// rules, the lesson) is in the language chosen; notation stays as it is, and right to left is
// said for the bidi pseudo-locale only.

package app.alquerque.test

import app.alquerque.core.AlquerqueException
import app.alquerque.core.GameSession
import app.alquerque.core.Lesson
import app.alquerque.core.Player
import app.alquerque.core.Variant
import app.alquerque.core.aiLevels
import app.alquerque.core.defaultOptions
import app.alquerque.core.languageIsRightToLeft
import app.alquerque.core.rulesText
import app.alquerque.core.setLanguages
import app.alquerque.core.supportedLanguages
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertFalse
import kotlin.test.assertTrue

class LanguageTest {
    private fun point(name: String) = (name[1] - '1') * 5 + (name[0] - 'a')

    private fun twoHumans() = defaultOptions().copy(white = Player.Human, black = Player.Human)

    /** The other tests read English: leave it so whatever happened here. */
    @AfterEach
    fun backToEnglish() {
        assertEquals("en", setLanguages(listOf("en-US")))
    }

    @Test
    fun theFirstLanguageTheGameSpeaksIsChosen() {
        assertEquals(listOf("en", "es", "pt", "fr", "ar", "de", "it", "nl", "ru", "tr"), supportedLanguages())
        assertEquals("es", setLanguages(listOf("ja-JP", "es-MX", "en-GB")))
        assertEquals("en", setLanguages(listOf("ja-JP", "zh-Hant")), "none spoken: English")
        assertEquals("en", setLanguages(emptyList()))
        assertEquals("ar-XB", setLanguages(listOf("ar-XB")))
        assertTrue(languageIsRightToLeft())
        assertEquals("ar", setLanguages(listOf("ar-EG")))
        assertTrue(languageIsRightToLeft())
        assertEquals("pt", setLanguages(listOf("pt-BR")))
        assertFalse(languageIsRightToLeft())
    }

    @Test
    fun everyTextIsInTheLanguageAskedFor() {
        val session = GameSession.withSeed(twoHumans(), 3uL)
        assertEquals("White to move", session.state().statusText)
        setLanguages(listOf("es-ES"))
        assertEquals("Juegan las blancas", session.state().statusText, "the same state, read again")
        val e = session.tap(point("c3")).refusal()
        assertEquals("c3 está vacío: elige una de tus fichas.", e)
        assertEquals(e, session.state().notice)
        assertEquals("Difícil", aiLevels().first { it.level.name == "HARD" }.title)
        assertTrue(rulesText(Variant.STANDARD, false).joinToString(" ").contains("Capturar es obligatorio"))
        assertEquals("Paso 1 de 6", Lesson().state().progressText)

        setLanguages(listOf("en"))
        assertEquals("c3 is empty: select one of your pieces.", session.state().notice, "a notice kept is said again")
        assertEquals("Hard", aiLevels().first { it.level.name == "HARD" }.title)
    }

    @Test
    fun notationKeepsItsOrderInsideRightToLeftText() {
        setLanguages(listOf("ar"))
        val arabic = GameSession.withSeed(twoHumans(), 5uL)
        assertEquals("الدور للأبيض", arabic.state().statusText)
        val refused = arabic.tap(point("c3")).refusal()
        assertTrue(refused.contains("\u2066c3\u2069"), "the point isolated left to right: $refused")
        setLanguages(listOf("ar-XB"))
        val session = GameSession.withSeed(twoHumans(), 4uL)
        val e = session.tap(point("c3")).refusal()
        assertTrue(e.contains("\u2066c3\u2069"), "the point isolated left to right: $e")
    }

    @Test
    fun theReviewsLinesAreWholeSentencesInTheLanguageAskedFor() = runBlocking {
        val session = GameSession.withSeed(twoHumans(), 6uL)
        for (m in listOf("c2-c3", "c4-c2")) session.playNotation(m)
        val run = session.review()
        run.finished()
        setLanguages(listOf("ar"))
        val arabic = run.finished()
        for (ply in arabic.plies) {
            val isolated = "\u2066${ply.notation}\u2069"
            for (line in listOf(ply.heading, ply.row, ply.legend, ply.boardDescription)) {
                assertTrue(line.contains(isolated), "the move isolated left to right: $line")
            }
        }
        assertTrue(arabic.plies[1].heading.contains("النقلة الوحيدة"), arabic.plies[1].heading)
        assertTrue(arabic.graphLabels.description.contains("الأبيض متقدم"), arabic.graphLabels.description)
        setLanguages(listOf("es"))
        val spanish = run.finished()
        assertEquals("c4-c2: única jugada", spanish.plies[1].heading)
        assertEquals("1… c4-c2 · única jugada", spanish.plies[1].row)
    }
}
