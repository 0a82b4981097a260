#!/usr/bin/env python3
"""Checks the iOS app's privacy manifest (ios/Alquerque/PrivacyInfo.xcprivacy) against what
the app uses. App Store Connect refuses an upload whose binary uses one of Apple's
"required reason" APIs without declaring it with an accepted reason.

What is used is found in two places:
  - the Swift sources of the app target (ios/Alquerque), by the API names of Apple's list;
  - the Rust library (the engine and its bindings, linked into the app): the C library
    functions a linked build of it calls, read from the undefined dynamic symbols of the host
    build (a cdylib, linked with unused code removed, as the app's link removes it). The host is
    Linux, so its functions are mapped to the Apple ones the same Rust code calls there: std's
    file metadata (Linux stat64/fstat64/statx) is stat/fstat/fstatat/lstat on iOS, a file
    timestamp API; statfs/statvfs are disk-space APIs. std's Instant is clock_gettime
    (CLOCK_UPTIME_RAW) on Apple, not the listed mach_absolute_time, so no boot-time API comes
    from Rust unless a library calls mach_absolute_time itself (its name is looked for too).

The manifest must declare exactly the categories found (a missing one is refused by Apple; a
stale one tells users something false), each with reasons Apple accepts for it, no tracking,
and no collected data.

With --project, the XcodeGen spec must copy the manifest into the app: a source entry for it with
`buildPhase: resources` (XcodeGen gives .xcprivacy files no build phase by default).

Usage: privacy_manifest.py --manifest FILE --swift DIR --library LIB.so [--project project.yml]
"""
import argparse
import os
import plistlib
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import elf  # noqa: E402

# Apple's categories, the reasons it accepts for each (Describing use of required reason API),
# and the API names in Swift / Objective-C sources.
CATEGORIES = {
    "NSPrivacyAccessedAPICategoryFileTimestamp": {
        "reasons": {"DDA9.1", "C617.1", "3B52.1", "0A2A.1"},
        "swift": ["creationDate", "modificationDate", "fileModificationDate", "contentModificationDateKey",
                  "creationDateKey", "getattrlist", "getattrlistbulk", "fgetattrlist", "getattrlistat",
                  "stat", "fstat", "fstatat", "lstat"],
    },
    "NSPrivacyAccessedAPICategorySystemBootTime": {
        "reasons": {"35F9.1", "8FFB.1", "3D61.1"},
        "swift": ["systemUptime", "mach_absolute_time"],
    },
    "NSPrivacyAccessedAPICategoryDiskSpace": {
        "reasons": {"85F4.1", "E174.1", "7D9E.1", "B728.1"},
        "swift": ["volumeAvailableCapacityKey", "volumeAvailableCapacityForImportantUsageKey",
                  "volumeAvailableCapacityForOpportunisticUsageKey", "volumeTotalCapacityKey", "systemFreeSize",
                  "systemSize", "statfs", "statvfs", "fstatfs", "fstatvfs"],
    },
    "NSPrivacyAccessedAPICategoryActiveKeyboards": {
        "reasons": {"3EC4.1", "54BD.1"},
        "swift": ["activeInputModes"],
    },
    "NSPrivacyAccessedAPICategoryUserDefaults": {
        "reasons": {"CA92.1", "1C8F.1", "C56D.1", "AC6B.1"},
        "swift": ["UserDefaults", "NSUserDefaults", "AppStorage"],
    },
}

# The C library functions of a linked (Linux) build, and the category of the Apple functions
# the same Rust code calls on iOS.
LIBRARY_SYMBOLS = {
    "NSPrivacyAccessedAPICategoryFileTimestamp": [
        "stat", "stat64", "fstat", "fstat64", "lstat", "lstat64", "fstatat", "fstatat64", "newfstatat", "statx",
        "__xstat", "__xstat64", "__fxstat", "__fxstat64", "__lxstat", "__lxstat64", "__fxstatat", "__fxstatat64",
        "getattrlist", "getattrlistbulk", "fgetattrlist", "getattrlistat"],
    "NSPrivacyAccessedAPICategoryDiskSpace": [
        "statfs", "statfs64", "fstatfs", "fstatfs64", "statvfs", "statvfs64", "fstatvfs", "fstatvfs64"],
    "NSPrivacyAccessedAPICategorySystemBootTime": ["mach_absolute_time"],
}


def swift_uses(folder):
    """{category: [(file, api)]} found in the Swift files under `folder`."""
    found = {}
    for d, _dirs, files in os.walk(folder):
        for f in sorted(files):
            if not f.endswith(".swift"):
                continue
            path = os.path.join(d, f)
            with open(path, encoding="utf-8") as src:
                text = re.sub(r"//[^\n]*", "", src.read())
            for category, spec in CATEGORIES.items():
                for api in spec["swift"]:
                    # A name, or for the C functions a call: `stat(` but not `state` or `.stat`.
                    pattern = rf"(?<![\w.]){api}\s*\(" if api in ("stat", "fstat", "lstat", "fstatat", "statfs",
                                                                 "statvfs", "fstatfs", "fstatvfs") else rf"\b{api}\b"
                    if re.search(pattern, text):
                        found.setdefault(category, []).append((os.path.relpath(path, folder), api))
    return found


def library_uses(path):
    with open(path, "rb") as f:
        symbols = {s.split("@")[0] for s in elf.undefined_dynamic_symbols(f.read())}
    found = {}
    for category, names in LIBRARY_SYMBOLS.items():
        for name in names:
            if name in symbols:
                found.setdefault(category, []).append((os.path.basename(path), name))
    return found


def check(manifest_path, used):
    problems = []
    try:
        with open(manifest_path, "rb") as f:
            manifest = plistlib.load(f)
    except (OSError, plistlib.InvalidFileException, ValueError) as e:
        return [f"{manifest_path}: {e}"]
    if manifest.get("NSPrivacyTracking") is not False:
        problems.append("NSPrivacyTracking must be false (the app tracks no one)")
    if manifest.get("NSPrivacyTrackingDomains", None) != []:
        problems.append("NSPrivacyTrackingDomains must be an empty list")
    if manifest.get("NSPrivacyCollectedDataTypes", None) != []:
        problems.append("NSPrivacyCollectedDataTypes must be an empty list (the app collects nothing)")
    declared = {}
    for entry in manifest.get("NSPrivacyAccessedAPITypes", []):
        category = entry.get("NSPrivacyAccessedAPIType")
        reasons = entry.get("NSPrivacyAccessedAPITypeReasons", [])
        if category not in CATEGORIES:
            problems.append(f"unknown API category {category!r}")
            continue
        if category in declared:
            problems.append(f"{category} is declared twice")
        declared[category] = reasons
        if not reasons:
            problems.append(f"{category} gives no reason")
        for reason in reasons:
            if reason not in CATEGORIES[category]["reasons"]:
                problems.append(f"{reason} is not a reason Apple accepts for {category}")
    for category, where in sorted(used.items()):
        if category not in declared:
            problems.append(f"{category} is used ({', '.join(f'{f}: {a}' for f, a in where)}) but not declared")
    for category in sorted(declared):
        if category not in used:
            problems.append(f"{category} is declared but nothing uses it")
    return problems


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--manifest", required=True)
    parser.add_argument("--swift", required=True)
    parser.add_argument("--library", required=True)
    parser.add_argument("--project")
    args = parser.parse_args(argv)
    used = swift_uses(args.swift)
    for category, where in library_uses(args.library).items():
        used.setdefault(category, []).extend(where)
    for category, where in sorted(used.items()):
        print(f"{category}: {', '.join(sorted({f'{f}: {a}' for f, a in where}))}")
    problems = check(args.manifest, used)
    if args.project:
        relative = os.path.relpath(os.path.abspath(args.manifest), os.path.dirname(os.path.abspath(args.project)))
        with open(args.project, encoding="utf-8") as f:
            spec = f.read()
        if not re.search(rf"-\s*path:\s*{re.escape(relative)}\s*\n\s*buildPhase:\s*resources\b", spec):
            problems.append(f"{args.project} does not copy {relative} into the app (a source entry with buildPhase: resources)")
    for problem in problems:
        print(f"privacy_manifest: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"{args.manifest}: declares exactly the {len(used)} required-reason API categories found, with accepted reasons")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
