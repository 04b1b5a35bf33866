"""How each edition and mode of TwinStar is drawn and worded: one :class:`Look` per mode,
chosen once from the game by :func:`look_of`.

The view modules (``words``, ``parts``, the ``*_view`` areas, ``drawing``, ``view``,
``reference``) read the look (its wording, symbols, fills, panels and what it shows) and never
ask which edition a game is: a new drawing reads what it needs from here, and a new edition or
mode is a new ``Look`` and its entry in :data:`LOOKS`. What only some editions' games hold
(the fruit edition's disc chains and research fees, the solo bot's card and log, rules
version 1's listed routes) is read through the functions at the end, which answer "nothing"
for the other games, so the views need no test of their own.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from ..core.scene import Node
from . import components as comp
from . import symbols
from .fruits import FruitsTwinStar
from .legacy import ListedRoutes
from .network import Route
from .rules import TwinStar
from .solo import SoloTwinStar
from .turn import Square

TERRAIN_FILL = {comp.PLAINS: "#d3e6ad", comp.MINE: "#a59a8b", comp.LAKE: "#93c8ea",
                comp.MOUNTAIN: "#c2a687", comp.SITE: "#f2b8d2"}
ACTION_FILL = {comp.CONSTRUCT: "#ead9b8", comp.TRANSPORT: "#cfe0f2", comp.MINE_ACTION: "#dcd4c9",
               comp.UPGRADE: "#e5d6f0", comp.FLOWER: "#f6f2e8"}
#: The fruit edition's own fills: orchards and market sites, the Grow squares.
FRUIT_TERRAIN_FILL = {**TERRAIN_FILL, comp.MINE: "#b5d59a", comp.SITE: "#f7c98f"}
FRUIT_ACTION_FILL = {**ACTION_FILL, comp.MINE_ACTION: "#d5e9c4"}


@dataclass(frozen=True)
class Look:
    """One edition and mode's drawing and wording choices."""

    #: The edition's id: the catalogue's wording (``catalogue.edition_key``) and the page's
    #: ``data-edition``.
    edition: str
    #: The help texts' and rules reference's own keys (``help.part.<help><key>``): "fruits."
    #: for the fruit edition's wording, "" for the gem edition's.
    help: str
    #: The symbols' kind of item ("gem", "fruit": the ids and the sprite sheet's items).
    items: str
    #: Each item's colour (the market's bead; the symbols' own fill).
    item_fill: Mapping[str, str]
    terrain_fill: Mapping[str, str]
    action_fill: Mapping[str, str]
    #: Action kinds and terrains with a picture of this edition's own (Grow, Research;
    #: orchards, market sites).
    own_actions: frozenset[str]
    own_terrains: frozenset[str]
    #: The built factory's (market's) symbol.
    factory: str
    #: The area beside the market: "contracts" (the grid, the pile and any turn order),
    #: "order" (the turn order alone) or "bot" (the turn order and the solo bot).
    panel: str
    #: The seat the rules' own bot plays (solo mode), named and marked as the bot; None.
    bot_seat: int | None
    #: The upgrade (research) tracks drawn: 1 to this (the sixth is the fruit edition's
    #: advanced mode's).
    upgrades: int
    #: A seat's discs are shown with its spare ones (the gem edition's leapfrog).
    spare_discs: bool
    #: A tap on a rival's road piece while building means a crossroad.
    crossroads: bool
    #: Discs may be placed on beyond their action (chains, "walk"): the board says how.
    disc_chains: bool
    #: The rules reference's sections on the modes (each ticked where it is this one's).
    modes: tuple[str, ...]
    #: This look's mode among ``modes`` ("" where it is none of them).
    mode: str

    def item_symbol(self, c: str) -> str:
        """The symbol id of an item letter, or ``*`` for any one."""
        return symbols.item(self.items, c)

    def action_symbol(self, kind: str) -> str:
        return symbols.action(kind, kind in self.own_actions)

    def terrain_symbol(self, kind: str) -> str | None:
        """The symbol id of a terrain's icon (plains have none)."""
        return symbols.terrain(kind, kind in self.own_terrains)

    def sheet(self) -> list[Node]:
        """Every symbol a board of this look draws, for the board's sprite sheet."""
        return symbols.sheet(self.items)


GEMS = Look(edition="gems", help="", items="gem", item_fill=symbols.GEM_FILL,
            terrain_fill=TERRAIN_FILL, action_fill=ACTION_FILL, own_actions=frozenset(),
            own_terrains=frozenset(), factory=symbols.FACTORY, panel="contracts", bot_seat=None,
            upgrades=5, spare_discs=True, crossroads=True, disc_chains=False, modes=(),
            mode="")
FRUITS_BASIC = Look(edition="fruits", help="fruits.", items="fruit",
                    item_fill=symbols.FRUIT_FILL, terrain_fill=FRUIT_TERRAIN_FILL,
                    action_fill=FRUIT_ACTION_FILL,
                    own_actions=frozenset({comp.MINE_ACTION, comp.UPGRADE}),
                    own_terrains=frozenset({comp.MINE, comp.SITE}), factory=symbols.MARKET,
                    panel="order", bot_seat=None, upgrades=5, spare_discs=False,
                    crossroads=False, disc_chains=True, modes=("advanced", "solo"), mode="")
FRUITS_ADVANCED = replace(FRUITS_BASIC, panel="contracts", upgrades=6, mode="advanced")
SOLO = replace(FRUITS_BASIC, panel="bot", bot_seat=1, mode="solo")

#: The look of each edition and mode: (the edition record's id, "solo", "advanced" or
#: "basic"). Rules version 1 draws as its edition and mode do (its listed routes are read
#: by :func:`listed_routes`).
LOOKS = {("gems", "advanced"): GEMS, ("fruits", "basic"): FRUITS_BASIC,
         ("fruits", "advanced"): FRUITS_ADVANCED, ("fruits", "solo"): SOLO}


def look_of(game: TwinStar) -> Look:
    """The look of a game's edition and mode: the one place the view asks what a game is."""
    mode = "solo" if game.solo else "advanced" if game.advanced else "basic"
    return LOOKS[(game.ED.id, mode)]


# ---------------------------------------------------------------------- some games' parts
def listed_routes(game: TwinStar) -> list[Route]:
    """Rules version 1's numbered route options while a movement's route is chosen (``via
    N``); none otherwise."""
    return game.usable_routes() if game.phase == "via" and isinstance(game, ListedRoutes) \
        else []


def far_targets(game: TwinStar, p: int) -> dict[Square, int]:
    """The fruit edition's squares seat p's next disc reaches, with the discs it takes."""
    return game.targets(p) if isinstance(game, FruitsTwinStar) else {}


def disc_chains(game: TwinStar, p: int, target: Square) -> list[list[str]]:
    """The fruit edition's shortest chains of discs to a target square (their moves)."""
    return game.chains(p, target) if isinstance(game, FruitsTwinStar) else []


def research_fees(game: TwinStar, p: int, track: int) -> dict[int, int]:
    """The fees seat p pays others for a research track (fruit edition); none elsewhere."""
    return game.research_fees(p, track) if isinstance(game, FruitsTwinStar) else {}


def bot_log(game: TwinStar) -> list[list[Any]]:
    """The solo bot's decisions so far (key and parameters); none outside solo mode."""
    return game.bot_log if isinstance(game, SoloTwinStar) else []


def bot_card(game: TwinStar) -> int:
    """The solo bot's revealed card (its index in the deck), -1 before one is or outside
    solo mode."""
    return game.solo_card if isinstance(game, SoloTwinStar) else -1
