"""TwinStar readings fixed in rules version 2 (issue 18), each against its passage; games on
rules version 1 keep the old reading (their addresses replay as they were made)."""

from __future__ import annotations

import pygames
from pygames.twinstar import components as comp
from pygames.twinstar import scenario, solo
from pygames.twinstar.components_fruits import FRUITS_EDITION
from pygames.twinstar.readings import reading
from pygames.twinstar.rules import TwinStar

ME, RIVAL = 0, 1


def gem_game(rules: int = 2) -> TwinStar:
    game = pygames.new_game("twinstar", players=2, seed=2, options={"edition": "gems"},
                            rules=rules)
    scenario.flat_valley(game, special={(0, 0): comp.MINE, (4, 0): comp.SITE,
                                        (0, 3): comp.MOUNTAIN})
    scenario.items(game, {(0, 0): "RRGB"})
    scenario.factory(game, (4, 0), ME, "RG")
    scenario.road(game, {(1, 0): ME, (2, 0): ME, (3, 0): ME, (0, 3): RIVAL})
    scenario.credits(game, [10, 10])
    return game


# ---------------------------------------------------------------------- the main action
def test_a_construct_is_performed_before_done_ends_it() -> None:
    """"Before performing one or two Optional actions, a player must always perform the
    Main action": ``done`` comes after the first piece (Construct builds "up to" two)."""
    reading("gems-main-action")
    game = gem_game()
    scenario.begin(game, ME, ["construct"])
    assert game.phase == "build" and "done" not in game.legal_moves()
    assert game.illegal_reason("done").key == "twinstar.illegal.must_act"
    game.play("road " + game.names[(1, 1)])
    assert "done" in game.legal_moves()
    old = gem_game(rules=1)
    scenario.begin(old, ME, ["construct"])
    assert "done" in old.legal_moves()


def test_a_transport_is_performed_when_one_can_be_made() -> None:
    game = gem_game()
    scenario.begin(game, ME, ["transport"])
    assert game.legal_moves() == ["from " + game.names[(0, 0)]]
    old = gem_game(rules=1)
    scenario.begin(old, ME, ["transport"])
    assert "done" in old.legal_moves()


def test_a_main_action_that_cannot_be_performed_at_all_is_skipped() -> None:
    game = gem_game()
    scenario.credits(game, [0, 10])
    scenario.begin(game, ME, ["construct"])
    assert game.phase != "build"  # nothing affordable: the disc resolves nothing


def test_a_crossroad_obeys_the_terrain() -> None:
    """"Mountains: These hexes can not be built on unless you unlock an upgrade": a crossroad
    on a rival's mountain road needs Bridge Architect too."""
    reading("gems-crossroad-terrain")
    game = gem_game()
    scenario.begin(game, ME, ["construct"])
    mountain = game.names[(0, 3)]
    assert "cross " + mountain not in game.legal_moves()
    assert game.illegal_reason("cross " + mountain).key == "twinstar.illegal.mountain"
    with game.edit():
        game.upgrades[ME] = {1: 1}  # Bridge Architect
    assert "cross " + mountain in game.legal_moves()
    old = gem_game(rules=1)
    scenario.begin(old, ME, ["construct"])
    assert "cross " + mountain in old.legal_moves()


# ---------------------------------------------------------------------- the solo bot
def solo_extension(rules: int) -> int:
    game = pygames.new_game("twinstar", players=1, seed=3, options={"edition": "fruits"},
                            rules=rules)
    scenario.flat_valley(game, special={(0, 0): comp.MINE})
    scenario.road(game, {(1, 0): solo.BOT, (2, 0): solo.BOT, (3, 0): solo.BOT})
    with game.edit():
        solo.construct(game, 2)
    return sum(solo.BOT in owners for owners in game.pieces.values())


def test_the_solo_bot_extends_a_route_up_to_four_of_its_pieces() -> None:
    """「すでに果樹園または市場に接続されているルートを最大4つのボットコマまで延長する」: a
    3-piece route becomes 4, not 5 (rules version 1 placed 2 pieces regardless)."""
    reading("fruits-solo-extend")
    assert solo_extension(2) == 4
    assert solo_extension(1) == 5


# ---------------------------------------------------------------------- year two
def year_two_start(rules: int) -> int:
    """Seat 0 holds fewer credits but more capital (a 5-point contract, advanced mode)."""
    game = pygames.new_game("twinstar", players=2, seed=8,
                            options={"edition": "fruits", "mode": "advanced"}, rules=rules)
    scenario.credits(game, [10, 12])
    with game.edit():
        game.won = [["fc13"], []]
        game.start_player = RIVAL
    game.end_year()
    return game.current


def test_year_two_starts_with_the_lowest_capital_as_the_mode_counts_it() -> None:
    """「資本が最も低いプレイヤーが新しいスタートプレイヤーになります」 and in the advanced mode
    「これら3つの要素がすべて合計され、プレイヤーの総資本が形成されます」."""
    reading("fruits-year-two")
    assert year_two_start(2) == RIVAL  # 12 credits < 10 + 5 contract points
    assert year_two_start(1) == ME  # version 1 compared credits only


# ---------------------------------------------------------------------- contract data
def test_market_contracts_ask_for_two_markets_and_one_asks_for_five_bridges() -> None:
    """The kinds the rulebook shows: 「少なくとも2つの市場を建設します」 and 「5つの橋」."""
    markets = [c for c in FRUITS_EDITION.contracts if c.goal == "markets"]
    assert markets and all(c.param == 2 for c in markets)
    assert any(c.goal == "terrain" and c.param == "L5" for c in FRUITS_EDITION.contracts)


def test_every_valley_has_the_lakes_the_bridge_contracts_need() -> None:
    most = max(int(str(c.param)[1:]) for c in FRUITS_EDITION.contracts
               if c.goal == "terrain" and str(c.param).startswith(comp.LAKE))
    for side in (s for pair in FRUITS_EDITION.tile_sides for s in pair):
        assert side.count(comp.LAKE) >= 3
    for players in (1, 2, 3, 4):
        for seed in range(15):
            game = pygames.new_game("twinstar", players=players, seed=seed,
                                    options={"edition": "fruits"})
            lakes = sum(t == comp.LAKE for t in game.terrain.values())
            assert lakes >= most, (players, seed)
            assert len(game.terrain) == 19 * len(game.tiles_used)
