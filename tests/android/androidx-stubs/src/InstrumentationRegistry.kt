// Stand-in (compile only): see ../README.md.
package androidx.test.platform.app

import android.app.Instrumentation

object InstrumentationRegistry {
    @JvmStatic fun getInstrumentation(): Instrumentation = throw UnsupportedOperationException("stand-in")
}
