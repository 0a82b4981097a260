#!/usr/bin/env python3
"""The two phone shells kept the same shape: each Kotlin controller against its Swift view model.

Usage: check.py REPOSITORY_ROOT

What is compared, and the conventions that map one language onto the other:

  Folders   Every feature folder of the Android app (android/app/src/main/java/app/alquerque/<f>/,
            Kotlin packages, lower case) has a folder of the same name in the iOS app
            (ios/Alquerque/<F>/, capitalised), and the other way round; names are compared case
            insensitively. Folders holding no source (Assets.xcassets, Sounds) are not features.
  Pairs     <f>/<Name>Controller.kt is paired with <F>/<Name>ViewModel.swift, in the folder of the
            same name; common/Controller.kt and common/ViewModel.swift are the two base classes
            and are not compared method by method. A controller without its view model, or a view
            model without its controller, is an error. No pair at all is an error.
  Methods   The public methods of the Kotlin class (`fun`, not private, protected or override)
            against those of the Swift class (`func`, not private or fileprivate, static or override, and
            read-only computed properties `var x: T { ... }`, which Swift writes where Kotlin
            writes a function without arguments), by name, in the same order. Argument labels,
            types, `async` and callbacks are not compared. Left out on purpose:
              - Kotlin `setListener`: Android's way to be told of a new state; Swift's
                Observation does it (the Swift class has nothing to match).
              - Swift `static func` (factories such as `open(store:)`): Kotlin's controllers take
                the `open` function that makes their Rust object as a constructor argument.
            A Kotlin reader without arguments (`fun options(): Options = model.options()`) may be
            matched by a Swift property the view model publishes (`private(set) var options`)
            when the Swift file assigns it from the same Rust call (`options = session.options()`);
            such a pair is outside the order comparison (stored properties sit at the top of a
            Swift class).
  Rust      Each pair of methods calls the same set of Rust (UniFFI) functions and methods: the
            names exported with #[uniffi::export] in bindings/src (snake_case, as camelCase),
            called in the method's body (`it.undo()`, `$0.undo()`, `session.undo()`,
            `openStatistics(store)`), and in the private helpers of the same class the method
            calls (followed to the end). Calls in comments and strings do not count. The free
            functions that make a Rust object (`open_game(store) -> Arc<GameSession>`) are left
            out: Kotlin's controllers receive that object made (the `open` argument) where a
            Swift view model may open it itself.

Exit status 0 when everything matches, 1 with one line per difference otherwise.
"""
import os
import re
import sys

KOTLIN_APP = "android/app/src/main/java/app/alquerque"
SWIFT_APP = "ios/Alquerque"
KOTLIN_PLUMBING = {"setListener"}


def camel(name):
    head, *rest = name.split("_")
    return head + "".join(p[:1].upper() + p[1:] for p in rest)


def exported_names(root):
    """Every function and method name bindings/src exports through UniFFI, in camelCase."""
    names = set()
    for folder, _, files in os.walk(os.path.join(root, "bindings/src")):
        for f in files:
            if not f.endswith(".rs"):
                continue
            lines = open(os.path.join(folder, f), encoding="utf-8").read().split("\n")
            i = 0
            while i < len(lines):
                if not re.match(r"\s*#\[uniffi::export\b", lines[i]):
                    i += 1
                    continue
                # Attributes and doc comments may follow before the item.
                j = i + 1
                while j < len(lines) and re.match(r"\s*(#\[|///|//)", lines[j]):
                    j += 1
                item = lines[j] if j < len(lines) else ""
                m = re.match(r"\s*pub(?:\([^)]*\))?\s+(?:async\s+)?fn\s+(\w+)", item)
                if m:
                    # A free function that makes one of the Rust objects (`open_game(store) ->
                    # Arc<GameSession>`) is what Kotlin's controllers receive as `open`: left out.
                    signature = " ".join(lines[j:j + 6]).split("{")[0]
                    if not re.search(r"->\s*Arc<", signature):
                        names.add(camel(m.group(1)))
                elif re.match(r"\s*impl\b", item):
                    depth = 0
                    for k in range(j, len(lines)):
                        line = lines[k]
                        fn = re.match(r"\s*pub(?:\([^)]*\))?\s+(?:async\s+)?fn\s+(\w+)", line)
                        if fn and depth == 1:
                            names.add(camel(fn.group(1)))
                        depth += line.count("{") - line.count("}")
                        if depth == 0 and "{" in "".join(lines[j:k + 1]):
                            break
                i = j + 1
    return names


def strip(text):
    """The text without comments and string contents (lines kept)."""
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    return re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)


KOTLIN_MEMBER = re.compile(
    r"^    (?:@\w+\s+)*((?:(?:public|private|protected|internal|override|suspend|inline|open|abstract|lateinit|const)\s+)*)"
    r"(fun|val|var|init|class|object|companion|interface)\b\s*(?:<[^>]*>\s*)?(\w*)")
SWIFT_MEMBER = re.compile(
    r"^    (?:@\w+(?:\([^)]*\))?\s+)*((?:(?:public|private|fileprivate|internal|static|class|override|nonisolated|final|private\(set\)|fileprivate\(set\)|lazy|weak|convenience|required)\s+)*)"
    r"(func|var|let|init|deinit|struct|enum|class|subscript)\b\s*(\w*)")


class Member:
    def __init__(self, kind, name, modifiers, body, line, header):
        self.kind, self.name, self.modifiers, self.body, self.line, self.header = kind, name, modifiers, body, line, header


def members(path, pattern, class_name):
    """The members of class `class_name` in `path`, each with its text (comments stripped)."""
    text = strip(open(path, encoding="utf-8").read())
    lines = text.split("\n")
    start = next((i for i, l in enumerate(lines)
                  if re.search(r"\b(class|struct)\s+" + re.escape(class_name) + r"\b", l) and not l.startswith(" ")), None)
    if start is None:
        return None
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("}")), len(lines))
    found, current = [], None
    for i in range(start + 1, end):
        m = pattern.match(lines[i])
        if m:
            current = Member(m.group(2), m.group(3), m.group(1).split(), [lines[i]], i + 1, lines[i])
            found.append(current)
        elif current is not None:
            current.body.append(lines[i])
    for f in found:
        f.body = "\n".join(f.body)
    return found


def calls(member, helpers, exported, seen=()):
    """The Rust names `member` calls, through the class's private helpers."""
    body = re.sub(r"\b(?:fun|func)\s+" + re.escape(member.name) + r"\b", "", member.body, count=1)
    names = set(re.findall(r"(?<![\w])([a-z]\w*)\s*(?=[({])", body))
    out = names & exported
    for n in names:
        if n in helpers and n not in seen:
            out |= calls(helpers[n], helpers, exported, seen + (n,))
    return out


def kotlin_methods(members_):
    public = [m for m in members_ if m.kind == "fun" and not {"private", "protected", "override"} & set(m.modifiers)]
    helpers = {m.name: m for m in members_ if m.kind == "fun" and "private" in m.modifiers}
    return [m for m in public if m.name not in KOTLIN_PLUMBING], helpers


def swift_methods(members_):
    def private(m):
        return {"private", "fileprivate"} & set(m.modifiers)

    def computed(m):
        return m.kind == "var" and re.search(r"var\s+\w+\s*:[^=]*\{", m.header) is not None

    public = [m for m in members_ if not private(m) and not {"static", "override"} & set(m.modifiers)
              and (m.kind == "func" or computed(m))]
    helpers = {m.name: m for m in members_ if m.kind == "func" and private(m)}
    published = {m.name: m for m in members_ if m.kind == "var" and not computed(m)
                 and not private(m)}
    return public, helpers, published


def source_folders(path, ext):
    out = {}
    if not os.path.isdir(path):
        return out
    for name in sorted(os.listdir(path)):
        full = os.path.join(path, name)
        if os.path.isdir(full) and any(f.endswith(ext) for _, _, fs in os.walk(full) for f in fs):
            out[name.lower()] = name
    return out


def main(root):
    errors = []
    kotlin_root, swift_root = os.path.join(root, KOTLIN_APP), os.path.join(root, SWIFT_APP)
    exported = exported_names(root)
    if not exported:
        errors.append("bindings/src: no #[uniffi::export] function or method found")
    kotlin_folders, swift_folders = source_folders(kotlin_root, ".kt"), source_folders(swift_root, ".swift")
    for folder, found in ((KOTLIN_APP, kotlin_folders), (SWIFT_APP, swift_folders)):
        if not found:
            errors.append(f"{folder}/: no feature folder with sources")
    for key in sorted(set(kotlin_folders) | set(swift_folders)):
        if key not in swift_folders:
            errors.append(f"{KOTLIN_APP}/{kotlin_folders[key]}/: no folder of that name in {SWIFT_APP}/")
        elif key not in kotlin_folders:
            errors.append(f"{SWIFT_APP}/{swift_folders[key]}/: no folder of that name in {KOTLIN_APP}/")

    pairs = 0
    swift_models = {}
    for folder, _, files in os.walk(swift_root):
        for f in files:
            if f.endswith("ViewModel.swift") and f != "ViewModel.swift":
                swift_models[(os.path.basename(folder).lower(), f[:-len("ViewModel.swift")])] = os.path.join(folder, f)
    paired = set()
    for folder, _, files in sorted(os.walk(kotlin_root)):
        for f in sorted(files):
            if not f.endswith("Controller.kt") or f == "Controller.kt":
                continue
            feature, name = os.path.basename(folder), f[:-len("Controller.kt")]
            kt = os.path.join(folder, f)
            kt_rel = os.path.relpath(kt, root)
            sw = swift_models.get((feature.lower(), name))
            if sw is None:
                errors.append(f"{kt_rel}: no {SWIFT_APP}/{swift_folders.get(feature.lower(), feature.capitalize())}/{name}ViewModel.swift")
                continue
            paired.add((feature.lower(), name))
            sw_rel = os.path.relpath(sw, root)
            kt_members = members(kt, KOTLIN_MEMBER, f"{name}Controller")
            sw_members = members(sw, SWIFT_MEMBER, f"{name}ViewModel")
            if kt_members is None:
                errors.append(f"{kt_rel}: no class {name}Controller")
                continue
            if sw_members is None:
                errors.append(f"{sw_rel}: no class {name}ViewModel")
                continue
            pairs += 1
            errors += compare(kt_rel, kt_members, sw_rel, sw_members, open(sw, encoding="utf-8").read(), exported)
    for (feature, name), sw in sorted(swift_models.items()):
        if (feature, name) not in paired:
            errors.append(f"{os.path.relpath(sw, root)}: no {KOTLIN_APP}/{feature}/{name}Controller.kt")
    if pairs == 0:
        errors.append(f"no Kotlin controller was compared with a Swift view model ({KOTLIN_APP}/*/*Controller.kt)")
    for e in errors:
        print(f"tests/parity: {e}", file=sys.stderr)
    if errors:
        print(f"tests/parity: {len(errors)} difference(s) between the two shells", file=sys.stderr)
        return 1
    print(f"tests/parity: {pairs} controllers and their view models match "
          f"({len(kotlin_folders)} folders on both sides, {len(exported)} Rust names known)")
    return 0


def compare(kt_rel, kt_members, sw_rel, sw_members, sw_text, exported):
    errors = []
    kt_public, kt_helpers = kotlin_methods(kt_members)
    sw_public, sw_helpers, sw_published = swift_methods(sw_members)
    if not kt_public:
        errors.append(f"{kt_rel}: no public method found")
    sw_by_name = {m.name: m for m in sw_public}
    kt_order, as_property = [], []
    for m in kt_public:
        if m.name not in sw_by_name and m.name in sw_published:
            rust = calls(m, kt_helpers, exported)
            if len(rust) == 1 and re.search(r"\b" + m.name + r"\s*=\s*[^\n]*\." + next(iter(rust)) + r"\(", strip(sw_text)):
                as_property.append(m.name)
                continue
        kt_order.append(m.name)
    sw_order = [m.name for m in sw_public]
    kt_line = {m.name: m.line for m in kt_public}
    sw_line = {m.name: m.line for m in sw_public}
    for n in kt_order:
        if n not in sw_by_name:
            errors.append(f"{sw_rel}: no method {n} (Kotlin: {kt_rel}:{kt_line[n]})")
    for n in sw_order:
        if n not in kt_order:
            errors.append(f"{sw_rel}:{sw_line[n]}: method {n} has no counterpart in {kt_rel}")
    common_kt = [n for n in kt_order if n in sw_order]
    common_sw = [n for n in sw_order if n in kt_order]
    if common_kt != common_sw:
        at = next(i for i, (a, b) in enumerate(zip(common_kt, common_sw)) if a != b)
        errors.append(f"{sw_rel}:{sw_line[common_sw[at]]}: method {common_sw[at]} comes where Kotlin has "
                      f"{common_kt[at]} ({kt_rel}:{kt_line[common_kt[at]]}); Kotlin's order: {', '.join(common_kt)}")
    kt_by_name = {m.name: m for m in kt_public}
    for n in common_kt:
        k = calls(kt_by_name[n], kt_helpers, exported)
        s = calls(sw_by_name[n], sw_helpers, exported)
        if k != s:
            def show(x):
                return ", ".join(sorted(x)) or "none"
            errors.append(f"{sw_rel}:{sw_line[n]}: method {n} calls Rust {show(s)}; "
                          f"Kotlin ({kt_rel}:{kt_line[n]}) calls {show(k)}")
    return errors


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
