package app.alquerque.board

import android.os.Bundle
import android.view.MotionEvent
import android.view.accessibility.AccessibilityEvent
import android.view.accessibility.AccessibilityManager
import android.view.accessibility.AccessibilityNodeInfo
import android.view.accessibility.AccessibilityNodeProvider

/**
 * The board for TalkBack: every point is a virtual view labelled with the session's sentence
 * for it ([app.alquerque.core.PointState.accessibilityLabel]), found by touch exploration,
 * focused, and tapped with a double tap; a change of the points is told.
 */
internal class BoardAccessibility(private val view: BoardView, private val layout: BoardLayout) : AccessibilityNodeProvider() {
    private val manager = view.context.getSystemService(AccessibilityManager::class.java)

    /** The point TalkBack's focus is on, or [NONE]. */
    var focused = NONE
        private set
    private var hovered = NONE

    @Suppress("DEPRECATION") // obtain(): the constructors need API 30; minSdk is 26.
    override fun createAccessibilityNodeInfo(virtualViewId: Int): AccessibilityNodeInfo? {
        if (virtualViewId == HOST_VIEW_ID) {
            val info = AccessibilityNodeInfo.obtain(view)
            view.onInitializeAccessibilityNodeInfo(info)
            view.state?.points?.forEach { info.addChild(view, it.index) }
            return info
        }
        val point = view.state?.points?.getOrNull(virtualViewId) ?: return null
        val info = AccessibilityNodeInfo.obtain(view, virtualViewId)
        info.packageName = view.context.packageName
        info.className = POINT_CLASS
        info.setParent(view)
        info.contentDescription = point.accessibilityLabel
        val bounds = layout.pointBounds(virtualViewId)
        info.setBoundsInParent(bounds)
        val onScreen = IntArray(2)
        view.getLocationOnScreen(onScreen)
        bounds.offset(onScreen[0], onScreen[1])
        info.setBoundsInScreen(bounds)
        info.isEnabled = true
        info.isVisibleToUser = true
        info.isFocusable = true
        info.isSelected = point.selected
        if (view.interactive) {
            info.isClickable = true
            info.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_CLICK)
        }
        if (focused == virtualViewId) {
            info.isAccessibilityFocused = true
            info.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_CLEAR_ACCESSIBILITY_FOCUS)
        } else {
            info.isAccessibilityFocused = false
            info.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_ACCESSIBILITY_FOCUS)
        }
        return info
    }

    override fun performAction(virtualViewId: Int, action: Int, arguments: Bundle?): Boolean {
        if (virtualViewId == HOST_VIEW_ID) return view.performAccessibilityAction(action, arguments)
        if (view.state?.points?.getOrNull(virtualViewId) == null) return false
        return when (action) {
            AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS -> {
                if (focused != virtualViewId) {
                    val old = focused
                    focused = virtualViewId
                    if (old != NONE) sendPointEvent(old, AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUS_CLEARED)
                    sendPointEvent(virtualViewId, AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUSED)
                    view.invalidate()
                }
                true
            }
            AccessibilityNodeInfo.ACTION_CLEAR_ACCESSIBILITY_FOCUS -> {
                if (focused == virtualViewId) {
                    focused = NONE
                    sendPointEvent(virtualViewId, AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUS_CLEARED)
                    view.invalidate()
                }
                true
            }
            AccessibilityNodeInfo.ACTION_CLICK -> {
                if (!view.interactive) return false
                sendPointEvent(virtualViewId, AccessibilityEvent.TYPE_VIEW_CLICKED)
                view.onPointTapped?.invoke(virtualViewId)
                true
            }
            else -> false
        }
    }

    /** Touch exploration over the points; true when [event] was taken here. */
    fun hover(event: MotionEvent): Boolean {
        if (!manager.isEnabled || !manager.isTouchExplorationEnabled || view.state == null) return false
        when (event.actionMasked) {
            MotionEvent.ACTION_HOVER_ENTER, MotionEvent.ACTION_HOVER_MOVE -> {
                val at = layout.pointAt(event.x, event.y, reach = 0.72f)
                setHovered(at)
                if (at != NONE) return true
            }
            MotionEvent.ACTION_HOVER_EXIT -> {
                setHovered(NONE)
                return true
            }
        }
        return false
    }

    private fun setHovered(at: Int) {
        if (at == hovered) return
        val old = hovered
        hovered = at
        if (at != NONE) sendPointEvent(at, AccessibilityEvent.TYPE_VIEW_HOVER_ENTER)
        if (old != NONE) sendPointEvent(old, AccessibilityEvent.TYPE_VIEW_HOVER_EXIT)
    }

    @Suppress("DEPRECATION") // obtain(): the constructor needs API 30; minSdk is 26.
    private fun sendPointEvent(index: Int, type: Int) {
        if (!manager.isEnabled) return
        val parent = view.parent ?: return
        val event = AccessibilityEvent.obtain(type)
        event.packageName = view.context.packageName
        event.className = POINT_CLASS
        event.setSource(view, index)
        view.state?.points?.getOrNull(index)?.let { event.contentDescription = it.accessibilityLabel }
        parent.requestSendAccessibilityEvent(view, event)
    }

    /** Tells TalkBack that the points' labels changed (after a move, a selection …). */
    @Suppress("DEPRECATION")
    fun announceChanges() {
        if (!manager.isEnabled) return
        val parent = view.parent ?: return
        val event = AccessibilityEvent.obtain(AccessibilityEvent.TYPE_WINDOW_CONTENT_CHANGED)
        event.packageName = view.context.packageName
        event.setSource(view)
        event.contentChangeTypes = AccessibilityEvent.CONTENT_CHANGE_TYPE_SUBTREE
        parent.requestSendAccessibilityEvent(view, event)
        if (focused != NONE) {
            val changed = AccessibilityEvent.obtain(AccessibilityEvent.TYPE_WINDOW_CONTENT_CHANGED)
            changed.packageName = view.context.packageName
            changed.setSource(view, focused)
            changed.contentChangeTypes = AccessibilityEvent.CONTENT_CHANGE_TYPE_CONTENT_DESCRIPTION
            view.state?.points?.getOrNull(focused)?.let { changed.contentDescription = it.accessibilityLabel }
            parent.requestSendAccessibilityEvent(view, changed)
        }
    }

    private companion object {
        /** What TalkBack calls a point: a button. */
        const val POINT_CLASS = "android.widget.Button"
    }
}
