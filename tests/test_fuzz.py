"""The fuzzers (``bench/fuzz_addresses.py``, ``fuzz_events.py``, ``fuzz_entries.py``): a few
thousand seeded cases by default, 100,000 addresses, 25,000 events and 10,000 stored entries
with ``pytest --soak``. Every address either opens (and round-trips exactly) or is an
AddressError; every event gets an answer, and a refused one leaves the controller as it was;
every stored entry is kept or set aside, and a start lists them so.

The same fuzzers also run inside Pyodide under Node (``fuzz_pyodide.py``), where a text
nested too deep kills the runtime instead of raising: a sample by default; 10,000 addresses,
3,000 events and 1,000 stored entries with ``pytest tests/test_fuzz.py --soak -k pyodide``.
Pyodide must end normally and give every case the verdict CPython gives it."""

from __future__ import annotations

import shutil

import fuzz_addresses
import fuzz_entries
import fuzz_events
import fuzz_pyodide
import pytest


def test_fuzzed_addresses_open_exactly_or_fail_cleanly(soak: bool) -> None:
    report = fuzz_addresses.run(100_000 if soak else 2_500, seed=11)
    assert report.failures == [], report.summary()
    assert report.loaded and sum(report.refused.values()), report.summary()
    assert set(report.by_mutator) == set(fuzz_addresses.MUTATORS)


def test_fuzzed_events_never_crash_and_refused_ones_change_nothing(soak: bool) -> None:
    report = fuzz_events.run(25_000 if soak else 1_500, seed=12)
    assert report.failures == [], report.summary()
    assert {"event.not_object", "event.unknown_type", "event.unknown_field"} <= set(report.refused)


def test_fuzzed_stored_entries_are_kept_or_set_aside(soak: bool) -> None:
    report = fuzz_entries.run(10_000 if soak else 1_000, seed=13)
    assert report.failures == [], report.summary()
    assert report.kept and report.starts and set(report.by_mutator) == set(fuzz_entries.MUTATORS)
    assert {"saved.damaged", "address.damaged"} <= set(report.damaged), report.summary()


needs_pyodide = pytest.mark.skipif(
    shutil.which("node") is None or not (fuzz_pyodide.PYODIDE / "pyodide.mjs").exists(),
    reason="needs node and node_modules/pyodide (npm ci)")


@needs_pyodide
def test_the_fuzzers_in_pyodide_end_normally_with_cpythons_verdicts(soak: bool) -> None:
    counts = fuzz_pyodide.SOAK if soak else fuzz_pyodide.SAMPLE
    lines: list[str] = []
    pairs = fuzz_pyodide.compare([(name, cases, 21) for name, cases in counts.items()],
                                 lines.append)
    print("\n".join(lines))  # the times and counts of both runtimes (pytest -s shows them)
    for mine, theirs in pairs:
        assert mine.failures == [] and theirs.failures == [], (mine.summary, theirs.summary)
        assert theirs.cases == mine.cases == counts[mine.name]
        assert fuzz_pyodide.differences(mine, theirs) == [], (mine.summary, theirs.summary)
    assert any(v.startswith("refused:address.damaged") for v in pairs[0][1].verdicts)
