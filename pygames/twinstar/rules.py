"""TwinStar Valley's rules: one class, ``TwinStar``, holding what both editions share.

Discs on an action board choose the main action (Construct, Transport/Deliver, Mine/Grow,
Upgrade/Research); roads link mines to factories across a valley of hex tiles; a market
sets the prices of what is sold; contracts reward goals. Each edition is a subclass holding
only what differs (``gems.py``, ``fruits.py``; the fruit edition's solo mode in ``solo.py``;
games started under rules version 1 in ``legacy.py``, overrides of those), in the manner of
python-chess's ``Board`` and its variants. ``TwinStar.variant`` picks the class for a game's
options, players and rules version.

State is plain data (ints, strings, lists, dicts and the small dataclasses of ``turn.py``),
declared in ``state.py``, so a game copies cheaply for the bots. A turn runs as a list of
stages (the main action's steps, then the optional sale and claim, then the end of the
turn); each stage that needs a decision sets ``phase`` and ``step`` and waits for a move.
Two tables name what runs: ``PHASES``, per phase its legal moves and its effect, and
``STAGES``, per stage what entering it does; both point at plain functions in the modules by
topic, each taking the game as ``self``: ``start.py`` (setting up, copying), ``derived.py``
(what is derived from the state and kept), ``discs.py`` (placing discs), ``engine.py`` (the
stage loop, helpers), ``construct.py``, ``transport.py``, ``actions.py`` (Mine, Upgrade, the
sale, contracts, drops, scoring). The class lists the functions other code calls as its
methods, so an edition overrides one by defining a method of that name (and naming it in its
table when the table names it; a subclass whose table names another function than its method
of that name is refused when it is defined).
The functions' ``self`` is unannotated: a module below the class cannot name it without an
import circle (tests/test_architecture.py counts type-only imports too), so mypy checks
their bodies with ``self`` as ``Any`` (and every call of them through the class with its
own types).

A game's state lives in the slots ``state.TwinStarState`` declares: this class inherits that
dataclass, and neither it nor a subclass adds a ``__dict__`` (each declares ``__slots__ =
()``; one that does not is refused when it is defined).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from ..core.errors import IllegalMove
from ..core.game import Game, GameInfo, Option
from . import actions, construct, discs, engine, start, transport
from . import derived as facts
from .board import BoardShape, covers, parse_square, square_name
from .components import Contract, Edition
from .derived import Derived
from .hexes import Hex
from .network import Counted, Route
from .state import TwinStarState
from .turn import (
    Factory,
    Square,
    Stage,
)

__all__ = ["BoardShape", "Stage", "TwinStar", "covers", "parse_square", "square_name"]


Phase = tuple[Callable[[Any], list[str]], Callable[[Any, str], None]]


class TwinStar(TwinStarState, Game):
    """The rules both editions share; ``variant`` returns the class of an edition and rules
    version (a subclass)."""

    info: ClassVar[GameInfo] = GameInfo(
        id="twinstar",
        title={"en": "TwinStar Valley", "ja": "ツインスターバレー"},
        min_players=1,
        max_players=4,
        options=(
            Option("edition", ("gems", "fruits"), "gems", {"en": "Edition", "ja": "版"},
                   {"gems": {"en": "Gems", "ja": "宝石版"},
                    "fruits": {"en": "Fruits", "ja": "果物版"}}),
            Option("mode", ("basic", "advanced"), "basic", {"en": "Mode", "ja": "モード"},
                   {"basic": {"en": "Basic", "ja": "基本"},
                    "advanced": {"en": "Advanced", "ja": "上級"}}),
        ),
        players_by_option=(("edition", "gems", 2, 4),),
    )
    RULES_VERSION = 2

    # ---- what each edition sets
    #: The edition's components: tiles, boards, prices, contracts.
    ED: ClassVar[Edition]
    #: What a route counts for the edition's rules and contracts (see network.Counted).
    COUNTED: ClassVar[Counted]
    #: Road pieces a factory takes from its owner's supply (the gem edition marks a factory
    #: with one; a fruit market uses none).
    FACTORY_PIECES: ClassVar[int] = 0

    _VARIANTS: ClassVar[dict[tuple[str, bool, int], type[TwinStar]]] = {}

    def __init_subclass__(cls, edition: str = "", solo: bool = False, rules: int = 0,
                          **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for function in (*(f for pair in cls.PHASES.values() for f in pair),
                         *cls.STAGES.values()):
            # where the class has a method of a table function's name, the table names that
            # method: an edition overriding one names its own in its table too
            name = function.__name__
            if next((k.__dict__[name] for k in cls.__mro__ if name in k.__dict__), function) \
                    is not function:
                raise TypeError(f"{cls.__name__}'s tables name {function.__qualname__}, "
                                f"not its own {function.__name__}")
        if "__slots__" not in cls.__dict__:
            raise TypeError(f"{cls.__name__} declares no __slots__: a TwinStar game keeps its "
                            "state in the slots of state.TwinStarState (__slots__ = ())")
        if edition:
            TwinStar._VARIANTS[(edition, solo, rules)] = cls

    @classmethod
    def variant(cls, players: int, options: dict[str, Any], rules: int) -> type[Game]:
        edition = options.get("edition", "gems")
        for key in ((edition, players == 1, rules), (edition, False, rules), ("gems", False, rules)):
            if key in TwinStar._VARIANTS:
                return TwinStar._VARIANTS[key]
        raise ValueError(f"TwinStar Valley has no rules version {rules!r}")

    @classmethod
    def max_moves(cls, players: int, options: dict[str, Any]) -> int:
        """Two years; in each, a seat passes at most once (that ends its year) and places at
        most ``discs_total`` discs (pool and spare), one move each, and every other turn
        places at least one, so a seat has at most ``discs_total`` turns a year. Besides its
        discs a turn holds its main action (the longest, a Transport: two movements of mine,
        factory, the route hex by hex over hexes that carry road pieces, and the load, then
        ``done``), a sale, up to two contract claims each with a bonus as long as a main
        action and a last ``done``, and drops, one item each (at most every item in play).
        The rules' own bot of the solo mode plays inside the human's turn: its moves are
        not in the log."""
        ed = cls.ED
        seats = max(players, 2)
        route = seats * ed.road_pieces
        main = 2 * (3 + route) + 1
        items = len(ed.colours) * ed.per_colour
        turn = main + 1 + 2 * (1 + main) + 1 + items
        return 2 * players * (ed.discs_total * (1 + turn) + 1)

    __deepcopy__ = start.copy_game

    # ------------------------------------------------------------------ the state
    # A game's state is the slots state.TwinStarState declares (this class inherits it and
    # adds none: no __dict__, an undeclared attribute raises AttributeError); set up by
    # start.py, copied by __deepcopy__ as the fields there say.
    __slots__ = ()

    @property
    def _memo(self) -> dict[Any, Any]:
        """The protocol's memo (``Game`` drops it by assigning ``{}``): ``derived.memo``."""
        return self.derived.memo

    @_memo.setter
    def _memo(self, memo: dict[Any, Any]) -> None:
        # the first assignment, in Game.__init__, comes before anything else: it makes the
        # game's Derived
        try:
            kept = self.derived
        except AttributeError:  # not set yet
            kept = self.derived = Derived()
        kept.memo = memo

    def _current_player(self) -> int | None:
        return None if self.phase == "over" else self.current

    def _legal_moves(self) -> list[str]:
        return self.PHASES[self.phase][0](self)

    def _apply(self, move: str) -> None:
        self.derived.on_move()
        self.PHASES[self.phase][1](self, move)

    # ------------------------------------------------------------------ the edition's part
    @property
    def ed(self) -> Edition:
        return self.ED

    @property
    def seats(self) -> int:
        """Seats at the table: the players, plus the rules' own bot in solo mode."""
        return max(self.players, 2)

    @property
    def solo(self) -> bool:
        return False

    @property
    def advanced(self) -> bool:
        """Whether the contracts are in play (always in the gem edition)."""
        return True

    def _lay_tiles(self, positions: list[Hex]) -> tuple[dict[Hex, str], dict[Hex, int],
                                                        dict[Hex, str], list[Any]] | None:
        """Tiles on the positions (random tiles, sides and rotations), or None to retry."""
        raise NotImplementedError

    @property
    def board_kinds(self) -> list[str]:
        """The action board's symbols row by row (a scenario may lay out its own)."""
        return list(self.shape.rows)

    @board_kinds.setter
    def board_kinds(self, rows: list[str] | tuple[str, ...]) -> None:
        self.set_board(rows)

    @property
    def turn_facts_kept(self) -> int:
        """How many answers about the turn are kept (they last while discs are placed)."""
        return len(self.derived.turn)

    #: Partial routes one search for suggested routes extends at most: the routes offered in
    #: one tap and weighed by the bots. What is legal never depends on it (a route is drawn
    #: hex by hex, see network.py).
    SUGGEST_BUDGET: ClassVar[int] = 3000

    @property
    def size(self) -> int:
        return len(self.shape.rows)

    # ------------------------------------------------------------------ what editions fill in
    def closing_stages(self) -> list[Stage]:
        """The stages after the main action: the optional sale and claim, the turn's end."""
        raise NotImplementedError

    def _end_turn(self, check: bool) -> None:
        raise NotImplementedError

    def _moves_upgrade(self) -> list[str]:
        raise NotImplementedError

    def tolls(self, route: Route, n: int, p: int) -> dict[int, int]:
        """Credits p pays rivals for their pieces when moving n items along the route."""
        raise NotImplementedError

    def factory_fee(self, factory: Factory, items: str) -> int:
        """Credits paid to a rival owner for delivering ``items`` to its factory."""
        raise NotImplementedError

    #: The factory fee is due for any item delivered to a rival's factory (gem edition), so
    #: it bounds what a movement costs; a fruit market charges demanded fruits only.
    FACTORY_FEE_ALWAYS: ClassVar[bool] = False

    #: Per contract goal, the event of the turn it needs (``turn_events`` names those that
    #: happened): a goal is never met on a turn without its event, so the claim stage, which
    #: asks after every turn about each contract of the grid, tests only the goals whose
    #: event happened (most turns perform one action, and most goals name another).
    GOAL_EVENTS: ClassVar[dict[str, str]]

    def turn_events(self) -> set[str]:
        """The events of GOAL_EVENTS that happened this turn."""
        raise NotImplementedError

    def goal_met(self, p: int, contract: Contract) -> bool:
        """Whether p meets a contract's goal with what happened this turn."""
        raise NotImplementedError

    def may_claim(self, p: int) -> bool:
        """Whether p may claim a(nother) contract this turn."""
        raise NotImplementedError

    def disc_reason(self, p: int, verb: str, rc: Square) -> str:
        """Why a disc move (``place``, ``leap``, ``walk``) on rc is not legal now: a text key
        of ``illegal.*``."""
        raise NotImplementedError

    def _explain(self, move: str) -> IllegalMove:
        raise NotImplementedError

    def _do_claim(self, move: str) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------------ the tables
    #: Per phase (the decision the game waits for), its legal moves and its effect; each
    #: edition adds its own ``place`` phase, and fills in the halves of ``upgrade`` and
    #: ``claim`` that are its own (naming them in its table).
    PHASES: ClassVar[dict[str, Phase]] = {
        "build": (construct.moves_build, construct.do_build),
        "spec": (construct.moves_spec, construct.do_spec),
        "from": (transport.moves_from, transport.do_from),
        "to": (transport.moves_to, transport.do_to),
        "route": (transport.moves_route, transport.do_route),
        "keep": (actions.moves_keep, actions.do_keep),
        "onto": (actions.moves_onto, actions.do_onto),
        "sell": (actions.moves_sell, actions.do_sell),
        "drop": (actions.moves_drop, actions.do_drop),
        "upgrade": (_moves_upgrade, actions.do_upgrade),
        "claim": (actions.moves_claim, _do_claim),
    }
    #: Per stage, what entering it does: True when the stage waits for a decision.
    STAGES: ClassVar[dict[str, Callable[[Any, str], bool]]] = {
        "construct": construct.enter_construct, "roads": construct.enter_roads,
        "transport": transport.enter_transport, "grow_start": actions.enter_grow_start,
        "mine": actions.enter_mine, "mine_pay": actions._enter_mine_pay,
        "upgrade": actions.enter_upgrade, "sell": actions.enter_sell,
        "claim": actions.enter_claim, "credits": engine.enter_credits,
        "drop": actions.enter_drop, "end": engine.enter_end,
    }

    def _changed(self) -> None:
        # an edit, an undo or a resampling: the network and the turn's facts may differ
        self._legal_cache = None
        self._legal_set = None
        self.derived.clear()

    def _moved(self) -> None:
        # a move keeps the rest current itself: it marks the network changed when it
        # builds, and drops the turn's facts when more than a disc placement happens
        self._legal_cache = None
        self._legal_set = None
        self.derived.on_moved()

    # ------------------------------------------------------------------ the functions
    # ---- setting up (start.py)
    _setup = start._setup
    _deal_contracts = start._deal_contracts
    _start_credits = start._start_credits
    _factory_costs = start._factory_costs
    _seat_players = start._seat_players
    _generate_valley = start._generate_valley
    lay_tile = staticmethod(start.lay_tile)
    cell_names = staticmethod(start.cell_names)
    sites_merge = staticmethod(start.sites_merge)
    install_valley = start.install_valley
    same_site_neighbours = start.same_site_neighbours
    _start_round = start._start_round
    set_board = start.set_board
    start_turn = start.start_turn
    start_stages = start.start_stages
    # ---- derived facts (derived.py)
    valley_fact = facts.valley_fact
    forget = facts.forget
    network_fact = facts.network_fact
    factory_fact = facts.factory_fact
    entry_moves = facts.entry_moves
    kept_moves = facts.kept_moves
    network_changed = facts.network_changed
    network_index = facts.network_index
    # ---- placing discs (discs.py)
    kind_at = discs.kind_at
    top = discs.top
    square_ok = discs.square_ok
    orth = discs.orth
    first_disc_reason = discs.first_disc_reason
    near_rivals = discs.near_rivals
    placement_reason = discs.placement_reason
    _discs = discs._discs
    disc_squares = discs.disc_squares
    reach_reason = discs.reach_reason
    made_square = discs.made_square
    top_bits = discs.top_bits
    put_disc = discs.put_disc
    resolve = discs.resolve
    _main_stages = discs._main_stages
    _turn_stages = discs._turn_stages
    # ---- the stage machine and helpers (engine.py)
    has_upgrade = engine.has_upgrade
    unlocked = engine.unlocked
    price = engine.price
    sort_items = engine.sort_items
    pay = engine.pay
    gain = engine.gain
    draw = engine.draw
    leap_fee = engine.leap_fee
    contract = engine.contract
    _next = engine._next
    finish = engine.finish
    # ---- Construct (construct.py)
    _build_limit = construct._build_limit
    build_cost = construct.build_cost
    terrain_cost = construct.terrain_cost
    road_reason = construct.road_reason
    road_terrains = construct.road_terrains
    open_terrains = construct.open_terrains
    _road_moves = construct._road_moves
    _land_moves = construct._land_moves
    factory_affordable = construct.factory_affordable
    cross_reason = construct.cross_reason
    crossroad_reason = construct.crossroad_reason
    factory_reason = construct.factory_reason
    factory_sites = construct.factory_sites
    taken_sites = construct.taken_sites
    _factory_piece_reason = construct._factory_piece_reason
    spec_pairs = construct.spec_pairs
    _done_allowed = construct._done_allowed
    _build_moves = construct._build_moves
    _can_build = construct._can_build
    _build_options = construct._build_options
    crossable = construct.crossable
    cross_sites = construct.cross_sites
    build_sites = construct.build_sites
    _new_factory = construct._new_factory
    # ---- Transport/Deliver (transport.py)
    _movements = transport._movements
    network_key = transport.network_key
    route_options = transport.route_options
    capacity = transport.capacity
    payments = transport.payments
    sale_value = transport.sale_value
    affordable = transport.affordable
    carry_choices = transport.carry_choices
    can_carry = transport.can_carry
    _loads = transport._loads
    _pair_allowed = transport._pair_allowed
    _money_bound = transport._money_bound
    _route_hopeless = transport._route_hopeless
    route_exists = transport.route_exists
    route_search = transport.route_search
    can_move = transport.can_move
    mine_choices = transport.mine_choices
    _mine_choices = transport._mine_choices
    route_next = transport.route_next
    current_route = transport.current_route
    route_reason = transport.route_reason
    _settle_route = transport._settle_route
    _carry = transport._carry
    _after_movement = transport._after_movement
    # ---- Mine, Upgrade, sale, contracts, drops, scoring (actions.py)
    _mine_draw = actions._mine_draw
    _enter_mine_pay = actions._enter_mine_pay
    eligible_mines = actions.eligible_mines
    _before_upgrade = actions._before_upgrade
    apply_market = actions.apply_market
    owned_pieces = actions.owned_pieces
    pieces_per_tile = actions.pieces_per_tile
    discs_on = actions.discs_on
    _claims = actions._claims
    _claim_options = actions._claim_options
    factory_points = actions.factory_points
    scores_now = actions.scores_now
    contract_points = actions.contract_points
    _tiebreak = actions._tiebreak
    determinize = actions.determinize
