"""The valley's marking by outcome (``outcomes.py``): each legal hex's consequence in its
accessible name and tooltip (a cost, a toll and to whom), and, where most of the map is
legal, the region drawn quietly (class ``quiet``, web/app.css) with the distinct outcomes
drawn apart, in shape and not only in colour: a new route a solid green ring, a toll a
dashed ring in the payee's colour with a badge of that colour, a hex next to the roads a thin
ring; a legend under the map says which is which.
"""

from __future__ import annotations

from typing import Any

from ..core.scene import Node, el
from .drawing import SEAT_COLORS, player, t
from .look import look_of
from .outcomes import MANY, Outcome, outcomes
from .rules import TwinStar

#: Each drawn outcome's ring: stroke, width, dash (the toll's stroke is the payee's colour).
RINGS = {"connect": ("#1b7a3a", 4.0, "none"), "toll": ("#7a2e0e", 3.0, "4 2"),
         "extend": ("#4d4d4d", 1.5, "none")}


def consequence(game: TwinStar, o: Outcome, lang: str) -> str:
    """An outcome in words: what building there (or passing there) costs and does."""
    ed = look_of(game).edition
    sep = "、" if lang == "ja" else ", "
    names = sep.join(player(game, q, lang) for q in o.payees)
    words = []
    if o.kind == "toll":
        words.append(t(ed, "outcome.toll", lang, names=names, n=o.cost) if o.now
                     else t(ed, "outcome.toll_route", lang, names=names))
    elif o.cost:
        words.append(t(ed, "outcome.cost", lang, n=o.cost))
    if o.kind in ("connect", "extend", "open"):
        words.append(t(ed, f"outcome.{o.kind}", lang))
    if o.payees and not o.now and o.kind != "toll":
        words.append(t(ed, "outcome.rivals", lang, names=names))
    return " · ".join(words)


def mark_outcomes(game: TwinStar, hexes: dict[str, Node], centre: dict[str, tuple[float, float]],
                  ring: dict[str, str], size: float, lang: str) -> bool:
    """Name each legal hex's consequence (``hexes``: the hex nodes by name, already legal);
    where most of the map is legal, draw the outcomes apart (``centre``: the hexes' centres,
    ``ring``: their inner outline's points). True when drawn apart (a legend is due)."""
    found = outcomes(game)
    apart = len(found) >= MANY
    for name, o in found.items():
        node = hexes.get(name)
        if node is None or "data-move" not in node.get("a", {}):
            continue
        attrs = node["a"]
        words = consequence(game, o, lang)
        if words:
            attrs["aria-label"] = f"{attrs.get('aria-label') or name} · {words}"
            for kid in node.get("c", []):
                if kid.get("t") == "title":
                    kid["x"] = f"{name} · {words}"
        attrs["data-outcome"] = o.kind
        if apart:
            attrs["class"] = f"{attrs.get('class', '')} quiet".strip()
            node["c"][2:2] = _drawn(o, centre[name], ring[name], size)
    return apart


def _drawn(o: Outcome, at: tuple[float, float], points: str, size: float) -> list[Node]:
    """An outcome's ring (and a toll paid now: a badge in the payee's colour; the fee is in
    the hex's name and tooltip, not drawn: a number there would be a word of the choice
    that its name, worded before the seats are named, could not hold in order)."""
    if o.kind not in RINGS:
        return []
    stroke, width, dash = RINGS[o.kind]
    if o.kind == "toll" and o.payees:
        stroke = SEAT_COLORS[o.payees[0]] if SEAT_COLORS[o.payees[0]] != "#f7f7f2" else "#777"
    out = [el("polygon", "o", {"points": points, "fill": "none", "stroke": stroke,
                               "stroke-width": width, "stroke-dasharray": dash,
                               "pointer-events": "none", "class": f"outcome o-{o.kind}"})]
    if o.kind == "toll" and o.payees and o.now:
        x, y = at
        seat = o.payees[0]
        out.append(el("circle", "ob", {"cx": round(x + size * 0.55, 1),
                                       "cy": round(y - size * 0.55, 1), "r": round(size * 0.36, 1),
                                       "fill": SEAT_COLORS[seat], "stroke": "#222",
                                       "pointer-events": "none"}))
    return out


def outcome_legend(game: TwinStar, lang: str) -> tuple[tuple[str, dict[str, Any], str], ...]:
    """The outcomes' entries for the valley's legend: key, the sample's look, words."""
    ed = look_of(game).edition
    out = []
    for kind in (*RINGS, "quiet"):
        if kind == "quiet":
            attrs: dict[str, Any] = {"fill": "#ffe680", "fill-opacity": 0.45, "stroke": "#b08a00"}
        else:
            stroke, line, dash = RINGS[kind]
            attrs = {"fill": "none", "stroke": stroke, "stroke-width": line,
                     "stroke-dasharray": dash}
        out.append((f"o{kind}", attrs, t(ed, f"legend.{kind}", lang)))
    return tuple(out)
