"""Every choice's accessible name holds the words it shows (axe-core's
label-content-name-mismatch, WCAG 2.5.3): checked on the boards of many random positions of
every rule set, in English and Japanese, beyond the few positions the browser test opens."""

from __future__ import annotations

import pytest

import pygames
from pygames.core import registry, scene
from pygames.core.choice_names import holds, named, visible_text, words
from pygames.core.faces import glyph, token
from pygames.core.rng import Rng

#: Every rule set of the catalogue, TwinStar's fruit edition besides.
RULE_SETS = [(gid, {}) for gid in registry.ids()] + [("twinstar", {"edition": "fruits"})]


def mismatches(board: scene.Node) -> list[tuple[str, str]]:
    """(shown words, name) of each choice whose name lacks the words it shows."""
    found = []
    for node in scene.walk(board):
        attrs = node.get("a", {})
        name = attrs.get("aria-label")
        if attrs.get("role") == "button" or node.get("t") == "button":
            shown = visible_text(node)
            if name and not holds(name, shown):
                found.append((shown, name))
    return found


@pytest.mark.parametrize(("game_id", "options"), RULE_SETS,
                         ids=[f"{g}-{'-'.join(o.values()) or 'base'}" for g, o in RULE_SETS])
def test_every_choice_name_holds_its_visible_words(game_id: str, options: dict) -> None:
    view = registry.rule_set(game_id).view
    info = pygames.game_class(game_id).info
    looked = 0
    for seed in range(3):
        players = max(info.min_players, min(2 + seed % 2, info.max_players))
        game = pygames.new_game(game_id, players=players, seed=seed, options=options)
        chooser = Rng(seed + 11)
        for ply in range(300):
            if game.is_over:
                break
            if ply % 2 == 0:
                for lang in ("en", "ja"):
                    found = mismatches(view.board(game, lang, None))
                    assert not found, (game.to_url_fragment(), lang, found[:3])
                    looked += 1
            game.play(chooser.choice(game.legal_moves()))
    assert looked > 50


def card(kind: str, value: str) -> scene.Node:
    return scene.el("g", "card", {}, [
        scene.el("rect", "frame", {"class": "frame"}),
        scene.el("text", "name", {}, text=kind),
        scene.el("title", "tip", {}, text="not drawn"),
        scene.el("text", "value", {}, text=value),
    ])


def test_a_pictures_texts_are_separate_words_and_the_name_holds_them() -> None:
    node = scene.legal(card("Wheat", "3"), "R1", "Take Wheat 3")
    assert visible_text(node) == "Wheat 3"  # the page reads "Wheat 3", not "Wheat3"
    assert node["a"]["aria-label"] == "Take Wheat 3"
    assert words("Take Wheat 3") == ["take", "wheat", "3"]


def test_a_name_without_the_shown_words_gets_them_first() -> None:
    node = scene.legal(card("1. Bridge Architect", "2½"), "1", "upgrade: Bridge Architect")
    assert node["a"]["aria-label"] == "1. Bridge Architect 2½: upgrade: Bridge Architect"
    assert holds(node["a"]["aria-label"], visible_text(node))
    # a remark in brackets that only repeats the shown words is left out
    repeated = scene.legal(card("Mine", "2 gems"), "c4", "claims contract 4 (Mine 2 gems)")
    assert repeated["a"]["aria-label"] == "Mine 2 gems: claims contract 4"
    kept = scene.legal(card("4", "B9"), "c", "builds on B9 (pays 4)")
    assert kept["a"]["aria-label"] == "4 B9: builds on B9 (pays 4)"
    assert named(card("Pond", ""), "Take Pond") == "Take Pond"


@pytest.mark.parametrize(("name", "shown", "held"), [
    ("Take Wheat 3", "Wheat3", False),
    ("Take Wheat 3", "wheat 3", True),
    ("Take 3 Wheat", "Wheat 3", False),
    ("claims contract 6 (2★ Mine)", "2★ Mine", False),  # text in brackets does not count
    ("小麦 3を取る", "小麦 3", True),
    ("池を取る", "池", True),
    ("カラスを取る", "イノシシ", False),
    ("Pass", "", True),
])
def test_words_are_compared_as_axe_compares_them(name: str, shown: str, held: bool) -> None:
    assert holds(name, shown) is held


def test_a_picture_named_by_its_words_reads_as_them() -> None:
    """A face's token (a picture beside its number) reads as the words it is named by, as
    the page reads a named image: the choice's name must hold those words, not the digit."""
    face = [token("c", "2 coconut", [glyph("tropicalia-coconut"), "2"]),
            token("for", "for", ["→"]), token("s", "4 shells", ["4"])]
    button = scene.el("button", "b", {}, face)
    assert words(visible_text(button)) == ["2", "coconut", "for", "4", "shells"]
    assert scene.legal(button, "sell", "sells 2 coconut for 4 shells")["a"]["aria-label"] \
        == "sells 2 coconut for 4 shells"
    assert named(scene.el("button", "b", {}, face), "sells 4 shells") \
        == "2 coconut for 4 shells: sells 4 shells"
