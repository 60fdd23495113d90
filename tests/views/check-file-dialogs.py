#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that every file dialog of the app goes through ui/core/filedialog.h.

Qt's own file dialog reads the first bytes of each file it lists; in the folder of an open SQLite
library that drops SQLite's locks (issue 39, docs/where-your-data-lives.md, "File dialogs").
gda::ui::filedialog configures a dialog so that it never does. This names every line in ui/ and
app/ that opens a QFileDialog some other way: a static QFileDialog::get…() or a QFileDialog built
by hand without filedialog::configure() in the same file.

Usage: check-file-dialogs.py SOURCE_DIR
       check-file-dialogs.py --self-test   (shows that both ways are flagged)
"""
import pathlib
import re
import sys

HELPER = pathlib.PurePosixPath("ui/core/filedialog.cpp")
STATIC = re.compile(r"\bQFileDialog::get\w+\s*\(")
BUILT = re.compile(r"\b(?:new\s+QFileDialog\b|QFileDialog\s+\w+\s*[({;])")


def problems(name, text):
    """One line per dialog in `text` (the file `name`) that skips the helper."""
    found = []
    configured = "filedialog::configure(" in text
    for number, line in enumerate(text.splitlines(), 1):
        code = line.split("//", 1)[0]
        if STATIC.search(code):
            found.append(f"{name}:{number}: QFileDialog's static function; use gda::ui::filedialog")
        elif BUILT.search(code) and not configured:
            found.append(f"{name}:{number}: a QFileDialog without filedialog::configure()")
    return found


def check(root):
    found = []
    for folder in ("ui", "app"):
        for path in sorted((root / folder).rglob("*")):
            if path.suffix not in (".cpp", ".h") or path.relative_to(root).as_posix() == str(HELPER):
                continue
            found += problems(path.relative_to(root).as_posix(), path.read_text(encoding="utf-8"))
    return found


def self_test():
    bad = ('auto p = QFileDialog::getSaveFileName(this, t, d);\n'
           'QFileDialog dialog(this);\n'
           'auto *d = new QFileDialog(this);\n')
    good = ('auto p = filedialog::getSaveFileName(this, t, d);\n'
            '// QFileDialog::getOpenFileName in a comment\n')
    flagged = problems("bad.cpp", bad)
    configured = problems("ok.cpp", "QFileDialog dialog(this);\nfiledialog::configure(dialog);\n")
    if len(flagged) != 3 or problems("good.cpp", good) or configured:
        print("self-test failed:", flagged, configured)
        return 1
    print("self-test passed: both kinds of dialog are flagged")
    return 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) != 2:
        print(__doc__)
        return 2
    found = check(pathlib.Path(argv[1]))
    for line in found:
        print(line)
    if found:
        print(f"{len(found)} file dialog(s) bypass ui/core/filedialog.h")
        return 1
    print("every file dialog goes through ui/core/filedialog.h")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
