"""Terra Vista's guided first games (day side and night side of the score board): lesson
scripts (data) checked by tests/test_lessons.py and tests/test_terra_vista_lessons.py.

Two players: the learner is Player 1 (seat 0, the leader, on map 1A) and Player 2 is scripted
(map 2A). The game is taken up half-way: the learner's map already carries a network that
joins the two blue markets (f3, a6), the green market d1, the red market e4, two olives and an
orange, plus a short line from the other red market a1. What is left to reach the goal line
takes 10 (day) or 11 (night) rounds and 13 lines: both red and both green markets to join,
strawberries, olives and oranges, wild faces and extreme rounds (Player 2 has no grey–red or
blue–red line left to draw), bonus lines (on the night side a chain from completing the
oranges and the olives), and the end with the score breakdown. On the day side the learner
alone reaches the goal; on the night side Player 2 starts one olive short of it and its last
line gets there in the same round, so the most steps in all decide.

Round 1's dice are set; the later rounds' come from the seed (365 for the day side, 368 for
the night side), found by a search over seeds so that the rolls fit the lines
(``ROUND_DICE`` holds them, and a test compares them with the game's).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..core.game import Game
from ..core.lessons import Lesson, Numbers, Step
from .components import MAPS, TRACKS, WILD
from .lesson_texts import TEXTS
from .rules import TerraVista
from .scenario import draw, horses, roll

LEARNER_MAP, BOT_MAP = 0, 2
#: Lines already drawn. The learner: d1 (green market) … e4 (red market) through the orange
#: d3, on to the blue market f3, and from d3 west through the olives b3 and b5 to the blue
#: market a6; and a1 (red market) - b1 - c1. Player 2: its column a, joining its blue markets
#: a1 and a7, its olive a3 and strawberry a5, and a7-b7 (its only grey–red line).
LEARNER_LINES = ("d1-d2", "d2-d3", "d3-e3", "e3-e4", "e3-f3", "c3-d3", "b3-c3", "b3-b4",
                 "b4-b5", "b5-b6", "a6-b6", "a1-b1", "b1-c1")
BOT_LINES = ("a1-a2", "a2-a3", "a3-a4", "a4-a5", "a5-a6", "a6-a7", "a7-b7")
#: On the night side Player 2 is near its goal line too (a race to the same round): besides
#: its column a, a network from a2 through b2 (green market), c3, d4 and e5 (green market) to
#: g5 (red market), with b6 (red market), b4, c5, c7 and c1 joined: 11 steps, one olive short.
NIGHT_BOT_LINES = BOT_LINES + ("a2-b2", "b2-c2", "c2-c3", "c3-c4", "c4-d4", "d4-e4", "e4-e5",
                               "a6-b6", "e5-f5", "f5-g5", "c4-c5", "b7-c7", "c1-c2", "a4-b4")


def _edges(map_id: int, names: tuple[str, ...]) -> list[int]:
    index = {name: k for k, name in enumerate(MAPS[map_id].line_names)}
    return [index[name] for name in names]


def _mark_scored(game: TerraVista, seat: int) -> None:
    """What the drawn lines already joined counts as scored (they were drawn in earlier
    rounds, when their connections moved the horses)."""
    m = game.map_of(seat)
    for net in game.networks(seat):
        for colour, (x, y) in enumerate(m.markets):
            if x in net and y in net:
                game.scored_markets[seat].add(colour)
        if not net.isdisjoint(m.market_spaces):
            game.scored_fruits[seat].update(s for s, _ in m.fruits if s in net)


def _scored_steps(game: TerraVista, seat: int) -> list[int]:
    """The horses' steps that the connections already scored give (market, olive, …)."""
    fruits = [track for space, track in game.map_of(seat).fruits
              if space in game.scored_fruits[seat]]
    return [len(game.scored_markets[seat])] + [fruits.count(t) for t in range(1, len(TRACKS))]


def setup_for(bot_lines: tuple[str, ...] = BOT_LINES, learner: tuple[int, ...] | None = None,
              bot: tuple[int, ...] | None = None) -> Callable[[Game], None]:
    """The half-way position with Player 2's ``bot_lines``; the horses stand where the drawn
    lines brought them unless given (``learner``, ``bot``: steps per track)."""
    def setup(game: Game) -> None:
        assert isinstance(game, TerraVista)
        with game.edit():
            game.map_ids = [LEARNER_MAP, BOT_MAP]
            game.leader, game.order, game.turn = 0, [0, 1], 0
        draw(game, 0, _edges(LEARNER_MAP, LEARNER_LINES))
        draw(game, 1, _edges(BOT_MAP, bot_lines))
        with game.edit():
            for seat in (0, 1):
                _mark_scored(game, seat)
        horses(game, 0, learner or _scored_steps(game, 0))
        horses(game, 1, bot or _scored_steps(game, 1))
        roll(game, "red", "yellow")
    return setup


def decision(game: Game, move: str) -> str:
    """The kind of decision: a bonus line, a line with a wild die, an extreme round's line, a
    plain line, or a pass."""
    assert isinstance(game, TerraVista)
    if move == "pass":
        return "pass"
    if game.phase == "bonus":
        return "bonus"
    if WILD in game.dice:
        return "wild"
    return "extreme" if game.extreme else "line"


#: Every kind of decision a player meets on either side of the score board (a pass comes only
#: with no line left to draw at all, which no game of a few dozen lines reaches).
DECISIONS = frozenset({"line", "wild", "extreme", "bonus"})


# ------------------------------------------------------------------ numbers read from the game
def _tv(game: Game) -> TerraVista:
    assert isinstance(game, TerraVista)
    return game


def _value(g: TerraVista, name: str) -> object:
    if name in TRACKS:
        return g.horses[0][TRACKS.index(name)]
    if name.startswith("goal_"):
        return g.board.goal_steps(TRACKS.index(name[5:]))
    return {"bonus": lambda: g.bonus_left, "round": lambda: g.round,
            "lines": lambda: len(g.lines[0]), "steps": lambda: g.total_steps(0)}[name]()


def read(*names: str) -> Numbers:
    """The numbers a step's "what happened" names: a track's name is the learner's horse on
    it, ``goal_<track>`` its goal line, ``bonus`` the bonus lines waiting, ``round``, ``lines``
    (on the learner's map), ``steps`` (the learner's total)."""
    def numbers(before: Game, after: Game) -> Mapping[str, object]:
        g = _tv(after)
        return {name: _value(g, name) for name in names}
    return numbers


def final_scores(before: Game, after: Game) -> Mapping[str, object]:
    """The score breakdown as the end screen shows it (steps per track and in all, both
    players), the last round and the winner."""
    g = _tv(after)
    you, them = g.score_breakdown()
    numbers: dict[str, object] = {"round": g.round, "winner": g.winners()[0] + 1}
    for name in (*TRACKS, "total"):
        numbers[name] = you[name]
        numbers[f"p2_{name}"] = them[name]
    return numbers


def _key(lesson: str, name: str) -> str:
    return f"terra_vista.lesson.{lesson}.{name}"


def _step(lesson: str, name: str, move: str, bots: tuple[str, ...], numbers: Numbers,
          expect: dict[str, object]) -> Step:
    """A step of one line; the numbers are read once the other seats have replied when they
    end the round (``round`` is then the round begun, or the last one)."""
    return Step(text=_key(lesson, f"{name}.do"), moves=(move,),
                done=_key(lesson, f"{name}.done"), nudge=_key(lesson, f"{name}.nudge"),
                bots=bots, numbers=numbers, expect=expect, after_bots=bool(bots))


def _steps(lesson: str, table: tuple[tuple[str, str, tuple[str, ...], Numbers,
                                           dict[str, object]], ...]) -> tuple[Step, ...]:
    return tuple(_step(lesson, *row) for row in table)


#: The dice of each round after the first (which the setup sets), as the seeds roll them: the
#: step texts name them, and tests/test_terra_vista_lessons.py checks them against the game.
ROUND_DICE: dict[str, dict[int, tuple[str, str]]] = {
    "day": {2: (WILD, "yellow"), 3: ("green", "red"), 4: ("red", "grey"),
            5: ("green", WILD), 6: (WILD, "yellow"), 7: ("green", "grey"), 8: ("red", "red"),
            9: (WILD, "red"), 10: ("red", "blue")},
    "night": {2: ("grey", "red"), 3: ("red", "yellow"), 4: ("red", "yellow"),
              5: (WILD, "grey"), 6: ("red", "grey"), 7: (WILD, "yellow"),
              8: ("grey", "blue"), 9: ("red", "red"), 10: (WILD, "red"),
              11: ("green", "grey")},
}

DAY_STEPS = _steps("day", (
    ("fruit", "c1-c2", ("a5-b5",), read("strawberry", "goal_strawberry", "round"),
     {"strawberry": 1, "goal_strawberry": 3, "round": 2}),
    ("wild", "c2-d2", (), read("market", "strawberry", "bonus"),
     {"market": 2, "strawberry": 1, "bonus": 1}),
    ("bonus", "a4-b4", ("b4-b5", "b5-c5", "b7-c7"), read("orange", "goal_orange", "round"),
     {"orange": 2, "goal_orange": 2, "round": 3}),
    ("build", "f3-f4", ("b4-c4",), read("lines", "round"), {"lines": 17, "round": 4}),
    ("extreme", "d1-e1", ("c3-c4", "c4-d4"), read("lines", "round"),
     {"lines": 18, "round": 5}),
    ("grey", "b6-c6", ("b3-b4",), read("olive", "goal_olive", "round"),
     {"olive": 3, "goal_olive": 4, "round": 6}),
    ("red", "e4-e5", ("c5-c6",), read("lines", "round"), {"lines": 20, "round": 7}),
    ("orange", "b4-c4", ("b1-c1",), read("orange", "goal_orange", "steps", "round"),
     {"orange": 3, "goal_orange": 2, "steps": 9, "round": 8}),
    ("strawberry", "f4-g4", (), read("strawberry", "bonus"), {"strawberry": 2, "bonus": 1}),
    ("chain", "d5-e5", ("d4-d5",), read("strawberry", "goal_strawberry", "round"),
     {"strawberry": 3, "goal_strawberry": 3, "round": 9}),
    ("market", "e5-f5", ("c4-c5",), read("market", "goal_market", "round"),
     {"market": 3, "goal_market": 3, "round": 10}),
    ("stuck", "e1-f1", (), read("olive", "goal_olive", "bonus"),
     {"olive": 4, "goal_olive": 4, "bonus": 1}),
    ("last", "e5-e6", ("d5-d6",), final_scores,
     {"round": 10, "winner": 1, "market": 3, "olive": 5, "strawberry": 3, "orange": 3,
      "total": 14, "p2_market": 1, "p2_olive": 3, "p2_strawberry": 3, "p2_orange": 2,
      "p2_total": 9}),
))

NIGHT_STEPS = _steps("night", (
    ("fruit", "c1-c2", ("d3-d4",), read("strawberry", "goal_strawberry", "round"),
     {"strawberry": 1, "goal_strawberry": 3, "round": 2}),
    ("extreme", "b6-c6", ("b1-c1",), read("olive", "goal_olive", "round"),
     {"olive": 3, "goal_olive": 4, "round": 3}),
    ("markets", "c2-d2", ("e3-e4",), read("market", "strawberry", "bonus", "round"),
     {"market": 2, "strawberry": 1, "bonus": 0, "round": 4}),
    ("build", "e4-e5", ("e4-f4",), read("lines", "round"), {"lines": 17, "round": 5}),
    ("wild", "a4-b4", ("c1-d1",), read("orange", "goal_orange", "round"),
     {"orange": 2, "goal_orange": 2, "round": 6}),
    ("extreme2", "f3-f4", ("d1-e1",), read("lines", "round"), {"lines": 19, "round": 7}),
    ("olive", "e5-e6", ("e1-f1",), read("olive", "goal_olive", "round"),
     {"olive": 4, "goal_olive": 4, "round": 8}),
    ("plan", "d1-e1", ("d2-e2",), read("lines", "round"), {"lines": 21, "round": 9}),
    ("strawberry", "f4-g4", ("d4-d5",), read("strawberry", "bonus", "round"),
     {"strawberry": 2, "bonus": 0, "round": 10}),
    ("wild2", "d5-e5", ("a3-b3",), read("strawberry", "goal_strawberry", "round"),
     {"strawberry": 3, "goal_strawberry": 3, "round": 11}),
    ("orange", "b4-c4", (), read("orange", "bonus"), {"orange": 3, "bonus": 1}),
    ("olives", "e1-f1", (), read("olive", "bonus"), {"olive": 5, "bonus": 1}),
    ("last", "e5-f5", ("c2-d2",), final_scores,
     {"round": 11, "winner": 1, "market": 3, "olive": 5, "strawberry": 3, "orange": 3,
      "total": 14, "p2_market": 3, "p2_olive": 4, "p2_strawberry": 3, "p2_orange": 2,
      "p2_total": 12}),
))

DAY = Lesson(
    id="terra_vista.day", game_id="terra_vista", players=2, seed=365,
    title=_key("day", "title"), intro=_key("day", "intro"), outro=_key("day", "outro"),
    setup=setup_for(), steps=DAY_STEPS, catalogue=TEXTS,
    options={"board": "day"}, decision=decision, covers=DECISIONS,
)

NIGHT = Lesson(
    id="terra_vista.night", game_id="terra_vista", players=2, seed=368,
    title=_key("night", "title"), intro=_key("night", "intro"), outro=_key("night", "outro"),
    setup=setup_for(NIGHT_BOT_LINES), steps=NIGHT_STEPS, catalogue=TEXTS,
    options={"board": "night"}, decision=decision, covers=DECISIONS,
)

LESSONS = (DAY, NIGHT)
