#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""One scenario, one answer (issue 31): every command-line surface that shows a figure gives the
same recommendation, totals, NPV and break-even month as `evaluate` for every scenario in
tests/data.

    test_surfaces.py --cli PATH/gpu-advisor-cli --data PATH/tests/data [--keep] [--verbose]

The reference is the CLI's own `evaluate FILE` JSON (nothing here is hard-coded): per option its
total (`tco`), `npv`, monthly and cumulative series and (version 2) break-even month, and the
advice (`advice.option`, `advice.headline`). Each surface in SURFACES is then run on the same
files and read back — JSON, `store list --json` after `store import`, `compare` (files, `--db`,
the CSV table), the PDF report through `pdftotext -layout` (files and `report --db`), the Excel
workbook's Summary sheet (files and `--db --id`), the CSV of the monthly series (files and
`--db --id`), the figures the SVG charts print, `tornado`, `simulate`, and `optimize --out` for
the plan files. Besides the 16 scenario files, the live scenarios of the store fixture
(tests/data/store/v1.sqlite, a library users already have) are exported and checked, and the
fixture's own `store list --json` columns with them. Every mismatch is
collected as (file, surface, field, expected, got) and printed; exit 1 if there is any, else
the last line is "N passed, 0 failed".

Every command of `gpu-advisor-cli --help` must be in SURFACES (with its check) or in
NOT_FIGURE_SURFACES (with the reason it shows no figure of the same answer): a new command that
is in neither fails the test.

Every run gets a private HOME, XDG_DATA_HOME, XDG_CONFIG_HOME, XDG_CACHE_HOME and
XDG_RUNTIME_DIR in a temporary folder (and no GPU_ADVISOR_DB), so the user's catalog
(QStandardPaths::GenericDataLocation/<application>/…, src/catalog/catalogfile.cpp) and library
are never read or touched: every surface prices against the default catalog only.
"""
import argparse
import csv
import decimal
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
import zipfile

# Fewer scenarios than this means the discovery broke (a renamed folder, validate refusing
# everything): tests/data holds 16 scenario files and the store fixture's live scenarios add
# more.
MIN_SCENARIOS = 20

# "To the cent": two amounts agree when they differ by less than half a cent. Amounts a surface
# prints rounded are compared with the half-unit of their rounding instead.
CENT = 0.005
MONTH_TOLERANCE = 1e-6

# The option keys as evaluate prints them, their English labels (ui/core/optiontable.cpp,
# src/export/exportnames.cpp) and which of them own a fleet (engine/options.h: FleetRule other
# than None — their advice title names the fleet, "Hybrid with 25 GPUs"). The engine's order of
# the options is read from each scenario's CSV (its rows follow the evaluation); ENGINE_ORDER is
# only the fallback. A key that is not here is reported, not guessed.
LABELS = {"cloud": "Cloud", "multicloud": "Multi-cloud", "onprem": "On-premise",
          "hybrid": "Hybrid"}
FLEET_OPTIONS = {"onprem", "hybrid"}
ENGINE_ORDER = ["cloud", "multicloud", "onprem", "hybrid"]

NS = {"m": "http://schemas.openxmlformats.org/spreadsheetml/2006/main",
      "r": "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
      "pr": "http://schemas.openxmlformats.org/package/2006/relationships"}


class SurfaceError(Exception):
    """A command failed or wrote something unreadable: one failure of that surface."""


# ---------------------------------------------------------------------------------------------
# Results


class Results:
    def __init__(self, verbose=False):
        self.passed = 0
        self.failures = []  # (file, surface, field, expected, got)
        self.verbose = verbose

    def fail(self, file, surface, field, expected, got):
        self.failures.append((file, surface, field, str(expected), str(got)))
        if self.verbose:
            print(f"MISMATCH {file} | {surface} | {field}: expected {expected}, got {got}",
                  flush=True)

    def check(self, ok, file, surface, field, expected, got):
        if ok:
            self.passed += 1
            if self.verbose:
                print(f"ok       {file} | {surface} | {field}: {got}")
        else:
            self.fail(file, surface, field, expected, got)
        return ok

    def money(self, file, surface, field, expected, got, tolerance=CENT):
        """`got` equals `expected` within `tolerance` (to the cent unless told)."""
        ok = isinstance(got, (int, float)) and not isinstance(got, bool) and \
            expected is not None and abs(got - expected) < tolerance + 1e-9
        return self.check(ok, file, surface, field, fmt_amount(expected), fmt_amount(got))

    def month(self, file, surface, field, expected, got):
        """Break-even months: equal to 1e-6, or both none."""
        if expected is None or got is None:
            ok = expected is None and got is None
        else:
            ok = isinstance(got, (int, float)) and abs(got - expected) <= MONTH_TOLERANCE
        return self.check(ok, file, surface, field, expected, got)

    def text(self, file, surface, field, expected, got):
        return self.check(expected == got, file, surface, field, repr(expected), repr(got))

    def error(self, file, surface, problem):
        self.fail(file, surface, "command", "success", problem)


def fmt_amount(value):
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return f"{value:,.4f}"
    return repr(value)


# ---------------------------------------------------------------------------------------------
# Running the command line


class Cli:
    def __init__(self, path, env):
        self.path = path
        self.env = env
        self.seconds = {}

    def run(self, surface, *args, ok=(0,), timeout=600):
        start = time.monotonic()
        try:
            done = subprocess.run([self.path, *args], env=self.env, capture_output=True,
                                  text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            raise SurfaceError(f"`{' '.join(args)}` took over {timeout} s") from None
        finally:
            self.seconds[surface] = self.seconds.get(surface, 0.0) + time.monotonic() - start
        if done.returncode not in ok:
            raise SurfaceError(f"`gpu-advisor-cli {' '.join(args)}` exit {done.returncode}: "
                               f"{done.stderr.strip()[:400]}")
        return done

    def json(self, surface, *args, **kw):
        done = self.run(surface, *args, **kw)
        try:
            return json.loads(done.stdout)
        except json.JSONDecodeError as e:
            raise SurfaceError(f"`{' '.join(args)}` printed no JSON ({e})") from None


def private_environment(root):
    """The environment of every run: offscreen, C.UTF-8, and folders of its own."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("GPU_ADVISOR_DB", "LANGUAGE") and not k.startswith("XDG_")}
    for name, sub in (("HOME", "home"), ("XDG_DATA_HOME", "data"),
                      ("XDG_CONFIG_HOME", "config"), ("XDG_CACHE_HOME", "cache"),
                      ("XDG_RUNTIME_DIR", "runtime")):
        path = os.path.join(root, sub)
        os.makedirs(path, mode=0o700, exist_ok=True)
        env[name] = path
    env.update(QT_QPA_PLATFORM="offscreen", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    return env


# ---------------------------------------------------------------------------------------------
# The reference: `evaluate FILE`


class Reference:
    """What `evaluate FILE` says about one scenario file."""

    def __init__(self, name, path, evaluation, scenario_json):
        self.name = name  # as messages show it: relative to tests/data
        self.path = path
        self.evaluation = evaluation
        self.version = evaluation["model_version"]
        self.months = evaluation["months"]
        self.currency = scenario_json.get("currency", "USD")
        self.horizon_years = evaluation["months"] // 12
        self.options = evaluation["options"]
        self.order = [k for k in ENGINE_ORDER if k in self.options] + \
            sorted(k for k in self.options if k not in ENGINE_ORDER)
        self.advice = evaluation.get("advice")
        self.library_id = None

    def tco(self, key):
        return self.options[key]["tco"]

    def npv(self, key):
        return self.options[key]["npv"]

    @property
    def recommended(self):
        return self.advice["option"] if self.advice else None

    @property
    def headline(self):
        return self.advice["headline"] if self.advice else None

    def option_break_even(self, key):
        """An option's break-even against the cloud: version 2 prints it per option; version 1
        only on-premise's (top level) and the advised option's (the advice's headline)."""
        if "break_even_month" in self.options[key]:
            return True, self.options[key]["break_even_month"]
        if key == "onprem":
            return True, self.evaluation.get("break_even_month")
        if self.advice and key == self.recommended:
            return True, self.headline["break_even_month"]
        return False, None

    def title(self):
        """The advice as every surface names it: "Hybrid with 25 GPUs", "Multi-cloud"."""
        if not self.advice:
            return None
        key = self.recommended
        label = LABELS.get(key, f"<unknown option {key}>")
        if key not in FLEET_OPTIONS:
            return label
        gpus = self.headline["fleet_gpus"]
        return f"{label} with {gpus:,} GPU{'' if gpus == 1 else 's'}"

    def compared_with_cloud(self, version_one_onprem=True):
        """The option simulate, tornado and the charts measure against the cloud
        (engine::comparedWithCloud): the advised option, or for a cloud advice the cheapest
        (lowest NPV, first in list order) option that owns GPUs. The `simulate` and `tornado`
        commands keep on-premise for version 1 files (README); the charts do not."""
        if (self.version < 2 and version_one_onprem) or not self.advice:
            return "onprem"
        if self.recommended != "cloud":
            return self.recommended
        owners = [k for k in self.order
                  if k in FLEET_OPTIONS and self.options[k].get("onprem_gpus", 0) > 0]
        if not owners:
            return "onprem"
        return min(owners, key=lambda k: (self.npv(k), self.order.index(k)))


# ---------------------------------------------------------------------------------------------
# Formatting as the English surfaces print (QLocale English/United States, ui/core/format.cpp)


def fixed(value, decimals):
    """QLocale::toString(value, 'f', decimals): the exact binary value rounded half up (Python's
    own format rounds an exact tie to even)."""
    step = decimal.Decimal(1).scaleb(-decimals)
    return decimal.Decimal(value).quantize(step, rounding=decimal.ROUND_HALF_UP)


def money_text(amount, currency, decimals=0):
    symbol = "$" if currency == "USD" else "€"
    magnitude = f"{symbol}{fixed(abs(amount), decimals):,}"
    return ("-" if amount < 0 and abs(amount) >= 0.5 * 10 ** -decimals else "") + magnitude


MONEY = re.compile(r"(-?)([$€])\s?(\d{1,3}(?:,\d{3})*|\d+)(\.\d+)?")


def money_values(text):
    """Every amount in `text` ("$1,599,926", "-€1,234.56") as a number."""
    out = []
    for sign, _, whole, fraction in MONEY.findall(text):
        value = float(whole.replace(",", "") + (fraction or ""))
        out.append(-value if sign else value)
    return out


def break_even_text(key, month, horizon_years):
    """texts::breakEvenLabel in English: option `key`'s break-even, the option named."""
    label = LABELS.get(key, key)
    if month is None:
        return f"{label}: no break-even within {horizon_years} " \
            f"year{'' if horizon_years == 1 else 's'}"
    if month <= 0.0:
        return f"{label} is cheaper than the cloud option from the first month"
    return f"{label}: break-even after {fixed(month, 1)} months"


# texts::breakEvenLabel's three forms, for any option.
BREAK_EVEN_PATTERN = (r"[\w-]+: break-even after [\d.,]+ months|[\w-]+ is cheaper than the cloud "
                      r"option from the first month|[\w-]+: no break-even within \d+ years?")


# ---------------------------------------------------------------------------------------------
# Discovery


def discover(cli, data_dir, work):
    """Every file under tests/data that `validate` accepts, plus the live scenarios of the store
    fixtures (copied, exported with `store export`): (name, path) pairs."""
    found = []
    for folder, _, files in sorted(os.walk(data_dir)):
        for f in sorted(files):
            path = os.path.join(folder, f)
            done = subprocess.run([cli.path, "validate", path], env=cli.env,
                                  capture_output=True, text=True, timeout=120)
            if done.returncode == 0 and done.stdout.strip().endswith(": valid"):
                found.append((os.path.relpath(path, data_dir), path))
    # The store fixtures stand for libraries users have: their scenarios, exported from a
    # migrated copy, are scenario files too.
    store_dir = os.path.join(data_dir, "store")
    fixtures = sorted(f for f in os.listdir(store_dir) if f.endswith(".sqlite")) \
        if os.path.isdir(store_dir) else []
    for fixture in fixtures:
        copy = os.path.join(work, "fixture-" + fixture)
        shutil.copyfile(os.path.join(store_dir, fixture), copy)
        for record in cli.json("store list", "store", "--db", copy, "list", "--json"):
            out = os.path.join(work, f"fixture-{fixture[:-7]}-{record['id']}.json")
            cli.run("store export", "store", "--db", copy, "export", str(record["id"]),
                    "--out", out)
            found.append((f"store/{fixture}#{record['id']}", out))
    return found


def load_references(cli, scenarios, results):
    refs = []
    for name, path in scenarios:
        try:
            evaluation = cli.json("evaluate", "evaluate", path)
        except SurfaceError as e:
            results.error(name, "evaluate", e)
            continue
        with open(path, encoding="utf-8") as f:
            refs.append(Reference(name, path, evaluation, json.load(f)))
    return refs


# ---------------------------------------------------------------------------------------------
# Surfaces


def check_evaluate(ctx, refs):
    """`evaluate FILE`'s advice agrees with its own option table, and `evaluate FILE...` (one
    process, one catalog, an array) gives each file the same figures as `evaluate FILE`."""
    r = ctx.results
    for ref in refs:
        if not r.check(ref.advice is not None, ref.name, "evaluate", "advice", "an advice",
                       ref.advice):
            continue
        h, key = ref.headline, ref.recommended
        r.text(ref.name, "evaluate", "advice.headline.option", key, h["option"])
        if key not in ref.options:
            r.fail(ref.name, "evaluate", "advice.option", f"one of {ref.order}", key)
            continue
        r.money(ref.name, "evaluate", "advice.headline.tco", ref.tco(key), h["tco"])
        r.money(ref.name, "evaluate", "advice.headline.npv", ref.npv(key), h["npv"])
        r.money(ref.name, "evaluate", "advice.headline.savings (= cloud tco - tco)",
                ref.tco("cloud") - ref.tco(key), h["savings"])
        known, month = ref.option_break_even(key)
        if known and key != "cloud":
            r.month(ref.name, "evaluate", f"advice.headline.break_even_month ({key})", month,
                    h["break_even_month"])
    try:
        batch = ctx.cli.json("evaluate (several files)", "evaluate", *[x.path for x in refs])
    except SurfaceError as e:
        r.error("(all files)", "evaluate FILE...", e)
        return
    by_file = {entry.get("file"): entry for entry in batch}
    for ref in refs:
        entry = by_file.get(ref.path)
        if not r.check(entry is not None, ref.name, "evaluate FILE...", "entry", "present",
                       None):
            continue
        compare_evaluation(ctx, ref, entry, "evaluate FILE...")


def compare_evaluation(ctx, ref, entry, surface):
    """An evaluate-shaped object (evaluate, compare) against the reference: the options, each
    option's tco and npv, the advice and its break-even."""
    r = ctx.results
    options = entry.get("options", {})
    r.text(ref.name, surface, "options", sorted(ref.options), sorted(options))
    for key in ref.order:
        if key not in options:
            continue
        r.money(ref.name, surface, f"{key}.tco", ref.tco(key), options[key].get("tco"))
        r.money(ref.name, surface, f"{key}.npv", ref.npv(key), options[key].get("npv"))
        if "break_even_month" in ref.options[key]:
            r.month(ref.name, surface, f"{key}.break_even_month",
                    ref.options[key]["break_even_month"], options[key].get("break_even_month"))
    advice = entry.get("advice") or {}
    r.text(ref.name, surface, "advice.option", ref.recommended, advice.get("option"))
    headline = advice.get("headline") or {}
    if ref.advice:
        r.month(ref.name, surface, "advice.headline.break_even_month",
                ref.headline["break_even_month"], headline.get("break_even_month"))
        r.money(ref.name, surface, "advice.headline.savings", ref.headline["savings"],
                headline.get("savings"))


def check_store(ctx, refs):
    """`store import` of every file, then `store list --json`: the library's columns
    (recommendation, savings, break-even month) are the advice's."""
    r = ctx.results
    surface = "store list --json"
    for ref in refs:
        record = ctx.records.get(ref.library_id)
        if not r.check(record is not None, ref.name, surface, "record",
                       f"scenario {ref.library_id}", None):
            continue
        r.text(ref.name, surface, "recommendation", ref.recommended, record["recommendation"])
        if not ref.advice or ref.recommended not in ref.options:
            continue
        r.money(ref.name, surface, "savings (= cloud tco - recommended tco)",
                ref.tco("cloud") - ref.tco(ref.recommended), record["savings"])
        r.month(ref.name, surface, "break_even_month", ref.headline["break_even_month"],
                record["break_even_month"])
        fraction = ref.headline["savings_fraction"]
        ok = record["savings_fraction"] is not None and \
            abs(record["savings_fraction"] - fraction) <= 1e-9
        r.check(ok, ref.name, surface, "savings_fraction", fraction, record["savings_fraction"])
    check_store_fixtures(ctx, refs)


def check_store_fixtures(ctx, refs):
    """A library users already have (the store fixtures, opened and so migrated): its columns
    for each live scenario equal `evaluate` of that scenario's export."""
    r = ctx.results
    surface = "store list --json (fixture library)"
    for ref in refs:
        m = re.fullmatch(r"store/(.+\.sqlite)#(\d+)", ref.name)
        if not m:
            continue
        records = ctx.fixture_records.get(m.group(1))
        if records is None:
            try:
                copy = os.path.join(ctx.work, "fixture-" + m.group(1))
                listed = ctx.cli.json(surface, "store", "--db", copy, "list", "--json")
            except SurfaceError as e:
                r.error(ref.name, surface, e)
                listed = []
            records = ctx.fixture_records[m.group(1)] = {x["id"]: x for x in listed}
        record = records.get(int(m.group(2)))
        if not r.check(record is not None, ref.name, surface, "record", "present", None):
            continue
        r.text(ref.name, surface, "recommendation", ref.recommended, record["recommendation"])
        if ref.advice and ref.recommended in ref.options:
            r.money(ref.name, surface, "savings (= cloud tco - recommended tco)",
                    ref.tco("cloud") - ref.tco(ref.recommended), record["savings"])
            r.month(ref.name, surface, "break_even_month", ref.headline["break_even_month"],
                    record["break_even_month"])


def groups_of_two_to_four(items):
    """compare takes two to four scenarios: groups of four, the last ones of two or three."""
    groups = []
    rest = list(items)
    while len(rest) > 5:
        groups.append(rest[:4])
        rest = rest[4:]
    if len(rest) == 5:
        groups += [rest[:3], rest[3:]]
    elif len(rest) >= 2:
        groups.append(rest)
    elif rest:  # a single scenario overall: compare it with itself
        groups.append(rest * 2)
    return groups


def check_compare(ctx, refs):
    """`compare FILE...` and `compare --db DB --ids …` (JSON): each scenario's options' tco, npv
    and break-even and its advice; and the comparison table `compare … --out X.csv`
    (Recommendation, Break-even, each option's total as printed)."""
    r = ctx.results
    for group in groups_of_two_to_four(refs):
        try:
            out = ctx.cli.json("compare FILE", "compare", *[x.path for x in group])
            for ref, entry in zip(group, out["scenarios"]):
                r.text(ref.name, "compare FILE", "file", ref.path, entry.get("file"))
                compare_evaluation(ctx, ref, entry, "compare FILE")
        except SurfaceError as e:
            for ref in group:
                r.error(ref.name, "compare FILE", e)
        check_compare_table(ctx, group, "compare FILE --out X.csv",
                            [x.path for x in group])
    for group in groups_of_two_to_four([x for x in refs if x.library_id is not None]):
        ids = ",".join(str(x.library_id) for x in group)
        try:
            out = ctx.cli.json("compare --db", "compare", "--db", ctx.library, "--ids", ids)
            for ref, entry in zip(group, out["scenarios"]):
                r.check(entry.get("id") == ref.library_id, ref.name, "compare --db", "id",
                        ref.library_id, entry.get("id"))
                compare_evaluation(ctx, ref, entry, "compare --db")
        except SurfaceError as e:
            for ref in group:
                r.error(ref.name, "compare --db", e)
        check_compare_table(ctx, group, "compare --db --out X.csv",
                            ["--db", ctx.library, "--ids", ids])


def check_compare_table(ctx, group, surface, selection):
    """The comparison table for Excel (ui/export/comparison.cpp), in English: a row per figure,
    a column per scenario. Its "Recommendation" is the advice's title, its "Break-even" must be
    the same break-even month as every other surface (the recommended option's), "Savings of
    on-premise" on-premise's savings and "Total cost: OPTION" each option's total, the amounts
    rounded to whole units."""
    r = ctx.results
    out = os.path.join(ctx.work, f"compare-{len(os.listdir(ctx.work))}.csv")
    try:
        ctx.cli.run(surface, "compare", *selection, "--out", out, "--lang", "en")
        with open(out, encoding="utf-8-sig", newline="") as f:
            # Issue 36: figure, unit, then one number cell per scenario.
            table = [row for row in csv.reader(f) if row]
            rows = {row[0]: row[2:] for row in table}
            units = {row[0]: row[1] for row in table}
    except (SurfaceError, OSError) as e:
        for ref in group:
            r.error(ref.name, surface, e)
        return
    currency = units.get("Savings of on-premise")
    first_currency = group[0].currency
    for i, ref in enumerate(group):
        def cell(label):
            values = rows.get(label)
            return values[i] if values and i < len(values) else None

        def number(label):
            try:
                return float(cell(label))
            except (TypeError, ValueError):
                return None
        r.text(ref.name, surface, "Recommendation", ref.title(), cell("Recommendation"))
        # The recommendation's own break-even month, a number of months (empty: none).
        if ref.advice and ref.recommended != "cloud":
            month = ref.headline["break_even_month"]
            got = number("Break-even of the recommendation")
            if month is None:
                r.text(ref.name, surface, "Break-even of the recommendation", "",
                       cell("Break-even of the recommendation"))
            else:
                r.check(got is not None and abs(got - month) <= 0.05 + 1e-9, ref.name, surface,
                        "Break-even of the recommendation (months)", fixed(month, 1), got)
        if ref.currency != first_currency:
            continue  # converted at the catalog's rate: checked by export_tests
        r.text(ref.name, surface, "unit of the amounts", first_currency, currency)
        r.money(ref.name, surface, "Savings of on-premise (= cloud tco - onprem tco)",
                ref.tco("cloud") - ref.tco("onprem"), number("Savings of on-premise"))
        for key in ref.order:
            label = f"Total cost: {LABELS.get(key, key)}"
            r.money(ref.name, surface, label, ref.tco(key), number(label))


def report_text(pdf):
    done = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True,
                          timeout=120)
    if done.returncode != 0:
        raise SurfaceError(f"pdftotext {pdf}: {done.stderr.strip()}")
    return done.stdout


def joined(text):
    """The text as one line: lines joined by a space, or directly after a line that ends in a
    hyphen (the layout breaks "On-premise" after its hyphen; it never hyphenates words)."""
    out = ""
    for line in (x.strip() for x in text.splitlines()):
        if not line:
            continue
        out += line if out.endswith("-") or not out else " " + line
    return out


def check_report_text(ctx, ref, text, surface):
    """The report (ui/export/report.cpp) in English: the cover's "Recommendation: TITLE", its
    break-even and savings line; the executive summary's "Total over N years: OPTION AMOUNT · …";
    the Recommendation section's title; the Key figures' TCO and NPV rows (each option's amount
    in the engine's order, rounded to whole units), on-premise's break-even month and the Cost
    by category table's Total row."""
    r = ctx.results
    lines = [line.strip() for line in text.splitlines()]
    flat = joined(text)
    # The cover: everything before its "Horizon 5 years · amounts in USD · …" line.
    end = next((i for i, x in enumerate(lines) if x.startswith("Horizon ")), len(lines))
    cover_text = joined("\n".join(lines[:end]))
    title = ref.title()
    cover = next((line for line in lines if line.startswith("Recommendation:")), None)
    r.text(ref.name, surface, "cover 'Recommendation: …'", f"Recommendation: {title}",
           re.sub(r"\s+", " ", cover) if cover else None)
    # The section: a line "Recommendation", then the advice's title.
    section = None
    for i, line in enumerate(lines):
        if line == "Recommendation":
            section = next((x for x in lines[i + 1:] if x), None)
            break
    r.text(ref.name, surface, "Recommendation section title", title, section)
    if ref.advice:
        h = ref.headline
        currency = ref.currency
        if ref.recommended != "cloud":
            expected = break_even_text(ref.recommended, h["break_even_month"], ref.horizon_years)
            found = re.search(BREAK_EVEN_PATTERN, cover_text)
            r.text(ref.name, surface, "cover break-even", expected,
                   found.group(0) if found else None)
            amount = money_text(abs(h["savings"]), currency)
            label = LABELS.get(ref.recommended, ref.recommended)
            expected = f"{label} saves {amount}" if h["savings"] >= 0 else \
                f"{label} costs {amount}"
        else:
            expected = f"The cloud costs {money_text(h['tco'], currency)}"
        found = re.search(re.escape(expected.split(" ")[0]) + r" [\w-]* ?(saves|costs) "
                          r"-?[$€][\d,]+", cover_text)
        r.check(expected in cover_text, ref.name, surface, "cover savings", expected,
                found.group(0) if found else "not in the text")
    # "Total over 5 years: Cloud $7,232,256 · Multi-cloud $1,599,926 · …"
    m = re.search(r"Total over \d+ years?: (.*?)\.(?:\s|$)", flat)
    pairs = dict(re.findall(r"([A-Z][\w-]*) (-?[$€][\d,]+)", m.group(1))) if m else {}
    for key in ref.order:
        label = LABELS.get(key, key)
        values = money_values(pairs.get(label, ""))
        r.money(ref.name, surface, f"summary 'Total over …' {label}", ref.tco(key),
                values[0] if values else None, tolerance=0.5 + 1e-6)
    rows = (("Total cost of ownership (TCO)", "tco", r"Total cost of ownership \(TCO\)"),
            ("Net present value", "npv", r"Net present value"),
            ("Cost by category: Total", "tco", r"Total(?=\s+-?[$€])"))
    for name, field, pattern in rows:
        line = next((x for x in lines if re.match(pattern, x)), None)
        got = money_values(line) if line else []
        expected = [ref.options[k][field] for k in ref.order]
        ok = len(got) == len(expected) and \
            all(abs(g - e) <= 0.5 + 1e-6 for g, e in zip(got, expected))
        r.check(ok, ref.name, surface, f"Key figures '{name}' ({', '.join(ref.order)})",
                ", ".join(money_text(e, ref.currency) for e in expected),
                line if line else "no such row")
    # Returns against the cloud (issue 36): the IRR and ROI rows, one percentage per option in
    # the engine's order ("—" for none), to the report's one decimal.
    business = ref.evaluation.get("business_case", {}).get("options", {})
    for name, field in (("IRR against the cloud", "irr"), ("ROI against the cloud", "roi")):
        line = next((x for x in lines if x.startswith(name)), None)
        cells = re.findall(r"(—|-?[\d,]+\.\d%)", line[len(name):]) if line else []
        expected = []
        for key in ref.order:
            value = business.get(key, {}).get(field)
            expected.append("—" if value is None else f"{value * 100:,.1f}%")
        r.text(ref.name, surface, f"Key figures '{name}'", expected, cells)
    # "On-premise against the cloud": its break-even month, as format::months prints it.
    row = "Break-even month of on-premise (payback period)"
    line = next((x for x in lines if x.startswith(row)), None)
    month = ref.evaluation.get("break_even_month")
    expected = "not within the horizon" if month is None else f"{fixed(month, 1)} months"
    r.text(ref.name, surface, f"On-premise against the cloud: {row}", expected,
           line[len(row):].strip() if line else None)


def check_report(ctx, refs):
    """`report FILE --out X.pdf` for every file and `report --db DB --ids … --out-dir DIR` for
    every library scenario, read with pdftotext. A report takes about a second; the whole set
    (every file twice) takes well under the 5 minutes a subset would be needed for, so no subset
    is taken."""
    r = ctx.results
    if shutil.which("pdftotext") is None:
        r.fail("(all files)", "report", "pdftotext", "installed (poppler-utils)", "missing")
        return
    for n, ref in enumerate(refs):
        pdf = os.path.join(ctx.work, f"report-{n}.pdf")
        try:
            ctx.cli.run("report FILE", "report", ref.path, "--out", pdf, "--lang", "en")
            check_report_text(ctx, ref, report_text(pdf), "report FILE")
        except SurfaceError as e:
            r.error(ref.name, "report FILE", e)
    stored = [x for x in refs if x.library_id is not None]
    out_dir = os.path.join(ctx.work, "reports")
    try:
        done = ctx.cli.run("report --db", "report", "--db", ctx.library, "--ids",
                           ",".join(str(x.library_id) for x in stored), "--out-dir", out_dir,
                           "--lang", "en", ok=(0, 1))
    except SurfaceError as e:
        for ref in stored:
            r.error(ref.name, "report --db", e)
        return
    written = {}
    for line in done.stderr.splitlines():
        m = re.search(r"report \d+/\d+: scenario (\d+) → (.+)$", line)
        if m:
            written[int(m.group(1))] = m.group(2).strip()
    for ref in stored:
        pdf = written.get(ref.library_id)
        if not pdf:
            r.error(ref.name, "report --db", f"no report written for scenario {ref.library_id}"
                    f" ({done.stderr.strip()[:300]})")
            continue
        try:
            check_report_text(ctx, ref, report_text(pdf), "report --db")
        except SurfaceError as e:
            r.error(ref.name, "report --db", e)


class Workbook:
    """An .xlsx read as Office Open XML: cells by sheet name, shared strings resolved, and the
    few formulas the workbook writes (SUM over a range, references added or subtracted)
    evaluated from the cells they reference."""

    def __init__(self, path):
        with zipfile.ZipFile(path) as z:
            shared = []
            if "xl/sharedStrings.xml" in z.namelist():
                for si in ET.fromstring(z.read("xl/sharedStrings.xml")).findall("m:si", NS):
                    shared.append("".join(t.text or "" for t in si.iter(f"{{{NS['m']}}}t")))
            rels = {x.get("Id"): x.get("Target") for x in ET.fromstring(
                z.read("xl/_rels/workbook.xml.rels")).findall("pr:Relationship", NS)}
            self.sheets = []
            self.cells = {}
            book = ET.fromstring(z.read("xl/workbook.xml"))
            for sheet in book.find("m:sheets", NS):
                name = sheet.get("name")
                target = rels[sheet.get(f"{{{NS['r']}}}id")].lstrip("/")
                part = target if target.startswith("xl/") else "xl/" + target
                cells = {}
                for c in ET.fromstring(z.read(part)).iter(f"{{{NS['m']}}}c"):
                    f, v = c.find("m:f", NS), c.find("m:v", NS)
                    value = None
                    if v is not None and v.text is not None:
                        kind = c.get("t")
                        value = shared[int(v.text)] if kind == "s" else \
                            v.text if kind in ("str", "inlineStr") else float(v.text)
                    elif c.get("t") == "inlineStr":
                        value = "".join(t.text or "" for t in c.iter(f"{{{NS['m']}}}t"))
                    cells[c.get("r")] = (f.text if f is not None else None, value)
                self.sheets.append(name)
                self.cells[name] = cells
        self.memo = {}

    def value(self, sheet, ref):
        return self.cells.get(sheet, {}).get(ref, (None, None))[1]

    def formula(self, sheet, ref):
        return self.cells.get(sheet, {}).get(ref, (None, None))[0]

    REF = r"(?:'((?:[^']|'')+)'!)?\$?([A-Z]+)\$?(\d+)"

    def computed(self, sheet, ref, depth=0):
        """The cell's value computed from its formula (recursively), or its value."""
        key = (sheet, ref)
        if key in self.memo:
            return self.memo[key]
        formula = self.formula(sheet, ref)
        if formula is None or depth > 50:
            value = self.value(sheet, ref)
            return value if isinstance(value, float) else 0.0
        value = self.evaluate(formula.lstrip("="), sheet, depth)
        self.memo[key] = value
        return value

    def evaluate(self, formula, sheet, depth):
        total = 0.0
        pos = 0
        term = re.compile(r"([+-]?)(?:SUM\(" + self.REF + r":\$?([A-Z]+)\$?(\d+)\)|" +
                          self.REF + r")")
        while pos < len(formula):
            m = term.match(formula, pos)
            if not m:
                raise SurfaceError(f"cannot evaluate the formula ={formula}")
            sign = -1.0 if m.group(1) == "-" else 1.0
            if m.group(3):  # SUM(range)
                where = (m.group(2) or sheet).replace("''", "'")
                c0, c1 = col_number(m.group(3)), col_number(m.group(5))
                r0, r1 = int(m.group(4)), int(m.group(6))
                part = sum(self.computed(where, f"{col_name(c)}{row}", depth + 1)
                           for c in range(c0, c1 + 1) for row in range(r0, r1 + 1))
            else:
                where = (m.group(7) or sheet).replace("''", "'")
                part = self.computed(where, f"{m.group(8)}{m.group(9)}", depth + 1)
            total += sign * part
            pos = m.end()
        return total


def col_number(name):
    n = 0
    for ch in name:
        n = n * 26 + ord(ch) - ord("A") + 1
    return n


def col_name(n):
    name = ""
    while n:
        n, rest = divmod(n - 1, 26)
        name = chr(ord("A") + rest) + name
    return name


def check_workbook(ctx, ref, path, surface):
    """The Summary sheet (src/export/xlsxexport.cpp), in English: the row labelled
    "Recommendation" holds the advice's title; the option table (header "Option", then one row
    per option in the engine's order) holds each option's total — a formula over the Monthly
    sheet whose cached value and whose recomputed value must both be the reference's tco — its
    NPV, break-even month and savings against the cloud."""
    r = ctx.results
    book = Workbook(path)
    if not r.check(bool(book.sheets) and book.sheets[0] == "Summary", ref.name, surface,
                   "first sheet", "Summary", book.sheets[:1]):
        return
    cells = book.cells["Summary"]

    def row_of(label):
        for where, (_, value) in cells.items():
            if where.startswith("A") and value == label:
                return int(where[1:])
        return None

    row = row_of("Recommendation")
    r.text(ref.name, surface, "Recommendation", ref.title(),
           book.value("Summary", f"B{row}") if row else "no Recommendation row")
    header = row_of("Option")
    if not r.check(header is not None, ref.name, surface, "option table", "a row 'Option'",
                   None):
        return
    names = [book.value("Summary", f"A{header + 1 + i}") for i in range(len(ref.order))]
    r.text(ref.name, surface, "options in order", [LABELS.get(k, k) for k in ref.order], names)
    for i, key in enumerate(ref.order):
        at = header + 1 + i
        label = LABELS.get(key, key)
        formula = book.formula("Summary", f"B{at}")
        r.money(ref.name, surface, f"{label} total (cached value)", ref.tco(key),
                book.value("Summary", f"B{at}"))
        if formula:
            r.money(ref.name, surface, f"{label} total (its formula recomputed)", ref.tco(key),
                    book.computed("Summary", f"B{at}"))
        r.money(ref.name, surface, f"{label} NPV", ref.npv(key), book.value("Summary", f"C{at}"))
        if key != "cloud":
            known, month = ref.option_break_even(key)
            got = book.value("Summary", f"E{at}")
            if known:
                r.month(ref.name, surface, f"{label} break-even month", month,
                        None if got == "not within the horizon" else got)
            r.money(ref.name, surface, f"{label} savings against the cloud",
                    ref.tco("cloud") - ref.tco(key), book.value("Summary", f"F{at}"))
    # The cost by category: a header "Cost category" and the option names, then a "Total" row
    # of formulas over the category rows.
    breakdown = row_of("Cost category")
    total = next((int(w[1:]) for w, (_, v) in cells.items()
                  if w.startswith("A") and v == "Total" and breakdown and int(w[1:]) > breakdown),
                 None)
    if r.check(total is not None, ref.name, surface, "Cost category table", "a 'Total' row",
               None):
        for i, key in enumerate(ref.order):
            where = f"{col_name(2 + i)}{total}"
            label = LABELS.get(key, key)
            r.money(ref.name, surface, f"Cost category Total {label} (cached value)",
                    ref.tco(key), book.value("Summary", where))
            r.money(ref.name, surface, f"Cost category Total {label} (recomputed)",
                    ref.tco(key), book.computed("Summary", where))


BUSINESS_COLUMNS = ("spend", "capex", "opex", "residual", "depreciation", "cumulative",
                    "savings", "cumulative_savings")


def check_workbook_per_year(ctx, ref, book, surface):
    """The Per year sheet (issue 36, docs/methodology.md §18): the returns table (IRR, ROI,
    discounted payback of each option against the cloud) and each option's fiscal years — spend,
    capex, residual value, opex, depreciation, cumulative and savings, cached and recomputed from
    their formulas over the Monthly sheet — against evaluate's business_case."""
    r = ctx.results
    business = ref.evaluation.get("business_case", {}).get("options", {})
    if not r.check("Per year" in book.sheets, ref.name, surface, "sheet 'Per year'", "present",
                   book.sheets):
        return
    cells = book.cells["Per year"]
    rows_of = {}
    for where, (_, value) in cells.items():
        if where.startswith("A") and isinstance(value, str):
            rows_of.setdefault(value, []).append(int(where[1:]))
    for key in ref.order:
        label = LABELS.get(key, key)
        expected = business.get(key)
        rows = sorted(rows_of.get(label, []))
        if not r.check(expected is not None and len(rows) >= 2, ref.name, surface,
                       f"Per year rows of {label}", "returns row and block", rows):
            continue
        returns_row, block_row = rows[0], rows[1]
        for column, field in (("B", "irr"), ("C", "roi"), ("D", "discounted_payback_month")):
            want, got = expected[field], book.value("Per year", f"{column}{returns_row}")
            if want is None:
                r.check(not isinstance(got, float), ref.name, surface, f"{label} {field}",
                        "no figure", got)
            else:
                r.check(isinstance(got, float) and abs(got - want) <= 1e-9 * max(1, abs(want)),
                        ref.name, surface, f"{label} {field}", want, got)
        for i, year in enumerate(expected["years"]):
            at = block_row + 1 + i
            for column, field in zip("DEFGHIJK", ("spend", "capex", "opex", "residual",
                                                  "depreciation", "cumulative", "savings",
                                                  "cumulative_savings")):
                if key == "cloud" and field in ("savings", "cumulative_savings"):
                    continue
                where = f"{column}{at}"
                r.money(ref.name, surface, f"{label} {year['fiscal_year']} {field} (cached)",
                        year[field], book.value("Per year", where))
                if book.formula("Per year", where):
                    r.money(ref.name, surface,
                            f"{label} {year['fiscal_year']} {field} (recomputed)",
                            year[field], book.computed("Per year", where))


def check_xlsx(ctx, refs):
    """`xlsx FILE --out W.xlsx` and `xlsx --db DB --id N --out W.xlsx` (English)."""
    r = ctx.results
    for n, ref in enumerate(refs):
        runs = [("xlsx FILE", [ref.path])]
        if ref.library_id is not None:
            runs.append(("xlsx --db --id", ["--db", ctx.library, "--id", str(ref.library_id)]))
        for surface, selection in runs:
            out = os.path.join(ctx.work, f"book-{n}-{len(selection)}.xlsx")
            try:
                ctx.cli.run(surface, "xlsx", *selection, "--out", out, "--lang", "en")
                check_workbook(ctx, ref, out, surface)
                check_workbook_per_year(ctx, ref, Workbook(out), surface)
            except (SurfaceError, zipfile.BadZipFile, ET.ParseError, KeyError) as e:
                r.error(ref.name, surface, f"{type(e).__name__}: {e}")


def check_monthly_csv(ctx, ref, path, surface):
    """The machine CSV (docs/export.md §3): month × option rows in the engine's order, each
    month's total and cumulative to the cent; the last cumulative is the option's tco."""
    r = ctx.results
    with open(path, encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    order = []
    for row in rows:
        if row["month"] != "1":
            break
        order.append(row["option"])
    r.text(ref.name, surface, "options in order", ref.order, order)
    if sorted(order) == sorted(ref.order):
        ref.order = order  # the engine's order, for the surfaces checked after this one
    r.check(len(rows) == ref.months * len(ref.options), ref.name, surface, "rows",
            f"{ref.months} months × {len(ref.options)} options", len(rows))
    series = {}
    for row in rows:
        series.setdefault(row["option"], []).append(row)
    for key in ref.order:
        got = series.get(key, [])
        option = ref.options[key]
        bad = None
        for m, row in enumerate(got):
            for column, values in (("total", option["monthly"]),
                                   ("cumulative", option["cumulative"])):
                if m < len(values) and abs(float(row[column]) - values[m]) > CENT + 1e-9:
                    bad = bad or (f"month {row['month']} {column}", values[m], row[column])
        if bad:
            r.fail(ref.name, surface, f"{key} {bad[0]}", fmt_amount(bad[1]), bad[2])
        else:
            r.check(len(got) == ref.months, ref.name, surface, f"{key} monthly total and "
                    "cumulative", f"{ref.months} months", len(got))
        last = float(got[-1]["cumulative"]) if got else None
        r.money(ref.name, surface, f"{key} last cumulative (= tco)", ref.tco(key), last)


def check_yearly_csv(ctx, ref, path, surface):
    """`csv --by year` (issue 36): one row per fiscal year and option, each figure to the cent
    of evaluate's business_case."""
    r = ctx.results
    with open(path, encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    business = ref.evaluation.get("business_case", {}).get("options", {})
    for key in ref.order:
        got = [row for row in rows if row["option"] == key]
        years = business.get(key, {}).get("years", [])
        if not r.check(len(got) == len(years) and years, ref.name, surface,
                       f"{key} fiscal years", len(years), len(got)):
            continue
        bad = None
        for row, year in zip(got, years):
            if int(row["fiscal_year"]) != year["fiscal_year"]:
                bad = bad or ("fiscal_year", year["fiscal_year"], row["fiscal_year"])
            for column in BUSINESS_COLUMNS:
                if abs(float(row[column]) - year[column]) > CENT + 1e-9:
                    bad = bad or (f"{year['fiscal_year']} {column}", year[column], row[column])
        if bad:
            r.fail(ref.name, surface, f"{key} {bad[0]}", bad[1], bad[2])
        else:
            r.check(True, ref.name, surface, f"{key} per year", "", "")


def check_csv(ctx, refs):
    """`csv FILE --out M.csv` and `csv --db DB --id N --out M.csv` (machine form)."""
    r = ctx.results
    for n, ref in enumerate(refs):
        runs = [("csv FILE", [ref.path])]
        if ref.library_id is not None:
            runs.append(("csv --db --id", ["--db", ctx.library, "--id", str(ref.library_id)]))
        for surface, selection in runs:
            out = os.path.join(ctx.work, f"monthly-{n}-{len(selection)}.csv")
            try:
                ctx.cli.run(surface, "csv", *selection, "--out", out)
                check_monthly_csv(ctx, ref, out, surface)
                yearly = os.path.join(ctx.work, f"yearly-{n}-{len(selection)}.csv")
                ctx.cli.run(surface + " --by year", "csv", *selection, "--out", yearly,
                            "--by", "year")
                check_yearly_csv(ctx, ref, yearly, surface + " --by year")
            except (SurfaceError, OSError, KeyError, ValueError) as e:
                r.error(ref.name, surface, f"{type(e).__name__}: {e}")


def check_tornado(ctx, refs):
    """`tornado FILE`: its base savings are the savings over the cloud of the option it
    measures (on-premise for version 1; for version 2 the advised option, for a cloud advice the
    cheapest option that owns GPUs) — the same figures as evaluate's."""
    r = ctx.results
    for ref in refs:
        try:
            out = ctx.cli.json("tornado", "tornado", ref.path)
        except SurfaceError as e:
            r.error(ref.name, "tornado", e)
            continue
        key = ref.compared_with_cloud()
        if ref.version >= 2:
            r.text(ref.name, "tornado", "option", key, out.get("option"))
        if key in ref.options:
            r.money(ref.name, "tornado", f"base_savings (= cloud tco - {key} tco)",
                    ref.tco("cloud") - ref.tco(key), out.get("base_savings"))


def check_simulate(ctx, refs):
    """`simulate FILE`: a distribution of draws, so no figure of it equals evaluate's; what it
    shares with the answer is which option it draws against the cloud (version 2: the advised
    one, as the app's Uncertainty tab). 200 draws keep it quick."""
    r = ctx.results
    for ref in refs:
        if ref.version < 2:
            continue  # version 1: always on-premise against the cloud (README), not the advice
        try:
            out = ctx.cli.json("simulate", "simulate", ref.path, "--draws", "200", "--seed", "1")
        except SurfaceError as e:
            r.error(ref.name, "simulate", e)
            continue
        r.text(ref.name, "simulate", "option", ref.compared_with_cloud(), out.get("option"))


def check_optimize(ctx, refs):
    """`optimize FILE --out P.json --time-limit 5` for the plan files: the NPV it prints is
    `evaluate P.json`'s hybrid NPV, and the plan it prints is the one written."""
    r = ctx.results
    for n, ref in enumerate(refs):
        if not ref.name.startswith("plan" + os.sep) and not ref.name.startswith("plan/"):
            continue
        planned = os.path.join(ctx.work, f"planned-{n}.json")
        try:
            out = ctx.cli.json("optimize", "optimize", ref.path, "--out", planned,
                               "--time-limit", "5", ok=(0, 1, 2))
        except SurfaceError as e:
            r.error(ref.name, "optimize", e)
            continue
        if not r.check(out.get("status") in ("optimal", "feasible"), ref.name, "optimize",
                       "status", "optimal or feasible", out.get("status")):
            continue
        try:
            evaluated = ctx.cli.json("evaluate", "evaluate", planned)
        except SurfaceError as e:
            r.error(ref.name, "optimize", e)
            continue
        hybrid = evaluated["options"].get("hybrid", {})
        r.money(ref.name, "optimize", "npv (= evaluate --out file: hybrid npv)",
                hybrid.get("npv"), out.get("npv"))
        purchases = [(p["month"], p["gpus"]) for p in hybrid.get("purchases", [])]
        printed = [(p["month"], p["gpus"]) for p in (out.get("plan") or {}).get("purchases", [])]
        if printed or purchases:
            r.text(ref.name, "optimize", "plan.purchases (= evaluate --out file)",
                   purchases, printed)


def check_update_prices(ctx, refs):
    """`update-prices FILE --out P.json` (version 2): the answer it prints before the update is
    evaluate's (each option's tco, the recommendation); against the same catalog the answer
    after is the same and no figure changes; `evaluate P.json` (now pinned) says so again and
    names its prices "pinned". Version 1 takes no prices from the catalog: refused, exit 2."""
    r = ctx.results
    for n, ref in enumerate(refs):
        if ref.version < 2:
            try:
                done = ctx.cli.run("update-prices", "update-prices", ref.path, ok=(2,))
                r.check("version 1" in done.stderr, ref.name, "update-prices", "refusal",
                        "names version 1", done.stderr.strip())
            except SurfaceError as e:
                r.error(ref.name, "update-prices", e)
            continue
        pinned = os.path.join(ctx.work, f"pinned-{n}.json")
        try:
            out = ctx.cli.json("update-prices", "update-prices", ref.path, "--out", pinned)
            evaluated = ctx.cli.json("evaluate", "evaluate", pinned)
        except SurfaceError as e:
            r.error(ref.name, "update-prices", e)
            continue
        r.text(ref.name, "update-prices", "changes (same catalog)", [], out.get("changes"))
        for when in ("answer_before", "answer_after"):
            answer = out.get(when, {})
            r.text(ref.name, "update-prices", f"{when}.recommendation", ref.recommended,
                   answer.get("recommendation"))
            for key in ref.order:
                r.money(ref.name, "update-prices", f"{when}.options.{key}.tco", ref.tco(key),
                        answer.get("options", {}).get(key, {}).get("tco"))
        r.text(ref.name, "update-prices", "evaluate --out file: prices.source", "pinned",
               evaluated.get("prices", {}).get("source"))
        compare_evaluation(ctx, ref, evaluated, "evaluate of the update-prices --out file")


def svg_texts(path):
    """Every text of an SVG (Qt's SVG generator: <text> elements), in document order."""
    root = ET.parse(path).getroot()
    return [" ".join("".join(e.itertext()).split()) for e in root.iter()
            if e.tag.rsplit("}", 1)[-1] == "text"]


def check_chart(ctx, refs):
    """`chart FILE --kind K --out X.svg` (English): the charts print figures as text. The
    breakdown's subtitle gives every option's total ("Cloud: $7,232,256 · …"); the break-even
    chart's callout (or subtitle) the break-even of the option it compares with the cloud (the
    advised one; for a cloud advice the cheapest that owns GPUs); the tornado's subtitle and
    "Base:" that option's savings over the cloud. Amounts are rounded to whole units. The
    utilization chart (cost against utilization), the matrix (the decision matrix's own lean,
    titled as such) and the histogram (a distribution) show no figure of the answer."""
    r = ctx.results
    for n, ref in enumerate(refs):
        texts = {}
        for kind in ("breakdown", "break-even", "tornado"):
            out = os.path.join(ctx.work, f"chart-{n}-{kind}.svg")
            try:
                ctx.cli.run("chart", "chart", ref.path, "--kind", kind, "--out", out,
                            "--lang", "en")
                texts[kind] = svg_texts(out)
            except (SurfaceError, ET.ParseError, OSError) as e:
                r.error(ref.name, f"chart --kind {kind}", e)
        if "breakdown" in texts:
            line = next((t for t in texts["breakdown"] if t.startswith("Cloud: ")), "")
            pairs = dict(re.findall(r"([A-Z][\w-]*): (-?[$€][\d,]+)", line))
            for key in ref.order:
                label = LABELS.get(key, key)
                values = money_values(pairs.get(label, ""))
                r.money(ref.name, "chart --kind breakdown", f"subtitle {label} total",
                        ref.tco(key), values[0] if values else line or None, tolerance=0.5)
        key = ref.compared_with_cloud(version_one_onprem=False)
        label = LABELS.get(key, key)
        if "break-even" in texts and key in ref.options:
            known, month = ref.option_break_even(key)
            if known:
                found = next((t for t in texts["break-even"]
                              if re.fullmatch(BREAK_EVEN_PATTERN, t)), None)
                r.text(ref.name, "chart --kind break-even", f"break-even ({key})",
                       break_even_text(key, month, ref.horizon_years), found)
        if "tornado" in texts and key in ref.options:
            savings = ref.tco("cloud") - ref.tco(key)
            title = next((t for t in texts["tornado"] if t.startswith("Savings of ")), "")
            r.text(ref.name, "chart --kind tornado", "subtitle option",
                   f"Savings of the {label.lower()} option over the cloud",
                   title.split(" (")[0] or None)
            values = money_values(title)
            r.money(ref.name, "chart --kind tornado", f"subtitle savings ({key})", savings,
                    values[0] if values else None, tolerance=0.5 + 1e-6)
            base = next((t for t in texts["tornado"] if t.startswith("Base: ")), "")
            values = money_values(base)
            r.money(ref.name, "chart --kind tornado", f"'Base:' savings ({key})", savings,
                    values[0] if values else None, tolerance=0.5 + 1e-6)


# Every command of `gpu-advisor-cli --help` that prints or writes a figure of a scenario's
# answer, with its check (run in this order: the CSV first, as it tells the engine's order of
# the options the report's and the workbook's columns follow).
SURFACES = {
    "evaluate": check_evaluate,
    "store": check_store,        # list --json (the library's columns), after import
    "csv": check_csv,
    "compare": check_compare,    # JSON (files, --db) and the CSV table (--out X.csv)
    "report": check_report,      # FILE and --db, via pdftotext
    "xlsx": check_xlsx,          # FILE and --db --id, Summary sheet
    "tornado": check_tornado,    # base savings and the option it measures
    "simulate": check_simulate,  # the option it draws against (its figures: a distribution)
    "optimize": check_optimize,  # plan files: printed NPV = evaluate of the --out file
    "chart": check_chart,        # the figures the SVG charts print as text
    "update-prices": check_update_prices,  # its answer before/after; the pinned --out file
}

# Commands that show no figure of the same answer, and why.
NOT_FIGURE_SURFACES = {
    "validate": "checks a file; prints 'valid' or the invalid field, no figure",
    "catalog": "lists and imports catalog prices (inputs), not a scenario's answer",
    "measure": "reads bills and telemetry into a scenario (inputs), not a scenario's answer",
    "team": "sets up roles on a PostgreSQL library; no scenario",
    "providers": "prices one workload at every catalog offer, ranked per offer: a different "
                 "question (which offer), no option total, NPV or recommendation",
}


def help_commands(cli):
    """The commands `gpu-advisor-cli --help` lists: the first word of each synopsis line."""
    done = cli.run("help", "--help")
    names = []
    for line in done.stdout.splitlines():
        m = re.match(r"^  (\S+)", line)
        if m and not line.startswith("      ") and not m.group(1).startswith("-"):
            names.append(m.group(1))
    return names


# ---------------------------------------------------------------------------------------------


class Context:
    pass


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True, help="the built gpu-advisor-cli")
    parser.add_argument("--data", required=True, help="the tests/data folder")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder")
    parser.add_argument("--verbose", action="store_true", help="print every passed check")
    args = parser.parse_args()

    started = time.monotonic()
    root = tempfile.mkdtemp(prefix="gda-consistency-")
    ctx = Context()
    ctx.results = results = Results(args.verbose)
    ctx.cli = Cli(os.path.abspath(args.cli), private_environment(root))
    ctx.work = os.path.join(root, "work")
    os.makedirs(ctx.work)
    ctx.fixture_records = {}
    try:
        commands = help_commands(ctx.cli)
        results.check(bool(commands), "(cli)", "--help", "commands", "a list", commands)
        for name in commands:
            results.check(name in SURFACES or name in NOT_FIGURE_SURFACES, "(cli)", "--help",
                          f"command '{name}'", "checked in SURFACES or explained in "
                          "NOT_FIGURE_SURFACES", "in neither: add it to this test")
        for name in list(SURFACES) + list(NOT_FIGURE_SURFACES):
            results.check(name in commands, "(cli)", "--help", f"command '{name}'",
                          "listed by --help", "not listed (stale entry in this test)")

        scenarios = discover(ctx.cli, os.path.abspath(args.data), ctx.work)
        refs = load_references(ctx.cli, scenarios, results)
        print(f"{len(refs)} scenarios: " + ", ".join(x.name for x in refs), flush=True)
        results.check(len(refs) >= MIN_SCENARIOS, "(tests/data)", "discovery",
                      "scenarios checked", f"at least {MIN_SCENARIOS}", len(refs))

        # One library with every scenario, imported at once; ids from import's own lines.
        ctx.library = os.path.join(root, "lib.sqlite")
        ctx.records = {}
        try:
            done = ctx.cli.run("store import", "store", "--db", ctx.library, "import",
                               *[x.path for x in refs])
            ids = {}
            for line in done.stdout.splitlines():
                m = re.match(r"^(.*): imported as scenario (\d+)$", line)
                if m:
                    ids[m.group(1)] = int(m.group(2))
            for ref in refs:
                ref.library_id = ids.get(ref.path)
                results.check(ref.library_id is not None, ref.name, "store import", "id",
                              "imported as scenario N", None)
            ctx.records = {x["id"]: x for x in
                           ctx.cli.json("store list", "store", "--db", ctx.library, "list",
                                        "--json")}
        except SurfaceError as e:
            results.error("(all files)", "store import/list", e)

        for name, check in SURFACES.items():
            t = time.monotonic()
            try:
                check(ctx, refs)
            except Exception as e:  # a surface that prints something unexpected: its failure
                results.error("(all files)", name, f"the check stopped: {type(e).__name__}: {e}")
            print(f"-- {name}: {time.monotonic() - t:.1f} s", flush=True)
    finally:
        if args.keep:
            print(f"kept {root}")
        else:
            shutil.rmtree(root, ignore_errors=True)

    if results.failures:
        print(f"\n{len(results.failures)} mismatches (file | surface | field: expected, got):")
        for file, surface, field, expected, got in results.failures:
            print(f"  {file} | {surface} | {field}: expected {expected}, got {got}")
    print(f"time {time.monotonic() - started:.0f} s")
    print(f"{results.passed} passed, {len(results.failures)} failed")
    return 1 if results.failures else 0


if __name__ == "__main__":
    sys.exit(main())
