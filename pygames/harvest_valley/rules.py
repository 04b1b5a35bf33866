"""Harvest Valley rules: setup, turns, placement and its exceptions, the end.

See the package docstring for the move notation, :mod:`.readings` for the readings chosen
where the rulebook is silent.
"""

from __future__ import annotations

from typing import Any

from ..core.errors import IllegalMove
from ..core.game import Game, GameInfo, Option
from ..core.grid import (
    DIRECTIONS,
    ORTHOGONAL,
    Cell,
    bounding_box,
    box_size,
    cell_name,
    neighbours,
    parse_cell,
    step,
)
from ..core.rng import Rng
from . import components as cp
from .catalogue import illegal
from .scoring import removals, score_valley

#: The valley canvas: 11×11 cells named a1–k11; the first card always goes to the centre, so
#: a valley 6 cards long in any direction still fits.
CANVAS = 11
CENTRE: Cell = (5, 5)
RIVER_SLOTS = 3
SLOT_MOVES = tuple(f"R{i + 1}" for i in range(RIVER_SLOTS))
FARMHOUSE_MOVE = "F"
PASS = "pass"

INFO = GameInfo(
    id="harvest_valley", title={"en": "Harvest Valley", "ja": "ハーベスト・バレー"},
    min_players=2, max_players=5,
    options=(
        Option("sprinkler", ("off", "replace", "add"), "off",
               {"en": "Sprinkler ★", "ja": "スプリンクラー★"}),
        Option("well", ("off", "add"), "off", {"en": "Well ★", "ja": "井戸★"}),
        Option("locust", ("off", "add"), "off", {"en": "Locust ★", "ja": "イナゴ★"}),
        Option("rabbit", ("off", "add"), "off", {"en": "Rabbit ★", "ja": "ウサギ★"}),
        Option("cultivator", ("off", "replace", "add"), "off",
               {"en": "Cultivator ★", "ja": "耕運機★"}),
    ),
)


def grid_limits(players: int) -> tuple[int, int]:
    """(longest side, shortest side) the valley may span: 5×5, or 5×6 / 6×5."""
    return (5, 5) if players in (2, 4) else (6, 5)


def capacity(players: int) -> int:
    long, short = grid_limits(players)
    return long * short


def fits(cells: list[Cell] | set[Cell], players: int) -> bool:
    long, short = grid_limits(players)
    h, w = box_size(cells)
    return max(h, w) <= long and min(h, w) <= short


def fits_with(box: tuple[int, int, int, int] | None, cell: Cell, players: int) -> bool:
    """Whether a valley with bounding box ``box`` still fits its limits once ``cell`` is added."""
    if box is None:
        return True
    r0, c0, r1, c1 = box
    h = max(r1, cell[0]) - min(r0, cell[0]) + 1
    w = max(c1, cell[1]) - min(c0, cell[1]) + 1
    long, short = grid_limits(players)
    return max(h, w) <= long and min(h, w) <= short


def on_canvas(cell: Cell) -> bool:
    return 0 <= cell[0] < CANVAS and 0 <= cell[1] < CANVAS


class HarvestValley(Game):
    """A game of Harvest Valley; state is plain data (ids, lists, dicts) for cheap copies."""

    info = INFO

    @classmethod
    def max_moves(cls, players: int, options: dict[str, Any]) -> int:
        """Every turn but a pass adds a card to the valley, except a weeds card, which swaps
        itself for a land card and stays; the valley holds ``capacity`` cards, so there are
        at most ``capacity + weeds`` such turns, of at most 3 decisions each (what, where,
        push direction). Passes reset on any other turn and ``players`` of them in a row end
        the game: at most ``players - 1`` after each turn, plus the final ``players``."""
        weeds = sum(card.kind == cp.WEEDS for card in cp.deck_for(options))
        turns = capacity(players) + weeds
        return turns * (3 + players - 1) + players

    # ----------------------------------------------------------------- setup
    def __deepcopy__(self, memo: dict[int, Any]) -> HarvestValley:
        # bots clone once per search iteration: lists of cards (the farmhouses: of lists),
        # dicts of cards by cell, the RNG; the rest immutable (see _copy_two_levels)
        clone: HarvestValley = self._copy_two_levels(memo)
        return clone

    def _setup(self) -> None:
        deck = [card.id for card in cp.deck_for(self.options)]
        self.rng.shuffle(deck)
        self.deck: list[str] = deck  # index 0 is the top
        self.river: list[str | None] = [self._draw() for _ in range(RIVER_SLOTS)]
        self.valley: dict[Cell, str] = {}
        self.removed: dict[Cell, str] = {}
        self.farmhouses: list[list[str]] = [[c.id for c in seat] for seat in cp.farmhouses(self.players)]
        self.first_player = self.rng.below(self.players)
        self.turn = self.first_player
        #: The decision in progress: ("R", slot) or ("F",) chosen, or ("P", slot, cell) when a
        #: tractor or cultivator waits for its push direction; None at the start of a turn.
        self.pending: tuple[Any, ...] | None = None
        self.passes = 0
        self.over = False

    def _draw(self) -> str | None:
        return self.deck.pop(0) if self.deck else None

    # ----------------------------------------------------------------- queries
    def card_at(self, cell: Cell) -> cp.Card | None:
        card_id = self.valley.get(cell)
        return cp.CARDS[card_id] if card_id else None

    def pending_card(self) -> cp.Card | None:
        if self.pending is None:
            return None
        if self.pending[0] == "F":
            return cp.CARDS[self.farmhouses[self.turn][0]]
        card_id = self.river[self.pending[1]]
        return cp.CARDS[card_id] if card_id else None

    def is_full(self) -> bool:
        return len(self.valley) + len(self.removed) >= capacity(self.players)

    def open_cells(self) -> list[Cell]:
        """Empty cells where an ordinary card may go now (adjacent, within the limits)."""
        if not self.valley:
            return [CENTRE]
        r0, c0, r1, c1 = bounding_box(self.valley)  # type: ignore[misc]
        h, w = r1 - r0 + 1, c1 - c0 + 1
        long, short = grid_limits(self.players)
        grow_rows = max(h + 1, w) <= long and min(h + 1, w) <= short
        grow_cols = max(h, w + 1) <= long and min(h, w + 1) <= short
        valley = self.valley
        found: set[Cell] = set()
        for r, c in valley:
            for dr, dc in ORTHOGONAL:
                nr, nc = r + dr, c + dc
                if (nr, nc) in valley or not (0 <= nr < CANVAS and 0 <= nc < CANVAS):
                    continue
                if (r0 <= nr <= r1 or grow_rows) and (c0 <= nc <= c1 or grow_cols):
                    found.add((nr, nc))
        return sorted(found)

    def weeds_targets(self) -> list[Cell]:
        """Land cards weeds may cover: not a farmhouse and not weeds (readings: weeds-targets)."""
        return sorted(c for c, cid in self.valley.items()
                      if cp.CARDS[cid].kind not in (cp.FARMHOUSE, cp.WEEDS))

    def push_line(self, kind: str, cell: Cell, direction: str) -> list[Cell] | None:
        """The cells a pusher placed on ``cell`` moves in ``direction``, or None if it cannot.

        A tractor moves the one card into the next cell, which must be empty; a cultivator moves
        the whole run of adjacent cards in that direction up to the first empty cell. No moved
        card may be a farmhouse or meteor, and the valley must stay within its limits.
        """
        delta = DIRECTIONS[direction]
        if "box" not in self._memo:
            self._memo["box"] = bounding_box(self.valley)
        line = [cell]
        nxt = step(cell, delta)
        while nxt in self.valley:
            if kind == cp.TRACTOR:
                return None
            line.append(nxt)
            nxt = step(nxt, delta)
        for c in line:
            if cp.CARDS[self.valley[c]].kind in cp.UNPUSHABLE:
                return None
        if not on_canvas(nxt) or not fits_with(self._memo["box"], nxt, self.players):
            return None
        return line

    def push_directions(self, kind: str, cell: Cell) -> list[str]:
        return [d for d in DIRECTIONS if self.push_line(kind, cell, d) is not None]

    def pusher_targets(self, kind: str) -> list[Cell]:
        return sorted(c for c in self.valley if self.push_directions(kind, c))

    def targets_for(self, card: cp.Card, open_cells: list[Cell] | None = None) -> list[Cell]:
        """Where a card may be played now (for weeds and pushers: the card it goes onto)."""
        if card.kind == cp.WEEDS:
            return self.weeds_targets()
        if card.kind in cp.PUSHERS:
            return self.pusher_targets(card.kind)
        return self.open_cells() if open_cells is None else open_cells

    # ----------------------------------------------------------------- protocol hooks
    def _current_player(self) -> int | None:
        return None if self.over else self.turn

    def _legal_moves(self) -> list[str]:
        if self.pending is None:
            moves: list[str] = []
            open_cells = self.open_cells()
            for slot, card_id in enumerate(self.river):
                if card_id and self.targets_for(cp.CARDS[card_id], open_cells):
                    moves.append(SLOT_MOVES[slot])
            if self.farmhouses[self.turn] and open_cells:
                moves.append(FARMHOUSE_MOVE)
            return moves or [PASS]
        if self.pending[0] == "P":
            card = self.pending_card()
            assert card is not None
            return self.push_directions(card.kind, self.pending[2])
        card = self.pending_card()
        assert card is not None
        return [cell_name(c) for c in self.targets_for(card)]

    def _apply(self, move: str) -> None:
        if move == PASS:
            self.passes += 1
            self._next_turn()
            return
        self.passes = 0
        if self.pending is None:
            self.pending = ("F",) if move == FARMHOUSE_MOVE else ("R", SLOT_MOVES.index(move))
            return
        card = self.pending_card()
        assert card is not None
        if self.pending[0] == "P":
            self._push(card, self.pending[1], self.pending[2], move)
            return
        cell = parse_cell(move)
        assert cell is not None
        if card.kind == cp.FARMHOUSE:
            self.farmhouses[self.turn].pop(0)
            self.valley[cell] = card.id
            self._end_turn()
        elif card.kind == cp.WEEDS:
            slot = self.pending[1]
            self.river[slot] = self.valley[cell]  # back to the river, in the weeds' place
            self.valley[cell] = card.id
            self._end_turn()
        elif card.kind in cp.PUSHERS:
            self.pending = ("P", self.pending[1], cell)
        else:
            self._place_from_river(self.pending[1], cell)

    def _push(self, card: cp.Card, slot: int, cell: Cell, direction: str) -> None:
        line = self.push_line(card.kind, cell, direction)
        assert line is not None
        delta = DIRECTIONS[direction]
        for c in reversed(line):
            self.valley[step(c, delta)] = self.valley[c]
        self.valley[cell] = card.id
        self.river[slot] = self._draw()
        self._end_turn()

    def _place_from_river(self, slot: int, cell: Cell) -> None:
        card_id = self.river[slot]
        assert card_id is not None
        self.valley[cell] = card_id
        self.river[slot] = self._draw()
        self._end_turn()

    def _end_turn(self) -> None:
        self.pending = None
        if self.is_full():
            self._finish()
        else:
            self._next_turn()

    def _next_turn(self) -> None:
        self.pending = None
        if self.passes >= self.players:
            self._finish()
            return
        self.turn = (self.turn + 1) % self.players

    def _finish(self) -> None:
        """Game end: the animals' removals leave the valley (kept apart, for conservation)."""
        self.over = True
        gone = removals({c: cp.CARDS[i] for c, i in self.valley.items()})
        for cell in gone:
            self.removed[cell] = self.valley.pop(cell)

    # ----------------------------------------------------------------- scoring
    def final_valley(self) -> dict[Cell, cp.Card]:
        """The valley as it stood before the end-of-game removals."""
        whole = {c: cp.CARDS[i] for c, i in self.valley.items()}
        whole.update({c: cp.CARDS[i] for c, i in self.removed.items()})
        return whole

    def score_breakdown(self) -> list[dict[str, Any]]:
        """Scores of the valley as it stands (the final scores once the game is over)."""
        if "breakdown" not in self._memo:
            self._memo["breakdown"] = score_valley(self.final_valley(), self.players)
        return self._memo["breakdown"]

    def _tiebreak(self, player: int) -> tuple[Any, ...]:
        return (self.score_breakdown()[player]["details"]["fruit_points"],)

    # ----------------------------------------------------------------- reasons
    def _explain(self, move: str) -> IllegalMove:
        if self.pending is None:
            if move in SLOT_MOVES:
                slot = SLOT_MOVES.index(move)
                card_id = self.river[slot]
                if card_id is None:
                    return illegal("illegal.slot_empty", slot=slot + 1)
                return illegal("illegal.no_target", kind=cp.CARDS[card_id].kind, slot=slot + 1)
            if move == FARMHOUSE_MOVE:
                return illegal("illegal.no_farmhouse")
            if move == PASS:
                return illegal("illegal.cannot_pass")
            if parse_cell(move) is not None:
                return illegal("illegal.choose_card_first")
            return illegal("illegal.unknown", move=move)
        card = self.pending_card()
        assert card is not None
        if self.pending[0] == "P":
            if move not in DIRECTIONS:
                return illegal("illegal.choose_direction")
            return self._push_reason(card.kind, self.pending[2], move)
        cell = parse_cell(move)
        if cell is None or not on_canvas(cell):
            return illegal("illegal.choose_space", kind=card.kind)
        return self._place_reason(card, cell)

    def _place_reason(self, card: cp.Card, cell: Cell) -> IllegalMove:
        name = cell_name(cell)
        target = self.card_at(cell)
        if card.kind == cp.WEEDS:
            if target is None:
                return illegal("illegal.weeds_empty", cell=name)
            if target.kind == cp.FARMHOUSE:
                return illegal("illegal.weeds_farmhouse", cell=name)
            return illegal("illegal.weeds_on_weeds", cell=name)
        if card.kind in cp.PUSHERS:
            if target is None:
                return illegal("illegal.pusher_empty", kind=card.kind, cell=name)
            if target.kind in cp.UNPUSHABLE:
                return illegal("illegal.unpushable", target=target.kind, cell=name)
            return illegal("illegal.no_push_space", cell=name)
        if target is not None:
            return illegal("illegal.occupied", cell=name)
        if not self.valley:
            return illegal("illegal.first_in_centre", cell=name)
        if not any(nb in self.valley for nb in neighbours(cell, ORTHOGONAL)):
            return illegal("illegal.not_adjacent", cell=name)
        long, short = grid_limits(self.players)
        return illegal("illegal.too_large", cell=name, long=long, short=short)

    def _push_reason(self, kind: str, cell: Cell, direction: str) -> IllegalMove:
        delta = DIRECTIONS[direction]
        nxt = step(cell, delta)
        if kind == cp.TRACTOR and nxt in self.valley:
            return illegal("illegal.tractor_blocked", direction=direction)
        while nxt in self.valley:
            if cp.CARDS[self.valley[nxt]].kind in cp.UNPUSHABLE:
                return illegal("illegal.line_unpushable", direction=direction)
            nxt = step(nxt, delta)
        long, short = grid_limits(self.players)
        return illegal("illegal.push_too_large", direction=direction, long=long, short=short)

    def determinize(self, rng: Rng, observer: int | None = None) -> None:
        """The deck's order is the only hidden information: reshuffle it from ``rng``."""
        super().determinize(rng, observer)
        self.deck.sort()
        rng.shuffle(self.deck)

    # ----------------------------------------------------------------- helpers for tests/views
    def card_locations(self) -> dict[str, str]:
        """Where every card of this game is: deck, river, valley, removed or a player's hand."""
        where: dict[str, str] = {}
        for card_id in self.deck:
            where[card_id] = "deck"
        for in_river in self.river:
            if in_river:
                where[in_river] = "river"
        for card_id in self.valley.values():
            where[card_id] = "valley"
        for card_id in self.removed.values():
            where[card_id] = "removed"
        for seat in self.farmhouses:
            for card_id in seat:
                where[card_id] = "hand"
        return where
