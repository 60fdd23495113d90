#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# check-light-cli.sh CLI SCENARIO PLAN_SCENARIO
#
# Runs commands of gpu-advisor-cli with LD_DEBUG=libs, which makes the dynamic loader name every
# shared library it loads, and fails when a command loads what it does not use (issue #38):
#   - no command here may load a library of Qt Gui, Widgets, Charts, OpenGL or D-Bus (or the
#     system's GL and D-Bus libraries under them);
#   - `evaluate`, `validate`, `compare`, `csv --locale nl` and `store list`, `show` and `check` on
#     an SQLite library may not load the plan solver (COIN-OR CBC and its module), libpq or
#     OpenSSL (libcrypto, libssl) either;
#   - `evaluate`, `store list`, `catalog list` and `providers` may not load Qt Network or the
#     catalog's download module, which `catalog update` loads (a control).
# As controls, the same output must show QtCore being loaded (LD_DEBUG works), QtSql's SQLite
# driver for `store list`, libxlsxwriter for `xlsx`, the solver module and CBC for `optimize`,
# and Qt Widgets for `report` (the hand-over to the rendering program happened, in the same
# process): the libraries left out are loaded where they are used.
set -euo pipefail

usage='usage: check-light-cli.sh CLI SCENARIO PLAN_SCENARIO'
cli=${1:?$usage}
scenario=${2:?$usage}
plan_scenario=${3:?$usage}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" GPU_ADVISOR_DB="$work/library.sqlite"

gui='libQt6(Widgets|Charts|OpenGL|OpenGLWidgets|DBus|Gui|Svg|PrintSupport)\.so|libdbus-1\.so|lib(GL|EGL|OpenGL|GLX)\.so'
heavy='lib(Cbc|CbcSolver|Cgl|Clp|OsiClp|Osi|CoinUtils)\.so|gpu-advisor-plan-solver\.so|libpq\.so|lib(crypto|ssl)\.so'
# Qt Network and the catalog's download module: only `catalog update` may load them.
network='libQt6Network\.so|gpu-advisor-catalog-fetch\.so'
failed=0

# The libraries one command loads, one per line ("calling init: /path/lib.so").
loaded() {
    LD_DEBUG=libs "$@" 2>&1 >/dev/null | sed -n 's/.*calling init: //p' | sort -u
}

# check NAME FORBIDDEN COMMAND...: runs COMMAND, fails when it loads a library FORBIDDEN matches.
check() {
    local name=$1 forbidden=$2
    shift 2
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

# control NAME PATTERN WHAT: the libraries of command NAME include one PATTERN matches.
control() {
    if ! grep -qE "$2" "$work/$1.libs"; then
        echo "FAILED: $1 did not load $3: the control does not hold"
        failed=1
    fi
}

check evaluate "$gui|$heavy|$network" "$cli" evaluate "$scenario"
check validate "$gui|$heavy" "$cli" validate "$scenario"
check compare "$gui|$heavy" "$cli" compare "$scenario" "$plan_scenario"
check csv-nl "$gui|$heavy" "$cli" csv "$scenario" --out "$work/monthly.csv" --locale nl
"$cli" store import "$scenario" >/dev/null
check store-list "$gui|$heavy|$network" "$cli" store list
check store-show "$gui|$heavy" "$cli" store show 1
check store-check "$gui|$heavy" "$cli" store check
control store-list 'libqsqlite\.so' "the SQLite driver (was the library read at all?)"

check catalog-list "$gui|$heavy|$network" "$cli" catalog list
check providers "$gui|$heavy|$network" "$cli" providers "$scenario"
# catalog update loads the download module (and with it Qt Network) and nothing graphical; the
# source is a closed local port, so the command fails (offline) after loading it.
update=$(LD_DEBUG=libs "$cli" catalog update --source aws-price-list=http://127.0.0.1:9/none.json \
    2>&1 >/dev/null | sed -n 's/.*calling init: //p' | sort -u || true)
if ! grep -q 'gpu-advisor-catalog-fetch\.so' <<<"$update" || ! grep -q 'libQt6Network\.so' <<<"$update"; then
    echo "FAILED: catalog update did not load the download module and Qt Network: the control does not hold"
    failed=1
fi
if grep -E "$gui" <<<"$update"; then
    echo "FAILED: catalog update loads the libraries above"
    failed=1
fi

check xlsx "$gui" "$cli" xlsx "$scenario" --out "$work/workbook.xlsx"
control xlsx 'libxlsxwriter\.so' libxlsxwriter
[ -s "$work/workbook.xlsx" ] || { echo "FAILED: xlsx wrote no workbook"; failed=1; }
check optimize "$gui" "$cli" optimize "$plan_scenario" --time-limit 10 --out "$work/planned.json"
control optimize 'gpu-advisor-plan-solver\.so' "the plan solver module"
control optimize 'libCbc\.so' CBC
[ -s "$work/planned.json" ] || { echo "FAILED: optimize wrote no plan"; failed=1; }

report=$(loaded "$cli" report "$scenario" --out "$work/report.pdf")
if ! grep -q 'libQt6Widgets\.so' <<<"$report" || [ ! -s "$work/report.pdf" ]; then
    echo "FAILED: report did not load Qt Widgets or wrote no PDF: the control does not hold"
    failed=1
fi

[ "$failed" = 0 ] && echo "evaluate, validate, compare, csv and store list, show and check load no" \
    "Gui, Widgets, Charts, OpenGL, D-Bus, CBC, libpq or OpenSSL library; xlsx and optimize" \
    "load what they use and nothing graphical"
exit "$failed"
