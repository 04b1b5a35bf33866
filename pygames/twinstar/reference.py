"""TwinStar Valley rules reference, contextual help and "why not?" candidates.

Our own short summary of ``twinstar-valley-gems.en.txt`` (gem edition) and
``twinstar-valley-fruits.ja.txt`` (fruit edition, basic / advanced / solo). Contract cards are
drawn by the view's own card code from ``components`` (reconstructed where the rulebook is
silent). Texts live in ``help_texts`` so this does not touch the edition's own catalogue.
"""

from __future__ import annotations

from typing import Any

from ..core.i18n import translate
from ..core.reference import section
from ..core.scene import Node, el, sprites, walk
from . import view
from .actions_view import action_board
from .components import Contract
from .contracts_view import CARD_H, CARD_W
from .help_texts import TEXTS as HELP
from .look import Look, look_of
from .rules import TwinStar

MOVE_KINDS = ("place", "leap", "walk", "pass", "factory", "spec", "road", "cross", "done", "from",
              "to", "via", "carry", "keep", "onto", "upgrade", "sell", "claim", "drop")
#: The board's areas (node key -> part name): a tap on an area where no part of its own is
#: explains the area; each part in it names itself (``data-help``, see ``parts.py``).
PARTS = {
    "area-valley": "valley",
    "area-actions": "actions",
    "area-market": "market",
    "area-contracts": "contracts",
    "area-players": "players",
    "area-order": "order",
    "area-bot": "bot",
}
_P = "twinstar."


def t(key: str, lang: str, **params: Any) -> str:
    return translate(HELP, key, lang, **params)


def move_kind(move: str) -> str:
    return move.split(" ", 1)[0]


def help_key(game: TwinStar, move: str) -> str:
    """The fruit edition has its own wording (markets, orchards, research) where it differs."""
    kind = move_kind(move)
    own = f"{_P}help.{look_of(game).help}{kind}"
    return own if own in HELP["en"] else f"{_P}help.{kind}"


def decisions_left(game: TwinStar) -> int | None:
    return None  # a turn's length depends on the action and the optional steps chosen


def _items(prefix: str, lang: str, **params: Any) -> list[str]:
    """Every text ``prefix1``, ``prefix2`` … of the catalogue, in order."""
    out = []
    n = 1
    while f"{prefix}{n}" in HELP["en"]:
        out.append(t(f"{prefix}{n}", lang, **params))
        n += 1
    return out


def _contracts(sample: TwinStar, look: Look, lang: str) -> list[Node]:
    ed = look.edition
    w, h = CARD_W + 4, CARD_H + 4
    return [
        el("figure", f"c-{c.id}", {"class": "wide"}, [
            el("svg", "svg", {"viewBox": f"-2 -2 {w:g} {h:g}", "role": "img",
                              "aria-label": view.contract_text(ed, c, lang)},
               [_still(view.contract_card(look, c, 0, 0, "card", lang))]),
            *_caption(ed, c, lang),
        ])
        for c in sample.ED.contracts
    ]


def _caption(ed: str, c: Contract, lang: str) -> list[Node]:
    """The goal in full under the card where the card's lines may not hold it all."""
    goal = view.goal_text(ed, c, lang)
    limit = 14 if lang == "ja" else 26
    return [el("figcaption", "c", {}, text=goal)] if len(goal) > limit else []


def _still(node: Node) -> Node:
    """A picture of a part: nothing in it is a choice or asks for help."""
    for n in walk(node):
        attrs = n.get("a", {})
        for name in ("data-move", "data-help", "data-action", "data-value", "tabindex", "role",
                     "aria-label"):
            attrs.pop(name, None)
        if "class" in attrs:
            attrs["class"] = " ".join(c for c in attrs["class"].split()
                                      if c not in ("legal", "picked"))
    return node


def _sample(options: dict[str, Any], players: int) -> TwinStar:
    """A new game with these options, for pictures of its components."""
    cls = TwinStar.variant(players, dict(options), TwinStar.RULES_VERSION)
    game = cls(players=players, seed=1, options=dict(options))
    assert isinstance(game, TwinStar)
    return game


def _action_board(sample: TwinStar, lang: str) -> Node:
    """The round-1 side of the action board for this player count, drawn by the view."""
    picture, width = action_board(sample, lang)
    picture = _still(picture)
    picture["a"]["role"] = "img"
    picture["a"]["aria-label"] = t(f"{_P}ref.board", lang)
    return el("figure", "actions-board", {"class": "wide board-figure"}, [
        picture,
        el("figcaption", "c", {}, text=t(f"{_P}ref.board", lang)),
    ])


def sections(lang: str, options: dict[str, Any], players: int) -> list[Node]:
    sample = _sample(options, players)
    look = look_of(sample)
    ed = look.help
    p = max(2, min(players, 4))
    out = [
        sprites(look.sheet()),
        section("setup", t(f"{_P}ref.{ed}setup", lang),
                _items(f"{_P}ref.{ed}setup", lang, tiles=p + 2,
                       grid="5×5" if p == 2 else "6×6", discs={2: 9, 3: 7, 4: 6}[p])),
        section("turn", t(f"{_P}ref.{ed}turn", lang), _items(f"{_P}ref.{ed}turn", lang),
                [el("div", "pics", {"class": "pics"},
                    [_action_board(sample, lang)])]),
        section("actions", t(f"{_P}ref.{ed}actions", lang), _items(f"{_P}ref.{ed}actions", lang)),
        section("upgrades", t(f"{_P}ref.{ed}upgrades", lang),
                _items(f"{_P}ref.{ed}upgrades", lang)[: look.upgrades]),
        section("optional", t(f"{_P}ref.{ed}optional", lang), _items(f"{_P}ref.{ed}optional", lang)),
        section("end", t(f"{_P}ref.{ed}end", lang), _items(f"{_P}ref.{ed}end", lang)),
    ]
    for mode in look.modes:
        out.append(section(mode, t(f"{_P}ref.{ed}{mode}", lang) + (" ✓" if mode == look.mode
                                                                    else ""),
                           _items(f"{_P}ref.{ed}{mode}", lang)))
    if look.panel == "contracts":
        out.append(section("contracts", t(f"{_P}ref.contracts", lang), [], [
            el("div", "pics", {"class": "pics"}, _contracts(sample, look, lang)),
            el("p", "note", {"class": "note"}, text=t(f"{_P}ref.reconstructed", lang)),
        ]))
    else:
        out.append(el("p", "note", {"class": "note"}, text=t(f"{_P}ref.reconstructed", lang)))
    return out
