#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""zipread.py ARCHIVE [FOLDER]: reads a zip archive with Python's zipfile module, as any unzip
would, and prints JSON: {"bad": the first file whose CRC-32 does not match, or null, "entries":
[{"name", "method" (0 stored, 8 deflated), "size", "compressed", "crc", "crc_ok", "sha256",
"utf8"}]}. Every file is read back and its CRC-32 computed again with zlib. With FOLDER the
files are extracted into it. Fails (exit 1) on anything zipfile cannot read."""
import hashlib
import json
import sys
import zipfile
import zlib


def main():
    with zipfile.ZipFile(sys.argv[1]) as archive:
        bad = archive.testzip()
        entries = []
        for info in archive.infolist():
            data = archive.read(info)
            entries.append({
                "name": info.filename,
                "method": info.compress_type,
                "size": info.file_size,
                "compressed": info.compress_size,
                "crc": info.CRC,
                "crc_ok": (zlib.crc32(data) & 0xFFFFFFFF) == info.CRC and len(data) == info.file_size,
                "sha256": hashlib.sha256(data).hexdigest(),
                "utf8": bool(info.flag_bits & 0x800),
            })
        if len(sys.argv) > 2:
            archive.extractall(sys.argv[2])
    print(json.dumps({"bad": bad, "entries": entries}))


if __name__ == "__main__":
    main()
