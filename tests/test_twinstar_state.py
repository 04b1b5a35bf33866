"""TwinStar's state is declared in one place (``state.TwinStarState``), and is where a game
keeps it: every game class has the declared slots and no ``__dict__`` (an undeclared
attribute cannot be set, a subclass without ``__slots__`` is refused), and on every position
of a random game of every mode and both rules versions the game holds every declared field
and nothing else; ``TwinStarState.copy`` and a clone of
the game (``start.copy_game``) copy each field alike, and give a state independent of the
original (changing the copy's lists and dicts, and their copied items, leaves it as it
was)."""

from __future__ import annotations

import copy
from dataclasses import fields
from typing import Any

import pytest

import pygames
from pygames.core.rng import Rng
from pygames.twinstar.plugin import VARIANTS
from pygames.twinstar.rules import TwinStar
from pygames.twinstar.state import COPIERS, SHARED, TwinStarState

#: The seven modes: options and players.
MODES = [({"edition": "gems"}, 2), ({"edition": "gems"}, 4),
         ({"edition": "fruits", "mode": "basic"}, 2), ({"edition": "fruits", "mode": "basic"}, 4),
         ({"edition": "fruits", "mode": "advanced"}, 2),
         ({"edition": "fruits", "mode": "advanced"}, 4), ({"edition": "fruits"}, 1)]
CASES = [(options, players, rules) for rules in (2, 1) for options, players in MODES]
#: Fields the protocol's core (``core.game.Game``) sets: declared with the state so that a
#: clone copies them too, listed here so a reader sees which (``derived``, the facts derived
#: from the state, is declared too, and copies itself as ``Derived.copy`` says).
CORE = {"players", "seed", "options", "rules_version", "rng", "history", "_legal_cache",
        "_legal_set"}
#: Fields only the solo mode plays with (its bot's deck, card, log and first square; the
#: other games hold them empty).
SOLO = {"solo_deck", "solo_card", "bot_log", "bot_first"}
#: The lists and dicts clones share: the valley, the board's layout and the options
#: (replaced wholesale, never changed in place); every other one is a clone's own.
SHARED_VALUES = {"terrain", "tile_of", "names", "by_name", "site_of", "tiles_used",
                 "site_hexes", "land_hexes", "shape", "options"}
#: Fields a clone does not compare by value (they copy themselves: a fresh memo, a new Rng).
OWN_COPY = {"derived", "rng", "turn"}


def positions(options: dict[str, Any], players: int, rules: int, every: int = 1):  # type: ignore[no-untyped-def]
    """Every ``every``-th position of a seeded random game (and its last)."""
    game = pygames.new_game("twinstar", players=players, seed=3, options=options, rules=rules)
    chooser = Rng(4)
    n = 0
    while not game.is_over:
        moves = game.legal_moves()
        if n % every == 0:
            yield game
        game.play(moves[chooser.below(len(moves))])
        n += 1
    yield game


def snapshot(state: TwinStarState) -> dict[str, Any]:
    """The state's values, deep-copied (the ones that copy themselves left out)."""
    return {f.name: copy.deepcopy(getattr(state, f.name)) for f in fields(state)
            if hasattr(state, f.name) and f.name not in OWN_COPY}


def scribble(value: Any) -> None:
    """Change a list or dict in place, and its list or dict items."""
    if not isinstance(value, (list, dict)):
        return
    for item in value.values() if isinstance(value, dict) else value:
        if isinstance(item, list):
            item.append("x")
        elif isinstance(item, dict):
            item["x"] = "x"
    if isinstance(value, list):
        value.append("x")
    elif isinstance(value, dict):
        value["x"] = "x"


def sharing(original: Any, clone: Any) -> dict[str, tuple[bool, ...]]:
    """Per field: whether the clone shares the value, and each of its items."""
    found = {}
    for name in COPIERS:
        if not hasattr(original, name):
            continue
        a, b = getattr(original, name), getattr(clone, name)
        items: tuple[bool, ...] = ()
        if isinstance(a, list):
            items = tuple(x is y for x, y in zip(a, b, strict=True))
        elif isinstance(a, dict):
            items = tuple(a[k] is b[k] for k in a)
        found[name] = (a is b, *items)
    return found


def test_every_attribute_is_declared_and_every_field_held() -> None:
    declared = set(COPIERS)
    assert declared >= CORE | SOLO
    for cls in VARIANTS:
        assert cls.__dictoffset__ == 0, f"{cls.__name__} has a __dict__"
        assert set(cls.__slots__) | set(TwinStar.__slots__) == set(), cls.__name__
    for options, players, rules in CASES:
        for game in positions(options, players, rules):
            held = {name for name in declared if hasattr(game, name)}
            assert held == declared, f"{options} {players}p rules {rules}: {declared - held}"
            if players > 1:
                assert (game.solo_deck, game.solo_card, game.bot_log, game.bot_first) == (
                    [], -1, [], [])
        with pytest.raises(AttributeError):
            game.undeclared = 1  # type: ignore[attr-defined]
    # the rules' class declares no state of its own: its annotations are class constants
    annotated = {k for k, v in TwinStar.__annotations__.items() if not v.startswith("ClassVar")}
    assert annotated == set()
    # the state shares what clones share, and only that (besides values of immutable types)
    assert {k for k, c in COPIERS.items() if c is SHARED} == SHARED_VALUES | {
        "players", "seed", "rules_version", "_legal_set", "bank", "round", "side", "order_pos",
        "start_player", "current", "last_player", "phase", "solo_card"}


@pytest.mark.parametrize("options,players,rules", CASES)
def test_copy_is_independent_and_as_a_clone(options: dict[str, Any], players: int,
                                            rules: int) -> None:
    for game in positions(options, players, rules, every=40):
        state = TwinStarState.of(game)
        clone = game.clone()
        copied = state.copy()
        # the state's copy and the game's clone copy each field alike
        assert sharing(state, copied) == sharing(game, clone)
        assert snapshot(copied) == snapshot(state)
        before = snapshot(state)
        for name in COPIERS.keys() - SHARED_VALUES:
            if hasattr(copied, name):
                scribble(getattr(copied, name))
        assert snapshot(state) == before
        assert snapshot(TwinStarState.of(game)) == before


def test_a_subclass_without_slots_is_refused() -> None:
    with pytest.raises(TypeError, match="__slots__"):
        class Loose(TwinStar):  # would give its games a __dict__ beside the declared state
            pass


@pytest.mark.parametrize("options,players,rules", CASES[:1] + CASES[-1:])
def test_a_clone_is_of_the_game_class_and_plays_on_alike(options: dict[str, Any],
                                                         players: int, rules: int) -> None:
    for game in positions(options, players, rules, every=25):
        clone = game.clone()
        assert type(clone) is type(game)
        assert clone.legal_moves() == game.legal_moves()
        if not game.is_over:
            before, moves = list(game.history), game.legal_moves()
            clone.play(moves[-1])
            assert clone.history == [*before, moves[-1]]
            assert (game.history, game.legal_moves()) == (before, moves)
