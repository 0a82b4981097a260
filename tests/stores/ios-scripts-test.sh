#!/usr/bin/env bash
# The iOS build scripts that run before Xcode, on fixtures (no Mac here):
#   - ios/check-engine.sh stops with one clear message when the engine's package or the version
#     settings are missing, or were built for another version, and passes when they are there;
#   - ios/pick-simulator.py picks a device of the runtime matching the SDK exactly (a device
#     name alone exists in several runtimes), reuses one or says to create one, and fails
#     clearly when no runtime matches.
# Usage: ios-scripts-test.sh ROOT SCRATCH
set -euo pipefail
root=$1
scratch=$2
fail() { echo "ios scripts test: $*" >&2; exit 1; }
rm -rf "$scratch"
mkdir -p "$scratch/repo/ios" "$scratch/repo/tools"
cp "$root/ios/check-engine.sh" "$scratch/repo/ios/"
cp "$root/tools/app-version" "$scratch/repo/tools/"
cp "$root/Cargo.toml" "$scratch/repo/"
ios="$scratch/repo/ios"
read -r version _code < <("$root/tools/app-version")

echo "-- check-engine.sh"
if out=$("$ios/check-engine.sh" "$ios" 2>&1); then fail "passed without the engine: $out"; fi
grep -q "^error: the engine is not built (missing: AlquerqueCore/AlquerqueFFI.xcframework/Info.plist AlquerqueCore/Sources/AlquerqueCore/AlquerqueCore.swift Generated/Version.xcconfig). Run ios/build-xcframework.sh first" <<<"$out" ||
  fail "unexpected message: $out"
[ "$(wc -l <<<"$out")" -eq 1 ] || fail "more than one line: $out"
echo "missing: $out"
mkdir -p "$ios/AlquerqueCore/AlquerqueFFI.xcframework" "$ios/AlquerqueCore/Sources/AlquerqueCore" "$ios/Generated"
touch "$ios/AlquerqueCore/AlquerqueFFI.xcframework/Info.plist" "$ios/AlquerqueCore/Sources/AlquerqueCore/AlquerqueCore.swift"
printf 'MARKETING_VERSION = 0.0.1\nCURRENT_PROJECT_VERSION = 1\n' >"$ios/Generated/Version.xcconfig"
if out=$("$ios/check-engine.sh" "$ios" 2>&1); then fail "passed with a stale version: $out"; fi
grep -q "^error: the engine was built for version 0.0.1 but Cargo.toml says $version" <<<"$out" || fail "unexpected message: $out"
echo "stale: $out"
"$root/tools/app-version" --xcconfig >"$ios/Generated/Version.xcconfig"
out=$("$ios/check-engine.sh" "$ios" 2>&1) || fail "failed with everything built: $out"
echo "built: $out"

echo "-- pick-simulator.py"
json="$root/tests/stores/fixtures/simctl-list.json"
pick() { python3 "$root/ios/pick-simulator.py" --json "$json" --sdk "$@"; }
[ "$(pick 26.1 'iPhone 16')" = "com.apple.CoreSimulator.SimRuntime.iOS-26-1 com.apple.CoreSimulator.SimDeviceType.iPhone-16 BBBB2222-0000-0000-0000-000000000000" ] ||
  fail "iPhone 16 on iOS 26.1: $(pick 26.1 'iPhone 16')"
[ "$(pick 18.5 'iPhone 16')" = "com.apple.CoreSimulator.SimRuntime.iOS-18-5 com.apple.CoreSimulator.SimDeviceType.iPhone-16 AAAA1111-0000-0000-0000-000000000000" ] ||
  fail "iPhone 16 on iOS 18.5: $(pick 18.5 'iPhone 16')"
[ "$(pick 26.1 'iPhone 99')" = "com.apple.CoreSimulator.SimRuntime.iOS-26-1 com.apple.CoreSimulator.SimDeviceType.iPhone-17 create" ] ||
  fail "an unknown type should fall back to the newest iPhone: $(pick 26.1 'iPhone 99')"
if out=$(pick 26.2 'iPhone 16' 2>&1); then fail "picked a device without an iOS 26.2 runtime: $out"; fi
grep -q "no iOS 26.2 simulator runtime" <<<"$out" || fail "unexpected message: $out"
echo "the SDK's runtime, by UDID; another type falls back to the newest iPhone; no runtime: $out"
echo "ios scripts: all checks passed"
