// The Alquerque app. Two build steps run cargo in the Rust workspace (the parent of android/):
//   cargoNdkBuild<Variant>  builds only the library (libalquerque_ffi.so, UniFFI's default
//                   features off) with cargo-ndk, for the ABIs the build needs, at the app's min
//                   SDK, with 16 KB-aligned segments; a debug build for debug variants, release
//                   (thin LTO) for release; into build/rust/<variant>/jniLibs/<abi>/, packaged as
//                   the app's native libraries;
//   uniffiBindings  builds the library for this computer and runs the workspace's own
//                   uniffi-bindgen on it, writing the Kotlin bindings (package
//                   app.alquerque.core) into build/generated/source/uniffi/, compiled with the
//                   app's sources.
// Neither output is committed. See ../README.md for the tools they need.

import java.io.ByteArrayOutputStream
import javax.inject.Inject
import org.gradle.api.DefaultTask
import org.gradle.api.file.ConfigurableFileCollection
import org.gradle.api.file.DirectoryProperty
import org.gradle.api.provider.ListProperty
import org.gradle.api.provider.MapProperty
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

/**
 * The ABIs to build the Rust library for. Android Studio's Run passes the device's ABIs, best
 * first, as android.injected.build.abi: then only the first one the app ships is built (the
 * one that device loads). Command-line builds get every ABI.
 */
val buildAbis: List<String> =
    providers.gradleProperty("android.injected.build.abi").orNull
        ?.split(",")?.map { it.trim() }?.firstOrNull { it in appAbis }
        ?.let { listOf(it) }
        ?: appAbis

/** The lowest Android version the app runs on; the Rust library is linked for it too. */
val appMinSdk = 26

/**
 * Linker flag for 16 KB memory pages (Android 15+ devices may use them; Play requires it for
 * target SDK 35+). NDK r28 already links this way; saying it keeps older NDKs right too.
 * tests/android/run reads this line and checks the library it links.
 */
val pageSizeRustflags = "-C link-arg=-Wl,-z,max-page-size=16384"

/** The Rust target of each Android ABI, for per-target cargo settings. */
val androidRustTargets = mapOf(
    "arm64-v8a" to "aarch64-linux-android",
    "armeabi-v7a" to "armv7-linux-androideabi",
    "x86_64" to "x86_64-linux-android",
    "x86" to "i686-linux-android",
)

android {
    namespace = "app.alquerque"
    compileSdk = 36
    ndkVersion = "28.2.13676358"

    defaultConfig {
        applicationId = "app.alquerque"
        minSdk = appMinSdk
        targetSdk = 36
        versionCode = 1
        versionName = "0.1.0"
        // The instrumented test (src/androidTest) runs on a device or emulator: see ../README.md.
        testInstrumentationRunner = "androidx.test.runner.AndroidJUnitRunner"
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
    // 5.18.1: every libjnidispatch.so in its AAR is 16 KB aligned, and JNA 5.17+ loads on
    // 16 KB-page devices (up to 5.16 it crashes there). tests/android/run checks the alignment.
    implementation("net.java.dev.jna:jna:5.18.1@aar")
    // Dispatchers.Main; brings kotlinx-coroutines-core, which the generated bindings use.
    implementation("org.jetbrains.kotlinx:kotlinx-coroutines-android:1.10.2")

    // The instrumented test only (none of this is in the app): the JUnit 4 runner and
    // UI Automator, which taps the board on the device as a person would.
    androidTestImplementation("androidx.test:runner:1.7.0")
    androidTestImplementation("androidx.test.ext:junit:1.3.0")
    androidTestImplementation("androidx.test.uiautomator:uiautomator:2.3.0")
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

/**
 * Builds the Rust library for the device ABIs with cargo-ndk: the library target only, with the
 * bindings crate's default features off (they exist for the uniffi-bindgen binary, which the
 * phones do not need), at the app's min SDK, with 16 KB-aligned segments.
 */
abstract class CargoNdkTask : DefaultTask() {
    @get:Inject abstract val exec: ExecOperations

    @get:Internal abstract val workspace: DirectoryProperty

    @get:InputFiles @get:PathSensitive(PathSensitivity.RELATIVE)
    abstract val sources: ConfigurableFileCollection

    @get:Input abstract val abis: ListProperty<String>

    /** The Android API level to link against (the app's minSdk). */
    @get:Input abstract val platform: Property<Int>

    /** A release build (cargo's release profile: optimised, thin LTO) or a debug one. */
    @get:Input abstract val release: Property<Boolean>

    /** Extra rustflags for each Android target, set per target so RUSTFLAGS stays the user's. */
    @get:Input abstract val rustflags: Property<String>

    /** The Rust target of each ABI (for CARGO_TARGET_<TRIPLE>_RUSTFLAGS). */
    @get:Input abstract val rustTargets: MapProperty<String, String>

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
        val profile = if (release.get()) listOf("--release") else emptyList()
        exec.exec {
            workingDir = workspace.get().asFile
            if (System.getenv("ANDROID_NDK_HOME").isNullOrEmpty() && ndkDirectory.isPresent) {
                environment("ANDROID_NDK_HOME", ndkDirectory.get().asFile.absolutePath)
            }
            for (abi in abis.get()) {
                val triple = rustTargets.get()[abi] ?: error("no Rust target known for ABI $abi")
                val key = "CARGO_TARGET_${triple.uppercase().replace('-', '_')}_RUSTFLAGS"
                val own = System.getenv(key).orEmpty()
                environment(key, listOf(own, rustflags.get()).filter { it.isNotBlank() }.joinToString(" "))
            }
            commandLine(
                listOf(cargo.get(), "ndk") + targets +
                    listOf("--platform", platform.get().toString(), "-o", out.absolutePath, "build") + profile +
                    listOf("-p", "alquerque-bindings", "--lib", "--no-default-features"),
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
        // Where cargo put it: CARGO_TARGET_DIR or build.target-dir may move target/.
        val metadata = ByteArrayOutputStream()
        exec.exec {
            workingDir = root
            commandLine(cargoBin, "metadata", "--format-version", "1", "--no-deps")
            standardOutput = metadata
        }
        val targetDir = Regex(""""target_directory"\s*:\s*"((?:[^"\\]|\\.)*)"""")
            .find(metadata.toString(Charsets.UTF_8))?.groupValues?.get(1)
            ?.replace(Regex("""\\(.)"""), "$1") // JSON escapes: \\ in Windows paths, \"
            ?: error("cargo metadata gave no target_directory")
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
                "generate", "--library", File(targetDir, "debug/$library").absolutePath,
                "--language", "kotlin", "--config", root.resolve("uniffi.toml").absolutePath,
                "--no-format", "--out-dir", out.absolutePath,
            )
        }
    }
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
        val isRelease = variant.buildType == "release"
        val cargoNdkBuild = tasks.register<CargoNdkTask>("cargoNdkBuild${variant.name.replaceFirstChar { it.uppercase() }}") {
            group = "rust"
            description = "Builds libalquerque_ffi.so (${if (isRelease) "release" else "debug"}) " +
                "for ${buildAbis.joinToString()} with cargo-ndk."
            workspace.set(cargoWorkspace)
            sources.from(rustSources())
            abis.set(buildAbis)
            platform.set(appMinSdk)
            release.set(isRelease)
            rustflags.set(pageSizeRustflags)
            rustTargets.set(androidRustTargets)
            ndkDirectory.set(androidComponents.sdkComponents.ndkDirectory)
            cargo.set(cargoCommand)
            outputDir.set(layout.buildDirectory.dir("rust/${variant.name}/jniLibs"))
        }
        (variant.sources.kotlin ?: variant.sources.java)
            ?.addGeneratedSourceDirectory(uniffiBindings, UniffiBindingsTask::outputDir)
        variant.sources.jniLibs
            ?.addGeneratedSourceDirectory(cargoNdkBuild, CargoNdkTask::outputDir)
    }
}
