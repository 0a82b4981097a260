package app.alquerque.ui

import android.app.Activity
import android.app.Application
import android.content.Context
import android.os.Bundle
import android.os.Process
import android.os.SystemClock
import app.alquerque.controller.GameController
import app.alquerque.controller.GameStore
import app.alquerque.core.BoardGeometry
import app.alquerque.core.boardGeometry
import java.util.concurrent.Executors
import kotlinx.coroutines.MainScope
import kotlinx.coroutines.asCoroutineDispatcher

/**
 * The process: it holds the one [GameController], so the game and a running AI search live
 * on across rotations and while the screens come and go (Rules, Options and About included).
 * The search stops only when the whole app leaves the screen, and starts again when it comes
 * back. After process death the controller is built again from the saved session.
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

    /** The game, on the main thread. */
    val controller: GameController by lazy {
        GameController(
            PrefsStore(this),
            MainScope(),
            aiPauseMillis = AI_PAUSE_MILLIS,
            searchContext = searchDispatcher,
            clock = { SystemClock.elapsedRealtime() },
        )
    }

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
    }
}

/** The saved session in SharedPreferences, written after every change. */
class PrefsStore(context: Context) : GameStore {
    private val prefs = context.getSharedPreferences("alquerque", Context.MODE_PRIVATE)

    override fun load(): String? = prefs.getString(KEY, null)

    override fun save(saved: String) {
        prefs.edit().putString(KEY, saved).apply()
    }

    override fun setAside(unreadable: String) {
        prefs.edit().putString(UNREADABLE_KEY, unreadable).apply()
    }

    private companion object {
        const val KEY = "session"
        const val UNREADABLE_KEY = "session.unreadable"
    }
}

/** The app's controller and geometry, from any of its screens. */
val Context.app: AlquerqueApp get() = applicationContext as AlquerqueApp
