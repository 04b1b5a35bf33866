"""Precise reasons why a move is not legal now (each a text of the catalogue, in the
edition's wording). The editions decide; this module only names which rule a move breaks.
"""

from __future__ import annotations

from ..core.errors import IllegalMove
from .catalogue import illegal
from .rules import TwinStar, parse_square
from .turn import Transport

#: The decisions each move verb belongs to.
VERB_PHASE = {
    "place": ("place", "leap"), "leap": ("place",), "walk": ("place",), "pass": ("place",),
    "factory": ("build",), "road": ("build",), "cross": ("build",), "spec": ("spec",),
    "from": ("from",), "to": ("to",), "via": ("via", "route"), "carry": ("carry", "route"),
    "keep": ("keep",), "onto": ("onto",), "upgrade": ("upgrade",), "sell": ("sell",),
    "claim": ("claim",), "drop": ("drop",),
    "done": ("build", "from", "sell", "claim"),
}


def explain(game: TwinStar, move: str) -> IllegalMove:
    """Why ``move`` is not legal now."""
    edition = game.ED.id
    key, params = _reason(game, move)
    return illegal(key, edition, **params)


def _reason(game: TwinStar, move: str) -> tuple[str, dict[str, object]]:
    verb, _, arg = move.partition(" ")
    phases = VERB_PHASE.get(verb)
    if phases is None:
        return "unknown", {"move": move}
    if game.phase not in phases:
        return "not_now", {"move": move}
    p = game.current
    if verb in ("place", "leap", "walk"):
        rc = parse_square(arg)
        if rc is None:
            return "square", {"move": move}
        if game.phase == "leap":
            return "leap_adjacent", {}
        return game.disc_reason(p, verb, rc), {"fee": game.ED.leap_fee}
    if verb == "pass":
        return "pass", {}
    if verb in ("road", "cross", "factory"):
        h = game.by_name.get(arg)
        why = {"road": game.road_reason, "cross": game.cross_reason,
               "factory": game.factory_reason}[verb](p, h)
        if why:
            return why, {}
    if verb == "via" and game.phase == "route":
        h = game.by_name.get(arg)
        return game.route_reason(h), {}
    if verb == "carry":
        route = game.current_route()
        if route is not None and len(arg) > game.capacity(route, p):
            return "capacity", {"n": game.capacity(route, p)}
        return "carry", {}
    if verb == "done" and game.phase in ("build", "from"):
        step = game.step
        return ("must_act" if not isinstance(step, Transport) or step.first
                else "generic"), {"move": move}
    if verb == "done" and game.phase == "sell":
        return "debt", {"debt": -game.credits[p]}
    if verb in ("from", "to"):
        return verb, {}
    if verb == "onto":
        return "onto", {"most": game.ED.mine_target_max}
    if verb == "sell":
        return "sell", {}
    if verb == "claim":
        return "goal", {}
    if verb == "upgrade":
        return "upgrade", {}
    return "generic", {"move": move}
