package app.alquerque.board

import android.animation.Animator
import android.animation.AnimatorListenerAdapter
import android.animation.ValueAnimator
import android.view.animation.LinearInterpolator
import app.alquerque.core.BoardState
import app.alquerque.core.PlayedMove
import app.alquerque.core.keepsAnimation

/**
 * The move the board animates, hop by hop in the core's time (each hop lands as its cue
 * sounds), and the pulse of the piece that must keep jumping. [redraw] asks the view to draw
 * again.
 */
internal class BoardAnimation(private val redraw: () -> Unit) {
    /** The move being animated, and the board it began on (the core says when it stops: [dropUnless]). */
    class Running(val move: PlayedMove, val startedOn: BoardState)

    /** The move animated now, if any. */
    var running: Running? = null
        private set

    /** How far it is: hops done, with the fraction of the hop under way. */
    var at = 0f
        private set
    private var animator: ValueAnimator? = null

    /** The point the moving piece lands on, left empty until it is there; [NONE] without a move. */
    val hidden: Int get() = running?.move?.hops?.last()?.to ?: NONE

    /** Animates [move], which led to [board], from its first hop not on the board yet. */
    fun start(move: PlayedMove, board: BoardState) {
        animator?.cancel()
        val anim = Running(move, board)
        val start = move.firstHop.toFloat().coerceAtMost(move.hops.size - 1f)
        val end = move.hops.size.toFloat()
        running = anim
        at = start
        animator = ValueAnimator.ofFloat(start, end).apply {
            // Hop by hop, each in the core's time: its cue sounds as it lands.
            duration = (end - start).toLong() * move.hopMs.toLong()
            interpolator = LinearInterpolator()
            addUpdateListener {
                at = it.animatedValue as Float
                redraw()
            }
            addListener(object : AnimatorListenerAdapter() {
                override fun onAnimationEnd(animator: Animator) {
                    if (running === anim) running = null
                    redraw()
                }
            })
            start()
        }
    }

    /** Stops the move under way unless the core says [board] still shows the position it led to. */
    fun dropUnless(board: BoardState) {
        val current = running ?: return
        if (!keepsAnimation(current.startedOn, board)) animator?.cancel()
    }

    /** Stops the move under way (the view is gone). */
    fun cancel() {
        animator?.cancel()
    }

    companion object {
        /** One pulse of the keep-jumping ring. */
        const val PULSE_MILLIS = 1100L

        /** Whether the system lets animations run (off: the ring stays still). */
        fun enabled(): Boolean = ValueAnimator.areAnimatorsEnabled()
    }
}
