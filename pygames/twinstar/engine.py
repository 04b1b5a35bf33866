"""The stage machine's loop, and small helpers of the state (credits, the bag, prices).
Methods of ``rules.TwinStar``, written as functions of the game (``self``)."""

from __future__ import annotations

from .components import (
    Contract,
)


def has_upgrade(self, p: int, track: int) -> bool:
    return self.upgrades[p].get(track, 0) >= self.ED.upgrade_steps[track]


def unlocked(self, p: int) -> int:
    """How many upgrade tracks p has unlocked."""
    return sum(self.has_upgrade(p, t) for t in self.ED.upgrade_steps)


def price(self, colour: str) -> int:
    return self.ED.market_track[self.market[colour]]


def sort_items(self, items: str | list[str]) -> str:
    return "".join(sorted(items, key=self.ED.colours.index))


def pay(self, payer: int, amount: int, to: int | None = None) -> None:
    """Credits from a seat to a rival, or to the supply."""
    self.credits[payer] -= amount
    if to is None:
        self.bank += amount
    else:
        self.credits[to] += amount


def gain(self, p: int, amount: int) -> None:
    """Credits from the supply."""
    self.credits[p] += amount
    self.bank -= amount


def draw(self, k: int) -> list[str]:
    """Up to ``k`` items drawn blindly from the bag."""
    drawn = []
    for _ in range(min(k, len(self.bag))):
        drawn.append(self.bag.pop(self.rng.below(len(self.bag))))
    return drawn


def leap_fee(self, p: int) -> int:
    """Credits a leapfrog pays the covered rival."""
    return self.ED.leap_fee


def contract(self, cid: str) -> Contract:
    return self.ED.contracts_by_id[cid]


# ------------------------------------------------------------------ stage machine


def _next(self) -> None:
    """Enter pending stages until one needs a decision (or the turn ends)."""
    self.step = None
    self.derived.on_turn()
    enter = self.STAGES
    while self.stages:
        name, arg = self.stages.pop(0)
        if enter[name](self, arg):
            return


def enter_credits(self, arg: str) -> bool:
    self.gain(self.current, int(arg))
    return False


def enter_end(self, arg: str) -> bool:
    self._end_turn(check=True)
    return True


def finish(self) -> None:
    """The game is over."""
    self.phase = "over"
    self.stages = []
    self.step = None
