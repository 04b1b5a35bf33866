"""The fruit rulebook's solo example of line 387 as an exercise: the bot, with one route
piece to place and two hexes for it, takes the bridge, so the human cannot link market and
orchard around its route.

The rulebook's figure is not in its text; the valley here holds what the passage names: an
orchard and a market site with, between them, a plains hex and a lake in a wall of
mountains (「山はボットのルートを迂回するのを防ぎ」); plains on both sides of the wall. The
learner (the rulebook's white human, drawn orange here: the solo human is seat 0) builds a
market on the site. The bot then plays its own turn by the rules' own bot (solo.py), not a
scripted move: its card (Research first, with the route-piece symbol) gives it 3 credits
and then a one-piece Construct, which connects the new market to the orchard; the piece's
two possible hexes are the plains hex and the lake, and the bot takes the lake.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.game import Game
from ..core.lessons import Lesson, Source, Step
from .components import LAKE, MINE, MOUNTAIN, PLAINS, SITE
from .exercise_more_texts import CATALOGUE
from .scenario import action_board, credits, items, valley
from .solo import construct_plan
from .solo_paths import shortest_chain

FRUITS_RULEBOOK = "twinstar-valley-fruits.ja.txt"
HUMAN, BOT = 0, 1
ORCHARD, PLAIN, BRIDGE, SITE_HEX = (0, 0), (1, 0), (2, 0), (3, 0)
#: The bot's solo card: year 1 "Research, Construct, Deliver, Grow", with the symbol.
RESEARCH_FIRST = 7


def terrain() -> dict[tuple[int, int], str]:
    """Plains west and east of a mountain wall (q = 2) whose one gap is a lake; the
    orchard west of it, a market site of two hexes east."""
    land = {(q, r): MOUNTAIN if q == 2 else PLAINS for q in range(-3, 8) for r in range(-3, 4)}
    land.update({ORCHARD: MINE, BRIDGE: LAKE, SITE_HEX: SITE, (4, 0): SITE})
    return land


def block_setup(game: Game) -> None:
    """A solo year under way: the learner's disc on d5 (c5 next to it is a Construct), the
    bot's on e5 (e4 next to it a Research); the bot's next card puts Research first."""
    g: Any = game
    valley(g, terrain())
    items(g, {ORCHARD: "GGLA"})
    credits(g, [12, 0])
    action_board(g, ["CCCCC", "CCCCC", "CCCCC", "CCCCU", "CCCCC"],
                 {"d5": [HUMAN], "e5": [BOT]}, pool=[7, 7])
    with game.edit():
        g.solo_deck = [RESEARCH_FIRST] + [n for n in range(8) if n != RESEARCH_FIRST]
        g.current = HUMAN
        g.start_turn()


def _without(game: Game, h: tuple[int, int]) -> Any:
    """A copy of the game without a piece on ``h``."""
    g: Any = game.clone()
    with g.edit():
        del g.pieces[h]
        g.network_changed()
    return g


def _around(game: Any) -> int:
    """New pieces the human needs to link the market and the orchard without the bot's
    route (0: no way at all)."""
    found = shortest_chain(game, [SITE_HEX], {ORCHARD}, blocked_owner=BOT)
    return 0 if found is None else found[0][0]


def blocked(before: Game, after: Game) -> Mapping[str, object]:
    """The bot's piece (hex name), the hexes it could have put it on (the other is the
    plains hex), and the human's way
    around its route: now, and had it taken the plains hex instead."""
    g: Any = after
    built = [h for h, owners in g.pieces.items() if owners == [BOT]]
    plan = construct_plan(_without(after, built[0]), 1)
    hexes = [h for h in plan[1][0] if h not in g.pieces or h in built] if plan else []
    other = _without(after, built[0])
    with other.edit():
        other.pieces[PLAIN] = [BOT]
        other.network_changed()
    return {"hex": g.names[built[0]], "choices": len(hexes), "plains": g.names[PLAIN],
            "around": _around(g), "detour": _around(other)}


def _key(name: str) -> str:
    return f"twinstar.exercise.{name}"


NAME = "solo_block"
EXERCISES: tuple[Lesson, ...] = (
    Lesson(id=_key(NAME), game_id="twinstar", players=1, seed=1, options={"edition": "fruits"},
           title=_key(f"{NAME}.title"), intro=_key(f"{NAME}.intro"),
           outro=_key(f"{NAME}.outro"), setup=block_setup,
           steps=(Step(text=_key(f"{NAME}.build"), moves=("place c5", "factory A40", "spec GL"),
                       done=_key(f"{NAME}.build.done"), nudge=_key(f"{NAME}.nudge"),
                       numbers=blocked,
                       expect={"hex": "A39", "choices": 2, "plains": "A38", "around": 0,
                               "detour": 3}),),
           catalogue=CATALOGUE, seat=HUMAN, ends=False,
           source=Source(FRUITS_RULEBOOK, 387, "左の例では、橙のボットプレイヤーはルートコマを"
                                               "配置するための2つのヘクスを持っています")),
)
