"""The store checks run on fixtures, so that each is seen to fail where it must and to find
what it looks for where the real tools put it. Run by tests/stores/run (python3 -m unittest)."""
import io
import os
import plistlib
import shutil
import struct
import subprocess
import sys
import tempfile
import unittest
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import listings  # noqa: E402
import native_alignment  # noqa: E402
import privacy_manifest  # noqa: E402
import rust_inputs  # noqa: E402

ABIS = ["arm64-v8a", "armeabi-v7a", "x86_64"]
LIB = "libalquerque_ffi.so"


def elf(bits, aligns):
    """A minimal ELF shared object with one LOAD program header per alignment."""
    e = "<"
    if bits == 64:
        header = b"\x7fELF\x02\x01\x01" + bytes(9) + struct.pack(e + "HHIQQQIHHHHHH", 3, 183, 1, 0, 64, 0, 0, 64,
                                                                  56, len(aligns), 64, 0, 0)
        phdrs = b"".join(struct.pack(e + "IIQQQQQQ", 1, 5, 0, 0, 0, 0x100, 0x100, a) for a in aligns)
    else:
        header = b"\x7fELF\x01\x01\x01" + bytes(9) + struct.pack(e + "HHIIIIIHHHHHH", 3, 40, 1, 0, 52, 0, 0, 52,
                                                                  32, len(aligns), 40, 0, 0)
        phdrs = b"".join(struct.pack(e + "IIIIIIII", 1, 0, 0, 0, 0x100, 0x100, 5, a) for a in aligns)
    return header + phdrs + bytes(0x100)


def good(abi):
    return elf(32 if abi == "armeabi-v7a" else 64, [0x4000, 0x4000])


def run_main(module, argv):
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        status = module.main(argv)
    finally:
        sys.stdout, sys.stderr = old
    return status, out.getvalue() + err.getvalue()


class NativeAlignment(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp()
        self.build = os.path.join(self.dir, "app", "build")
        os.makedirs(os.path.join(self.build, "intermediates"))

    def tearDown(self):
        shutil.rmtree(self.dir)

    def put(self, relative, data):
        path = os.path.join(self.build, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)

    def agp(self, abi, data):
        # Where the Android Gradle plugin has cargoNdkBuildDebug write (addGeneratedSourceDirectory).
        self.put(f"generated/jniLibs/cargoNdkBuildDebug/{abi}/{LIB}", data)

    def check(self, *paths):
        return run_main(native_alignment, ["--abis", ",".join(ABIS)] + list(paths or [self.build]))

    def test_a_build_without_the_library_fails(self):
        status, out = self.check()
        self.assertEqual(status, 1)
        for abi in ABIS:
            self.assertIn(f"no {LIB} for {abi}", out)

    def test_the_library_is_found_where_agp_writes_it(self):
        for abi in ABIS:
            self.agp(abi, good(abi))
        status, out = self.check()
        self.assertEqual(status, 0, out)
        self.assertIn("generated/jniLibs/cargoNdkBuildDebug/armeabi-v7a", out)

    def test_the_real_library_linked_as_the_gradle_build_links_it_passes(self):
        real = os.environ.get("STORES_ALIGNED_LIBRARY")
        if not real:
            self.skipTest("STORES_ALIGNED_LIBRARY not set (tests/stores/run sets it)")
        with open(real, "rb") as f:
            data = f.read()
        for abi in ABIS:
            self.agp(abi, data)
        status, out = self.check()
        self.assertEqual(status, 0, out)

    def test_a_build_for_one_device_passes_only_when_asked(self):
        # Android Studio's Run builds the library for the device's ABI alone.
        self.agp("x86_64", good("x86_64"))
        status, out = self.check()
        self.assertEqual(status, 1)
        self.assertIn(f"no {LIB} for arm64-v8a", out)
        status, out = run_main(native_alignment, ["--abis", ",".join(ABIS), "--some-abis", self.build])
        self.assertEqual(status, 0, out)
        self.assertIn("built for x86_64 only", out)
        empty = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, empty)
        status, out = run_main(native_alignment, ["--abis", ",".join(ABIS), "--some-abis", empty])
        self.assertEqual(status, 1)

    def test_a_4k_aligned_library_fails(self):
        for abi in ABIS:
            self.agp(abi, good(abi))
        self.agp("armeabi-v7a", elf(32, [0x1000, 0x4000]))
        status, out = self.check()
        self.assertEqual(status, 1)
        self.assertIn("armeabi-v7a/libalquerque_ffi.so: LOAD segments aligned to 0x1000", out)

    def test_a_4k_aligned_dependency_fails_too(self):
        for abi in ABIS:
            self.agp(abi, good(abi))
        self.put("intermediates/merged_native_libs/debug/mergeDebugNativeLibs/out/lib/x86_64/libjnidispatch.so",
                 elf(64, [0x1000]))
        status, out = self.check()
        self.assertEqual(status, 1)
        self.assertIn("libjnidispatch.so: LOAD segments aligned to 0x1000", out)

    def apk(self, name, compress=False, misalign=False):
        path = os.path.join(self.build, "outputs", "apk", "debug", name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with zipfile.ZipFile(path, "w") as z:
            z.writestr("AndroidManifest.xml", b"<manifest/>")
            for abi in ABIS:
                entry = f"lib/{abi}/{LIB}"
                info = zipfile.ZipInfo(entry)
                info.compress_type = zipfile.ZIP_DEFLATED if compress else zipfile.ZIP_STORED
                start = z.fp.tell() + 30 + len(entry)
                pad = (-start) % 16384
                info.extra = bytes(pad + (1 if misalign else 0))
                z.writestr(info, good(abi))
        return path

    def test_an_aligned_apk_passes(self):
        status, out = self.check(self.apk("app-debug.apk"))
        self.assertEqual(status, 0, out)

    def test_a_compressed_or_misplaced_library_in_an_apk_fails(self):
        status, out = self.check(self.apk("compressed.apk", compress=True))
        self.assertEqual(status, 1)
        self.assertIn("compressed in the APK", out)
        status, out = self.check(self.apk("misaligned.apk", misalign=True))
        self.assertEqual(status, 1)
        self.assertIn("not 16 KB aligned", out)


class RustInputs(unittest.TestCase):
    """The list as it was before: sources only, no data files, no Cargo configuration."""
    OLD = '"core/src", "bindings/src", "core/Cargo.toml", "bindings/Cargo.toml", "Cargo.toml", "Cargo.lock", "uniffi.toml"'

    def gradle(self, entries):
        f = tempfile.NamedTemporaryFile("w", suffix=".kts", delete=False)
        f.write(f"val rustInputs = listOf({entries})\n")
        f.close()
        self.addCleanup(os.unlink, f.name)
        return f.name

    def test_the_gradle_build_lists_everything_the_library_is_built_from(self):
        status, out = run_main(rust_inputs, [])
        self.assertEqual(status, 0, out)

    def test_the_old_list_misses_the_included_data_and_cargo_configuration(self):
        status, out = run_main(rust_inputs, ["--gradle", self.gradle(self.OLD)])
        self.assertEqual(status, 1)
        for missing in ["core/data/start-top.cert", "core/data/puzzles.txt", "bindings/third-party-notices.tsv",
                        ".cargo/config.toml"]:
            self.assertIn(f"{missing} (", out)

    def test_every_entry_is_needed(self):
        entries = rust_inputs.gradle_inputs(os.path.join(ROOT, "android", "app", "build.gradle.kts"))
        for left_out in entries:
            rest = ", ".join(f'"{e}"' for e in entries if e != left_out)
            status, out = run_main(rust_inputs, ["--gradle", self.gradle(rest)])
            self.assertEqual(status, 1, f"without {left_out}: {out}")
        status, out = run_main(rust_inputs, ["--gradle", self.gradle(", ".join(f'"{e}"' for e in entries) + ', "cli"')])
        self.assertEqual(status, 1)
        self.assertIn("rustInputs names cli, which the library is not built from", out)

    def test_a_file_rustc_read_is_needed_even_if_no_scan_finds_it(self):
        dep_info = tempfile.NamedTemporaryFile("w", suffix=".d", delete=False)
        dep_info.write(f"/somewhere/libalquerque_ffi.so: {ROOT}/core/src/lib.rs \\\n {ROOT}/cli/src/main.rs\n")
        dep_info.close()
        self.addCleanup(os.unlink, dep_info.name)
        status, out = run_main(rust_inputs, ["--dep-info", dep_info.name])
        self.assertEqual(status, 1)
        self.assertIn("cli/src/main.rs (read by rustc (dep-info)) is not among the Gradle task's inputs", out)

    def test_includes_are_found_in_every_form_and_comments_are_not(self):
        with tempfile.TemporaryDirectory() as crate:
            os.makedirs(os.path.join(crate, "src", "deep"))
            source = os.path.join(crate, "src", "deep", "lib.rs")
            with open(source, "w") as f:
                f.write('// include_str!("commented.txt")\n/* include_bytes!("block.bin") */\n'
                        'static A: &[u8] = include_bytes!("../../data/a.bin");\n'
                        'const B: &str = include_str! ( "b.txt" );\n'
                        'const C: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/data/c.txt"));\n'
                        'include!("generated.rs");\n'
                        'const D: &str = "include_str!(\\"in a string\\")";\n')
            found = sorted(os.path.relpath(p, crate) for p in rust_inputs.included_files(source, crate))
            self.assertEqual(found, ["data/a.bin", "data/c.txt", "src/deep/b.txt", "src/deep/generated.rs"])


class PrivacyManifest(unittest.TestCase):
    def manifest(self, types, tracking=False):
        f = tempfile.NamedTemporaryFile("wb", suffix=".xcprivacy", delete=False)
        plistlib.dump({"NSPrivacyTracking": tracking, "NSPrivacyTrackingDomains": [],
                       "NSPrivacyCollectedDataTypes": [],
                       "NSPrivacyAccessedAPITypes": [{"NSPrivacyAccessedAPIType": t, "NSPrivacyAccessedAPITypeReasons": r}
                                                     for t, r in types]}, f)
        f.close()
        self.addCleanup(os.unlink, f.name)
        return f.name

    USED = {"NSPrivacyAccessedAPICategoryFileTimestamp": [("lib.so", "fstat64")],
            "NSPrivacyAccessedAPICategoryUserDefaults": [("M.swift", "UserDefaults")]}
    FILE = ("NSPrivacyAccessedAPICategoryFileTimestamp", ["C617.1"])
    DEFAULTS = ("NSPrivacyAccessedAPICategoryUserDefaults", ["CA92.1"])

    def test_exactly_what_is_used_passes(self):
        self.assertEqual(privacy_manifest.check(self.manifest([self.FILE, self.DEFAULTS]), self.USED), [])

    def test_an_undeclared_api_fails(self):
        problems = privacy_manifest.check(self.manifest([self.DEFAULTS]), self.USED)
        self.assertEqual(len(problems), 1)
        self.assertIn("FileTimestamp is used (lib.so: fstat64) but not declared", problems[0])

    def test_a_stale_declaration_a_wrong_reason_and_tracking_fail(self):
        problems = privacy_manifest.check(self.manifest(
            [self.FILE, self.DEFAULTS, ("NSPrivacyAccessedAPICategoryDiskSpace", ["85F4.1"])]), self.USED)
        self.assertIn("NSPrivacyAccessedAPICategoryDiskSpace is declared but nothing uses it", problems)
        problems = privacy_manifest.check(self.manifest(
            [("NSPrivacyAccessedAPICategoryFileTimestamp", ["CA92.1"]), self.DEFAULTS], tracking=True), self.USED)
        self.assertIn("CA92.1 is not a reason Apple accepts for NSPrivacyAccessedAPICategoryFileTimestamp", problems)
        self.assertIn("NSPrivacyTracking must be false (the app tracks no one)", problems)

    def test_swift_uses_are_found_and_comments_and_look_alikes_are_not(self):
        with tempfile.TemporaryDirectory() as d:
            with open(os.path.join(d, "A.swift"), "w") as f:
                f.write("// UserDefaults.standard\nlet state = 1\nlet s = stateOf(x)\n"
                        "let t = try url.resourceValues(forKeys: [.contentModificationDateKey])\n")
            found = privacy_manifest.swift_uses(d)
            self.assertEqual(list(found), ["NSPrivacyAccessedAPICategoryFileTimestamp"])

    def test_the_project_must_copy_the_manifest_into_the_app(self):
        real = os.environ.get("STORES_ALIGNED_LIBRARY")
        if not real:
            self.skipTest("STORES_ALIGNED_LIBRARY not set (tests/stores/run sets it)")
        ios = os.path.join(ROOT, "ios")
        args = ["--manifest", os.path.join(ios, "Alquerque", "PrivacyInfo.xcprivacy"),
                "--swift", os.path.join(ios, "Alquerque"), "--library", real]
        status, out = run_main(privacy_manifest, args + ["--project", os.path.join(ios, "project.yml")])
        self.assertEqual(status, 0, out)
        with open(os.path.join(ios, "project.yml")) as f:
            spec = f.read().replace("buildPhase: resources", "buildPhase: none")
        with tempfile.NamedTemporaryFile("w", suffix=".yml", dir=ios, delete=False) as f:
            f.write(spec)
        self.addCleanup(os.unlink, f.name)
        status, out = run_main(privacy_manifest, args + ["--project", f.name])
        self.assertEqual(status, 1)
        self.assertIn("does not copy Alquerque/PrivacyInfo.xcprivacy into the app", out)

    def test_the_host_librarys_stat_calls_are_file_timestamp_apis(self):
        real = os.environ.get("STORES_ALIGNED_LIBRARY")
        if not real:
            self.skipTest("STORES_ALIGNED_LIBRARY not set (tests/stores/run sets it)")
        found = privacy_manifest.library_uses(real)
        self.assertIn("NSPrivacyAccessedAPICategoryFileTimestamp", found)


class Listings(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp()
        for part in ["android/fastlane", "ios/fastlane"]:
            shutil.copytree(os.path.join(ROOT, part), os.path.join(self.root, part),
                            ignore=shutil.ignore_patterns("images", "screenshots"))
        shutil.copy(os.path.join(ROOT, "android", "fastlane", "screenshots.txt"),
                    os.path.join(self.root, "android", "fastlane"))
        shutil.copytree(os.path.join(ROOT, "tests", "android", "screenshots"),
                        os.path.join(self.root, "tests", "android", "screenshots"))
        os.makedirs(os.path.join(self.root, "android", "app", "src", "main", "res", "values"))
        os.makedirs(os.path.join(self.root, "ios", "Alquerque"))
        shutil.copy(os.path.join(ROOT, "ios", "project.yml"), os.path.join(self.root, "ios"))

    def tearDown(self):
        shutil.rmtree(self.root)

    def problems(self):
        problems = []
        listings.check_android(self.root, problems)
        listings.check_play_pictures(self.root, problems)
        listings.check_ios(self.root, problems)
        return problems

    def test_the_fixture_copy_passes(self):
        self.assertEqual(self.problems(), [])

    def test_a_language_the_app_speaks_needs_a_listing_in_both_stores(self):
        # Polish: a language with no listing in either store (the ten the app speaks have theirs).
        pl = os.path.join(self.root, "android", "app", "src", "main", "res", "values-b+pl+PL")
        os.makedirs(pl)
        open(os.path.join(pl, "strings.xml"), "w").close()
        os.makedirs(os.path.join(self.root, "ios", "Alquerque", "pl.lproj"))
        problems = self.problems()
        self.assertIn("the app speaks 'pl' but Google Play has no listing in it", problems)
        self.assertIn("the app speaks 'pl' but the App Store has no listing in it", problems)

    def test_texts_over_the_stores_limits_and_missing_release_notes_fail(self):
        play = os.path.join(self.root, "android", "fastlane", "metadata", "android", "en-US")
        with open(os.path.join(play, "title.txt"), "w") as f:
            f.write("Alquerque, the medieval board game\n")
        for f in os.listdir(os.path.join(play, "changelogs")):
            os.unlink(os.path.join(play, "changelogs", f))
        with open(os.path.join(self.root, "ios", "fastlane", "metadata", "en-US", "keywords.txt"), "w") as f:
            f.write("é" * 60)
        problems = "\n".join(self.problems())
        self.assertIn("title.txt has 34 characters (at most 30)", problems)
        self.assertIn("changelogs/1000.txt is missing", problems)
        self.assertIn("keywords.txt has 120 bytes (at most 100)", problems)

    def test_a_screenshot_play_refuses_fails(self):
        with open(os.path.join(self.root, "android", "fastlane", "screenshots.txt"), "a") as f:
            f.write("tenInchScreenshots tablet-light-start.png\nphoneScreenshots phone-light-welcome.png\n")
        problems = "\n".join(self.problems())
        self.assertIn("tablet-light-start.png (800x1280) does not fit tenInchScreenshots", problems)
        self.assertIn("phoneScreenshots: 9 screenshots, Play takes at most 8", problems)


if __name__ == "__main__":
    unittest.main()
