#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""The independent Python model (costmodel_v1.py) reproduces the six worked examples.

    test_costmodel_v1.py EXAMPLES_DIR

Every number of every NAME.expected.json (per option the totals, NPV, cost per GPU-hour, fleet,
category totals, monthly and cumulative series; the break-even month, savings fraction,
break-even utilization and its kind, the optimal fleet) must come out to 1e-9 relative (1e-6
absolute for values near zero), as the examples' README requires of any implementation.
"""

import glob
import json
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import costmodel_v1  # noqa: E402

EXAMPLES = None


def differences(path, actual, expected, out):
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            out.append("%s: %r is not an object" % (path, actual))
            return
        for key, value in expected.items():
            if key not in actual:
                out.append("%s.%s: missing" % (path, key))
            else:
                differences("%s.%s" % (path, key), actual[key], value, out)
    elif isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            out.append("%s: length %s, expected %d" % (path, len(actual) if isinstance(actual, list) else "-",
                                                       len(expected)))
            return
        for index, (a, e) in enumerate(zip(actual, expected)):
            differences("%s[%d]" % (path, index), a, e, out)
    elif isinstance(expected, bool) or expected is None or isinstance(expected, str):
        if actual != expected:
            out.append("%s: %r, expected %r" % (path, actual, expected))
    else:
        if actual is None or abs(actual - expected) > max(1e-9 * abs(expected), 1e-6):
            out.append("%s: %r, expected %r" % (path, actual, expected))


class WorkedExamples(unittest.TestCase):
    def test_six_examples_to_1e9(self):
        files = sorted(glob.glob(os.path.join(EXAMPLES, "*.expected.json")))
        self.assertEqual(len(files), 6, "the six worked examples in " + EXAMPLES)
        for expected_path in files:
            name = os.path.basename(expected_path)[:-len(".expected.json")]
            with self.subTest(example=name):
                with open(os.path.join(EXAMPLES, name + ".json"), encoding="utf-8") as f:
                    scenario = json.load(f)
                with open(expected_path, encoding="utf-8") as f:
                    expected = json.load(f)
                found = []
                differences(name, costmodel_v1.evaluate(scenario), expected, found)
                self.assertEqual(found, [], "\n".join(found[:20]))

    def test_a_wrong_number_is_caught(self):
        # The comparison itself must be able to fail: a relative change of 1e-8 is caught.
        found = []
        differences("x", {"tco": 1.00000001e6}, {"tco": 1e6}, found)
        self.assertEqual(len(found), 1)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    EXAMPLES = sys.argv.pop(1)
    unittest.main(verbosity=2)
