"""TwinStar Valley's table: the board as areas, and the words the app asks for.

The board is a ``div`` of areas (``pygames.core.scene.areas``), each its own picture: the
valley (``valley_view``), the action board (``actions_view``), the market and upgrades
(``market_view``), the contracts, or the turn order and solo bot (``contracts_view``), and
the players (``players_view``). The page lays them out for the screen and brings the area of
the current decision into view. Pieces, items, actions and terrains are pictures from one
sprite sheet (``symbols``), each with a shape of its own or a label, never a letter code;
seats are named as the app names them. Every part answers a tap: a choice plays, any other
part says why not or what it is (``parts``).
"""

from __future__ import annotations

from ..core.scene import Node, area, areas, sprites
from .actions_view import action_board
from .contracts_view import contract_card, contracts_area
from .drawing import SEAT_COLORS, t
from .look import look_of
from .market_view import market_area
from .players_view import players_area
from .rules import TwinStar, square_name
from .valley_view import valley_area
from .words import (
    bot_lines,
    contract_text,
    describe_move,
    goal_param,
    goal_text,
    move_label,
    offers,
    part_label,
    player_stats,
    prompt,
)

__all__ = ["board", "bot_lines", "contract_card", "contract_text", "describe_move",
           "goal_param", "goal_text", "move_label", "offers", "part_label", "player_stats",
           "prompt", "seat_colors", "square_name", "t"]


def board(game: TwinStar, lang: str, selection: str | None = None) -> Node:
    look = look_of(game)
    ed = look.edition
    valley, _ = valley_area(game, lang)
    actions, _ = action_board(game, lang, selection)
    market, _ = market_area(game, lang)
    players, _ = players_area(game, lang)
    sections = [
        sprites(look.sheet()),
        area("valley", t(ed, "title.valley", lang), [valley]),
        area("actions", t(ed, "title.board", lang, round=game.round), [actions]),
        area("market", f"{t(ed, 'title.market', lang)} · {t(ed, 'title.upgrades', lang)}",
             [market]),
    ]
    more = contracts_area(game, lang)
    if more is not None:
        picture, _, name = more
        sections.append(area(name, picture["a"]["aria-label"], [picture]))
    sections.append(area("players", t(ed, "title.players", lang), [players]))
    return areas("twinstar", t(ed, "title.table", lang), sections, **{"data-edition": ed})


def seat_colors(game: TwinStar) -> list[str]:
    return SEAT_COLORS[: game.players]
