#!/bin/sh
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Renders the chart screenshots of docs/screenshots (1200×700, English and Dutch) from the
# worked examples. Usage: tests/charts/render-charts.sh [BUILD_DIR]   (default build-charts)
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$root/build-charts}
out=$root/docs/screenshots
examples=$root/tests/data/examples

cmake --build "$build" --target render_charts -j2 >/dev/null
tool=$build/tests/charts/render_charts
export QT_QPA_PLATFORM=offscreen
for lang in en nl; do
    # lease-lead-snowball for every chart; it never breaks even, so the break-even chart (and
    # a utilization chart with a break-even utilization) also come from seed-80xh100-on-demand.
    "$tool" "$examples/lease-lead-snowball.json" "$out" "$lang" - \
        utilization breakdown matrix tornado histogram
    "$tool" "$examples/seed-80xh100-on-demand.json" "$out" "$lang" - break-even
    "$tool" "$examples/lease-lead-snowball.json" "$out" "$lang" no-crossing break-even
    "$tool" "$examples/seed-80xh100-on-demand.json" "$out" "$lang" crossing utilization
done
