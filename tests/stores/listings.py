#!/usr/bin/env python3
"""Checks the store listings, kept as text files in the layouts fastlane reads:

  android/fastlane/metadata/android/<locale>/   (fastlane supply: Google Play)
      title.txt (at most 30 characters), short_description.txt (80), full_description.txt
      (4000), changelogs/<version code>.txt (500) for the version being released;
  ios/fastlane/metadata/<locale>/                (fastlane deliver: App Store Connect)
      name.txt (30), subtitle.txt (30), description.txt (4000), keywords.txt (100 bytes,
      comma-separated), promotional_text.txt (170), release_notes.txt (4000);
  ios/fastlane/metadata/primary_category.txt and its sub-categories, copyright.txt.

Every language the app speaks has a listing in both stores: Android's from the resource
folders (values/ is English, values-es/ or values-b+es+419/ Spanish...), iOS's from the
development language in project.yml and any .lproj folder or String Catalog. Locale folders
must be codes the store knows. The Play pictures (android/fastlane/screenshots.txt) must
exist and have sizes Play accepts, and so must the icon and feature graphic tools/store-listing
draws (made here into a scratch folder).

Usage: listings.py [--root DIR]     (a listing tree elsewhere, for tests)
"""
import argparse
import importlib.machinery
import importlib.util
import json
import os
import re
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

PLAY_LOCALES = {
    "af", "am", "ar", "az-AZ", "be", "bg", "bn-BD", "ca", "cs-CZ", "da-DK", "de-DE", "el-GR", "en-AU", "en-CA",
    "en-GB", "en-IN", "en-SG", "en-US", "en-ZA", "es-419", "es-ES", "es-US", "et", "eu-ES", "fa", "fi-FI",
    "fil", "fr-CA", "fr-FR", "gl-ES", "gu", "hi-IN", "hr", "hu-HU", "hy-AM", "id", "is-IS", "it-IT", "iw-IL",
    "ja-JP", "ka-GE", "kk", "km-KH", "kn-IN", "ko-KR", "ky-KG", "lo-LA", "lt", "lv", "mk-MK", "ml-IN", "mn-MN",
    "mr-IN", "ms", "ms-MY", "my-MM", "ne-NP", "nl-NL", "no-NO", "pa", "pl-PL", "pt-BR", "pt-PT", "rm", "ro",
    "ru-RU", "si-LK", "sk", "sl", "sq", "sr", "sv-SE", "sw", "ta-IN", "te-IN", "th", "tr-TR", "uk", "ur",
    "vi", "zh-CN", "zh-HK", "zh-TW", "zu"}
APP_STORE_LOCALES = {
    "ar-SA", "ca", "cs", "da", "de-DE", "el", "en-AU", "en-CA", "en-GB", "en-US", "es-ES", "es-MX", "fi",
    "fr-CA", "fr-FR", "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "ms", "nl-NL", "no", "pl", "pt-BR",
    "pt-PT", "ro", "ru", "sk", "sv", "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant"}
APP_STORE_CATEGORIES = {
    "BOOKS", "BUSINESS", "DEVELOPER_TOOLS", "EDUCATION", "ENTERTAINMENT", "FINANCE", "FOOD_AND_DRINK",
    "GAMES", "GRAPHICS_AND_DESIGN", "HEALTH_AND_FITNESS", "LIFESTYLE", "MAGAZINES_AND_NEWSPAPERS", "MEDICAL",
    "MUSIC", "NAVIGATION", "NEWS", "PHOTO_AND_VIDEO", "PRODUCTIVITY", "REFERENCE", "SHOPPING",
    "SOCIAL_NETWORKING", "SPORTS", "STICKERS", "TRAVEL", "UTILITIES", "WEATHER"}
GAME_SUBCATEGORIES = {
    "GAMES_ACTION", "GAMES_ADVENTURE", "GAMES_BOARD", "GAMES_CARD", "GAMES_CASINO", "GAMES_CASUAL",
    "GAMES_DICE", "GAMES_EDUCATIONAL", "GAMES_FAMILY", "GAMES_MUSIC", "GAMES_PUZZLE", "GAMES_RACING",
    "GAMES_ROLE_PLAYING", "GAMES_SIMULATION", "GAMES_SPORTS", "GAMES_STRATEGY", "GAMES_TRIVIA", "GAMES_WORD"}

# (file, most characters, required); keywords are counted in bytes, as App Store Connect does.
PLAY_TEXTS = [("title.txt", 30, True), ("short_description.txt", 80, True), ("full_description.txt", 4000, True)]
APP_STORE_TEXTS = [("name.txt", 30, True), ("subtitle.txt", 30, False), ("description.txt", 4000, True),
                   ("keywords.txt", 100, True), ("promotional_text.txt", 170, False),
                   ("release_notes.txt", 4000, True)]
# Play's picture rules: (smallest side, largest side) in pixels, at most twice as long as wide.
PLAY_SCREENSHOTS = {"phoneScreenshots": (320, 3840), "sevenInchScreenshots": (320, 3840),
                    "tenInchScreenshots": (1080, 7680)}
PLAY_GRAPHICS = {"icon.png": (512, 512), "featureGraphic.png": (1024, 500)}


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    return struct.unpack(">II", head[16:24])


def read_text(path):
    with open(path, encoding="utf-8") as f:
        return f.read().strip()


def check_texts(folder, rules, problems, bytes_for=("keywords.txt",)):
    for name, most, required in rules:
        path = os.path.join(folder, name)
        if not os.path.exists(path):
            if required:
                problems.append(f"{path} is missing")
            continue
        text = read_text(path)
        size = len(text.encode("utf-8")) if name in bytes_for else len(text)
        if required and not text:
            problems.append(f"{path} is empty")
        if size > most:
            problems.append(f"{path} has {size} {'bytes' if name in bytes_for else 'characters'} (at most {most})")


def android_languages(res):
    langs = {"en"}
    for d in os.listdir(res):
        m = re.match(r"^values-(?:b\+([a-z]{2,3})(?:\+.*)?|([a-z]{2,3})(?:-r[A-Z]{2})?)(?:-.*)?$", d)
        if m and os.path.exists(os.path.join(res, d, "strings.xml")):
            langs.add(m.group(1) or m.group(2))
    return langs


def ios_languages(ios):
    langs = set()
    with open(os.path.join(ios, "project.yml"), encoding="utf-8") as f:
        m = re.search(r"^\s*developmentLanguage:\s*(\S+)", f.read(), re.M)
    langs.add(m.group(1) if m else "en")
    for d, dirs, files in os.walk(os.path.join(ios, "Alquerque")):
        for sub in dirs:
            if sub.endswith(".lproj") and sub != "Base.lproj":
                langs.add(sub[:-6].split("-")[0].split("_")[0])
        for f in files:
            if f.endswith(".xcstrings"):
                with open(os.path.join(d, f), encoding="utf-8") as src:
                    catalog = json.load(src)
                for entry in catalog.get("strings", {}).values():
                    for lang in entry.get("localizations", {}):
                        langs.add(lang.split("-")[0])
    return langs


def covers(locales, languages, store, problems):
    spoken = {loc.split("-")[0] for loc in locales}
    for lang in sorted(languages):
        # Play writes Hebrew as iw; the App Store as he.
        if lang not in spoken and not (lang == "he" and "iw" in spoken):
            problems.append(f"the app speaks '{lang}' but {store} has no listing in it")


def check_android(root, problems):
    metadata = os.path.join(root, "android", "fastlane", "metadata", "android")
    locales = sorted(d for d in os.listdir(metadata) if os.path.isdir(os.path.join(metadata, d)))
    version = subprocess.run([os.path.join(ROOT, "tools", "app-version")], capture_output=True, text=True, check=True)
    code = version.stdout.split()[1]
    for locale in locales:
        if locale not in PLAY_LOCALES:
            problems.append(f"{metadata}/{locale}: not a Google Play locale")
        folder = os.path.join(metadata, locale)
        check_texts(folder, PLAY_TEXTS + [(os.path.join("changelogs", f"{code}.txt"), 500, True)], problems)
    covers(locales, android_languages(os.path.join(root, "android", "app", "src", "main", "res")), "Google Play",
           problems)
    return locales


def check_play_pictures(root, problems):
    loader = importlib.machinery.SourceFileLoader("store_listing", os.path.join(ROOT, "tools", "store-listing"))
    listing = importlib.util.module_from_spec(importlib.util.spec_from_loader("store_listing", loader))
    loader.exec_module(listing)
    entries = listing.screenshot_list(os.path.join(root, "android", "fastlane", "screenshots.txt"))
    counts = {}
    for folder, name in entries:
        if folder not in PLAY_SCREENSHOTS:
            problems.append(f"screenshots.txt: unknown folder {folder} (Play's are {', '.join(PLAY_SCREENSHOTS)})")
            continue
        counts[folder] = counts.get(folder, 0) + 1
        path = os.path.join(root, "tests", "android", "screenshots", name)
        try:
            w, h = png_size(path)
        except (OSError, ValueError) as e:
            problems.append(f"screenshots.txt names {name}: {e}")
            continue
        low, high = PLAY_SCREENSHOTS[folder]
        if min(w, h) < low or max(w, h) > high or max(w, h) > 2 * min(w, h):
            problems.append(f"{name} ({w}x{h}) does not fit {folder}: sides {low}..{high} px, at most 2:1")
    if counts.get("phoneScreenshots", 0) < 2:
        problems.append("Play needs at least 2 phone screenshots")
    for folder, n in counts.items():
        if n > 8:
            problems.append(f"{folder}: {n} screenshots, Play takes at most 8")
    with tempfile.TemporaryDirectory() as scratch:
        for name, data in listing.graphics().items():
            path = os.path.join(scratch, name)
            with open(path, "wb") as f:
                f.write(data)
            if png_size(path) != PLAY_GRAPHICS[name]:
                problems.append(f"tools/store-listing draws {name} at {png_size(path)}, Play wants {PLAY_GRAPHICS[name]}")
    return counts


def check_ios(root, problems):
    metadata = os.path.join(root, "ios", "fastlane", "metadata")
    locales = sorted(d for d in os.listdir(metadata) if os.path.isdir(os.path.join(metadata, d))
                     and d not in ("review_information", "trade_representative_contact_information"))
    for locale in locales:
        if locale not in APP_STORE_LOCALES:
            problems.append(f"{metadata}/{locale}: not an App Store locale")
        check_texts(os.path.join(metadata, locale), APP_STORE_TEXTS, problems)
    category = os.path.join(metadata, "primary_category.txt")
    if not os.path.exists(category) or read_text(category) not in APP_STORE_CATEGORIES:
        problems.append(f"{category}: missing or not an App Store category")
    elif read_text(category) == "GAMES":
        for sub in ("primary_first_sub_category.txt", "primary_second_sub_category.txt"):
            path = os.path.join(metadata, sub)
            if os.path.exists(path) and read_text(path) not in GAME_SUBCATEGORIES:
                problems.append(f"{path}: not a games sub-category")
    if not os.path.exists(os.path.join(metadata, "copyright.txt")):
        problems.append(f"{metadata}/copyright.txt is missing")
    covers(locales, ios_languages(os.path.join(root, "ios")), "the App Store", problems)
    return locales


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", default=ROOT)
    args = parser.parse_args(argv)
    problems = []
    play = check_android(args.root, problems)
    pictures = check_play_pictures(args.root, problems)
    app_store = check_ios(args.root, problems)
    for problem in problems:
        print(f"listings: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"Google Play listings: {', '.join(play)}; pictures: "
          + ", ".join(f"{n} {folder}" for folder, n in pictures.items()) + ", icon, feature graphic")
    print(f"App Store listings: {', '.join(app_store)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
