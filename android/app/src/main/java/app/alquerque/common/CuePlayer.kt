// Which cue plays when: the controllers' side of the sounds, touches and words of each change,
// as iOS's CuePlayer (Common/CuePlayer.swift). No Android import: tests/android runs it on the
// JVM with the controllers; SystemCueOutput is the phone's output.

package app.alquerque.common

import app.alquerque.core.BoardState
import app.alquerque.core.Cue
import app.alquerque.core.Haptic
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
 * Plays the cues the core attaches to a move or a tap (which sound, which touch, and when): a
 * played move's cues at their times and its words for the screen reader, and the state's own
 * feedback once per serial. The output is the screen's while it shows (none meanwhile); the
 * state shown when an output comes is taken as heard: it is not news.
 */
class CuePlayer {
    private var output: CueOutput? = null

    /** The serial of the state's feedback already played (none until a state is shown). */
    private var heard: ULong? = null

    /** Plays on [output] from now (nothing if null); [current] is the state it finds, already heard. */
    fun attach(output: CueOutput?, current: BoardState?) {
        this.output = output
        heard = current?.feedback?.serial
    }

    /** What a new [state] and [played] bring to hear, feel and say, as [sound] and [haptics] allow. */
    fun show(state: BoardState, played: PlayedMove?, sound: Boolean, haptics: Boolean) {
        val out = output ?: return
        if (played != null) {
            play(out, played.cues, sound, haptics)
            played.announcement?.let(out::announce)
        }
        val feedback = state.feedback
        if (heard != null && heard != feedback.serial) {
            play(out, feedback.cues, sound, haptics)
            feedback.announcement?.let(out::announce)
        }
        heard = feedback.serial
    }

    private fun play(out: CueOutput, cues: List<Cue>, sound: Boolean, haptics: Boolean) {
        for (cue in cues) {
            val now = {
                if (sound) cue.sound?.let(out::play)
                if (haptics) cue.haptic?.let(out::touch)
            }
            if (cue.atMs == 0u) now() else out.schedule(cue.atMs.toLong(), now)
        }
    }
}
