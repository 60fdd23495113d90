#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that every CTest test of the build has a label for its area and a timeout.

`ctest -L engine` selects what it says only when every engine test carries the label, and a
hung test stops CI only at its timeout. This asks CTest for the tests it knows
(`ctest --show-only=json-v1`, the Catch2 test cases discovered at build time included) and
names each test without an area label (CONTRIBUTING.md, "Tests") or without a TIMEOUT.

Usage: check-test-properties.py CTEST TEST_DIR   (TEST_DIR: the build's tests/ folder)
       check-test-properties.py --self-test   (shows that both faults are flagged)
"""
import json
import subprocess
import sys

AREAS = {"engine", "scenario", "cli", "plan", "files", "store", "catalog", "charts", "wizard",
         "views", "export", "measure", "options", "i18n", "style", "packaging", "bench"}


def properties(test):
    return {p["name"]: p["value"] for p in test.get("properties", [])}


def problems(listing):
    """One line per test without an area label or a timeout."""
    found = []
    for test in listing.get("tests", []):
        name = test["name"]
        if "_NOT_BUILT" in name:
            continue  # a test program not built yet: that test fails on its own
        props = properties(test)
        labels = props.get("LABELS", [])
        if not AREAS.intersection(labels):
            found.append(f"{name}: no area label (labels: {', '.join(labels) or 'none'})")
        if not props.get("TIMEOUT"):
            found.append(f"{name}: no TIMEOUT")
    return found


def self_test():
    listing = {"tests": [
        {"name": "good", "properties": [{"name": "LABELS", "value": ["engine", "slow"]},
                                        {"name": "TIMEOUT", "value": 300.0}]},
        {"name": "only gui", "properties": [{"name": "LABELS", "value": ["gui"]},
                                            {"name": "TIMEOUT", "value": 300.0}]},
        {"name": "no timeout", "properties": [{"name": "LABELS", "value": ["store"]}]},
    ]}
    expected = ["only gui: no area label (labels: gui)", "no timeout: no TIMEOUT"]
    found = problems(listing)
    if found != expected:
        print(f"self-test: expected {expected}, got {found}", file=sys.stderr)
        return 1
    return 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    ctest, test_dir = argv[1], argv[2]
    result = subprocess.run([ctest, "--test-dir", test_dir, "--show-only=json-v1"],
                            capture_output=True, text=True)
    if result.returncode != 0:
        print(result.stderr, file=sys.stderr)
        return 1
    listing = json.loads(result.stdout)
    found = problems(listing)
    for line in found:
        print(line)
    count = len(listing.get("tests", []))
    print(f"{count} tests, {len(found)} problem(s)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
