#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# check-package.sh BUILD_DIR
#
# Builds the .deb and .tar.gz of an already built tree with CPack, validates the AppStream
# metainfo and the desktop entry, prints lintian's findings on the .deb (fails on errors),
# then, as root only, installs the .deb with apt, runs both executables from /usr/bin and
# removes the package again. Exit status: 0 passed, 1 failed, 77 skipped (not root: the
# packages were built and checked, but not installed).
set -euo pipefail

build_dir=$(realpath "${1:?usage: check-package.sh BUILD_DIR}")
source_dir=$(realpath "$(dirname "$0")/../..")
app_id=nl.gpuadvisor.GpuAdvisor
example="$source_dir/tests/data/examples/seed-100-gpu-cluster.json"
plan_example="$source_dir/tests/data/plan/growing-training.json"
out_dir="$build_dir/packages"

step() { printf '\n=== %s\n' "$*"; }
die() { printf 'check-package: FAILED: %s\n' "$*" >&2; exit 1; }
need() { command -v "$1" >/dev/null || die "$1 is not installed (.ci/install-deps installs it)"; }

for tool in cpack dpkg-deb dpkg-shlibdeps appstreamcli desktop-file-validate lintian objdump \
    update-mime-database update-desktop-database gio; do
    need "$tool"
done
[ -f "$build_dir/CPackConfig.cmake" ] || die "$build_dir is not a configured build tree"
for exe in gpu-advisor gpu-advisor-cli gpu-advisor-render; do
    [ -x "$build_dir/app/$exe" ] || die "$build_dir/app/$exe is not built"
done

work=$(mktemp -d)
installed=0
cleanup() {
    if [ "$installed" = 1 ] && dpkg-query -W -f='${Status}' gpu-advisor 2>/dev/null | grep -q 'ok installed'; then
        DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq gpu-advisor >/dev/null 2>&1 || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

version=$(sed -n 's/^set(CPACK_PACKAGE_VERSION "\(.*\)")$/\1/p' "$build_dir/CPackConfig.cmake")
[ -n "$version" ] || die "no CPACK_PACKAGE_VERSION in $build_dir/CPackConfig.cmake"

step "cpack: DEB and TGZ of version $version into $out_dir"
rm -rf "$out_dir"
(cd "$build_dir" && cpack -G "DEB;TGZ" -B "$out_dir") || die "cpack failed"
deb=$(ls "$out_dir"/gpu-advisor_"$version"_*.deb)
tgz=$(ls "$out_dir"/gpu-advisor-"$version"-*.tar.gz)
dpkg-deb --info "$deb"
dpkg-deb --contents "$deb"

step "package contents"
dpkg-deb -x "$deb" "$work/root"
expected=(
    usr/bin/gpu-advisor
    usr/bin/gpu-advisor-cli
    usr/libexec/gpu-advisor/gpu-advisor-render
    usr/lib/gpu-advisor/gpu-advisor-plan-solver.so
    usr/lib/gpu-advisor/gpu-advisor-catalog-fetch.so
    "usr/share/applications/$app_id.desktop"
    "usr/share/metainfo/$app_id.metainfo.xml"
    "usr/share/mime/packages/$app_id.xml"
    "usr/share/icons/hicolor/scalable/apps/$app_id.svg"
    usr/share/man/man1/gpu-advisor-cli.1.gz
    usr/share/man/man1/gpu-advisor.1.gz
    usr/share/doc/gpu-advisor/copyright
    usr/share/doc/gpu-advisor/changelog.gz
    usr/share/doc/gpu-advisor/handbook/methodology.md.gz
    usr/share/doc/gpu-advisor/handbook/user-guide.md.gz
    usr/share/doc/gpu-advisor/handbook/user-guide.nl.md.gz
)
for size in 16 32 48 64 128 256; do
    expected+=("usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png")
done
for f in "${expected[@]}"; do
    [ -f "$work/root/$f" ] || die "$f is missing from the .deb"
    case "$f" in
    *.png)
        size=${f#usr/share/icons/hicolor/}; size=${size%%x*}
        file "$work/root/$f" | grep -q "PNG image data, $size x $size," || die "$f is not a ${size}x$size PNG"
        ;;
    esac
done
depends=$(dpkg-deb --field "$deb" Depends)
# libxlsxwriter4 and libssl3 (libcrypto) are loaded when first used, so named by hand; CBC
# (coinor-libcbc3) is found by shlibdeps in the plan solver's module.
for dep in libqt6sql6-sqlite libqt6svg6 qt6-translations-l10n libqt6gui6 libqt6widgets6 \
    libxlsxwriter4 libssl3 coinor-libcbc3; do
    [[ "$depends" == *"$dep"* ]] || die "Depends lacks $dep: $depends"
done
# Each package once in Depends (shlibdeps' and our own list are merged).
duplicates=$(tr ',' '\n' <<<"$depends" | sed 's/^ *//; s/ .*//' | sort | uniq -d)
[ -z "$duplicates" ] || die "Depends names a package twice: $duplicates"
# Listed once: `tar | grep -q` would fail under pipefail when grep stops reading early.
tgz_files=$(tar -tzf "$tgz")
grep -q "/bin/gpu-advisor-cli$" <<<"$tgz_files" || die "the .tar.gz has no bin/gpu-advisor-cli"
grep -q "/libexec/gpu-advisor/gpu-advisor-render$" <<<"$tgz_files" ||
    die "the .tar.gz has no libexec/gpu-advisor/gpu-advisor-render"
# The command line itself links no graphics library; the rendering program does.
cli_needed=$(objdump -p "$work/root/usr/bin/gpu-advisor-cli" | sed -n 's/^ *NEEDED *//p')
if grep -E 'libQt6(Gui|Widgets|Charts|Svg|PrintSupport|OpenGL)' <<<"$cli_needed"; then
    die "gpu-advisor-cli links graphics libraries (above): it must hand report and chart over instead"
fi
# Nor the libraries a command loads when it needs them (issue #38).
if grep -E 'lib(Cbc|CbcSolver|Osi|OsiClp|Clp|CoinUtils|pq|crypto|ssl|xlsxwriter)\.' <<<"$cli_needed"; then
    die "gpu-advisor-cli links libraries (above) it should load only when a command uses them"
fi
# Captured first: `objdump | grep -q` fails under pipefail when grep stops reading early (SIGPIPE).
render_needed=$(objdump -p "$work/root/usr/libexec/gpu-advisor/gpu-advisor-render" | sed -n 's/^ *NEEDED *//p')
grep -q '^libQt6Charts' <<<"$render_needed" || die "gpu-advisor-render does not link Qt Charts"
grep -q "<release version=\"$version\"" "$work/root/usr/share/metainfo/$app_id.metainfo.xml" ||
    die "the metainfo has no <release> for $version"
changelog_first=$(zcat "$work/root/usr/share/doc/gpu-advisor/changelog.gz" | sed -n 1p)
[[ "$changelog_first" == "gpu-advisor ($version)"* ]] ||
    die "the changelog does not start with $version"
echo "all ${#expected[@]} files present; Depends: $depends"

step "appstreamcli validate --no-net --strict"
appstreamcli validate --no-net --strict "$work/root/usr/share/metainfo/$app_id.metainfo.xml" ||
    die "the metainfo does not validate"
# The installed tree as a whole: the launchable desktop entry and the icon are there too.
appstreamcli validate-tree --no-net --strict "$work/root" || die "the installed tree does not validate"

step "desktop-file-validate"
desktop_out=$(desktop-file-validate "$work/root/usr/share/applications/$app_id.desktop" 2>&1) ||
    { echo "$desktop_out"; die "the desktop entry does not validate"; }
echo "${desktop_out:-no findings}"
# Hints (e.g. two main categories) are printed; errors and warnings fail.
if grep -qE ': (error|warning): ' <<<"$desktop_out"; then die "desktop-file-validate reported problems"; fi

step "scenario file type"
mime_type=application/x-gpu-advisor-scenario+json
grep -qx "MimeType=.*$mime_type;.*" "$work/root/usr/share/applications/$app_id.desktop" ||
    die "the desktop entry does not name $mime_type in MimeType"
# The package's definition in a database of its own, over the system's (for application/json).
mkdir -p "$work/mime-data/mime/packages"
cp "$work/root/usr/share/mime/packages/$app_id.xml" "$work/mime-data/mime/packages/"
update-mime-database "$work/mime-data/mime" || die "update-mime-database rejects $app_id.xml"
cp "$example" "$work/mime-data/client.gpuadvisor.json"  # by its name
cp "$example" "$work/mime-data/named-otherwise.json"    # by its content
echo '{"format": "something else"}' >"$work/mime-data/other.json"
content_type() {
    XDG_DATA_HOME="$work/mime-data/none" XDG_DATA_DIRS="$work/mime-data:/usr/share" \
        gio info -a standard::content-type "$1" | sed -n 's/^ *standard::content-type: //p'
}
for f in client.gpuadvisor.json named-otherwise.json; do
    found=$(content_type "$work/mime-data/$f")
    echo "$f: $found"
    [ "$found" = "$mime_type" ] || die "$f is $found, not $mime_type"
done
found=$(content_type "$work/mime-data/other.json")
echo "other.json: $found"
[ "$found" = application/json ] || die "a JSON file that is no scenario is $found"
# The desktop entry as dpkg's trigger of desktop-file-utils indexes it: the app opens the type
# (TryExec finds gpu-advisor on the PATH).
mkdir -p "$work/mime-data/applications"
cp "$work/root/usr/share/applications/$app_id.desktop" "$work/mime-data/applications/"
update-desktop-database "$work/mime-data/applications" || die "update-desktop-database failed"
opens_with=$(PATH="$work/root/usr/bin:$PATH" XDG_DATA_HOME="$work/mime-data/none" \
    XDG_DATA_DIRS="$work/mime-data:/usr/share" gio mime "$mime_type")
echo "$opens_with"
grep -q "^Default application for .*: $app_id.desktop$" <<<"$opens_with" ||
    die "$app_id.desktop is not the default application for $mime_type"

step "man pages"
for page in gpu-advisor-cli gpu-advisor; do
    man_out=$(zcat "$work/root/usr/share/man/man1/$page.1.gz" | LC_ALL=C.UTF-8 groff -ww -man -Tutf8 -z 2>&1) || true
    [ -z "$man_out" ] || { echo "$man_out"; die "groff warns about $page.1"; }
done
echo "groff -ww: no warnings"

step "lintian"
# Printed in full; errors fail the check, warnings and notes do not.
lintian_out=$(lintian --display-info --display-experimental --pedantic "$deb" 2>&1 | grep -v 'running with root privileges' || true)
echo "${lintian_out:-no findings}"
if grep -q '^E: ' <<<"$lintian_out"; then die "lintian reports errors"; fi

if [ "$(id -u)" -ne 0 ]; then
    step "install test skipped"
    echo "check-package: not root, so the .deb was built and checked but not installed; run as root to install it"
    exit 77
fi

step "apt-get install $deb"
if dpkg-query -W -f='${Status}' gpu-advisor 2>/dev/null | grep -q 'ok installed'; then
    die "gpu-advisor is already installed on this system; remove it first"
fi
installed=1
# --no-install-recommends: the Recommends (the Wayland plugin) may not be downloadable here;
# the Depends must already be installed when there is no network (.ci/install-deps does it).
DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$deb" ||
    die "apt-get install failed"

step "installed executables"
[ "$(command -v gpu-advisor-cli)" = /usr/bin/gpu-advisor-cli ] || die "gpu-advisor-cli is not on PATH from /usr/bin"
export HOME="$work/home" XDG_DATA_HOME="$work/home/data" XDG_CONFIG_HOME="$work/home/config" \
    XDG_CACHE_HOME="$work/home/cache" XDG_RUNTIME_DIR="$work/runtime" GPU_ADVISOR_DB="$work/scenarios.sqlite"
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
cd "$work"
version_out=$(/usr/bin/gpu-advisor-cli --version) || die "gpu-advisor-cli --version failed"
echo "$version_out"
[[ "$version_out" == "gpu-advisor-cli $version"* ]] || die "unexpected --version output"
/usr/bin/gpu-advisor-cli evaluate "$example" >"$work/evaluate.json" || die "gpu-advisor-cli evaluate failed"
head -c 400 "$work/evaluate.json"; echo " ..."
grep -q '"break_even' "$work/evaluate.json" || die "the evaluation has no break-even"
# report is handed from /usr/bin to /usr/libexec/gpu-advisor/gpu-advisor-render.
/usr/bin/gpu-advisor-cli report "$example" --out "$work/report.pdf" || die "gpu-advisor-cli report failed"
[ -s "$work/report.pdf" ] && head -c 5 "$work/report.pdf" | grep -q '%PDF-' || die "report wrote no PDF"
echo "report: $(stat -c %s "$work/report.pdf") bytes of PDF"
# optimize loads the plan solver's module from /usr/lib/gpu-advisor.
/usr/bin/gpu-advisor-cli optimize "$plan_example" --time-limit 10 --out "$work/planned.json" \
    >/dev/null || die "gpu-advisor-cli optimize failed"
[ -s "$work/planned.json" ] || die "optimize wrote no plan"
echo "optimize: the solver module was found and wrote a plan"
man -w gpu-advisor-cli >/dev/null 2>&1 || [ -f /usr/share/man/man1/gpu-advisor-cli.1.gz ] || die "man page not installed"

step "gpu-advisor, offscreen, for 3 seconds"
status=0
QT_QPA_PLATFORM=offscreen timeout 3 /usr/bin/gpu-advisor >"$work/gui.log" 2>&1 || status=$?
cat "$work/gui.log"
# 124: still running when timeout stopped it, which is what a desktop application does.
[ "$status" = 124 ] || die "gpu-advisor exited with status $status within 3 seconds"
echo "gpu-advisor kept running (stopped by timeout)"

step "apt-get remove gpu-advisor"
DEBIAN_FRONTEND=noninteractive apt-get remove -y gpu-advisor || die "apt-get remove failed"
installed=0
[ ! -e /usr/bin/gpu-advisor ] || die "/usr/bin/gpu-advisor is still there"
for f in "${expected[@]}"; do
    [ ! -e "/$f" ] || die "/$f is still there after removal"
done
echo "removed: /usr/bin/gpu-advisor and the other ${#expected[@]} files are gone"

step "check-package: passed"
