"""Tropicalia rules: state, legal decisions and their effects (no rendering).

The move notation is documented in the package docstring (``pygames/tropicalia/__init__.py``),
the readings chosen where the rulebook is unclear in :mod:`.readings`.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product
from typing import Any, ClassVar

from ..core.errors import IllegalMove
from ..core.game import Game, GameInfo, Option
from ..core.rng import Rng
from . import components as C
from .explain import explain
from .island import FRAME, LINES, POS_INDEX, POS_NAMES, cross
from .player import Item, Player

FRUITS = C.FRUITS
#: Move names built once (legal moves are listed at every decision).
PLACE_MOVES = {s: f"place {s}" for s in FRAME}
WORKER_MOVES = {s: f"worker {s}" for s in FRAME}
DISCARD_MOVES = tuple(f"discard {f}" for f in FRUITS)
#: The discards open to a player, by which fruit types they hold (bit f: type f held).
DISCARDS_HELD = tuple([DISCARD_MOVES[f] for f in range(3) if mask >> f & 1] for mask in range(8))
#: Per island position: the day moves to it, without items, by surfboard, by cart, by both.
TO_MOVES = tuple((f"to {n}", f"to {n} surf", f"to {n} cart", f"to {n} surf cart")
                 for n in POS_NAMES)
MARKET_IDS = frozenset(t.id for t in C.ISLAND_TILES if t.kind == "market")


def fountains(village: list[str]) -> int:
    """Completed fountains: fountain halves meeting on a shared edge of two tiles."""
    edges = [C.VILLAGE_BY_ID[t].edges if t else "" for t in village]
    count = 0
    for k, mine in enumerate(edges):
        r, c = divmod(k, 3)
        if "E" in mine and c < 2 and "W" in edges[k + 1]:
            count += 1
        if "S" in mine and r < 2 and "N" in edges[k + 3]:
            count += 1
    return count


def sale_name(counts: Sequence[int]) -> str:
    """``sell 2 coconut 1 mango``: fruit counts by type, zeros left out."""
    parts = [f"{n} {FRUITS[f]}" for f, n in enumerate(counts) if n]
    return "sell " + " ".join(parts) if parts else "sell 0"


#: The steps at which the player deciding may also put fruit back in the bag of their own
#: will (readings: ``discard-any-time``): the morning placement, the start of a day turn,
#: a market before the sale, the build decision, and the last decision before scoring.
FREE_DISCARD_STEPS = frozenset({"place", "choose", "sell", "build", "score"})


class Tropicalia(Game):
    """Tropicalia for 2-4 players, with the advanced markets as an option."""

    #: 2: fruit may be discarded at any decision where it can matter, and each player
    #: holding fruit gets a last decision before scoring (``discard-any-time``).
    RULES_VERSION = 2
    #: Voluntary discards and the decision before scoring (off for games on rules 1, where
    #: discarding was asked only when over capacity).
    DISCARD_ANY_TIME: ClassVar[bool] = True


    @classmethod
    def max_moves(cls, players: int, options: dict[str, Any]) -> int:
        """Each round every worker is placed once (one move) and takes one day turn: choose
        it, move it (or send it home), sell, build or pass, the square, and the substitute
        fruits an orchard tile asks for (at most its count). Every discard, forced or of the
        player's own will, puts back a fruit the player gained, so discards are at most the
        fruit gained: a turn gains at most an orchard's 3 (or 1 from home), a village
        orchard's count and one fruit per fountain the new tile completes (a tile has four
        edges). Before scoring each player keeps once (rules 2)."""
        take = max(tile.fruit_n for tile in C.VILLAGE_TILES)
        gained = 3 + take + 4
        turns = C.ROUNDS * players * C.WORKERS
        return turns * (1 + 5 + take + gained) + players

    info = GameInfo(
        id="tropicalia", title={"en": "Tropicalia", "ja": "トロピカリア"},
        min_players=2, max_players=4,
        options=(Option("advanced", (False, True), False,
                        title={"en": "Advanced markets", "ja": "上級市場"}),),
    )

    def __deepcopy__(self, memo: dict[int, Any]) -> Tropicalia:
        """A bot's clone, built by hand (a hard decision clones thousands of times and
        deepcopy's generic walk would dominate it): the island's per-tile lists two levels
        deep, each seat by :meth:`Player.copy` (:meth:`Game._copy_two_levels`)."""
        return self._copy_two_levels(memo, seats=lambda seats: [p.copy() for p in seats])

    # ----------------------------------------------------------------- setup
    def _setup(self) -> None:
        rng = self.rng
        n = self.players
        ids = [t.id for t in C.ISLAND_TILES]
        rng.shuffle(ids)
        self.layout: list[str] = ids
        self.face_down: list[bool] = [n in C.ISLAND_BY_ID[t].off for t in ids]
        self.advanced: list[str] = [""] * 16
        stack = [t.id for t in C.VILLAGE_TILES]
        rng.shuffle(stack)
        self.village_stack: list[str] = stack
        self.board: list[str] = [self.village_stack.pop() for _ in C.SURCHARGES]
        self.bag: list[int] = [C.FRUIT_PER_TYPE] * len(FRUITS)
        items = [k for k in C.ITEM_KINDS for _ in range(C.ITEM_COUNTS[k])]
        rng.shuffle(items)
        self.item_stack: list[str] = items
        self.removed_items: list[str] = []
        self.removed_tiles: list[str] = []
        self.island_fruit: list[list[int]] = [[0, 0, 0] for _ in range(16)]
        self.island_items: list[list[str]] = [[] for _ in range(16)]
        self.occupants: list[list[int]] = [[] for _ in range(16)]
        self.frame: dict[str, int] = {}
        self.seats: list[Player] = [Player() for _ in range(n)]
        first = rng.below(n)
        self.first_player = first
        self.seats[first].first_tiles.append(1)
        for i in range(n):
            self.seats[(first + i) % n].shells = C.START_SHELLS[i]
        if self.options["advanced"]:
            order = list(range(len(C.ADVANCED_TILES)))
            rng.shuffle(order)
            for cover, tile in zip(C.ADVANCED_COVERS, order[: len(C.ADVANCED_COVERS)], strict=True):
                self.advanced[self.layout.index(cover)] = C.ADVANCED_TILES[tile][rng.below(2)]
        self.round = 1
        self.phase = "morning"
        self.step = "place"
        self.turn = first
        self.selected = ""  # frame space of the worker chosen this day turn
        self.arrived = -1  # island position the worker of this turn moved to
        self.stage = ""  # what a discard resumes: "action" or "build"
        self.build_slot = -1
        self.take_left = 0  # orchard-tile fruit still to take (substitute type asked)
        self.take_fruit = ""
        self.fountains_due = 0
        self.refill()

    def refill(self) -> None:
        """Orchards get 3 fruits, plazas 2 items, in reading order (rulebook: round start)."""
        for p, tid in enumerate(self.layout):
            if self.face_down[p]:
                continue
            kind = C.ISLAND_BY_ID[tid].kind
            if kind == "orchard":
                for _ in range(3):
                    f = self._draw_fruit()
                    if f >= 0:
                        self.island_fruit[p][f] += 1
            elif kind == "plaza":
                for _ in range(2):
                    if self.item_stack:
                        self.island_items[p].append(self.item_stack.pop())

    def _draw_fruit(self) -> int:
        """A random fruit from the bag (its type index), or -1 if the bag is empty."""
        total = sum(self.bag)
        if not total:
            return -1
        r = self.rng.below(total)
        for f, n in enumerate(self.bag):
            if r < n:
                self.bag[f] -= 1
                return f
            r -= n
        raise AssertionError("unreachable")

    def determinize(self, rng: Rng, observer: int | None = None) -> None:
        """Re-sample what no player can see, for a search on a clone: the order of the item
        and village stacks (sorted first, so the result depends on ``rng`` alone), and the
        future draws from the bag (the bag's contents are open).
        Never call it on the real game: its address replays from the seed."""
        self.item_stack.sort()
        self.village_stack.sort()
        rng.shuffle(self.item_stack)
        rng.shuffle(self.village_stack)
        self.rng = Rng(rng.next64())
        self._changed()

    # ----------------------------------------------------------------- queries
    def _current_player(self) -> int | None:
        return None if self.phase == "over" else self.turn

    def tile(self, p: int) -> C.IslandTile:
        return C.ISLAND_BY_ID[self.layout[p]]

    def is_market(self, p: int) -> bool:
        return self.layout[p] in MARKET_IDS

    def is_free(self, p: int) -> bool:
        return not self.face_down[p] and not self.occupants[p]

    def cost(self, slot: int) -> int:
        return C.VILLAGE_BY_ID[self.board[slot]].cost + C.SURCHARGES[slot]

    def can_build(self, seat: int) -> bool:
        pl = self.seats[seat]
        if "" not in pl.village:
            return False
        shells = pl.shells
        return any(tid and C.VILLAGE_BY_ID[tid].cost + extra <= shells
                   for tid, extra in zip(self.board, C.SURCHARGES, strict=True))

    def destinations(self, space: str, seat: int) -> list[str]:
        """Day moves for the worker on ``space``: ``to X``, with items named, then ``home``."""
        ready = {i.kind for i in self.seats[seat].items if not i.used}
        surf, cart = "surfboard" in ready, "cart" in ready
        line = LINES[space]
        layout, occupants = self.layout, self.occupants
        moves = []
        for p, down in enumerate(self.face_down):
            if down:
                continue
            if not occupants[p]:
                if p in line:
                    moves.append(TO_MOVES[p][0])
                elif surf:
                    moves.append(TO_MOVES[p][1])
            elif cart and layout[p] in MARKET_IDS:
                if p in line:
                    moves.append(TO_MOVES[p][2])
                elif surf:
                    moves.append(TO_MOVES[p][3])
        moves.append("home")
        return moves

    def sales(self) -> dict[str, tuple[tuple[int, ...], int]]:
        """Sale decisions at the market just entered: move -> (fruit sold, shells gained)."""
        p = self.arrived
        held = self.seats[self.turn].fruit
        effect = self.advanced[p]
        out: dict[str, tuple[tuple[int, ...], int]] = {"sell 0": ((0, 0, 0), 0)}
        if not effect:
            tile = self.tile(p)
            f = FRUITS.index(tile.fruit)
            for k in range(1, held[f] + 1):
                counts = [0, 0, 0]
                counts[f] = k
                out[f"sell {k}"] = (tuple(counts), k * tile.price)
            return out
        if effect in C.SET_EFFECTS:
            need, price = C.SET_EFFECTS[effect]
            most = min(held[f] // need[f] for f in range(3) if need[f])
            for k in range(1, most + 1):
                out[f"sell {k}"] = ((need[0] * k, need[1] * k, need[2] * k), price * k)
            return out
        if effect in ("any2", "four13", "five13"):
            for taken in product(*(range(h + 1) for h in held)):
                total = sum(taken)
                if not total:
                    continue
                if effect == "any2":
                    out[sale_name(taken)] = (taken, 2 * total)
                elif effect == "four13" and all(n % 4 == 0 for n in taken):
                    out[sale_name(taken)] = (taken, 13 * total // 4)
                elif effect == "five13" and total % 5 == 0:
                    out[sale_name(taken)] = (taken, 13 * total // 5)
            return out
        for f in range(3):
            top = min(held[f], 1) if effect == "one5" else held[f]
            for k in range(1, top + 1):
                counts = [0, 0, 0]
                counts[f] = k
                out[sale_name(counts)] = (tuple(counts), k * self.unit_price(effect, f))  # type: ignore[assignment]
        return out

    def unit_price(self, effect: str, f: int) -> int:
        """Shells per fruit of type ``f`` at a single-type advanced market, now."""
        held = self.seats[self.turn].fruit[f]
        others = [pl.fruit[f] for s, pl in enumerate(self.seats) if s != self.turn]
        if effect == "one5":
            return 5
        if effect == "most4":
            return 4 if all(held > o for o in others) else 2
        if effect == "fewest5":
            return 5 if all(held < o for o in others) else 2
        if effect == "markets":
            workers = sum(len(self.occupants[q]) for q in range(16) if self.is_market(q))
            return workers - 1  # not counting the worker that just arrived
        if effect == "line":
            return sum(len(self.occupants[q]) for q in cross(self.arrived)) - 1
        raise AssertionError(effect)

    def discards_freely(self) -> bool:
        """Whether the player deciding may also put fruit back now, of their own will."""
        return self.DISCARD_ANY_TIME and self.step in FREE_DISCARD_STEPS

    def _legal_moves(self) -> list[str]:
        moves = self.step_moves()
        if self.discards_freely():
            held = self.seats[self.turn].fruit
            moves += DISCARDS_HELD[(held[0] > 0) | (held[1] > 0) << 1 | (held[2] > 0) << 2]
        return moves

    def step_moves(self) -> list[str]:
        """The moves of the current step, voluntary discards aside."""
        seat = self.turn
        pl = self.seats[seat]
        step = self.step
        if step == "place":
            frame = self.frame
            return [PLACE_MOVES[s] for s in FRAME if s not in frame]
        if step == "choose":
            frame = self.frame
            return [WORKER_MOVES[s] for s in FRAME if frame.get(s) == seat]
        if step == "dest":
            return self.destinations(self.selected, seat)
        if step == "sell":
            return list(self.sales())
        if step == "discard":
            return [DISCARD_MOVES[f] for f in range(3) if pl.fruit[f]]
        if step == "build":
            moves = [f"build {s + 1}" for s, tid in enumerate(self.board)
                     if tid and self.cost(s) <= pl.shells]
            return [*moves, "pass"]
        if step == "square":
            return [f"at {k + 1}" for k, tid in enumerate(pl.village) if not tid]
        if step == "take":
            return [f"take {FRUITS[f]}" for f in range(3)
                    if self.bag[f] and FRUITS[f] != self.take_fruit]
        if step == "score":
            return ["keep"]
        raise AssertionError(step)

    # ----------------------------------------------------------------- moves
    def _apply(self, move: str) -> None:
        seat = self.turn
        pl = self.seats[seat]
        word, _, rest = move.partition(" ")
        if word == "place":
            self.frame[rest] = seat
            pl.hand -= 1
            self._next_morning()
        elif word == "worker":
            self.selected = rest
            self.step = "dest"
        elif word == "home":
            del self.frame[self.selected]
            pl.home += 1
            f = self._draw_fruit()
            if f >= 0:
                pl.fruit[f] += 1
            self._after_action()
        elif word == "to":
            self._move_worker(rest.split())
        elif word == "sell":
            counts, shells = self.sales()[move]
            for f in range(3):
                pl.fruit[f] -= counts[f]
                self.bag[f] += counts[f]
            pl.shells += shells
            self._after_action()
        elif word == "discard":
            f = FRUITS.index(rest)
            pl.fruit[f] -= 1
            self.bag[f] += 1
            if self.step == "discard" and sum(pl.fruit) <= pl.capacity:
                self._resume()
        elif word == "keep":
            self._next_scorer(seat)
        elif word == "pass":
            self._end_turn()
        elif word == "build":
            self.build_slot = int(rest) - 1
            self.step = "square"
        elif word == "at":
            self._build(int(rest) - 1)
        elif word == "take":
            self._gain(FRUITS.index(rest))
            self.take_left -= 1
            self._build_gains()
        else:
            raise AssertionError(move)

    def _next_morning(self) -> None:
        n = self.players
        for i in range(1, n + 1):
            s = (self.turn + i) % n
            if self.seats[s].hand:
                self.turn = s
                return
        self.phase = "day"
        self.turn = self.first_player
        self.step = "choose"

    def _move_worker(self, words: list[str]) -> None:
        seat = self.turn
        pl = self.seats[seat]
        p = POS_INDEX[words[0]]
        if "surf" in words:
            pl.use_item("surfboard")
        if "cart" in words:
            pl.use_item("cart")
        del self.frame[self.selected]
        self.occupants[p].append(seat)
        self.arrived = p
        kind = self.tile(p).kind
        if kind == "orchard":
            for f in range(3):
                pl.fruit[f] += self.island_fruit[p][f]
            self.island_fruit[p] = [0, 0, 0]
        elif kind == "plaza":
            for item in self.island_items[p]:
                if item != "basket":
                    pl.items.append(Item(item))
                elif pl.baskets < C.BASKET_SLOTS:
                    pl.baskets += 1
                else:
                    self.removed_items.append(item)
            self.island_items[p] = []
        elif len(self.sales()) > 1:
            self.step = "sell"
            return
        self._after_action()

    def _after_action(self) -> None:
        self.stage = "action"
        if self._overflowing():
            self.step = "discard"
        else:
            self._begin_build()

    def _overflowing(self) -> bool:
        pl = self.seats[self.turn]
        return sum(pl.fruit) > pl.capacity

    def _resume(self) -> None:
        if self.stage == "action":
            self._begin_build()
        else:
            self._end_turn()

    def _begin_build(self) -> None:
        if self.can_build(self.turn):
            self.step = "build"
        else:
            self._end_turn()

    def _build(self, square: int) -> None:
        pl = self.seats[self.turn]
        slot = self.build_slot
        tid = self.board[slot]
        pl.shells -= self.cost(slot)
        before = fountains(pl.village)
        pl.village[square] = tid
        self.fountains_due = fountains(pl.village) - before
        rest = [t for s, t in enumerate(self.board) if s != slot and t]
        rest.append(self.village_stack.pop() if self.village_stack else "")
        self.board = rest + [""] * (len(C.SURCHARGES) - len(rest))
        tile = C.VILLAGE_BY_ID[tid]
        self.take_left = tile.fruit_n
        self.take_fruit = tile.fruit
        self._build_gains()

    def _gain(self, f: int) -> None:
        self.bag[f] -= 1
        self.seats[self.turn].fruit[f] += 1

    def _build_gains(self) -> None:
        """Orchard-tile fruit (asking for a substitute when needed), then fountain draws."""
        while self.take_left:
            f = FRUITS.index(self.take_fruit)
            if self.bag[f]:
                self._gain(f)
                self.take_left -= 1
                continue
            others = [g for g in range(3) if self.bag[g]]
            if not others:
                self.take_left = 0
            elif len(others) == 1:
                self._gain(others[0])
                self.take_left -= 1
            else:
                self.step = "take"
                return
        pl = self.seats[self.turn]
        for _ in range(self.fountains_due):
            f = self._draw_fruit()
            if f >= 0:
                pl.fruit[f] += 1
        self.fountains_due = 0
        self.stage = "build"
        if self._overflowing():
            self.step = "discard"
        else:
            self._end_turn()

    def _end_turn(self) -> None:
        self.selected = ""
        self.arrived = -1
        self.stage = ""
        self.build_slot = -1
        self.take_fruit = ""
        n = self.players
        for i in range(1, n + 1):
            s = (self.turn + i) % n
            if s in self.frame.values():
                self.turn = s
                self.step = "choose"
                return
        self._end_round()

    def _end_round(self) -> None:
        n = self.players
        if n == 2 and self.round < C.ROUNDS and self.board[0]:
            self.removed_tiles.append(self.board[0])
            rest = [t for t in self.board[1:] if t]
            rest.append(self.village_stack.pop() if self.village_stack else "")
            self.board = rest + [""] * (len(C.SURCHARGES) - len(rest))
        for p in range(16):
            self.removed_items.extend(self.island_items[p])
            self.island_items[p] = []
            for f in range(3):
                self.bag[f] += self.island_fruit[p][f]
            self.island_fruit[p] = [0, 0, 0]
        if self.round < C.ROUNDS:
            brown = next(p for p in range(16) if self.tile(p).brown)
            if self.occupants[brown]:
                self.first_player = self.occupants[brown][0]
            self.seats[self.first_player].first_tiles.append(self.round + 1)
        self.occupants = [[] for _ in range(16)]
        for pl in self.seats:
            pl.hand = C.WORKERS
            pl.home = 0
        self.round += 1
        if self.round > C.ROUNDS:
            self.phase = "over"
            self.step = ""
            if self.DISCARD_ANY_TIME:
                self.phase = "score"
                self._next_scorer(None)
            return
        self.refill()
        self.phase = "morning"
        self.step = "place"
        self.turn = self.first_player

    def _next_scorer(self, after: int | None) -> None:
        """The next player clockwise from the first player (after seat ``after``) who holds
        fruit decides what to keep before scoring (``discard-any-time``); after the last one
        the game is over."""
        n = self.players
        start = self.first_player
        for i in range(0 if after is None else (after - start) % n + 1, n):
            s = (start + i) % n
            if sum(self.seats[s].fruit):
                self.turn = s
                self.step = "score"
                return
        self.phase = "over"
        self.step = ""

    # ----------------------------------------------------------------- scoring
    def score_breakdown(self) -> list[dict[str, int]]:
        return [self.score_of(s) for s in range(self.players)]

    def score_of(self, seat: int) -> dict[str, int]:
        pl = self.seats[seat]
        tiles = [C.VILLAGE_BY_ID[t] for t in pl.village if t]
        kinds = {k: sum(t.kind == k for t in tiles) for k in C.VILLAGE_KINDS}
        events = len({t.event for t in tiles if t.kind == "event"})
        things = {
            "surfboard": sum(i.kind == "surfboard" for i in pl.items),
            "orchard": kinds["orchard"],
            "building": kinds["building"],
            "event": kinds["event"],
            "basket": pl.baskets,
            "fountain": fountains(pl.village),
        }
        parts = {
            "buildings": sum(t.points for t in tiles if t.kind == "building"),
            "events": C.EVENT_POINTS[min(events, 5)],
            "orchards": sum(t.points for t in tiles if t.kind == "orchard"),
            "treasures": sum(2 * things[t.treasure] for t in tiles if t.kind == "treasure"),
            "missing": -4 * sum(1 for k in C.VILLAGE_KINDS if not kinds[k]),
            "fruit": sum(pl.fruit),
            "shells": pl.shells // 2,
            "items": sum(not i.used for i in pl.items),
        }
        parts["total"] = sum(parts.values())
        return parts

    def _tiebreak(self, player: int) -> tuple[int, int]:
        pl = self.seats[player]
        return (pl.shells, sum(pl.fruit))

    # ----------------------------------------------------------------- reasons
    def _explain(self, move: str) -> IllegalMove:
        return explain(self, move)


class TropicaliaRules1(Tropicalia):
    """Games started on rules 1: fruit is put back only when over capacity, and the game is
    scored right after the last day turn."""

    PLAYS_RULES = 1

    DISCARD_ANY_TIME = False
