#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fails when code outside the option list assumes how many options there are.

The engine's option list (src/engine/options.h) is the only place that knows the options;
everything else walks an evaluation's results or optionList(). This scans src/, ui/ and app/
for the ways a fixed count creeps back in: an array sized with a literal for options, indexing
by an option's enum value or by a literal position, a size compared with a literal, a
hand-written list or switch of three or more options, a literal column or loop count next to
option code.

    check-option-count.py ROOT     scan ROOT/src, ROOT/ui and ROOT/app; exit 1 on a finding
    check-option-count.py --self-test
                                   check that every pattern flags the lines that once were in
                                   the code and passes look-alikes that have nothing to do with
                                   options; exit 1 when a pattern misses or over-reaches
"""

import pathlib
import re
import sys

# The option list itself.
EXEMPT = {"src/engine/options.h", "src/engine/options.cpp"}

OPTION_TYPE = r"(?:engine::)?(?:Option|OptionResult|OptionSpec|OptionLook)"
INT_TYPE = r"(?:std::)?(?:size_t|ptrdiff_t)|int|qsizetype|unsigned"
OPTION_VAR = r"(?:o|opt|option)"

# (name, compiled pattern, advice). Line patterns are matched per line; the "near" ones get the
# line and the three lines after it.
LINE_PATTERNS = [
    ("kAllOptions", re.compile(r"\bkAllOptions\b"),
     "the fixed option array is gone: walk optionList() or an evaluation's options"),
    ("array of options with a literal size",
     re.compile(r"std::array<[^;]*\b" + OPTION_TYPE + r"\b[^;]*,\s*\d+\s*>"),
     "use a std::vector, or size the array from kBuiltInOptions.size() with a static_assert"),
    ("option-named array with a literal size",
     re.compile(r"std::array<[^;]*,\s*\d+\s*>\s*(?:&\s*)?\w*[oO]ption\w*"),
     "one entry per option: a std::vector filled from the evaluation's options"),
    ("index from an option's enum value",
     re.compile(r"static_cast<\s*(?:" + INT_TYPE + r")\s*>\s*\(\s*" + OPTION_VAR + r"\s*\)"
                r"|\b(?:" + INT_TYPE + r")\s*\(\s*" + OPTION_VAR + r"\s*\)"),
     "an Option is an id, not an index: find the result by id or walk the results"),
    ("option count compared with a literal",
     re.compile(r"\b(?:\w*[oO]ptions|optionList\(\)|kBuiltInOptions)\s*\.\s*size\(\)\s*"
                r"(?:==|!=|<=|>=|<|>)\s*\d+"
                r"|\b\d+\s*(?:==|!=|<=|>=|<|>)\s*(?:\w+\.)*\w*[oO]ptions\s*\.\s*size\(\)"),
     "the number of options is whatever the list holds"),
    ("option at a literal position",
     re.compile(r"\b(?:\w*[oO]ptions?\w*|optionList\(\))\s*\[\s*\d+\s*\]"),
     "find the option by id (Evaluation::option) instead of by position"),
    ("switch over options",
     re.compile(r"\bcase\s+(?:engine::)?Option::\w+\s*:"),
     "a switch misses the next option: put the property in the option list"),
]
NEAR_PATTERNS = [
    ("literal loop bound next to option code",
     re.compile(r"for\s*\([^;]*;\s*\w+\s*<=?\s*[2-9]\s*;"),
     "loop over the evaluation's options, not to a literal"),
    ("literal column count next to option code",
     re.compile(r"setColumnCount\(\s*\d+\s*\)"),
     "one column per option: count the evaluation's options"),
]
NEAR_OPTION = re.compile(r"[oO]ption")
# Three or more Option:: names inside one pair of braces (may span lines).
HAND_LIST = re.compile(r"\{[^{};]*Option::\w+[^{};]*Option::\w+[^{};]*Option::\w+[^{};]*\}")


def strip_comment(line):
    """The line without a // comment (good enough: no // inside the strings we match)."""
    return re.sub(r"//.*", "", line)


def scan_text(text):
    """Findings in one file's text: a list of (line number, pattern name, advice, line)."""
    findings = []
    lines = [strip_comment(l) for l in text.splitlines()]
    for i, line in enumerate(lines):
        for name, pattern, advice in LINE_PATTERNS:
            if pattern.search(line):
                findings.append((i + 1, name, advice, line.strip()))
        for name, pattern, advice in NEAR_PATTERNS:
            if pattern.search(line) and NEAR_OPTION.search("\n".join(lines[i:i + 4])):
                findings.append((i + 1, name, advice, line.strip()))
    joined = "\n".join(lines)
    for match in HAND_LIST.finditer(joined):
        number = joined.count("\n", 0, match.start()) + 1
        findings.append((number, "hand-written list of options",
                         "walk optionList() or the evaluation's options",
                         " ".join(match.group(0).split())))
    return findings


def scan(root):
    root = pathlib.Path(root)
    count = 0
    for folder in ("src", "ui", "app"):
        for path in sorted((root / folder).rglob("*")):
            if path.suffix not in (".h", ".cpp") or not path.is_file():
                continue
            relative = path.relative_to(root).as_posix()
            if relative in EXEMPT:
                continue
            for number, name, advice, line in scan_text(path.read_text(encoding="utf-8")):
                print(f"{relative}:{number}: {name}: {line}\n    {advice}")
                count += 1
    if count:
        print(f"{count} place(s) assume a number of options; the option list is "
              "src/engine/options.h (CONTRIBUTING.md, \"Adding an option\").")
        return 1
    print("No literal option count outside src/engine/options.h.")
    return 0


# Lines that were in the code before the option list (each must be flagged) ...
MUST_FLAG = [
    "inline constexpr std::array<Option, 3> kAllOptions{Option::Cloud, Option::OnPrem, Option::Hybrid};",
    "    std::array<OptionResult, 3> options;",
    "    std::array<engine::OptionResult, 4> results{};",
    "    std::array<QLabel *, 3> m_optionNames{};",
    "    std::array<QLabel *, 3> m_optionCosts{};",
    "    mutable std::array<std::vector<double>, 3> m_totals;\n"
    "    m_totals[static_cast<std::size_t>(option)].push_back(",
    "            points[static_cast<std::size_t>(option)].append(QPointF(100.0 * u, tco));",
    "            (v >= 0.0 ? positive : negative)[static_cast<std::size_t>(option)] += v;",
    "            setCell(m, int(o) + 1, format::money(e.option(o).cumulative[m], cur, locale));",
    "    const OptionResult &option(Option o) const { return options[static_cast<std::size_t>(o)]; }",
    "    REQUIRE(evaluation.options.size() == 3);",
    "    if (kBuiltInOptions.size() != 3)",
    "    if (3 == e.options.size())",
    "    const OptionResult &onprem = evaluation.options[1];",
    "    const Option first = optionList()[0].id;",
    "    case Option::Hybrid: return Msg::tr(\"Hybrid\");",
    "    for (std::size_t i = 0; i < 3; ++i) {\n"
    "        m_optionNames[i] = makeLabel(inner, false);",
    "    setColumnCount(4);\n"
    "    setHorizontalHeaderLabels({tr(\"Month\"), texts::optionName(Option::Cloud),\n"
    "                               texts::optionName(Option::OnPrem), "
    "texts::optionName(Option::Hybrid)});",
    "        options.headers = {QString(), texts::optionName(Option::Cloud),\n"
    "                           texts::optionName(Option::OnPrem), texts::optionName(Option::Hybrid)};",
]
# ... and look-alikes that have nothing to do with the number of options (none may be flagged).
MUST_PASS = [
    "    std::array<QLabel *, 4> m_factorHeaders{};",
    "    std::array<std::array<QLabel *, 4>, 5> m_factorCells{};",
    "    std::array<QRadioButton *, 3> m_levels{};",
    "            std::array<double, 3> byLocation{};",
    "inline constexpr std::array<ChartKind, 6> kAllChartKinds{",
    "    for (std::size_t c = 0; c < 4; ++c) {\n        m_factorHeaders[c] = makeLabel(inner, c == 3);",
    "    for (int row = 0; row < 10; ++row) {\n        const double u = (row + 1) / 10.0;\n"
    "        for (const OptionResult &r : evaluateAtUtilization(in, u).options)",
    "    setColumnCount(4);\n    setHorizontalHeaderLabels({tr(\"Factor\"), tr(\"Score\"), tr(\"Weight\"), tr(\"Why\")});",
    "        for (std::size_t i = 0; i < e.options.size(); ++i)\n"
    "            setCell(m, int(i) + 1, format::money(e.options[i].cumulative[m], cur, locale));",
    "    for (engine::Option o : {engine::Option::OnPrem, engine::Option::Cloud})",
    "    const double savings = e.option(Option::Cloud).tco - e.option(Option::OnPrem).tco;",
    "    table.widths.push_back(63.0 / double(options.size()));",
    "    REQUIRE(csv.rows.size() == std::size_t(evaluation.months) * evaluation.options.size());",
    "    const auto arguments = parser.option(QStringLiteral(\"--paper\"));",
    "    if (options.size() > kMaxColumns)",
    "    static_assert(kBuiltInOptions.size() == kOptionColumns.size());",
]


def self_test():
    failures = 0
    for snippet in MUST_FLAG:
        if not scan_text(snippet):
            print(f"NOT FLAGGED (should be): {snippet!r}")
            failures += 1
    for snippet in MUST_PASS:
        found = scan_text(snippet)
        if found:
            print(f"FLAGGED (should pass): {snippet!r}: {found[0][1]}")
            failures += 1
    if failures:
        print(f"{failures} snippet(s) misjudged")
        return 1
    print(f"{len(MUST_FLAG)} literal option counts flagged, {len(MUST_PASS)} look-alikes passed.")
    return 0


if __name__ == "__main__":
    if len(sys.argv) == 2 and sys.argv[1] == "--self-test":
        sys.exit(self_test())
    if len(sys.argv) == 2:
        sys.exit(scan(sys.argv[1]))
    print(__doc__)
    sys.exit(2)
