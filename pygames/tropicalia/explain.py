"""Why a Tropicalia move is not legal now: one precise reason per case, with a text key."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import IllegalMove
from . import components as C

if TYPE_CHECKING:
    from .rules import Tropicalia

#: The first word of each kind of move and the step that accepts it.
STEP_OF = {
    "place": "place", "worker": "choose", "to": "dest", "home": "dest", "sell": "sell",
    "discard": "discard", "build": "build", "pass": "build", "at": "square", "take": "take",
    "keep": "score",
}


def _err(key: str, en: str, **params: object) -> IllegalMove:
    return IllegalMove(en, f"tropicalia.{key}", **params)


def explain(game: Tropicalia, move: str) -> IllegalMove:
    from .rules import FRAME, FREE_DISCARD_STEPS, LINES, POS_INDEX

    word, _, rest = move.partition(" ")
    step = STEP_OF.get(word)
    if step is None:
        return _err("unknown", f"{move!r} is not a Tropicalia move.", move=move)
    if word == "discard" and game.DISCARD_ANY_TIME and game.step in FREE_DISCARD_STEPS:
        step = game.step  # fruit may be put back at this decision too
    if step != game.step:
        return _err("not_now", f"That is not the decision now ({game.step}).", step=game.step)
    pl = game.seats[game.turn]
    if word in ("place", "worker") and rest not in FRAME:
        return _err("unknown_space", f"{rest!r} is not a frame space.", space=rest)
    if word == "place":
        return _err("frame_taken", f"The frame space {rest} already holds a worker.", space=rest)
    if word == "worker":
        return _err("not_your_worker", f"You have no worker waiting on {rest}.", space=rest)
    if word == "to":
        words = rest.split()
        if not words or words[0] not in POS_INDEX or set(words[1:]) - {"surf", "cart"}:
            return _err("unknown", f"{move!r} is not a Tropicalia move.", move=move)
        p = POS_INDEX[words[0]]
        surf, cart = "surf" in words, "cart" in words
        in_line = p in LINES[game.selected]
        if game.face_down[p]:
            return _err("face_down", "Face-down island tiles can never be entered.")
        if game.occupants[p] and not game.is_market(p):
            return _err("occupied", "That island tile already holds a worker.")
        if game.occupants[p] and not cart:
            return _err("need_cart", "Only a cart lets a worker join an occupied market.")
        if cart and not game.occupants[p]:
            return _err("cart_unneeded", "A cart is only for an occupied market.")
        if not in_line and not surf:
            return _err("not_in_line", "That tile is not in this worker's row or column; "
                        "only a surfboard reaches it.")
        if surf and in_line:
            return _err("surf_unneeded", "That tile is in this worker's line: no surfboard needed.")
        for kind, wanted in (("surfboard", surf), ("cart", cart)):
            if wanted and not pl.has_item(kind):
                return _err(f"no_{kind}", f"You have no face-up {kind}.")
        return _err("unknown", f"{move!r} is not a Tropicalia move.", move=move)
    if word == "sell":
        return _sale_reason(game, rest.split())
    if word == "discard":
        if rest not in C.FRUITS:
            return _err("unknown", f"{move!r} is not a Tropicalia move.", move=move)
        return _err("no_such_fruit", f"You hold no {rest}.", fruit=rest)
    if word == "build":
        if not rest.isdigit() or not 1 <= int(rest) <= len(C.SURCHARGES):
            return _err("unknown", f"{move!r} is not a Tropicalia move.", move=move)
        slot = int(rest) - 1
        if not game.board[slot]:
            return _err("empty_slot", "That build-board space is empty.")
        return _err("cannot_afford", f"That tile costs {game.cost(slot)} shells; you have "
                    f"{pl.shells}.", cost=game.cost(slot), shells=pl.shells)
    if word == "at":
        return _err("square_taken", "Village tiles go on a free square and never move.")
    if word == "take":
        if rest == game.take_fruit:
            return _err("bag_lacks", f"The bag has no {rest} left.", fruit=rest)
        return _err("no_such_fruit", f"The bag has no {rest}.", fruit=rest)
    return _err("unknown", f"{move!r} is not a Tropicalia move.", move=move)


def _sale_reason(game: Tropicalia, words: list[str]) -> IllegalMove:
    """Too many fruits, a type the market does not take, or a count it does not buy."""
    held = game.seats[game.turn].fruit
    effect = game.advanced[game.arrived]
    counts = [0, 0, 0]
    if len(words) == 1 and words[0].isdigit():
        n = int(words[0])
        if not effect:
            f = C.FRUITS.index(game.tile(game.arrived).fruit)
            counts[f] = n
        elif effect in C.SET_EFFECTS:
            counts = [need * n for need in C.SET_EFFECTS[effect][0]]
        else:
            return _err("name_fruit", "Name the fruit to sell at this market (sell 2 mango).")
    else:
        pairs = list(zip(words[::2], words[1::2], strict=False))
        if len(words) % 2 or not all(n.isdigit() and f in C.FRUITS for n, f in pairs):
            return _err("unknown", f"'sell {' '.join(words)}' is not a Tropicalia move.",
                        move="sell " + " ".join(words))
        if not effect or effect in C.SET_EFFECTS:
            return _err("fixed_sale", "This market buys its own fruit: give only a count.")
        for n, f in pairs:
            counts[C.FRUITS.index(f)] += int(n)
    short = [C.FRUITS[f] for f in range(3) if counts[f] > held[f]]
    if short:
        return _err("not_enough_fruit", f"You do not hold that many {short[0]}.",
                    fruit=short[0])
    return _err("bad_sale", "This market cannot buy that from you now.")
