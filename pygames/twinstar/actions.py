"""Mine/Grow, Upgrade/Research, the sale, contracts, the reserve limit, scoring, hidden
information. Methods of ``rules.TwinStar``, written as functions of the game (``self``)."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import Any

from ..core.rng import Rng
from .board import multisets
from .components import MINE_ACTION
from .hexes import Hex
from .turn import Mining, Upgrading

# ------------------------------------------------------------------ mine / grow


def enter_grow_start(self, arg: str) -> bool:
    self.turn.grows.append("")
    return False


def enter_mine(self, arg: str) -> bool:
    p = self.current
    if not self.bag or not self.eligible_mines():
        return False
    drawn = self.sort_items(self.draw(self._mine_draw(p, arg)))
    self.step = Mining(drawn=drawn, bonus=arg == "bonus")
    self.phase = "keep" if len(drawn) > 2 else "onto"
    return True


def _mine_draw(self, p: int, arg: str) -> int:
    return self.ED.mine_draw


def _enter_mine_pay(self, arg: str) -> bool:
    if arg != "bonus":
        self.gain(self.current, self.ED.mine_reward)
    self.turn.acts.append(MINE_ACTION)
    return False


def eligible_mines(self) -> list[Hex]:
    return [m for m, items in self.mines.items() if len(items) <= self.ED.mine_target_max]


def moves_keep(self) -> list[str]:
    step = self.step
    assert isinstance(step, Mining)
    return ["keep " + kept for kept in multisets(step.drawn, 2, self.ED.colours)]


def do_keep(self, move: str) -> None:
    step = self.step
    assert isinstance(step, Mining)
    keep = move.split(" ")[1]
    rest = list(step.drawn)
    for item in keep:
        rest.remove(item)
    self.bag = sorted(self.bag + rest)
    step.drawn = keep
    self.phase = "onto"


def moves_onto(self) -> list[str]:
    return sorted("onto " + self.names[m] for m in self.eligible_mines())


def do_onto(self, move: str) -> None:
    step = self.step
    assert isinstance(step, Mining)
    m = self.by_name[move.split(" ")[1]]
    self.mines[m] = self.sort_items(self.mines[m] + step.drawn)
    if not step.bonus:
        self.turn.mined = self.sort_items(self.turn.mined + step.drawn)
    if self.turn.grows:
        self.turn.grows[-1] = self.sort_items(self.turn.grows[-1] + step.drawn)
    self._next()


# ------------------------------------------------------------------ upgrade / research


def enter_upgrade(self, arg: str) -> bool:
    self.phase = "upgrade"
    self.step = Upgrading(free=arg == "free")
    return bool(self._moves_upgrade())


def do_upgrade(self, move: str) -> None:
    p = self.current
    t = int(move.split(" ")[1])
    self._before_upgrade(p, t)
    self.upgrades[p][t] = self.upgrades[p].get(t, 0) + 1
    if self.has_upgrade(p, t):
        self.turn.unlocked += 1
    self._next()


def _before_upgrade(self, p: int, track: int) -> None:
    """What a step on an upgrade track costs beyond the action (fruit research fees)."""


# ------------------------------------------------------------------ sell


def enter_sell(self, arg: str) -> bool:
    p = self.current
    self.phase = "sell"
    self.turn.sell_passed = True
    return not self.turn.did_sell and sum(self.reserve[p].values()) > 0


def moves_sell(self) -> list[str]:
    p = self.current
    held = [c for c in self.ED.colours if self.reserve[p][c] > 0]
    moves = []
    for k in range(1, len(held) + 1):
        for combo in combinations(held, k):
            value = sum(self.reserve[p][c] * self.price(c) for c in combo)
            if self.credits[p] + value >= 0:
                moves.append("sell " + "".join(combo))
    if self.credits[p] >= 0:
        moves.append("done")
    return moves


def do_sell(self, move: str) -> None:
    if move != "done":
        p = self.current
        kinds = move.split(" ")[1]
        value = 0
        count = 0
        for c in kinds:
            n = self.reserve[p][c]
            value += n * self.price(c)
            count += n
            self.discard.extend([c] * n)
            self.reserve[p][c] = 0
        self.gain(p, value)
        self.apply_market(kinds)
        self.turn.sold = count
        self.turn.sale = value
    self.turn.did_sell = True
    self._next()


def apply_market(self, sold: str) -> None:
    """Sold types drop one step; then every lowest-valued unsold type rises one step."""
    top = len(self.ED.market_track) - 1
    for c in sold:
        self.market[c] = max(0, self.market[c] - 1)
    unsold = [c for c in self.ED.colours if c not in sold]
    if unsold:
        low = min(self.price(c) for c in unsold)
        for c in unsold:
            if self.price(c) == low:
                self.market[c] = min(top, self.market[c] + 1)


# ------------------------------------------------------------------ contracts


def enter_claim(self, arg: str) -> bool:
    self.phase = "claim"
    return bool(self.entry_moves(self._claims))


def owned_pieces(self, p: int) -> list[Hex]:
    return [h for h, owners in self.pieces.items() if p in owners]


def pieces_per_tile(self, p: int) -> dict[int, int]:
    per: dict[int, int] = {}
    for h in self.owned_pieces(p):
        per[self.tile_of[h]] = per.get(self.tile_of[h], 0) + 1
    return per


def discs_on(self, p: int, kind: str) -> int:
    """p's top discs on squares of one action kind."""
    return (self.top_bits(p) & self.shape.kind_bits.get(kind, 0)).bit_count()


def moves_claim(self) -> list[str]:
    return [*self.kept_moves(self._claims), "done"]


def _claims(self) -> list[str]:
    return list(self._claim_options())


def _claim_options(self) -> Iterator[str]:
    """The contracts the current player may claim now (``claim N``: N-th of the grid)."""
    p = self.current
    if self.may_claim(p):
        contracts, goal_met = self.ED.contracts_by_id, self.goal_met
        needs, events = self.GOAL_EVENTS, self.turn_events()
        for i, cid in enumerate(self.grid):
            if cid is not None:
                contract = contracts[cid]
                if needs[contract.goal] in events and goal_met(p, contract):
                    yield f"claim {i + 1}"


# ------------------------------------------------------------------ reserve limit


def enter_drop(self, arg: str) -> bool:
    self.phase = "drop"
    return sum(self.reserve[self.current].values()) > self.ED.reserve_limit


def moves_drop(self) -> list[str]:
    p = self.current
    return ["drop " + c for c in self.ED.colours if self.reserve[p][c] > 0]


def do_drop(self, move: str) -> None:
    p = self.current
    c = move.split(" ")[1]
    self.reserve[p][c] -= 1
    self.discard.append(c)
    if sum(self.reserve[p].values()) <= self.ED.reserve_limit:
        self._next()


# ------------------------------------------------------------------ scoring


def factory_points(self, p: int) -> int:
    """1 per item on any mine that one of p's factories refines (or markets demand)."""
    total = 0
    for f in self.factories.values():
        if f.owner == p:
            total += sum(1 for items in self.mines.values() for item in items if item in f.spec)
    return total


def scores_now(self) -> list[int]:
    """``scores()``, made once per position (read only): a bot's evaluation asks for
    every seat's score once per seat."""
    found = self.derived.memo.get("scores")
    if found is None:
        found = self.derived.memo["scores"] = self.scores()
    return found


def contract_points(self, p: int) -> int:
    return sum(self.contract(c).points for c in self.won[p])


def _tiebreak(self, player: int) -> tuple[Any, ...]:
    return (len(self.won[player]), self.contract_points(player))


# ------------------------------------------------------------------ hidden information


def determinize(self, rng: Rng, observer: int | None = None) -> None:
    """Re-sample what no player can see (for bots searching a clone): the future draws
    from the bag (the RNG) and the order of each deck in the contract pile below its
    visible top card (put in canonical order first, so the result depends on rng alone).
    """
    self.rng = Rng(rng.next64())
    hidden = self.pile[1:]
    deck_of = self.ED.deck_of
    for deck in self.ED.pile_decks:
        slots = [i for i, c in enumerate(hidden) if deck_of[c] == deck]
        cards = sorted([hidden[i] for i in slots])
        self.rng.shuffle(cards)
        for i, c in zip(slots, cards, strict=True):
            hidden[i] = c
    self.pile[1:] = hidden
    self._changed()
