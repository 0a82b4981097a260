// Stand-in (compile only): see ../README.md.
package androidx.test.ext.junit.runners

import org.junit.runner.Description
import org.junit.runner.Runner
import org.junit.runner.notification.RunNotifier

class AndroidJUnit4(@Suppress("UNUSED_PARAMETER") klass: Class<*>) : Runner() {
    override fun getDescription(): Description = throw UnsupportedOperationException("stand-in")

    override fun run(notifier: RunNotifier): Unit = throw UnsupportedOperationException("stand-in")
}
