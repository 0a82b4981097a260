#!/usr/bin/env python3
"""The swiftc flags of the Xcode project's Swift settings, so that Linux compiles the app in the
language mode and with the concurrency checking a Mac does.

Reads the project-wide `settings: base:` of ios/project.yml (XcodeGen) and prints one flag a
line: SWIFT_VERSION as -swift-version, SWIFT_STRICT_CONCURRENCY as -strict-concurrency, each
SWIFT_UPCOMING_FEATURE_X: YES as -enable-upcoming-feature X (in Swift's CamelCase). Any other
SWIFT_ setting there, or in a target's settings, is refused: this script would not know how to
apply it, and Linux would quietly compile something else than Xcode.
No YAML library: the file's layout is XcodeGen's, read line by line.
Usage: swift_flags.py ios/project.yml
"""

import re
import sys

# Settings with no effect on what the compiler accepts.
IGNORED = {"SWIFT_INCLUDE_PATHS"}


def main(path):
    lines = open(path, encoding="utf-8").read().splitlines()
    flags, section, problems = [], [], []
    for number, line in enumerate(lines, 1):
        stripped = line.split("#", 1)[0].rstrip()
        if not stripped.strip():
            continue
        indent = len(stripped) - len(stripped.lstrip())
        key = stripped.strip().split(":", 1)[0]
        section = [(i, k) for i, k in section if i < indent] + [(indent, key)]
        m = re.match(r"\s*(SWIFT_[A-Z_]+):\s*\"?([^\"]*)\"?\s*$", stripped)
        if not m:
            continue
        name, value = m.group(1), m.group(2).strip()
        where = [k for _, k in section[:-1]]
        if name in IGNORED:
            continue
        if where != ["settings", "base"]:
            problems.append(f"{path}:{number}: {name} is set for {'.'.join(where)} only; "
                            "tests/swift/run applies the project-wide settings: base: alone")
            continue
        if name == "SWIFT_VERSION":
            flags += ["-swift-version", value.split(".")[0] if value.endswith(".0") else value]
        elif name == "SWIFT_STRICT_CONCURRENCY":
            flags.append(f"-strict-concurrency={value}")
        elif name.startswith("SWIFT_UPCOMING_FEATURE_"):
            if value.upper() == "YES":
                words = name[len("SWIFT_UPCOMING_FEATURE_"):].split("_")
                flags += ["-enable-upcoming-feature", "".join(w.capitalize() for w in words)]
        else:
            problems.append(f"{path}:{number}: tests/swift/swift_flags.py does not know how to apply {name}")
    if "-swift-version" not in flags:
        problems.append(f"{path}: no SWIFT_VERSION under settings: base:")
    if problems:
        sys.exit("\n".join(problems))
    print("\n".join(flags))


if __name__ == "__main__":
    main(sys.argv[1])
