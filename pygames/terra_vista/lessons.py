"""Terra Vista's guided first games (day side and night side of the score board): lesson
scripts (data) checked by tests/test_lessons.py.

Two players: the learner is Player 1 (seat 0, the leader, on map 1A) and Player 2 is scripted
(map 2A). The maps already carry some lines and the horses stand near the goal line, so the
lesson ends in two rounds: a line that joins the two green markets (market track), the bonus
lines that a bonus space earns (an olive and a strawberry joined to a market), and in the next
round a line drawn with the wild face that joins the two red markets, bringing the last horse
to the goal line and ending the game. The dice of round 1 are set; round 2's come from the
seed, which was chosen so that one die shows the wild face.
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
#: Lines already drawn: the learner's green network d1 … e5 (through the red market e4 and
#: the orange d3) and a red branch a1-b1-c1; the bot's a few lines of its own.
LEARNER_LINES = ("d1-d2", "d2-d3", "d3-e3", "e3-e4", "e4-e5", "a1-b1", "b1-c1")
BOT_LINES: tuple[str, ...] = ()


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


def setup_for(learner: tuple[int, ...], bot: tuple[int, ...]) -> Callable[[Game], None]:
    def setup(game: Game) -> None:
        assert isinstance(game, TerraVista)
        with game.edit():
            game.map_ids = [LEARNER_MAP, BOT_MAP]
            game.leader, game.order, game.turn = 0, [0, 1], 0
        draw(game, 0, _edges(LEARNER_MAP, LEARNER_LINES))
        draw(game, 1, _edges(BOT_MAP, BOT_LINES))
        with game.edit():
            for seat in (0, 1):
                _mark_scored(game, seat)
        horses(game, 0, learner)
        horses(game, 1, bot)
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


DECISIONS = frozenset({"line", "bonus", "wild"})


# ------------------------------------------------------------------ numbers read from the game
def _tv(game: Game) -> TerraVista:
    assert isinstance(game, TerraVista)
    return game


def _track(name: str, with_bonus: bool = False) -> Numbers:
    track = TRACKS.index(name)

    def numbers(before: Game, after: Game) -> Mapping[str, object]:
        g = _tv(after)
        out: dict[str, object] = {name: g.horses[0][track],
                                  "goal": g.board.goal_steps(track)}
        if with_bonus:
            out["bonus"] = g.bonus_left
        return out
    return numbers


def last_round(before: Game, after: Game) -> Mapping[str, object]:
    g = _tv(after)
    you, them = g.score_breakdown()
    return {"round": g.round, "you": you["total"], "them": them["total"],
            "winner": g.winners()[0] + 1}


def next_round(before: Game, after: Game) -> Mapping[str, object]:
    """A step whose scripted moves end the round: the horse, and the round now begun."""
    numbers = dict(_track("strawberry")(before, after))
    numbers["round"] = _tv(after).round
    return numbers


def night_round(before: Game, after: Game) -> Mapping[str, object]:
    numbers = dict(_track("market", True)(before, after))
    numbers["round"] = _tv(after).round
    return numbers


def _key(lesson: str, name: str) -> str:
    return f"terra_vista.lesson.{lesson}.{name}"


def _step(lesson: str, name: str, moves: tuple[str, ...], bots: tuple[str, ...],
          numbers: Numbers, expect: dict[str, object], after_bots: bool = False) -> Step:
    return Step(text=_key(lesson, f"{name}.do"), moves=moves, done=_key(lesson, f"{name}.done"),
                nudge=_key(lesson, f"{name}.nudge"), bots=bots, numbers=numbers, expect=expect,
                after_bots=after_bots)


DAY_STEPS = (
    _step("day", "markets", ("e5-f5",), (), _track("market", True),
          {"market": 2, "goal": 3, "bonus": 1}),
    _step("day", "olive", ("e5-e6",), (), _track("olive", True),
          {"olive": 4, "goal": 4, "bonus": 1}),
    _step("day", "strawberry", ("d5-e5",), ("d3-d4",), next_round,
          {"strawberry": 3, "goal": 3, "round": 2}, after_bots=True),
    _step("day", "wild", ("c1-d1",), ("a2-a3",), last_round,
          {"round": 2, "you": 12, "them": 4, "winner": 1}, after_bots=True),
)

NIGHT_STEPS = (
    _step("night", "markets", ("e5-f5",), ("d3-d4",), night_round,
          {"market": 3, "goal": 3, "bonus": 0, "round": 2}, after_bots=True),
    _step("night", "wild", ("c1-d1",), (), _track("market", True),
          {"market": 4, "goal": 3, "bonus": 1}),
    _step("night", "bonus", ("d5-e5",), ("a2-a3",), last_round,
          {"round": 2, "you": 13, "them": 4, "winner": 1}, after_bots=True),
)

DAY = Lesson(
    id="terra_vista.day", game_id="terra_vista", players=2, seed=15,
    title=_key("day", "title"), intro=_key("day", "intro"), outro=_key("day", "outro"),
    setup=setup_for((1, 3, 2, 2), (1, 1, 1, 1)), steps=DAY_STEPS, catalogue=TEXTS,
    options={"board": "day"}, decision=decision, covers=DECISIONS,
)

NIGHT = Lesson(
    id="terra_vista.night", game_id="terra_vista", players=2, seed=15,
    title=_key("night", "title"), intro=_key("night", "intro"), outro=_key("night", "outro"),
    setup=setup_for((2, 4, 2, 2), (1, 1, 1, 1)), steps=NIGHT_STEPS, catalogue=TEXTS,
    options={"board": "night"}, decision=decision, covers=DECISIONS,
)

LESSONS = (DAY, NIGHT)
