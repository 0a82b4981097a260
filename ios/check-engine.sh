#!/bin/sh
# Stops `xcodegen generate` (preGenCommand) and every build (the "Check the engine" phase, which
# runs first) with one clear message when what build-xcframework.sh makes is missing or was made
# for another version, instead of hundreds of "cannot find type" errors later on.
# Usage: check-engine.sh [IOS_DIR]   (default: this script's folder)
set -eu
ios=${1:-$(cd "$(dirname "$0")" && pwd)}
missing=""
for f in AlquerqueCore/AlquerqueFFI.xcframework/Info.plist AlquerqueCore/Sources/AlquerqueCore/AlquerqueCore.swift \
         Generated/Version.xcconfig; do
    [ -e "$ios/$f" ] || missing="$missing $f"
done
if [ -n "$missing" ]; then
    echo "error: the engine is not built (missing:$missing). Run ios/build-xcframework.sh first (see ios/README.md)." >&2
    exit 1
fi
built=$(sed -n 's/^MARKETING_VERSION = //p' "$ios/Generated/Version.xcconfig")
wanted=$(python3 "$ios/../tools/app-version" | cut -d' ' -f1)
if [ "$built" != "$wanted" ]; then
    echo "error: the engine was built for version $built but Cargo.toml says $wanted. Run ios/build-xcframework.sh again." >&2
    exit 1
fi
echo "the engine is built (version $built)"
