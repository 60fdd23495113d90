#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""No English in Dutch output (issue 35 item 2).

Runs gpu-advisor-cli in Dutch on worked examples and measured usage, and looks for English words
in what reaches a user or a client: the report (PDF, as text), the workbook (xlsx: its shared
strings and sheet names), the CSV and the text output of `measure`. A word counts as English
when it is in ENGLISH below (common English words that are not Dutch); product names and the
accepted jargon (EXCEPTIONS) are not, nor any word of the scenario's own texts (its name,
client, notes and workload names are the user's).

    check-no-english.py CLI DATA_DIR WORK_DIR
    check-no-english.py --self-test

Exit 0 when nothing English is found, 1 with the words and where they stand, 77 when a tool the
check needs (pdftotext) is missing.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile

# Common English words that are not also Dutch words ("in", "is", "over", "per", "op", "door",
# "had", "van", "hoe" … are left out on purpose).
ENGLISH = set("""
the and with from to at by or not yes no none only than then this that these those which
when where while what who why how each every all any both other others more less most least
into onto without within between about after before during until since under above below
month months year years day days hour hours weeks minute minutes
cost costs total totals saving savings price prices priced report reports summary page pages
figure figures table tables chart charts peaks peak steady base billed bill bills effective
measured measurement telemetry idle busy option options purchase purchases purchased fleet
utilization utilisation workload workloads amortized amortised release released releases
commitment commitments reserved reservation share shares rate rates rated assumptions
assumption sensitivity uncertainty breakdown recommendation recommended advice draws draw
storage compute network networking staff power electricity maintenance migration
decommissioning phase phases lead time times timeline planned
limit limits binding solver optimal optimised optimized fallback running
first last next previous ends ended started
cloud's provider's workload's option's
low high lower higher value values change changes changed
unknown known stated seen observed gpus category categories
""".split())

# Product names and the jargon the glossary accepts in Dutch text (docs/glossary.md), which the
# English list would otherwise catch.
EXCEPTIONS = set("""
aws azure google gcp nvidia marketplace coreweave lambda runpod vast ai vastai oracle oci
h100 a100 h200 l40s b200 gb200 sxm pcie nvlink infiniband dgx hgx p5 p4d p5e ec2 snowball
direct connect expressroute interconnect focus cur dcgm cloudwatch nvidia-smi
gpu decommissioning
""".split())

# Product names of more than one word, taken out before the words are looked at.
PRODUCTS = ["Savings Plans", "Savings Plan", "AWS Marketplace", "Google Cloud"]

# A token: letters with what may join them; one with "_", ".", "/" or a digit inside is an
# identifier, a path or a file name (inputs.onprem.staff_per_year, focus-small.csv), not a word.
TOKEN = re.compile(r"[A-Za-z0-9][\w'’./-]*")
WORD = re.compile(r"[A-Za-z]+(?:['’-][A-Za-z]+)*")


def prose(text):
    """`text` without what is not the program's own prose: lines with a web address (the
    sources), titles in quotation marks, product names."""
    text = "\n".join(line for line in text.splitlines() if "http" not in line)
    text = re.sub(r"[‘“][^’”]*[’”]", " ", text)
    for name in PRODUCTS:
        text = text.replace(name, " ")
    return text


def words(text):
    found = []
    for token in TOKEN.findall(text):
        token = token.rstrip(".'’-")
        if re.search(r"[_./0-9]", token):
            continue
        found += [w.lower().replace("’", "'") for w in WORD.findall(token)]
    return found


def english_words(text, own):
    """The English words of `text` (each once, in order), apart from the exceptions and the
    scenario's own words."""
    found = []
    for w in words(prose(text)):
        if w in ENGLISH and w not in EXCEPTIONS and w not in own and w not in found:
            found.append(w)
    return found


def context(text, word, width=60):
    m = re.search(r"(?i)(?<![A-Za-z])" + re.escape(word) + r"(?![A-Za-z])", text)
    if not m:
        return ""
    start = max(0, m.start() - width)
    return " ".join(text[start:m.end() + width].split())


def own_words(scenario_path):
    """Every word of the texts a user wrote into a scenario file."""
    with open(scenario_path, encoding="utf-8") as f:
        doc = json.load(f)
    texts = [doc.get("name", ""), doc.get("client", ""), doc.get("notes", "")]
    for w in doc.get("inputs", {}).get("workloads", []) or []:
        texts += [w.get("name", ""), w.get("notes", "")]
    return set(words(" ".join(t for t in texts if isinstance(t, str))))


def xlsx_text(path):
    parts = []
    with zipfile.ZipFile(path) as z:
        for name in z.namelist():
            if name in ("xl/sharedStrings.xml", "xl/workbook.xml") or re.match(
                    r"xl/worksheets/sheet\d+\.xml", name):
                xml = z.read(name).decode("utf-8")
                # Text nodes, sheet names and inline strings; formulas and styles are not text.
                parts += re.findall(r"<t[^>]*>([^<]*)</t>", xml)
                parts += re.findall(r'<sheet [^>]*name="([^"]*)"', xml)
    return "\n".join(parts)


def run(cmd, env):
    r = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=300)
    if r.returncode != 0:
        print("command failed (%d): %s\n%s" % (r.returncode, " ".join(cmd), r.stderr),
              file=sys.stderr)
        sys.exit(1)
    return r.stdout


def check(cli, data, work):
    if not shutil.which("pdftotext"):
        print("skipped: pdftotext (poppler-utils) is not installed")
        return 77
    env = dict(os.environ)
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        env.pop(name, None)
    env["LANG"] = "nl_NL.UTF-8"
    env["QT_QPA_PLATFORM"] = "offscreen"
    os.makedirs(work, exist_ok=True)
    problems = []

    def look(what, text, own):
        for w in english_words(text, own):
            problems.append("%s: \"%s\" in \"…%s…\"" % (what, w, context(text, w)))

    scenarios = ["examples/seed-80xh100-reserved.json",
                 "examples-v2/three-workloads-shared-fleet.json",
                 "plan/seed-80xh100-staged.json"]
    for rel in scenarios:
        path = os.path.join(data, rel)
        own = own_words(path)
        base = os.path.join(work, os.path.basename(rel)[:-5])
        run([cli, "report", path, "--out", base + ".pdf", "--lang", "nl"], env)
        pdf = subprocess.run(["pdftotext", base + ".pdf", "-"], capture_output=True,
                             text=True).stdout
        look(rel + " report", pdf, own)
        run([cli, "xlsx", path, "--out", base + ".xlsx", "--lang", "nl"], env)
        look(rel + " workbook", xlsx_text(base + ".xlsx"), own)
        run([cli, "csv", path, "--out", base + ".csv", "--locale", "nl"], env)
        with open(base + ".csv", encoding="utf-8-sig") as f:
            look(rel + " CSV", f.read(), own)

    measured = [os.path.join(data, "measured", f)
                for f in ("focus-small.csv", "nvidia-smi-small.csv")]
    look("measure", run([cli, "measure"] + measured, env), set())
    out = os.path.join(work, "gemeten.json")
    run([cli, "measure"] + measured + ["--scenario", out, "--name", "Gemeten"], env)
    # The measured scenario's names and notes are the program's, not the user's: its report.
    run([cli, "report", out, "--out", os.path.join(work, "gemeten.pdf"), "--lang", "nl"], env)
    pdf = subprocess.run(["pdftotext", os.path.join(work, "gemeten.pdf"), "-"],
                         capture_output=True, text=True).stdout
    look("measured scenario report", pdf, {"gemeten"})

    for line in problems:
        print(line)
    print("%d English words in Dutch output" % len(problems))
    return 1 if problems else 0


def self_test():
    own = {"inference", "api"}
    text = "Inference API: 8 GPU's, NVIDIA H100 peaks op 1 dagen; totale kosten in 5 jaar"
    found = english_words(text, own)
    assert found == ["peaks"], found
    assert english_words("De hybride optie bespaart € 1.234 in 5 jaar", set()) == []
    assert english_words("Report of the fleet", set()) == ["report", "the", "fleet"]
    assert english_words("inputs.onprem.staff_per_year in data/measured/x.csv", set()) == []
    assert english_words("‘Securities and Exchange’ met Savings Plan", set()) == []
    assert english_words("via AWS Marketplace", set()) == []
    print("self-test passed")
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(check(*sys.argv[1:]))
