#!/usr/bin/env python3
"""The app's own texts in every language it lists, as Android lint's MissingTranslation error
would have it: every translatable string and plural of res/values exists in each values-xx, with
the same format arguments; no values-xx holds a name values/ lacks; each plural has the
quantities CLDR gives its language (the 'other' at least); res/xml/locales_config.xml lists
exactly English and the languages with a values-xx folder, which are the engine's (text/locales).

Usage: translations.py RES_DIR LOCALES_DIR"""

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ANDROID = "{http://schemas.android.com/apk/res/android}"
# The quantities each language's plurals need (CLDR cardinal rules, whole numbers).
QUANTITIES = {
    "en": {"one", "other"},
    "es": {"one", "other"},
    "pt": {"one", "other"},
    "fr": {"one", "other"},
    "de": {"one", "other"},
    "ar": {"zero", "one", "two", "few", "many", "other"},
    "it": {"one", "other"},
    "nl": {"one", "other"},
    "ru": {"one", "few", "many", "other"},
    "tr": {"one", "other"},
}
FORMAT = re.compile(r"%(\d+\$)?[sd]")


def texts(path):
    """(strings, plurals) of one strings.xml: name -> text, name -> {quantity: text}."""
    strings, plurals = {}, {}
    for element in ET.parse(path).getroot():
        name = element.get("name")
        if element.get("translatable") == "false":
            continue
        if element.tag == "string":
            strings[name] = "".join(element.itertext())
        elif element.tag == "plurals":
            plurals[name] = {i.get("quantity"): "".join(i.itertext()) for i in element}
    return strings, plurals


def main(res, locales):
    res, locales = Path(res), Path(locales)
    base_strings, base_plurals = texts(res / "values" / "strings.xml")
    if len(base_strings) < 20:
        sys.exit(f"only {len(base_strings)} strings read from values/strings.xml")
    folders = sorted(p for p in res.glob("values-*") if (p / "strings.xml").exists())
    languages = [p.name.split("-", 1)[1] for p in folders]
    problems = []
    for folder, language in zip(folders, languages):
        strings, plurals = texts(folder / "strings.xml")
        for name, text in base_strings.items():
            if name not in strings:
                problems.append(f"{language}: string {name} is not translated")
            elif sorted(FORMAT.findall(strings[name])) != sorted(FORMAT.findall(text)):
                problems.append(f"{language}: string {name} has other format arguments")
        for name in strings.keys() - base_strings.keys():
            problems.append(f"{language}: string {name} is not in values/")
        for name, forms in base_plurals.items():
            got = plurals.get(name)
            if got is None:
                problems.append(f"{language}: plurals {name} is not translated")
                continue
            wanted = QUANTITIES.get(language.split("-r")[0], {"other"})
            if not wanted <= got.keys():
                problems.append(f"{language}: plurals {name} lacks {sorted(wanted - got.keys())}")
        for name in plurals.keys() - base_plurals.keys():
            problems.append(f"{language}: plurals {name} is not in values/")
    listed = [
        e.get(f"{ANDROID}name")
        for e in ET.parse(res / "xml" / "locales_config.xml").getroot()
    ]
    if sorted(listed) != sorted(["en"] + languages):
        problems.append(f"locales_config.xml lists {listed}, the values folders are en + {languages}")
    engine = sorted(p.name for p in locales.iterdir() if p.is_dir())
    if sorted(listed) != engine:
        problems.append(f"locales_config.xml lists {listed}, the engine speaks {engine}")
    if problems:
        sys.exit("\n".join(problems))
    print(f"{len(base_strings)} strings and {len(base_plurals)} plurals in en and {', '.join(languages)}")


if __name__ == "__main__":
    main(*sys.argv[1:])
