#!/usr/bin/env python3
"""Picks the one iPhone simulator CI uses for every step (tests, install, screenshot), by
UDID: a device of the iOS runtime that matches the selected Xcode's simulator SDK exactly (a
device name such as "iPhone 16" exists in several runtimes, so a name alone may pick another
iOS), of the device type asked for, or else the newest iPhone that runtime supports. An
existing device is reused; otherwise one is created. Prints the UDID.

Usage: pick-simulator.py DEVICE_TYPE_NAME
       pick-simulator.py --json FILE --sdk VERSION DEVICE_TYPE_NAME   (no simctl: prints the choice)
"""
import json
import subprocess
import sys


def choose(listing, sdk, wanted):
    """(runtime, device type, existing device or None) from `simctl list -j` output."""
    runtimes = [r for r in listing["runtimes"]
                if r.get("platform", "iOS") == "iOS" and r.get("isAvailable")
                and (r["version"] == sdk or r["version"].startswith(sdk + "."))]
    if not runtimes:
        known = ", ".join(sorted(r["version"] for r in listing["runtimes"]
                                 if r.get("isAvailable") and r.get("platform", "iOS") == "iOS"))
        raise SystemExit(f"pick-simulator: no iOS {sdk} simulator runtime (the SDK's); installed: {known or 'none'}")
    runtime = runtimes[0]
    types = [t for t in runtime.get("supportedDeviceTypes", listing.get("devicetypes", []))
             if t.get("productFamily") == "iPhone"]
    if not types:
        raise SystemExit(f"pick-simulator: the iOS {sdk} runtime supports no iPhone")
    device_type = next((t for t in types if t["name"] == wanted), types[-1])
    existing = [d for d in listing["devices"].get(runtime["identifier"], [])
                if d.get("isAvailable") and d.get("deviceTypeIdentifier") == device_type["identifier"]]
    return runtime, device_type, (existing[0] if existing else None)


def main(args):
    if args[:1] == ["--json"] and len(args) == 5 and args[2] == "--sdk":
        with open(args[1], encoding="utf-8") as f:
            runtime, device_type, existing = choose(json.load(f), args[3], args[4])
        print(f"{runtime['identifier']} {device_type['identifier']} {existing['udid'] if existing else 'create'}")
        return 0
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    sdk = subprocess.run(["xcrun", "--sdk", "iphonesimulator", "--show-sdk-version"],
                         capture_output=True, text=True, check=True).stdout.strip()
    listing = json.loads(subprocess.run(["xcrun", "simctl", "list", "-j", "runtimes", "devicetypes", "devices"],
                                        capture_output=True, text=True, check=True).stdout)
    runtime, device_type, existing = choose(listing, sdk, args[0])
    if existing:
        udid = existing["udid"]
    else:
        udid = subprocess.run(["xcrun", "simctl", "create", f"Alquerque {device_type['name']}",
                               device_type["identifier"], runtime["identifier"]],
                              capture_output=True, text=True, check=True).stdout.strip()
    print(f"{device_type['name']}, iOS {runtime['version']}: {udid}", file=sys.stderr)
    print(udid)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
