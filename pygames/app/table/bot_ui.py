"""The app's scene parts for bot seats: seat levels, the Hint, the solo record."""

from __future__ import annotations

from pygames.core import scene
from pygames.core.game import Game
from pygames.core.i18n import seat_name
from pygames.core.scene import Node, el

from ..link import play as link
from ..names import MAX_NAME
from ..state import AppState
from ..widgets import button
from . import seats


def seat_controls(c: AppState) -> list[Node]:
    """Per seat: the human/bot toggle and, for a bot seat, its level (easy/normal/hard)."""
    assert c.setup is not None
    rows: list[Node] = []
    for index, kind in enumerate(c.setup.seats):
        bot = seats.is_bot(kind)
        kind_text = c.t("app.bot" if bot else "app.human")
        children = [button(
            f"seat{index}", c.t("app.seat_kind", seat=seat_name(index, c.lang), kind=kind_text),
            "seat", index, cls=f"btn seat {'bot' if bot else 'human'}",
            **{"aria-label": c.t("app.seat_toggle", n=index + 1, kind=kind_text)},
        )]
        name = c.setup.names[index] if index < len(c.setup.names) else ""
        children.append(el("input", "name", {
            "name": f"name{index}", "type": "text", "class": "seat-name", "value": name,
            "maxlength": str(MAX_NAME), "autocomplete": "off",
            "placeholder": seat_name(index, c.lang),
            "aria-label": c.t("link.name_label", n=index + 1)}))
        if bot:
            children.append(el("div", "levels", {
                "class": "levels", "role": "group",
                "aria-label": c.t("app.level_of", n=index + 1,
                                  level=c.t(f"app.level.{kind}") if kind in seats.LEVELS
                                  else kind_text)}, [
                button(f"lv-{level}", c.t(f"app.level.{level}"), "level", f"{index}={level}",
                       cls="btn seg level",
                       **{"aria-pressed": "true" if kind == level else "false"})
                for level in seats.LEVELS
            ]))
        rows.append(el("div", f"row{index}", {"class": "seat-row"}, children))
    return rows


def hint_parts(c: AppState) -> list[Node]:
    """The Hint button (a human to move) and the hint's one line once asked."""
    table = c.table
    if table is None or table.game.is_over or c.bot_to_move() \
            or link.others_turn(c) is not None:  # hints are for this device's seat
        return []
    parts = [button("hint", c.t("app.hint"), "hint", cls="btn hint-btn")]
    line = c.hint_text()
    if line:
        parts.append(el("p", "hint-line", {"class": "hint-line", "role": "status"}, text=line))
    return [el("div", "hint", {"class": "hint-box"}, parts)]


def mark_hint(c: AppState, nodes: list[Node]) -> None:
    """Highlight the hinted choice (the board element or the button carrying its move)."""
    if c.at_table.hint is not None and c.hint_text() and c.table is not None:
        move = c.at_table.hint[1].move
        seats.mark_hint(nodes, move, named_parts(c.table.game, move))


def named_parts(game: Game, move: str) -> frozenset[str]:
    """The board parts a move names: those a "why not?" tap on them would ask about with
    the same square or hex (the rule set's ``tries``), e.g. a disc on the way's square."""
    from ..rules.reference import reference

    ref = reference(game.game_id)
    where = move.split(scene.SEQUENCE)[-1].partition(" ")[2]
    if ref is None or not where:
        return frozenset()
    return frozenset(key for key, tried in ref.tries(game).items()
                     if tried.partition(" ")[2] == where)


def solo_lines(c: AppState, game_id: str, result: int | None = None) -> list[Node]:
    """The solo record (setup and end screens) and, at the end, this game's result."""
    best = seats.best_of(c.store, game_id)
    lines: list[Node] = []
    if result is not None:
        key = "app.solo_new_best" if c.at_table.new_record else "app.solo_result"
        lines.append(el("p", "solo-result", {"class": "solo-result", "data-solo": str(result)},
                        text=c.t_count(key, result)))
    if best is not None:
        lines.append(el("p", "solo-best", {"class": "solo-best", "data-best": str(best)},
                        text=c.t_count("app.solo_best", best)))
    return lines
