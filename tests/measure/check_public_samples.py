#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks `gpu-advisor-cli measure --json` on the public sample files of
tests/data/measured/public against sums computed here, independently of the C++ readers, from
the formats' specifications (issue 34):

FOCUS 1.0 (FinOps Foundation, "FOCUS Specification v1.0", columns BilledCost, EffectiveCost,
ChargePeriodStart, ProviderName, ChargeCategory, ConsumedQuantity, ConsumedUnit,
ChargeDescription, CommitmentDiscountId; a missing value is written NULL):
  * spend per month (of ChargePeriodStart) and provider = the sum of BilledCost and of
    EffectiveCost of its lines;
  * a NULL (or empty) CommitmentDiscountId is no commitment: no GPU-hour is committed;
  * egress = the Usage lines whose ChargeDescription names data transfer out, in GB: the sum of
    their ConsumedQuantity and EffectiveCost;
  * GPU instances the catalog does not know (g3.4xlarge, g5.4xlarge in the sample) are named with
    their instance-hours, not counted as GPU-hours.

Azure cost details (Microsoft, "Understand the terms in your Azure usage and charges file";
FinOps toolkit test exports, EA spelling with Cost):
  * an actual-cost export (a reservation Purchase line with its cost, no usage under a
    commitment): effective = billed = the sum of Cost;
  * an amortized-cost export (usage under a Reservation or SavingsPlan carries its share, no
    purchase line): effective = the sum of Cost; billed = that less the usage under a
    commitment (paid by the commitment's invoice);
  * storage = the lines of MeterCategory Storage; egress = Bandwidth lines whose MeterName
    says Out, their Quantity in GB.

Usage: check_public_samples.py CLI DATA_DIR  (exit 0 when every figure matches)
"""
import csv
import gzip
import io
import json
import re
import os
import subprocess
import sys
import tempfile
from collections import defaultdict

PROVIDERS = {"AWS": "aws", "Microsoft": "azure", "Google Cloud": "gcp", "Oracle": "oracle"}
OUT = re.compile(r"data transfer out|outbound data|-out-bytes|egress", re.I)
GPU_INSTANCE = re.compile(r"\b((?:p[2-6][a-z]*|g[3-6][a-z]*)\.[0-9]*x?large)\b")


def number(text):
    return 0.0 if text in ("", "NULL") else float(text)


def focus_expected(path):
    spend = defaultdict(lambda: [0.0, 0.0])
    egress_gb = egress_cost = 0.0
    committed_gpu_lines = 0
    unknown = defaultdict(float)
    lines = 0
    with gzip.open(path, "rt", newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            lines += 1
            key = (row["ChargePeriodStart"][:7], PROVIDERS.get(row["ProviderName"],
                                                               row["ProviderName"].lower()))
            spend[key][0] += number(row["BilledCost"])
            spend[key][1] += number(row["EffectiveCost"])
            usage = row["ChargeCategory"] in ("Usage", "NULL", "")
            if usage and row["ConsumedUnit"] == "GB" and OUT.search(row["ChargeDescription"]):
                egress_gb += number(row["ConsumedQuantity"])
                egress_cost += number(row["EffectiveCost"])
            m = GPU_INSTANCE.search(row["ChargeDescription"])
            if m and usage and row["ConsumedUnit"] == "Hours":
                unknown[m.group(1)] += number(row["ConsumedQuantity"])
                if row["CommitmentDiscountId"] not in ("NULL", ""):
                    committed_gpu_lines += 1
    return spend, egress_gb, egress_cost, unknown, lines, committed_gpu_lines


def measure(cli, path):
    # A private HOME: the user's own price catalog is never read.
    with tempfile.TemporaryDirectory() as home:
        env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
        env.update(HOME=home, LANG="C.UTF-8", LC_ALL="C.UTF-8", QT_QPA_PLATFORM="offscreen")
        run = subprocess.run([cli, "measure", path, "--json"], capture_output=True, text=True,
                             check=False, env=env)
    if run.returncode != 0:
        sys.exit(f"measure failed ({run.returncode}): {run.stderr}")
    return json.loads(run.stdout)


def azure_expected(path):
    with open(path, newline="", encoding="utf-8-sig") as f:
        rows = list(csv.DictReader(f))
    committed = lambda r: r["PricingModel"] in ("Reservation", "SavingsPlan")
    purchase = [r for r in rows if r["ChargeType"] == "Purchase" and committed(r)]
    usage_committed = [r for r in rows if r["ChargeType"] == "Usage" and committed(r)]
    actual = any(float(r["Cost"]) != 0 for r in purchase) and \
        all(float(r["Cost"]) == 0 for r in usage_committed)
    total = sum(float(r["Cost"]) for r in rows)
    effective = total if actual else total - sum(float(r["Cost"]) for r in purchase)
    billed = total if actual else total - sum(float(r["Cost"]) for r in usage_committed)
    storage = sum(float(r["Cost"]) for r in rows if r["MeterCategory"] == "Storage")
    egress_gb = sum(float(r["Quantity"]) for r in rows
                    if r["MeterCategory"] == "Bandwidth" and "out" in r["MeterName"].lower()
                    and r["UnitOfMeasure"] == "1 GB")
    months = {r["Date"][6:10] + "-" + r["Date"][0:2] for r in rows}
    return actual, effective, billed, storage, egress_gb, months, len(rows)


def main():
    cli, data = sys.argv[1], sys.argv[2]
    path = f"{data}/measured/public/focus-1.0-sample.csv.gz"
    got = measure(cli, path)
    spend, egress_gb, egress_cost, unknown, lines, committed = focus_expected(path)
    problems = []

    def check(what, expected, actual, tolerance):
        if abs(expected - actual) > tolerance:
            problems.append(f"{what}: expected {expected:.6f}, got {actual:.6f}")

    # Rows are rounded to the cent per kind: at most four kinds per month and provider.
    totals = defaultdict(lambda: [0.0, 0.0])
    for row in got["spend"]:
        totals[(row["month"], row["provider"])][0] += row["billed"]
        totals[(row["month"], row["provider"])][1] += row["effective"]
    if set(totals) != set(spend):
        problems.append(f"months and providers: expected {sorted(spend)}, got {sorted(totals)}")
    for key, (billed, effective) in spend.items():
        check(f"{key} billed", billed, totals[key][0], 0.021)
        check(f"{key} effective", effective, totals[key][1], 0.021)
    if committed != 0:
        problems.append("the sample was expected to have no committed GPU line")
    if any(row.get("committed_gpu_hours", 0) for row in got["spend"]):
        problems.append("committed GPU-hours where every GPU line's commitment id is NULL")
    gb = sum(r.get("gb", 0.0) for r in got["spend"] if r["kind"] == "egress")
    cost = sum(r["effective"] for r in got["spend"] if r["kind"] == "egress")
    check("egress GB", egress_gb, gb, 0.001 * max(1, len(got["spend"])))
    check("egress effective", egress_cost, cost, 0.021)
    named = {u["instance"]: u["hours"] for u in got.get("unknown_gpus", {}).get("bills", [])}
    if set(named) != set(unknown):
        problems.append(f"unknown GPU instances: expected {sorted(unknown)}, got {sorted(named)}")
    for name, hours in unknown.items():
        check(f"{name} instance-hours", hours, named.get(name, -1.0), 0.001)
    if got["files"][0]["lines"] != lines + 1:
        problems.append(f"lines: expected {lines + 1}, got {got['files'][0]['lines']}")
    for name in ("azure-ea-actual-small.csv", "azure-ea-amortized-small.csv"):
        path = f"{data}/measured/public/{name}"
        actual, effective, billed, storage, egress, months, rows = azure_expected(path)
        got = measure(cli, path)
        remarks = " ".join(got["files"][0].get("remarks", []))
        said = "actual-cost export" if actual else "amortized-cost export"
        if said not in remarks:
            problems.append(f"{name}: expected the remark {said!r}, got {remarks!r}")
        check(f"{name} effective", effective, sum(r["effective"] for r in got["spend"]), 0.021)
        check(f"{name} billed", billed, sum(r["billed"] for r in got["spend"]), 0.021)
        check(f"{name} storage", storage,
              sum(r["effective"] for r in got["spend"] if r["kind"] == "storage"), 0.006)
        check(f"{name} egress GB", egress,
              sum(r.get("gb", 0.0) for r in got["spend"] if r["kind"] == "egress"), 0.001)
        if {r["month"] for r in got["spend"]} != months:
            problems.append(f"{name}: months {months}")
        print(f"{name}: {rows} lines, {said}, effective {effective:.6f}, billed {billed:.6f}, "
              f"storage {storage:.6f}, egress {egress:.8f} GB")
    for p in problems:
        print(p)
    print(f"FOCUS 1.0 sample: {lines} lines, {len(spend)} month-provider sums, egress "
          f"{egress_gb:.6f} GB for {egress_cost:.6f}, unknown GPUs {dict(unknown)}")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
