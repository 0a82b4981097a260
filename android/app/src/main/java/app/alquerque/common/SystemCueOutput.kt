package app.alquerque.common

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
import app.alquerque.core.Haptic
import app.alquerque.core.Sound

/**
 * The phone's [CueOutput]: each [Sound] from the file of the same name in res/raw, on the media
 * stream, each [Haptic] as the platform's haptic feedback on [view] (the board), and words told
 * to screen readers on it. Which cue plays when is [CuePlayer]'s (the controllers'). A screen
 * makes one when it comes to the front and [release]s it when it leaves, so nothing sounds while
 * the app is in the background and a cue still waiting is dropped.
 */
class SystemCueOutput(context: Context, private val view: View) : CueOutput {
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

    override fun play(sound: Sound) {
        pool.play(loaded.getValue(sound), 1f, 1f, 1, 0, 1f)
    }

    override fun touch(haptic: Haptic) {
        view.performHapticFeedback(feedbackOf(haptic))
    }

    // Deprecated in API 36 for live regions and pane titles; the core's words after a move or a
    // refused tap are an announcement of their own, as before (the screens had it as a reference).
    @Suppress("DEPRECATION")
    override fun announce(text: String) {
        view.announceForAccessibility(text)
    }

    override fun schedule(delayMs: Long, cue: () -> Unit) {
        handler.postAtTime(Runnable { cue() }, this, SystemClock.uptimeMillis() + delayMs)
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
