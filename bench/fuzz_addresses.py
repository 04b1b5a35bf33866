"""The address fuzzer: mutated, forged and hostile game addresses, seeded, against the loader.

Each case is an address made from a real game of some rule set by one mutator (bit flips,
truncation, insertion, base64 / deflate / JSON garbage, oversized payloads, decompression
bombs, wrong types and ranges for every field, Unicode digits, illegal and cross-game moves,
maximal logs, brackets nested thousands deep in any field). A case passes when loading it
either raises :class:`AddressError` or gives a game whose address loads again to exactly the
same game (same record, same state). Anything else is a failure, reported with the case.

    python bench/fuzz_addresses.py [--cases 100000] [--seed 1] [--pyodide]

prints how the cases ended and the slowest load; ``tests/test_fuzz.py`` runs a few thousand
cases by default and 100,000 with ``pytest --soak``. ``--pyodide`` runs the same cases in
Pyodide too and compares their verdicts (see ``fuzz_pyodide.py``).
"""

from __future__ import annotations

import base64
import json
import random
import sys
import time
import zlib
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from fuzz_pyodide import fuzzer_cli  # noqa: E402
from setups import SETUPS  # noqa: E402

import pygames  # noqa: E402
from pygames.core import codec  # noqa: E402
from pygames.core.errors import AddressError  # noqa: E402
from pygames.core.rng import Rng  # noqa: E402

#: Values of every wrong type and range, for any field.
BAD_VALUES: tuple[Any, ...] = (
    None, True, False, 0, -1, 1.5, 2**63, 2**64, -(2**63), 10**8, 10**9, 10**30, "", "²", "1",
    "2", "x" * 300, [], [1], {}, {"a": 1}, "harvest_valley", "twinstar", "chess", "NaN", 1e308,
    "\u0000", "٣", "１", [[[[]]]],
)
#: Moves of every rule set's notation (cross-game moves) and junk.
FOREIGN_MOVES = ("R1", "F", "f6", "N", "pass", "place a1", "leap b2", "walk b1", "done",
                 "from A9", "to C4", "via C5", "carry RRB", "keep RB", "upgrade 1", "sell RY",
                 "claim 3", "drop R", "worker Na", "to b3 surf cart", "home", "sell 2 mango",
                 "discard mango", "build 4", "at 5", "take coconut", "keep", "c3", "c3-d3",
                 "back", "f²", "a1²", "", " ", "é", "x" * 70, "place a99", "R9", "a0", "k12")


@dataclass
class Source:
    """A real game's address and its record, to mutate."""

    address: str
    record: codec.GameRecord
    legal_space: str | None = None


@cache
def sources() -> list[Source]:
    """A short and a whole game of each setup (played by a seeded random chooser)."""
    out = []
    for index, (game_id, players, options, rules) in enumerate(SETUPS):
        for length in (12, 10**6):
            game = pygames.new_game(game_id, players, seed=100 + index, options=options,
                                    rules=rules)
            chooser = Rng(index)
            while not game.is_over and len(game.history) < length:
                game.play(chooser.choice(game.legal_moves()))
            extra = {"seats": ["human"] * players}
            first = pygames.new_game(game_id, players, seed=100 + index, options=options,
                                     rules=rules)
            space = next((m for m in first.legal_moves() if game_id == "terra_vista"
                          and "-" not in m and m != "pass"), None)
            out.append(Source(game.to_url_fragment(extra), game.record(extra), space))
    return out


# ---------------------------------------------------------------------- building blocks
def pack(data: Any, version: int = codec.FORMAT_VERSION) -> str:
    """An address of any JSON value (or of raw text, already a string of JSON)."""
    raw = data if isinstance(data, str) else json.dumps(data, separators=(",", ":"))
    return pack_bytes(raw.encode("utf-8", "surrogatepass"), version)


def pack_bytes(raw: bytes, version: int = codec.FORMAT_VERSION) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(raw) + packer.flush()
    return f"{version}." + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def fields_of(record: codec.GameRecord) -> list[Any]:
    return [record.game_id, record.players, record.options, record.seed,
            "|".join(record.moves), record.extra, record.rules]


def payload_bytes(address: str) -> bytes:
    text = address.partition(".")[2]
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


# ---------------------------------------------------------------------- mutators
Mutator = Callable[[random.Random, Source], str]


def bit_flips(rng: random.Random, src: Source) -> str:
    packed = bytearray(payload_bytes(src.address))
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(packed))
        packed[i] ^= 1 << rng.randrange(8)
    return "2." + base64.urlsafe_b64encode(bytes(packed)).decode().rstrip("=")


def inflated_bit_flips(rng: random.Random, src: Source) -> str:
    """Flips in the JSON itself (after inflating), re-packed: the payload still inflates."""
    raw = bytearray(json.dumps(fields_of(src.record), separators=(",", ":")).encode())
    for _ in range(rng.randint(1, 3)):
        i = rng.randrange(len(raw))
        raw[i] ^= 1 << rng.randrange(7)
    return pack_bytes(bytes(raw))


def text_edits(rng: random.Random, src: Source) -> str:
    text = src.address
    for _ in range(rng.randint(1, 5)):
        i = rng.randrange(len(text) + 1)
        char = rng.choice("AZaz09-_.=%#/+ ²é\u0000")
        how = rng.randrange(3)
        text = (text[:i] + char + text[i + 1:] if how == 0 else
                text[:i] + char + text[i:] if how == 1 else text[:i] + text[i + 1:])
    return text


def truncation(rng: random.Random, src: Source) -> str:
    return src.address[: rng.randrange(len(src.address))]


def insertion(rng: random.Random, src: Source) -> str:
    i = rng.randrange(len(src.address))
    chunk = "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef0123456789-_")
                    for _ in range(rng.randint(1, 200)))
    return src.address[:i] + chunk + src.address[i:]


def base64_garbage(rng: random.Random, src: Source) -> str:
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    return rng.choice("12") + "." + "".join(rng.choice(alphabet)
                                           for _ in range(rng.randint(0, 400)))


def deflate_garbage(rng: random.Random, src: Source) -> str:
    junk = bytes(rng.randrange(256) for _ in range(rng.randint(0, 300)))
    return pack_bytes(junk) if rng.random() < 0.5 else \
        "2." + base64.urlsafe_b64encode(junk).decode().rstrip("=")


def json_garbage(rng: random.Random, src: Source) -> str:
    choices: list[Any] = [
        "[1,2", "{", "nul", '"\\ud800"', "[" * 5000 + "]" * 5000, "[" * 200000,
        '["harvest_valley",2,{},1,"",{}', "1e999", "NaN", "[NaN]", '{"a":1}', "[]",
        fields_of(src.record)[:rng.randint(0, 6)], fields_of(src.record) + [1, 2],
        json.dumps(fields_of(src.record))[: rng.randrange(20, 200)],
    ]
    return pack(rng.choice(choices), rng.choice((1, 2)))


def oversized(rng: random.Random, src: Source) -> str:
    return "2." + "A" * rng.choice((64 * 1024 + 1, 70_000, 200_000))


def decompression_bomb(rng: random.Random, src: Source) -> str:
    size = rng.choice((1024 * 1024 + 1, 4 * 1024 * 1024, 32 * 1024 * 1024))
    if rng.random() < 0.5:
        return pack_bytes(b"0" * size)
    record = fields_of(src.record)
    record[4] = "|".join(["R1"] * (size // 3))
    return pack(record)


def wrong_field(rng: random.Random, src: Source) -> str:
    record = fields_of(src.record)
    record[rng.randrange(len(record))] = rng.choice(BAD_VALUES)
    return pack(record, rng.choice((1, 2)) if len(record) == 7 else 2)


def wrong_range(rng: random.Random, src: Source) -> str:
    """Plausible types, impossible values: players, seed, rules, options, extra."""
    record = fields_of(src.record)
    which = rng.randrange(6)
    if which == 0:
        record[1] = rng.choice((0, 1, 7, 9, 100, 10**8, 10**9, 2**63, -3))
    elif which == 1:
        record[3] = rng.choice((-1, 2**64, 2**64 - 1, 2**80, 0))
    elif which == 2:
        record[6] = rng.choice((0, 1, 2, 3, 4, 1000, 1001, -1))
    elif which == 3:
        options = dict(record[2])
        name = rng.choice([*options, "frost", ""]) if options else "frost"
        options[name] = rng.choice(BAD_VALUES)
        record[2] = options
    elif which == 4:
        record[5] = {"seats": rng.choice(BAD_VALUES), "id": rng.choice(BAD_VALUES)}
    else:
        record[0] = rng.choice(("chess", "", "HARVEST_VALLEY", "twinstar ", "terra_vista\u0000"))
    return pack(record)


def unicode_digits(rng: random.Random, src: Source) -> str:
    which = rng.randrange(3)
    if which == 0:
        return rng.choice(("²", "٢", "２", "1²")) + "." + src.address.partition(".")[2]
    record = fields_of(src.record)
    moves = list(src.record.moves) or ["a1"]
    i = rng.randrange(len(moves))
    moves[i] = moves[i] + "²" if which == 1 else moves[i].replace("1", "١")
    record[4] = "|".join(moves)
    return pack(record)


def illegal_moves(rng: random.Random, src: Source) -> str:
    record = fields_of(src.record)
    moves = list(src.record.moves)
    for _ in range(rng.randint(1, 3)):
        i = rng.randrange(len(moves) + 1)
        how = rng.randrange(3)
        move = rng.choice(FOREIGN_MOVES)
        if how == 0 and moves:
            moves[min(i, len(moves) - 1)] = move
        elif how == 1:
            moves.insert(i, move)
        elif moves:
            del moves[min(i, len(moves) - 1)]
    record[4] = "|".join(moves)
    return pack(record)


def cross_game(rng: random.Random, src: Source) -> str:
    """Another rule set's log (or set-up) under this address's game."""
    other = rng.choice(sources())
    record = fields_of(src.record)
    mix = fields_of(other.record)
    if rng.random() < 0.5:
        record[4] = mix[4]
    else:
        record[0] = mix[0]
    return pack(record)


def maximal_log(rng: random.Random, src: Source) -> str:
    """Logs at and past the rule set's bound: a legal game padded with moves, and (where
    select and back are moves) a select and back repeated up to the bound."""
    record = fields_of(src.record)
    game_cls = pygames.game_class(src.record.game_id)
    variant = game_cls.variant(src.record.players, {**game_cls.info.defaults(),
                                                    **src.record.options}, src.record.rules)
    bound = variant.max_moves(src.record.players, {**game_cls.info.defaults(),
                                                   **src.record.options})
    target = bound + rng.choice((-1, 0, 1, 2, 1000))
    if src.legal_space is not None and src.record.rules < 3 and rng.random() < 0.7:
        loop = [src.legal_space, "back"] * (target // 2 + 1)
        moves = loop[:target]
    else:
        moves = list(src.record.moves)
        filler = rng.choice(moves or ["pass"])
        moves += [filler] * max(0, target - len(moves))
    record[4] = "|".join(moves)
    return pack(record)


#: Depths around the parser's limit (64) and far past what Pyodide's stack survives (a few
#: thousand in a browser; the issue's address held about 3,000).
DEPTHS = (60, 62, 63, 64, 65, 100, 3000, 10_000, 400_000)


def nested(levels: int, kind: str = "[") -> str:
    """JSON nested ``levels`` deep (json itself cannot write it: it recurses)."""
    if kind == "{":
        return '{"a":' * levels + "1" + "}" * levels
    return "[" * levels + "]" * levels


def with_text(record: list[Any], index: int, text: str, key: str | None = None) -> str:
    """The address of ``record`` with field ``index`` (or its ``key``) spliced as raw JSON."""
    fields = list(record)
    marker = "<nested here>"
    if key is None:
        fields[index] = marker
    else:
        fields[index] = {**(fields[index] if isinstance(fields[index], dict) else {}),
                         key: marker}
    raw = json.dumps(fields, separators=(",", ":"))
    return pack(raw.replace(json.dumps(marker), text, 1))


def deep_nesting(rng: random.Random, src: Source) -> str:
    """Brackets nested from just under the limit to 400,000 deep: in ``extra`` (the issue's
    address), an option, the moves, the whole payload, or left open."""
    levels = rng.choice(DEPTHS)
    text = nested(levels, rng.choice("[{"))
    record = fields_of(src.record)
    where = rng.randrange(5)
    if where == 0:
        return with_text(record, 5, text, rng.choice(("x", "seats", "names", "id")))
    if where == 1:
        return with_text(record, 2, text, rng.choice([*record[2], "x"]))
    if where == 2:
        return with_text(record, rng.randrange(7), text)
    if where == 3:
        return pack(text)
    return pack("[" * levels)


def format_games(rng: random.Random, src: Source) -> str:
    """The same game in format 1 (no rules element) or with odd prefixes."""
    record = fields_of(src.record)
    how = rng.randrange(4)
    if how == 0:
        return pack(record[:6], 1)
    if how == 1:
        return "#g=" + src.address
    if how == 2:
        return "  #" + src.address + "  "
    return rng.choice(("3.", "0.", "999999.", "1000000.", "-1.", "2", ".", "#", "")) + \
        src.address.partition(".")[2]


MUTATORS: dict[str, Mutator] = {
    "bit_flips": bit_flips, "inflated_bit_flips": inflated_bit_flips, "text_edits": text_edits,
    "truncation": truncation, "insertion": insertion, "base64_garbage": base64_garbage,
    "deflate_garbage": deflate_garbage, "json_garbage": json_garbage, "oversized": oversized,
    "decompression_bomb": decompression_bomb, "wrong_field": wrong_field,
    "wrong_range": wrong_range, "unicode_digits": unicode_digits,
    "illegal_moves": illegal_moves, "cross_game": cross_game, "maximal_log": maximal_log,
    "format_games": format_games, "deep_nesting": deep_nesting,
}
#: The expensive mutators (megabytes each) come up less often.
WEIGHTS = {"oversized": 0.3, "decompression_bomb": 0.3, "maximal_log": 0.5}


# ---------------------------------------------------------------------- running
@dataclass
class Report:
    cases: int = 0
    loaded: int = 0
    refused: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)
    worst: tuple[float, str] = (0.0, "")
    by_mutator: Counter[str] = field(default_factory=Counter)
    #: How each case ended (``loaded:<moves>``, ``refused:<key>``, ``failure``), in order: the
    #: same in CPython and in Pyodide (fuzz_pyodide.py compares them).
    verdicts: list[str] = field(default_factory=list)

    def summary(self) -> str:
        seconds, what = self.worst
        keys = ", ".join(f"{k} {n}" for k, n in self.refused.most_common())
        return (f"{self.cases} addresses: {self.loaded} loaded and round-tripped, "
                f"{sum(self.refused.values())} refused ({keys}); {len(self.failures)} failures; "
                f"slowest load {seconds * 1000:.1f} ms ({what})")


def check_round_trip(game: Any, address: str) -> str | None:
    """None when the game's own address loads to exactly the same game and says what the
    loaded address said (game, players, seed, rules, moves)."""
    from playthrough import state_of

    record = codec.decode(address)
    mine = game.record()
    if (mine.game_id, mine.players, mine.seed, mine.rules, mine.moves) != \
            (record.game_id, record.players, record.seed, record.rules, record.moves):
        return "the loaded game is not the address's"
    again = pygames.load(codec.encode(mine))
    if again.record() != mine or state_of(again) != state_of(game):
        return "its own address does not load to the same game"
    return None


def run(cases: int, seed: int = 1, report: Report | None = None) -> Report:
    """Play ``cases`` seeded cases; every failure is in the report (never raised)."""
    rng = random.Random(seed)
    report = report or Report()
    names = list(MUTATORS)
    weights = [WEIGHTS.get(name, 1.0) for name in names]
    corpus = sources()
    for _ in range(cases):
        name = rng.choices(names, weights)[0]
        src = rng.choice(corpus)
        try:
            address = MUTATORS[name](rng, src)
        except Exception as err:  # noqa: BLE001 - a mutator bug is the fuzzer's, reported
            report.failures.append(f"mutator {name} failed: {err!r}")
            report.verdicts.append("failure")
            continue
        report.cases += 1
        report.by_mutator[name] += 1
        started = time.perf_counter()
        try:
            game = pygames.load(address)
            verdict = f"loaded:{len(game.history)}"
        except AddressError as err:
            report.refused[err.key] += 1
            game, verdict = None, f"refused:{err.key}"
        except BaseException as err:  # noqa: BLE001 - the failure the fuzzer looks for
            report.failures.append(f"{name}: {type(err).__name__}: {err!s:.200} <- "
                                   f"{address[:300]!r}")
            game, verdict = None, "failure"
        spent = time.perf_counter() - started
        if spent > report.worst[0]:
            report.worst = (spent, f"{name} on {src.record.game_id}, {len(address)} chars")
        if game is not None:
            report.loaded += 1
            problem = check_round_trip(game, address)
            if problem:
                report.failures.append(f"{name}: {problem} <- {address[:300]!r}")
                verdict = "failure"
        report.verdicts.append(verdict)
    return report


if __name__ == "__main__":
    fuzzer_cli("addresses", __doc__, 100_000)
