#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Screenshots of the main window's dashboard, every tab, English and Dutch, into
# docs/screenshots/. Usage: tools/screenshots/dashboard-screenshots.sh [--xvfb] [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/../.."
xvfb=0
if [ "${1:-}" = "--xvfb" ]; then xvfb=1; shift; fi
build="${1:-build}"
cmake --build "$build" --target dashboard_screenshots
if [ "$xvfb" = 1 ]; then
    QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1600x1000x24" "$build/tests/views/dashboard_screenshots" docs/screenshots
else
    QT_QPA_PLATFORM=offscreen "$build/tests/views/dashboard_screenshots" docs/screenshots
fi
ls docs/screenshots/dashboard-*.png docs/screenshots/advice-*.png
