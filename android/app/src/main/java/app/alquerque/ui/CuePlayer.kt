package app.alquerque.ui

import android.content.Context
import android.media.AudioAttributes
import android.media.SoundPool
import android.os.Build
import android.os.Handler
import android.os.Looper
import android.os.SystemClock
import android.view.HapticFeedbackConstants
import android.view.View
import app.alquerque.R
import app.alquerque.core.BoardState
import app.alquerque.core.Cue
import app.alquerque.core.Haptic
import app.alquerque.core.PlayedMove
import app.alquerque.core.Sound

/**
 * Plays the cues the core attaches to a move or a tap (which sound, which touch, and when):
 * each [Sound] from the file of the same name in res/raw, on the media stream, and each
 * [Haptic] as the platform's haptic feedback on the board. A screen makes one when it comes to
 * the front and [release]s it when it leaves, so nothing sounds while the app is in the
 * background and a cue still waiting is dropped.
 */
class CuePlayer(context: Context) {
    /** The sounds, loaded once; exposed for the tests (Robolectric's shadow of it). */
    val pool: SoundPool = SoundPool.Builder()
        .setMaxStreams(MAX_STREAMS)
        .setAudioAttributes(
            AudioAttributes.Builder()
                .setUsage(AudioAttributes.USAGE_GAME)
                .setContentType(AudioAttributes.CONTENT_TYPE_SONIFICATION)
                .build(),
        )
        .build()
    private val loaded: Map<Sound, Int> = Sound.entries.associateWith { pool.load(context, rawOf(it), 1) }
    private val handler = Handler(Looper.getMainLooper())

    /** The serial of the state's feedback already played (none until the first state shown). */
    private var heard: ULong? = null

    /**
     * What a new [state] brings to hear, feel and say: [played]'s cues and words, and the
     * state's own feedback once (the first state shown is taken as heard: it is not news).
     * Screen readers are told on [view].
     */
    fun show(state: BoardState, played: PlayedMove?, view: View, sound: Boolean, haptics: Boolean) {
        if (played != null) {
            play(played.cues, view, sound, haptics)
            played.announcement?.let(view::announceForAccessibility)
        }
        val feedback = state.feedback
        if (heard != null && heard != feedback.serial) {
            play(feedback.cues, view, sound, haptics)
            feedback.announcement?.let(view::announceForAccessibility)
        }
        heard = feedback.serial
    }

    /** Plays [cues] from now, each at its time: sounds if [sound], touches on [view] if [haptics]. */
    fun play(cues: List<Cue>, view: View, sound: Boolean, haptics: Boolean) {
        for (cue in cues) {
            val now = Runnable {
                if (sound) cue.sound?.let { pool.play(loaded.getValue(it), 1f, 1f, 1, 0, 1f) }
                if (haptics) cue.haptic?.let { view.performHapticFeedback(feedbackOf(it)) }
            }
            if (cue.atMs == 0u) now.run() else handler.postAtTime(now, this, SystemClock.uptimeMillis() + cue.atMs.toLong())
        }
    }

    /** Drops the cues still waiting and frees the sounds. */
    fun release() {
        handler.removeCallbacksAndMessages(this)
        pool.release()
    }

    companion object {
        /** Sounds at once: the hops of a capture overlap their end and a result. */
        private const val MAX_STREAMS = 4

        /** The file of [sound] in res/raw (made by tools/synth-sounds). */
        fun rawOf(sound: Sound): Int = when (sound) {
            Sound.MOVE -> R.raw.move
            Sound.CAPTURE_HOP1 -> R.raw.capture_hop_1
            Sound.CAPTURE_HOP2 -> R.raw.capture_hop_2
            Sound.CAPTURE_HOP3 -> R.raw.capture_hop_3
            Sound.CAPTURE_END -> R.raw.capture_end
            Sound.REFUSED -> R.raw.refused
            Sound.WIN -> R.raw.win
            Sound.LOSS -> R.raw.loss
            Sound.DRAW -> R.raw.draw
            Sound.PUZZLE_SOLVED -> R.raw.puzzle_solved
        }

        private fun feedbackOf(haptic: Haptic): Int = when (haptic) {
            Haptic.SELECTION -> HapticFeedbackConstants.CLOCK_TICK
            Haptic.MOVE -> HapticFeedbackConstants.VIRTUAL_KEY
            Haptic.CAPTURE -> HapticFeedbackConstants.CONTEXT_CLICK
            Haptic.REFUSED, Haptic.FAILURE ->
                if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.R) HapticFeedbackConstants.REJECT else HapticFeedbackConstants.LONG_PRESS
            Haptic.SUCCESS ->
                if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.R) HapticFeedbackConstants.CONFIRM else HapticFeedbackConstants.VIRTUAL_KEY
        }
    }
}
