"""Tropicalia view: every legal choice is tappable on the board or has a button label;
prompts and move descriptions exist for every kind of move in both languages."""

from __future__ import annotations

import pytest
from test_tropicalia_helpers import day
from view_checks import (
    assert_areas,
    assert_buttons_named,
    assert_choices_framed,
    assert_no_codes,
    assert_parts_answer,
    assert_pictures_defined,
)

import pygames
from pygames.core.choice_names import visible_text
from pygames.core.rng import Rng
from pygames.core.scene import el, legal, moves_in, walk
from pygames.tropicalia import view
from pygames.tropicalia.faces import move_face
from pygames.tropicalia.island import POS_NAMES
from pygames.tropicalia.part_help import help_for_part
from pygames.tropicalia.pictures import SPRITES
from pygames.tropicalia.reference import tries
from pygames.tropicalia.scenario import give_items

KINDS = {"place", "worker", "to", "home", "sell", "discard", "build", "pass", "at", "take"}


def _clean(text: str) -> bool:
    return bool(text) and "{" not in text and "tropicalia." not in text


def _positions(players: int, advanced: bool, seed: int, every: int = 3):
    g = pygames.new_game("tropicalia", players=players, seed=seed, options={"advanced": advanced})
    chooser = Rng(seed + 99)
    k = 0
    while not g.is_over:
        if k % every == 0:
            yield g
        g.play(chooser.choice(g.legal_moves()))
        k += 1
    yield g


@pytest.mark.parametrize(("players", "advanced"), [(2, False), (3, True), (4, True)])
def test_every_legal_move_is_marked_or_labelled(players: int, advanced: bool) -> None:
    seen: set[str] = set()
    for seed in range(3):
        for g in _positions(players, advanced, seed):
            for lang in ("en", "ja"):
                svg = view.board(g, lang)
                assert_areas(svg, "tropicalia")
                marked = moves_in(svg)
                assert len(marked) == len(set(marked))
                legal = g.legal_moves()
                assert set(marked) <= set(legal)
                for move in legal:
                    seen.add(move.split()[0])
                    if move not in marked:
                        assert _clean(view.move_label(g, move, lang))
                    assert _clean(view.describe_move(g, move, lang))
                assert _clean(view.prompt(g, lang))
                for seat in range(players):
                    assert all(_clean(a) and b for a, b in view.player_stats(g, seat, lang))
    assert seen >= KINDS - {"take"}


def test_decisions_on_the_board() -> None:
    g = pygames.new_game("tropicalia", players=2, seed=4)
    assert sorted(moves_in(view.board(g, "en"))) == sorted(g.legal_moves())  # frame spaces
    g = day(frame={"Na": 0, "Nb": 1}, occupants={"a2": [1]})
    assert moves_in(view.board(g, "en")) == ["worker Na"]
    give_items(g, 0, "surfboard", "cart")
    g.play("worker Na")
    marked = moves_in(view.board(g, "en"))
    assert set(marked) == set(g.legal_moves()) - {"home"}
    assert "to a2 cart" in marked and "to c3 surf" in marked
    assert view.move_label(g, "home", "ja") == "家に帰る"


def test_selling_is_one_decision_with_a_count() -> None:
    g = day(frame={"E2": 0, "Na": 1})
    g.seats[0].fruit = [0, 0, 3]
    g.play("worker E2")
    g.play("to d2")
    svg = view.board(g, "en")
    panel = next(n for n in walk(svg) if n.get("k") == "area-sale")
    assert moves_in(panel) == moves_in(svg) == g.step_moves()  # one row of count chips
    # the fruit may be put back first, of the player's own will: a button beside the prompt
    assert g.legal_moves() == [*g.step_moves(), "discard mango"]
    assert view.move_label(g, "discard mango", "en") == "Mango back in the bag"
    labels = [view.move_label(g, m, "en") for m in g.step_moves()]
    assert labels == ["0 fruit", "1 mango for 4 shells", "2 mango for 8 shells",
                      "3 mango for 12 shells"]
    assert view.describe_move(g, "sell 2", "ja") == "販売：マンゴー2つで貝殻8つ"


def test_typed_sales_get_a_row_per_fruit_and_mixed_sales_buttons() -> None:
    g = day(frame={"Nc": 0, "Na": 1}, advanced={"c1": "most4"})
    g.seats[0].fruit = [2, 0, 3]
    g.play("worker Nc")
    g.play("to c1")
    assert moves_in(view.board(g, "ja")) == g.step_moves()
    g = day(frame={"Nc": 0, "Na": 1}, advanced={"c1": "any2"})
    g.seats[0].fruit = [2, 1, 3]
    g.play("worker Nc")
    g.play("to c1")
    assert moves_in(view.board(g, "en")) == []  # mixed sales and putting back: buttons
    assert all(_clean(view.move_label(g, m, "en")) for m in g.legal_moves())
    assert view.move_label(g, "sell 1 coconut 2 mango", "en") == \
        "1 coconut + 2 mango for 6 shells"


def test_a_mixed_sale_is_drawn_as_fruit_pictures_and_named_by_its_words() -> None:
    """A mixed sale's button shows each fruit sold (in the bag's order) as the board's picture
    with its number, over the price: the words its pictures stand for are a run of its name
    (the sale's words), so the app names it by those words alone, in both languages."""
    g = day(frame={"Nc": 0, "Na": 1}, advanced={"c1": "any2"})
    g.seats[0].fruit = [2, 1, 3]
    g.play("worker Nc")
    g.play("to c1")
    symbols = {n["a"]["id"] for n in walk(SPRITES) if n.get("t") == "symbol"}
    assert move_face(g, "sell 0", "en") is None and move_face(g, "home", "en") is None
    face = move_face(g, "sell 2 coconut 3 mango", "en")
    assert face is not None
    pictures = [n["a"]["href"][1:] for n in walk({"c": face}) if n.get("t") == "use"]
    assert pictures == ["tropicalia-coconut", "tropicalia-mango", "tropicalia-shell"]
    assert set(pictures) <= symbols
    assert " ".join(visible_text({"c": face}).split()) == "2 coconut 3 mango for 10 shells"
    for lang in ("en", "ja"):
        for move in g.legal_moves():
            face = move_face(g, move, lang)
            if face is None:
                continue
            name = view.describe_move(g, move, lang)
            button = legal(el("button", "b", {}, face), move, name)
            assert button["a"]["aria-label"] == name, (move, lang)


def test_take_and_discard_texts_and_parts() -> None:
    g = day(frame={"Na": 0, "Nb": 1})
    g.seats[0].fruit = [5, 0, 0]
    g.island_fruit[0] = [0, 1, 0]
    g.play("worker Na")
    g.play("to a1")
    assert g.step == "discard"
    assert set(moves_in(view.board(g, "en"))) == {"discard coconut", "discard custard"}
    assert "6/5" in view.prompt(g, "en")
    with g.edit():
        g.take_fruit, g.step, g.bag = "mango", "take", [1, 1, 0]
    assert g.legal_moves() == ["take coconut", "take custard"]
    for lang in ("en", "ja"):
        assert all(_clean(view.move_label(g, m, lang)) for m in g.legal_moves())
        assert _clean(view.prompt(g, lang))
    parts = g.score_breakdown()[0]
    for lang in ("en", "ja"):
        assert all(_clean(view.part_label(p, lang)) for p in parts)


def test_keys_are_unique_among_siblings_and_colours_per_seat() -> None:
    g = next(iter(_positions(4, True, 2, every=120)))
    svg = view.board(g, "en")
    for node in walk(svg):
        keys = [c.get("k") for c in node.get("c", []) if "k" in c]
        assert len(keys) == len(set(keys))
    assert len(view.seat_colors(g)) == 4
    assert len({f"it-{n}" for n in POS_NAMES}) == 16


@pytest.mark.parametrize(("players", "advanced"), [(2, False), (4, True)])
def test_pictures_choices_and_parts_answer(players: int, advanced: bool) -> None:
    """Pictures from the one sheet, every choice a framed group, every part with words of
    its own (in both languages), no letter codes, and every "why not?" part on the board."""
    asked = 0
    steps: set[str] = set()
    positions = (g for seed in range(4) for g in _positions(players, advanced, seed, every=4))
    for g in positions:
        if g.step in steps and g.step in ("place", "choose", "dest"):
            continue  # the common decisions once; the rarer ones (build, square) each time
        steps.add(g.step)
        for lang in ("en", "ja"):
            board = view.board(g, lang)
            sections = assert_areas(board, "tropicalia")
            assert [s["a"]["data-area"] for s in sections][-players:] == \
                [f"village{n}" for n in range(1, players + 1)]
            assert_pictures_defined(board)
            assert_choices_framed(board)
            assert_no_codes(board, set(POS_NAMES))
            assert_buttons_named(board, g, view, lang)
        asked += assert_parts_answer(board, g, help_for_part)
        keys = {n.get("k") for n in walk(board)}
        assert set(tries(g)) <= keys
    assert asked > 100 and {"place", "dest", "build", "square"} <= steps
