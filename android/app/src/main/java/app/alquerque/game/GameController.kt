// The game screen's controller: the GameSession, which decides everything (what a tap means,
// when the AI moves, what is shown, what is saved), and the calls the screen makes on it.

package app.alquerque.game

import app.alquerque.analysis.AnalysisController
import app.alquerque.common.Controller
import app.alquerque.core.GameState
import app.alquerque.core.RulesState
import app.alquerque.core.FirstGameChoice
import app.alquerque.core.FriendPlayState
import app.alquerque.core.GameSession
import app.alquerque.core.OptionKey
import app.alquerque.core.Options
import app.alquerque.core.OptionsState
import app.alquerque.core.Side
import app.alquerque.core.StateObserver
import app.alquerque.core.maxRecordBytes
import app.alquerque.review.ReviewController
import java.io.ByteArrayOutputStream
import java.io.InputStream
import kotlin.coroutines.CoroutineContext
import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext

/**
 * Drives the [GameSession] [open] gives (Android: the one kept in the app's store). The
 * session plays the AI's turns, saves itself and says what changed; this forwards the screen's
 * commands and shows each new [GameState]. [io] reads the documents a person opens.
 */
class GameController(
    scope: CoroutineScope,
    open: suspend () -> GameSession,
    private val io: CoroutineContext = Dispatchers.IO,
) : Controller<GameSession, GameState>(scope, open) {
    override fun read(model: GameSession) = model.state()

    override fun observe(model: GameSession, observer: StateObserver) = model.setObserver(observer)

    override fun cueFeedback(state: GameState) = state.feedback

    init {
        // Sound and touch as the session's options say.
        settings = { if (ready) model.options() else null }
    }

    /** The options in force; only once [ready]. */
    fun options(): Options = model.options()

    /** A tap on point [point] (0 = a1 … 24 = e5): a move it completes is animated. */
    fun tap(point: Int) = answer { it.tap(point) }

    fun clearSelection() = act { it.clearSelection() }

    fun dismissNotice() = act { it.dismissNotice() }

    fun newGame() = act { it.newGame() }

    /** Game over: the same players on the same sides again. */
    fun playAgain() = act { it.playAgain() }

    /** Game over: a new game with the players' sides swapped. */
    fun swapSides() = act { it.swapSides() }

    fun undo() = act { it.undo() }

    fun redo() = act { it.redo() }

    /** The hint command: asks for a hint, or stops the one being looked for (the session decides). */
    fun pressHint() = act { it.pressHint() }

    fun setOptions(options: Options) = act { it.setOptions(options) }

    /** The options screen's state: every word, choice and switch; only once [ready]. */
    fun optionsState(): OptionsState = model.optionsState()

    /** One switch of the options, applied at once. */
    fun setSwitch(key: OptionKey, on: Boolean) = act { it.setSwitch(key, on) }

    /** Who plays [side]: the player at [index] of the options' players, applied at once. */
    fun choosePlayer(side: Side, index: Int) = answer { it.choosePlayer(side, index.toUInt()) }

    /** The variant at [index] of the options' variants, from the next new game. */
    fun chooseVariant(index: Int) = answer { it.chooseVariant(index.toUInt()) }

    /** The first launch's answer: [choice], or null to keep the game set up. */
    fun chooseFirstGame(choice: FirstGameChoice?) = act { it.chooseFirstGame(choice) }

    /**
     * Opens the game [record] holds (Undo brings back the one it replaces; one that does not
     * read changes nothing and the notice says why). One arriving before the saved game is read
     * waits for it.
     */
    fun importRecord(record: String) = whenReady {
        answer { it.importRecord(record) }
    }

    /**
     * Opens the record in the document [open] gives, read off the main thread and no further
     * than a record can be long; [failed] hears why a document could not be read.
     */
    fun openRecord(open: () -> InputStream, failed: (String) -> Unit) {
        scope.launch {
            val bytes = readDocument(io, open, failed) ?: return@launch
            importRecord(String(bytes, Charsets.UTF_8))
        }
    }

    /** The game as a game record (rules, start, moves), to share; only once [ready]. */
    fun exportRecord(): String = model.exportRecord()

    /** The review of the game as it stands (the one already running or done for it, if any). */
    fun review(): ReviewController = model.review().let { run -> ReviewController(scope) { run } }

    /** The analysis board on the game's position as it stands; only once [ready]. */
    fun analysis(): AnalysisController = model.analysis().let { board -> AnalysisController(scope) { board } }

    /** The rules screen's state: the rules of the game being played; only once [ready]. */
    fun rules(): RulesState = model.rules()

    /** Of a game with a friend: the Send button and the turn line; null for any other game. */
    fun friendPlay(): FriendPlayState? = if (ready) model.friendPlay() else null

    /**
     * "Send my move": the words and the link to share, the moves in it no longer taken back;
     * null when refused (the reason is the state's notice).
     */
    fun sendMove(): String? {
        if (!ready) return null
        val text = model.sendMove()
        publish(null)
        return text
    }

    /** The app went to the background: the AI stops searching (once the game is open). */
    fun pause() = whenReady { act { it.pause() } }

    /** The app is in front again: the AI moves if it is its turn. */
    fun resume() = whenReady { act { it.resume() } }
}

/**
 * The bytes of a document a person opens or shares, no further than a record can be long: one
 * byte past the longest, so that the engine then says it is too long.
 */
fun readShared(input: InputStream): ByteArray {
    val limit = maxRecordBytes().toInt() + 1
    val out = ByteArrayOutputStream()
    val chunk = ByteArray(8192)
    while (out.size() < limit) {
        val n = input.read(chunk, 0, minOf(chunk.size, limit - out.size()))
        if (n < 0) break
        out.write(chunk, 0, n)
    }
    return out.toByteArray()
}

/**
 * The bytes of the document [open] gives, read on [io] no further than a record can be long
 * ([readShared]); null once [failed] has heard why it could not be read, whatever the provider
 * of another app threw (an IOException, a SecurityException or any other): the game record a
 * person opens and the file shared with the list of games with friends alike.
 */
suspend fun readDocument(io: CoroutineContext, open: () -> InputStream, failed: (String) -> Unit): ByteArray? =
    try {
        withContext(io) { open().use(::readShared) }
    } catch (e: CancellationException) {
        throw e
    } catch (e: Exception) {
        failed(e.message ?: e.javaClass.simpleName)
        null
    }
