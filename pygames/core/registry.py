"""The rule sets and what each one plugs in: the one place that finds a plug-in by name.

A rule set is a :class:`RuleSet` record, declared by its package in ``plugin.py`` (which
imports the package's own modules by name, so the record is typed): its Game class, its
view, its text catalogue (texts and help texts), its rules reference and its knowledge for
the bots. The protocols below say what each plug-in offers; the adapters
(:class:`Reference`, :class:`BotKnowledge`) give the optional hooks their defaults, so the
app, the help and the bots call every hook without asking whether it exists.

Only :data:`PLUGINS` names the plug-in modules; a rule set is imported on first use, so
opening an address loads that rule set alone, and its bot knowledge loads with the first bot
move (the bots' search and ``random`` are not part of start-up).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Generic, Protocol, TypeVar

from .game import Game
from .i18n import Texts
from .readings import Component, Reading
from .rng import Rng
from .scene import Node

G = TypeVar("G", bound=Game)
G_contra = TypeVar("G_contra", bound=Game, contravariant=True)

#: Rule-set id -> the module that declares its :class:`RuleSet` as ``RULE_SET``, in
#: catalogue order.
PLUGINS: dict[str, str] = {
    "harvest_valley": "pygames.harvest_valley.plugin",
    "twinstar": "pygames.twinstar.plugin",
    "terra_vista": "pygames.terra_vista.plugin",
    "tropicalia": "pygames.tropicalia.plugin",
}


# ---------------------------------------------------------------------- protocols
class View(Protocol[G_contra]):
    """``pygames/<package>/view.py``: scenes and words for the app (never rules). A view's
    optional ``result_lines`` plugs in as :attr:`RuleSet.result_lines`."""

    def board(self, game: G_contra, lang: str, selection: str | None = None) -> Node:
        """The board as a scene; legal choices carry ``data-move`` (a move, or several joined
        by ``;`` that a tap plays in turn). ``selection``: the part of the board the player
        has picked (``data-action="select"``) where several ways lead on from it."""
        ...

    def prompt(self, game: G_contra, lang: str) -> str:
        """What the player to move decides now."""
        ...

    def describe_move(self, game: G_contra, move: str, lang: str) -> str:
        """A move in words for the log, from the position before it."""
        ...

    def move_label(self, game: G_contra, move: str, lang: str) -> str:
        """The label of a move's button, where the board has no element for it."""
        ...

    def player_stats(self, game: G_contra, seat: int, lang: str) -> list[tuple[str, str]]:
        """(label, value) pairs shown under a seat's name."""
        ...

    def seat_colors(self, game: G_contra) -> list[str]:
        """A CSS colour per seat."""
        ...

    def part_label(self, part: str, lang: str, game: G_contra | None = None) -> str:
        """The name of a score part (a key of ``score_breakdown()`` rows)."""
        ...


class ReferenceHooks(Protocol[G_contra]):
    """The rules at hand: the reference, help per move and per part, "why not?" taps."""

    #: Board node key -> part name, for help on parts that are no choice (texts
    #: ``<id>.part.<name>`` and ``<id>.part.<name>.help``).
    PARTS: Mapping[str, str]
    #: Every kind of move of the notation (each has the help text ``<id>.help.<kind>``).
    MOVE_KINDS: tuple[str, ...]

    def sections(self, lang: str, options: dict[str, Any], players: int) -> list[Node]:
        """The rules reference for these options and player count, as scene nodes."""
        ...

    def move_kind(self, move: str) -> str:
        """The kind of a move (``river``, ``place``, ...)."""
        ...

    def help_key(self, game: G_contra, move: str) -> str:
        """The key of the help text for ``move`` now."""
        ...

    def tries(self, game: G_contra) -> dict[str, str]:
        """Board node key -> the move a tap on that non-legal part would mean ("why not?")."""
        ...

    def decisions_left(self, game: G_contra) -> int | None:
        """Decisions left in this turn, where the rule set can tell."""
        ...

    def help_for_part(self, game: G_contra, part: str, lang: str) -> tuple[str, str] | None:
        """A part's own title and text (``part``: a board node's ``data-help``, such as
        ``contract:fb15``, ``upgrade:3``, ``market:G``, ``hex:C12``), or None where the rule
        set has none for it (the app then looks for the catalogue's ``<id>.part.<part>``)."""
        ...


Evaluate = Callable[[Any, int], float]
MoveFilter = Callable[[Any, list[str]], list[str]]


class BotHooks(Protocol):
    """A rule set's knowledge for the bots (see :mod:`pygames.core.bots.evaluation`)."""

    SCALE: float
    ROLLOUT_DEPTH: int
    ROOT_PRIOR: bool
    GREEDY_EXPANSION: bool
    PRIOR_VISITS: int
    OWN_TURN_FROM: int
    OPEN_ROOT: bool
    search_evaluate: Evaluate | None
    move_order: MoveFilter | None
    review_measure: Evaluate | None

    def evaluate(self, game: Any, seat: int) -> float:
        """How good the position is for ``seat``, in score points."""
        ...

    def bot_moves(self, game: Any, moves: list[str]) -> list[str]:
        """The moves bots weigh (the legal moves less pure interface steps)."""
        ...

    def playout_move(self, game: Any, moves: list[str], rng: Rng) -> str:
        """The move a playout plays (cheap: no clone, no evaluation)."""
        ...

    @property
    def hard_evaluate(self) -> Evaluate:
        """The hard bot's evaluation."""
        ...

    @property
    def review_evaluate(self) -> Evaluate:
        """The game review's measure of a seat's standing, in the rule set's own unit."""
        ...


# ---------------------------------------------------------------------- defaults
def first_word(move: str) -> str:
    """The kind of a move written ``<kind> <argument>`` (the usual notation)."""
    return move.split(" ", 1)[0]


def no_tries(game: Game) -> dict[str, str]:
    return {}


def decisions_unknown(game: Game) -> int | None:
    return None


def no_part_help(game: Game, part: str, lang: str) -> tuple[str, str] | None:
    """A rule set without texts of its own per part: the catalogue's part texts answer."""
    return None


def score_now(game: Game, seat: int) -> float:
    """The score the seat would have if the game ended now (0 where a rule set scores only
    at the end)."""
    try:
        return float(game.scores()[seat])
    except Exception:  # noqa: BLE001 - a rule set may only score at the end
        return 0.0


def all_moves(game: Game, moves: list[str]) -> list[str]:
    return moves


Readings = tuple[tuple[Reading, ...], tuple[Component, ...]]


def no_readings(options: dict[str, Any]) -> Readings:
    """A rule set that reads its rulebook without choices to explain (none so far)."""
    return (), ()


def no_result_lines(game: Game, lang: str) -> list[str]:
    """A rule set whose scores say how the game ended has no more words for the end screen."""
    return []


def no_offers(game: Game, lang: str) -> list[tuple[str, str]]:
    """A rule set whose every choice is on its board or a legal move has no offers."""
    return []


def no_move_face(game: Game, move: str, lang: str) -> list[Node] | None:
    """A rule set whose buttons show their words (``move_label``)."""
    return None


def no_lessons() -> tuple[Any, ...]:
    """A rule set without lessons or exercises (yet)."""
    return ()


def random_move(game: Game, moves: list[str], rng: Rng) -> str:
    """A uniformly random playout move."""
    return moves[rng.below(len(moves))]


def no_tiebreak_words(game: Game, lang: str) -> list[str]:
    """A rule set that words no tie-break: the end screen says in general words that the
    tie-break decided (or that the win is shared)."""
    return []


def no_solo_rival(game: Game) -> int | None:
    """A solo game played against no score of a rival (a race against the rounds)."""
    return None


def no_round(game: Game) -> int | None:
    """A rule set that counts no rounds: the link sent to the next player names none."""
    return None


def plain_emblem() -> Node:
    """The catalogue picture of a rule set that draws none: a board with a piece on it."""
    return {"t": "svg", "k": "emblem", "a": {
        "class": "emblem", "viewBox": "0 0 64 64", "aria-hidden": "true", "focusable": "false"},
        "c": [
            {"t": "rect", "a": {"x": 6, "y": 6, "width": 52, "height": 52, "rx": 8,
                                "fill": "#e8dfc5", "stroke": "#6b5b3a", "stroke-width": 3}},
            {"t": "path", "a": {"d": "M6 32H58M32 6V58", "stroke": "#6b5b3a",
                                "stroke-width": 2}},
            {"t": "circle", "a": {"cx": 45, "cy": 19, "r": 8, "fill": "#2f5d3a"}},
        ]}


# ---------------------------------------------------------------------- adapters
@dataclass(frozen=True)
class Reference(Generic[G]):
    """A rule set's reference plug-in (``reference.py``) with defaults for what it leaves out.

    ``own_help_key`` is for a rule set that words some moves differently (an edition's own
    help texts); without it a move's help is ``<id>.help.<kind>``.
    """

    sections: Callable[[str, dict[str, Any], int], list[Node]]
    move_kind: Callable[[str], str] = first_word
    tries: Callable[[G], dict[str, str]] = no_tries
    decisions_left: Callable[[G], int | None] = decisions_unknown
    help_for_part: Callable[[G, str, str], tuple[str, str] | None] = no_part_help
    PARTS: Mapping[str, str] = field(default_factory=dict)
    MOVE_KINDS: tuple[str, ...] = ()
    own_help_key: Callable[[G, str], str] | None = None

    def help_key(self, game: G, move: str) -> str:
        if self.own_help_key is not None:
            return self.own_help_key(game, move)
        return f"{game.game_id}.help.{self.move_kind(move)}"


@dataclass(frozen=True)
class BotKnowledge:
    """A rule set's knowledge for the bots (``ai.py``), with the defaults of a rule set that
    gives none: the score as evaluation, random playouts of 60 decisions, plain search."""

    evaluate: Evaluate = score_now
    SCALE: float = 10.0
    ROLLOUT_DEPTH: int = 60
    ROOT_PRIOR: bool = False
    GREEDY_EXPANSION: bool = False
    PRIOR_VISITS: int = 6
    #: From this many players on, the hard bot's tree ends at the end of its own turn (its
    #: leaves judged there) instead of reaching into the rivals' turns, and its root weighs
    #: every move (the priors still go to the greedy candidates); 0: never.
    OWN_TURN_FROM: int = 0
    #: Whether the hard bot's root weighs every move at any player count, the greedy
    #: candidates (``ROOT_PRIOR``) only starting with priors: a move whose worth shows a
    #: decision later (TwinStar's factory, its goods not chosen yet) is then still searched.
    OPEN_ROOT: bool = False
    bot_moves: MoveFilter = all_moves
    playout_move: Callable[[Any, list[str], Rng], str] = random_move
    search_evaluate: Evaluate | None = None
    move_order: MoveFilter | None = None
    #: The game review's measure of a seat's standing in the rule set's own unit, higher is
    #: better (Terra Vista: minus the lines still needed, about one a round), worded by the
    #: catalogue's ``<id>.review.terms``; default: the hard bot's evaluation, in points.
    review_measure: Evaluate | None = None

    @property
    def hard_evaluate(self) -> Evaluate:
        """The hard bot's evaluation: ``search_evaluate`` where the rule set has one."""
        return self.search_evaluate or self.evaluate

    @property
    def review_evaluate(self) -> Evaluate:
        """The review's measure: ``review_measure`` where the rule set has one."""
        return self.review_measure or self.hard_evaluate


@dataclass(frozen=True)
class Presentation:
    """How the catalogue and the setup present a rule set: a one-line summary, the time a
    game takes, a small picture, and a line on what each setup option does."""

    #: Language -> one line on what the game is.
    summary: Mapping[str, str] = field(default_factory=dict)
    #: The time a game takes, in minutes (least, most); None where unknown.
    minutes: tuple[int, int] | None = None
    #: Option name -> language -> one line on what the option changes.
    option_notes: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    #: The catalogue's picture: an ``svg`` scene node drawn from the rule set's own symbols.
    emblem: Callable[[], Node] = plain_emblem


@dataclass(frozen=True)
class RuleSet(Generic[G]):
    """Everything the app, the help and the bots know of one rule set."""

    id: str
    game_class: type[G]
    view: View[G]
    #: The rule set's texts and help texts in one catalogue (keys ``<id>.…``).
    texts: Texts
    #: The rules reference; None while a rule set has none (the app then offers no Rules).
    reference: Reference[G] | None = None
    #: Loads the bot knowledge (``ai.py``) on first use.
    load_bots: Callable[[], BotKnowledge] = BotKnowledge
    #: The view's words for the end screen beyond the scores (who reached the goal and when),
    #: one line each; an optional view hook (``view.result_lines``) that defaults to none.
    result_lines: Callable[[G, str], list[str]] = no_result_lines
    #: The end screen's words on the tie-break that found the winner among players tied on
    #: the top score, step by step, or on the shared win (empty where there was no tie).
    tiebreak_words: Callable[[G, str], list[str]] = no_tiebreak_words
    #: In a solo game against the rules' own bot, the bot's score (the end screen says by how
    #: much the player beat it or lost); None otherwise.
    solo_rival: Callable[[G], int | None] = no_solo_rival
    #: The round being played, where the rule set counts rounds (the text sent with a link
    #: names it); None otherwise.
    round_of: Callable[[G], int | None] = no_round
    #: The catalogue card and the setup's notes.
    presentation: Presentation = field(default_factory=Presentation)
    #: One-tap offers that are not single legal moves (several moves joined by
    #: ``scene.SEQUENCE``: a suggested route drawn in one tap), each with its label: buttons
    #: beside the prompt, where a list of words reads better than marks on the board; an
    #: optional view hook (``view.offers``) that defaults to none.
    offers: Callable[[G, str], list[tuple[str, str]]] = no_offers
    #: The face of a move's button where its words would be long (a sale of several fruits):
    #: numbers beside the board's pictures (:mod:`pygames.core.faces`) whose names read as
    #: the move's label; None: the button shows ``move_label``. An optional view hook
    #: (``view.move_face``) that defaults to none.
    move_face: Callable[[G, str, str], list[Node] | None] = no_move_face
    #: How the rule set reads its rulebook and which components are reconstructions, for
    #: these options (``readings.py``; TwinStar: the edition's): the rules reference ends
    #: with them (pygames/core/readings.py draws both lists).
    readings: Callable[[dict[str, Any]], Readings] = no_readings
    #: Its guided lessons and its rulebook's worked examples as exercises
    #: (:class:`pygames.core.lessons.Lesson` records; loaded on first use, like the bots).
    lessons: Callable[[], tuple[Any, ...]] = no_lessons
    exercises: Callable[[], tuple[Any, ...]] = no_lessons

    @cached_property
    def bots(self) -> BotKnowledge:
        return self.load_bots()

    def new_game(self, players: int, seed: int = 0, options: dict[str, Any] | None = None,
                 rules: int | None = None) -> G:
        """A new game; ``rules``: the rules version (default: the rule set's current one)."""
        base = self.game_class
        version = base.RULES_VERSION if rules is None else rules
        cls = base.variant(players, dict(options or {}), version)
        game = cls(players=players, seed=seed, options=options, rules=version)
        assert isinstance(game, base)
        return game


# ---------------------------------------------------------------------- lookup
_loaded: dict[str, RuleSet[Any]] = {}


def ids() -> list[str]:
    """Every rule set's id, in catalogue order."""
    return list(PLUGINS)


def rule_set(game_id: str) -> RuleSet[Any]:
    """The rule set ``game_id``, imported on first use; ValueError for an unknown id."""
    module_name = PLUGINS.get(game_id) if isinstance(game_id, str) else None
    if module_name is None:
        raise ValueError(f"unknown game {game_id!r}")
    found = _loaded.get(module_name)
    if found is None:
        found = importlib.import_module(module_name).RULE_SET
        if not isinstance(found, RuleSet) or found.id != game_id:
            raise TypeError(f"{module_name}.RULE_SET is not the RuleSet of {game_id!r}")
        _loaded[module_name] = found
    return found


def imported(game_id: str) -> bool:
    """Whether the rule set ``game_id`` is imported already."""
    return PLUGINS.get(game_id) in _loaded


def available(game_id: object) -> RuleSet[Any] | None:
    """The rule set ``game_id`` if its modules import, else None (an unknown id, or a rule
    set still being written): the app lists and opens only these."""
    if not isinstance(game_id, str) or game_id not in PLUGINS:
        return None
    try:
        return rule_set(game_id)
    except (ImportError, AttributeError, SyntaxError):
        return None
