#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Whole-process time of gpu-advisor-cli, as a user or a script sees it.

    bench_cli.py CLI [RUNS [SCENARIO]] [--floor PROGRAM] [--baseline CLI] [--no-report]
    e.g. bench_cli.py build/app/gpu-advisor-cli 31

Measures, interleaved round by round so that a busy machine slows all of them alike:
  - the start-up floor: floor_qtcore (tests/bench, built with the benchmarks; by default the
    one of the CLI's build tree), a QtCore program with the project's flags that prints a line
  - `gpu-advisor-cli --version`
  - `gpu-advisor-cli evaluate` of a 1,024-GPU, 10-year scenario: by default
    scenario-1024-gpus-10-years.json, the engine's defaults with 1,024 GPUs, lease and a
    three-month lead time (bench_engine's optimal-fleet scenario: 756 fleet sizes tried);
    scenario-1024-gpus-10-years-growth.json adds 15% growth a year (about 3,550 fleet sizes)
  - the same evaluation by an independent pure-Python implementation of the model
    (costmodel_v1.py), whose result is checked against the command line's first
  - `gpu-advisor-cli report` of the same scenario (a PDF; the rendering program starts too),
    unless --no-report
  - with --baseline, `--version` and `evaluate` of another build of the command line too (the
    build before a change), in the same rounds
and prints one JSON object: the median, fastest and slowest wall-clock time of each in
milliseconds and its median CPU time (user + system: what the process itself costs, which a
busy machine does not inflate), the load average, the ratios --version / floor and Python /
evaluate, and whether the targets of issue #38 hold on the wall clock (--version ≤ 1.5 × the
floor, evaluate ≤ 12 ms median and ≥ 25 × faster than Python). Exit status 1 when a target is
missed; run it on an otherwise idle machine.
"""

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SCENARIO = os.path.join(HERE, "scenario-1024-gpus-10-years.json")
PYTHON_MODEL = os.path.join(HERE, "costmodel_v1.py")
TARGET_EVALUATE_MS = 12.0
TARGET_SPEED_UP = 25.0
TARGET_VERSION_OVER_FLOOR = 1.5


def cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(command, env):
    """Wall-clock and CPU time (user + system) of one run in milliseconds, and its output."""
    cpu = cpu_seconds()
    start = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    elapsed = (time.perf_counter() - start) * 1000.0
    cpu = (cpu_seconds() - cpu) * 1000.0
    if done.returncode != 0:
        sys.exit("bench_cli: %s failed (%d): %s" % (" ".join(command), done.returncode,
                                                     done.stderr.decode(errors="replace")))
    return elapsed, cpu, done.stdout


def same_evaluation(cli, python):
    """The two implementations computed the same thing: every key output to 1e-9."""
    def close(a, b):
        return abs(a - b) <= max(1e-9 * abs(b), 1e-6)
    for option in ("cloud", "onprem", "hybrid"):
        for key in ("tco", "npv", "cost_per_gpu_hour", "onprem_gpus"):
            if not close(python["options"][option][key], cli["options"][option][key]):
                return "options.%s.%s" % (option, key)
    for key in ("gpu_hours", "savings_fraction", "optimal_onprem_gpus", "break_even_month",
                "break_even_utilization"):
        a, b = python[key], cli[key]
        if (a is None) != (b is None) or (a is not None and not close(a, b)):
            return key
    if python["decision"]["recommendation"] != cli["decision"]["recommendation"]:
        return "decision.recommendation"
    return None


def summary(times, cpu):
    return {"median_ms": round(statistics.median(times), 2), "min_ms": round(min(times), 2),
            "max_ms": round(max(times), 2), "cpu_median_ms": round(statistics.median(cpu), 2),
            "runs": len(times)}


def main(argv):
    parser = argparse.ArgumentParser(usage=__doc__)
    parser.add_argument("cli")
    parser.add_argument("runs", nargs="?", type=int, default=21)
    parser.add_argument("scenario", nargs="?", default=SCENARIO)
    parser.add_argument("--floor")
    parser.add_argument("--baseline")
    parser.add_argument("--no-report", action="store_true")
    args = parser.parse_args(argv[1:])
    cli = os.path.abspath(args.cli)
    runs = args.runs
    scenario = os.path.abspath(args.scenario)
    floor = os.path.abspath(args.floor) if args.floor else os.path.normpath(
        os.path.join(os.path.dirname(cli), "..", "tests", "bench", "floor_qtcore"))
    if not os.access(floor, os.X_OK):
        sys.exit("bench_cli: no floor program at %s (build floor_qtcore, or give --floor)" % floor)
    work = tempfile.mkdtemp(prefix="bench-cli-")
    env = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8", XDG_DATA_HOME=work,
               XDG_CONFIG_HOME=work, GPU_ADVISOR_DB=os.path.join(work, "library.sqlite"))
    pdf = os.path.join(work, "report.pdf")
    commands = {
        "floor": [floor],
        "version": [cli, "--version"],
        "evaluate": [cli, "evaluate", scenario],
        "python": [sys.executable, PYTHON_MODEL, scenario],
    }
    if not args.no_report:
        commands["report"] = [cli, "report", scenario, "--out", pdf, "--lang", "en"]
    if args.baseline:
        baseline = os.path.abspath(args.baseline)
        commands["baseline_version"] = [baseline, "--version"]
        commands["baseline_evaluate"] = [baseline, "evaluate", scenario]
    # Python is slow: fewer rounds of it are enough for a stable median.
    python_every = max(1, runs // 7)
    times = {name: [] for name in commands}
    cpu = {name: [] for name in commands}
    outputs = {}
    for name in commands:  # one warm-up each (page cache, font cache)
        outputs[name] = run(commands[name], env)[2]
    for round_ in range(runs):
        for name, command in commands.items():
            if name == "python" and round_ % python_every:
                continue
            wall, used, _ = run(command, env)
            times[name].append(wall)
            cpu[name].append(used)

    mismatch = same_evaluation(json.loads(outputs["evaluate"]), json.loads(outputs["python"]))
    if mismatch:
        sys.exit("bench_cli: the Python model and gpu-advisor-cli disagree on " + mismatch)
    floor_ms = statistics.median(times["floor"])
    version = statistics.median(times["version"])
    evaluate = statistics.median(times["evaluate"])
    python = statistics.median(times["python"])
    result = {
        "scenario": os.path.basename(scenario),
        "load_average": round(os.getloadavg()[0], 2),
    }
    for name in commands:
        key = {"python": "python_model", "floor": "floor_qtcore"}.get(name, name)
        result[key] = summary(times[name], cpu[name])
    result.update({
        "version_over_floor": round(version / floor_ms, 2),
        "python_over_evaluate": round(python / evaluate, 1),
        "target_version_over_floor": TARGET_VERSION_OVER_FLOOR,
        "target_evaluate_ms": TARGET_EVALUATE_MS,
        "target_speed_up": TARGET_SPEED_UP,
        "targets_met": (version / floor_ms <= TARGET_VERSION_OVER_FLOOR
                        and evaluate <= TARGET_EVALUATE_MS
                        and python / evaluate >= TARGET_SPEED_UP),
    })
    print(json.dumps(result, indent=2))
    return 0 if result["targets_met"] else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
