// The Alquerque app. Two build steps run cargo in the Rust workspace (the parent of android/):
//   cargoNdkBuild<Variant>  builds only the library (libalquerque_ffi.so, UniFFI's default
//                   features off) with cargo-ndk 4, for the ABIs the build needs, at the app's
//                   min SDK, with 16 KB-aligned segments; a debug build for debug variants,
//                   release (thin LTO, line tables for Play's native crash reports) for release;
//                   packaged as the app's native libraries;
//   uniffiBindings  builds the library for this computer and runs the workspace's own
//                   uniffi-bindgen on it, writing the Kotlin bindings (package
//                   app.alquerque.core), compiled with the app's sources.
// The Android Gradle plugin chooses where both write (addGeneratedSourceDirectory):
// build/generated/jniLibs/cargoNdkBuild<Variant>/<abi>/ and build/generated/kotlin/uniffiBindings/.
// Neither output is committed. See ../README.md for the tools they need, and for the version,
// the release key and R8 (the release build type below).

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

// app-version: begin (tests/stores/run evaluates this block with kotlinc and compares it with
// tools/app-version, which gives the same numbers to the iOS build and the release workflow)
/**
 * The app's version has one home: `version` under `[workspace.package]` in the workspace
 * Cargo.toml, which the Rust crates, this build and the iOS build all read. The version code
 * Play needs (a whole number that grows with every upload) is derived from it:
 * major * 1,000,000 + minor * 1,000 + patch, so 0.1.0 is 1000 and 1.2.3 is 1002003; minor and
 * patch stay below 1000, and the code at most 2,100,000,000.
 */
fun appVersionOf(cargoToml: String): Pair<String, Int> {
    val section = Regex("""(?ms)^\[workspace\.package\][ \t]*$(.*?)(?=^\[|\z)""").find(cargoToml)
        ?: error("Cargo.toml has no [workspace.package] section")
    val name = Regex("""(?m)^version[ \t]*=[ \t]*"([^"]*)"""").find(section.groupValues[1])?.groupValues?.get(1)
        ?: error("[workspace.package] in Cargo.toml has no version")
    val parts = Regex("""(\d+)\.(\d+)\.(\d+)""").matchEntire(name)?.groupValues?.drop(1)?.map { it.toInt() }
        ?: error("the version '$name' is not MAJOR.MINOR.PATCH")
    val (major, minor, patch) = parts
    val code = major.toLong() * 1_000_000 + minor * 1_000 + patch
    // 2,100,000,000 is the largest version code Play takes.
    require(minor < 1000 && patch < 1000 && code <= 2_100_000_000) { "the version '$name' has no version code" }
    return name to code.toInt()
}
// app-version: end

val appVersion: Pair<String, Int> =
    appVersionOf(providers.fileContents(layout.projectDirectory.file("../../Cargo.toml")).asText.get())

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

/**
 * The release key, when one is given: the keystore file, its password, the key's alias and
 * password, from Gradle properties (`alquerque.keystore=...` in ~/.gradle/gradle.properties, or
 * -P on the command line) or else environment variables (ALQUERQUE_KEYSTORE,
 * ALQUERQUE_KEYSTORE_PASSWORD, ALQUERQUE_KEY_ALIAS, ALQUERQUE_KEY_PASSWORD: what the release
 * workflow sets from its secrets). None of them: release builds are unsigned, and say so.
 * Some but not all: the build stops, naming the missing ones.
 */
val releaseSigning: Map<String, String>? = run {
    val names = listOf("keystore", "keystorePassword", "keyAlias", "keyPassword")
    val values = names.associateWith { name ->
        val variable = "ALQUERQUE_" + name.replace(Regex("([A-Z])"), "_$1").uppercase()
        providers.gradleProperty("alquerque.$name").orElse(providers.environmentVariable(variable)).orNull
            ?.takeIf { it.isNotEmpty() }
    }
    val missing = values.filterValues { it == null }.keys
    when {
        missing.size == names.size -> null
        missing.isEmpty() -> values.mapValues { it.value!! }
        else -> error("release signing: ${missing.joinToString()} not set (see android/README.md, Releasing)")
    }
}

android {
    namespace = "app.alquerque"
    compileSdk = 36
    ndkVersion = "28.2.13676358"

    // A text left untranslated in one of the app's languages fails the build, as it fails
    // tests/android/run (translations.py).
    lint {
        error += "MissingTranslation"
    }

    defaultConfig {
        applicationId = "app.alquerque"
        minSdk = appMinSdk
        targetSdk = 36
        versionCode = appVersion.second
        versionName = appVersion.first
        // The instrumented test (src/androidTest) runs on a device or emulator: see ../README.md.
        testInstrumentationRunner = "androidx.test.runner.AndroidJUnitRunner"
        ndk {
            abiFilters += appAbis
        }
    }

    signingConfigs {
        releaseSigning?.let { key ->
            create("release") {
                storeFile = file(key.getValue("keystore"))
                storePassword = key.getValue("keystorePassword")
                keyAlias = key.getValue("keyAlias")
                keyPassword = key.getValue("keyPassword")
            }
        }
    }

    buildTypes {
        release {
            // R8 shrinks and optimises the Kotlin and the libraries; proguard-rules.pro keeps
            // what JNA and the generated bindings reach by reflection.
            isMinifyEnabled = true
            isShrinkResources = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
            // The Rust library is built with line tables (the release profile's debug = 1); the
            // app bundle carries its symbols (BUNDLE-METADATA), so Play symbolicates native
            // crashes, and the APK gets the stripped library.
            ndk {
                debugSymbolLevel = "FULL"
            }
            signingConfig = signingConfigs.findByName("release")
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

/**
 * Everything the Rust library and its bindings are built from, relative to the workspace: the
 * whole folder of each crate the library is made of (its sources, and the data files they
 * include with include_bytes!/include_str!, wherever they move within the crate), the
 * workspace's manifests and lock file, Cargo's configuration and UniFFI's. Both Rust tasks
 * take these as inputs, so Gradle reruns them after any change to them, and only then.
 * tests/stores/run checks this list against the crates cargo links into the library and every
 * file their sources include.
 */
val rustInputs = listOf("core", "bindings", "text", "Cargo.toml", "Cargo.lock", ".cargo/config.toml", "uniffi.toml")

fun rustSources(): ConfigurableFileCollection = files(rustInputs.map { cargoWorkspace.resolve(it) })

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
    // outputDir: set by addGeneratedSourceDirectory (build/generated/kotlin/uniffiBindings).
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
            // outputDir: set by addGeneratedSourceDirectory below.
        }
        (variant.sources.kotlin ?: variant.sources.java)
            ?.addGeneratedSourceDirectory(uniffiBindings, UniffiBindingsTask::outputDir)
        variant.sources.jniLibs
            ?.addGeneratedSourceDirectory(cargoNdkBuild, CargoNdkTask::outputDir)
    }
}

// Without a release key the release APK and bundle are built unsigned: say so where they are made.
if (releaseSigning == null) {
    val unsigned = "No release key given (ALQUERQUE_KEYSTORE and the rest, see android/README.md): " +
        "the release APK and app bundle are UNSIGNED and cannot be installed or uploaded."
    tasks.configureEach {
        if (name == "assembleRelease" || name == "bundleRelease") {
            doLast { logger.warn(unsigned) }
        }
    }
}
