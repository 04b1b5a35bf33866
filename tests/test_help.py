"""Rules at hand: references, help texts, prompts and "why not?" reasons.

Every rule set: its reference renders in both languages with no missing text; every move
kind met in random games has a help text and a prompt in both catalogues; every IllegalMove
key the rules raise (read from the source with ``ast``, and met at run time by explaining
non-legal taps) is translated in both languages.
"""

from __future__ import annotations

import ast
import importlib
import pathlib
import re
import string

import pytest

import pygames
from pygames.app.rules import reference as rules_help
from pygames.core.rng import Rng
from pygames.core.scene import walk

GAMES = ("harvest_valley", "terra_vista", "tropicalia", "twinstar")
#: (options, players) per rule set: every edition / mode and the player counts that change
#: the reference.
SETUPS = {
    "harvest_valley": [({}, 2), ({}, 3), ({"sprinkler": "replace", "well": "add", "locust": "add",
                                           "rabbit": "add", "cultivator": "add"}, 4), ({}, 5)],
    "terra_vista": [({"board": "day"}, 1), ({"board": "night"}, 2), ({}, 6)],
    "tropicalia": [({"advanced": False}, 2), ({"advanced": True}, 3), ({}, 4)],
    "twinstar": [({"edition": "gems"}, 2), ({"edition": "gems"}, 4),
                 ({"edition": "fruits", "mode": "basic"}, 2),
                 ({"edition": "fruits", "mode": "advanced"}, 3),
                 ({"edition": "fruits"}, 1)],
}
#: Rules versions played besides the current one: their moves need help texts too (Terra
#: Vista's rules 2 addresses still select and drop spaces as moves).
OLDER_RULES = {"terra_vista": (2,)}
#: A key shape that would mean a text is missing (translate returns the key itself).
RAW_KEY = re.compile(r"\b(harvest_valley|terra_vista|tropicalia|twinstar|app)\.[a-z_]+\.")


def _texts(node: dict) -> list[str]:
    out = []
    for n in walk(node):
        if "x" in n:
            out.append(str(n["x"]))
        for name in ("aria-label", "title"):
            if name in n.get("a", {}):
                out.append(str(n["a"][name]))
    return out


def _placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def _help_catalogue(game_id: str) -> dict[str, dict[str, str]]:
    return importlib.import_module(f"pygames.{game_id}.help_texts").TEXTS


@pytest.mark.parametrize("game_id", GAMES)
def test_help_catalogues_have_the_same_keys_and_placeholders(game_id: str) -> None:
    texts = _help_catalogue(game_id)
    assert set(texts["en"]) == set(texts["ja"])
    prefix = game_id + "."
    for key, en in texts["en"].items():
        assert key.startswith(prefix), key
        assert _placeholders(en) == _placeholders(texts["ja"][key]), key
        assert en.strip() and texts["ja"][key].strip()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game_id", GAMES)
def test_reference_renders_every_setup_with_no_missing_text(game_id: str, lang: str) -> None:
    info = pygames.game_class(game_id).info
    for options, players in SETUPS[game_id]:
        merged = {**info.defaults(), **options}
        nodes = rules_help.sections(game_id, lang, merged, players)
        assert len(nodes) >= 5
        words = _texts({"t": "div", "c": nodes})
        assert len(words) > 15
        for word in words:
            assert not RAW_KEY.search(word), f"missing text {word!r} ({options}, {players})"
            assert "{" not in word, f"unformatted {word!r}"
        if lang == "ja":  # the Japanese reference is in Japanese, not English fallbacks
            japanese = [w for w in words if re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", w)]
            assert len(japanese) > len(words) // 3
        # the component pictures are drawn (svg), and marked as reconstructed
        assert any(n["t"] == "svg" for node in nodes for n in walk(node))
        assert any(n.get("a", {}).get("class") == "note" for node in nodes for n in walk(node))


def _positions(game_id: str, count: int = 3):
    """Positions of a few random games per setup (every decision kind shows up)."""
    for options, players in SETUPS[game_id]:
        for seed in range(count):
            rules = (None, *OLDER_RULES.get(game_id, ()))[seed % (1 + len(OLDER_RULES.get(game_id, ())))]
            game = pygames.new_game(game_id, players, seed=seed, options=options, rules=rules)
            chooser = Rng(seed + 99)
            steps = 0
            while not game.is_over and steps < 400:
                yield game
                game.play(chooser.choice(game.legal_moves()))
                steps += 1


@pytest.mark.parametrize("game_id", GAMES)
def test_every_move_kind_has_help_and_a_prompt(game_id: str) -> None:
    ref = rules_help.reference(game_id)
    assert ref is not None
    view = pygames.view_module(game_id)
    catalogue = rules_help.catalogue(game_id)
    seen: set[str] = set()
    for game in _positions(game_id):
        for lang in ("en", "ja"):
            prompt = view.prompt(game, lang)
            assert prompt and not RAW_KEY.search(prompt), prompt
        for move in game.legal_moves():
            kind = ref.move_kind(move)
            assert kind in ref.MOVE_KINDS, (move, kind)
            key = ref.help_key(game, move)
            assert key in catalogue["en"] and key in catalogue["ja"], key
            if kind not in seen:
                title, body = rules_help.help_for_move(game, move, "ja", view)
                assert title and body
            seen.add(kind)
        left = rules_help.decisions_left(game)
        assert left is None or left >= 1
    # every kind of the notation has its help text, met in play or not
    for kind in ref.MOVE_KINDS:
        assert f"{game_id}.help.{kind}" in catalogue["en"], kind
        assert f"{game_id}.help.{kind}" in catalogue["ja"], kind
    assert len(seen) >= 3  # rare kinds (a forced pass) are covered by the loop above


def _raised_keys(game_id: str) -> set[str]:
    """IllegalMove keys in the rule set's source: literal keys, the package's ``illegal(key)``
    (keys without the package prefix) and the reasons TwinStar's reason functions return."""
    package = pathlib.Path(pygames.__file__).parent / game_id
    prefixes = {"illegal": game_id + "."}
    keys: set[str] = set()
    if game_id == "twinstar":
        from test_twinstar_rules import reason_keys

        keys |= {"twinstar.illegal." + key for key in reason_keys()}
    for path in package.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            if name == "IllegalMove" and len(node.args) >= 2 and \
                    isinstance(node.args[1], ast.Constant):
                keys.add(node.args[1].value)
            elif prefixes.get(name) and node.args and isinstance(node.args[0], ast.Constant):
                keys.add(prefixes[name] + node.args[0].value)
    return keys


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_illegal_move_key_in_the_rules_is_translated(game_id: str, lang: str) -> None:
    keys = _raised_keys(game_id)
    assert len(keys) >= 8
    missing = keys - set(rules_help.catalogue(game_id)[lang])
    assert not missing


@pytest.mark.parametrize("game_id", GAMES)
def test_why_not_reasons_met_in_play_are_translated(game_id: str) -> None:
    """Explain every "why not?" candidate the board offers, in random positions."""
    ref = rules_help.reference(game_id)
    catalogue = rules_help.catalogue(game_id)
    explained = 0
    for index, game in enumerate(_positions(game_id, count=1)):
        if index % 3:
            continue
        for move in list(ref.tries(game).values())[:12]:
            if game.is_legal(move):
                continue
            err = game.illegal_reason(move)
            assert err is not None
            assert err.key in catalogue["en"] and err.key in catalogue["ja"], err.key
            text = rules_help.reason(game, move, "ja")
            assert text and not RAW_KEY.search(text)
            explained += 1
    assert explained > 10
