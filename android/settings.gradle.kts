// The Android app of Alquerque. The Rust workspace is the parent folder: the app's build runs
// cargo there (cargo-ndk for the device libraries, uniffi-bindgen for the Kotlin bindings).
pluginManagement {
    repositories {
        google()
        mavenCentral()
        gradlePluginPortal()
    }
}

dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        google()
        mavenCentral()
    }
}

rootProject.name = "Alquerque"
include(":app")
