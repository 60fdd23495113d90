#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""csvread.py FILE DELIMITER DECIMAL: reads a spreadsheet CSV of gpu-advisor-cli (csv --locale nl
or en) with Python's csv module as Excel would, and prints JSON: {"bom": bool, "preamble": [the
rows before the first empty row], "header": [...], "rows": [[month, calendar month, option,
number, ...]]}. The second field of a table row must be a calendar month "YYYY-MM" and every
field after the third a number with DECIMAL as its decimal mark and no other punctuation; the
script fails otherwise."""
import csv
import io
import json
import re
import sys


def main(path, delimiter, decimal):
    raw = open(path, "rb").read()
    bom = raw.startswith(b"\xef\xbb\xbf")
    reader = csv.reader(io.StringIO(raw.decode("utf-8-sig"), newline=""), delimiter=delimiter)
    preamble, header, rows = [], None, []
    pattern = re.compile(r"^-?\d+" + re.escape(decimal) + r"\d\d$")
    table = False
    for row in reader:
        if not table:
            if not row:
                table = True
            else:
                preamble.append(row)
            continue
        if header is None:
            header = row
            continue
        if not re.match(r"^\d{4}-\d\d$", row[1]):
            sys.exit(f"not a calendar month YYYY-MM: {row[1]!r}")
        numbers = []
        for field in row[3:]:
            if not pattern.match(field):
                sys.exit(f"not a number with decimal mark {decimal!r}: {field!r}")
            numbers.append(float(field.replace(decimal, ".")))
        rows.append([int(row[0]), row[1], row[2]] + numbers)
    json.dump({"bom": bom, "preamble": preamble, "header": header, "rows": rows}, sys.stdout,
              ensure_ascii=False)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3])
