"""TwinStar's shape (issue 44): one rules class with editions one level below it, short
rules modules, and phase tables that name what the classes run."""

from __future__ import annotations

import pathlib

import pytest

import pygames
from pygames.core.game import Game
from pygames.twinstar import fruits
from pygames.twinstar.plugin import VARIANTS
from pygames.twinstar.rules import TwinStar

PACKAGE = pathlib.Path(pygames.__file__).resolve().parent / "twinstar"
#: The view and text modules (what a game looks like and says); every other module of the
#: package holds rules, components or the bots' knowledge.
VIEWS = {"words", "parts", "drawing", "symbols", "texts", "help_texts", "readings", "view",
         "presentation", "reference", "catalogue", "plugin", "ending", "explain", "scenario",
         "look"}


def _concrete() -> list[type[TwinStar]]:
    """Every class a game can be: the registered variants and their subclasses."""
    found: list[type[TwinStar]] = []
    pending: list[type[TwinStar]] = [TwinStar]
    while pending:
        cls = pending.pop()
        pending.extend(cls.__subclasses__())
        if cls is not TwinStar:
            found.append(cls)
    return found


def _chain(cls: type) -> list[str]:
    return [c.__name__ for c in cls.__mro__ if issubclass(c, Game)]


def test_every_variant_is_found_and_each_chain_to_game_is_at_most_five() -> None:
    classes = _concrete()
    assert set(VARIANTS) <= set(classes)
    long = {cls.__name__: _chain(cls) for cls in classes if len(_chain(cls)) > 5}
    assert long == {}
    assert _chain(VARIANTS[-1]) == ["SoloV1", "SoloTwinStar", "FruitsTwinStar", "TwinStar",
                                    "Game"]


def test_no_rules_module_is_over_500_lines() -> None:
    modules = {p.stem: p for p in PACKAGE.glob("*.py") if p.stem not in VIEWS}
    assert {"rules", "engine", "construct", "transport", "gems", "fruits", "solo",
            "legacy", "network"} <= modules.keys()
    long = {name: n for name, p in modules.items()
            if (n := len(p.read_text().splitlines())) > 500}
    assert long == {}


def test_a_table_naming_another_function_than_the_class_method_is_refused() -> None:
    with pytest.raises(TypeError, match="_moves_place"):
        class Stale(fruits.FruitsTwinStar):  # overrides a phase function, keeps the table
            def _moves_place(self) -> list[str]:
                return ["pass"]

    class Listed(fruits.FruitsTwinStar):  # names its own in its table: accepted
        __slots__ = ()

        def _moves_place(self) -> list[str]:
            return ["pass"]

        PHASES = {**fruits.FruitsTwinStar.PHASES,
                  "place": (_moves_place, fruits.FruitsTwinStar.PHASES["place"][1])}

    assert Listed.PHASES["place"][0] is Listed._moves_place


def test_each_phase_and_stage_a_game_enters_is_in_its_tables() -> None:
    for cls in VARIANTS:
        game = pygames.new_game("twinstar", players=1 if "Solo" in cls.__name__ else 2,
                                seed=5, options={"edition": cls.ED.id}, rules=cls.RULES_VERSION
                                if cls.__name__.endswith("TwinStar") else 1)
        assert type(game) is cls
        seen = set()
        for _ in range(400):
            if game.is_over:
                break
            seen.add(game.phase)
            assert game.phase in cls.PHASES
            game.play(game.legal_moves()[-1])
        assert "place" in seen and len(seen) >= 3
