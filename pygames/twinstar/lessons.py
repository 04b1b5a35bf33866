"""TwinStar Valley's guided first games: lesson scripts (data) checked by tests/test_lessons.py.

Each lesson starts at the second (last) round of a game on the seed's own valley, with a few
pieces set by :mod:`.scenario` so that every kind of decision of its mode comes up within one
short round: the learner (orange, seat 0) builds a factory (a market) and roads next to a
rival's piece, stops a Construct early, builds a crossroad (gems only: the fruit edition has
none), transports (delivers) paying the toll and chooses the route, sells, claims contracts,
leapfrogs (and walks) to an action, upgrades (researches), mines (grows) and closes the round
with a 2×2 square; the game then ends and the last step reads the scoring. Blue's moves are
scripted; the solo bot plays its own rules. This module holds the gem lesson and the list;
:mod:`.lessons_fruits` the fruit ones, :mod:`.lesson_numbers` what they read from the game.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..core.game import Game
from ..core.lessons import Lesson
from .lesson_numbers import (
    BLUE,
    ORANGE,
    _g,
    choices,
    claimed,
    contract_points,
    decision,
    discs_left,
    hexes,
    last_round,
    leapt,
    own_points,
    route_pieces,
    sale,
    spent,
    step_maker,
    stopped,
    toll,
)
from .lesson_texts import TEXTS
from .lessons_fruits import ADVANCED_LESSON, BASIC_LESSON, SOLO_LESSON
from .scenario import contracts, credits, factory, items, road

GEMS = {"edition": "gems"}


def gems_setup(game: Game) -> None:
    """Round 2 on seed 1's valley: 4 gems on mine B10, blue's road pieces on B6 (the way to
    factory site C13) and D13, blue's factory on D4, orange's piece on C9 (from round 1); a
    contract for three road pieces in a line; orange 7 discs, blue 2."""
    g = _g(game)
    b10, b6, d13, d4, c9 = hexes(game, "B10", "B6", "D13", "D4", "C9")
    items(g, {b10: "GGYB"})
    road(g, {b6: BLUE, d13: BLUE, c9: ORANGE})
    factory(g, d4, BLUE, "RB")
    credits(g, [10, 10])
    contracts(g, ["a01", "a11", "a14", "b02", "a06", "b08", "a09", "c05"])
    last_round(game, [7, 2])


def tracks(before: Game, after: Game) -> Mapping[str, object]:
    """How many upgrades orange has unlocked."""
    g = _g(after)
    return {"tracks": sum(g.has_upgrade(ORANGE, t) for t in g.upgrades[ORANGE])}


def points_gained(before: Game, after: Game) -> Mapping[str, object]:
    """Factory points gained: gems placed where the factory can refine them."""
    return {"points": (after.score_breakdown()[ORANGE]["factories"]
                       - before.score_breakdown()[ORANGE]["factories"])}


def crossed(before: Game, after: Game) -> Mapping[str, object]:
    """A crossroad: the fee blue received, and orange's pieces in the line B6–B3–C8."""
    return {"fee": _g(after).credits[BLUE] - _g(before).credits[BLUE],
            "own": route_pieces(LINE)(before, after)["own"]}


def final(before: Game, after: Game) -> Mapping[str, object]:
    """The mining reward, then the scoring: each part of orange's total, and blue's."""
    you, them = after.score_breakdown()[ORANGE], after.score_breakdown()[BLUE]
    return {"reward": _g(after).credits[ORANGE] - _g(before).credits[ORANGE],
            "contracts": you["contracts"], "credits": you["credits"],
            "factories": you["factories"], "you": you["total"], "them": them["total"]}


_gems = step_maker("gems")
#: The straight road from mine B10 to factory C13 (blue's B6, orange's B3 and C8), the way
#: round through orange's C9, and the line a contract asks for.
GEMS_ROUTE = ("B6", "B3", "C8")
ROUND_ROUTE = ("B6", "B3", "C8", "C9")
LINE = ("B6", "B3", "C8")
GEMS_STEPS = (
    _gems(1, ("place b1",), discs_left, {"discs": 6}),
    _gems(2, ("factory C13",), spent, {"paid": 4}),
    _gems(3, ("spec GY",), own_points, {"points": 8},
          bots=("place e1", "road B18", "road B14")),
    _gems(4, ("place b2",), discs_left, {"discs": 5}),
    _gems(5, ("road B3", "road C8"), route_pieces(GEMS_ROUTE, cost=True),
          {"paid": 2, "own": 2, "rival": 1}, bots=("place d1", "onto D9", "onto A11")),
    _gems(6, ("place c1",), discs_left, {"discs": 4}),
    _gems(7, ("from B10", "to C13"), route_pieces(GEMS_ROUTE), {"own": 2, "rival": 1}),
    _gems(8, ("via C9",), route_pieces(ROUND_ROUTE), {"own": 3, "rival": 1}),
    _gems(9, ("carry GGY",), toll, {"toll": 3, "refined": 3}),
    _gems(10, ("sell GY",), sale("GY"), {"gained": 6, "now_G": 1, "now_Y": 1}),
    _gems(11, ("claim 1",), contract_points, {"points": 1}),
    _gems(12, ("road B5",), spent, {"paid": 0}),
    _gems(13, ("leap d1",), leapt, {"paid": 2, "choices": 1}),
    _gems(14, ("place d2",), choices, {"choices": 5}),
    _gems(15, ("upgrade 4",), tracks, {"tracks": 1}),
    _gems(16, ("claim 5",), claimed, {"points": 1, "gained": 2}),
    _gems(17, ("place d3",), discs_left, {"discs": 1}),
    _gems(18, ("cross B6",), crossed, {"fee": 4, "own": 3}),
    _gems(19, ("done",), stopped, {"built": 1, "credits": 3}),
    _gems(20, ("claim 7",), claimed, {"points": 2, "gained": 2}),
    _gems(21, ("place c2",), choices, {"choices": 4}),
    _gems(22, ("keep YY", "onto C10"), points_gained, {"points": 2}),
    _gems(23, ("keep RY", "onto B10"), final,
          {"reward": 3, "contracts": 4, "credits": 4, "factories": 11, "you": 19,
           "them": 14}),
)

GEMS_LESSON = Lesson(
    id="twinstar.gems", game_id="twinstar", players=2, seed=1, options=GEMS,
    title="twinstar.lesson.gems.title", intro="twinstar.lesson.gems.intro",
    outro="twinstar.lesson.gems.outro", setup=gems_setup, steps=GEMS_STEPS, catalogue=TEXTS,
    decision=decision,
    covers=frozenset({"place", "leap", "factory", "spec", "road", "cross", "done build", "from",
                      "to", "via", "carry", "sell", "claim", "upgrade", "keep", "onto"}),
)

LESSONS: tuple[Lesson, ...] = (GEMS_LESSON, BASIC_LESSON, ADVANCED_LESSON, SOLO_LESSON)
