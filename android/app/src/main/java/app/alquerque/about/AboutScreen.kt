package app.alquerque.about

import android.content.pm.PackageManager
import android.os.Build
import android.os.Bundle
import android.view.ViewGroup
import android.widget.ScrollView
import android.widget.TextView
import app.alquerque.R
import app.alquerque.common.MenuScreen
import app.alquerque.core.engineVersion
import app.alquerque.core.thirdPartyNotices
import com.sun.jna.Native

/**
 * Who made the app, what inspired it, and the licence of every third-party component it
 * contains: the Android libraries it packages, and the Rust crates compiled into the engine as
 * the engine itself lists them (generated from Cargo's metadata, never typed by hand).
 */
class AboutScreen : MenuScreen() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        showScreen(R.layout.activity_about)
        // The screen opens at the top: the scroll view keeps the first focus for itself rather
        // than pass it to a selectable licence text and scroll down to it. ScrollView sets
        // "after descendants" in its constructor, so the layout's attribute cannot say this.
        findViewById<ScrollView>(R.id.about_scroll).descendantFocusability = ViewGroup.FOCUS_BEFORE_DESCENDANTS
        findViewById<TextView>(R.id.about_version).text =
            getString(R.string.about_version, appVersion(), engineVersion())
        findViewById<TextView>(R.id.about_platform_components).text =
            platformLibraries().joinToString("\n") { (name, version, licence) -> line(name, version, licence) }
        findViewById<TextView>(R.id.about_rust_components).text =
            thirdPartyNotices().joinToString("\n") { line(it.name, it.version, it.license) }
    }

    private fun line(name: String, version: String, licence: String) =
        "• " + getString(R.string.about_component, name, version, licence)

    private fun appVersion(): String {
        val info = if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU) {
            packageManager.getPackageInfo(packageName, PackageManager.PackageInfoFlags.of(0))
        } else {
            @Suppress("DEPRECATION") // The flags overload needs API 33; minSdk is 26.
            packageManager.getPackageInfo(packageName, 0)
        }
        return info.versionName ?: "?"
    }

    companion object {
        /**
         * The version of kotlinx-coroutines-android in app/build.gradle.kts (the library keeps
         * no version at run time); tests/android/run checks that the two agree.
         */
        const val COROUTINES_VERSION = "1.10.2"

        /** The Android libraries the app packages: name, version, licence (SPDX). */
        fun platformLibraries(): List<Triple<String, String, String>> = listOf(
            Triple("JNA (Java Native Access)", Native.VERSION, "Apache-2.0 OR LGPL-2.1-or-later"),
            Triple("Kotlin standard library", KotlinVersion.CURRENT.toString(), "Apache-2.0"),
            Triple("kotlinx.coroutines", COROUTINES_VERSION, "Apache-2.0"),
        )
    }
}
