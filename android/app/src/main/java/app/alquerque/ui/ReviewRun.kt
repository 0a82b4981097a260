package app.alquerque.ui

import android.os.Handler
import android.os.Looper
import app.alquerque.core.GameReview
import app.alquerque.core.GameSession
import app.alquerque.core.Player
import app.alquerque.core.ReviewObserver
import app.alquerque.core.ReviewProgressInfo
import app.alquerque.core.defaultOptions
import kotlin.concurrent.thread
import kotlinx.coroutines.runBlocking

/**
 * One review of a game record: the core's review on a thread of its own, its latest progress
 * and its result. The app keeps the last one ([AlquerqueApp.review]), so turning the phone
 * neither restarts a review nor loses a finished one; the review screen attaches to it while it
 * is shown. Everything it tells the screen arrives on the main thread.
 */
class ReviewRun(
    /** The record reviewed, as the game screen's session wrote it. */
    val record: String,
) {
    private val main = Handler(Looper.getMainLooper())
    /** A session of its own holding the game as it was when the review began. */
    private val session: GameSession =
        GameSession.withSeed(defaultOptions().copy(white = Player.Human, black = Player.Human), SEED)
            // The record comes from the app's own session, so it always reads.
            .also { it.importRecord(record) }
    /** The latest progress; main thread only. */
    private var progress: ReviewProgressInfo? = null
    /** The finished (or stopped) review; main thread only. */
    var result: GameReview? = null
        private set
    private var owner: Any? = null
    private var onProgress: ((ReviewProgressInfo) -> Unit)? = null
    private var onResult: ((GameReview) -> Unit)? = null

    /** Whether this run can still serve a screen: running, or finished without being stopped. */
    val usable: Boolean get() = result?.complete ?: true

    init {
        val observer = object : ReviewObserver {
            override fun onProgress(progress: ReviewProgressInfo) {
                main.post {
                    this@ReviewRun.progress = progress
                    onProgress?.invoke(progress)
                }
            }
        }
        thread(name = "review", isDaemon = true) {
            val review = runBlocking { session.review(observer) }
            main.post {
                result = review
                onResult?.invoke(review)
            }
        }
    }

    /**
     * Tells [owner]'s [onProgress] and [onResult] what happens from now on, starting with where
     * the review stands (on the main thread).
     */
    fun attach(owner: Any, onProgress: (ReviewProgressInfo) -> Unit, onResult: (GameReview) -> Unit) {
        this.owner = owner
        this.onProgress = onProgress
        this.onResult = onResult
        result?.let(onResult) ?: progress?.let(onProgress)
    }

    /** Stops telling [owner] anything, if it is the one attached; the review goes on. */
    fun detach(owner: Any) {
        if (this.owner !== owner) return
        this.owner = null
        onProgress = null
        onResult = null
    }

    /** Stops the review: it ends with the plies reviewed so far ([GameReview.complete] false). */
    fun cancel() = session.cancelReview()

    private companion object {
        /** One seed: the same game gets the same review every time. */
        const val SEED = 1uL
    }
}
