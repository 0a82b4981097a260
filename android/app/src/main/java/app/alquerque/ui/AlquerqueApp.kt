package app.alquerque.ui

import android.app.Application
import android.content.Context
import app.alquerque.controller.GameController
import app.alquerque.controller.GameStore
import app.alquerque.core.BoardGeometry
import app.alquerque.core.boardGeometry
import kotlinx.coroutines.MainScope

/**
 * The process: it holds the one [GameController], so the game and a running AI search live
 * on across rotations and while the screens come and go. After process death the controller
 * is built again from the saved session.
 */
class AlquerqueApp : Application() {
    /** The board's points and lines, read once from the engine. */
    val geometry: BoardGeometry by lazy { boardGeometry() }

    /** The game, on the main thread. */
    val controller: GameController by lazy {
        GameController(PrefsStore(this), MainScope(), aiPauseMillis = AI_PAUSE_MILLIS)
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
