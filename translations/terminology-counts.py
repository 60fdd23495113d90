#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""One word per concept: counts, over the Dutch translations of a .ts file, the messages that use
each variant of the concepts the second Dutch review counted (shared/docs/reviews/dutch-2.md,
"Terminology inconsistencies"). A concept with more than one variant in use is listed with a "!".

    translations/terminology-counts.py [translations/gpu-advisor_nl.ts]
"""
import re
import sys
import xml.etree.ElementTree as ET

# concept: [(variant, regular expression over a translation, case-insensitive)]
CONCEPTS = {
    "commitment (reserved)": [
        ("reserveringscontract", r"reserveringscontract"),
        ("verplichting", r"verplichting"),
        # "vastgelegde prijzen" are a scenario's pinned prices, another concept
        ("vastgelegde … (GPUs, capacity)", r"vastgelegde? (?:gpu|capaciteit|uren)"),
        ("contract (bare)", r"(?<![a-z])contract(?:en)?(?![a-z])"),
    ],
    "pricing term": [
        ("contractvorm", r"contractvorm"),
        ("afnamevorm", r"afnamevorm"),
    ],
    "duration term": [
        ("looptijd", r"looptijd"),
        # "de termijnen van een lease" are a lease's instalments, another concept
        ("termijn (not leasetermijn)", r"(?<!lease)termijn(?!en van een lease)"),
    ],
    "fleet": [
        ("GPU-park", r"gpu-park"),
        ("park (bare)", r"(?<![a-z-])park(?![a-z])"),
        ("vloot", r"vloot"),
    ],
    "on-premise + optie": [
        ("on-premise-optie", r"on-premise-optie"),
        ("on-premiseoptie", r"on-premiseoptie"),
    ],
    "GPUs busy at the same time": [
        ("gelijktijdig bezette", r"gelijktijdig bezette"),
        ("tegelijk bezette", r"tegelijk bezette"),
        ("GPU's tegelijk", r"gpu's tegelijk"),
        ("gelijktijdige GPU's", r"gelijktijdige gpu's"),
    ],
    "start hour": [
        ("Beginuur", r"beginuur"),
        ("Begint om uur", r"begint om uur"),
    ],
    "the workload's data": [
        ("Data van de werklast", r"data van de werklast"),
        ("Dataset van de werklast", r"dataset van de werklast"),
        ("Eigen data", r"eigen data(?![a-z])"),
    ],
    "training run": [
        ("trainingsrun", r"trainingsrun"),
        # the hybrid-cloud article's own spelling stays inside its quotation
        ("trainingrun", r"(?<!“)trainingrun"),
    ],
    "offer": [
        ("(cloud)aanbieding", r"aanbieding"),
        ("aanbod", r"(?<![a-z])aanbod(?![a-z])"),
    ],
    "release (of a commitment)": [
        ("afstoten", r"afgestoten|afstoten|afgestoot"),
        ("vrijgave/vrijgegeven", r"vrijgave|vrijgegeven|vrijgeven"),
        ("beëindiging", r"beëindiging"),
        ("niet meer gebruikt", r"niet meer gebruikt"),
    ],
    # Paid-but-idle GPU-hours (review 2: "onbenut"); the power a server draws while idle stays
    # "in rust", a concept of its own.
    "idle (paid GPU-hours)": [
        ("onbenut", r"onbenut"),
        ("niet bezet", r"niet bezet"),
        ("GPU-uren in rust", r"gpu-uren in rust"),
    ],
    "workload migration": [
        ("Migratie van werklasten", r"migratie van werklasten"),
        ("Werklastmigratie", r"werklastmigratie"),
    ],
    "binding limit": [
        ("bindend", r"bindend"),
        ("bepalend", r"bepalend"),
        ("knellend", r"knellend"),
    ],
    "at most": [
        ("hoogstens", r"hoogstens"),
        ("ten hoogste", r"ten hoogste"),
        ("maximaal + amount", r"maximaal (\\d|%|een|twee|drie|vier|vijf|tien)"),
    ],
    "plural of id": [
        ("id's", r"id's"),
        ("ids (not the option --ids)", r"(?<![a-z-])ids(?![a-z])"),
    ],
    "quotation marks": [
        ("“…”", r"“"),
        ("‘…’", r"‘"),
        # straight quotes around a literal value ("%1", "gpu-advisor-catalog") are not prose
        ('"…" in prose', r'(?:^|[\s(])"[a-zà-ÿ][^"]* [^"]*"(?=[\s).,;:]|$)'),
    ],
    "over the horizon": [
        ("gehele horizon", r"gehele horizon"),
        ("hele horizon", r"(?<!ge)hele horizon"),
    ],
    "product name": [
        ("GPU Decision Advisor", r"gpu decision advisor"),
        ("GPU-beslisadviseur", r"gpu-beslisadviseur"),
    ],
    "reason column": [
        ("Reden", r"^reden$"),
        ("Waarom", r"^waarom$"),
    ],
    # opslaan is the action; bewaren only "keep/retain" ("blijft bewaard", "Niet bewaren"), so
    # what is counted against it is bewaren used for saving a version or a copy.
    "save (the action)": [
        ("opslaan", r"opslaan|opgeslagen"),
        ("bewaren (a version/copy)", r"(?:versie|kopie)(?: \w+)? bewaren|bewaard boven"),
    ],
    "reports preposition": [
        ("op rapporten", r"op rapporten"),
        ("in rapporten", r"in rapporten"),
    ],
}


def translations(path):
    for message in ET.parse(path).getroot().iter("message"):
        t = message.find("translation")
        if t is None:
            continue
        forms = [f.text or "" for f in t.findall("numerusform")] or [t.text or ""]
        yield "\n".join(forms)


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "translations/gpu-advisor_nl.ts"
    texts = list(translations(path))
    for concept, variants in CONCEPTS.items():
        counts = [(name, sum(1 for t in texts if re.search(rx, t, re.IGNORECASE | re.MULTILINE)))
                  for name, rx in variants]
        used = [c for c in counts if c[1]]
        mark = "!" if len(used) > 1 else " "
        print("%s %-28s %s" % (mark, concept,
                               ", ".join("%s %d" % (name, n) for name, n in counts)))


if __name__ == "__main__":
    main()
