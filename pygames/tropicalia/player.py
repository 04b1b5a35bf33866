"""A Tropicalia seat: shells, fruit, baskets, items beside the board and the village."""

from __future__ import annotations

from dataclasses import dataclass, field

from . import components as C


@dataclass
class Item:
    """A cart or surfboard beside a player board; ``used`` once flipped face down."""

    kind: str
    used: bool = False


@dataclass
class Player:
    shells: int = 0
    fruit: list[int] = field(default_factory=lambda: [0, 0, 0])
    baskets: int = 0
    items: list[Item] = field(default_factory=list)
    village: list[str] = field(default_factory=lambda: [""] * C.VILLAGE_SQUARES)
    hand: int = C.WORKERS  # workers not yet placed this round
    home: int = 0  # workers sent home this round
    first_tiles: list[int] = field(default_factory=list)

    def copy(self) -> Player:
        """An independent copy (a bot's clone of the game copies every seat)."""
        return Player(self.shells, self.fruit.copy(), self.baskets,
                      [Item(i.kind, i.used) for i in self.items], self.village.copy(),
                      self.hand, self.home, self.first_tiles.copy())

    @property
    def capacity(self) -> int:
        return C.PRINTED_BASKETS + self.baskets

    def has_item(self, kind: str) -> bool:
        return any(i.kind == kind and not i.used for i in self.items)

    def use_item(self, kind: str) -> None:
        for item in self.items:
            if item.kind == kind and not item.used:
                item.used = True
                return
        raise AssertionError(f"no unused {kind}")
