// Stand-in (compile only): see ../README.md. The Java originals' platform types are written as
// Kotlin's nullable types where the real methods may return null.
package androidx.test.uiautomator

import android.app.Instrumentation
import java.util.regex.Pattern

class UiDevice private constructor() {
    fun <U> wait(condition: SearchCondition<U>, timeout: Long): U = throw UnsupportedOperationException("stand-in")

    fun executeShellCommand(cmd: String): String = throw UnsupportedOperationException("stand-in")

    fun waitForIdle(): Unit = throw UnsupportedOperationException("stand-in")

    companion object {
        @JvmStatic fun getInstance(instrumentation: Instrumentation): UiDevice = throw UnsupportedOperationException("stand-in")
    }
}

abstract class SearchCondition<U>

object Until {
    @JvmStatic fun hasObject(selector: BySelector): SearchCondition<Boolean> = throw UnsupportedOperationException("stand-in")

    @JvmStatic fun findObject(selector: BySelector): SearchCondition<UiObject2?> = throw UnsupportedOperationException("stand-in")
}

object By {
    @JvmStatic fun res(resourcePackage: String, resourceId: String): BySelector = throw UnsupportedOperationException("stand-in")

    @JvmStatic fun pkg(applicationPackage: String): BySelector = throw UnsupportedOperationException("stand-in")
}

class BySelector private constructor() {
    fun desc(contentDescription: Pattern): BySelector = throw UnsupportedOperationException("stand-in")

    fun textContains(substring: String): BySelector = throw UnsupportedOperationException("stand-in")
}

class UiObject2 private constructor() {
    fun click(): Unit = throw UnsupportedOperationException("stand-in")
}
