"""Terra Vista view: the table as areas — the current player's map, large, with the round's
dice above it; the score board; every other player's map, small — for the app to lay out.

The current player's map carries every legal choice of the current decision: each drawable
line (a dashed segment between two centres, tap it) and each space a drawable line starts
from (tap it, then tap a line from it; tap it again to take it back). Only ``pass`` has no
place on the board; it is a button labelled by :func:`move_label`. Every space, die and
track carries ``data-help``, answered by :func:`pygames.terra_vista.part_help.help_for_part`.
"""

from __future__ import annotations

from ..core.i18n import seat_name
from ..core.scene import Node, area, areas, el
from .catalogue import t
from .draw_map import SEAT_COLORS, map_svg
from .draw_scoreboard import scoreboard_svg
from .pictures import SPRITES
from .rules import TerraVista
from .words import (
    describe_move,
    goal_words,
    move_label,
    part_label,
    player_stats,
    prompt,
    result_lines,
    terrain_name,
)

__all__ = ["board", "describe_move", "goal_words", "move_label", "part_label", "player_stats",
           "prompt", "result_lines", "seat_colors", "terrain_name"]


def seat_colors(game: TerraVista) -> list[str]:
    return SEAT_COLORS[: game.players]


def board(game: TerraVista, lang: str, selection: str | None = None) -> Node:
    """The current player's map (or, at the end, a winner's) large, then the score board and
    the others' maps."""
    focus = game.current_player
    if focus is None:
        winners = game.winners()
        focus = winners[0] if winners else 0
    colors = seat_colors(game)
    sections = [area(f"map{focus + 1}", t("area.map", lang, name=seat_name(focus, lang)),
                     [map_svg(game, focus, lang, big=True, selection=selection)], "large"),
                area("scoreboard", t("part.scoreboard", lang),
                     [scoreboard_svg(game, colors, lang)])]
    for seat in range(game.players):
        if seat == focus:
            continue
        title = t("map_title", lang, name=seat_name(seat, lang), map=game.map_of(seat).name)
        sections.append(area(f"map{seat + 1}", t("area.map", lang, name=seat_name(seat, lang)),
                             [el("h3", "title", {"class": "map-title"}, text=title),
                              map_svg(game, seat, lang, big=False)], "small"))
    return areas("terra_vista", prompt(game, lang), [SPRITES, *sections])
