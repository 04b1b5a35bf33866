"""The fuzzers in Pyodide: the same seeded cases in CPython and in the WebAssembly CPython the
players' browsers run (``node_modules/pyodide`` under Node, through ``pyodide_script.mjs``),
compared case by case.

Pyodide's stack is far smaller than CPython's: a text CPython refuses with a RecursionError
can kill Pyodide for good ("Maximum call stack size exceeded"), so a CPython run alone cannot
see that class of bug. A run passes when Pyodide ends normally (no fatal error), neither
runtime has a failure, and both give the same verdict for every case (each fuzzer's
``Report.verdicts``: how each case ended, e.g. ``refused:address.damaged``).

    python bench/fuzz_pyodide.py                        # a sample of each fuzzer
    python bench/fuzz_pyodide.py --soak                 # 10,000 addresses, 3,000 events,
                                                        # 1,000 stored entries
    python bench/fuzz_pyodide.py addresses=500 --seed 3

``pytest tests/test_fuzz.py`` samples it; ``pytest tests/test_fuzz.py --soak -k pyodide`` runs
the soak. Each fuzzer also takes ``--pyodide`` alone (``python bench/fuzz_events.py --pyodide``).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PYODIDE = ROOT / "node_modules" / "pyodide"
RUNNER = ROOT / "bench" / "pyodide_script.mjs"
IN_PYODIDE = sys.platform == "emscripten"
#: The fuzzers by name: their modules here in bench/.
FUZZERS = {"addresses": "fuzz_addresses", "events": "fuzz_events", "entries": "fuzz_entries"}
SAMPLE = {"addresses": 150, "events": 120, "entries": 120}
SOAK = {"addresses": 10_000, "events": 3_000, "entries": 1_000}
#: Where a Pyodide run prints each fuzzer's result (one JSON line each).
MARK = "FUZZ-RESULT "


def digest(verdicts: list[str]) -> str:
    return hashlib.sha256("\n".join(verdicts).encode()).hexdigest()[:16]


@dataclass
class Result:
    """One fuzzer's run in one runtime: what each case came to, and its failures."""

    name: str
    runtime: str
    cases: int
    seconds: float
    summary: str
    failures: list[str]
    verdicts: list[str]

    @property
    def digest(self) -> str:
        return digest(self.verdicts)


def run_here(name: str, cases: int, seed: int) -> Result:
    """Run fuzzer ``name`` in this process (CPython, or Pyodide when this runs there)."""
    sys.path.insert(0, str(ROOT / "bench"))
    module = importlib.import_module(FUZZERS[name])
    started = time.perf_counter()
    report = module.run(cases, seed)
    seconds = time.perf_counter() - started
    return Result(name, "pyodide" if IN_PYODIDE else "cpython", report.cases, seconds,
                  report.summary(), report.failures[:20], report.verdicts)


def run_in_pyodide(jobs: list[tuple[str, int, int]], timeout: float | None = None
                   ) -> list[Result]:
    """Run ``(name, cases, seed)`` jobs in one Pyodide process under Node; RuntimeError if
    Pyodide died (its fatal error in the message) or printed no result."""
    if shutil.which("node") is None or not (PYODIDE / "pyodide.mjs").exists():
        raise RuntimeError("Pyodide runs need node and node_modules/pyodide (npm ci)")
    job = {"module": str(PYODIDE / "pyodide.mjs"), "indexURL": f"{PYODIDE}/",
           "mounts": {"/tree": str(ROOT)}, "env": {}, "script": "/tree/bench/fuzz_pyodide.py",
           "argv": ["--child", json.dumps(jobs)]}
    done = subprocess.run(["node", str(RUNNER)], input=json.dumps(job), text=True,
                          capture_output=True, timeout=timeout, check=False)
    results = [Result(**json.loads(line[len(MARK):])) for line in done.stdout.splitlines()
               if line.startswith(MARK)]
    if done.returncode != 0 or len(results) != len(jobs):
        raise RuntimeError(f"Pyodide exited with {done.returncode} after {len(results)} of "
                           f"{len(jobs)} fuzzers:\n{done.stderr[-3000:]}")
    return results


def differences(here: Result, there: Result) -> list[str]:
    """Where the two runtimes' verdicts part (the first few cases), [] when they agree."""
    if here.verdicts == there.verdicts:
        return []
    found = [f"case {i}: {a} / {b}" for i, (a, b) in enumerate(zip(here.verdicts,
                                                                     there.verdicts,
                                                                     strict=False)) if a != b]
    if len(here.verdicts) != len(there.verdicts):
        found.append(f"{len(here.verdicts)} / {len(there.verdicts)} verdicts")
    return found[:5]


def compare(jobs: list[tuple[str, int, int]], show: Callable[[str], None] = print
            ) -> list[tuple[Result, Result]]:
    """Each job in CPython (here) and in Pyodide; the pairs, each runtime's result."""
    there = run_in_pyodide(jobs)
    pairs = []
    for (name, cases, seed), theirs in zip(jobs, there, strict=True):
        mine = run_here(name, cases, seed)
        pairs.append((mine, theirs))
        for result in (mine, theirs):
            show(f"{result.runtime:8} {result.seconds:7.1f} s  {result.summary}  "
                 f"[verdicts {result.digest}]")
            for failure in result.failures[:5]:
                show(f"  FAIL {failure}")
        parted = differences(mine, theirs)
        show(f"{name}: {cases} cases, verdicts "
             + ("equal" if not parted else "DIFFER: " + "; ".join(parted)))
    return pairs


def fuzzer_cli(name: str, doc: str, default_cases: int) -> None:
    """A fuzzer's command line: ``--cases``, ``--seed``, and ``--pyodide`` (the same cases
    in Pyodide too, compared); prints the report and the first failures, exits 1 on any
    failure or difference."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=default_cases)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pyodide", action="store_true",
                        help="run the same cases in Pyodide under Node and compare verdicts")
    args = parser.parse_args()
    if args.pyodide:
        ((mine, theirs),) = compare([(name, args.cases, args.seed)])
        sys.exit(1 if mine.failures or theirs.failures or differences(mine, theirs) else 0)
    result = run_here(name, args.cases, args.seed)
    print(result.summary)
    for failure in result.failures:
        print("FAIL", failure)
    sys.exit(1 if result.failures else 0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("counts", nargs="*", help="NAME=CASES (default: a sample of each)")
    parser.add_argument("--soak", action="store_true", help="the soak's counts")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:  # inside Pyodide: run the jobs, print each result
        for name, cases, seed in json.loads(args.child):
            result = run_here(name, cases, seed)
            print(MARK + json.dumps(vars(result)), flush=True)
        return
    counts = dict(SOAK if args.soak else SAMPLE)
    if args.counts:
        counts = {n: int(c) for n, _, c in (text.partition("=") for text in args.counts)}
    started = time.perf_counter()
    pairs = compare([(name, cases, args.seed) for name, cases in counts.items()])
    bad = [mine.name for mine, theirs in pairs
           if mine.failures or theirs.failures or differences(mine, theirs)]
    print(f"{time.perf_counter() - started:.0f} s in all; "
          + (f"FAILED: {', '.join(bad)}" if bad else "no fatal error, no failure, "
             "the same verdicts in CPython and Pyodide"))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
