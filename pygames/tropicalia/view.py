"""Tropicalia view: the table as areas — the island with its frame, the panel of a sale, the
build board and each player's village — for the app to lay out for the screen.

Every legal choice of the current decision that has a place on the table is marked with
``scene.legal``: frame spaces (morning), frame workers (choose), island tiles (move),
build-board slots (build), village squares (where to build), sale counts and substitute
fruit (their panel) and the fruit held when some must go back (discard). The rest (home,
pass, keep, putting fruit back of one's own will, mixed sales) are buttons labelled by
:func:`move_label`. Every part carries ``data-help``, answered by
:func:`pygames.tropicalia.part_help.help_for_part`.
"""

from __future__ import annotations

from ..core.i18n import seat_name
from ..core.scene import Node, area, areas
from .catalogue import t
from .draw_island import decision_area, island_area
from .draw_village import build_area, village_area, village_tile_node
from .pictures import SPRITES
from .rules import Tropicalia
from .words import describe_move, move_label, part_label, player_stats, prompt, village_tile_words

__all__ = ["board", "describe_move", "move_label", "part_label", "player_stats", "prompt",
           "seat_colors", "village_tile_node", "village_tile_words"]

COLORS = ["#d64545", "#2f6fd6", "#e0a100", "#2e9e4f"]


def seat_colors(game: Tropicalia) -> list[str]:
    return COLORS[: game.players]


def board(game: Tropicalia, lang: str, selection: str | None = None) -> Node:
    colors = seat_colors(game)
    sections = [area("island", t("area.island", lang), [island_area(game, lang, colors)])]
    panel = None if game.is_over else decision_area(game, lang)
    if panel is not None:
        name, svg = panel
        sections.append(area(name, t(f"area.{name}", lang), [svg]))
    sections.append(area("build", t("area.build", lang), [build_area(game, lang)]))
    for seat in range(game.players):
        sections.append(area(f"village{seat + 1}", t("area.village", lang,
                                                         name=seat_name(seat, lang)),
                             [village_area(game, seat, lang, colors)]))
    return areas("tropicalia", t("title", lang), [SPRITES, *sections])

