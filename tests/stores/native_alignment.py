#!/usr/bin/env python3
"""Checks that every native library an Android build made loads on 16 KB-page devices
(Android 15+ may use 16 KB pages; Play requires it of apps targeting SDK 35+):

  - every LOAD segment of every .so is aligned to 16 KB or more;
  - in an APK, every lib/<abi>/*.so is stored uncompressed at a 16 KB-aligned offset (what
    `zipalign -c -P 16` checks), so it can be mapped straight from the APK;
  - the app's own library (--library, libalquerque_ffi.so) is found for every ABI the app ships
    (--abis, default: appAbis in android/app/build.gradle.kts): a check that finds nothing fails.
    With --some-abis, one of them is enough: Android Studio's Run builds only the device's ABI.

Each PATH is a folder, searched whole (the Android Gradle plugin writes the cargo-ndk output
to build/generated/jniLibs/cargoNdkBuild<Variant>/<abi>/, merges and strips it under
build/intermediates/, and packages it into build/outputs/), or an .so, .apk or .aab file. The
ABI of a library is the name of its folder (jniLibs/<abi>/, lib/<abi>/).

Usage: native_alignment.py [--abis A,B] [--some-abis] [--library NAME] PATH...
Exit status 0 when everything holds; every problem is printed.
"""
import argparse
import os
import re
import struct
import sys
import zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import elf  # noqa: E402

PAGE = 16 * 1024
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def app_abis():
    path = os.path.join(ROOT, "android", "app", "build.gradle.kts")
    with open(path, encoding="utf-8") as f:
        m = re.search(r"^val appAbis = listOf\((.*)\)$", f.read(), re.M)
    if not m:
        raise SystemExit(f"no appAbis in {path}")
    return re.findall(r'"([^"]+)"', m.group(1))


class Report:
    def __init__(self):
        self.problems = []
        self.found = {}  # ABI -> places the app's library was found

    def check_elf(self, where, abi, name, data, library):
        try:
            aligns = elf.load_alignments(data)
        except elf.ElfError as e:
            self.problems.append(f"{where}: {e}")
            return
        if not aligns:
            self.problems.append(f"{where}: no LOAD segments")
        small = [a for a in aligns if a < PAGE]
        if small:
            self.problems.append(f"{where}: LOAD segments aligned to {', '.join(hex(a) for a in sorted(set(small)))} (< 0x4000)")
        else:
            print(f"{where}: LOAD aligned to {', '.join(hex(a) for a in sorted(set(aligns)))}")
        if name == library:
            self.found.setdefault(abi, []).append(where)

    def check_zip(self, path, library, apk):
        with zipfile.ZipFile(path) as z, open(path, "rb") as raw:
            for info in z.infolist():
                parts = info.filename.split("/")
                if not info.filename.endswith(".so") or "lib" not in parts[:-2]:
                    continue
                abi = parts[-2]
                where = f"{path}!{info.filename}"
                if apk:
                    raw.seek(info.header_offset)
                    header = raw.read(30)
                    name_len, extra_len = struct.unpack("<HH", header[26:30])
                    offset = info.header_offset + 30 + name_len + extra_len
                    if info.compress_type != zipfile.ZIP_STORED:
                        self.problems.append(f"{where}: compressed in the APK (must be stored to load from it)")
                    elif offset % PAGE:
                        self.problems.append(f"{where}: stored at offset {offset}, not 16 KB aligned (zipalign -P 16)")
                self.check_elf(where, abi, parts[-1], z.read(info), library)

    def scan(self, path, library):
        if os.path.isdir(path):
            for folder, _dirs, files in os.walk(path):
                for f in sorted(files):
                    self.scan(os.path.join(folder, f), library)
        elif path.endswith(".so"):
            with open(path, "rb") as f:
                self.check_elf(path, os.path.basename(os.path.dirname(path)), os.path.basename(path), f.read(), library)
        elif path.endswith(".apk") or path.endswith(".aab"):
            self.check_zip(path, library, apk=path.endswith(".apk"))
        elif not os.path.exists(path):
            self.problems.append(f"{path}: no such file or folder")


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--abis", help="comma-separated ABIs the app ships (default: appAbis)")
    parser.add_argument("--library", default="libalquerque_ffi.so")
    parser.add_argument("--some-abis", action="store_true", help="one of the ABIs is enough")
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args(argv)
    abis = args.abis.split(",") if args.abis else app_abis()
    report = Report()
    for path in args.paths:
        report.scan(path, args.library)
    missing = [abi for abi in abis if abi not in report.found]
    if args.some_abis and len(missing) < len(abis):
        print(f"(built for {', '.join(a for a in abis if a in report.found)} only)")
        missing = []
    for abi in missing:
        report.problems.append(f"no {args.library} for {abi} in {' '.join(args.paths)}")
    for problem in report.problems:
        print(f"native_alignment: {problem}", file=sys.stderr)
    if report.problems:
        return 1
    print(f"{args.library} found for {', '.join(a for a in abis if a in report.found)}; every native library 16 KB aligned")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
