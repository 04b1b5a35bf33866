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

#: The layout: the large map across the board, the score board beside the first small map,
#: the other maps three to a row (on phones: the score board across, the maps two to a row);
#: the large map never taller than the screen leaves it.
CSS = """
.board.terra_vista{display:grid;grid-template-columns:repeat(6,minmax(0,1fr));gap:8px;
 align-items:start}
.board.terra_vista>.area{min-width:0;grid-column:span 2}
.board.terra_vista>.wide{grid-column:1/-1}
.board.terra_vista>.tracks{grid-column:span 4}
.board.terra_vista>.area>svg{display:block;width:100%;height:auto}
.board.terra_vista>.large>svg{max-height:calc(100vh - 220px)}
.board.terra_vista .map-title{font-size:15px;font-weight:600;margin:0 0 4px}
@media (max-width:600px){.board.terra_vista>.area{grid-column:span 3}
 .board.terra_vista>.wide,.board.terra_vista>.tracks{grid-column:1/-1}}
"""


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
                     [map_svg(game, focus, lang, big=True)], "wide large"),
                area("scoreboard", t("part.scoreboard", lang),
                     [scoreboard_svg(game, colors, lang)], "tracks")]
    for seat in range(game.players):
        if seat == focus:
            continue
        title = t("map_title", lang, name=seat_name(seat, lang), map=game.map_of(seat).name)
        sections.append(area(f"map{seat + 1}", t("area.map", lang, name=seat_name(seat, lang)),
                             [el("h3", "title", {"class": "map-title"}, text=title),
                              map_svg(game, seat, lang, big=False)]))
    return areas("terra_vista", prompt(game, lang), sections, CSS)
