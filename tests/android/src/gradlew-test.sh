#!/usr/bin/env bash
# Tests android/gradlew (the wrapper without a jar) against a small fake Gradle distribution,
# served from a file:// URL, in a scratch project and a scratch Gradle user home:
#   - the real gradle-wrapper.properties names the Gradle of build.gradle.kts with a checksum;
#   - a distribution whose SHA-256 is not distributionSha256Sum is refused and never runs;
#   - the right one is unpacked into <name>/<MD5 of the URL in base 36> (computed here with
#     java.math.BigInteger) and runs with the arguments and exit status passed through;
#   - a second run reuses the unpacked copy without downloading again;
#   - dash runs the script too (it is POSIX sh, not bash);
#   - the committed gradle-wrapper.jar (for Gradle's own tools: `gradle wrapper`, wrapper
#     validation, Dependabot) is byte for byte the jar Gradle publishes for that version, and,
#     run against the same distribution, checks, unpacks and starts it; for the real https
#     distributionUrl it picks the same folder as gradlew.
# Not run here: a download over https (no network to Gradle's site), and gradlew.bat (no Windows).
# Usage: gradlew-test.sh ROOT SCRATCH
set -euo pipefail
root=$1
scratch=$2
fail() { echo "gradlew test: $*" >&2; exit 1; }

gradlew="$root/android/gradlew"
real_props="$root/android/gradle/wrapper/gradle-wrapper.properties"
[ -x "$gradlew" ] || fail "android/gradlew is missing or not executable"
[ -f "$root/android/gradlew.bat" ] || fail "android/gradlew.bat is missing"

# The pinned distribution: the version build.gradle.kts asks for, with a SHA-256.
version=$(sed -n 's/^ *gradleVersion = "\(.*\)"/\1/p' "$root/android/build.gradle.kts")
[ -n "$version" ] || fail "no gradleVersion in android/build.gradle.kts"
grep -q "^distributionUrl=.*/gradle-$version-bin\.zip$" "$real_props" ||
  fail "gradle-wrapper.properties does not name gradle-$version-bin.zip"
grep -Eq '^distributionSha256Sum=[0-9a-f]{64}$' "$real_props" ||
  fail "gradle-wrapper.properties has no distributionSha256Sum"

rm -rf "$scratch"
mkdir -p "$scratch/dist/gradle-0.0-test/bin" "$scratch/dist/gradle-0.0-test/lib" "$scratch/project/gradle/wrapper" "$scratch/served"
cat >"$scratch/dist/gradle-0.0-test/bin/gradle" <<'EOF'
#!/bin/sh
# A stand-in for Gradle: prints its arguments one per line and exits as asked.
echo "fake gradle ran with $# arguments"
for a in "$@"; do echo "arg: $a"; done
case "${1:-}" in exit=*) exit "${1#exit=}" ;; esac
EOF
# Gradle's wrapper jar does not run bin/gradle: it loads org.gradle.launcher.GradleMain from
# lib/gradle-launcher-*.jar. A stand-in for that too, which behaves like the script above.
mkdir -p "$scratch/launcher/org/gradle/launcher"
cat >"$scratch/launcher/org/gradle/launcher/GradleMain.java" <<'EOF'
package org.gradle.launcher;

public class GradleMain {
    public static void main(String[] args) {
        System.out.println("fake gradle launcher ran with " + args.length + " arguments");
        for (String a : args) System.out.println("arg: " + a);
        if (args.length > 0 && args[0].startsWith("exit=")) System.exit(Integer.parseInt(args[0].substring(5)));
    }
}
EOF
javac -d "$scratch/launcher/classes" "$scratch/launcher/org/gradle/launcher/GradleMain.java"
jar cf "$scratch/dist/gradle-0.0-test/lib/gradle-launcher-0.0.jar" -C "$scratch/launcher/classes" .
(cd "$scratch/dist" && zip -qr "$scratch/served/gradle-0.0-test-bin.zip" gradle-0.0-test)
zip="$scratch/served/gradle-0.0-test-bin.zip"
good_sum=$(sha256sum "$zip" | cut -d' ' -f1)
url="file://$zip"

cp "$gradlew" "$scratch/project/gradlew"
props="$scratch/project/gradle/wrapper/gradle-wrapper.properties"
# A copy of the real properties pointing at the fake distribution ('\:' as Gradle writes it).
write_props() { # SHA256
  sed -e "s|^distributionUrl=.*|distributionUrl=${url//:/\\\\:}|" \
      -e "s|^distributionSha256Sum=.*|distributionSha256Sum=$1|" "$real_props" >"$props"
}
export GRADLE_USER_HOME="$scratch/home"

# Where Gradle's wrapper would unpack it: <name>/<MD5 of the URL in base 36>, computed the
# way PathAssembler does, with the JDK.
cat >"$scratch/Hash.java" <<'EOF'
public class Hash {
    public static void main(String[] args) throws Exception {
        java.security.MessageDigest md = java.security.MessageDigest.getInstance("MD5");
        md.update(args[0].getBytes("UTF-8"));
        System.out.println(new java.math.BigInteger(1, md.digest()).toString(36));
    }
}
EOF
hash=$(java "$scratch/Hash.java" "$url")
dist_dir="$GRADLE_USER_HOME/wrapper/dists/gradle-0.0-test-bin/$hash"

echo "-- a wrong checksum is refused and nothing runs"
write_props "0000000000000000000000000000000000000000000000000000000000000000"
if out=$("$scratch/project/gradlew" tasks 2>&1); then fail "ran despite a wrong checksum: $out"; fi
grep -q "Verification of the Gradle distribution failed" <<<"$out" || fail "no checksum message: $out"
if grep -q "fake gradle" <<<"$out"; then fail "the distribution ran despite a wrong checksum"; fi
[ ! -e "$dist_dir/gradle-0.0-test" ] || fail "a refused distribution was unpacked"
[ ! -e "$dist_dir/../$hash/gradle-0.0-test-bin.zip" ] || fail "a refused download was kept"
echo "refused: $(grep -o 'its SHA-256 checksum is [0-9a-f]*' <<<"$out")"

echo "-- the right checksum: unpacked where Gradle's wrapper puts it, run with the arguments"
write_props "$good_sum"
out=$("$scratch/project/gradlew" exit=0 "two words" --offline 2>&1) || fail "gradlew failed: $out"
grep -q "^fake gradle ran with 3 arguments$" <<<"$out" || fail "unexpected output: $out"
grep -q "^arg: two words$" <<<"$out" || fail "an argument with a space was split: $out"
[ -x "$dist_dir/gradle-0.0-test/bin/gradle" ] || fail "not unpacked into $dist_dir (Gradle's folder)"
[ -f "$dist_dir/gradle-0.0-test-bin.zip.ok" ] || fail "no .ok marker beside the zip, as Gradle's wrapper leaves"
[ ! -e "$dist_dir/gradle-0.0-test-bin.zip" ] || fail "the zip was kept after unpacking"
echo "unpacked into wrapper/dists/gradle-0.0-test-bin/$hash/gradle-0.0-test"

echo "-- the exit status passes through"
set +e
"$scratch/project/gradlew" exit=7 >/dev/null 2>&1
status=$?
set -e
[ "$status" -eq 7 ] || fail "exit status $status, expected 7"

echo "-- a second run reuses the unpacked copy (the served zip is gone)"
mv "$zip" "$zip.away"
out=$("$scratch/project/gradlew" again 2>&1) || fail "second run failed: $out"
grep -q "^arg: again$" <<<"$out" || fail "second run: $out"
if grep -q "Downloading" <<<"$out"; then fail "second run downloaded again"; fi

if command -v dash >/dev/null; then
  echo "-- dash runs it"
  out=$(dash "$scratch/project/gradlew" dash-run 2>&1) || fail "dash: $out"
  grep -q "^arg: dash-run$" <<<"$out" || fail "dash: $out"
else
  echo "-- dash is not installed: the script ran under $(readlink -f /bin/sh) only"
fi
mv "$zip.away" "$zip"

echo "-- the committed gradle-wrapper.jar is Gradle's, and agrees with gradlew"
# SHA-256 of gradle-<version>-wrapper.jar as Gradle publishes it (gradle-<version>-wrapper.jar.sha256,
# and the list the wrapper-validation action checks). A new Gradle version needs its line here.
case "$version" in
  9.1.0) published=76805e32c009c0cf0dd5d206bddc9fb22ea42e84db904b764f3047de095493f3 ;;
  *) fail "no published wrapper jar checksum recorded here for Gradle $version" ;;
esac
jar="$root/android/gradle/wrapper/gradle-wrapper.jar"
[ -f "$jar" ] || fail "android/gradle/wrapper/gradle-wrapper.jar is missing"
actual=$(sha256sum "$jar" | cut -d' ' -f1)
[ "$actual" = "$published" ] || fail "gradle-wrapper.jar has SHA-256 $actual, Gradle $version's is $published"
echo "gradle-wrapper.jar: SHA-256 $actual, Gradle $version's"
cp "$jar" "$scratch/project/gradle/wrapper/gradle-wrapper.jar"
export GRADLE_USER_HOME="$scratch/home-jar"
out=$(cd "$scratch/project" && java -Dorg.gradle.appname=gradlew -classpath gradle/wrapper/gradle-wrapper.jar \
  org.gradle.wrapper.GradleWrapperMain exit=0 "two words" 2>&1) || fail "the wrapper jar failed: $out"
grep -q "^fake gradle launcher ran with 2 arguments$" <<<"$out" || fail "the wrapper jar: $out"
grep -q "^arg: two words$" <<<"$out" || fail "the wrapper jar split an argument: $out"
echo "the wrapper jar checked the distribution's checksum, unpacked it and ran it"
# Which folder the jar picks for the real distributionUrl (https): it takes its lock in that
# folder before downloading, and the download fails at once through a closed proxy port (so
# nothing is fetched even where there is a network). gradlew must pick the same folder, so that
# Android Studio (which uses Gradle's own code) and gradlew share one copy. (For file:/// URLs,
# as in the test above, Gradle hashes the normalised file:/ form instead; only https matters.)
export GRADLE_USER_HOME="$scratch/home-real"
mkdir -p "$scratch/real/gradle/wrapper"
cp "$real_props" "$jar" "$scratch/real/gradle/wrapper/"
(cd "$scratch/real" && java -Dhttps.proxyHost=127.0.0.1 -Dhttps.proxyPort=9 -Dhttp.proxyHost=127.0.0.1 -Dhttp.proxyPort=9 \
  -classpath gradle/wrapper/gradle-wrapper.jar org.gradle.wrapper.GradleWrapperMain help >/dev/null 2>&1) || true
real_url=$(sed -n 's/^distributionUrl=//p' "$real_props" | sed 's/\\:/:/g')
real_hash=$(java "$scratch/Hash.java" "$real_url")
jar_folders=$(cd "$GRADLE_USER_HOME/wrapper/dists/gradle-$version-bin" 2>/dev/null && ls) || true
[ "$jar_folders" = "$real_hash" ] || fail "for $real_url the wrapper jar uses folder '$jar_folders', gradlew '$real_hash'"
echo "for $real_url both use wrapper/dists/gradle-$version-bin/$real_hash"
echo "gradlew: all checks passed"
