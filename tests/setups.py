"""Representative set-ups of every rule set (edition, mode, player counts, older rules
versions) for the tests that sweep them all: the bound on a game's length, the fuzzers."""

from __future__ import annotations

from typing import Any

#: Rule set, players, options, rules version (None: the current one).
SETUPS: tuple[tuple[str, int, dict[str, Any], int | None], ...] = (
    ("harvest_valley", 2, {}, None),
    ("harvest_valley", 5, {"sprinkler": "add", "well": "add", "locust": "add", "rabbit": "add",
                           "cultivator": "replace"}, None),
    ("twinstar", 3, {"edition": "gems"}, None),
    ("twinstar", 4, {"edition": "gems"}, 1),
    ("twinstar", 1, {"edition": "fruits"}, None),
    ("twinstar", 4, {"edition": "fruits", "mode": "advanced"}, None),
    ("tropicalia", 2, {"advanced": True}, None),
    ("tropicalia", 4, {}, 1),
    ("terra_vista", 1, {}, None),
    ("terra_vista", 6, {"board": "night"}, None),
    ("terra_vista", 2, {}, 1),
    ("terra_vista", 3, {}, 2),
    ("terra_vista", 2, {"board": "night"}, 3),
)


def cli(run: Any, doc: str, default_cases: int) -> None:
    """A fuzzer's command line: ``--cases`` and ``--seed``; prints the report and the first
    failures, exits 1 on any failure."""
    import argparse
    import sys

    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=default_cases)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    report = run(args.cases, args.seed)
    print(report.summary())
    for failure in report.failures[:20]:
        print("FAIL", failure)
    sys.exit(1 if report.failures else 0)
