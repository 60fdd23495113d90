#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fills the plural forms of the English .ts from the source text's "(s)" convention.

English is the source language, so gpu-advisor_en.ts holds only the messages with %n
(lupdate -pluralonly). Each source marks its plural noun as "year(s)"; the singular form drops
"(s)", the plural keeps the "s". Run after lupdate (the update_translations target does).
"""
import re
import sys
import xml.etree.ElementTree as ET


def forms(source: str) -> tuple[str, str]:
    return source.replace("(s)", ""), source.replace("(s)", "s")


def main(path: str) -> int:
    tree = ET.parse(path)
    missing = []
    for message in tree.iter("message"):
        if message.get("numerus") != "yes":
            continue
        source = message.findtext("source", "")
        if "(s)" not in source:
            missing.append(source)
        translation = message.find("translation")
        for child in list(translation):
            translation.remove(child)
        translation.attrib.pop("type", None)
        translation.text = None
        for text in forms(source):
            form = ET.SubElement(translation, "numerusform")
            form.text = text
    ET.indent(tree, space="    ")
    with open(path, "wb") as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="utf-8", xml_declaration=False)
        out.write(b"\n")
    for source in missing:
        print(f"{path}: plural source without '(s)': {source!r}", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
