package app.alquerque.ui

import android.app.Activity
import android.app.Application
import android.content.Context
import android.os.Bundle
import android.os.Process
import android.os.SystemClock
import app.alquerque.controller.FileGameStore
import app.alquerque.controller.GameController
import app.alquerque.controller.LegacySave
import app.alquerque.core.BoardGeometry
import app.alquerque.core.boardGeometry
import java.io.File
import java.util.concurrent.Executors
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.MainScope
import kotlinx.coroutines.asCoroutineDispatcher

/**
 * The process: it holds the one [GameController], so the game and a running AI search live
 * on across rotations and while the screens come and go (Rules, Options and About included).
 * The search stops only when the whole app leaves the screen, and starts again when it comes
 * back. After process death the controller is built again from the saved session, which it
 * reads on an I/O thread: the screens show the game once it is ready ([GameController.whenReady]).
 */
class AlquerqueApp : Application() {
    /** The board's points and lines, read once from the engine. */
    val geometry: BoardGeometry by lazy { boardGeometry() }

    /**
     * Where searches start: one thread at background priority. The engine's search thread is
     * started from it and inherits that priority, so it never competes with the UI thread.
     */
    private val searchDispatcher by lazy {
        Executors.newSingleThreadExecutor { task ->
            Thread({
                Process.setThreadPriority(Process.THREAD_PRIORITY_BACKGROUND)
                task.run()
            }, "alquerque-search").apply { isDaemon = true }
        }.asCoroutineDispatcher()
    }

    /** The saved session: a file in the app's files dir, and the saves that could not be read. */
    val store: FileGameStore by lazy { FileGameStore(File(filesDir, SAVE_DIR), PrefsLegacySave(this)) }

    /** The game, on the main thread. */
    val controller: GameController by lazy {
        GameController(
            store,
            MainScope(),
            aiPauseMillis = AI_PAUSE_MILLIS,
            searchContext = searchDispatcher,
            clock = { SystemClock.elapsedRealtime() },
            loadContext = Dispatchers.IO,
        )
    }

    /**
     * The last game review (main thread only): a screen turned round finds it running or done,
     * and opening the review of the same game again shows it at once.
     */
    var review: ReviewRun? = null

    /** Screens of this app now started; 0 means the app is in the background. */
    private var started = 0

    override fun onCreate() {
        super.onCreate()
        registerActivityLifecycleCallbacks(object : ActivityLifecycleCallbacks {
            override fun onActivityStarted(activity: Activity) {
                if (started++ == 0) controller.resume()
            }

            override fun onActivityStopped(activity: Activity) {
                // A rotation stops the screen and starts it again at once: keep thinking.
                if (--started == 0 && !activity.isChangingConfigurations) controller.pause()
            }

            override fun onActivityCreated(activity: Activity, savedInstanceState: Bundle?) {}
            override fun onActivityResumed(activity: Activity) {}
            override fun onActivityPaused(activity: Activity) {}
            override fun onActivitySaveInstanceState(activity: Activity, outState: Bundle) {}
            override fun onActivityDestroyed(activity: Activity) {}
        })
    }

    companion object {
        /** Time to follow a move (and its animation) before the AI plays the next one. */
        const val AI_PAUSE_MILLIS = 700L

        /** The folder of the save under the app's files dir. */
        const val SAVE_DIR = "saves"
    }
}

/**
 * Where versions before the save file kept the session: SharedPreferences, written with
 * apply() (a kill right after a move could lose it). Read once, moved to the file, cleared.
 */
class PrefsLegacySave(context: Context) : LegacySave {
    private val prefs = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE)

    override fun read(): String? = prefs.getString(KEY, null)

    override fun readSetAside(): String? = prefs.getString(UNREADABLE_KEY, null)

    override fun clear() {
        // commit(), not apply(): the file holds the save now, and this must not come back.
        if (!prefs.edit().remove(KEY).remove(UNREADABLE_KEY).commit()) {
            throw java.io.IOException("could not clear the old save in SharedPreferences")
        }
    }

    companion object {
        const val PREFS = "alquerque"
        const val KEY = "session"
        const val UNREADABLE_KEY = "session.unreadable"
    }
}

/** The app's controller and geometry, from any of its screens. */
val Context.app: AlquerqueApp get() = applicationContext as AlquerqueApp
