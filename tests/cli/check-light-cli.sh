#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# check-light-cli.sh CLI SCENARIO
#
# Runs `evaluate`, `validate`, `xlsx`, `csv --locale nl` and `store list` of gpu-advisor-cli with LD_DEBUG=libs, which
# makes the dynamic loader name every shared library it loads, and fails when any of them is a
# library of Qt Widgets, Charts, OpenGL or D-Bus (or the system's GL and D-Bus libraries under
# them). As controls, the same output must show QtCore being loaded (LD_DEBUG works), QtSql's
# SQLite driver for `store list`, and Qt Widgets for `report` (the hand-over to the rendering
# program happened, in the same process).
set -euo pipefail

cli=${1:?usage: check-light-cli.sh CLI SCENARIO}
scenario=${2:?usage: check-light-cli.sh CLI SCENARIO}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" GPU_ADVISOR_DB="$work/library.sqlite"

forbidden='libQt6(Widgets|Charts|OpenGL|OpenGLWidgets|DBus|Gui|Svg|PrintSupport)\.so|libdbus-1\.so|lib(GL|EGL|OpenGL|GLX)\.so'
failed=0

# The libraries one command loads, one per line ("calling init: /path/lib.so").
loaded() {
    LD_DEBUG=libs "$@" 2>&1 >/dev/null | sed -n 's/.*calling init: //p' | sort -u
}

check() {
    local name=$1
    shift
    local libs
    libs=$(loaded "$@")
    echo "--- $name: $(wc -l <<<"$libs") libraries"
    if ! grep -q 'libQt6Core\.so' <<<"$libs"; then
        echo "FAILED: $name: LD_DEBUG shows no libQt6Core; cannot tell what it loads"
        failed=1
    fi
    if grep -E "$forbidden" <<<"$libs"; then
        echo "FAILED: $name loads the libraries above"
        failed=1
    fi
    printf '%s\n' "$libs" >"$work/$name.libs"
}

check evaluate "$cli" evaluate "$scenario"
check validate "$cli" validate "$scenario"
check xlsx "$cli" xlsx "$scenario" --out "$work/workbook.xlsx"
check csv-nl "$cli" csv "$scenario" --out "$work/monthly.csv" --locale nl
if ! grep -q 'libxlsxwriter\.so' "$work/xlsx.libs" || [ ! -s "$work/workbook.xlsx" ]; then
    echo "FAILED: xlsx did not load libxlsxwriter or wrote no workbook"
    failed=1
fi
"$cli" store import "$scenario" >/dev/null
check store-list "$cli" store list
if ! grep -q 'libqsqlite\.so' "$work/store-list.libs"; then
    echo "FAILED: store list did not load the SQLite driver; was the library read at all?"
    failed=1
fi

report=$(loaded "$cli" report "$scenario" --out "$work/report.pdf")
if ! grep -q 'libQt6Widgets\.so' <<<"$report" || [ ! -s "$work/report.pdf" ]; then
    echo "FAILED: report did not load Qt Widgets or wrote no PDF: the control does not hold"
    failed=1
fi

[ "$failed" = 0 ] && echo "evaluate, validate, xlsx, csv and store list load no Widgets, Charts, OpenGL or D-Bus library"
exit "$failed"
