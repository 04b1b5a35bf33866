"""The state of a turn in progress: what happened so far (contracts are judged by it) and
the decision being made now (its step).

Plain dataclasses with a ``copy`` each, so a game's clone copies them cheaply. The valley
and the rest of the table live on the game itself (see ``rules.TwinStar``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypeVar

from .hexes import Hex

Square = tuple[int, int]
#: A stage of a turn: its name and argument (see ``rules.TwinStar.STAGES``).
Stage = tuple[str, str]
T = TypeVar("T")


def shallow_copy(obj: T) -> T:
    """A copy of a plain dataclass instance sharing its field values: what ``copy.copy``
    gives, several times faster (clones of a game copy a few of these per search
    iteration)."""
    clone = object.__new__(type(obj))
    clone.__dict__.update(obj.__dict__)
    return clone


@dataclass
class Factory:
    """A built factory (gem edition) or market (fruit edition)."""

    owner: int
    spec: str = ""  # the two item kinds it refines / demands ("" until chosen)
    cost: int = 0
    demand: Hex | None = None  # fruit edition: the hex holding its demand pieces

    def copy(self) -> Factory:
        return shallow_copy(self)


@dataclass
class Movement:
    """One transport (delivery): what moved and the pieces of the route it used."""

    items: str
    matched: str  # the items the destination refines / demands
    own: int
    rival: int

    @property
    def total(self) -> int:
        return self.own + self.rival


@dataclass
class Turn:
    """What the current player did this turn (contracts are judged against it)."""

    squares: list[Square] = field(default_factory=list)  # discs placed this turn
    action: str = ""  # the action resolved
    acts: list[str] = field(default_factory=list)  # actions performed, bonus ones included
    movements: list[Movement] = field(default_factory=list)
    mined: str = ""  # items drawn by the main Mine/Grow action
    grows: list[str] = field(default_factory=list)  # items placed per Grow action (fruits)
    sold: int = 0  # items sold from the reserve
    sale: int = 0  # credits earned by that sale
    did_sell: bool = False
    sell_passed: bool = False  # the sale step was offered (a debt can no longer wait)
    factory: bool = False  # a factory/market was built
    bridge: bool = False  # a piece went on a lake or mountain
    built: list[Hex] = field(default_factory=list)  # hexes built on
    construct_roads: int = 0  # pieces paid for by Construct
    unlocked: int = 0  # upgrades/researches completed
    claims: int = 0  # contracts claimed
    claim_done: bool = False
    used_matched: str = ""  # delivered items already used by a claimed contract's goal
    used_other: str = ""

    @property
    def transported(self) -> str:
        return "".join(m.items for m in self.movements)

    @property
    def delivery_sold(self) -> int:
        """Items sold at once on delivery (not refined / not demanded)."""
        return sum(len(m.items) - len(m.matched) for m in self.movements)

    def copy(self) -> Turn:
        clone = shallow_copy(self)
        clone.squares = list(self.squares)
        clone.acts = list(self.acts)
        clone.movements = list(self.movements)  # movements are never changed once made
        clone.grows = list(self.grows)
        clone.built = list(self.built)
        return clone


# ---------------------------------------------------------------------- decision steps
@dataclass
class Build:
    """Construct (or bonus road pieces): how many pieces may still be built."""

    limit: int
    built: int = 0
    free: bool = False  # bonus pieces: no cost, no factory, no crossroad


@dataclass
class Spec:
    factory: Hex


@dataclass
class Transport:
    """A transport: movements left, the choice so far, the previous movement's pair."""

    left: int
    first: bool = True
    previous: tuple[Hex, Hex] | None = None
    mine: Hex | None = None
    factory: Hex | None = None
    path: tuple[Hex, ...] = ()  # the route drawn so far, mine side first
    route: int | None = None  # rules version 1: the chosen option's index


@dataclass
class Mining:
    drawn: str
    bonus: bool = False


@dataclass
class Upgrading:
    free: bool = False


@dataclass
class Leap:
    """Gem edition: the square a leapfrog disc covered; the next disc goes next to it."""

    covered: Square


Step = Build | Spec | Transport | Mining | Upgrading | Leap | None
