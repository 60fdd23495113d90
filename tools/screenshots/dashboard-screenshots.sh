#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Screenshots of the main window's dashboard, every tab, and of the Plan tab, English and Dutch,
# into docs/screenshots/, at 1600x1000 (the size the app opens with on a large screen) and at
# 1296x810 (on a 1440x900 screen; files named "…-1296x810.png").
# Usage: tools/screenshots/dashboard-screenshots.sh [--xvfb] [--size WxH] [BUILD_DIR]
# With --size only that size (1600x1000 gives the files without a size in their name).
set -euo pipefail
cd "$(dirname "$0")/../.."
xvfb=0
sizes="1600x1000 1296x810"
while [ $# -gt 0 ]; do
    case "$1" in
        --xvfb) xvfb=1; shift ;;
        --size) sizes="$2"; shift 2 ;;
        *) break ;;
    esac
done
build="${1:-build}"
cmake --build "$build" --target dashboard_screenshots plan_screenshots
run() {
    if [ "$xvfb" = 1 ]; then
        QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1600x1000x24" "$@"
    else
        QT_QPA_PLATFORM=offscreen "$@"
    fi
}
for size in $sizes; do
    run "$build/tests/views/dashboard_screenshots" docs/screenshots --size "$size"
    run "$build/tests/views/plan_screenshots" docs/screenshots --size "$size"
done
ls docs/screenshots/dashboard-*.png docs/screenshots/advice-*.png docs/screenshots/plan-tab-*.png
