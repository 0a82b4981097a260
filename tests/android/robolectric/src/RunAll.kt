// Runs every Robolectric test class in this one JVM (Robolectric's sandbox, with the Android
// framework loaded once, is shared by them all) and prints one line per test and a total.

package app.alquerque.robolectric

import app.alquerque.test.*
import app.alquerque.common.app
import kotlin.system.exitProcess
import org.junit.runner.Description
import org.junit.runner.JUnitCore
import org.junit.runner.Request
import org.junit.runner.notification.Failure
import org.junit.runner.notification.RunListener

private val CLASSES = listOf(
    ImageComparisonTest::class.java,
    GameScreenTest::class.java,
    CuesAndGameOverTest::class.java,
    LifecycleTest::class.java,
    FirstLaunchRecordsAndLayoutTest::class.java,
    OptionsRulesAboutTest::class.java,
    PuzzleScreenTest::class.java,
    LessonScreenTest::class.java,
    ReviewScreenTest::class.java,
    DrillScreenTest::class.java,
    DrillScreenshotTest::class.java,
    EndgameScreenTest::class.java,
    EndgameScreenshotTest::class.java,
    AnalysisScreenTest::class.java,
    StatisticsScreenTest::class.java,
    HomeScreenTest::class.java,
    FriendsScreenTest::class.java,
    LookAndAccessibilityTest::class.java,
    ScreenshotTest::class.java,
)

fun main(args: Array<String>) {
    // `RunAllKt Class#method,OtherClass` runs only those (while working on them).
    val only = args.firstOrNull()
    val core = JUnitCore()
    var started = 0L
    var failed = false
    core.addListener(object : RunListener() {
        override fun testStarted(description: Description) {
            started = System.nanoTime()
            failed = false
        }

        override fun testFailure(failure: Failure) {
            failed = true
            val d = failure.description
            println("FAIL ${d.testClass?.simpleName ?: d.className}.${d.methodName}: ${failure.message}")
            val trace = failure.trace.lines().filter { "app.alquerque" in it || !it.startsWith("\tat ") }.take(12)
            trace.drop(1).forEach { println("    $it") }
        }

        override fun testIgnored(description: Description) {
            println("skip ${description.testClass?.simpleName}.${description.methodName}")
        }

        override fun testFinished(description: Description) {
            if (!failed) {
                val ms = (System.nanoTime() - started) / 1_000_000
                println("ok   ${description.testClass?.simpleName}.${description.methodName} ($ms ms)")
            }
        }
    })
    val requests = if (only == null) {
        listOf(Request.classes(*CLASSES.toTypedArray()))
    } else {
        only.split(',').map { selector ->
            val (cls, method) = selector.split('#', limit = 2).let { it[0] to it.getOrNull(1) }
            val type = Class.forName("app.alquerque.robolectric.$cls")
            if (method != null) Request.method(type, method) else Request.aClass(type)
        }
    }
    val results = requests.map { core.run(it) }
    val run = results.sumOf { it.runCount }
    val failures = results.sumOf { it.failureCount }
    val ignored = results.sumOf { it.ignoreCount }
    println("robolectric: $run tests in ${results.sumOf { it.runTime } / 1000.0} s")
    println("${run - failures} passed, $failures failed" + if (ignored > 0) ", $ignored skipped" else "")
    exitProcess(if (failures == 0 && run > 0) 0 else 1)
}
