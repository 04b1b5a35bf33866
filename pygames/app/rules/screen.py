"""Rules at hand on screen: the reference overlay, the help panel, turn guide, score preview.

The reference is drawn over whatever screen was showing (catalogue, setup or table) without
touching it: closing it shows the same position again, the address never changes.
"""

from __future__ import annotations

import zlib
from typing import Any

from pygames.core.registry import View
from pygames.core.scene import Node, el

from ..learn import view as learn_view
from ..learn.play import exercises_of
from ..state import AppState, playable
from ..widgets import button, header, screen
from . import reference as rules_help


def rules_button(c: AppState, game_id: str | None = None) -> Node:
    """The "Rules" button: on a catalogue card (``game_id``), the setup and the table."""
    if game_id is not None:
        return button("rules", c.t("app.rules"), "rules", game_id, cls="btn rules-link",
                      **{"aria-label": c.t("app.rules_of", title=_title(game_id, c.lang))})
    return button("rules", c.t("app.rules"), "rules")


def help_button(c: AppState) -> Node:
    return button("helpmode", c.t("app.help"), "helpmode",
                  **{"aria-pressed": "true" if c.help_mode else "false",
                     "title": c.t("app.help_mode")})


def _title(game_id: str, lang: str) -> str:
    info = playable(game_id)
    return (info.title.get(lang) or info.title["en"]) if info else game_id


def render(c: AppState) -> Node:
    assert c.rules is not None
    game_id, options, players = c.rules
    title = c.t("app.rules_of", title=_title(game_id, c.lang))
    body = rules_help.sections(game_id, c.lang, options, players)
    body += learn_view.list_section(c, game_id, exercises_of(game_id), "learn.exercises",
                                    "learn.exercises_note")
    # back to a game only where one is on the table underneath
    words = c.t("app.rules_back" if c.screen == "table" and c.table is not None else "app.back")
    back = button("rules-close", words, "rules_close", cls="btn primary")
    return screen("rules", [
        header(c, title, [back]),
        el("main", "main", {"class": "page reference", "data-rules": game_id,
                            "lang": c.lang}, body + [
            el("div", "actions", {"class": "actions"}, [
                button("rules-close2", words, "rules_close",
                       cls="btn primary big")]),
        ]),
    ])


def annotate(c: AppState, board: Node, nodes: list[Node] | None = None) -> None:
    assert c.table is not None
    rules_help.annotate(c.table.game, board, nodes)
    if c.help_mode:
        board.setdefault("a", {})["data-helpmode"] = "1"


def turn_guide(c: AppState) -> list[Node]:
    """How many decisions remain in this turn, where the rule set can tell."""
    assert c.table is not None
    game = c.table.game
    seat = game.current_player
    if seat is None or c.table.seats[seat] != "human":
        return []
    left = rules_help.decisions_left(game)
    if not left:
        return []
    key = "app.decisions_one" if left == 1 else "app.decisions_left"
    return [el("p", "left", {"class": "decisions", "data-left": str(left)},
               text=c.t(key, n=left))]


def help_panel(c: AppState) -> list[Node]:
    if c.help is None and not c.help_mode:
        return []
    if c.help is None:
        return [el("div", "help", {"class": "help-panel", "role": "status"}, [
            el("p", "b", {"class": "help-body"}, text=c.t("app.help_mode")),
        ])]
    title, body = c.help
    # folds to its title; a new text is a new panel, open (fold.js keeps a folded one folded)
    key = f"help{zlib.crc32((title + body).encode()):08x}"
    return [el("div", "help", {"class": "help-panel", "role": "status"}, [
        el("details", key, {"class": "help-fold fold", "data-fold": "help", "open": ""}, [
            el("summary", "t", {"class": "help-title"}, text=title),
            *([el("p", "b", {"class": "help-body"}, text=body)] if body else []),
            button("help-close", c.t("app.close"), "help_close", cls="btn small"),
        ]),
    ])]


def score_preview(c: AppState, view: View[Any], seat: int) -> list[Node]:
    """The breakdown the end screen would show if the game ended now (mid-game only)."""
    assert c.table is not None
    game = c.table.game
    if game.is_over:
        return []
    try:
        parts = game.score_breakdown()[seat]
    except Exception:  # noqa: BLE001 - a rule set may only score at the end
        return []
    shown = [
        f"{view.part_label(name, c.lang, game)} {value}"
        for name, value in parts.items()
        if name != "total" and isinstance(value, int) and not isinstance(value, bool) and value
    ]
    total = parts.get("total")
    if not isinstance(total, int):
        return []
    text = c.t("app.if_ended", total=total, parts=" · ".join(shown) if shown else "—")
    return [el("p", "preview", {"class": "preview", "data-preview": str(total)}, text=text)]
