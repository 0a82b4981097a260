// Plays what the core's CueGate hands back for each change (which sound, which touch, when,
// and which words: bindings/src/board/gate.rs decides), as iOS's CuePlayer
// (Common/CuePlayer.swift). No Android import: tests/android runs it on the JVM with the
// controllers; SystemCueOutput is the phone's output.

package app.alquerque.common

import app.alquerque.core.CueGate
import app.alquerque.core.Feedback
import app.alquerque.core.Haptic
import app.alquerque.core.Options
import app.alquerque.core.PlayedMove
import app.alquerque.core.Sound

/** Where cues end up: the speaker, the touch and the screen reader in the app; a recorder in the tests. */
interface CueOutput {
    fun play(sound: Sound)

    fun touch(haptic: Haptic)

    fun announce(text: String)

    /** Runs [cue] [delayMs] milliseconds from now, unless the output is released first. */
    fun schedule(delayMs: Long, cue: () -> Unit)
}

/**
 * Plays the cues of each change on the screen's output while it shows (none meanwhile): the
 * core's [CueGate] decides which, once per state's feedback, as the settings allow; this only
 * schedules and outputs them.
 */
class CuePlayer {
    private var output: CueOutput? = null
    private val gate = CueGate()

    /** Plays on [output] from now (nothing if null); [current] is the feedback of the state it finds, already heard. */
    fun attach(output: CueOutput?, current: Feedback?) {
        this.output = output
        gate.attach(current)
    }

    /** What a new state's [feedback] and [played] bring to hear, feel and say, as [settings] allow. */
    fun show(feedback: Feedback, played: PlayedMove?, settings: Options?) {
        val out = output ?: return
        val heard = gate.hear(feedback, played, settings)
        for (cue in heard.cues) {
            val now: () -> Unit = {
                cue.sound?.let(out::play)
                cue.haptic?.let(out::touch)
            }
            if (cue.atMs == 0u) now() else out.schedule(cue.atMs.toLong(), now)
        }
        heard.announcements.forEach(out::announce)
    }
}
