"""What TwinStar's guided lessons read from the game (the numbers of their "what happened"
texts), the start of their last round, and the decision kind of a move (for the check that a
lesson asks for every kind of decision of its mode). Used by :mod:`.lessons` (gems) and
:mod:`.lessons_fruits` (fruits basic, advanced, solo).

Only the package's public names and the game's state are used, as in :mod:`.exercises`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..core.game import Game
from ..core.lessons import Numbers, Step

#: The seats by the colour the table draws them in (orange, blue, white, yellow).
ORANGE, BLUE = 0, 1


def _g(game: Game) -> Any:
    """The game as its TwinStar class (the lesson reads its state by name)."""
    return game


def hexes(game: Game, *names: str) -> list[Any]:
    return [_g(game).by_name[name] for name in names]


def last_round(game: Game, pool: list[int]) -> None:
    """The second round starts (the action board on its reverse side, no disc placed yet),
    with each seat holding ``pool`` discs; orange places first."""
    g = _g(game)
    with game.edit():
        g.round = 2
        g.side = 1
        g.set_board(g.ED.boards[g.seats][1])
        g.board = {}
        g.pool = list(pool)
        g.done = [False] * g.seats
        g.placed = [0] * g.seats
        g.crossroad_used = [False] * g.seats
        g.current = ORANGE
        g.start_turn()


def decision(game: Game, move: str) -> str:
    """A move's kind of decision: its first word (place, leap, factory, road, cross, carry …);
    ``done`` with the decision it ends (``done build``: a Construct stopped before its last
    piece, ``done sell``: no sale)."""
    verb = move.split(" ")[0]
    return f"done {_g(game).phase}" if verb == "done" else verb


def step_maker(lesson: str) -> Callable[..., Step]:
    """Step ``n`` of a lesson, its texts keyed ``twinstar.lesson.<lesson>.<n>.<do|done|nudge>``."""
    def step(n: int, moves: tuple[str, ...], numbers: Numbers | None = None,
             expect: Mapping[str, object] | None = None, bots: tuple[str, ...] = (),
             after_bots: bool = False) -> Step:
        key = f"twinstar.lesson.{lesson}.{n}"
        return Step(text=f"{key}.do", moves=moves, done=f"{key}.done", nudge=f"{key}.nudge",
                    numbers=numbers, expect=dict(expect or {}), bots=bots,
                    after_bots=after_bots)
    return step


# ------------------------------------------------------------------ numbers read from the game
def discs_left(before: Game, after: Game) -> Mapping[str, object]:
    return {"discs": _g(after).pool[ORANGE]}


def spent(before: Game, after: Game) -> Mapping[str, object]:
    return {"paid": _g(before).credits[ORANGE] - _g(after).credits[ORANGE]}


def gained(before: Game, after: Game) -> Mapping[str, object]:
    return {"gained": _g(after).credits[ORANGE] - _g(before).credits[ORANGE]}


def choices(before: Game, after: Game) -> Mapping[str, object]:
    return {"choices": len(after.legal_moves())}


def orchards(before: Game, after: Game) -> Mapping[str, object]:
    return {"choices": len(before.legal_moves())}


def own_points(before: Game, after: Game) -> Mapping[str, object]:
    return {"points": after.score_breakdown()[ORANGE]["factories"]}


def market_points(before: Game, after: Game) -> Mapping[str, object]:
    return {"points": after.score_breakdown()[ORANGE]["markets"]}


def pieces_on(game: Game, route: tuple[str, ...]) -> list[int]:
    """The owners of the pieces on the named hexes (a crossroad's two colours both count)."""
    return [o for h in hexes(game, *route) for o in _g(game).pieces.get(h, [])]


def route_pieces(route: tuple[str, ...], cost: bool = False) -> Numbers:
    """Pieces of each colour on the named hexes (a route), and (``cost``) what was paid."""
    def numbers(before: Game, after: Game) -> Mapping[str, object]:
        pieces = pieces_on(after, route)
        out: dict[str, object] = {"own": pieces.count(ORANGE), "rival": pieces.count(BLUE)}
        if cost:
            out.update(spent(before, after))
        return out
    return numbers


def route_capacity(route: tuple[str, ...], cost: bool = False) -> Numbers:
    """A delivery's route: every piece counts for how many fruits may go, rivals' cost; and
    (``cost``) what was paid."""
    def numbers(before: Game, after: Game) -> Mapping[str, object]:
        pieces = pieces_on(after, route)
        out: dict[str, object] = {"pieces": len(pieces), "rival": pieces.count(BLUE)}
        if cost:
            out.update(spent(before, after))
        return out
    return numbers


def stopped(before: Game, after: Game) -> Mapping[str, object]:
    """A Construct ended early (the step's only move): the pieces it had built this turn
    and the credits kept."""
    return {"built": len(_g(before).turn.built), "credits": _g(after).credits[ORANGE]}


def toll(before: Game, after: Game) -> Mapping[str, object]:
    """Toll paid to blue and what reached orange's reserve."""
    was, now = _g(before), _g(after)
    refined = sum(now.reserve[ORANGE].values()) - sum(was.reserve[ORANGE].values())
    return {"toll": now.credits[BLUE] - was.credits[BLUE], "refined": refined}


def delivered(before: Game, after: Game) -> Mapping[str, object]:
    """Toll paid to blue (the bot) and the fruits that went to orange's supply."""
    was, now = _g(before), _g(after)
    kept = sum(now.reserve[ORANGE].values()) - sum(was.reserve[ORANGE].values())
    return {"toll": now.credits[BLUE] - was.credits[BLUE], "kept": kept}


def sold(colour: str) -> Numbers:
    def numbers(before: Game, after: Game) -> Mapping[str, object]:
        return {"gained": _g(after).credits[ORANGE] - _g(before).credits[ORANGE],
                "price": _g(before).price(colour), "now": _g(after).price(colour)}
    return numbers


def sale(colours: str) -> Numbers:
    """Credits a sale of several types gave, and each type's price after it."""
    def numbers(before: Game, after: Game) -> Mapping[str, object]:
        out: dict[str, object] = dict(gained(before, after))
        out.update({f"now_{c}": _g(after).price(c) for c in colours})
        return out
    return numbers


def contract_points(before: Game, after: Game) -> Mapping[str, object]:
    was, now = before.score_breakdown()[ORANGE], after.score_breakdown()[ORANGE]
    return {"points": now["contracts"] - was["contracts"]}


def claimed(before: Game, after: Game) -> Mapping[str, object]:
    """The contract's points and the credits its bonus gave."""
    return {**contract_points(before, after), **gained(before, after)}


def leapt(before: Game, after: Game) -> Mapping[str, object]:
    return {"paid": _g(before).credits[ORANGE] - _g(after).credits[ORANGE],
            "choices": len(after.legal_moves())}
