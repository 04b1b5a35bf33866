"""The table's shared foundation: boards as areas, the area of the current decision marked,
the decision bar, the phone menu, and a part's own help through the registry's hook."""

from __future__ import annotations

from dataclasses import replace

import pytest

import pygames
from pygames.app.controller import Controller
from pygames.app.rules import reference as rules_help
from pygames.core import registry, scene
from pygames.core.scene import el, walk


def _board() -> scene.Node:
    square = scene.legal(el("rect", "s", {"class": "square"}), "place a1")
    return scene.areas("demo", "Demo", [
        scene.area("map", "Map", [el("svg", "svg", {"viewBox": "0 0 10 10"}, [el("rect", "r")])]),
        scene.area("actions", "Actions", [el("svg", "svg", {}, [el("g", "g", {}, [square])])]),
        scene.area("more", "More", [el("svg", "svg", {}, [
            scene.legal(el("rect", "t"), "place b1")])]),
    ])


def test_areas_are_labelled_sections_of_a_board_div() -> None:
    board = _board()
    assert board["t"] == "div" and board["a"]["class"] == "board areas demo"
    sections = board["c"]
    assert [s["a"]["data-area"] for s in sections] == ["map", "actions", "more"]
    assert all(s["t"] == "section" and s["a"]["aria-label"] and s["a"]["class"] == "area"
               for s in sections)


def test_the_first_area_holding_a_choice_is_marked_current() -> None:
    board = _board()
    assert scene.mark_current(board) == "actions"
    marked = [n["a"]["data-area"] for n in walk(board) if "data-current" in n.get("a", {})]
    assert marked == ["actions"]


def test_a_pick_first_part_counts_and_a_board_without_choices_marks_nothing() -> None:
    picked = scene.areas("demo", "Demo", [
        scene.area("a", "A", [el("svg", "svg")]),
        scene.area("b", "B", [scene.selectable(el("g", "x"), "sq-b2")]),
    ])
    assert scene.mark_current(picked) == "b"
    quiet = scene.areas("demo", "Demo", [scene.area("a", "A", [el("svg", "svg")])])
    assert scene.mark_current(quiet) is None
    assert not [n for n in walk(quiet) if "data-current" in n.get("a", {})]
    one_svg = el("svg", "b", {}, [scene.legal(el("rect", "r"), "go")])
    assert scene.mark_current(one_svg) is None  # a board drawn as one picture: no areas


def test_use_draws_a_symbol_by_its_id() -> None:
    node = scene.use("twinstar-gem-R", 10, 20.26, 16, "g0")
    assert node == {"t": "use", "k": "g0", "a": {"href": "#twinstar-gem-R", "x": 10, "y": 20.3,
                                                   "width": 16, "height": 16}}


def _table(game_id: str = "harvest_valley") -> tuple[Controller, dict]:
    c = Controller(new_seed=lambda: 4)
    c.handle({"type": "init", "lang": "en", "hash": ""})
    c.handle({"type": "tap", "action": "pick", "value": game_id})
    c.setup.seats = ["human"] * len(c.setup.seats)
    return c, c.handle({"type": "tap", "action": "start"})


def _by_class(root: dict, cls: str) -> list[dict]:
    return [n for n in walk(root) if cls in str(n.get("a", {}).get("class", "")).split()]


def test_the_decision_bar_holds_the_prompt_its_buttons_and_the_last_move() -> None:
    c, out = _table()
    (bar,) = _by_class(out["scene"], "decision")
    assert bar["t"] == "section" and bar["a"]["aria-label"] == "Your decision"
    assert _by_class(bar, "prompt") and not _by_class(bar, "last-move")  # nothing played yet
    move, seat = c.table.game.legal_moves()[0], c.table.game.current_player
    out = c.handle({"type": "tap", "move": move})
    (bar,) = _by_class(out["scene"], "decision")
    (last,) = _by_class(bar, "last-move")
    assert last["x"].startswith(f"Last move: Player {seat + 1}: ")
    assert not _by_class(_by_class(out["scene"], "side")[0], "prompt")


def test_the_menu_folds_the_table_tools_and_a_tool_closes_it() -> None:
    c, out = _table()
    (bar,) = [n for n in walk(out["scene"]) if n.get("t") == "header"]
    (toggle,) = [n for n in walk(bar) if n.get("a", {}).get("data-action") == "menu"]
    assert "folds" in bar["a"]["class"] and "data-open" not in bar["a"]
    assert toggle["a"]["aria-expanded"] == "false" and toggle["a"]["aria-controls"] == "table-tools"
    assert [n for n in walk(bar) if n.get("a", {}).get("id") == "table-tools"]
    out = c.handle({"type": "tap", "action": "menu"})
    (bar,) = [n for n in walk(out["scene"]) if n.get("t") == "header"]
    assert bar["a"]["data-open"] == "1" and c.at_table.menu_open
    c.handle({"type": "tap", "action": "lang", "value": "ja"})
    assert not c.at_table.menu_open
    c.handle({"type": "tap", "action": "menu"})
    c.handle({"type": "key", "key": "Escape"})
    assert not c.at_table.menu_open
    out = c.handle({"type": "tap", "action": "home"})  # other screens do not fold
    assert not [n for n in walk(out["scene"]) if n.get("a", {}).get("data-action") == "menu"]


@pytest.fixture
def twinstar_part_help(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """TwinStar's rule set with a stand-in ``help_for_part`` that answers ``demo:*`` parts."""
    asked: list[tuple[str, str]] = []

    def answer(game: object, part: str, lang: str) -> tuple[str, str] | None:
        asked.append((part, lang))
        return ("Demo part", f"about {part}") if part.startswith("demo:") else None

    found = registry.rule_set("twinstar")
    assert found.reference is not None
    patched = replace(found, reference=replace(found.reference, help_for_part=answer))
    monkeypatch.setattr(rules_help, "rule_set",
                        lambda gid: patched if gid == "twinstar" else registry.rule_set(gid))
    return asked


def test_a_part_is_explained_by_the_rule_sets_hook_then_the_catalogue(
        twinstar_part_help: list[tuple[str, str]]) -> None:
    c, _ = _table("twinstar")
    c.handle({"type": "help", "key": "demo:7"})
    assert c.help == ("Demo part", "about demo:7")
    c.handle({"type": "help", "key": "market"})  # the hook has none: the catalogue's text
    assert c.help is not None and c.help[0] == "Market"
    assert twinstar_part_help == [("demo:7", "en"), ("market", "en")]


def test_a_long_press_on_a_choice_with_its_own_help_says_both(
        twinstar_part_help: list[tuple[str, str]]) -> None:
    c, _ = _table("twinstar")
    move = c.table.game.legal_moves()[0]
    c.handle({"type": "help", "move": move, "key": "demo:x"})
    title, body = c.help
    assert title == "Demo part" and body.endswith("about demo:x")
    assert body.startswith(c.view().describe_move(c.table.game, move, "en"))
    c.handle({"type": "try", "move": "place z9", "key": "demo:y"})  # a tap: the reason only
    assert c.help is not None and c.help[0] == "Not possible now"


def test_the_default_hook_has_no_part_texts() -> None:
    ref = registry.Reference(sections=lambda lang, options, players: [])
    assert ref.help_for_part(None, "contract:x", "en") is None


def test_offers_are_buttons_beside_the_prompt_that_play_their_moves(
        monkeypatch: pytest.MonkeyPatch) -> None:
    c, _ = _table("harvest_valley")
    game = c.table.game
    first = game.legal_moves()[0]
    trial = game.clone()
    trial.play(first)
    chain = scene.SEQUENCE.join([first, trial.legal_moves()[0]])
    found = registry.rule_set("harvest_valley")
    patched = replace(found, offers=lambda g, lang: [(chain, f"Both ({lang})")])
    monkeypatch.setattr(registry, "rule_set",
                        lambda gid: patched if gid == "harvest_valley" else found)
    out = c.handle({"type": "key", "key": "x"})
    (bar,) = _by_class(out["scene"], "decision")
    (offer,) = _by_class(bar, "offer")
    assert offer["x"] == "Both (en)" and offer["a"]["data-move"] == chain
    assert "legal" in offer["a"]["class"]
    c.handle({"type": "tap", "move": chain})
    assert c.table.game.history == chain.split(scene.SEQUENCE)
    assert registry.no_offers(game, "en") == []


def test_a_sprite_sheet_holds_the_symbols_once() -> None:
    sheet = scene.sprites([el("symbol", "gem", {"id": "demo-gem"})])
    assert sheet["a"]["class"] == "sprites" and sheet["a"]["aria-hidden"] == "true"
    assert [n["a"]["id"] for n in walk(sheet) if n["t"] == "symbol"] == ["demo-gem"]
    assert scene.mark_current(scene.areas("demo", "Demo", [sheet])) is None


def test_a_pick_first_part_names_the_moves_it_shows() -> None:
    toggle = scene.selectable(el("g", "t"), "walk", "Discs on the way", leads=["walk a1", "walk b1"])
    board = el("svg", "b", {}, [toggle, scene.legal(el("rect", "r"), "place c1")])
    assert toggle["a"]["data-leads"] == "walk a1|walk b1"
    assert scene.leads_in(board) == ["walk a1", "walk b1"]
    assert scene.moves_in(board) == ["place c1"]  # what a tap plays now


def test_the_app_offers_no_button_for_a_move_a_pick_shows() -> None:
    c, _ = _table("twinstar")
    fruits = pygames.new_game("twinstar", players=3, seed=4,
                              options={"edition": "fruits", "mode": "advanced"})
    c.table.game = fruits
    c.table.seats = ["human"] * 3
    out = c.handle({"type": "key", "key": "x"})
    walks = [m for m in fruits.legal_moves() if m.startswith("walk ")]
    assert walks and sorted(scene.leads_in(out["scene"])) == sorted(walks)
    buttons = [n["a"]["data-move"] for n in _by_class(out["scene"], "choice")]
    assert not set(buttons) & set(walks)


def test_while_a_bot_moves_no_part_can_be_picked() -> None:
    c, _ = _table("twinstar")
    c.table.game = pygames.new_game("twinstar", players=3, seed=4,
                                    options={"edition": "fruits", "mode": "advanced"})
    c.table.seats = ["easy", "human", "human"]
    out = c.handle({"type": "key", "key": "x"})
    assert c.bot_to_move()
    assert not [n for n in walk(out["scene"]) if n.get("a", {}).get("data-action") == "select"]
    assert not scene.moves_in(out["scene"]) and not scene.leads_in(out["scene"])
