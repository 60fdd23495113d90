#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks the C++ sources of src/, ui/, app/ and tests/ against the project's style.

1. `clang-format --dry-run --Werror` with the project's .clang-format finds nothing to change.
2. No line is longer than the 100-column limit (counted in characters, so a "€" is one column).
   clang-format cannot break raw string literals, so this catches the lines it leaves.

Usage: check-style.py CLANG_FORMAT SOURCE_DIR
       check-style.py CLANG_FORMAT --self-test   (shows that both checks flag a bad file)
"""
import pathlib
import subprocess
import sys
import tempfile

FOLDERS = ("src", "ui", "app", "tests")
SUFFIXES = (".cpp", ".h")
COLUMN_LIMIT = 100


def sources(root):
    for folder in FOLDERS:
        base = root / folder
        if base.is_dir():
            yield from sorted(p for p in base.rglob("*") if p.suffix in SUFFIXES and p.is_file())


def format_problems(clang_format, files, style_root):
    """Returns clang-format's complaints, one 'file:line: …' line each."""
    problems = []
    # Batches keep the command line short; clang-format finds .clang-format above each file.
    for start in range(0, len(files), 64):
        batch = [str(f) for f in files[start:start + 64]]
        result = subprocess.run([clang_format, "--dry-run", "--Werror", *batch],
                                capture_output=True, text=True, cwd=style_root)
        if result.returncode != 0:
            problems += [line for line in result.stderr.splitlines() if "error:" in line]
            if not problems:
                problems.append(result.stderr.strip() or f"clang-format exited {result.returncode}")
    return problems


def long_lines(files, root):
    problems = []
    for path in files:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if len(line) > COLUMN_LIMIT:
                problems.append(f"{path.relative_to(root)}:{number}: {len(line)} columns "
                                f"(limit {COLUMN_LIMIT})")
    return problems


def check(clang_format, root):
    files = list(sources(root))
    if not files:
        print(f"no sources found under {root}", file=sys.stderr)
        return 1
    problems = format_problems(clang_format, files, root) + long_lines(files, root)
    for problem in problems:
        print(problem)
    if problems:
        print(f"\n{len(problems)} style problem(s) in {len(files)} files. Fix with:\n"
              f"  clang-format -i $(git ls-files 'src/*.cpp' 'src/*.h' 'ui/*.cpp' 'ui/*.h' "
              f"'app/*.cpp' 'app/*.h' 'tests/*.cpp' 'tests/*.h')\n"
              f"and split raw strings longer than {COLUMN_LIMIT} columns by hand.")
        return 1
    print(f"{len(files)} files follow .clang-format and the {COLUMN_LIMIT}-column limit")
    return 0


def self_test(clang_format):
    project_style = pathlib.Path(__file__).resolve().parents[2] / ".clang-format"
    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp)
        (root / ".clang-format").write_text(project_style.read_text(encoding="utf-8"))
        (root / "src").mkdir()
        good = root / "src" / "good.cpp"
        good.write_text("int answer()\n{\n    return 42;\n}\n")
        if check(clang_format, root) != 0:
            print("self-test: a well-formatted file was flagged", file=sys.stderr)
            return 1
        bad = root / "src" / "bad.cpp"
        bad.write_text("int  f( ){return 1;}\n")
        if not format_problems(clang_format, [bad], root):
            print("self-test: clang-format did not flag a badly formatted file", file=sys.stderr)
            return 1
        bad.write_text('const char *s = R"(' + "x" * 90 + ')";\n')  # 112 columns, unbreakable
        if len(long_lines([bad], root)) != 1:
            print("self-test: a 111-column raw string was not flagged", file=sys.stderr)
            return 1
        if check(clang_format, root) == 0:
            print("self-test: the whole check passed a tree with a bad file", file=sys.stderr)
            return 1
    print("self-test: both checks flag what they should")
    return 0


def main(argv):
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    clang_format = argv[1]
    if argv[2] == "--self-test":
        return self_test(clang_format)
    return check(clang_format, pathlib.Path(argv[2]).resolve())


if __name__ == "__main__":
    sys.exit(main(sys.argv))
