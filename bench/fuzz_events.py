"""The event fuzzer: malformed, hostile and random controller events, seeded.

Controllers are driven into every screen (catalogue, setup, each rule set's table, replay,
help, the error screen, saved and damaged games) and then sent events: well-formed ones that
move the game on, and malformed ones (not objects, unknown types and fields, every field of
the wrong type or range, huge and Unicode-digit text, illegal and cross-game moves, broken
JSON and JSON nested thousands deep through the worker's entry point, deep addresses and
saved games). A case passes when the controller answers (no exception), its answer is JSON, a
refused or failed event (``error`` in the answer) left the whole state exactly as it was, and
the table's game always loads again from its address.

    python bench/fuzz_events.py [--cases 25000] [--seed 1] [--pyodide]

``--pyodide`` runs the same cases in Pyodide too and compares their verdicts (see
``fuzz_pyodide.py``).
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from app_state import fingerprint  # noqa: E402
from fuzz_addresses import BAD_VALUES, DEPTHS, FOREIGN_MOVES, nested, sources  # noqa: E402
from fuzz_pyodide import fuzzer_cli  # noqa: E402

import pygames  # noqa: E402
from pygames import app  # noqa: E402
from pygames.app.bridge import events as event_schema  # noqa: E402
from pygames.app.controller import Controller  # noqa: E402
from pygames.core import scene  # noqa: E402

ACTIONS = ("lang", "rules", "rules_close", "help_close", "helpmode", "home", "replay",
           "replay_step", "replay_to", "replay_exit", "branch", "pick", "continue", "forget",
           "forget_yes", "forget_no", "back_to_game", "log_page", "log_recent", "players",
           "seat", "level", "hint", "option", "start", "new", "undo", "select", "dismiss",
           "share", "download", "", "nonsense")
VALUES = ("0", "1", "2", "3", "9", "-1", "²", "1²", "Infinity", "1e9", "en", "ja", "xx",
          "harvest_valley", "twinstar", "tropicalia", "terra_vista", "chess", "1=hard",
          "7=easy", "x=y", "edition=fruits", "edition=x", "mode=advanced", "bonus=1",
          "advanced=True", "board=night", "sq-b2", "c3", "a1", 0, 1, -1, 3.5, 10**9, "")
KEYS = ("ArrowLeft", "ArrowRight", "Home", "End", "Escape", "?", "u", "z", "x", "", "²")
#: Malformed texts for the worker's JSON entry point.
BROKEN_JSON = ("", "{", "[]", "null", "1", '"tap"', '{"type":', "NaN", '{"type":"tap","move":NaN}',
               '{"type":"tap","action":"replay_to","value":Infinity}', "[" * 100_000,
               '{"type":"tap","move":"' + "x" * 100 + '"', "\u0000", '{"type":"tick"}x')
HEAVY_TYPES = frozenset({"init"})


def deep_json(rng: random.Random) -> str:
    """An event nested from just under the parser's limit to 400,000 deep, as the worker's
    JSON text (a dict that deep could not even be written by json): in a field, in a saved
    game of an init, as an address, or the whole text."""
    levels = rng.choice(DEPTHS)
    text = nested(levels, rng.choice("[{"))
    src = rng.choice(sources())
    where = rng.randrange(5)
    if where == 0:
        field = rng.choice(("move", "action", "value", "key"))
        return '{"type":"tap","' + field + '":' + text + "}"
    if where == 1:
        return '{"type":"init","saved":{"harvest_valley-1-deadbeef":' + text + "}}"
    if where == 2:  # a saved game that deep, inside its JSON string
        entry = '{"v":1,"address":' + json.dumps(src.address) + ',"played":1,"over":false,' \
            '"x":' + text + "}"
        return json.dumps({"type": "init", "saved": {"harvest_valley-1-deadbeef": entry}})
    if where == 3:
        from fuzz_addresses import fields_of, with_text

        address = with_text(fields_of(src.record), 5, text, "x")
        return json.dumps({"type": rng.choice(("hash", "init")), "hash": "#" + address})
    return text


@dataclass
class Report:
    cases: int = 0
    refused: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)
    worst: tuple[float, str] = (0.0, "")
    #: How each event ended (its error key or ``ok``, and the screen it left), in order: the
    #: same in CPython and in Pyodide (fuzz_pyodide.py compares them).
    verdicts: list[str] = field(default_factory=list)

    def summary(self) -> str:
        seconds, what = self.worst
        keys = ", ".join(f"{k} {n}" for k, n in self.refused.most_common(8))
        return (f"{self.cases} events: {sum(self.refused.values())} refused with an error event "
                f"({keys}); {len(self.failures)} failures; slowest {seconds * 1000:.1f} ms "
                f"({what})")


# ---------------------------------------------------------------------- controllers
def fresh(rng: random.Random) -> Controller:
    """A controller on some screen, with some saved games (a damaged one at times)."""
    counter = iter(range(10**9))
    c = Controller(new_seed=lambda: rng.randrange(1, 2**31), clock=lambda: 10**12 + next(counter),
                   new_id=lambda: "".join(rng.choice("abcdefgh23") for _ in range(10)))
    corpus = sources()
    saved = {}
    for src in rng.sample(corpus, 2):
        key = f"{src.record.game_id}-{src.record.seed}-0000abcd"
        saved[key] = json.dumps({"v": 1, "address": src.address, "played": 5, "over": False})
    if rng.random() < 0.3:
        saved["harvest_valley-1-deadbeef"] = "not json"
    src = rng.choice(corpus)
    where = rng.randrange(6)
    c.handle({"type": "init", "hash": src.address if where >= 2 else "", "saved": saved,
              "lang": rng.choice(("en", "ja")), "bot_delay": 0, "hard_ms": 50, "tz": 540})
    if where == 1:
        c.handle({"type": "tap", "action": "pick", "value": src.record.game_id})
    elif where == 3 and c.table is not None and c.table.game.history:
        c.handle({"type": "tap", "action": "replay"})
    elif where == 4:
        c.handle({"type": "hash", "hash": "#2.broken"})
    elif where == 5:
        c.handle({"type": "tap", "action": "rules"})
    return c


# ---------------------------------------------------------------------- events
def random_text(rng: random.Random) -> str:
    return rng.choice((
        "", "²", "x" * rng.choice((41, 201, 5000, 1_000_000)), "\u0000\ud7ff", "<script>",
        "a" * 64, "a" * 65, ";".join(["pass"] * 13), "é" * 30,
    ))


def legal_event(rng: random.Random, c: Controller, last: dict[str, Any]) -> dict[str, Any]:
    """An event a player could send now: a highlighted move, a button, a tick."""
    node = last.get("scene")
    moves = scene.moves_in(node) if node else []
    actions = [(n["a"]["data-action"], n["a"].get("data-value"))
               for n in scene.walk(node) if "data-action" in n.get("a", {})] if node else []
    if last.get("tick") is not None and rng.random() < 0.7:
        return {"type": "tick"}
    if moves and rng.random() < 0.6:
        return {"type": "tap", "move": rng.choice(moves)}
    if actions:
        action, value = rng.choice(actions)
        return {"type": "tap", "action": action, "value": value}
    return {"type": "key", "key": rng.choice(KEYS)}


def hostile_event(rng: random.Random, c: Controller) -> Any:
    """An event that is malformed, out of range, or legal in form but not in the game."""
    how = rng.randrange(12)
    if how == 0:
        return rng.choice((None, [], "tap", 1, 1.5, True, [{"type": "tap"}]))
    if how == 1:
        return {"type": rng.choice(("", "tapp", "TAP", "__init__", "scene", None, 1, "²"))}
    if how == 2:
        kind = rng.choice(list(event_schema.SCHEMAS))
        return {"type": kind, rng.choice(("moves", "Type", "x", "", "__proto__")): 1}
    if how == 3:  # every field of some type, with a value of the wrong type or range
        kind = rng.choice(list(event_schema.SCHEMAS))
        names = list(event_schema.SCHEMAS[kind])
        event: dict[str, Any] = {"type": kind}
        for name in rng.sample(names, rng.randint(1, len(names))) if names else []:
            event[name] = rng.choice((*BAD_VALUES, random_text(rng), float("inf"), -0.0))
        return event
    if how == 4:
        return {"type": "tap", "move": rng.choice((*FOREIGN_MOVES, random_text(rng)))}
    if how == 5:
        return {"type": "tap", "action": rng.choice(ACTIONS), "value": rng.choice(VALUES)}
    if how == 6:
        return {"type": "input", "name": rng.choice(("seed", "replay", "x", "")),
                "value": rng.choice((*VALUES, random_text(rng)))}
    if how == 7:
        return {"type": rng.choice(("help", "try")),
                "move": rng.choice((*FOREIGN_MOVES, random_text(rng))),
                "key": rng.choice(("market", "dice", "x", ""))}
    if how == 8:
        src = rng.choice(sources())
        return {"type": "hash", "hash": rng.choice((src.address, "#²." + src.address[2:],
                                                    "#" + src.address[:-3], "", "#"))}
    if how == 9:
        return {"type": "storage", "error": rng.choice(("quota", "unavailable", "x", None))}
    if how == 10:
        return {"type": "key", "key": rng.choice((*KEYS, random_text(rng)))}
    return {"type": "init", "hash": rng.choice(("", "#2.x")), "lang": rng.choice(("en", 3)),
            "saved": rng.choice(({"harvest_valley-1-x": "{}"}, {}, None, {"legacy": "2.x"})),
            "store": rng.choice(({"best.terra_vista": "²"}, {"x": "1"}, None))}


# ---------------------------------------------------------------------- running
def _loads_again(c: Controller) -> str | None:
    table = c.table
    if table is None:
        return None
    again = pygames.load(c.address())
    if again.history != table.game.history:
        return "the table's address does not load to its game"
    return None


def play(rng: random.Random, c: Controller, event: Any, as_json: str | None,
         report: Report) -> dict[str, Any]:
    """Send one event (a dict, or JSON text to the worker's entry point) and check it."""
    before = fingerprint(c)
    started = time.perf_counter()
    label = as_json[:80] if as_json is not None else json.dumps(event, default=str)[:160]
    try:
        if as_json is not None:
            out = json.loads(app.answer(c, as_json))
        else:
            out = c.handle(event)
            json.dumps(out, ensure_ascii=False)
    except BaseException as err:  # noqa: BLE001 - the failure the fuzzer looks for
        report.failures.append(f"{type(err).__name__}: {err!s:.200} <- {label}")
        report.verdicts.append("failure")
        return {}
    spent = time.perf_counter() - started
    kind = event.get("type") if isinstance(event, dict) else "json"
    if spent > report.worst[0] and kind not in HEAVY_TYPES:
        report.worst = (spent, label)
    report.cases += 1
    if not isinstance(out, dict) or "scene" not in out:
        report.failures.append(f"no scene in the answer <- {label}")
        report.verdicts.append("failure")
        return {}
    report.verdicts.append(f"{out['error']['key'] if 'error' in out else 'ok'}:{c.screen}")
    if "error" in out:
        report.refused[out["error"]["key"]] += 1
        if fingerprint(c) != before:
            report.failures.append(f"a refused event changed the state <- {label}")
    problem = _loads_again(c)
    if problem:
        report.failures.append(f"{problem} <- {label}")
    return out


def run(cases: int, seed: int = 1, report: Report | None = None) -> Report:
    rng = random.Random(seed)
    report = report or Report()
    while report.cases < cases:
        c = fresh(rng)
        last: dict[str, Any] = {"scene": None}
        for _ in range(rng.randint(5, 60)):
            if report.cases >= cases:
                break
            roll = rng.random()
            if roll < 0.45:
                out = play(rng, c, legal_event(rng, c, last), None, report)
            elif roll < 0.93:
                out = play(rng, c, hostile_event(rng, c), None, report)
            elif roll < 0.97:
                out = play(rng, c, None, rng.choice(BROKEN_JSON), report)
            else:
                out = play(rng, c, None, deep_json(rng), report)
            if out.get("scene") is not None:
                last = out
    return report


if __name__ == "__main__":
    fuzzer_cli("events", __doc__, 25_000)
