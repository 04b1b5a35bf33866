"""TwinStar fruit edition: a turn places one or more discs (rulebook, ゲームのプレイ).

「プレイヤーのターンでは、1枚以上のアクションディスクを…空いているシンボル上に配置します」
「それ以降に追加で配置される各ディスクは、その色の他のディスクの少なくとも1つに縦横に隣接…プレイヤー
が自分のターンに複数のディスクを置いた場合、最後に置かれたディスクでカバーされるアクションのみが解決
されます」 — so a turn may cover free symbols (``walk``) and rival discs (``leap``) on its
way to the one action it resolves (``place``); the disc count, the 2×2 and "the last disc"
count every disc. And 「実行できないアクションを選択することはできません」 unless no other is
available: a turn ends on a performable action whenever one is within reach.
"""

from __future__ import annotations

import pytest

import pygames
from pygames.core.errors import IllegalMove
from pygames.twinstar import components as comp
from pygames.twinstar import scenario
from pygames.twinstar.readings import reading
from pygames.twinstar.rules import TwinStar

ME, RIVAL = 0, 1
#: A 5×5 board: a1 Construct, b1 Construct, c1 Deliver, d1 Grow, e1 Research ...
ROWS = ["CCTMU", "MUCTC", "TCMUC", "CTUMT", "UMCTM"]


def fruit_game(players: int = 2, rules: int = 2) -> TwinStar:
    game = pygames.new_game("twinstar", players=players, seed=4,
                            options={"edition": "fruits"}, rules=rules)
    scenario.flat_valley(game, special={(0, 0): comp.MINE, (3, 0): comp.SITE})
    scenario.items(game, {(0, 0): "AGLP"})
    scenario.factory(game, (3, 0), ME, "GL")
    scenario.road(game, {(1, 0): ME, (2, 0): ME})
    scenario.credits(game, [10] * game.seats)
    with game.edit():
        game.current = ME
    return game


def test_walking_over_a_free_symbol_reaches_the_action_beyond() -> None:
    """a1 own, b1 an empty Construct, c1 Deliver: besides placing on b1 or a2, a turn may put
    a disc on b1 without resolving it and resolve c1."""
    reading("fruits-several-discs")
    game = fruit_game()
    scenario.action_board(game, ROWS, {"a1": [ME]}, pool=[8, 9])
    moves = game.legal_moves()
    assert {"place b1", "place a2", "walk b1", "walk a2"} <= set(moves)
    assert "place c1" not in moves
    with pytest.raises(IllegalMove) as err:
        game.play("place c1")
    assert err.value.key == "twinstar.illegal.walk_needed"
    game.play("walk b1")
    assert game.phase == "place" and game.pool[ME] == 7 and game.board[(0, 1)] == [ME]
    assert game.turn.action == ""  # the walking disc resolves nothing
    game.play("place c1")
    assert game.turn.action == comp.TRANSPORT and game.phase == "from"
    assert game.pool[ME] == 6 and game.turn.squares == [(0, 1), (0, 2)]


def test_a_walk_is_offered_only_with_a_disc_left_to_resolve_an_action() -> None:
    reading("fruits-enough-discs")
    game = fruit_game()
    scenario.action_board(game, ROWS, {"a1": [ME]}, pool=[1, 9])
    assert not any(m.startswith("walk") for m in game.legal_moves())
    scenario.action_board(game, ROWS, {"a1": [ME]}, pool=[2, 9])
    game.play("walk b1")
    assert game.legal_moves() and all(m.startswith("place") for m in game.legal_moves())


def test_a_reachable_performable_action_may_be_reached_by_walking_not_only_by_leapfrog() -> None:
    """b1 (Construct) cannot be performed without credits; d1... Grow can, two discs away,
    over b1 or over the rival's disc on a2: rules version 1 forced the leapfrog, version 2
    also offers the walk; placing on b1 stays illegal while an action is performable."""
    reading("fruits-performable")
    rows = ["CCMTU", "TUCTC", "MCTUC", "CTUMT", "UMCTM"]
    for rules, want in ((1, {"leap a2"}), (2, {"leap a2", "walk b1"})):
        game = fruit_game(rules=rules)
        scenario.credits(game, [0, 10])
        scenario.action_board(game, rows, {"a1": [ME], "a2": [RIVAL]}, pool=[8, 9])
        assert set(game.legal_moves()) == want, rules
        assert game.illegal_reason("place b1").key.endswith("unperformable")
    game.play("walk b1")
    game.play("place c1")  # Grow: performable (the orchard is full: just the 3 credits)
    assert game.credits[ME] == 3 and game.board[(0, 2)] == [ME] and game.current == RIVAL


def test_every_disc_of_a_turn_counts_for_the_two_by_two() -> None:
    game = fruit_game()
    scenario.action_board(game, ROWS, {"a1": [ME]}, pool=[8, 9])
    game.play("walk b1")
    game.play("walk b2")
    game.play("place a2")  # Grow: a1, b1, a2, b2 are a 2×2 of this player's discs
    while game.current == ME:
        game.play(game.legal_moves()[0])
    assert game.done[ME]  # the year ends for this player


def test_the_disc_count_limits_how_far_a_turn_reaches() -> None:
    game = fruit_game()
    scenario.action_board(game, ROWS, {"a1": [ME]}, pool=[2, 9])
    assert game.illegal_reason("place d1").key.endswith("not_adjacent")
    assert game.chains(ME, (0, 2)) == [["walk b1", "place c1"]]
    assert game.chains(ME, (0, 3)) == []


def test_every_shortest_way_to_a_target_is_a_choice() -> None:
    game = fruit_game()
    scenario.action_board(game, ROWS, {"a1": [ME], "c2": [RIVAL]}, pool=[8, 9])
    assert game.chains(ME, (1, 1)) == [["walk b1", "place b2"], ["walk a2", "place b2"]] or \
        game.chains(ME, (1, 1)) == [["walk a2", "place b2"], ["walk b1", "place b2"]]
    assert ["leap c2", "place d2"] not in game.chains(ME, (1, 3))  # c2 is not next to a1
    assert ["walk b1", "walk c1", "place d1"] in game.chains(ME, (0, 3))


def test_the_first_disc_of_a_year_may_walk_from_the_edge() -> None:
    game = fruit_game()
    scenario.action_board(game, ROWS, {}, pool=[9, 9])
    with game.edit():
        game.placed = [0, 0]
    moves = game.legal_moves()
    assert "walk a1" in moves and "walk c3" not in moves  # c3 is not on the edge
    game.play("walk a1")
    assert "place a2" in game.legal_moves() and "place b1" in game.legal_moves()


def test_a_solo_player_may_place_several_discs_to_reach_an_action() -> None:
    """「ボットとは異なり、特定のアクションに到達するために複数のディスクを配置することができます」"""
    game = fruit_game(players=1)
    scenario.action_board(game, ROWS, {"a1": [ME]}, pool=[8, 9])
    game.play("walk b1")
    game.play("place c1")
    assert game.turn.action == comp.TRANSPORT
