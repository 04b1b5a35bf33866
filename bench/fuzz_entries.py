"""The stored-entries fuzzer: saved games as the browser's storage might hand them back at
start-up, mutated, forged and hostile, seeded.

Each case is one storage entry (its key and its text) made from a real game by one mutator:
well-formed entries, the legacy bare address, fields of every wrong type and range, unknown
fields, bit flips and truncation of the JSON, addresses from the address fuzzer, entries
larger than any game's, keys of other shapes, and brackets nested up to 400,000 deep (in the
entry or in its address). A case passes when :func:`pygames.app.store.saved.parse` either gives a
saved game or raises :class:`AddressError`. Every few cases go to a fresh controller in one
``init`` event, as JSON text through the worker's entry point: it must answer with a scene
whose Continue cards are the entries that parsed and whose damaged list is the others.

    python bench/fuzz_entries.py [--cases 1000] [--seed 1] [--pyodide]
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import fuzz_addresses  # noqa: E402
from fuzz_addresses import BAD_VALUES, DEPTHS, Source, nested, sources  # noqa: E402
from fuzz_pyodide import fuzzer_cli  # noqa: E402

from pygames import app  # noqa: E402
from pygames.app.controller import Controller  # noqa: E402
from pygames.app.store import saved  # noqa: E402
from pygames.core import scene  # noqa: E402
from pygames.core.errors import AddressError  # noqa: E402

#: How many entries one init event brings.
BATCH = 8
Entry = tuple[str, str]


def fields(rng: random.Random, src: Source) -> dict[str, Any]:
    data: dict[str, Any] = {"v": 1, "address": src.address, "played": rng.randrange(2**41),
                            "over": rng.random() < 0.2}
    if rng.random() < 0.5:
        data["turn"] = rng.randrange(src.record.players)
    if rng.random() < 0.5:
        data["opened"] = rng.randrange(2**41)
    return data


def text_of(data: dict[str, Any]) -> str:
    return json.dumps(data, separators=(",", ":"))


# ---------------------------------------------------------------------- mutators
def well_formed(rng: random.Random, src: Source) -> Entry:
    return saved.key_of(src.record), text_of(fields(rng, src))


def legacy(rng: random.Random, src: Source) -> Entry:
    """The one autosave of earlier versions: a bare address (at times a damaged one)."""
    if rng.random() < 0.5:
        return saved.LEGACY, src.address
    name = rng.choice(list(fuzz_addresses.MUTATORS))
    return saved.LEGACY, fuzz_addresses.MUTATORS[name](rng, src)


def wrong_field(rng: random.Random, src: Source) -> Entry:
    data = fields(rng, src)
    data[rng.choice(("v", "address", "played", "over", "turn", "opened"))] = \
        rng.choice(BAD_VALUES)
    if rng.random() < 0.3:
        del data[rng.choice(list(data))]
    return saved.key_of(src.record), text_of(data)


def unknown_fields(rng: random.Random, src: Source) -> Entry:
    data = fields(rng, src)
    data[rng.choice(("x", "", "__proto__", "V", "address "))] = rng.choice(BAD_VALUES)
    return saved.key_of(src.record), text_of(data)


def json_edits(rng: random.Random, src: Source) -> Entry:
    """Bit flips, cuts and inserted characters in the entry's JSON text."""
    text = text_of(fields(rng, src))
    for _ in range(rng.randint(1, 4)):
        if not text:
            break
        i = rng.randrange(len(text))
        how = rng.randrange(3)
        char = rng.choice('[]{}",:\\0aé\u0000')
        text = (text[:i] + chr(ord(text[i]) ^ (1 << rng.randrange(7))) + text[i + 1:]
                if how == 0 else text[:i] if how == 1 else text[:i] + char + text[i:])
    return saved.key_of(src.record), text


def fuzzed_address(rng: random.Random, src: Source) -> Entry:
    """An entry whose address is one of the address fuzzer's cases."""
    name = rng.choice([n for n in fuzz_addresses.MUTATORS
                       if n not in ("oversized", "decompression_bomb")])
    data = fields(rng, src)
    data["address"] = fuzz_addresses.MUTATORS[name](rng, src)
    return saved.key_of(src.record), text_of(data)


def oversized(rng: random.Random, src: Source) -> Entry:
    data = fields(rng, src)
    data["x"] = "x" * rng.choice((saved.MAX_ENTRY, 4 * saved.MAX_ENTRY))
    return saved.key_of(src.record), text_of(data)


def odd_key(rng: random.Random, src: Source) -> Entry:
    key = rng.choice(("", "LEGACY", "harvest_valley", "a-" + "b" * 41, "x-1 ", "é-1",
                      "harvest_valley-../x", "harvest_valley-1-DEADBEEF"))
    return key, text_of(fields(rng, src))


def deep_nesting(rng: random.Random, src: Source) -> Entry:
    """Brackets nested up to 400,000 deep: the entry itself, a field, or its address."""
    levels = rng.choice((*DEPTHS, 5000))
    text = nested(levels, rng.choice("[{"))
    where = rng.randrange(4)
    if where == 0:
        return saved.key_of(src.record), text
    if where == 1:
        marker = "<nested here>"
        data = fields(rng, src)
        data[rng.choice(("x", "played", "address", "turn"))] = marker
        return saved.key_of(src.record), text_of(data).replace(json.dumps(marker), text, 1)
    if where == 2:
        return saved.key_of(src.record), "[" * levels
    data = fields(rng, src)
    data["address"] = fuzz_addresses.with_text(fuzz_addresses.fields_of(src.record), 5, text,
                                               "x")
    return saved.key_of(src.record), text_of(data)


MUTATORS: dict[str, Callable[[random.Random, Source], Entry]] = {
    "well_formed": well_formed, "legacy": legacy, "wrong_field": wrong_field,
    "unknown_fields": unknown_fields, "json_edits": json_edits,
    "fuzzed_address": fuzzed_address, "oversized": oversized, "odd_key": odd_key,
    "deep_nesting": deep_nesting,
}
WEIGHTS = {"oversized": 0.3, "odd_key": 0.5}


# ---------------------------------------------------------------------- running
@dataclass
class Report:
    cases: int = 0
    kept: int = 0
    damaged: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)
    worst: tuple[float, str] = (0.0, "")
    by_mutator: Counter[str] = field(default_factory=Counter)
    starts: int = 0
    #: How each entry ended (``kept:<moves>``, ``damaged:<key>``, ``failure``), then each
    #: start's Continue and damaged counts: the same in CPython and in Pyodide.
    verdicts: list[str] = field(default_factory=list)

    def summary(self) -> str:
        seconds, what = self.worst
        keys = ", ".join(f"{k} {n}" for k, n in self.damaged.most_common())
        return (f"{self.cases} stored entries: {self.kept} kept, {sum(self.damaged.values())} "
                f"set aside ({keys}); {self.starts} starts; {len(self.failures)} failures; "
                f"slowest {seconds * 1000:.1f} ms ({what})")


def parse_one(name: str, key: str, raw: str, report: Report) -> str | None:
    """The entry's key among the saved games, or None when it is set aside."""
    started = time.perf_counter()
    found: str | None = None
    try:
        game = saved.parse(key, raw)
        found, verdict = game.key, f"kept:{game.moves}"
        report.kept += 1
    except AddressError as err:
        report.damaged[err.key] += 1
        verdict = f"damaged:{err.key}"
    except BaseException as err:  # noqa: BLE001 - the failure the fuzzer looks for
        report.failures.append(f"{name}: {type(err).__name__}: {err!s:.200} <- "
                               f"{key!r}: {raw[:300]!r}")
        verdict = "failure"
    spent = time.perf_counter() - started
    if spent > report.worst[0]:
        report.worst = (spent, f"{name}, {len(raw)} chars")
    report.verdicts.append(verdict)
    return found


def start(batch: dict[str, str], expected: tuple[set[str], set[str]], report: Report) -> None:
    """A fresh controller started with ``batch``: its catalogue lists the entries that parsed
    to continue and the others as damaged."""
    c = Controller(new_seed=lambda: 1, clock=lambda: 10**12, new_id=lambda: "fuzzid0001")
    text = json.dumps({"type": "init", "hash": "", "saved": batch, "lang": "en"})
    try:
        out = json.loads(app.answer(c, text))
    except BaseException as err:  # noqa: BLE001 - the failure the fuzzer looks for
        report.failures.append(f"start: {type(err).__name__}: {err!s:.200}")
        report.verdicts.append("start:failure")
        return
    report.starts += 1
    if "error" in out:  # a key or entry past the event's own limits: the whole start refused
        report.verdicts.append(f"start:{out['error']['key']}")
        return
    attrs = [node.get("a", {}) for node in scene.walk(out["scene"])]
    kept = {a["data-value"] for a in attrs if a.get("data-action") == "continue"}
    damaged = {a["data-damaged"] for a in attrs if "data-damaged" in a}
    report.verdicts.append(f"start:{len(kept)}:{len(damaged)}")
    if (kept, damaged) != expected:
        report.failures.append(f"start: continue {sorted(kept)} and damaged {sorted(damaged)}"
                               f", not {sorted(expected[0])} and {sorted(expected[1])}")


def expected(kept: dict[str, str | None]) -> tuple[set[str], set[str]]:
    """The Continue cards and damaged entries a start with these entries shows: the legacy
    autosave moves to its own key unless an entry of the batch already has that key."""
    cards = {found for key, found in kept.items() if found is not None
             and (key != saved.LEGACY or found not in kept)}
    return cards, {key for key, found in kept.items() if found is None}


def run(cases: int, seed: int = 1, report: Report | None = None) -> Report:
    rng = random.Random(seed)
    report = report or Report()
    names = list(MUTATORS)
    weights = [WEIGHTS.get(name, 1.0) for name in names]
    corpus = sources()
    batch: dict[str, str] = {}
    kept: dict[str, str | None] = {}
    while report.cases < cases:
        name = rng.choices(names, weights)[0]
        key, raw = MUTATORS[name](rng, rng.choice(corpus))
        report.cases += 1
        report.by_mutator[name] += 1
        batch[key] = raw
        kept[key] = parse_one(name, key, raw, report)
        if len(batch) == BATCH or report.cases == cases:
            start(batch, expected(kept), report)
            batch, kept = {}, {}
    return report


if __name__ == "__main__":
    fuzzer_cli("entries", __doc__, 1_000)
