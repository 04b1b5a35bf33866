"""Faces of Tropicalia's buttons (:mod:`pygames.core.faces`): a mixed sale at an advanced
market reads ``[coconut]1 [custard]1 [mango]1`` over ``→ 8[shell]`` (the fruit always in the
bag's order, the price on a line of its own), rather than three lines of words; the button
keeps its words as its name."""

from __future__ import annotations

from ..core.faces import glyph, line, token
from ..core.scene import Node
from . import components as C
from .catalogue import t
from .pictures import PREFIX
from .rules import Tropicalia
from .words import fruit_name


def move_face(game: Tropicalia, move: str, lang: str) -> list[Node] | None:
    """A sale's fruit and shells as pictures with their numbers; None for any other move
    (its words are short)."""
    if not move.startswith("sell ") or move == "sell 0" or game.step != "sell":
        return None
    counts, shells = game.sales()[move]
    fruit = [token(fruit_key, t("count", lang, n=n, fruit=fruit_name(fruit_key, lang)),
                   [glyph(f"{PREFIX}-{fruit_key}"), str(n)])
             for fruit_key, n in zip(C.FRUITS, counts, strict=True) if n]
    price = [token("for", t("face.for", lang), ["→"]),
             token("shells", t("face.shells", lang, n=shells),
                   [str(shells), glyph(f"{PREFIX}-shell")])]
    return [line("given", fruit), line("got", price)]
