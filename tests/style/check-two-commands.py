#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""The README starts with exactly two commands (run the app; run every test), and `.ci/run` runs
the second one word for word.

    check-two-commands.py SOURCE_DIR     check the project
    check-two-commands.py --self-test    show that a drifted copy and a third command are caught
"""
import re
import sys


def readme_commands(readme):
    """The shell blocks before the README's first heading after its title."""
    body = readme.split("\n## ", 1)[0]
    return [b.strip() for b in re.findall(r"```sh\n(.*?)```", body, re.S)]


def ci_command(script):
    """The last non-comment line of .ci/run, after its `cd`."""
    lines = [l.strip() for l in script.splitlines()
             if l.strip() and not l.lstrip().startswith("#")]
    return lines[-1] if lines else ""


def problems(readme, script):
    found = []
    commands = readme_commands(readme)
    if len(commands) != 2:
        found.append("the README starts with %d commands, not 2" % len(commands))
        return found
    run_app, run_tests = commands
    if "./build/app/gpu-advisor" not in run_app:
        found.append("the README's first command does not start the app")
    if "ctest" not in run_tests:
        found.append("the README's second command runs no tests")
    if ci_command(script) != run_tests:
        found.append(".ci/run does not run the README's second command:\n  README: %s\n  "
                     ".ci/run: %s" % (run_tests, ci_command(script)))
    return found


def self_test():
    readme = ("# X\n\nRun the app:\n\n```sh\na && ./build/app/gpu-advisor\n```\n\nTests:\n\n"
              "```sh\na && ctest --test-dir build && b\n```\n\n## Read on\n")
    good = "#!/bin/sh\n# comment\ncd x\na && ctest --test-dir build && b\n"
    drifted = "#!/bin/sh\ncd x\na && ctest --test-dir build\n"
    third = readme.replace("\n## Read on", "```sh\nc\n```\n\n## Read on")
    ok = (problems(readme, good) == [] and len(problems(readme, drifted)) == 1
          and problems(third, good) == ["the README starts with 3 commands, not 2"])
    print("self-test", "passed" if ok else "FAILED")
    return 0 if ok else 1


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    root = sys.argv[1]
    with open(root + "/README.md", encoding="utf-8") as f:
        readme = f.read()
    with open(root + "/.ci/run", encoding="utf-8") as f:
        script = f.read()
    found = problems(readme, script)
    for p in found:
        print(p)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
