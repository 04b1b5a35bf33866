"""The address and event fuzzers (``fuzz_addresses.py``, ``fuzz_events.py``): a few thousand
seeded cases by default, 100,000 addresses and 25,000 events with ``pytest --soak``. Every
address either opens (and round-trips exactly) or is an AddressError; every event gets an
answer, and a refused one leaves the controller as it was."""

from __future__ import annotations

import fuzz_addresses
import fuzz_events


def test_fuzzed_addresses_open_exactly_or_fail_cleanly(soak: bool) -> None:
    report = fuzz_addresses.run(100_000 if soak else 2_500, seed=11)
    assert report.failures == [], report.summary()
    assert report.loaded and sum(report.refused.values()), report.summary()
    assert set(report.by_mutator) == set(fuzz_addresses.MUTATORS)


def test_fuzzed_events_never_crash_and_refused_ones_change_nothing(soak: bool) -> None:
    report = fuzz_events.run(25_000 if soak else 1_500, seed=12)
    assert report.failures == [], report.summary()
    assert {"event.not_object", "event.unknown_type", "event.unknown_field"} <= set(report.refused)
