#!/usr/bin/env python3
"""Checks the iOS asset catalogue as App Store Connect would refuse it, without Xcode:

  - AppIcon.appiconset/Contents.json names one universal iOS image of 1024x1024 and that file
    exists;
  - the file is a PNG of exactly 1024x1024 pixels with no alpha channel and no transparency
    chunk (an icon with alpha is rejected on upload);
  - AccentColor.colorset has a colour;
  - project.yml tells Xcode to use both (ASSETCATALOG_COMPILER_APPICON_NAME and
    ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME).

Usage: check_assets.py IOS_DIR      Exit status 0 when all hold; every problem is printed.
"""
import json
import os
import struct
import sys
import zlib

ICON_SIZE = 1024
# PNG colour types: 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGB + alpha.
WITH_ALPHA = {4, 6}


def png_header(path):
    """(width, height, bit depth, colour type, chunk names), every chunk's CRC checked."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    pos, names, header = 8, [], None
    while pos + 12 <= len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        (crc,) = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])
        if zlib.crc32(kind + body) & 0xFFFFFFFF != crc:
            raise ValueError(f"chunk {kind!r} has a bad CRC")
        names.append(kind.decode("latin-1"))
        if kind == b"IHDR":
            header = struct.unpack(">IIBB", body[:10])
        pos += 12 + length
    if header is None or names[0] != "IHDR" or names[-1] != "IEND":
        raise ValueError("IHDR must come first and IEND last")
    return header + (names,)


def check_icon(catalogue, problems):
    iconset = os.path.join(catalogue, "AppIcon.appiconset")
    try:
        with open(os.path.join(iconset, "Contents.json"), encoding="utf-8") as f:
            contents = json.load(f)
    except (OSError, ValueError) as e:
        problems.append(f"AppIcon.appiconset/Contents.json: {e}")
        return
    images = [i for i in contents.get("images", []) if i.get("filename")]
    wanted = [i for i in images if i.get("size") == f"{ICON_SIZE}x{ICON_SIZE}"
              and i.get("idiom") == "universal" and i.get("platform") == "ios"]
    if len(wanted) != 1:
        problems.append("AppIcon.appiconset/Contents.json must name exactly one universal iOS "
                        f"image of {ICON_SIZE}x{ICON_SIZE} (found {len(wanted)})")
        return
    name = wanted[0]["filename"]
    path = os.path.join(iconset, name)
    try:
        width, height, depth, colour_type, names = png_header(path)
    except (OSError, ValueError) as e:
        problems.append(f"AppIcon.appiconset/{name}: {e}")
        return
    if (width, height) != (ICON_SIZE, ICON_SIZE):
        problems.append(f"{name} is {width}x{height}, must be {ICON_SIZE}x{ICON_SIZE}")
    if colour_type in WITH_ALPHA or "tRNS" in names:
        problems.append(f"{name} has an alpha channel or transparency (colour type "
                        f"{colour_type}); the App Store refuses it")
    print(f"AppIcon: {name}, {width}x{height}, colour type {colour_type}, {depth} bits")


def check_accent(catalogue, problems):
    path = os.path.join(catalogue, "AccentColor.colorset", "Contents.json")
    try:
        with open(path, encoding="utf-8") as f:
            colors = json.load(f).get("colors", [])
    except (OSError, ValueError) as e:
        problems.append(f"AccentColor.colorset/Contents.json: {e}")
        return
    if not any("color" in c for c in colors):
        problems.append("AccentColor.colorset/Contents.json defines no colour")


def check_project(ios, problems):
    try:
        with open(os.path.join(ios, "project.yml"), encoding="utf-8") as f:
            project = f.read()
    except OSError as e:
        problems.append(str(e))
        return
    for setting in ("ASSETCATALOG_COMPILER_APPICON_NAME: AppIcon",
                    "ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME: AccentColor"):
        if setting not in project:
            problems.append(f"project.yml lacks '{setting}'")


def main(args):
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    ios = args[0]
    catalogue = os.path.join(ios, "Alquerque", "Assets.xcassets")
    problems = []
    if not os.path.isfile(os.path.join(catalogue, "Contents.json")):
        problems.append("Alquerque/Assets.xcassets/Contents.json is missing")
    check_icon(catalogue, problems)
    check_accent(catalogue, problems)
    check_project(ios, problems)
    for p in problems:
        print(f"check_assets: {p}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
