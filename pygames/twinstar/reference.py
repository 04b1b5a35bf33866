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
from ..core.scene import Node, el, walk
from . import view
from .components import Contract
from .help_texts import TEXTS as HELP
from .rules import TwinStar

MOVE_KINDS = ("place", "leap", "walk", "pass", "factory", "spec", "road", "cross", "done", "from",
              "to", "via", "carry", "keep", "onto", "upgrade", "sell", "claim", "drop")
#: Board parts that are no choice but have help (node key -> part name).
PARTS = {
    "market": "market",
    "upgrades": "upgrades",
    "contracts": "contracts",
    "valley": "valley",
}
_P = "twinstar."


def t(key: str, lang: str, **params: Any) -> str:
    return translate(HELP, key, lang, **params)


def move_kind(move: str) -> str:
    return move.split(" ", 1)[0]


def help_key(game: TwinStar, move: str) -> str:
    """The fruit edition has its own wording (markets, orchards, research) where it differs."""
    kind = move_kind(move)
    fruit = f"{_P}help.fruits.{kind}"
    if game.options.get("edition") == "fruits" and fruit in HELP["en"]:
        return fruit
    return f"{_P}help.{kind}"


def tries(game: TwinStar) -> dict[str, str]:
    """Action-board squares: the placement a tap on them would mean."""
    if game.phase != "place":
        return {}
    return {
        f"sq-{view.square_name((r, c))}": f"place {view.square_name((r, c))}"
        for r in range(game.size) for c in range(game.size)
    }


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


def _contracts(sample: TwinStar, lang: str) -> list[Node]:
    ed = sample.ED.id
    return [
        el("figure", f"c-{c.id}", {"class": "wide"}, [
            el("svg", "svg", {"viewBox": "-2 -2 144 62", "role": "img",
                              "aria-label": view.contract_text(ed, c, lang)},
               [view.contract_card(ed, c, 0, 0, "card", lang)]),
            *_caption(ed, c, lang),
        ])
        for c in sample.ED.contracts
    ]


def _caption(ed: str, c: Contract, lang: str) -> list[Node]:
    """The goal in full under the card where the card's one line is too short for it."""
    goal = view.t(ed, f"goal.{c.goal}", lang, p=view.goal_param(ed, c, lang))
    limit = 14 if lang == "ja" else 26
    return [el("figcaption", "c", {}, text=goal)] if len(goal) > limit else []


def _sample(options: dict[str, Any], players: int) -> TwinStar:
    """A new game with these options, for pictures of its components."""
    cls = TwinStar.variant(players, dict(options), TwinStar.RULES_VERSION)
    game = cls(players=players, seed=1, options=dict(options))
    assert isinstance(game, TwinStar)
    return game


def _action_board(sample: TwinStar, lang: str) -> Node:
    """The round-1 side of the action board for this player count, drawn by the view."""
    board = view.action_board(sample, lang)
    for node in walk(board):  # a picture: nothing in it is a choice
        attrs = node.get("a", {})
        for name in ("data-move", "tabindex", "role", "aria-label"):
            attrs.pop(name, None)
        if attrs.get("class") == "square legal":
            attrs["class"] = "square"
    side = sample.size * 52
    return el("figure", "actions-board", {"class": "wide", "style": "width:100%;max-width:360px"}, [
        el("svg", "svg", {"viewBox": f"{view.PANEL_X - 4} 10 {side + 8} {side + 36}",
                          "role": "img", "aria-label": t(f"{_P}ref.board", lang)}, [board]),
        el("figcaption", "c", {}, text=t(f"{_P}ref.board", lang)),
    ])


def sections(lang: str, options: dict[str, Any], players: int) -> list[Node]:
    edition = str(options.get("edition", "gems"))
    fruits = edition == "fruits"
    solo = fruits and players == 1
    advanced = fruits and not solo and options.get("mode") == "advanced"
    ed = "fruits." if fruits else ""
    p = max(2, min(players, 4))
    sample = _sample({**options, "edition": edition}, players)
    out = [
        section("setup", t(f"{_P}ref.{ed}setup", lang),
                _items(f"{_P}ref.{ed}setup", lang, tiles=p + 2,
                       grid="5×5" if p == 2 else "6×6", discs={2: 9, 3: 7, 4: 6}[p])),
        section("turn", t(f"{_P}ref.{ed}turn", lang), _items(f"{_P}ref.{ed}turn", lang),
                [el("div", "pics", {"class": "pics"},
                    [_action_board(sample, lang)])]),
        section("actions", t(f"{_P}ref.{ed}actions", lang), _items(f"{_P}ref.{ed}actions", lang)),
        section("upgrades", t(f"{_P}ref.{ed}upgrades", lang),
                _items(f"{_P}ref.{ed}upgrades", lang)[: 6 if advanced else 5]),
        section("optional", t(f"{_P}ref.{ed}optional", lang), _items(f"{_P}ref.{ed}optional", lang)),
        section("end", t(f"{_P}ref.{ed}end", lang), _items(f"{_P}ref.{ed}end", lang)),
    ]
    if fruits:
        out.append(section("advanced", t(f"{_P}ref.fruits.advanced", lang)
                           + (" ✓" if advanced else ""),
                           _items(f"{_P}ref.fruits.advanced", lang)))
        out.append(section("solo", t(f"{_P}ref.fruits.solo", lang) + (" ✓" if solo else ""),
                           _items(f"{_P}ref.fruits.solo", lang)))
    if not fruits or advanced:
        out.append(section("contracts", t(f"{_P}ref.contracts", lang), [], [
            el("div", "pics", {"class": "pics"}, _contracts(sample, lang)),
            el("p", "note", {"class": "note"}, text=t(f"{_P}ref.reconstructed", lang)),
        ]))
    else:
        out.append(el("p", "note", {"class": "note"}, text=t(f"{_P}ref.reconstructed", lang)))
    return out
