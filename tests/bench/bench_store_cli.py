#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Whole-process time of the command line's library commands against `sqlite3`.

    bench_store_cli.py CLI [RUNS] [--count N] [--baseline CLI] [--floor PROGRAM]
    e.g. bench_store_cli.py build/app/gpu-advisor-cli 31

Fills a library of COUNT scenarios (10,000 by default: variants of the seed example imported
1,000 at a time with `store import`) in a temporary folder, then measures, interleaved round
by round so that a busy machine slows all of them alike:
  - `gpu-advisor-cli store list` (its output read through a pipe, as `| less` would)
  - `sqlite3` running the query `store list` runs, on the same file, through a pipe too
  - `gpu-advisor-cli store show ID` of one scenario
  - the start-up floor, floor_qtcore (by default the one of the CLI's build tree)
  - with --baseline, `store list` and `store show` of another build of the command line
and prints one JSON object: the median, fastest and slowest wall-clock time of each in
milliseconds and its median CPU time (user + system), the load average, the ratio `store list`
/ `sqlite3`, and whether the targets of issue #38 hold on the wall clock (`store list` ≤ 3 ×
`sqlite3`, `store show` ≤ 15 ms). Exit status 1 when a target is missed.
"""

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from bench_cli import run, summary  # noqa: E402  (the same timing as the other commands)
SEED = os.path.join(HERE, "..", "data", "examples", "seed-100-gpu-cluster.json")
# SqliteLibrary::list() with no filter (src/store: kRecordSelect, kRecordFrom, the trash left out).
LIST_QUERY = ("SELECT s.id, s.name, c.name, s.created, s.modified, s.revision, s.recommendation,"
              " s.break_even_month, s.savings, s.savings_fraction, s.deleted_at"
              " FROM scenarios s LEFT JOIN clients c ON c.id = s.client_id"
              " WHERE 1 = 1 AND s.deleted_at IS NULL ORDER BY s.modified DESC, s.id DESC")
TARGET_LIST_OVER_SQLITE = 3.0
TARGET_SHOW_MS = 15.0


def fill(cli, library, scratch, count, env):
    """COUNT variants of the seed example in the library, imported 1,000 per command."""
    with open(SEED, encoding="utf-8") as f:
        seed = json.load(f)
    os.makedirs(scratch, exist_ok=True)
    for start in range(0, count, 1000):
        files = []
        for i in range(start, min(count, start + 1000)):
            s = json.loads(json.dumps(seed))
            s["name"] = "Scenario %d: %d GPUs" % (i, 8 + i * 37 % 400)
            s["client"] = "Client %d" % (i % 250)
            s["notes"] = "What if utilization is %d%% and we lease? Batch %d." % (
                20 + i * 13 % 70, i // 1000)
            s["inputs"]["workload"]["gpus"] = 8 + i * 37 % 400
            s["inputs"]["horizon_years"] = 3 + i % 3
            path = os.path.join(scratch, "%d.json" % i)
            with open(path, "w", encoding="utf-8") as f:
                json.dump(s, f)
            files.append(path)
        run([cli, "store", "--db", library, "import"] + files, env)
    shutil.rmtree(scratch)


def main(argv):
    parser = argparse.ArgumentParser(usage=__doc__)
    parser.add_argument("cli")
    parser.add_argument("runs", nargs="?", type=int, default=21)
    parser.add_argument("--count", type=int, default=10000)
    parser.add_argument("--baseline")
    parser.add_argument("--floor")
    args = parser.parse_args(argv[1:])
    cli = os.path.abspath(args.cli)
    floor = os.path.abspath(args.floor) if args.floor else os.path.normpath(
        os.path.join(os.path.dirname(cli), "..", "tests", "bench", "floor_qtcore"))
    sqlite3 = shutil.which("sqlite3")
    if not sqlite3:
        sys.exit("bench_store_cli: sqlite3 is not installed (package sqlite3)")
    work = tempfile.mkdtemp(prefix="bench-store-cli-")
    library = os.path.join(work, "library.sqlite")
    env = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8", XDG_DATA_HOME=work,
               XDG_CONFIG_HOME=work, GPU_ADVISOR_DB=library)
    fill(cli, library, os.path.join(work, "files"), args.count, env)
    shown = str(args.count // 2)
    commands = {
        "store_list": [cli, "store", "list"],
        "sqlite3_list": [sqlite3, library, LIST_QUERY],
        "store_show": [cli, "store", "show", shown],
    }
    if os.access(floor, os.X_OK):
        commands["floor_qtcore"] = [floor]
    if args.baseline:
        baseline = os.path.abspath(args.baseline)
        commands["baseline_store_list"] = [baseline, "store", "list"]
        commands["baseline_store_show"] = [baseline, "store", "show", shown]
    times = {name: [] for name in commands}
    cpu = {name: [] for name in commands}
    outputs = {}
    for name in commands:  # one warm-up each (page cache)
        outputs[name] = run(commands[name], env)[2]
    listed = outputs["store_list"].decode().count("\n") - 1  # the heading
    if listed != args.count:
        sys.exit("bench_store_cli: store list printed %d scenarios of %d" % (listed, args.count))
    for _ in range(args.runs):
        for name, command in commands.items():
            wall, used, _ = run(command, env)
            times[name].append(wall)
            cpu[name].append(used)

    store_list = statistics.median(times["store_list"])
    sqlite_list = statistics.median(times["sqlite3_list"])
    show = statistics.median(times["store_show"])
    result = {"scenarios": args.count, "file_bytes": os.path.getsize(library),
              "load_average": round(os.getloadavg()[0], 2)}
    for name in commands:
        result[name] = summary(times[name], cpu[name])
    result.update({
        "list_over_sqlite3": round(store_list / sqlite_list, 2),
        "target_list_over_sqlite3": TARGET_LIST_OVER_SQLITE,
        "target_show_ms": TARGET_SHOW_MS,
        "targets_met": (store_list / sqlite_list <= TARGET_LIST_OVER_SQLITE
                        and show <= TARGET_SHOW_MS),
    })
    shutil.rmtree(work)
    print(json.dumps(result, indent=2))
    return 0 if result["targets_met"] else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
