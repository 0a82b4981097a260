#!/usr/bin/env python3
"""Checks that the Gradle build's Rust tasks (android/app/build.gradle.kts, `rustInputs`) list
every file the Rust library is built from, so that a change to any of them reruns cargo
instead of shipping the old library ("up to date").

What the library is built from is worked out here, not listed by hand:
  - the crates: alquerque-bindings and every crate of the workspace it depends on through a
    path (normal and build dependencies), from `cargo metadata`;
  - each crate's Cargo.toml, build.rs and the Rust sources under src/;
  - every file those sources read at compile time with include_bytes!, include_str! or
    include! (a literal path, relative to the source file, or
    concat!(env!("CARGO_MANIFEST_DIR"), "/path")), found by scanning the sources, so it keeps
    working when files move;
  - with --dep-info FILE, also every file of this workspace that rustc itself recorded in the
    dep-info (.d) file of a build of the library;
  - the workspace's Cargo.toml and Cargo.lock, Cargo's configuration (.cargo/config.toml) and
    rust-toolchain files if present, and uniffi.toml (the bindings' settings).

Each must be a `rustInputs` entry or lie in a folder that is one; each entry must exist and
cover something the library needs (no stale entries).

Usage: rust_inputs.py [--gradle FILE] [--root DIR] [--dep-info FILE]
"""
import argparse
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
LIBRARY_PACKAGE = "alquerque-bindings"

INCLUDE = re.compile(
    r'\binclude(?:_bytes|_str)?!\s*\(\s*(?:"((?:[^"\\]|\\.)*)"'
    r'|concat!\s*\(\s*env!\s*\(\s*"CARGO_MANIFEST_DIR"\s*\)\s*,\s*"((?:[^"\\]|\\.)*)"\s*\))\s*\)')


def gradle_inputs(path):
    with open(path, encoding="utf-8") as f:
        m = re.search(r"^val rustInputs = listOf\((.*?)\)$", f.read(), re.M | re.S)
    if not m:
        raise SystemExit(f"rust_inputs: no `val rustInputs = listOf(...)` in {path}")
    return re.findall(r'"([^"]+)"', m.group(1))


def strip_comments(text):
    """Rust source without // and /* */ comments (string literals are kept as they are)."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def included_files(source, crate_dir):
    """The files `source` (a .rs file) reads with include_bytes!/include_str!/include!."""
    with open(source, encoding="utf-8") as f:
        text = strip_comments(f.read())
    found = []
    for relative, from_manifest in INCLUDE.findall(text):
        if from_manifest:
            found.append(os.path.normpath(os.path.join(crate_dir, from_manifest.lstrip("/"))))
        else:
            found.append(os.path.normpath(os.path.join(os.path.dirname(source), relative)))
    return found


def library_crates(root):
    """{name: folder} of the library's package and the workspace packages it depends on by path."""
    out = subprocess.run(["cargo", "metadata", "--format-version", "1", "--no-deps", "--offline"],
                         cwd=root, capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit(f"rust_inputs: cargo metadata failed:\n{out.stderr}")
    packages = {p["name"]: p for p in json.loads(out.stdout)["packages"]}
    if LIBRARY_PACKAGE not in packages:
        raise SystemExit(f"rust_inputs: no package {LIBRARY_PACKAGE} in the workspace")
    crates, todo = {}, [LIBRARY_PACKAGE]
    while todo:
        name = todo.pop()
        if name in crates:
            continue
        package = packages[name]
        crates[name] = os.path.dirname(package["manifest_path"])
        for dep in package["dependencies"]:
            if dep.get("path") and dep.get("kind") in (None, "build") and dep["name"] in packages:
                todo.append(dep["name"])
    return crates


def needed_files(root, crates, dep_info=None):
    """{file: why} of every file the library is built from."""
    needed = {}
    for name, folder in sorted(crates.items()):
        needed[os.path.join(folder, "Cargo.toml")] = f"{name}'s manifest"
        if os.path.exists(os.path.join(folder, "build.rs")):
            needed[os.path.join(folder, "build.rs")] = f"{name}'s build script"
        sources = [os.path.join(folder, "build.rs")] if os.path.exists(os.path.join(folder, "build.rs")) else []
        for d, _dirs, files in os.walk(os.path.join(folder, "src")):
            sources += [os.path.join(d, f) for f in files if f.endswith(".rs")]
        for source in sorted(sources):
            needed.setdefault(source, f"{name}'s source")
            for included in included_files(source, folder):
                needed[included] = f"included by {os.path.relpath(source, root)}"
    for f in ["Cargo.toml", "Cargo.lock", ".cargo/config.toml", ".cargo/config", "rust-toolchain",
              "rust-toolchain.toml", "uniffi.toml"]:
        path = os.path.join(root, f)
        if os.path.exists(path) or f in ("Cargo.toml", "Cargo.lock", "uniffi.toml"):
            needed.setdefault(path, "workspace settings")
    if dep_info:
        with open(dep_info, encoding="utf-8") as f:
            text = f.read().replace("\\\n", " ")
        for line in text.splitlines():
            if ":" not in line:
                continue
            for dep in re.split(r"(?<!\\) ", line.split(": ", 1)[-1]):
                dep = dep.replace("\\ ", " ").strip()
                if dep and os.path.isabs(dep) and os.path.realpath(dep).startswith(os.path.realpath(root) + os.sep):
                    needed.setdefault(os.path.realpath(dep), "read by rustc (dep-info)")
    return needed


def check(root, inputs, needed):
    problems = []
    entries = [os.path.normpath(os.path.join(root, e)) for e in inputs]
    used = {e: 0 for e in entries}
    for path, why in sorted(needed.items()):
        path = os.path.normpath(path)
        if not os.path.exists(path):
            problems.append(f"{os.path.relpath(path, root)} ({why}) does not exist")
            continue
        cover = [e for e in entries if path == e or path.startswith(e + os.sep)]
        if not cover:
            problems.append(f"{os.path.relpath(path, root)} ({why}) is not among the Gradle task's inputs")
        for e in cover:
            used[e] += 1
    for e, count in used.items():
        if not os.path.exists(e):
            problems.append(f"rustInputs names {os.path.relpath(e, root)}, which does not exist")
        elif count == 0:
            problems.append(f"rustInputs names {os.path.relpath(e, root)}, which the library is not built from")
    return problems, used


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", default=ROOT)
    parser.add_argument("--gradle", default=None)
    parser.add_argument("--dep-info", default=None)
    args = parser.parse_args(argv)
    root = os.path.realpath(args.root)
    gradle = args.gradle or os.path.join(root, "android", "app", "build.gradle.kts")
    inputs = gradle_inputs(gradle)
    crates = library_crates(root)
    needed = needed_files(root, crates, args.dep_info)
    problems, used = check(root, inputs, needed)
    includes = sorted((p, w) for p, w in needed.items() if w.startswith("included by"))
    print(f"the library's crates: {', '.join(sorted(crates))}")
    for path, why in includes:
        print(f"  {os.path.relpath(path, root)} ({why})")
    for problem in problems:
        print(f"rust_inputs: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"{len(needed)} files ({len(includes)} included with include_*!), all among the Gradle inputs: "
          + ", ".join(f"{os.path.relpath(e, root)} ({n})" for e, n in used.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
