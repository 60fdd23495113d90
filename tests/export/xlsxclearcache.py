#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""xlsxclearcache.py IN.xlsx OUT.xlsx: copies a workbook with the cached value of every formula
cell set to 0, and a LibreOffice user profile setting beside OUT that recalculates OOXML files on
load. A spreadsheet program that shows the right figures in OUT has computed them from the
formulas, not read what the writer cached (issue 36: the workbook recalculated by LibreOffice)."""
import os
import re
import sys
import zipfile

FORMULA_VALUE = re.compile(r'(<c [^>]*>(?:<f[^>]*>[^<]*</f>|<f[^>]*/>))<v>[^<]*</v>')

PROFILE = """<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry"
 xmlns:xs="http://www.w3.org/2001/XMLSchema"
 xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
"""


def main(source, target, profile):
    cleared = 0
    with zipfile.ZipFile(source) as zin, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as zout:
        for item in zin.infolist():
            data = zin.read(item.filename)
            if item.filename.startswith("xl/worksheets/sheet"):
                text, count = FORMULA_VALUE.subn(r"\1<v>0</v>", data.decode("utf-8"))
                cleared += count
                data = text.encode("utf-8")
            zout.writestr(item, data)
    os.makedirs(os.path.join(profile, "user"), exist_ok=True)
    with open(os.path.join(profile, "user", "registrymodifications.xcu"), "w") as f:
        f.write(PROFILE)
    print(cleared)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3])
