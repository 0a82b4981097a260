// Top-level build file: the plugin versions. The app module is in app/.
// Android Gradle plugin 9 compiles Kotlin itself (built-in Kotlin): no Kotlin plugin to apply.
plugins {
    id("com.android.application") version "9.0.1" apply false
}

// `gradle wrapper` (any Gradle 9.1 or newer) writes gradlew, gradlew.bat and
// gradle/wrapper/gradle-wrapper.jar for this version; see README.md.
tasks.wrapper {
    gradleVersion = "9.1.0"
    distributionType = Wrapper.DistributionType.BIN
}
