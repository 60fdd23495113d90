#!/bin/sh
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Renders every page of the decision wizard, filled with the seed-80xh100-on-demand example, into
# docs/screenshots/wizard-<page>-<lang>.png for English and Dutch, plus the English pages at 200%
# scaling (wizard-<page>-en-2x.png).
#
#   tools/screenshots/wizard-screenshots.sh [--xvfb] [BUILD_DIR]
#
# BUILD_DIR is a configured build tree (default: build). Without --xvfb the pages are rendered
# with Qt's offscreen platform; with it, on a real X server started by xvfb-run.
set -eu

root=$(cd "$(dirname "$0")/../.." && pwd)
xvfb=
if [ "${1:-}" = "--xvfb" ]; then
    xvfb=1
    shift
fi
build=${1:-$root/build}
out=$root/docs/screenshots

cmake --build "$build" --target wizard_screenshots
exe=$build/tests/wizard/wizard_screenshots
mkdir -p "$out"

run() {
    if [ -n "$xvfb" ]; then
        QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 2560x1600x24" "$@"
    else
        QT_QPA_PLATFORM=offscreen "$@"
    fi
}

export LANG=C.UTF-8 LC_ALL=C.UTF-8
for lang in en nl; do
    run "$exe" "$out" "$lang"
done
QT_SCALE_FACTOR=2 run "$exe" "$out" en -2x
