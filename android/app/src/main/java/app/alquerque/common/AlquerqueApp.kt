package app.alquerque.common

import android.app.Activity
import android.app.Application
import android.content.Context
import android.content.pm.ApplicationInfo
import android.content.res.Configuration
import android.os.Bundle
import android.os.StrictMode
import app.alquerque.core.BoardGeometry
import app.alquerque.core.EndgameTrainer
import app.alquerque.core.Options
import app.alquerque.core.Store
import app.alquerque.core.boardGeometry
import app.alquerque.core.defaultOptions as engineDefaultOptions
import app.alquerque.core.openFriendGames
import app.alquerque.core.openGame
import app.alquerque.core.openHome
import app.alquerque.core.openNewGame
import app.alquerque.core.openLesson
import app.alquerque.core.openPuzzles
import app.alquerque.core.setLanguages
import app.alquerque.endgame.EndgameController
import app.alquerque.friends.FriendsController
import app.alquerque.game.GameController
import app.alquerque.home.HomeController
import app.alquerque.newgame.NewGameController
import app.alquerque.lesson.LessonController
import app.alquerque.puzzles.PuzzleController
import java.io.File
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.MainScope
import kotlinx.coroutines.withContext

/**
 * The process: it holds the one [Store] and the controllers of the game and of the puzzles, so
 * the game, a running AI search and the puzzle being solved live on across rotations and while
 * the screens come and go. The AI stops only when the whole app goes to the background, and
 * starts again when it comes back. After process death the controllers open everything again
 * from the store, off the main thread: the screens show it once it is ready
 * ([app.alquerque.common.Controller.whenReady]).
 */
class AlquerqueApp : Application() {
    /** The board's points and lines, read once from the engine. */
    val geometry: BoardGeometry by lazy { boardGeometry() }

    /** Where everything is kept: `files/saves` (the folder earlier versions saved the game in). */
    val saveFolder: File by lazy { File(dataDir, "files/$SAVE_DIR") }

    /**
     * The store, made on the first thread that needs it, which is never the main thread: the
     * engine's threads descend from a thread the store starts, and take its priority.
     */
    val store: Store by lazy { Store(saveFolder.path) }

    /** The store, made off the main thread (see [store]). */
    suspend fun openedStore(): Store = withContext(Dispatchers.IO) { store }

    /** The game, on the main thread. */
    val controller: GameController by lazy { GameController(MainScope(), { openGame(openedStore(), null) }) }

    /** The puzzles, on the main thread. */
    val puzzles: PuzzleController by lazy {
        PuzzleController(MainScope()) { openPuzzles(openedStore()) }.also { it.settings = ::gameOptions }
    }

    /** The games with friends far away: one list for the whole process, on the main thread. */
    val friends: FriendsController by lazy { FriendsController(MainScope()) { openFriendGames(openedStore()) } }

    /**
     * The home, on the main thread: the engine's summary of the game, the puzzles, the lesson and
     * the games with friends (the one list of the folder, shared with [friends]), once each is open.
     */
    val home: HomeController by lazy {
        HomeController(MainScope()) {
            val store = openedStore()
            openHome(store, controller.opened(), puzzles.opened(), openFriendGames(store), lesson.opened())
        }
    }

    /**
     * The new-game sheet, on the main thread: its choice lives with the process (a rotation keeps
     * it) and is kept in the store once a game starts with it.
     */
    val newGame: NewGameController by lazy {
        NewGameController(MainScope()) { openNewGame(openedStore(), controller.opened()) }
    }

    /** The engine's default options: a game with a friend's display settings before the game is read. */
    val defaultOptions: Options by lazy { engineDefaultOptions() }

    /**
     * The endgame trainer, on the main thread: it lives with the process, so a rotation keeps
     * the position. Its tables are read and its first position drawn off the main thread.
     */
    val endgame: EndgameController by lazy {
        EndgameController(MainScope()) { withContext(Dispatchers.Default) { EndgameTrainer(1u) } }
            .also { it.settings = ::gameOptions }
    }

    /**
     * The lesson, on the main thread: it lives with the process, so a rotation keeps the step,
     * and a new launch opens it from the store where the person left it.
     */
    val lesson: LessonController by lazy {
        LessonController(MainScope()) { openLesson(openedStore()) }.also { it.settings = ::gameOptions }
    }

    /** The game's options once it is read (the sound and touch settings of every screen). */
    fun gameOptions(): Options? = controller.takeIf { it.ready }?.options()

    /** Screens of this app now started; 0 means the app is in the background. */
    private var started = 0

    /**
     * The engine speaks the person's language: their list in order (the system's, or the one
     * chosen for this app on Android 13+, which is what a screen's configuration holds). A
     * change of language recreates the screens, which then read their states again.
     */
    private fun speak(configuration: Configuration) {
        val locales = configuration.locales
        setLanguages((0 until locales.size()).map { locales[it].toLanguageTag() })
    }

    override fun onConfigurationChanged(newConfig: Configuration) {
        super.onConfigurationChanged(newConfig)
        speak(newConfig)
    }

    override fun onCreate() {
        super.onCreate()
        speak(resources.configuration)
        if (applicationInfo.flags and ApplicationInfo.FLAG_DEBUGGABLE != 0) {
            // No disk work on the main thread: the store does it on its own thread.
            StrictMode.setThreadPolicy(StrictMode.ThreadPolicy.Builder().detectDiskReads().detectDiskWrites().penaltyLog().build())
        }
        registerActivityLifecycleCallbacks(object : ActivityLifecycleCallbacks {
            override fun onActivityStarted(activity: Activity) {
                if (started++ == 0) controller.resume()
            }

            override fun onActivityStopped(activity: Activity) {
                // A rotation stops the screen and starts it again at once: keep thinking.
                if (--started == 0 && !activity.isChangingConfigurations) controller.pause()
            }

            override fun onActivityCreated(activity: Activity, savedInstanceState: Bundle?) = speak(activity.resources.configuration)
            override fun onActivityResumed(activity: Activity) {}
            override fun onActivityPaused(activity: Activity) {}
            override fun onActivitySaveInstanceState(activity: Activity, outState: Bundle) {}
            override fun onActivityDestroyed(activity: Activity) {}
        })
    }

    companion object {
        /** The folder of the store under the app's files. */
        const val SAVE_DIR = "saves"
    }
}

/** The app's controllers and geometry, from any of its screens. */
val Context.app: AlquerqueApp get() = applicationContext as AlquerqueApp
