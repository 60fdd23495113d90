#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Reads an .xlsx as a zip of Office Open XML parts (no spreadsheet program needed) and prints
JSON: {"sheets": [names in order],
"cells": {sheet: {"B3": {"f": formula, "v": value, "fmt": number format code}}},
"charts": [{"type": "lineChart", "series": n, "title": text, "axis_formats": [codes]}],
"setup": {sheet: {"protected": bool, "fit_to_width": n or null, "landscape": bool,
"paper": n, "header": text, "row_breaks": [rows], "widths": {"A": characters}}}, "print_titles": {sheet: "$1:$2"},
"print_areas": {sheet: "$A$1:$F$90"},
"problems": [...]}.
Strings are resolved through the shared string table; "problems" lists every part that is not
well-formed XML, every relationship whose target is missing and every part without a content
type."""
import json
import posixpath
import sys
import xml.etree.ElementTree as ET
import zipfile

NS = {
    "m": "http://schemas.openxmlformats.org/spreadsheetml/2006/main",
    "r": "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
    "pr": "http://schemas.openxmlformats.org/package/2006/relationships",
    "ct": "http://schemas.openxmlformats.org/package/2006/content-types",
    "c": "http://schemas.openxmlformats.org/drawingml/2006/chart",
    "a": "http://schemas.openxmlformats.org/drawingml/2006/main",
}


def column_letters(index):
    """1 -> "A", 27 -> "AA"."""
    name = ""
    while index > 0:
        index, rest = divmod(index - 1, 26)
        name = chr(ord("A") + rest) + name
    return name


def column_widths(root):
    """The width in characters of every column a <col> element sets, by letter."""
    widths = {}
    for col in root.iterfind("m:cols/m:col", NS):
        for index in range(int(col.get("min")), int(col.get("max")) + 1):
            widths[column_letters(index)] = float(col.get("width"))
    return widths


def main(path):
    problems = []
    with zipfile.ZipFile(path) as z:
        names = set(z.namelist())
        parts = {}
        for name in names:
            if name.endswith(".xml") or name.endswith(".rels"):
                try:
                    parts[name] = ET.fromstring(z.read(name))
                except ET.ParseError as e:
                    problems.append(f"{name}: {e}")
        types = parts.get("[Content_Types].xml")
        if types is None:
            problems.append("[Content_Types].xml missing")
        else:
            defaults = {d.get("Extension") for d in types.findall("ct:Default", NS)}
            overrides = {o.get("PartName").lstrip("/") for o in types.findall("ct:Override", NS)}
            for name in names:
                if name not in overrides and name.rsplit(".", 1)[-1] not in defaults:
                    problems.append(f"{name}: no content type")
        for name, root in parts.items():
            if not name.endswith(".rels"):
                continue
            base = posixpath.dirname(posixpath.dirname(name))
            for rel in root.findall("pr:Relationship", NS):
                if rel.get("TargetMode") == "External":
                    continue
                target = posixpath.normpath(posixpath.join(base, rel.get("Target")))
                if target.lstrip("/") not in names:
                    problems.append(f"{name}: target {target} missing")

        shared = []
        if "xl/sharedStrings.xml" in parts:
            for si in parts["xl/sharedStrings.xml"].findall("m:si", NS):
                shared.append("".join(t.text or "" for t in si.iter(f"{{{NS['m']}}}t")))
        formats = {}
        styles = parts.get("xl/styles.xml")
        if styles is not None:
            codes = {n.get("numFmtId"): n.get("formatCode")
                     for n in styles.iterfind("m:numFmts/m:numFmt", NS)}
            for i, xf in enumerate(styles.iterfind("m:cellXfs/m:xf", NS)):
                formats[str(i)] = codes.get(xf.get("numFmtId"), "")
        rels = {r.get("Id"): r.get("Target")
                for r in parts["xl/_rels/workbook.xml.rels"].findall("pr:Relationship", NS)}
        sheets, cells, setup = [], {}, {}
        for sheet in parts["xl/workbook.xml"].find("m:sheets", NS):
            name = sheet.get("name")
            sheets.append(name)
            target = posixpath.normpath(posixpath.join("xl", rels[sheet.get(f"{{{NS['r']}}}id")]))
            root = parts[target]
            page = root.find("m:pageSetup", NS)
            fit = root.find("m:sheetPr/m:pageSetUpPr", NS)
            header = root.find("m:headerFooter/m:oddHeader", NS)
            setup[name] = {
                "protected": root.find("m:sheetProtection", NS) is not None,
                "fit_to_width": int(page.get("fitToWidth", "1")) if page is not None and
                fit is not None and fit.get("fitToPage") == "1" else None,
                "landscape": page is not None and page.get("orientation") == "landscape",
                "paper": int(page.get("paperSize", "1")) if page is not None else None,
                "header": header.text if header is not None else "",
                "row_breaks": [int(b.get("id")) for b in root.iterfind("m:rowBreaks/m:brk", NS)],
                "widths": column_widths(root),
            }
            values = {}
            for c in parts[target].iter(f"{{{NS['m']}}}c"):
                entry = {}
                f = c.find("m:f", NS)
                if f is not None:
                    entry["f"] = f.text
                v = c.find("m:v", NS)
                if v is not None:
                    entry["v"] = shared[int(v.text)] if c.get("t") == "s" else (
                        v.text if c.get("t") == "str" else float(v.text))
                if formats.get(c.get("s", "0")):
                    entry["fmt"] = formats[c.get("s", "0")]
                values[c.get("r")] = entry
            cells[name] = values
        charts = []
        for name in sorted(n for n in parts if n.startswith("xl/charts/chart")):
            plot = parts[name].find("c:chart/c:plotArea", NS)
            kinds = [child.tag.split("}")[1] for child in plot if child.tag.endswith("Chart")]
            title = "".join(t.text or "" for t in parts[name].iterfind("c:chart/c:title//a:t", NS))
            series = len(parts[name].findall(".//c:ser", NS))
            axes = [n.get("formatCode") for n in parts[name].iterfind(
                "c:chart/c:plotArea/*/c:numFmt", NS)]
            charts.append({"type": kinds[0] if kinds else "", "series": series, "title": title,
                           "axis_formats": axes})
        titles, areas = {}, {}
        names = parts["xl/workbook.xml"].find("m:definedNames", NS)
        for d in (names if names is not None else []):
            sheet = sheets[int(d.get("localSheetId", "0"))]
            if d.get("name") == "_xlnm.Print_Titles":
                titles[sheet] = d.text
            elif d.get("name") == "_xlnm.Print_Area":
                areas[sheet] = d.text.split("!")[-1]
    json.dump({"sheets": sheets, "cells": cells, "charts": charts, "setup": setup,
               "print_titles": titles, "print_areas": areas, "problems": problems},
              sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main(sys.argv[1])
