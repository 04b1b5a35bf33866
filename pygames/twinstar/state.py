"""TwinStar's state declared in one place: ``TwinStarState`` names every attribute a game
holds and how a clone copies it. It is the game's storage: ``rules.TwinStar`` inherits it,
so a game keeps its state in the slots declared here and has no ``__dict__`` (assigning an
attribute not declared here raises AttributeError), and ``copy`` (the game's
``__deepcopy__``, so ``clone``) copies each slot as its field says."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any, Self

from ..core.rng import Rng
from .board import BoardShape
from .derived import Derived
from .hexes import Hex
from .turn import Build, Factory, Mining, Spec, Square, Stage, Step, Transport, Turn, Upgrading, shallow_copy

#: A copier: how a clone gets its own value from the original's (None: shared).
Copier = Callable[[Any], Any] | None


def _items_copied(v: list[Any]) -> list[Any]:
    return [x.copy() for x in v]


def _values_copied(v: dict[Any, Any]) -> dict[Any, Any]:
    return {key: x.copy() for key, x in v.items()}


def _own_copy(v: Any) -> Any:
    return v.copy()


def _rng(v: Rng) -> Rng:
    return Rng(v.state)


#: The steps a clone copies (their fields are values); a ``Leap`` is replaced, never
#: changed, and shared.
_COPIED_STEPS = frozenset({Build, Spec, Transport, Mining, Upgrading})


def _step(v: Step) -> Step:
    return shallow_copy(v) if type(v) in _COPIED_STEPS else v


def _cache(v: list[str] | None) -> list[str] | None:
    return None if v is None else v.copy()


#: The copy kinds: shared (immutable, or replaced wholesale), a list or dict copied, a
#: list or dict whose items are copied too (one level), an object's own ``copy``, the
#: random generator, the step in progress, the protocol's legal-move cache.
SHARED: Copier = None
LIST: Copier = list.copy
DICT: Copier = dict.copy
LISTS: Copier = _items_copied
DICTS: Copier = _values_copied
OWN: Copier = _own_copy
RNG: Copier = _rng
STEP: Copier = _step
CACHE: Copier = _cache


def _f(copier: Copier) -> Any:
    return field(metadata={"copy": copier})


@dataclass(slots=True, init=False, eq=False, repr=False)
class TwinStarState:
    """Every attribute of a TwinStar game and how a clone copies it; every game holds every
    field once set up (``start._setup`` gives the ones only some editions use a value).
    The game's class inherits this one: these are its slots. No ``__init__`` (the
    protocol's ``Game.__init__`` sets a game up), no ``__eq__`` (games compare by
    identity)."""

    # the protocol's (core.game.Game)
    players: int = _f(SHARED)
    seed: int = _f(SHARED)
    options: dict[str, Any] = _f(SHARED)
    rules_version: int = _f(SHARED)
    rng: Rng = _f(RNG)
    history: list[str] = _f(LIST)
    _legal_cache: list[str] | None = _f(CACHE)
    _legal_set: frozenset[str] | None = _f(SHARED)
    # the valley (shared by clones: replaced wholesale, never changed in place)
    terrain: dict[Hex, str] = _f(SHARED)
    tile_of: dict[Hex, int] = _f(SHARED)
    names: dict[Hex, str] = _f(SHARED)
    by_name: dict[str, Hex] = _f(SHARED)
    site_of: dict[Hex, int] = _f(SHARED)
    site_hexes: list[Hex] = _f(SHARED)
    land_hexes: list[Hex] = _f(SHARED)
    tiles_used: list[Any] = _f(SHARED)
    # what stands in the valley
    mines: dict[Hex, str] = _f(DICT)
    pieces: dict[Hex, list[int]] = _f(DICTS)
    factories: dict[Hex, Factory] = _f(DICTS)
    # the supply and each seat's holdings
    bag: list[str] = _f(LIST)
    discard: list[str] = _f(LIST)
    market: dict[str, int] = _f(DICT)
    factory_slots: list[int] = _f(LIST)
    spec_pawns: dict[str, int] = _f(DICT)
    bank: int = _f(SHARED)
    credits: list[int] = _f(LIST)
    reserve: list[dict[str, int]] = _f(LISTS)
    roads_left: list[int] = _f(LIST)
    upgrades: list[dict[int, int]] = _f(LISTS)
    won: list[list[str]] = _f(LISTS)
    # the contracts
    grid: list[str | None] = _f(LIST)
    pile: list[str] = _f(LIST)
    # the year and the action board
    round: int = _f(SHARED)
    side: int = _f(SHARED)
    shape: BoardShape = _f(SHARED)
    board: dict[Square, list[int]] = _f(DICTS)
    pool: list[int] = _f(LIST)
    spare: list[int] = _f(LIST)
    done: list[bool] = _f(LIST)
    placed: list[int] = _f(LIST)
    crossroad_used: list[bool] = _f(LIST)
    # the fruit edition's turn order
    order_left: list[int] = _f(LIST)
    order_right: list[int] = _f(LIST)
    order_pos: int = _f(SHARED)
    start_player: int = _f(SHARED)
    # whose turn, and the turn
    current: int = _f(SHARED)
    last_player: int = _f(SHARED)
    phase: str = _f(SHARED)
    stages: list[Stage] = _f(LIST)
    step: Step = _f(STEP)
    turn: Turn = _f(OWN)
    # solo: the rules' own bot (its card deck, the card drawn, its log, the human's
    # first square of the turn)
    solo_deck: list[int] = _f(LIST)
    solo_card: int = _f(SHARED)
    bot_log: list[list[Any]] = _f(LISTS)
    bot_first: list[Square] = _f(LIST)
    # the facts derived from the state (derived.py: not state, copied as it says)
    derived: Derived = _f(OWN)

    @classmethod
    def of(cls, game: TwinStarState) -> TwinStarState:
        """The game's state as a plain ``TwinStarState`` sharing the game's values (a slot
        the game has not set yet is left unset)."""
        state = object.__new__(cls)
        for slot in SLOTS.values():
            try:
                slot.__set__(state, slot.__get__(game, type(game)))
            except AttributeError:  # not set yet
                continue
        return state

    def snapshot(self) -> dict[str, Any]:
        """The game's state by field name, without what is derived from it (``derived``)."""
        return {name: slot.__get__(self) for name, slot in SLOTS.items() if name != "derived"}

    def copy(self) -> Self:
        """A clone of this state (of the game: its class too), each field copied as
        declared: made from the copy table by ``_copy_function`` below (one assignment per
        field; a loop over the table through the slots' descriptors is about twice as
        slow, and a clone is the bots' inner loop)."""
        return _COPY(self)


#: Each declared attribute's copier (None: shared), read by ``copy``.
COPIERS: dict[str, Copier] = {f.name: f.metadata["copy"] for f in fields(TwinStarState)}
#: Each declared attribute's slot (its member descriptor: a slot left unset raises
#: AttributeError when read).
SLOTS: dict[str, Any] = {name: vars(TwinStarState)[name] for name in COPIERS}
#: The copiers a clone calls as a method of the value itself (the rest are called with it).
_METHODS = {LIST: "copy", DICT: "copy", OWN: "copy"}


def _copy_function(copiers: dict[str, Copier]) -> Callable[[Any], Any]:
    """``copy``'s body, written out from the copy table the way ``dataclasses`` writes an
    ``__init__``: ``clone.f = self.f`` for a shared field, ``clone.f = self.f.copy()``
    for a list, a dict or an object with its own copy, ``clone.f = _c_f(self.f)`` for
    the other copiers."""
    lines = ["def copy(self):", "    clone = _new(type(self))"]
    scope: dict[str, Any] = {"_new": object.__new__}
    for name, copier in copiers.items():
        if copier is None:
            value = f"self.{name}"
        elif copier in _METHODS:
            value = f"self.{name}.{_METHODS[copier]}()"
        else:
            scope[f"_c{name}"] = copier
            value = f"_c{name}(self.{name})"
        lines.append(f"    clone.{name} = {value}")
    lines.append("    return clone")
    exec("\n".join(lines), scope)  # noqa: S102 -- the table's own names, no outside input
    function: Callable[[Any], Any] = scope["copy"]
    return function


_COPY = _copy_function(COPIERS)
