"""Why a Tropicalia move is not legal now: one precise reason per case, with a text key.

The reasons read the game through :class:`Position`, the part of the rules' state they need,
so this module and the rules, which call it, do not import each other.
"""

from __future__ import annotations

from typing import Protocol

from ..core.errors import IllegalMove
from ..core.numbers import is_number
from . import components as C
from .catalogue import illegal
from .island import FRAME, LINES, POS_INDEX
from .player import Player


class Position(Protocol):
    """What a reason reads of a game (:class:`~pygames.tropicalia.rules.Tropicalia`)."""

    step: str
    turn: int
    seats: list[Player]
    selected: str
    arrived: int
    face_down: list[bool]
    occupants: list[list[int]]
    advanced: list[str]
    board: list[str]
    take_fruit: str

    def is_market(self, p: int) -> bool: ...

    def tile(self, p: int) -> C.IslandTile: ...

    def cost(self, slot: int) -> int: ...

    def discards_freely(self) -> bool: ...


#: The first word of each kind of move and the step that accepts it.
STEP_OF = {
    "place": "place", "worker": "choose", "to": "dest", "home": "dest", "sell": "sell",
    "discard": "discard", "build": "build", "pass": "build", "at": "square", "take": "take",
    "keep": "score",
}


def explain(game: Position, move: str) -> IllegalMove:
    word, _, rest = move.partition(" ")
    step = STEP_OF.get(word)
    if step is None:
        return illegal("unknown", move=move)
    if word == "discard" and game.discards_freely():
        step = game.step  # fruit may be put back at this decision too
    if step != game.step:
        return illegal("not_now", step=game.step)
    pl = game.seats[game.turn]
    if word in ("place", "worker") and rest not in FRAME:
        return illegal("unknown_space", space=rest)
    if word == "place":
        return illegal("frame_taken", space=rest)
    if word == "worker":
        return illegal("not_your_worker", space=rest)
    if word == "to":
        words = rest.split()
        if not words or words[0] not in POS_INDEX or set(words[1:]) - {"surf", "cart"}:
            return illegal("unknown", move=move)
        p = POS_INDEX[words[0]]
        surf, cart = "surf" in words, "cart" in words
        in_line = p in LINES[game.selected]
        if game.face_down[p]:
            return illegal("face_down")
        if game.occupants[p] and not game.is_market(p):
            return illegal("occupied")
        if game.occupants[p] and not cart:
            return illegal("need_cart")
        if cart and not game.occupants[p]:
            return illegal("cart_unneeded")
        if not in_line and not surf:
            return illegal("not_in_line")
        if surf and in_line:
            return illegal("surf_unneeded")
        for kind, wanted in (("surfboard", surf), ("cart", cart)):
            if wanted and not pl.has_item(kind):
                return illegal(f"no_{kind}")
        return illegal("unknown", move=move)
    if word == "sell":
        return _sale_reason(game, rest.split())
    if word == "discard":
        if rest not in C.FRUITS:
            return illegal("unknown", move=move)
        return illegal("not_held", fruit=rest)
    if word == "build":
        if not is_number(rest) or not 1 <= int(rest) <= len(C.SURCHARGES):
            return illegal("unknown", move=move)
        slot = int(rest) - 1
        if not game.board[slot]:
            return illegal("empty_slot")
        return illegal("cannot_afford", cost=game.cost(slot), shells=pl.shells)
    if word == "at":
        return illegal("square_taken")
    if word == "take":
        if rest == game.take_fruit:
            return illegal("bag_lacks", fruit=rest)
        return illegal("no_such_fruit", fruit=rest)
    return illegal("unknown", move=move)


def _sale_reason(game: Position, words: list[str]) -> IllegalMove:
    """Too many fruits, a type the market does not take, or a count it does not buy."""
    held = game.seats[game.turn].fruit
    effect = game.advanced[game.arrived]
    counts = [0, 0, 0]
    if len(words) == 1 and is_number(words[0]):
        n = int(words[0])
        if not effect:
            f = C.FRUITS.index(game.tile(game.arrived).fruit)
            counts[f] = n
        elif effect in C.SET_EFFECTS:
            counts = [need * n for need in C.SET_EFFECTS[effect][0]]
        else:
            return illegal("name_fruit")
    else:
        pairs = list(zip(words[::2], words[1::2], strict=False))
        if len(words) % 2 or not all(is_number(n) and f in C.FRUITS for n, f in pairs):
            return illegal("unknown", move="sell " + " ".join(words))
        if not effect or effect in C.SET_EFFECTS:
            return illegal("fixed_sale")
        for count, fruit in pairs:
            counts[C.FRUITS.index(fruit)] += int(count)
    short = [C.FRUITS[f] for f in range(3) if counts[f] > held[f]]
    if short:
        return illegal("not_enough_fruit", fruit=short[0])
    return illegal("bad_sale")
