"""Every screen of every rule set in one language only: Japanese without English words, English
without Japanese characters.

The walk drives the app controller as the browser does, for every rule set and mode: the
catalogue, the setup, the rules reference (from the catalogue, the setup and the table), the
table at several points of a game (with a long-press help, a "why not?" and help mode on
each), the replay, the end screen and the error screen. Its words are every text node, the
attributes people see or hear (tooltips, accessible names, the share confirmations) and the
announcements.

In Japanese a Latin-letter word is allowed only where it is a proper noun of
``PROPER_NOUNS``, or a board coordinate (one letter and a number, such as ``e7`` or ``A8``);
in English the only Japanese allowed is the language switch's own name, 日本語, and the
rulebook's own words quoted in 「」 where the reference says which passage a reading rests on
(and the English rulebook's, quoted in “”, in Japanese).

``KNOWN`` lists the words the walk finds in texts of the rule-set packages that their owners
are still translating: (rule set, word). It only shrinks: an entry the walk no longer finds
fails the test, so it is deleted once fixed.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from typing import Any

import pytest

from pygames.app import Controller
from pygames.core import scene
from pygames.core.codec import encode
from pygames.core.rng import Rng

#: Rule set, options, players and the seats' kinds of each walk.
MODES: list[tuple[str, dict[str, Any], list[str]]] = [
    ("harvest_valley", {"sprinkler": "add", "well": "add", "locust": "add", "rabbit": "add",
                        "cultivator": "add"}, ["human", "easy"]),
    ("twinstar", {"edition": "gems"}, ["human", "human", "easy"]),
    ("twinstar", {"edition": "fruits", "mode": "basic"}, ["human", "human"]),
    ("twinstar", {"edition": "fruits", "mode": "advanced"}, ["human", "easy", "human"]),
    ("twinstar", {"edition": "fruits", "mode": "basic"}, ["human"]),
    ("tropicalia", {"advanced": False}, ["human", "easy"]),
    ("tropicalia", {"advanced": True}, ["human", "human", "human"]),
    ("terra_vista", {"board": "day"}, ["human", "easy"]),
    ("terra_vista", {"board": "night"}, ["human"] * 6),
    ("terra_vista", {"board": "day"}, ["human"]),
]
#: Proper nouns that stay in Latin letters in Japanese text.
PROPER_NOUNS = {"pygames", "EN"}
#: Japanese allowed in English text: the language switch names the language in its own words.
JAPANESE_NAMES = {"日本語"}
#: Words found in rule-set texts still being translated by their owners: (rule set, word).
KNOWN: set[tuple[str, str]] = set()

#: Attributes whose words people see (tooltips, the share confirmation) or hear (names).
SHOWN_ATTRIBUTES = ("aria-label", "title", "aria-valuetext", "placeholder", "alt",
                    "data-copied", "data-shared")
#: Elements whose text is not shown (a board's style sheet).
UNSHOWN_TAGS = ("style", "script")
LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9'’]*")
COORDINATE = re.compile(r"[A-Za-z]\d*")
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]+")
#: A passage of a rulebook quoted in its own language as the source of a reading: the
#: Japanese rulebooks in 「」, the English one in “”.
QUOTED = re.compile(r"「[^「」]*」")
QUOTED_EN = re.compile(r"“[^”]*”")
#: Taps at each point of a game the walk looks at.
TAPS = 3


def words_of(node: scene.Node) -> Iterator[str]:
    for n in scene.walk(node):
        if isinstance(n.get("x"), str) and n.get("t") not in UNSHOWN_TAGS:
            yield n["x"]
        attrs = n.get("a", {})
        for name in SHOWN_ATTRIBUTES:
            if isinstance(attrs.get(name), str):
                yield attrs[name]


def unquote(text: str) -> str:
    """``text`` without the Japanese passages it quotes (quotes within quotes too)."""
    while True:
        shorter = QUOTED.sub("", text)
        if shorter == text:
            return text
        text = shorter


def latin_words(text: str) -> list[str]:
    return [w for w in LATIN_WORD.findall(QUOTED_EN.sub("", text))
            if w not in PROPER_NOUNS and not COORDINATE.fullmatch(w)]


class Walk:
    """The controller of one walk and every text it showed, by where it was shown."""

    def __init__(self, lang: str) -> None:
        self.c = Controller(new_seed=lambda: 7)
        self.c.hard_seconds = 0.02
        self.lang = lang
        self.seen: dict[str, set[str]] = {}

    def send(self, where: str, event: dict[str, Any]) -> dict[str, Any]:
        out = self.c.handle(event)
        found = self.seen.setdefault(where, set())
        found.update(words_of(out["scene"]))
        if out.get("announce"):
            found.add(out["announce"])
        return out

    def tap(self, where: str, action: str, value: Any = None) -> dict[str, Any]:
        return self.send(where, {"type": "tap", "action": action, "value": value})


def _look_around(w: Walk, where: str, out: dict[str, Any], hint: bool) -> None:
    """The panels of this point of the game: help on a choice, on a part, a "why not?",
    help mode, and (``hint``) the Hint's line."""
    nodes = scene.walk(out["scene"])
    moves = [n["a"]["data-move"] for n in nodes if "data-move" in n.get("a", {})]
    tries = [n["a"]["data-try"] for n in nodes if "data-try" in n.get("a", {})]
    parts = [n["a"]["data-help"] for n in nodes if "data-help" in n.get("a", {})]
    if moves:
        w.send(where, {"type": "help", "move": moves[0].split(";")[-1]})
    if tries:
        w.send(where, {"type": "try", "move": tries[-1]})
    for part in sorted(set(parts))[:6]:
        w.send(where, {"type": "help", "key": part})
    w.tap(where, "helpmode")
    w.tap(where, "helpmode")
    w.send(where, {"type": "key", "key": "?"})
    w.tap(where, "help_close")
    if moves and hint:
        w.tap(where, "hint")


def walk(lang: str, game_id: str, options: dict[str, Any], kinds: list[str],
         seed: int = 3) -> Walk:
    w = Walk(lang)
    w.send("catalogue", {"type": "init", "hash": "", "lang": lang})
    w.tap("rules", "rules", game_id)
    w.tap("catalogue", "rules_close")
    w.tap("setup", "pick", game_id)
    for name, value in options.items():
        shown = str(value).lower() if isinstance(value, bool) else value
        w.tap("setup", "option", f"{name}={shown}")
    w.tap("setup", "players", len(kinds))
    for index, kind in enumerate(kinds):
        setup = w.c.setup
        assert setup is not None
        if (kind == "human") != (setup.seats[index] == "human"):
            w.tap("setup", "seat", index)
        if kind != "human":
            w.tap("setup", "level", f"{index}={kind}")
    w.tap("rules", "rules")
    w.tap("setup", "rules_close")
    out = w.tap("table", "start")
    assert w.c.table is not None and w.c.table.seats == kinds
    w.tap("rules", "rules")
    w.tap("table", "rules_close")
    # a whole game played at random, looked at from its start, at a third, two thirds and
    # its end (opened from its address, as a shared game is), a few taps at each
    game = w.c.table.game.clone()
    chooser = Rng(seed)
    while not game.is_over:
        game.play(chooser.choice(game.legal_moves()))
    moves = list(game.history)
    for point in (0, len(moves) // 3, 2 * len(moves) // 3, len(moves)):
        record = game.record({"seats": kinds}, moves=moves[:point])
        out = w.send("table", {"type": "hash", "hash": encode(record)})
        for _ in range(TAPS):
            if w.c.table.game.is_over:
                break
            if out["tick"] is not None:
                out = w.send("table", {"type": "tick"})
                continue
            # the hard bot's Hint once (solo Terra Vista's takes seconds: its planner)
            _look_around(w, "table", out, hint=point == 0 and len(kinds) > 1)
            out = w.send("table", {"type": "key", "key": "x"})
            out = w.send("table", {"type": "tap", "move": chooser.choice(scene.moves_in(
                out["scene"]))})
    assert w.c.table.game.is_over
    w.tap("end", "lang", lang)
    w.tap("replay", "replay")
    w.tap("replay", "replay_to", 1)
    w.tap("end", "replay_exit")
    w.tap("error", "home")
    w.send("error", {"type": "hash", "hash": "#2.broken"})
    return w


def _label(mode: tuple[str, dict[str, Any], list[str]]) -> str:
    game_id, options, kinds = mode
    values = "-".join(str(v) for v in options.values())
    return f"{game_id}-{values}-{len(kinds)}p"


def _found(w: Walk, game_id: str, check: Any) -> dict[str, set[str]]:
    """Where each word ``check`` objects to was shown (known entries left out)."""
    found: dict[str, set[str]] = {}
    for where, texts in w.seen.items():
        for text in texts:
            for word in check(text):
                if (game_id, word) not in KNOWN:
                    found.setdefault(word, set()).add(f"{where}: {text[:120]}")
    return found


@functools.cache
def walked(lang: str, index: int) -> Walk:
    """The walk of ``MODES[index]`` in ``lang`` (each made once per test session)."""
    return walk(lang, *MODES[index])


def japanese_runs(text: str) -> list[str]:
    return [run for run in JAPANESE.findall(unquote(text)) if run not in JAPANESE_NAMES]


def _report(found: dict[str, set[str]]) -> str:
    return "\n".join(f"{word}: {sorted(places)[:3]}" for word, places in sorted(found.items()))


@pytest.mark.parametrize("index", range(len(MODES)), ids=[_label(m) for m in MODES])
def test_japanese_screens_have_no_english_words(index: int) -> None:
    found = _found(walked("ja", index), MODES[index][0], latin_words)
    assert not found, _report(found)


@pytest.mark.parametrize("index", range(len(MODES)), ids=[_label(m) for m in MODES])
def test_english_screens_have_no_japanese(index: int) -> None:
    found = _found(walked("en", index), MODES[index][0], japanese_runs)
    assert not found, _report(found)


def test_known_untranslated_words_are_still_there() -> None:
    """An entry of ``KNOWN`` that no walk shows any more was fixed: delete it."""
    shown = {(MODES[index][0], word)
             for index in range(len(MODES))
             for texts in walked("ja", index).seen.values()
             for text in texts for word in latin_words(text)}
    assert shown >= KNOWN, sorted(KNOWN - shown)


def test_the_checks_see_what_they_look_for() -> None:
    assert latin_words("プレイヤー1がe7に置く（pygames）") == []
    assert latin_words("契約 Mine 1×R を獲得") == ["Mine"]
    assert latin_words("山岳 (“Mountains: These hexes”)") == []
    assert japanese_runs("Player 1 places 果樹") == ["果樹"]
    assert japanese_runs("A reading (「その後(以下「マップ」)の」) in English") == []
