"""TwinStar's network index (``network_index.py``) and the other facts the rules keep across
moves: what each holds, when it is renewed, and the bit-set geometry of the action board
(``board_bits.py``) against plain square arithmetic. Whether its answers equal the plain
searches on every position of random games: ``test_twinstar_network_props.py``.
"""

from __future__ import annotations

import pytest

import pygames
from pygames.core.rng import Rng
from pygames.twinstar import components as comp
from pygames.twinstar import network, scenario
from pygames.twinstar.board_bits import BoardBits
from pygames.twinstar.network_index import NetworkIndex
from pygames.twinstar.rules import BoardShape, TwinStar

ME, RIVAL = 0, 1
WEST, EAST, MARKET_WEST, MARKET_EAST = (-6, 0), (6, 0), (-3, 0), (3, 0)


def two_valleys(edition: str = "fruits") -> TwinStar:
    """A plains valley with two mines, each linked by its own road to its own factory, the
    two networks far apart."""
    game = pygames.new_game("twinstar", players=2, seed=3, options={"edition": edition})
    scenario.flat_valley(game, special={WEST: comp.MINE, EAST: comp.MINE,
                                        MARKET_WEST: comp.SITE, MARKET_EAST: comp.SITE})
    scenario.items(game, {WEST: "AG", EAST: "AG"})
    scenario.factory(game, MARKET_WEST, ME, "AG")
    scenario.factory(game, MARKET_EAST, RIVAL, "AG")
    scenario.road(game, {(-5, 0): ME, (-4, 0): ME, (5, 0): RIVAL, (4, 0): RIVAL})
    scenario.credits(game, [10, 10])
    with game.edit():
        game.current = ME
    return game


def test_a_new_piece_keeps_the_route_facts_of_mines_it_leaves_alone() -> None:
    game = two_valleys()
    before = game.network_index()
    west, east = before.outcomes(WEST, ME), before.outcomes(EAST, ME)
    scenario.road(game, {(-5, 1): RIVAL})  # next to the west road only
    after = game.network_index()
    assert after is not before and after.describes(game.pieces, game.factories)
    assert after.outcomes(EAST, ME) is east  # kept: nothing changed around the east mine
    assert after.outcomes(WEST, ME) is not west
    fresh = NetworkIndex(game.pieces, game.factories, game.seats, game.COUNTED,
                         game.SUGGEST_BUDGET)
    assert after.outcomes(WEST, ME) == fresh.outcomes(WEST, ME)
    assert after.region(WEST) == {(-5, 0), (-4, 0), (-5, 1)}


def test_regions_and_factory_facts_are_kept_while_nothing_around_them_changes() -> None:
    """A piece next to neither a mine nor its region leaves that region (and the factories
    it reaches) as it was; a piece next to it joins it; a factory renews every region and
    the facts of where the factories stand."""
    game = two_valleys()
    before = game.network_index()
    west, east = before.region(WEST), before.region(EAST)
    assert before.reached(WEST) == [MARKET_WEST] and before.reached(EAST) == [MARKET_EAST]
    probe = game.factory_fact("probe", lambda: object())
    scenario.road(game, {(-5, 1): RIVAL})  # next to the west road only
    after = game.network_index()
    assert after.region(EAST) is east  # kept
    assert after.region(WEST) == west | {(-5, 1)}
    assert after.reached(WEST) == [MARKET_WEST]
    assert game.factory_fact("probe", lambda: None) is probe  # no factory built
    scenario.factory(game, (0, 5), RIVAL, "LP")
    renewed = game.network_index()
    assert renewed.region(EAST) is not east and renewed.region(EAST) == east
    assert game.factory_fact("probe", lambda: None) is None


def test_a_grown_network_makes_its_road_moves_from_the_earlier_ones() -> None:
    """A network grown by pieces on new hexes keeps the earlier network's facts at hand and
    the hexes added: its road moves are the earlier ones less those hexes; a network that
    lost a piece has no earlier facts."""
    game = two_valleys()
    game.start_stages([("construct", "")])

    def road_moves() -> list[str]:
        return [m for m in game.legal_moves() if m.startswith("road ")]

    before = road_moves()
    facts = game.network_index().facts
    scenario.road(game, {(0, 2): ME, (0, 3): RIVAL})
    index = game.network_index()
    assert index.earlier_facts is facts and index.added == {(0, 2), (0, 3)}
    gone = {"road " + game.names[h] for h in index.added}
    assert road_moves() == [m for m in before if m not in gone]
    assert len(road_moves()) == len(before) - 2
    with game.edit():
        del game.pieces[(0, 3)]
    assert game.network_index().earlier_facts is None


def test_a_new_factory_renews_every_route_fact() -> None:
    """A route search tries the hexes nearest any factory first: a factory anywhere may
    change the example path kept for an outcome."""
    game = two_valleys()
    east = game.network_index().outcomes(EAST, ME)
    scenario.factory(game, (0, 5), RIVAL, "LP")
    assert game.network_index().outcomes(EAST, ME) is not east


def test_clones_share_the_index_moves_keep_it_and_edits_check_it() -> None:
    game = two_valleys()
    index = game.network_index()
    assert game.clone().network_index() is index
    scenario.credits(game, [9, 10])  # an edit that leaves the network alone
    assert game.network_index() is index
    scenario.begin(game, ME, ["construct"])
    game.play(f"road {game.names[(-5, 1)]}")  # a move that builds renews it
    built = game.network_index()
    assert built is not index and built.describes(game.pieces, game.factories)
    game.play("done")  # one that does not keeps it
    assert game.network_index() is built


def test_undo_and_determinize_leave_no_stale_index() -> None:
    game = pygames.new_game("twinstar", players=2, seed=11, options={"edition": "gems"})
    rng = Rng(5)
    while len(game.pieces) < 3:
        moves = game.legal_moves()
        game.play(next((m for m in moves if m.startswith("road")), moves[rng.below(len(moves))]))
    game.network_index()
    while game.pieces:
        game.undo()
        assert game.network_index().describes(game.pieces, game.factories)
    game.determinize(Rng(1))
    assert game.network_index().describes(game.pieces, game.factories)


def test_a_mine_with_no_factory_in_reach_is_answered_without_a_search() -> None:
    game = two_valleys()
    scenario.road(game, {(0, 3): ME})
    index = game.network_index()
    lone = (0, 2)
    assert index.region(lone) == {(0, 3)}
    assert not index.reaches(lone, MARKET_WEST)
    assert index.outcomes(lone, ME) == ({}, True)


def test_network_facts_are_made_once_per_network() -> None:
    game = two_valleys()
    made = []

    def make() -> int:
        made.append(1)
        return len(made)

    assert game.network_fact("probe", make) == 1
    assert game.clone().network_fact("probe", make) == 1  # shared by clones
    scenario.road(game, {(0, 3): ME})
    assert game.network_fact("probe", make) == 2


def test_performable_actions_are_kept_while_a_turn_places_discs() -> None:
    """Placing a disc that does not resolve changes no answer of "performable": the answers
    last until an action resolves; an edit drops them."""
    game = two_valleys()
    rows = ["CCTMU", "MUCTC", "TCMUC", "CTUMT", "UMCTM"]
    scenario.action_board(game, rows, {"a1": [ME]}, pool=[8, 9])
    game.legal_moves()
    assert game.turn_facts_kept
    game.play("walk b1")
    assert game.turn_facts_kept  # kept across the walk
    scenario.credits(game, [0, 10])
    assert not game.turn_facts_kept  # an edit may change them


@pytest.mark.parametrize("rows", [("CCTMU", "MUCTC", "TCMUC", "CTUMT", "UMCTM"),
                                  ("FCTMF", "MUCTC", "TCFUC", "CTUMT", "FMCTF"),
                                  ("CCTMUT", "MUCTCM", "TCMUCU", "CTUMTC", "UMCTMT", "CTMUCM")])
def test_board_bits_agree_with_square_arithmetic(rows) -> None:
    shape = BoardShape.of(rows)
    bits = shape.bits
    n = shape.size
    rng = Rng(len(rows))
    every = [(r, c) for r in range(n) for c in range(n)]
    for _ in range(200):
        chosen = [rc for rc in every if rng.below(3) == 0]
        mask = bits.mask(chosen)
        assert bits.squares_of(mask) == sorted(chosen)
        usable_chosen = [rc for rc in chosen if rc in shape.orth]
        orth = {x for rc in usable_chosen for x in shape.orth[rc]}
        assert bits.orth(bits.mask(usable_chosen)) == bits.mask(orth)
        around = {(r + dr, c + dc) for r, c in chosen for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                  if 0 <= r + dr < n and 0 <= c + dc < n}
        assert bits.around(mask) == bits.mask(around)
        blocks = {(r + i, c + j) for r in range(n - 1) for c in range(n - 1)
                  if all((r + i, c + j) in chosen for i in (0, 1) for j in (0, 1))
                  for i in (0, 1) for j in (0, 1)}
        assert bits.blocks(mask) == bits.mask(blocks)
        passable = [rc for rc in shape.squares if rng.below(4)]
        start = [rc for rc in passable if rng.below(8) == 0]
        dist = {rc: 1 for rc in start}
        frontier = list(start)
        while frontier:
            spread = []
            for rc in frontier:
                for x in shape.orth[rc]:
                    if x in passable and x not in dist:
                        dist[x] = dist[rc] + 1
                        spread.append(x)
            frontier = spread
        layers = bits.layers(bits.mask(start), bits.mask(passable), n * n)
        assert [bits.squares_of(layer) for layer in layers] == [
            sorted(rc for rc, d in dist.items() if d == k) for k in range(1, len(layers) + 1)]
        assert len(layers) == max(dist.values(), default=0)
        goals = [rc for rc in shape.squares if rng.below(12) == 0]
        for limit in range(len(layers) + 2):
            assert bits.reaches(bits.mask(start), bits.mask(passable), limit,
                                bits.mask(goals)) == any(dist.get(g, limit + 1) <= limit
                                                         for g in goals)


def test_board_bits_of_a_board_with_flowers_never_use_them() -> None:
    bits = BoardBits(3, [(0, 0), (0, 1), (1, 1)], [(0, 0), (0, 1)])
    assert bits.orth(bits.mask([(0, 1)])) == bits.mask([(0, 0), (1, 1)])
    assert bits.edge == bits.mask([(0, 0), (0, 1)])


def test_route_search_on_the_index_is_the_plain_one() -> None:
    """The index asks network.route_outcomes with the game's budget: its results are the
    plain search's, kept."""
    game = two_valleys("gems")
    index = game.network_index()
    plain = network.route_outcomes(WEST, game.pieces, game.factories, game.seats, ME,
                                   game.COUNTED, game.SUGGEST_BUDGET)
    assert index.outcomes(WEST, ME) == plain
    assert index.outcomes(WEST, ME) is index.outcomes(WEST, ME)


def test_an_action_board_laid_out_by_hand_in_an_edit_is_the_one_read() -> None:
    game = pygames.new_game("twinstar", players=2, seed=3, options={"edition": "fruits"})
    assert isinstance(game, TwinStar)
    with game.edit():
        game.board_kinds = ["MMMMM"] * 5
    assert game.shape.rows == ("MMMMM",) * 5
    assert {game.kind_at((r, c)) for r in range(5) for c in range(5)} == {game.kind_at((0, 0))}
    assert game.shape is BoardShape.of(["MMMMM"] * 5)
