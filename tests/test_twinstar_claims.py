"""The claim stage's shortcut: it tests a contract only when the turn's event its goal needs
(``GOAL_EVENTS``) happened. That is exact only if no goal is ever met without its event:
checked here for every contract of each edition at every position of random games, and
the claims offered against the grid's contracts tested one by one."""

from __future__ import annotations

import pytest

import pygames
from pygames.core.rng import Rng
from pygames.twinstar import components as comp
from pygames.twinstar import components_fruits as fc
from pygames.twinstar.rules import TwinStar

EDITIONS = {"gems": ({"edition": "gems"}, comp.CONTRACTS, comp.GOALS),
            "fruits": ({"edition": "fruits", "mode": "advanced"}, fc.CONTRACTS, fc.GOALS)}


#: Goals that random games hardly ever meet (every road piece built; a route of 8 pieces).
RARE = {"gems": set(), "fruits": {"all_roads", "route8"}}


def check_position(game: TwinStar, contracts: tuple) -> set[str]:
    """Every contract met now has its event among the turn's; the claims on offer are the
    grid's contracts met. Returns the goals met."""
    p = game.current
    events = game.turn_events()
    met = [c for c in contracts if game.goal_met(p, c)]
    for c in met:
        assert game.GOAL_EVENTS[c.goal] in events, (c.id, events)
    if game.phase == "claim":
        offered = [m for m in game.legal_moves() if m.startswith("claim ")]
        plain = [f"claim {i + 1}" for i, cid in enumerate(game.grid)
                 if cid is not None and game.goal_met(p, game.contract(cid))]
        assert offered == (plain if game.may_claim(p) else [])
    return {c.goal for c in met}


@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_every_goal_has_its_event(edition: str) -> None:
    options, contracts, goals = EDITIONS[edition]
    game = pygames.new_game("twinstar", players=2, seed=1, options=options)
    assert isinstance(game, TwinStar)
    assert set(game.GOAL_EVENTS) == set(goals) == {c.goal for c in contracts}


@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_no_goal_is_met_without_its_event(edition: str) -> None:
    """Games that never pass or end a step early while something else is legal: they
    build, deliver and sell far more than uniformly random ones."""
    options, contracts, goals = EDITIONS[edition]
    met: set[str] = set()
    claims = 0
    for players in (2, 4):
        for seed in range(100):
            game = pygames.new_game("twinstar", players=players, seed=seed, options=options)
            assert isinstance(game, TwinStar)
            chooser = Rng(seed + 100)
            while not game.is_over:
                met |= check_position(game, contracts)
                claims += game.phase == "claim"
                moves = [m for m in game.legal_moves() if m not in ("pass", "done")] \
                    or game.legal_moves()
                game.play(moves[chooser.below(len(moves))])
    # the games met goals of every kind but the rare ones, and offered claims
    assert met >= set(goals) - RARE[edition] and claims > 50
