// Every screen of the app, as the real views draw it, on a phone upright and sideways, a small
// phone and a tablet, by day and by night; each compared with its reference image.

package app.alquerque.robolectric

import app.alquerque.test.*
import android.animation.ValueAnimator
import android.app.Activity
import android.graphics.Rect
import android.view.View
import android.view.ViewGroup
import android.widget.Button
import android.widget.LinearLayout
import android.widget.ScrollView
import app.alquerque.R
import app.alquerque.about.AboutScreen
import app.alquerque.analysis.AnalysisScreen
import app.alquerque.board.BoardView
import app.alquerque.common.app
import app.alquerque.core.GameStatus
import app.alquerque.core.ReviewMark
import app.alquerque.core.Side
import app.alquerque.friends.FriendGameScreen
import app.alquerque.friends.FriendsScreen
import app.alquerque.game.GameScreen
import app.alquerque.lesson.LessonScreen
import app.alquerque.newgame.NewGameSheet
import app.alquerque.options.OptionsScreen
import app.alquerque.puzzles.PuzzleListScreen
import app.alquerque.puzzles.PuzzleScreen
import app.alquerque.review.ReviewScreen
import app.alquerque.rules.RulesScreen
import app.alquerque.statistics.StatisticsScreen
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test
import app.alquerque.core.HomeAction
import kotlinx.coroutines.runBlocking
import org.junit.runner.RunWith
import org.robolectric.ParameterizedRobolectricTestRunner
import org.robolectric.ParameterizedRobolectricTestRunner.Parameters
import org.robolectric.Robolectric
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.shadows.ShadowDialog

/** The screens shot on each device; everything on the main phone. */
private val MAIN = listOf("start", "capture", "thinking", "gameover")
private val ALL = MAIN + listOf("options", "rules", "about", "puzzles")

/**
 * The home: a returning player's (a game in progress against Beginner, a rating, puzzles
 * solved), and a new player's first launch (the lesson offered first, no game to continue).
 */
private val HOME = listOf("home", "home-first", "new-game")

/** Each step of the lesson, at its start. */
private val LESSON = (1..6).map { "lesson-$it" }

/** The analysis board with a piece's destinations marked, and its position editor. */
private val ANALYSIS = listOf("analysis", "analysis-editor")

/**
 * The screens that study a game, beyond the phone upright (where they all are): the review and
 * the puzzles' list, sideways and on a tablet, by day and by night (issue 45 asks each of them
 * on every device).
 */
private val STUDY = listOf("review", "puzzle-list")

/** Games with friends: the list, and a game opened from a friend's link. */
private val FRIENDS = listOf("friends", "friend-game")

/**
 * The shell's screens beyond the game (issue 44): the settings, the statistics and the games
 * with friends, shot on every device by day and by night, as the home, the new-game sheet, the
 * game and its result card are.
 */
private val SHELL = listOf("options", "statistics") + FRIENDS

/** The screens shot in the other languages: Spanish, Arabic (right to left), the pseudo-locales. */
private val LANGUAGE = listOf("start", "gameover", "review", "options", "lesson-1", "welcome", "home", "new-game")

/** A game in each language: its start, a capture being entered, and its end. */
private val PLAYED = listOf("start", "capture", "gameover", "home", "new-game")

private class Device(val name: String, val qualifiers: String, val light: List<String>, val dark: List<String>)

private val DEVICES = listOf(
    Device("phone", Screens.PHONE, ALL + HOME + "welcome" + "review" + "statistics" + "puzzle-list" + LESSON + ANALYSIS + FRIENDS, ALL + HOME + "welcome" + "review" + "statistics" + "puzzle-list" + LESSON + ANALYSIS + FRIENDS),
    Device("phone-landscape", Screens.PHONE_LANDSCAPE, (ALL + HOME + ANALYSIS + STUDY + SHELL + "lesson-2").distinct(), (MAIN + HOME + ANALYSIS + STUDY + SHELL + "puzzles").distinct()),
    Device("small-phone", Screens.SMALL_PHONE, (MAIN + HOME + SHELL).distinct(), (listOf("start", "capture", "gameover") + HOME + SHELL).distinct()),
    Device("tablet", Screens.TABLET, (ALL + HOME + "welcome" + LESSON + ANALYSIS + STUDY + SHELL).distinct(), (listOf("start", "capture", "gameover", "welcome", "puzzles") + HOME + LESSON + ANALYSIS + STUDY + SHELL).distinct()),
    // A tablet held sideways: the board with its side panel, and the columns without a board
    // kept narrow and centred.
    Device("tablet-landscape", Screens.TABLET_LANDSCAPE, MAIN + listOf("review", "home", "statistics", "options", "lesson-2") + FRIENDS + ANALYSIS, listOf("start", "gameover", "statistics", "friends")),
    // Spanish and Arabic also with the review's move list (its rows are the core's words), by
    // night, on the smallest phone and on a tablet: where the game-over buttons and the
    // review's text were wrong.
    Device("phone-es", "es-${Screens.PHONE}", LANGUAGE + "capture" + "review-moves", listOf("gameover", "review-moves")),
    // The analysis board in Arabic: the screen mirrored, the board and the moves not.
    Device("phone-ar", "ar-${Screens.PHONE}", LANGUAGE + "capture" + "review-moves" + ANALYSIS + "puzzles" + "puzzle-list", listOf("review-moves", "puzzles", "puzzle-list") + ANALYSIS),
    Device("small-phone-es", "es-${Screens.SMALL_PHONE}", listOf("gameover"), emptyList()),
    Device("tablet-es", "es-${Screens.TABLET}", listOf("gameover"), emptyList()),
    Device("tablet-ar", "ar-${Screens.TABLET}", listOf("gameover", "review", "puzzles") + ANALYSIS, emptyList()),
    // Every other language the app speaks: a game at its start, a capture in progress, and the
    // game over, where the longest words and the plural forms show.
    Device("phone-de", "de-${Screens.PHONE}", PLAYED, emptyList()),
    Device("phone-fr", "fr-${Screens.PHONE}", PLAYED, emptyList()),
    Device("phone-pt", "pt-${Screens.PHONE}", PLAYED, emptyList()),
    Device("phone-it", "it-${Screens.PHONE}", PLAYED, emptyList()),
    Device("phone-nl", "nl-${Screens.PHONE}", PLAYED, emptyList()),
    Device("phone-ru", "ru-${Screens.PHONE}", PLAYED, emptyList()),
    Device("phone-tr", "tr-${Screens.PHONE}", PLAYED, emptyList()),
    // Android's pseudo-locales with the engine's own: long accented text, and right to left.
    Device("phone-en-XA", "en-rXA-${Screens.PHONE}", LANGUAGE, emptyList()),
    Device("phone-ar-XB", "ar-rXB-${Screens.PHONE}", LANGUAGE, emptyList()),
)

@RunWith(ParameterizedRobolectricTestRunner::class)
class ScreenshotTest(private val name: String, private val qualifiers: String, private val shot: String) : AppTest() {

    companion object {
        @JvmStatic
        @Parameters(name = "{0}")
        fun shots(): List<Array<Any>> = DEVICES.flatMap { d ->
            d.light.map { arrayOf<Any>("${d.name}-light-$it", d.qualifiers, it) } +
                d.dark.map { arrayOf<Any>("${d.name}-dark-$it", "${d.qualifiers}+night", it) }
        }
    }

    private fun <T : Activity> shoot(activity: T, ignore: List<Rect> = emptyList()) = shoot(activity.window.decorView, ignore)

    private fun shoot(window: View, ignore: List<Rect> = emptyList()) {
        hideScrollBars(window)
        advance(1000) // layout, and every animation over (their duration scale is 0)
        val problem = Screenshots.check(name, render(window), ignore)
        if (problem != null) fail(problem)
    }

    /**
     * Scroll bars fade out on a timer of their own, so a picture would catch them at any alpha
     * (the review's did): pictures are taken without them.
     */
    private fun hideScrollBars(view: View) {
        view.isVerticalScrollBarEnabled = false
        view.isHorizontalScrollBarEnabled = false
        if (view is ViewGroup) for (i in 0 until view.childCount) hideScrollBars(view.getChildAt(i))
    }

    private fun inWindow(view: View): Rect {
        val at = IntArray(2)
        view.getLocationInWindow(at)
        return Rect(at[0], at[1], at[0] + view.width, at[1] + view.height)
    }

    @After
    fun animationsAgain() = ValueAnimator.setDurationScale(1f)

    /**
     * The band under the board: the lines there
     * (what perfect play proves, the game-over notice) came and went between runs of the same
     * code, on the small phone's capture and in the other languages (es game over, ar-XB
     * start), so those images leave it out.
     */
    private fun belowTheBoard(main: GameScreen): Rect {
        val root = main.window.decorView
        // The board's frame: the result card lies over the board, never under it.
        val board = inWindow(main.findViewById(R.id.board_frame))
        return Rect(0, board.bottom, root.width, root.height)
    }

    /** [belowTheBoard] in the other languages; the English images keep it. */
    private fun belowTheBoardIfLocalized(main: GameScreen): List<Rect> =
        if (qualifiers.startsWith("w")) emptyList() else listOf(belowTheBoard(main))

    @Test
    fun screenshot() {
        // "+night" is applied on top (qualifiers have a fixed order: night comes before the density).
        qualifiers.split('+').forEachIndexed { i, q -> RuntimeEnvironment.setQualifiers(if (i == 0) q else "+$q") }
        // Moves jump to their end and the keep-jumping ring stands still: the same image each time.
        ValueAnimator.setDurationScale(0f)
        when (shot) {
            "start" -> {
                save(Saves.RETURNING)
                val main = launchMain().get()
                assertTrue(screen.board.humanToMove)
                // A game in progress shows no verdict unless the player asks for one.
                assertEquals("", screen.board.caption)
                shoot(main, belowTheBoardIfLocalized(main))
            }
            "capture" -> {
                save(Saves.TRIPLE_CAPTURE_PROVING)
                val main = launchMain().get()
                main.tap("b2", "b4")
                assertTrue(screen.board.keepJumping)
                // Black wins here with perfect play: the line under the board says so, once
                // worked out (off the main thread), as the player asked.
                waitFor("what perfect play proves, under the board") { main.shows(R.id.progress) }
                if (main.resources.configuration.locales[0].language == "en") {
                    assertEquals("Black wins with perfect play", screen.board.knownText)
                }
                assertTrue(screen.board.knownText.isNotEmpty())
                val line = main.findViewById<android.widget.TextView>(R.id.progress)
                assertEquals(screen.board.caption, line.text.toString())
                assertEquals(screen.board.knownText, screen.board.caption)
                // Robolectric's drawing of that line on the small phone came and went between
                // runs with the same text and visibility (its laid-out box too).
                shoot(main, listOf(belowTheBoard(main)))
            }
            "thinking" -> {
                // Master thinks for a second or more; the picture is taken while it does: the
                // status says so, and nothing of its search shows.
                save(Saves.choiceForBlack("master"))
                val main = launchMain().get()
                main.playAndSeeItThink("e3", "c3")
                assertTrue(screen.board.thinking)
                assertEquals("", screen.board.caption)
                shoot(main)
            }
            "gameover" -> {
                // Against the computer: Play again, Swap sides and Review.
                save(Saves.LAST_CAPTURE_AGAINST_BEGINNER)
                val main = launchMain().get()
                main.tap("b2", "b4", "d2", "d4")
                assertNotEquals(GameStatus.Ongoing, screen.board.status)
                // The card says the rating once the statistics have recorded the game (on the
                // store's thread): shot then, the same picture every run.
                waitFor("the rating on the card") { screen.board.resultCard?.ratingText != null }
                advance(FRAME)
                shoot(main, belowTheBoardIfLocalized(main))
            }
            "welcome" -> {
                // The first launch's question, in its own window over the game screen.
                launchMain()
                val dialog = ShadowDialog.getLatestDialog()
                assertTrue("the first launch asks", dialog != null && dialog.isShowing)
                shoot(dialog!!.window!!.decorView)
            }
            "home" -> {
                // A returning player: a game in progress against Beginner (White to move, the
                // person's turn), games against the computer for a rating, three puzzles solved.
                save(Saves.choiceForBlack("beginner"))
                app.store.write("statistics", Saves.STATISTICS)
                app.store.write("puzzles", "solved 1 2 3\n")
                runBlocking { app.store.flush() }
                val home = launchHome().get()
                assertTrue("a game to continue", app.home.state.continueGame?.yourMove == true)
                assertTrue(app.home.state.entries.first().primary)
                shoot(home)
            }
            "home-first" -> {
                // A new player's first launch: the lesson is the primary action, nothing to continue.
                val home = launchHome().get()
                assertEquals(null, app.home.state.continueGame)
                assertEquals(HomeAction.LEARN, app.home.state.entries.single { it.primary }.action)
                shoot(home)
            }
            "new-game" -> {
                // The sheet on a returning player's choice (White against Hard, the default).
                save(Saves.RETURNING)
                val sheet = start(Robolectric.buildActivity(NewGameSheet::class.java)).get()
                waitFor("the sheet") { app.newGame.ready }
                assertTrue(app.newGame.state.colourEnabled)
                shoot(sheet)
            }
            "options" -> shoot(start(Robolectric.buildActivity(OptionsScreen::class.java)).get())
            "rules" -> shoot(start(Robolectric.buildActivity(RulesScreen::class.java)).get())
            "about" -> shoot(start(Robolectric.buildActivity(AboutScreen::class.java)).get())
            "statistics" -> {
                // A player with games at two levels (a range, not a number, and a suggestion),
                // games between two people, and a few puzzles solved.
                app.store.write("statistics", Saves.STATISTICS)
                app.store.write("puzzles", "solved 1 2 3 61 62 121\n")
                val statistics = start(Robolectric.buildActivity(StatisticsScreen::class.java)).get()
                waitFor("the statistics") { statistics.statistics.state != null }
                assertTrue(statistics.statistics.state!!.suggestionText != null)
                shoot(statistics)
            }
            "friends", "friend-game" -> {
                // A friend's link opened from outside (this player Black, to move), and a game
                // begun here as White and sent: the list shows both, whose turn first.
                val (_, link) = friendsFirstMove()
                val url = link.substring(link.indexOf("alquerque://"))
                val list = start(Robolectric.buildActivity(FriendsScreen::class.java, android.content.Intent(android.content.Intent.ACTION_VIEW, android.net.Uri.parse(url)))).get()
                waitFor("the link's game") { list.friends.state?.rows?.size == 1 }
                val opened = org.robolectric.Shadows.shadowOf(list).nextStartedActivity
                if (shot == "friend-game") {
                    val game = start(Robolectric.buildActivity(FriendGameScreen::class.java, opened)).get()
                    waitFor("the game") { game.controller.ready }
                    assertTrue(game.controller.state.humanToMove)
                    shoot(game)
                } else {
                    // A game begun here as White, its first move sent: waiting for the friend,
                    // so it comes second whatever the clock (the list puts the person's turn first).
                    val options = app.defaultOptions
                    var begun: ULong? = null
                    // Named here: the link's game is named by the day's date, renamed so the
                    // picture does not change with the calendar.
                    val linked = list.friends.state!!.rows.single().id
                    list.friends.rename(linked, "Sunday game")
                    list.friends.start(Side.WHITE, options, "Chess club") { begun = it }
                    waitFor("the new game") { begun != null }
                    val session = kotlinx.coroutines.runBlocking { list.friends.play(begun!!, options) }!!
                    session.tap(session.state().points.first { it.selectable }.index)
                    session.tap(session.state().points.first { it.target }.index)
                    session.sendMove()
                    list.friends.load()
                    waitFor("the new game listed") {
                        list.friends.state?.rows?.map { it.yourTurn to it.name } == listOf(true to "Sunday game", false to "Chess club")
                    }
                    list.friends.dismiss()
                    waitFor("the list redrawn") { list.friends.state?.notice == null }
                    // The rows' times are the clock's (a date, in Robolectric): left out.
                    val times = mutableListOf<View>()
                    fun collect(v: View) {
                        if (v.tag == FriendsScreen.CHANGED_TAG) times += v
                        if (v is ViewGroup) for (i in 0 until v.childCount) collect(v.getChildAt(i))
                    }
                    collect(list.window.decorView)
                    assertEquals(2, times.size)
                    shoot(list, times.map(::inWindow))
                }
            }
            "review", "review-moves" -> {
                // A game with faults on both sides: the graph's dots, the rows' colours; the
                // first mistake chosen. "review-moves": scrolled down to the move list.
                save(Saves.FAULTY_GAME)
                launchMain()
                val review = start(Robolectric.buildActivity(ReviewScreen::class.java)).get()
                waitFor("the review") { review.review != null }
                review.select(review.review!!.plies.indexOfFirst { it.mark == ReviewMark.MISTAKE })
                if (shot == "review-moves") {
                    val moves = review.findViewById<View>(R.id.review_moves)
                    val scroll = generateSequence(moves.parent) { it.parent }.filterIsInstance<ScrollView>().first()
                    advance(FRAME)
                    scroll.scrollTo(0, (moves.parent as View).top + moves.top - scroll.height / 3)
                    advance(FRAME)
                }
                shoot(review)
            }
            "puzzles" -> {
                // The first puzzle after a hint (its piece ringed), with a piece picked up: its
                // targets show.
                val puzzles = start(Robolectric.buildActivity(PuzzleScreen::class.java)).get()
                assertEquals(1u, puzzles.state.number)
                puzzles.findViewById<Button>(R.id.puzzle_hint).performClick()
                waitFor("the hint") { !puzzles.busy && puzzles.state.hint != null }
                val board = puzzles.findViewById<BoardView>(R.id.puzzle_board)
                val before = puzzles.state
                board.touch(board.centre(before.selectable.first()))
                waitFor("the piece picked up") { !puzzles.busy && puzzles.state != before }
                assertEquals(listOf(before.selectable.first()), puzzles.state.entered)
                shoot(puzzles)
            }
            "puzzle-list" -> {
                // Every puzzle by length from the top, a few solved: their marks show.
                app.store.write("puzzles", "solved 1 2 3 61 62 121\nstreak 2 best 4\n")
                val list = start(Robolectric.buildActivity(PuzzleListScreen::class.java)).get()
                waitFor("the list") { list.findViewById<LinearLayout>(R.id.puzzle_list).childCount > 0 }
                shoot(list)
            }
            "analysis" -> {
                // A game's middle: the piece with the most destinations selected, its marks drawn.
                save(Saves.FAULTY_GAME)
                launchMain()
                val analysis = start(Robolectric.buildActivity(AnalysisScreen::class.java)).get()
                waitFor("the analysis") { analysis.controller?.ready == true && !analysis.controller!!.state.working }
                val controller = analysis.controller!!
                val pieces = controller.state.board.points.filter { it.selectable }.map { it.index }
                val most = pieces.maxByOrNull { p -> controller.tap(p); controller.state.destinations.size.also { controller.clearSelection() } }!!
                controller.tap(most)
                assertTrue(controller.state.destinations.isNotEmpty())
                shoot(analysis)
            }
            "analysis-editor" -> {
                save(Saves.TWO_HUMANS)
                launchMain()
                val analysis = start(Robolectric.buildActivity(AnalysisScreen::class.java)).get()
                waitFor("the analysis board") { analysis.controller?.ready == true }
                analysis.findViewById<Button>(R.id.analysis_edit).performClick()
                val board = analysis.findViewById<BoardView>(R.id.analysis_board)
                for (name in listOf("a1", "b2", "e5", "e5", "c4", "c4")) board.tap(name)
                advance(FRAME)
                assertTrue(analysis.controller!!.state.editing)
                shoot(analysis)
            }
            in LESSON -> {
                val lesson = start(Robolectric.buildActivity(LessonScreen::class.java)).get()
                waitFor("the lesson, read from the store") { app.lesson.ready }
                val step = LESSON.indexOf(shot)
                assertEquals("the lesson has as many steps as are shot", LESSON.size.toUInt(), app.lesson.state.steps)
                app.lesson.goTo(step.toUInt())
                advance(FRAME)
                assertEquals(step.toUInt(), app.lesson.state.step)
                shoot(lesson)
            }
            else -> throw IllegalArgumentException(shot)
        }
    }
}

/** The comparison itself: it must fail on a real change and pass on noise. */
@RunWith(RobolectricTestRunner::class)
class ImageComparisonTest {
    private val comparison = ImageComparison(channelTolerance = 24, maxFraction = 0.0002)

    private fun image(width: Int = 100, height: Int = 100, colour: Int = 0xFFE9CFA3.toInt()) =
        Pixels(width, height, IntArray(width * height) { colour })

    @Test
    fun identicalImagesMatch() {
        val d = comparison.compare(image(), image())
        assertEquals(0, d.differing)
        assertTrue(comparison.matches(d))
    }

    @Test
    fun smallShadesAndASinglePixelAreTolerated() {
        val actual = image(colour = 0xFFEED3A8.toInt()) // every channel within 5
        actual.argb[4321] = 0xFF000000.toInt()
        val d = comparison.compare(image(), actual)
        assertEquals(1, d.differing)
        assertTrue(comparison.matches(d))
    }

    @Test
    fun aChangedRegionFailsAndIsMarkedInTheDiff() {
        val actual = image()
        for (y in 10 until 20) for (x in 10 until 20) actual.argb[y * 100 + x] = 0xFF1565C0.toInt()
        val d = comparison.compare(image(), actual)
        assertEquals(100, d.differing)
        assertFalse(comparison.matches(d))
        assertEquals(0xFFFF0000.toInt(), d.diff!![15, 15])
        assertTrue(d.diff!![50, 50] != 0xFFFF0000.toInt())
    }

    @Test
    fun anIgnoredRegionIsNotCompared() {
        val actual = image()
        for (y in 10 until 20) for (x in 10 until 20) actual.argb[y * 100 + x] = 0xFF1565C0.toInt()
        assertTrue(comparison.matches(comparison.compare(image(), actual, listOf(Rect(5, 5, 30, 30)))))
        assertFalse(comparison.matches(comparison.compare(image(), actual, listOf(Rect(5, 5, 12, 12)))))
    }

    @Test
    fun anotherSizeNeverMatches() {
        assertFalse(comparison.matches(comparison.compare(image(), image(width = 99))))
    }
}
