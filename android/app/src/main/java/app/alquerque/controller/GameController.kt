// The one controller between the generated bindings and the screens. It owns the GameSession,
// saves it after every change, starts the AI whenever the session says the AI is to move, and
// hands the screen one GameScreen value at a time. It decides nothing about the game: every
// rule, every "may I tap this", every status sentence comes from the session.
//
// No Android import here: tests/android runs this file on the JVM against the host library.

package app.alquerque.controller

import app.alquerque.core.AlquerqueException
import app.alquerque.core.SearchOutcome
import app.alquerque.core.BoardState
import app.alquerque.core.GameSession
import app.alquerque.core.MoveInfo
import app.alquerque.core.Options
import app.alquerque.core.TapOutcome
import app.alquerque.core.ThinkingObserver
import app.alquerque.core.ThinkingProgress
import app.alquerque.core.defaultOptions
import kotlinx.coroutines.CoroutineStart
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.isActive
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import java.io.IOException
import kotlin.coroutines.CoroutineContext
import kotlin.coroutines.EmptyCoroutineContext

/** What [GameStore.load] found: no save is not the same as a save that cannot be read. */
sealed class SavedGame {
    /** There is no save: the first launch. */
    object None : SavedGame()

    /** The text last given to [GameStore.save]. */
    data class Found(val text: String) : SavedGame()

    /** There is a save but it cannot be read (I/O error, not UTF-8, too big); [reason] says why. */
    data class Unreadable(val reason: String) : SavedGame()
}

/** Where the saved session lives between runs: a file on Android ([FileGameStore]). */
interface GameStore {
    /** The save, read on the controller's loading thread (never the main thread). */
    fun load(): SavedGame

    /**
     * Keeps `saved` (GameSession.saveState()) until the next call, durably before it returns.
     * @throws IOException if it could not be written (the previous save is then still whole).
     */
    fun save(saved: String)

    /**
     * Moves the save that could not be read (by [load] or by GameSession.restore) apart from the
     * game, so that a new game does not destroy it: a later version of the app may read it, and
     * it tells what went wrong.
     * @throws IOException if it could not; then [save] must refuse to write over it.
     */
    fun setAside()
}

/** Something to tell the player besides the board and its status line. */
sealed class Notice {
    /** A tap or a command did nothing; [reason] is the session's sentence saying why. */
    data class Refused(val reason: String) : Notice()

    /**
     * The saved game could not be read, so a new game started; [reason] says why. The save was
     * set aside unless [keptInPlace] (it could not be moved: then the new game is not saved).
     */
    data class RestoreFailed(val reason: String, val keptInPlace: Boolean = false) : Notice()

    /** The game could not be saved (the disk is full, …); [reason] says why. */
    data class SaveFailed(val reason: String) : Notice()
}

/** Everything the game screen shows, in one value. */
data class GameScreen(
    /** The board, the status line and what the buttons may do, as the session computed them. */
    val board: BoardState,
    /** The options in force (notation and targets shown, who plays). */
    val options: Options,
    /** The latest snapshot of the running search (AI move or hint), else null. */
    val progress: ThinkingProgress?,
    /** The move the last hint suggested, shown until a move is played or the game changes. */
    val hint: MoveInfo?,
    /** What to tell the player, until the next change. */
    val notice: Notice?,
)

/** Receives every new [GameScreen] on the controller's thread. */
fun interface ScreenListener {
    /**
     * Shows [screen]. [played] is the move that has just been played (by a tap or by the AI),
     * for the board to animate; null when nothing was played (a selection, undo, a new game,
     * progress of the search, a listener attached again after a rotation).
     */
    fun onScreen(screen: GameScreen, played: MoveInfo?)
}

/**
 * Drives one [GameSession] for the screens.
 *
 * All methods must be called on the thread of [scope] (the main thread on Android), and the
 * listener is called there too. The AI and hints run with the session's suspending calls, so
 * this thread never waits for a search.
 *
 * @param store where the session is saved after every change and read back at start.
 * @param scope runs the AI's turns and the hints; cancel it to stop everything.
 * @param aiPauseMillis the least time between a move and the AI's next one, so a person can
 *   follow the moves (and their animation) when the AI plays several in a row.
 * @param searchContext where the AI's and the hint's searches are started: the engine's search
 *   thread inherits that thread's scheduling priority (Android passes a background-priority
 *   thread, so the search never competes with drawing).
 * @param clock milliseconds from a monotonic clock, for the pause between AI moves (a wall
 *   clock could jump when the user or the network changes the time).
 * @param loadContext where the save is read and GameSession.restore runs (Android passes an I/O
 *   thread): a long game takes a moment to replay, which must not freeze the screen. Until that
 *   is done the controller is not [ready]: it shows nothing and ignores commands.
 * @param newSession makes the session when there is no saved one (tests pass a seeded one).
 */
class GameController(
    private val store: GameStore,
    private val scope: CoroutineScope,
    private val aiPauseMillis: Long = 0,
    private val searchContext: CoroutineContext = EmptyCoroutineContext,
    private val clock: () -> Long = { System.nanoTime() / 1_000_000 },
    loadContext: CoroutineContext = EmptyCoroutineContext,
    private val newSession: (Options) -> GameSession = { GameSession(it) },
) {
    private lateinit var session: GameSession
    /** Run once the saved game is read ([whenReady]). */
    private var onReady: MutableList<() -> Unit>? = mutableListOf()
    /** Set when an unreadable save could not be set aside: it is never saved over. */
    private var saveRefused: Notice.RestoreFailed? = null
    private var listener: ScreenListener? = null
    private var progress: ThinkingProgress? = null
    private var hint: MoveInfo? = null
    private var notice: Notice? = null
    private var paused = false
    private var aiJob: Job? = null
    private var hintJob: Job? = null
    /** Numbers the searches so that progress of a finished one is dropped. */
    private var searchSerial = 0L
    private var activeSearch = 0L
    private var lastMoveAt = 0L

    /** The screen as last computed; only once [ready]. */
    lateinit var screen: GameScreen
        private set

    /** True once the saved game has been read (or a new one made): before, there is no screen. */
    val ready: Boolean get() = onReady == null

    /**
     * True on the very first launch (no saved game at all) until the player has chosen how to
     * play ([welcome]), or has settled it another way (a new game, new options, a game record
     * opened): the screen then offers the choice. The default game (against the AI) is already
     * set up underneath.
     */
    var welcomePending: Boolean = false
        private set

    init {
        scope.launch {
            val (saved, restored) = withContext(loadContext) { readSave() }
            session = restored ?: newSession(defaultOptions())
            welcomePending = saved == SavedGame.None
            screen = compute()
            if (restored == null) persist()
            val actions = onReady.orEmpty()
            onReady = null
            publish(null)
            actions.forEach { it() }
            maybeThink()
        }
    }

    /**
     * Reads the save and restores it, off the controller's thread. A save that cannot be read
     * or restored is set aside (never written over) and the notice says so.
     */
    private fun readSave(): Pair<SavedGame, GameSession?> {
        val saved = store.load()
        val reason = when (saved) {
            SavedGame.None -> return saved to null
            is SavedGame.Unreadable -> saved.reason
            is SavedGame.Found -> try {
                return saved to GameSession.restore(saved.text)
            } catch (e: AlquerqueException) {
                e.message ?: ""
            }
        }
        notice = try {
            store.setAside()
            Notice.RestoreFailed(reason)
        } catch (e: IOException) {
            Notice.RestoreFailed(reason, keptInPlace = true).also { saveRefused = it }
        }
        return saved to null
    }

    /** Runs [action] on the controller's thread once [ready]: at once if it is already. */
    fun whenReady(action: () -> Unit) {
        val pending = onReady
        if (pending == null) action() else pending += action
    }

    /** Shows every screen from now on to [listener], starting with the current one (once [ready]). */
    fun attach(listener: ScreenListener) {
        this.listener = listener
        if (ready) listener.onScreen(screen, null)
    }

    /** Stops showing screens to [listener] (if it is the one attached). */
    fun detach(listener: ScreenListener) {
        if (this.listener === listener) this.listener = null
    }

    /** The options in force; only once [ready] (see [whenReady]). */
    fun options(): Options = session.options()

    /** A tap on point [point] (0 = a1 … 24 = e5): the session says what it means. */
    fun tap(point: Int) {
        if (!ready) return
        val outcome = try {
            session.tap(point)
        } catch (e: AlquerqueException) {
            notice = Notice.Refused(e.message ?: "")
            publish(null)
            return
        }
        notice = null
        if (outcome is TapOutcome.Played) {
            hint = null
            changed(outcome.mv)
        } else {
            // The jumps of a capture being entered are saved too, so leaving mid-capture
            // loses nothing (a mere selection is not saved; the session decides).
            if (outcome is TapOutcome.KeepJumping) persist()
            publish(null)
        }
    }

    /** Drops the selection or the capture being entered. */
    fun clearSelection() {
        if (!ready) return
        session.clearSelection()
        notice = null
        persist()
        publish(null)
    }

    /**
     * The first-launch choice: [options] to play with (a new game starts with them), or null to
     * keep the default game. Either way the question is not asked again.
     */
    fun welcome(options: Options?) {
        if (!ready) return
        welcomePending = false
        if (options != null) {
            session.setOptions(options)
            session.newGame()
            reset()
        } else {
            publish(null)
        }
    }

    /** The game as a game record (rules, start, moves), to share or keep; only once [ready]. */
    fun exportRecord(): String = session.exportRecord()

    /**
     * Replaces the game by the one [record] describes (its rules become the options' rules).
     * A record that does not read changes nothing and shows the session's reason; returns
     * whether it was read.
     */
    fun importRecord(record: String): Boolean {
        if (!ready) return false
        try {
            session.importRecord(record)
        } catch (e: AlquerqueException) {
            notice = Notice.Refused(e.message ?: "")
            publish(null)
            return false
        }
        welcomePending = false
        reset()
        return true
    }

    /** Starts a new game with the options in force. */
    fun newGame() {
        if (!ready) return
        welcomePending = false
        session.newGame()
        reset()
    }

    /** Takes back moves to the last time a human was to move. */
    fun undo() {
        if (!ready) return
        if (session.undo()) reset() else refuse()
    }

    /** Replays what undo took back. */
    fun redo() {
        if (!ready) return
        if (session.redo()) reset() else refuse()
    }

    /** Changes the options: players at once, rules from the next new game. */
    fun setOptions(options: Options) {
        if (!ready) return
        welcomePending = false
        session.setOptions(options)
        reset()
    }

    /**
     * Asks the session for a good move for the human to move; it is shown in
     * [GameScreen.hint] when found. Does nothing unless a human is to move.
     */
    fun hint() {
        if (!ready || hintJob != null || !screen.board.humanToMove || screen.board.thinking) return
        hint = null
        notice = null
        val serial = ++searchSerial
        activeSearch = serial
        val job = scope.launch(start = CoroutineStart.LAZY) {
            try {
                val outcome = withContext(searchContext) { session.hint(observer(serial)) }
                // Stale: the player moved on, or the game changed; no hint wanted.
                if (outcome is SearchOutcome.Move) hint = outcome.info
            } finally {
                if (hintJob === coroutineContext[Job]) hintJob = null
                endSearch(serial)
                if (scope.isActive) publish(null)
            }
        }
        hintJob = job
        job.start()
    }

    /**
     * The app went to the background: stop any search (a running AI move is started again by
     * [resume]). The game is already saved.
     */
    fun pause() {
        paused = true
        // Forget the jobs at once: one cancelled before it ran never reaches its finally.
        aiJob?.cancel()
        aiJob = null
        hintJob?.cancel()
        hintJob = null
        if (!ready) return
        session.cancelThinking()
        progress = null
        publish(null)
    }

    /** The app is in front again: the AI moves if it is its turn. */
    fun resume() {
        paused = false
        publish(null)
        maybeThink()
    }

    /** Something that ends the hint, the search and the notice: undo, redo, a new game, options. */
    private fun reset() {
        hint = null
        notice = null
        progress = null
        changed(null)
    }

    private fun refuse() {
        // Undo and redo are only offered when possible; a late press just refreshes.
        publish(null)
    }

    /** The session changed: save it, show it, and let the AI move if it is its turn. */
    private fun changed(played: MoveInfo?) {
        if (played != null) lastMoveAt = clock()
        persist()
        publish(played)
        maybeThink()
    }

    /**
     * Saves the session; a failure is told in the notice (the game goes on in memory). Nothing
     * is saved over an unreadable save that could not be set aside: the notice keeps saying so.
     */
    private fun persist() {
        val refused = saveRefused
        if (refused != null) {
            if (notice == null) notice = refused
            return
        }
        try {
            store.save(session.saveState())
        } catch (e: IOException) {
            notice = Notice.SaveFailed(e.message ?: e.javaClass.simpleName)
        }
    }

    private fun compute(): GameScreen {
        val board = session.state()
        return GameScreen(
            board = board,
            options = session.options(),
            progress = progress.takeIf { board.thinking },
            hint = hint,
            notice = notice,
        )
    }

    private fun publish(played: MoveInfo?) {
        if (!ready) return
        screen = compute()
        listener?.onScreen(screen, played)
    }

    private fun observer(serial: Long) = object : ThinkingObserver {
        // Called on the search's thread: hand the snapshot to the controller's thread.
        override fun onProgress(progress: ThinkingProgress) {
            scope.launch {
                if (activeSearch == serial) {
                    this@GameController.progress = progress
                    publish(null)
                }
            }
        }
    }

    private fun endSearch(serial: Long) {
        if (activeSearch == serial) {
            activeSearch = 0
            progress = null
        }
    }

    /** Starts the AI's turn if the session says the AI is to move and none is under way. */
    private fun maybeThink() {
        if (!ready || paused || aiJob != null || !scope.isActive) return
        if (!screen.board.aiToMove || screen.board.thinking) return
        val serial = ++searchSerial
        val job = scope.launch(start = CoroutineStart.LAZY) {
            try {
                val wait = lastMoveAt + aiPauseMillis - clock()
                if (wait > 0) delay(wait)
                if (!session.state().aiToMove) return@launch
                activeSearch = serial
                val outcome = withContext(searchContext) { session.think(observer(serial)) }
                endSearch(serial)
                // Stale: the game changed while the AI thought; that change is shown already.
                if (outcome is SearchOutcome.Move) changed(outcome.info)
            } finally {
                endSearch(serial)
                if (aiJob === coroutineContext[Job]) aiJob = null
                if (scope.isActive) {
                    publish(null)
                    maybeThink()
                }
            }
        }
        aiJob = job
        job.start()
    }
}
