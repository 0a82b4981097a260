// What every controller shares: a Rust object opened off the main thread, its state shown on
// the main thread after each of the controller's own calls and whenever the object says it
// changed by itself, with the cues of each change. No Android import: tests/android runs the
// controllers on the JVM. iOS's counterpart: Common/ViewModel.swift.

package app.alquerque.common

import app.alquerque.core.Feedback
import app.alquerque.core.Options
import app.alquerque.core.Outcome
import app.alquerque.core.PlayedMove
import app.alquerque.core.StateObserver
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.launch
import kotlin.coroutines.resume
import kotlin.coroutines.suspendCoroutine

/** Receives each new state on the controller's thread, with the move to animate, if any. */
fun interface StateListener<S> {
    fun onState(state: S, played: PlayedMove?)
}

/**
 * The model [open] gives (its disk work done off this thread), shown to one listener at a time.
 * All methods run on the thread of [scope] (the main thread on Android). Until the model is
 * open the controller is not [ready]: it shows nothing and ignores commands ([whenReady]
 * waits). The cues of each change (a screen with a board: [cueFeedback]) play on the output the
 * screen attached with its listener.
 */
abstract class Controller<M : Any, S : Any>(protected val scope: CoroutineScope, open: suspend () -> M) {
    protected lateinit var model: M
    private var onReady: MutableList<() -> Unit>? = mutableListOf()
    private var listener: StateListener<S>? = null
    private val cues = CuePlayer()

    /** The player's sound and touch settings (the game's options; null until read: the core's CueGate decides). */
    var settings: () -> Options? = { null }

    /** The state last shown; only once [ready]. */
    lateinit var state: S
        private set

    /** True once the model is open. */
    val ready: Boolean get() = onReady == null

    init {
        scope.launch {
            model = open()
            // Told on a thread of the engine's: shown on this one.
            observe(model, object : StateObserver {
                override fun onChange(played: PlayedMove?) {
                    scope.launch { publish(played) }
                }
            })
            val actions = onReady.orEmpty()
            onReady = null
            publish(null)
            actions.forEach { it() }
        }
    }

    /** The model's state now. */
    protected abstract fun read(model: M): S

    /** Has [model] tell [observer] of the changes it makes by itself. */
    protected abstract fun observe(model: M, observer: StateObserver)

    /** The feedback of [state] whose cues play; null for a screen that makes no sound. */
    protected open fun cueFeedback(state: S): Feedback? = null

    /** The model, once open: at once if it is already (another screen's controller reads it). */
    suspend fun opened(): M = suspendCoroutine { done -> whenReady { done.resume(model) } }

    /** Runs [action] once [ready]: at once if it is already. */
    fun whenReady(action: () -> Unit) {
        val pending = onReady
        if (pending == null) action() else pending += action
    }

    /**
     * Shows every state from now on to [listener], starting with the current one, and plays the
     * cues of each change on [cueOutput] (the state found is taken as heard: it is not news).
     */
    fun attach(listener: StateListener<S>, cueOutput: CueOutput?) {
        this.listener = listener
        cues.attach(cueOutput, if (ready) cueFeedback(state) else null)
        if (ready) listener.onState(state, null)
    }

    /** Shows every state from now on to [listener], with no cues (a screen without sound, a test). */
    fun attach(listener: StateListener<S>) = attach(listener, null)

    /** Stops showing states to [listener] (if it is the one attached), and its cues. */
    fun detach(listener: StateListener<S>) {
        if (this.listener === listener) {
            this.listener = null
            cues.attach(null, null)
        }
    }

    /**
     * Calls the action [call] on the model, once [ready], and shows the state after it with the
     * move it played to animate. A refusal is an answer like any other: the state shows its
     * words.
     */
    protected fun answer(call: (M) -> Outcome) {
        if (!ready) return
        publish((call(model) as? Outcome.Done)?.played)
    }

    /** Calls [call] on the model, once [ready], and shows the state after it. */
    protected fun act(call: (M) -> Unit) {
        if (!ready) return
        call(model)
        publish(null)
    }

    protected fun publish(played: PlayedMove?) {
        if (!ready) return
        state = read(model)
        cueFeedback(state)?.let { cues.show(it, played, settings()) }
        listener?.onState(state, played)
    }
}
