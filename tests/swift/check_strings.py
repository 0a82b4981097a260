#!/usr/bin/env python3
"""The iOS String Catalog, as Xcode would use it: every key has a translated value in every
language the app speaks (those of the engine's text/locales, English the source), with the same
format arguments; every text the Swift sources give SwiftUI to localize (Text("…"),
TextField, Button("…"), Label, Toggle, Section, navigationTitle, Picker, accessibility labels,
confirmation dialogs and alerts, String(localized:), the toolbar's item("…")) is a key;
and no key is left that no source uses.

Usage: check_strings.py CATALOG SWIFT_DIR LOCALES_DIR"""

import json
import re
import sys
from pathlib import Path

LITERAL = re.compile(
    r'(?:(?:\bText|\bTextField|\bButton|\bLabel|\bToggle|\bSection|\.navigationTitle|\bPicker'
    r'|\.accessibilityLabel|\.accessibilityHint|\.confirmationDialog|\.alert|LocalizedStringKey'
    # The game screen's toolbar items take their title as a LocalizedStringKey.
    r'|\bitem)\(\s*'
    r'|String\(localized:\s*)'
    r'"((?:[^"\\]|\\.)*)"'
)
INTERPOLATION = re.compile(r"\\\((?:[^()]|\([^()]*\))*\)")
SPECIFIER = re.compile(r"%(?:\d+\$)?(?:@|u|lld|d|ld|f)")


def shape(text):
    """A text with its arguments as a placeholder, so that a key and its Swift literal match."""
    return SPECIFIER.sub("•", INTERPOLATION.sub("•", text))


def main(catalog, swift_dir, locales):
    data = json.loads(Path(catalog).read_text(encoding="utf-8"))
    languages = sorted(p.name for p in Path(locales).iterdir() if p.is_dir() and p.name != "en")
    if data.get("sourceLanguage") != "en" or len(languages) < 1:
        sys.exit("the catalog's source is English and the engine speaks other languages")
    problems = []
    keys = data["strings"]
    for key, entry in keys.items():
        wanted = sorted(SPECIFIER.findall(key), key=lambda s: s[-1])
        for language in languages:
            unit = entry.get("localizations", {}).get(language, {}).get("stringUnit")
            if not unit or unit.get("state") != "translated" or not unit.get("value"):
                problems.append(f"{language}: '{key}' is not translated")
                continue
            got = [re.sub(r"\d+\$", "", s) for s in SPECIFIER.findall(unit["value"])]
            if sorted(got, key=lambda s: s[-1]) != [re.sub(r"\d+\$", "", s) for s in wanted]:
                problems.append(f"{language}: '{key}' has other arguments: {unit['value']}")
    used = set()
    for path in sorted(Path(swift_dir).rglob("*.swift")):
        for literal in LITERAL.findall(path.read_text(encoding="utf-8")):
            used.add(shape(literal.replace('\\"', '"')))
    if len(used) < 20:
        sys.exit(f"only {len(used)} localized texts found in {swift_dir}")
    shaped = {shape(k) for k in keys}
    for text in sorted(used - shaped):
        problems.append(f"used in Swift, not in the catalog: '{text}'")
    for text in sorted(shaped - used):
        problems.append(f"in the catalog, used by no Swift source: '{text}'")
    if problems:
        sys.exit("\n".join(problems))
    print(f"{len(keys)} texts in en and {', '.join(languages)}")


if __name__ == "__main__":
    main(*sys.argv[1:])
