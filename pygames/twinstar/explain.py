"""Precise reasons why a move is not legal now (each with a text key of texts.py)."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from ..core.errors import IllegalMove
from .texts import TEXTS

if TYPE_CHECKING:
    from .rules import TwinStar

#: The decision each move verb belongs to.
VERB_PHASE = {
    "place": ("place", "leap"), "leap": ("place",), "pass": ("place",),
    "factory": ("build",), "road": ("build",), "cross": ("build",), "spec": ("spec",),
    "from": ("from",), "to": ("to",), "via": ("via",), "carry": ("carry",),
    "keep": ("keep",), "onto": ("onto",), "upgrade": ("upgrade",), "sell": ("sell",),
    "claim": ("claim",), "drop": ("drop",),
    "done": ("build", "from", "sell", "claim"),
}


def _err(key: str, **params: object) -> IllegalMove:
    text = TEXTS["en"].get("twinstar.illegal." + key, key)
    try:
        message = text.format(**params)
    except (KeyError, IndexError, ValueError):
        message = text
    return IllegalMove(message, "twinstar.illegal." + key, **params)


def explain(game: TwinStar, move: str) -> IllegalMove:
    err = _explain(game, move)
    if game.ed.leap_in_discs:
        fruit_key = err.key.replace("twinstar.", "twinstar.fruits.", 1)
        if fruit_key in TEXTS["en"]:
            params = err.params
            text = TEXTS["en"][fruit_key]
            with contextlib.suppress(KeyError, IndexError, ValueError):
                text = text.format(**params)
            return IllegalMove(text, fruit_key, **params)
    return err


def _fruit_disc_reason(game: TwinStar, verb: str, rc: tuple[int, int]) -> str:
    """Why a fruit-edition ``place``/``leap`` on rc is not legal now."""
    p = game.current
    if not game._square_ok(rc):
        return "square"
    if verb == "leap":
        if game.placed[p] == 0:
            return "leap_first"
        stack = game.board.get(rc, [])
        if not stack or stack[-1] == p:
            return "leap_rival"
        if len(stack) >= 2:
            return "leap_stacked"
        if not any(game.top(x) == p for x in game._orth(rc)):
            return "not_adjacent"
        return "leap_reach"
    if rc in game.board:
        return "occupied"
    if game.placed[p] == 0:
        return game._reach_reason(p, rc) or "unperformable"
    if rc not in game.reach(p):
        return "not_adjacent"
    if game.reach(p)[rc] > 0:
        return "leap_needed"
    return "unperformable"


def _explain(game: TwinStar, move: str) -> IllegalMove:
    from .rules import parse_square

    verb, _, arg = move.partition(" ")
    phases = VERB_PHASE.get(verb)
    if phases is None:
        return _err("unknown", move=move)
    if game.phase not in phases:
        return _err("not_now", move=move)
    p = game.current
    if verb in ("place", "leap"):
        rc = parse_square(arg)
        if rc is None:
            return _err("square", move=move)
        if game.phase == "leap":
            return _err("leap_adjacent")
        if game.ed.leap_in_discs:
            return _err(_fruit_disc_reason(game, verb, rc))
        reason = game._placement_reason(p, rc) if verb == "place" else game._leap_reason(p, rc)
        if reason:
            fee = game.ed.leap_fee
            return _err(reason, fee=fee)
    if verb == "pass":
        return _err("pass")
    if verb in ("road", "cross", "factory"):
        h = game.by_name.get(arg)
        fn = {"road": game._road_reason, "cross": game._cross_reason,
              "factory": game._factory_reason}[verb]
        reason = fn(p, h)
        if reason:
            return _err(reason)
    if verb == "carry":
        route = game.current_route()
        if route is not None and len(arg) > game.capacity(route, p):
            return _err("capacity", n=game.capacity(route, p))
        return _err("carry")
    if verb == "done" and game.phase in ("build", "from"):
        return _err("must_act")
    if verb == "done" and game.phase == "sell":
        return _err("debt", debt=-game.credits[p])
    if verb == "sell":
        return _err("sell")
    if verb == "claim":
        return _err("goal")
    if verb == "upgrade":
        return _err("upgrade")
    return _err("generic", move=move)
