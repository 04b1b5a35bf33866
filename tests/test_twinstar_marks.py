"""TwinStar's places named in texts (labels, marks) and the valley's marking by outcome."""

from __future__ import annotations

import re

import pygames
from pygames.app.controller import Controller
from pygames.app.table import marks
from pygames.core.rng import Rng
from pygames.core.scene import walk
from pygames.twinstar import view
from pygames.twinstar.components import MINE
from pygames.twinstar.hexes import neighbours
from pygames.twinstar.outcomes import MANY, build_outcomes, outcomes


def _start(seed: int = 3, options: dict | None = None) -> Controller:
    c = Controller(new_seed=lambda: seed)
    c.handle({"type": "init", "lang": "en", "hash": ""})
    c.handle({"type": "tap", "action": "pick", "value": "twinstar"})
    c.setup.seats = ["human"] * len(c.setup.seats)
    c.handle({"type": "tap", "action": "start"})
    return c


def _play(c: Controller, n: int, seed: int = 1) -> dict:
    rng = Rng(seed)
    out: dict = {}
    for _ in range(n):
        out = c.handle({"type": "tap", "move": rng.choice(c.table.game.legal_moves())})
    return out


def _by(scene: dict, cls: str) -> list[dict]:
    return [n for n in walk(scene) if cls in str(n.get("a", {}).get("class", "")).split()]


# ---------------------------------------------------------------------- labels
def test_every_hex_and_square_carries_its_label_as_the_texts_write_it() -> None:
    game = pygames.new_game("twinstar", players=3, seed=4)
    board = view.board(game, "en")
    places = {n["a"]["data-place"]: n for n in walk(board) if "data-place" in n.get("a", {})}
    assert set(game.names.values()) <= set(places)
    assert {"a1", "e1", "f6"} <= set(places)
    for name, node in places.items():
        labels = [k for k in walk(node) if "place-label" in str(k.get("a", {}).get("class"))]
        assert [k["x"] for k in labels] == [name]


def test_labels_toggle_is_remembered_on_this_device() -> None:
    c = _start()
    out = c.handle({"type": "tap", "action": "labels"})
    area = next(n for n in walk(out["scene"]) if n.get("a", {}).get("class") == "board-area")
    assert area["a"].get("data-labels") == "1"
    assert out["store"] == {marks.LABELS_KEY: "1"}
    toggle = _by(out["scene"], "labels-toggle")
    assert toggle and toggle[0]["a"]["aria-pressed"] == "true"
    again = Controller(new_seed=lambda: 3)  # another page on this device: the store says so
    again.handle({"type": "init", "lang": "en", "hash": "", "store": {marks.LABELS_KEY: "1"}})
    assert marks.labels_shown(again, frozenset({"A1"})) == "1"
    out = c.handle({"type": "tap", "action": "labels"})
    area = next(n for n in walk(out["scene"]) if n.get("a", {}).get("class") == "board-area")
    assert "data-labels" not in area["a"] or area["a"]["data-labels"] is None


# ---------------------------------------------------------------------- marks
def test_places_named_by_moves_and_words() -> None:
    places = frozenset({"B19", "C3", "a1", "e1"})
    assert marks.places_in_move("road B19", places) == ["B19"]
    assert marks.places_in_move("walk a1;place e1", places) == ["a1", "e1"]
    assert marks.places_in_move("claim 2", places) == []
    assert marks.places_in_text("A15 · plains; C3 and C3, B190", places) == ["C3"]
    assert marks.naming([]) == {}
    assert marks.naming(["B19", "a1"])["data-marks"] == "B19 a1"


def test_log_lines_last_move_and_hint_name_the_places_of_their_moves() -> None:
    c = _start()
    out = _play(c, 12)
    game = c.table.game
    places = {n["a"]["data-place"] for n in walk(out["scene"]) if "data-place" in n.get("a", {})}
    lines = [n for n in walk(out["scene"]) if n.get("t") == "li" and "data-marks" in n.get("a", {})]
    assert lines, "log lines naming hexes or squares carry them"
    named_moves = [m for m in game.history if marks.places_in_move(m, frozenset(places))]
    assert len(lines) == len(named_moves)
    for node in lines:
        for name in node["a"]["data-marks"].split():
            assert name in places and re.search(rf"\b{name}\b", node["x"])
    last = _by(out["scene"], "last-move")[0]
    assert last["a"].get("data-marks", "").split() == \
        marks.places_in_move(game.history[-1], frozenset(places))
    out = c.handle({"type": "tap", "action": "hint"})
    while c.at_table.hint is None:  # the hint is worked out over ticks
        out = c.handle({"type": "tick"})
    hinted = c.at_table.hint[1].move
    line = _by(out["scene"], "hint-line")
    if marks.places_in_move(hinted, frozenset(places)):
        assert line[0]["a"]["data-marks"].split() == marks.places_in_move(hinted, frozenset(places))


def test_help_on_a_hex_names_it() -> None:
    c = _start()
    out = c.handle({"type": "help", "key": "hex:A1"})
    title = _by(out["scene"], "help-title")[0]
    assert title["a"]["data-marks"].split()[0] == "A1"


# ---------------------------------------------------------------------- outcomes
def _build_position(seed: int, edition: str | None = None):
    game = pygames.new_game("twinstar", players=3, seed=seed,
                            options={"edition": edition} if edition else None)
    rng = Rng(seed)
    while not game.is_over:
        found = build_outcomes(game)
        if len(found) >= MANY and any(o.kind == "connect" for o in found.values()):
            return game, found
        game.play(rng.choice(game.legal_moves()))
    raise AssertionError("no build with a connecting hex")


def test_outcomes_follow_the_rules() -> None:
    for seed, edition in ((0, None), (1, None), (2, "fruits")):
        game, found = _build_position(seed, edition)
        p = game.current
        legal = {m.split(" ")[1] for m in game.legal_moves() if m.split(" ")[0] in ("road", "cross")}
        assert set(found) == legal
        for name, o in found.items():
            h = game.by_name[name]
            verb = "cross" if f"cross {name}" in game.legal_moves() else "road"
            near = [n for n in neighbours(h) if n in game.pieces or n in game.factories
                    or game.terrain.get(n) == MINE]
            if verb == "cross":
                assert o.now and o.payees == (game.pieces[h][0],) and o.cost == game.ED.crossroad_fee
            elif o.kind == "connect":  # a mine and a factory linked by this piece only
                trial = game.clone()
                trial.play(f"road {name}")
                assert _links(trial) > _links(game)
            elif o.kind == "open":
                assert not near
            else:
                assert o.kind == "extend" and near
                trial = game.clone()
                trial.play(f"road {name}")
                assert _links(trial) == _links(game)
            if verb == "road":
                assert o.cost == (game.build_cost(p, h) or 0)


def _links(game) -> int:
    from pygames.twinstar.network import connected

    mines = [h for h, t in game.terrain.items() if t == MINE]
    pieces = {h: o for h, o in game.pieces.items() if o}
    return sum(connected(m, f, pieces) for m in mines for f in game.factories)


def test_many_legal_hexes_are_drawn_quietly_with_outcomes_apart() -> None:
    game, found = _build_position(0)
    board = view.board(game, "en")
    legal_hexes = [n for n in walk(board) if "data-place" in n.get("a", {})
                   and "data-move" in n["a"] and n["a"]["data-place"] in found]
    assert len(legal_hexes) >= MANY
    assert all("quiet" in n["a"]["class"].split() for n in legal_hexes)
    kinds = {n["a"]["data-outcome"] for n in legal_hexes}
    assert "connect" in kinds and len(kinds) >= 2
    rings = [n for n in walk(board) if "outcome" in str(n.get("a", {}).get("class", "")).split()]
    drawn = sum(o.kind in ("connect", "toll", "extend") for o in found.values())
    assert len(rings) == drawn
    for n in legal_hexes:  # the consequence is in the accessible name before the tap
        o = found[n["a"]["data-place"]]
        if o.kind == "connect":
            assert "a new route" in n["a"]["aria-label"]
        if o.cost:
            wanted = f"a toll of {o.cost} to Player {o.payees[0] + 1}" if o.now \
                else f"costs {o.cost}"
            assert wanted in n["a"]["aria-label"]
    texts = " ".join(str(n.get("x", "")) for n in walk(board))
    assert "new route" in texts and "other legal" in texts  # the legend


def test_few_legal_hexes_keep_the_usual_dashes_and_tolls_name_the_payee() -> None:
    game = pygames.new_game("twinstar", players=3, seed=5)
    rng = Rng(7)
    seen_toll = False
    while not game.is_over and not seen_toll:
        found = outcomes(game)
        board = view.board(game, "en")
        quiet = [n for n in walk(board) if "quiet" in str(n.get("a", {}).get("class", "")).split()]
        assert bool(quiet) == (len(found) >= MANY)
        for name, o in found.items():
            if o.kind == "toll" and o.payees:
                node = next(n for n in walk(board) if n.get("a", {}).get("data-place") == name)
                assert f"Player {o.payees[0] + 1}" in node["a"]["aria-label"]
                seen_toll = True
        game.play(rng.choice(game.legal_moves()))
    assert seen_toll
