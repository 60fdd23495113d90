#!/bin/sh
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a test program (and its arguments) in a D-Bus session of its own with a GNOME Keyring of
# its own, unlocked, in a temporary home: the Secret Service the system keyring uses on Linux,
# never the user's. The daemon ends with the session's bus. Without dbus-run-session or gnome-keyring-daemon: exit 77 (CTest: skipped)
# outside CI, a failure in CI ($CI set).
set -u
if ! command -v dbus-run-session >/dev/null 2>&1 ||
    ! command -v gnome-keyring-daemon >/dev/null 2>&1; then
    echo "with-keyring.sh: dbus-run-session and gnome-keyring-daemon are needed" \
        "(apt-get install dbus-daemon gnome-keyring)" >&2
    [ -n "${CI:-}" ] && exit 1
    exit 77
fi
home=$(mktemp -d /tmp/gda-keyring-XXXXXX) || exit 1
trap 'rm -rf "$home"' EXIT
mkdir -p "$home/data" "$home/config" "$home/cache" "$home/run"
chmod 700 "$home/run"
export HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" \
    XDG_CACHE_HOME="$home/cache" XDG_RUNTIME_DIR="$home/run"
unset DISPLAY WAYLAND_DISPLAY GNOME_KEYRING_CONTROL
# The keyring's own unlock password: a test value, not a secret.
dbus-run-session -- sh -c '
    printf %s gda-test-keyring | gnome-keyring-daemon --unlock --components=secrets >/dev/null ||
        { echo "with-keyring.sh: gnome-keyring-daemon did not start" >&2; exit 1; }
    exec "$@"' sh "$@"
