// The Alquerque app. Two build steps run cargo in the Rust workspace (the parent of android/):
//   cargoNdkBuild   builds libalquerque_ffi.so for each ABI with cargo-ndk, into
//                   build/rust/jniLibs/<abi>/, packaged as the app's native libraries;
//   uniffiBindings  builds the library for this computer and runs the workspace's own
//                   uniffi-bindgen on it, writing the Kotlin bindings (package
//                   app.alquerque.core) into build/generated/source/uniffi/, compiled with the
//                   app's sources.
// Neither output is committed. See ../README.md for the tools they need.

import javax.inject.Inject
import org.gradle.api.DefaultTask
import org.gradle.api.file.ConfigurableFileCollection
import org.gradle.api.file.DirectoryProperty
import org.gradle.api.provider.ListProperty
import org.gradle.api.provider.Property
import org.gradle.api.tasks.Input
import org.gradle.api.tasks.InputFiles
import org.gradle.api.tasks.Internal
import org.gradle.api.tasks.OutputDirectory
import org.gradle.api.tasks.PathSensitive
import org.gradle.api.tasks.PathSensitivity
import org.gradle.api.tasks.TaskAction
import org.gradle.process.ExecOperations

plugins {
    id("com.android.application")
}

/** The Cargo workspace: android/ lives inside it. */
val cargoWorkspace: File = rootDir.parentFile

/**
 * cargo: `-Pcargo=/path/to/cargo`, else rustup's usual place (Android Studio started from a
 * desktop often lacks ~/.cargo/bin on its PATH), else `cargo` from the PATH.
 */
val cargoCommand: String =
    providers.gradleProperty("cargo").orNull
        ?: File(System.getProperty("user.home"), ".cargo/bin/cargo").takeIf { it.canExecute() }?.absolutePath
        ?: "cargo"

/** The ABIs the app ships, as Android names them (cargo-ndk maps them to Rust targets). */
val appAbis = listOf("arm64-v8a", "armeabi-v7a", "x86_64")

android {
    namespace = "app.alquerque"
    compileSdk = 36
    ndkVersion = "28.2.13676358"

    defaultConfig {
        applicationId = "app.alquerque"
        minSdk = 26
        targetSdk = 36
        versionCode = 1
        versionName = "0.1.0"
        ndk {
            abiFilters += appAbis
        }
    }

    buildTypes {
        release {
            isMinifyEnabled = false
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
        }
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
}

dependencies {
    // JNA with its own native part for each ABI (the generated bindings call through it).
    implementation("net.java.dev.jna:jna:5.14.0@aar")
    // Dispatchers.Main; brings kotlinx-coroutines-core, which the generated bindings use.
    implementation("org.jetbrains.kotlinx:kotlinx-coroutines-android:1.10.2")
}

/** The Rust sources both tasks depend on, so Gradle reruns them only after a change. */
fun rustSources(): ConfigurableFileCollection =
    files(
        fileTree(cargoWorkspace.resolve("core/src")),
        fileTree(cargoWorkspace.resolve("bindings/src")),
        cargoWorkspace.resolve("core/Cargo.toml"),
        cargoWorkspace.resolve("bindings/Cargo.toml"),
        cargoWorkspace.resolve("Cargo.toml"),
        cargoWorkspace.resolve("Cargo.lock"),
        cargoWorkspace.resolve("uniffi.toml"),
    )

/** Builds the Rust library for the device ABIs with cargo-ndk. */
abstract class CargoNdkTask : DefaultTask() {
    @get:Inject abstract val exec: ExecOperations

    @get:Internal abstract val workspace: DirectoryProperty

    @get:InputFiles @get:PathSensitive(PathSensitivity.RELATIVE)
    abstract val sources: ConfigurableFileCollection

    @get:Input abstract val abis: ListProperty<String>

    /** The NDK Android Studio installed (android.ndkVersion); ANDROID_NDK_HOME wins if set. */
    @get:Internal abstract val ndkDirectory: DirectoryProperty

    @get:Input abstract val cargo: Property<String>

    @get:OutputDirectory abstract val outputDir: DirectoryProperty

    @TaskAction
    fun build() {
        val out = outputDir.get().asFile
        out.deleteRecursively()
        out.mkdirs()
        val targets = abis.get().flatMap { listOf("-t", it) }
        exec.exec {
            workingDir = workspace.get().asFile
            if (System.getenv("ANDROID_NDK_HOME").isNullOrEmpty() && ndkDirectory.isPresent) {
                environment("ANDROID_NDK_HOME", ndkDirectory.get().asFile.absolutePath)
            }
            commandLine(
                listOf(cargo.get(), "ndk") + targets +
                    listOf("-o", out.absolutePath, "build", "--release", "-p", "alquerque-bindings"),
            )
        }
    }
}

/** Generates the Kotlin bindings from the host build of the library. */
abstract class UniffiBindingsTask : DefaultTask() {
    @get:Inject abstract val exec: ExecOperations

    @get:Internal abstract val workspace: DirectoryProperty

    @get:InputFiles @get:PathSensitive(PathSensitivity.RELATIVE)
    abstract val sources: ConfigurableFileCollection

    @get:Input abstract val cargo: Property<String>

    @get:OutputDirectory abstract val outputDir: DirectoryProperty

    @TaskAction
    fun generate() {
        val root = workspace.get().asFile
        val out = outputDir.get().asFile
        out.deleteRecursively()
        out.mkdirs()
        val cargoBin = cargo.get()
        exec.exec {
            workingDir = root
            commandLine(cargoBin, "build", "-p", "alquerque-bindings", "--lib")
        }
        val os = System.getProperty("os.name").lowercase()
        val library = when {
            os.contains("mac") -> "libalquerque_ffi.dylib"
            os.contains("windows") -> "alquerque_ffi.dll"
            else -> "libalquerque_ffi.so"
        }
        exec.exec {
            workingDir = root
            commandLine(
                cargoBin, "run", "-q", "-p", "alquerque-bindings", "--bin", "uniffi-bindgen", "--",
                "generate", "--library", root.resolve("target/debug/$library").absolutePath,
                "--language", "kotlin", "--config", root.resolve("uniffi.toml").absolutePath,
                "--no-format", "--out-dir", out.absolutePath,
            )
        }
    }
}

val cargoNdkBuild = tasks.register<CargoNdkTask>("cargoNdkBuild") {
    group = "rust"
    description = "Builds libalquerque_ffi.so for ${appAbis.joinToString()} with cargo-ndk."
    workspace.set(cargoWorkspace)
    sources.from(rustSources())
    abis.set(appAbis)
    ndkDirectory.set(androidComponents.sdkComponents.ndkDirectory)
    cargo.set(cargoCommand)
    outputDir.set(layout.buildDirectory.dir("rust/jniLibs"))
}

val uniffiBindings = tasks.register<UniffiBindingsTask>("uniffiBindings") {
    group = "rust"
    description = "Generates the Kotlin bindings (app.alquerque.core) with uniffi-bindgen."
    workspace.set(cargoWorkspace)
    sources.from(rustSources())
    cargo.set(cargoCommand)
    outputDir.set(layout.buildDirectory.dir("generated/source/uniffi/kotlin"))
}

androidComponents {
    onVariants { variant ->
        (variant.sources.kotlin ?: variant.sources.java)
            ?.addGeneratedSourceDirectory(uniffiBindings, UniffiBindingsTask::outputDir)
        variant.sources.jniLibs
            ?.addGeneratedSourceDirectory(cargoNdkBuild, CargoNdkTask::outputDir)
    }
}
