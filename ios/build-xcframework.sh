#!/usr/bin/env bash
# Builds what the iOS app links and compiles from the Rust workspace (all gitignored):
#   AlquerqueCore/AlquerqueFFI.xcframework   the engine as a static library for devices (arm64)
#                                            and the simulator (arm64 + x86_64, one lipo'd
#                                            library), with AlquerqueFFI.h and module.modulemap;
#   AlquerqueCore/Sources/AlquerqueCore/AlquerqueCore.swift
#                                            the Swift bindings; with the XCFramework, the Swift
#                                            package AlquerqueCore (Package.swift) the app uses;
#   Generated/Version.xcconfig               the app's version, from the workspace Cargo.toml
#                                            (tools/app-version), read by Config/Alquerque.xcconfig.
#
# Usage: ios/build-xcframework.sh [--debug]
#   --debug   build the Rust library with the dev profile (faster to build; the engine is
#             optimised in every profile, the rest of the library is not).
# Runs on macOS with the full Xcode (not only the Command Line Tools) and the Rust targets
# aarch64-apple-ios, aarch64-apple-ios-sim and x86_64-apple-ios installed (see ios/README.md).
# Run it again after changing the Rust code. Cargo's target directory is asked of
# `cargo metadata`, so CARGO_TARGET_DIR and .cargo/config.toml are honoured.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
out="$here/Generated"
package="$here/AlquerqueCore"
crate="alquerque-bindings"
lib="libalquerque_ffi.a"
device_target="aarch64-apple-ios"
simulator_targets=(aarch64-apple-ios-sim x86_64-apple-ios)
# The app's deployment target; rustc reads it when building for iOS and the simulator.
export IPHONEOS_DEPLOYMENT_TARGET="17.0"

profile="release"
profile_dir="release"
for arg in "$@"; do
  case "$arg" in
    --debug) profile="dev"; profile_dir="debug" ;;
    -h|--help) sed -n '2,18p' "$0"; exit 0 ;;
    *) echo "unknown argument '$arg' (try --help)" >&2; exit 2 ;;
  esac
done

fail() { echo "error: $*" >&2; exit 1; }

[ "$(uname -s)" = "Darwin" ] || fail "the XCFramework is built on macOS (xcodebuild and lipo come with Xcode)"
for tool in cargo xcodebuild xcrun lipo; do
  command -v "$tool" >/dev/null 2>&1 || fail "'$tool' not found: install Rust (rustup.rs) and Xcode"
done
# The Command Line Tools alone have xcodebuild and lipo but no iOS SDK: rustc then fails deep
# in the link of the first target. Ask for the SDK first.
if ! xcrun --sdk iphoneos --show-sdk-path >/dev/null 2>&1; then
  fail "no iOS SDK: install Xcode from the App Store, open it once, then select it with
  sudo xcode-select --switch /Applications/Xcode.app/Contents/Developer
(xcode-select -p now says: $(xcode-select -p 2>/dev/null || echo nothing))"
fi
if command -v rustup >/dev/null 2>&1; then
  installed="$(rustup target list --installed)"
  missing=()
  for t in "$device_target" "${simulator_targets[@]}"; do
    grep -qx "$t" <<<"$installed" || missing+=("$t")
  done
  if [ "${#missing[@]}" -gt 0 ]; then
    fail "missing Rust targets; install them with: rustup target add ${missing[*]}"
  fi
fi

cd "$root"

# Where Cargo puts what it builds (target/ unless CARGO_TARGET_DIR or a Cargo config moves it).
target_dir="$(cargo metadata --format-version 1 --no-deps \
  | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')"
[ -n "$target_dir" ] && [ -d "$target_dir" ] || fail "cargo metadata named no target directory"

echo "== Rust library for iOS ($profile_dir)"
# Only the static library the app links (not the crate's cdylib, which the apps on iOS do not
# use), and without default features: the 'cli' feature builds the uniffi-bindgen tool and
# pulls its dependencies in, none of which belongs in the app.
for t in "$device_target" "${simulator_targets[@]}"; do
  echo "-- $t"
  cargo rustc -p "$crate" --lib --crate-type staticlib --no-default-features \
    --profile "$profile" --target "$t"
done

echo "== One simulator library for arm64 and x86_64"
universal="$target_dir/ios-simulator-universal/$profile_dir"
mkdir -p "$universal"
sim_libs=()
for t in "${simulator_targets[@]}"; do sim_libs+=("$target_dir/$t/$profile_dir/$lib"); done
lipo -create "${sim_libs[@]}" -output "$universal/$lib"
lipo -info "$universal/$lib"

echo "== Swift bindings, header and module map"
# Generated from the host build of the same crate, as tests/swift/run does: the API and its
# checksums do not depend on the target.
cargo build -q -p "$crate" --lib
host_lib="$target_dir/debug/libalquerque_ffi.dylib"
[ -f "$host_lib" ] || fail "host library $host_lib was not built"
staging="$target_dir/swift-bindings-ios"
rm -rf "$staging" && mkdir -p "$staging"
cargo run -q -p "$crate" --bin uniffi-bindgen -- generate \
  --library "$host_lib" --language swift --config uniffi.toml --no-format \
  --out-dir "$staging"

rm -rf "$out" "$package/AlquerqueFFI.xcframework" "$package/Sources"
mkdir -p "$out" "$staging/include" "$package/Sources/AlquerqueCore"
cp "$staging/AlquerqueCore.swift" "$package/Sources/AlquerqueCore/AlquerqueCore.swift"
cp "$staging/AlquerqueFFI.h" "$staging/include/AlquerqueFFI.h"
# Xcode finds a library's module through a file named module.modulemap among its headers.
cp "$staging/AlquerqueFFI.modulemap" "$staging/include/module.modulemap"

echo "== XCFramework"
xcodebuild -create-xcframework \
  -library "$target_dir/$device_target/$profile_dir/$lib" -headers "$staging/include" \
  -library "$universal/$lib" -headers "$staging/include" \
  -output "$package/AlquerqueFFI.xcframework"

echo "== The version (from Cargo.toml)"
python3 "$root/tools/app-version" --xcconfig >"$out/Version.xcconfig"
cat "$out/Version.xcconfig"

echo "== Done"
"$here/check-engine.sh" "$here"
cat <<EOF

Next: cd ios && xcodegen generate && open Alquerque.xcodeproj
(or run the tests: see ios/README.md)
EOF
