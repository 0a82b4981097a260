// The games with friends far away: the list the engine keeps in the store, the links and
// shared files that come in, and the session of each game. No Android import: tests/android
// runs it on the JVM.

package app.alquerque.friends

import app.alquerque.core.FriendGames
import app.alquerque.core.FriendListState
import app.alquerque.core.GameSession
import app.alquerque.core.LinkOpened
import app.alquerque.core.Options
import app.alquerque.core.Side
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.CoroutineStart
import kotlinx.coroutines.async
import kotlinx.coroutines.launch

/**
 * The one [FriendGames] of the process ([open] reads it from the store, once), its
 * [FriendListState] shown to one listener on the thread of [scope]. The engine decides
 * everything: which link extends which game, what is refused and why, whose turn it is.
 */
class FriendsController(private val scope: CoroutineScope, open: suspend () -> FriendGames) {
    private val games = scope.async(start = CoroutineStart.LAZY) { open() }

    /** The state last read; null until the first [load] is done. */
    var state: FriendListState? = null
        private set

    private var listener: ((FriendListState) -> Unit)? = null

    /** Shows every new state to [listener] (at once if there is one), or to nobody. */
    fun setListener(listener: ((FriendListState) -> Unit)?) {
        this.listener = listener
        state?.let { listener?.invoke(it) }
    }

    /** Reads the list. */
    fun load() {
        scope.launch { show(games.await()) }
    }

    /**
     * A new game playing [side] under the rules of [options], called [name] (the engine cleans
     * it, and an empty one is the state's defaultName); [opened] gets its id.
     */
    fun start(side: Side, options: Options, name: String, opened: (ULong) -> Unit) {
        scope.launch {
            val friends = games.await()
            // Refused (the list full): null, and the list's notice says why.
            val id = friends.start(side, options, name)
            show(friends)
            id?.let(opened)
        }
    }

    /** Renames game [id] to [name] (cleaned by the engine; an empty name changes nothing). */
    fun rename(id: ULong, name: String) {
        scope.launch { show(games.await().also { it.rename(id, name) }) }
    }

    /** Removes game [id] at once; the state's removed offers to bring it back. */
    fun remove(id: ULong) {
        scope.launch { show(games.await().also { it.remove(id) }) }
    }

    /** Brings back the game removed last, if nothing changed the list since. */
    fun undoRemove() {
        scope.launch { show(games.await().also { it.undoRemove() }) }
    }

    /** Opens the link in [text]; [opened] gets the game it opened unless it was refused. */
    fun openLink(text: String, opened: (ULong) -> Unit) = openWith(opened) { it.openLink(text) }

    /** Opens the link in the bytes of a file or a share, which may not be text. */
    fun openLinkBytes(bytes: ByteArray, opened: (ULong) -> Unit) = openWith(opened) { it.openLinkBytes(bytes) }

    /** Says [text] on the list (a file that came in could not be read); nothing changes. */
    fun tell(text: String) {
        scope.launch { show(games.await().also { it.tell(text) }) }
    }

    /**
     * The session playing game [id] with the display settings of [display]; a game that cannot
     * be played (gone from the list) is null, and the list shown again says why.
     */
    suspend fun play(id: ULong, display: Options): GameSession? {
        val friends = games.await()
        return friends.play(id, display).also { if (it == null) show(friends) }
    }

    /** Hides what was said and the list's notice. */
    fun dismiss() {
        scope.launch { show(games.await().also { it.dismissNotice() }) }
    }

    private fun openWith(opened: (ULong) -> Unit, call: (FriendGames) -> LinkOpened) {
        scope.launch {
            val friends = games.await()
            // The game it opened; what happened, or why it was refused, is the list's notice.
            val result = call(friends)
            show(friends)
            result.id?.let(opened)
        }
    }

    private fun show(friends: FriendGames) {
        val s = friends.state()
        state = s
        listener?.invoke(s)
    }
}
