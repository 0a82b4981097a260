package app.alquerque.about

import android.content.pm.PackageManager
import android.os.Build
import android.os.Bundle
import android.view.View
import android.view.ViewGroup
import android.widget.ScrollView
import android.widget.TextView
import app.alquerque.R
import app.alquerque.common.MenuScreen
import app.alquerque.core.AboutState
import app.alquerque.core.AppPlatform
import app.alquerque.core.ThirdPartyNotice
import app.alquerque.core.aboutState
import com.sun.jna.Native

/**
 * Who made the app, what inspired it, and the licence of every third-party component it
 * contains: the Android libraries it packages, and the Rust crates compiled into the engine as
 * the engine itself lists them (generated from Cargo's metadata, never typed by hand). Every
 * word and line is the engine's [AboutState], the same as iOS's.
 */
class AboutScreen : MenuScreen() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        showColumnScreen(R.layout.activity_about)
        // The screen opens at the top: the scroll view keeps the first focus for itself rather
        // than pass it to a selectable licence text and scroll down to it. ScrollView sets
        // "after descendants" in its constructor, so the layout's attribute cannot say this.
        findViewById<ScrollView>(R.id.about_scroll).descendantFocusability = ViewGroup.FOCUS_BEFORE_DESCENDANTS
        show(aboutState(AppPlatform.ANDROID, appVersion(), platformLibraries()))
    }

    private fun show(s: AboutState) {
        title = s.title
        text(R.id.about_name, s.name)
        text(R.id.about_version, s.versionLine)
        text(R.id.about_intro, s.intro)
        text(R.id.about_public_domain, s.publicDomain)
        text(R.id.about_inspiration_heading, s.inspirationHeading)
        text(R.id.about_inspiration, s.inspiration)
        text(R.id.about_licences_heading, s.licencesHeading)
        text(R.id.about_licence_app, s.licenceApp)
        text(R.id.about_licence_text, s.licenceText)
        text(R.id.about_third_party, s.thirdPartyIntro)
        val platform = s.platformHeading
        findViewById<View>(R.id.about_platform_heading).visibility = if (platform != null) View.VISIBLE else View.GONE
        text(R.id.about_platform_heading, platform ?: "")
        text(R.id.about_platform_components, s.platformLines.joinToString("\n") { "• $it" })
        text(R.id.about_crates_heading, s.cratesHeading)
        text(R.id.about_rust_components, s.crateLines.joinToString("\n") { "• $it" })
    }

    private fun text(id: Int, words: String) {
        findViewById<TextView>(id).text = words
    }

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

        /** The Android libraries the app packages, with their licences (SPDX). */
        fun platformLibraries(): List<ThirdPartyNotice> = listOf(
            ThirdPartyNotice("JNA (Java Native Access)", Native.VERSION, "Apache-2.0 OR LGPL-2.1-or-later", "https://github.com/java-native-access/jna"),
            ThirdPartyNotice("Kotlin standard library", KotlinVersion.CURRENT.toString(), "Apache-2.0", "https://github.com/JetBrains/kotlin"),
            ThirdPartyNotice("kotlinx.coroutines", COROUTINES_VERSION, "Apache-2.0", "https://github.com/Kotlin/kotlinx.coroutines"),
        )
    }
}
