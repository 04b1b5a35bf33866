"""The game protocol every rule set implements (see DESIGN.md).

A rule set subclasses :class:`Game` and fills in a handful of hooks; the base class owns the
seed, the RNG, the move log, undo (by replaying the log, so it can never drift from the
rules), legal-move caching and serialisation.
"""

from __future__ import annotations

import copy
import json
from abc import ABC, abstractmethod
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Self

from . import checks, codec
from .errors import AddressError, IllegalMove
from .rng import Rng


@dataclass(frozen=True)
class Option:
    """One setup option of a rule set: its name, allowed values and default.

    ``labels`` gives a value its own words (language -> text) where the app's usual ones
    (on / off / add / replace) do not fit."""

    name: str
    values: tuple[Any, ...]
    default: Any
    title: dict[str, str] = field(default_factory=dict)
    labels: dict[Any, dict[str, str]] = field(default_factory=dict)


@dataclass(frozen=True)
class GameInfo:
    """A catalogue entry."""

    id: str
    title: dict[str, str]
    min_players: int
    max_players: int
    options: tuple[Option, ...] = ()
    #: Player ranges that depend on an option: ``((option, value, lo, hi), ...)``; e.g. a solo
    #: mode offered by one edition only. The first entry matching the options wins.
    players_by_option: tuple[tuple[str, Any, int, int], ...] = ()

    def player_range(self, options: dict[str, Any] | None = None) -> tuple[int, int]:
        """The players allowed with these options (the defaults fill the ones not given)."""
        chosen = {**self.defaults(), **(options or {})}
        for name, value, lo, hi in self.players_by_option:
            if chosen.get(name) == value:
                return lo, hi
        return self.min_players, self.max_players

    def defaults(self) -> dict[str, Any]:
        return {o.name: o.default for o in self.options}

    def as_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": dict(self.title),
            "players": [self.min_players, self.max_players],
            "options": [
                {"name": o.name, "values": list(o.values), "default": o.default, "title": dict(o.title)}
                for o in self.options
            ],
        }


class Game(ABC):
    """Base of every rule set. Subclasses implement the ``_`` hooks below."""

    if not TYPE_CHECKING:
        #: None of its own: a rule set's instances keep the ``__dict__`` a subclass gets by
        #: default, or declare slots of their own (TwinStar's ``state.TwinStarState``).
        #: Hidden from mypy, which would check this class's assignments against it.
        __slots__ = ()

    info: ClassVar[GameInfo]
    #: The version of this rule set's rules: raised by a fix that changes what is legal or
    #: how a game goes, so games started before keep their rules (see :meth:`variant`).
    RULES_VERSION: ClassVar[int] = 1
    #: A subclass that keeps an earlier rules version playable says which (0: the current).
    PLAYS_RULES: ClassVar[int] = 0

    @classmethod
    def variant(cls, players: int, options: dict[str, Any], rules: int) -> type[Game]:
        """The class that plays a game with these options under rules version ``rules``.

        Games still open under older rules get the subclass whose ``PLAYS_RULES`` is that
        version (python-chess style: class-level switches, overridden steps); a rule set
        with editions overrides this to choose among its edition classes. The options are
        not yet checked here.
        """
        if rules != cls.RULES_VERSION:
            pending = list(cls.__subclasses__())
            while pending:
                sub = pending.pop(0)
                if rules == sub.PLAYS_RULES:
                    return sub
                pending.extend(sub.__subclasses__())
        return cls

    @classmethod
    def max_moves(cls, players: int, options: dict[str, Any]) -> int:
        """The most moves a legal game of this class can hold with these players and (checked)
        options, derived from the rule set's round and turn structure: an address whose log
        is longer is refused before any move is replayed, so a short address can never make
        the page replay and draw an endless game. Every rule set gives its own."""
        raise NotImplementedError(f"{cls.__name__} gives no bound on its game length")

    def __init__(self, players: int, seed: int = 0, options: dict[str, Any] | None = None,
                 rules: int | None = None) -> None:
        info = self.info
        if rules is None:
            rules = self.RULES_VERSION
        if type(rules) is not int or not 1 <= rules <= self.RULES_VERSION:
            raise ValueError(f"{info.title['en']} has rules versions 1–{self.RULES_VERSION}, "
                             f"not {rules!r}")
        #: The rules version this game is played under (kept by its address).
        self.rules_version = rules
        self.options = self._check_options(options or {})
        lo, hi = info.player_range(self.options)
        if type(players) is not int or not lo <= players <= hi:
            raise ValueError(f"{info.title['en']} takes {lo}–{hi} players with these options, not {players}")
        self.players = players
        self.seed = int(seed)
        self.history: list[str] = []
        self._legal_cache: list[str] | None = None
        self._legal_set: frozenset[str] | None = None
        #: Values derived from the current position (scores, ...), dropped on every change.
        self._memo: dict[Any, Any] = {}
        self._reset()

    # ----------------------------------------------------------------- hooks
    @abstractmethod
    def _setup(self) -> None:
        """Set up the initial state, drawing only from ``self.rng``."""

    @abstractmethod
    def _legal_moves(self) -> list[str]:
        """Every legal decision now, in a stable order (empty once the game is over)."""

    @abstractmethod
    def _apply(self, move: str) -> None:
        """Apply a move already known to be legal."""

    @abstractmethod
    def _current_player(self) -> int | None:
        """The seat that decides now, None once the game is over."""

    @abstractmethod
    def score_breakdown(self) -> list[dict[str, Any]]:
        """Per player, the named parts of the score (and ``total``)."""

    def _explain(self, move: str) -> IllegalMove:
        """Why ``move`` is not legal now; rule sets override this with precise reasons."""
        return IllegalMove(f"{move!r} is not a legal move now.", "illegal.generic", move=move)

    def _tiebreak(self, player: int) -> tuple[Any, ...]:
        """Sort key after the score among tied players (larger wins); shared win if equal."""
        return ()

    def solo_score(self) -> int | None:
        """A finished solo game's result where the rule set has a solo challenge measured in
        a count (fewer is better, e.g. rounds to the goal); None otherwise."""
        return None

    # ----------------------------------------------------------------- protocol
    def _reset(self) -> None:
        self.rng = Rng(self.seed)
        self._changed()
        self._setup()

    def _changed(self) -> None:
        """Forget everything derived from the position (after a move, undo or resampling)."""
        self._legal_cache = None
        self._legal_set = None
        self._memo = {}

    def _check_options(self, options: dict[str, Any]) -> dict[str, Any]:
        known = {o.name: o for o in self.info.options}
        result = self.info.defaults()
        for name, value in options.items():
            if name not in known:
                raise ValueError(f"unknown option {name!r} for {self.info.id}")
            if value not in known[name].values:
                raise ValueError(f"option {name!r} cannot be {value!r}")
            result[name] = value
        return result

    @property
    def game_id(self) -> str:
        return self.info.id

    @property
    def current_player(self) -> int | None:
        return self._current_player()

    @property
    def is_over(self) -> bool:
        return self._current_player() is None

    def legal_moves(self) -> list[str]:
        if self._legal_cache is None:
            self._legal_cache = self._legal_moves() if not self.is_over else []
        return list(self._legal_cache)

    #: From this many legal moves on, ``is_legal`` looks a move up in a set made once per
    #: position; below it, in the list: most positions are asked once, by ``play``, and
    #: scanning a list of 150 moves takes under half the time of making their set.
    _SET_FROM = 256

    def is_legal(self, move: str) -> bool:
        moves = self._legal_cache
        if moves is None:
            self.legal_moves()
            moves = self._legal_cache
            assert moves is not None
        if len(moves) < self._SET_FROM:
            return move in moves
        if self._legal_set is None:
            self._legal_set = frozenset(moves)
        return move in self._legal_set

    def explain(self, move: str) -> str | None:
        """None if ``move`` is legal now, else the reason it is not."""
        reason = self.illegal_reason(move)
        return None if reason is None else str(reason)

    def illegal_reason(self, move: str) -> IllegalMove | None:
        """None if ``move`` is legal now, else the :class:`IllegalMove` that playing it raises
        (its text key and parameters let the app say why in the player's language)."""
        if self.is_legal(move):
            return None
        return self._explain(move) if not self.is_over else self._over_error()

    def _over_error(self) -> IllegalMove:
        return IllegalMove("The game is over.", "illegal.over")

    def play(self, move: str) -> None:
        if not isinstance(move, str):
            raise IllegalMove("A move is a string.", "illegal.type")
        if self.is_over:
            raise self._over_error()
        if not self.is_legal(move):
            raise self._explain(move)
        self._apply(move)
        self.history.append(move)
        self._moved()

    def _moved(self) -> None:
        """After a move: forget what was derived from the position before it. A rule set
        whose moves keep some derived facts current themselves keeps those here (TwinStar's
        road network index)."""
        self._changed()

    def undo(self) -> str:
        """Step back one decision; returns the move taken back."""
        if not self.history:
            raise IllegalMove("There is nothing to undo.", "illegal.nothing_to_undo")
        moves = self.history[:-1]
        last = self.history[-1]
        self.history = []
        self._reset()
        for m in moves:
            self._apply(m)
            self.history.append(m)
        self._changed()
        return last

    def scores(self) -> list[int]:
        return [int(part["total"]) for part in self.score_breakdown()]

    def winners(self) -> list[int]:
        """Seats that win (several on a shared win); empty while the game goes on."""
        if not self.is_over:
            return []
        scores = self.scores()
        best = max(scores)
        tied = [p for p in range(self.players) if scores[p] == best]
        if len(tied) > 1:
            keys = {p: self._tiebreak(p) for p in tied}
            top = max(keys.values())
            tied = [p for p in tied if keys[p] == top]
        return tied

    def clone(self) -> Self:
        """An independent copy (bots search on clones; the move cache is shared safely): the
        rule set's ``__deepcopy__`` called directly (``copy.deepcopy`` around it costs a
        tenth of a hand-built copy, once per search iteration)."""
        return self.__deepcopy__({})

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        """Every attribute deep-copied (what ``copy.deepcopy`` does for a plain object); rule
        sets whose bots clone often build theirs by hand (see ``_copy_two_levels``)."""
        clone = self.__class__.__new__(self.__class__)
        memo[id(self)] = clone
        for k, v in self.__dict__.items():
            clone.__dict__[k] = copy.deepcopy(v, memo)
        return clone

    def _copy_two_levels(self, memo: dict[int, Any], **special: Any) -> Any:
        """A hand-built copy for ``__deepcopy__`` (several times faster than deepcopy's
        generic walk, which dominates searches that clone often) for states made of lists,
        sets and dicts of plain values: a list is copied with the lists, sets or dicts in it
        (a list holds one kind of thing), a set or dict one level, the RNG is copied;
        immutable values and the options dict (never changed after setup) are shared.
        ``special`` maps an attribute to the function that copies it (objects that hold
        mutable parts of their own)."""
        clone = self.__class__.__new__(self.__class__)
        memo[id(self)] = clone
        for k, v in self.__dict__.items():
            if k in special:
                v = special[k](v)
            elif isinstance(v, list):  # of one kind of thing: the first tells
                v = ([x.copy() for x in v] if v and isinstance(v[0], (list, set, dict))
                     else v.copy())
            elif isinstance(v, (set, dict)) and k != "options":
                v = v.copy()
            elif isinstance(v, Rng):
                v = Rng(v.state)
            clone.__dict__[k] = v
        return clone

    @contextmanager
    def edit(self) -> Iterator[Self]:
        """Set a position by hand (a rule set's ``scenario`` builders, a rulebook example in a
        test): change the state inside the block; what was derived from the position before
        (legal moves, memoised scores) is forgotten when it ends. Only moves played after it
        are recorded, so an edited game's address does not hold the edit."""
        try:
            yield self
        finally:
            self._changed()

    def determinize(self, rng: Rng, observer: int | None = None) -> None:
        """Resample what ``observer`` cannot see, so a bot never reads the real hidden order.

        The default replaces the game's RNG (future dice, draws from a bag made at draw time)
        by one seeded from ``rng``. A rule set that keeps a hidden order in its state (a
        shuffled deck) overrides this to reshuffle it; it must first put the hidden items in a
        canonical order (sorted), so the result depends on ``rng`` alone and not on the real
        order.
        """
        self.rng = Rng(rng.next64())
        self._changed()

    # ----------------------------------------------------------------- serialisation
    def record(self, extra: dict[str, Any] | None = None,
               moves: list[str] | None = None) -> codec.GameRecord:
        """What an address of this game holds (``moves``: another log, e.g. a prefix of it)."""
        return codec.GameRecord(
            game_id=self.game_id,
            players=self.players,
            seed=self.seed,
            options=dict(self.options),
            moves=list(self.history if moves is None else moves),
            extra=dict(extra or {}),
            rules=self.rules_version,
        )

    def to_url_fragment(self, extra: dict[str, Any] | None = None) -> str:
        return codec.encode(self.record(extra))

    def to_json(self) -> str:
        rec = self.record()
        return json.dumps(
            {
                "format": codec.FORMAT_VERSION,
                "game": rec.game_id,
                "players": rec.players,
                "seed": rec.seed,
                "options": rec.options,
                "moves": rec.moves,
                "rules": rec.rules,
            },
            sort_keys=True,
        )

    @classmethod
    def from_json(cls, text: str) -> Game:
        """The game a :meth:`to_json` text holds, read by its rule set's class (any rule set:
        ``pygames.from_json``), checked like an address: AddressError (a ValueError) with a
        text key for anything else."""
        if cls is Game:
            raise TypeError("Game.from_json reads through a rule set's class; "
                            "pygames.from_json reads any rule set")
        record = checks.record_from_json(text)
        if record.game_id != cls.info.id:
            raise AddressError(f"That JSON holds a {str(record.game_id)[:40]} game.",
                               "address.unknown_game")
        game: Game = checks.checked_game(cls, record)
        return game
