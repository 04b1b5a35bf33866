"""TwinStar's table: its areas, pictures instead of codes, the choices' frames, every part
answering a tap (a reason, or its own help), and words that name players and items."""

from __future__ import annotations

import re

import pytest
from playthrough import positions_along

import pygames
from pygames.app.controller import Controller
from pygames.core.scene import Node, walk
from pygames.twinstar import components as comp
from pygames.twinstar import parts, scenario, view
from pygames.twinstar.drawing import BREAK, SMALL, breakable, text_width
from pygames.twinstar.valley_view import MIN_SIZE, ROOM_H, ROOM_W, MapLayout

MODES = {
    "gems-2": (2, {"edition": "gems"}), "gems-4": (4, {"edition": "gems"}),
    "fruits-2": (2, {"edition": "fruits"}), "fruits-3-adv": (3, {"edition": "fruits",
                                                                 "mode": "advanced"}),
    "solo": (1, {"edition": "fruits"}),
}


def _positions(players: int, options: dict, every: int = 5):
    return positions_along("twinstar", players, 3, options, every)


def _areas(board: Node) -> list[str]:
    return [c["a"]["data-area"] for c in board["c"] if c["t"] == "section"]


@pytest.mark.parametrize("mode", MODES)
def test_the_board_is_areas_drawn_from_one_sprite_sheet(mode: str) -> None:
    players, options = MODES[mode]
    game = pygames.new_game("twinstar", players=players, seed=2, options=options)
    board = view.board(game, "en")
    expected = {"gems-2": "contracts", "gems-4": "contracts", "fruits-2": None,
                "fruits-3-adv": "contracts", "solo": "bot"}[mode]
    assert _areas(board) == ["valley", "actions", "market", *([expected] if expected else []),
                             "players"]
    nodes = walk(board)
    symbols = {n["a"]["id"] for n in nodes if n["t"] == "symbol"}
    used = {n["a"]["href"][1:] for n in nodes if n["t"] == "use"}
    assert used and used <= symbols
    ids = [n["a"]["id"] for n in nodes if "id" in n.get("a", {})]
    assert len(ids) == len(set(ids))  # each symbol defined once


@pytest.mark.parametrize("mode", MODES)
def test_no_letter_codes_and_no_text_below_the_tablet_size(mode: str) -> None:
    players, options = MODES[mode]
    letters = set(comp.GEMS) | set("AGLP")
    for game in _positions(players, options, every=9):
        for lang in ("en", "ja"):
            for node in walk(view.board(game, lang)):
                if node["t"] != "text":
                    continue
                words = str(node.get("x", ""))
                place = "place-label" in str(node["a"].get("class", ""))  # a hex's own name
                assert place or not re.fullmatch(r"[OBWY][1-4]", words), words  # seats named
                assert words not in letters or node.get("k") == "d", words  # only deck marks
                assert float(node["a"]["font-size"]) >= SMALL, (words, node["a"]["font-size"])


@pytest.mark.parametrize("mode", MODES)
def test_every_choice_on_the_board_is_framed(mode: str) -> None:
    players, options = MODES[mode]
    for game in _positions(players, options, every=3):
        for node in walk(view.board(game, "en")):
            attrs = node.get("a", {})
            if "data-move" not in attrs:
                continue
            assert "legal" in attrs["class"].split() and attrs["aria-label"]
            frames = [c for c in node.get("c", []) if "frame" in c.get("a", {}).get("class", "")]
            assert len(frames) == 1, node.get("k")


def test_the_valley_hexes_are_a_tablet_target_and_as_narrow_as_the_map_turns() -> None:
    fitting = 0
    for players, options in MODES.values():
        for seed in range(12):
            game = pygames.new_game("twinstar", players=players, seed=seed, options=options)
            at = MapLayout(game)
            assert at.size >= MIN_SIZE and at.size * 3 ** 0.5 >= 44
            # fits a landscape tablet's board area (1024×768: the room web/app.css leaves
            # it; the legend below may scroll) where any turn of the map does: 22 of 24
            # seeded four-player maps; the other two pan there, turned narrowest
            others = [_turned(game, turn) for turn in range(6)]
            if any(w <= ROOM_W and h <= ROOM_H for w, h in others):
                assert at.width <= ROOM_W and at.height <= ROOM_H
                fitting += 1
            else:
                assert at.width == pytest.approx(min(w for w, _ in others), abs=0.1)
    assert fitting >= len(MODES) * 12 - 2


def _turned(game: pygames.Game, turn: int) -> tuple[float, float]:
    at = MapLayout(game)
    at.turn = turn
    spots = [at.at(h) for h in game.terrain]
    xs, ys = [x for x, _ in spots], [y for _, y in spots]
    return (max(xs) - min(xs) + at.size * 3 ** 0.5 + 12,
            max(ys) - min(ys) + at.size * 2 + 6)


def _controller(game: pygames.Game) -> Controller:
    c = Controller(new_seed=lambda: 1)
    c.handle({"type": "init", "lang": "en", "hash": game.to_url_fragment()})
    return c


def _build_position() -> pygames.Game:
    game = pygames.new_game("twinstar", players=2, seed=4, options={"edition": "gems"})
    scenario.begin(game, 0, ["construct"])
    return game


def test_a_mountain_hex_says_why_not_and_what_it_is() -> None:
    game = _build_position()
    mountain = next(name for h, name in game.names.items() if game.terrain[h] == comp.MOUNTAIN)
    board = view.board(game, "en")
    from pygames.app.rules import reference as rules_help

    rules_help.annotate(game, board)
    (node,) = [n for n in walk(board) if n.get("k") == f"hex-{mountain}"]
    assert node["a"]["data-try"] == f"road {mountain}"
    assert node["a"]["data-help"] == f"hex:{mountain}"
    assert rules_help.reason(game, node["a"]["data-try"], "en") == \
        "Mountains need the Bridge Architect upgrade."
    title, body = parts.help_for_part(game, f"hex:{mountain}", "en")
    assert title == f"{mountain} · mountains" and "Bridge Architect" in body
    plains = next(name for h, name in game.names.items() if game.terrain[h] == comp.PLAINS)
    assert "costs Player 1 1 credits" in parts.help_for_part(game, f"hex:{plains}", "en")[1]


def test_a_contract_says_its_goal_reward_and_each_players_progress() -> None:
    game = pygames.new_game("twinstar", players=3, seed=4, options={"edition": "gems"})
    scenario.contracts(game, ["a06", "b02"])
    title, body = parts.help_for_part(game, "contract:a06", "en")
    assert title == "1★ 1 upgrade unlocked +2 credits"
    assert body.startswith("Goal: 1 upgrade unlocked. Worth 1 point at the end of the game.")
    assert "Bonus at once when claimed: +2 credits." in body
    for p in (1, 2, 3):
        assert f"Player {p}: 0 of 1" in body
    _, body = parts.help_for_part(game, "contract:b02", "ja")
    body = body.replace(BREAK, "")  # (the phrase breaks the page may wrap at)
    assert "プレイヤー1: 2のうち0。" in body and "工場2つ(1つ建設)" in body


def test_a_market_says_its_track_and_what_selling_now_pays() -> None:
    game = pygames.new_game("twinstar", players=2, seed=4, options={"edition": "gems"})
    with game.edit():
        game.reserve[0]["R"] = 3
    title, body = parts.help_for_part(game, "market:R", "en")
    assert title == "Fire Opal market"
    assert "1 [2] 3 4 5 6" in body and "Player 1 holds 3 Fire Opal: selling them now earns 6" \
        in body


def test_an_upgrade_says_what_it_does_and_who_holds_it() -> None:
    game = pygames.new_game("twinstar", players=2, seed=4, options={"edition": "gems"})
    with game.edit():
        game.upgrades[1][2] = 1
        game.upgrades[0][3] = 1
    title, body = parts.help_for_part(game, "upgrade:2", "en")
    assert title == "2. Construction Master"
    assert "3 road pieces per Construct" in body and "Unlocked by Player 2." in body
    assert "Half-way (one of two steps): Player 1." in parts.help_for_part(
        game, "upgrade:3", "en")[1]


@pytest.mark.parametrize("mode", MODES)
def test_every_part_named_on_the_board_is_explained(mode: str) -> None:
    players, options = MODES[mode]
    for game in _positions(players, options, every=25):
        named = {n["a"]["data-help"] for n in walk(view.board(game, "en"))
                 if "data-help" in n.get("a", {})}
        assert {"valley", "market", "upgrades", "factories"} <= named
        for part in named:
            for lang in ("en", "ja"):
                found = parts.help_for_part(game, part, lang)
                assert found is not None and all(found), part
                assert "twinstar." not in " ".join(found) and "{" not in " ".join(found)


def test_a_tap_on_a_square_that_is_no_choice_asks_why_not() -> None:
    game = pygames.new_game("twinstar", players=2, seed=4, options={"edition": "gems"})
    out = _controller(game).handle({"type": "key", "key": "x"})
    nodes = walk(out["scene"])
    tries = {n["a"]["data-try"] for n in nodes if "data-try" in n.get("a", {})}
    legal = set(game.legal_moves())
    assert tries and not tries & legal and {t.split()[0] for t in tries} == {"place"}


def test_prompts_name_players_and_items_as_the_buttons_do() -> None:
    game = pygames.new_game("twinstar", players=2, seed=4, options={"edition": "gems"})
    scenario.begin(game, 1, ["mine:"])
    while game.phase not in ("keep", "onto"):
        game.play(game.legal_moves()[0])
    prompt = view.prompt(game, "en")
    drawn = game.step.drawn
    assert prompt.startswith("Player 2: ")
    assert prompt.endswith(", ".join(view.t("gems", f"gem.{c}", "en") for c in drawn))
    assert not re.search(r"\b[RGBY]{2,}\b", prompt)
    for move in game.legal_moves():
        assert not re.search(r"\b[RGBY]{2,}\b", view.move_label(game, move, "en"))


def test_one_is_worded_as_one() -> None:
    game = _build_position()
    with game.edit():
        game.step.built = game.step.limit - 1
    assert "1 more road piece or a factory" in view.prompt(game, "en")
    a05 = game.contract("a05")
    assert view.contract_text("gems", a05, "en") == "1★ 1 bridge/mountain road +1 free road"
    assert view.contract_text("gems", game.contract("b01"), "en").endswith("+2 free roads")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_cards_lines_fit_and_never_split_a_word(lang: str) -> None:
    from pygames.twinstar.contracts_view import CARD_W, card_lines
    from pygames.twinstar.words import goal_text

    for ed in ("gems", "fruits"):
        game = pygames.new_game("twinstar", players=2, seed=1,
                                options={"edition": ed, "mode": "advanced"})
        for c in game.ED.contracts:
            lines = card_lines(ed, c, lang)
            assert len(lines) <= (3 if c.bonus else 4)
            assert all(text_width(x, SMALL) <= CARD_W - 12 for x in lines), lines
            joined = "".join(lines) if lang == "ja" else " ".join(lines)
            if joined.replace("\u00a0", " ") != goal_text(ed, c, lang).replace("\u00a0", " "):
                assert c.goal in ("transport", "mine_gems", "deliver", "deliver_match",
                                  "grow_fruits")  # the short form: the card draws the items
                continue
            if lang == "ja":  # each line ends where a phrase ends
                marked = breakable(goal_text(ed, c, lang, breakable=True))
                ends = {i for i, _ in enumerate(marked.replace(BREAK, ""))
                        if _break_after(marked, i)}
                at = 0
                for line in lines[:-1]:
                    at += len(line)
                    assert at - 1 in ends, (lines, line)


def _break_after(marked: str, index: int) -> bool:
    """Whether the plain text may break after its character ``index``: a break mark or a
    Japanese comma follows it."""
    plain = -1
    for i, ch in enumerate(marked):
        if ch == BREAK:
            continue
        plain += 1
        if plain == index:
            return ch in "、。・ " or marked[i + 1: i + 2] == BREAK
    return False


def test_the_latest_turn_is_marked_where_it_played() -> None:
    game = pygames.new_game("twinstar", players=2, seed=4, options={"edition": "gems"})
    game.play("place a1")  # a Construct
    road = next(m for m in game.legal_moves() if m.startswith("road "))
    game.play(road)
    marked = {n.get("k") for n in walk(view.board(game, "en"))
              if any(c.get("k") == "last" for c in n.get("c", []))}
    assert marked == {"sq-a1", f"hex-{road.split()[1]}"}
