"""The fruit edition's contracts (advanced mode): the turn's events, each goal's test (the
delivered fruits a claim takes), claims and their bonuses, the grid refilled. Methods of
``fruits.FruitsTwinStar``, written as functions of the game (``self``)."""

from __future__ import annotations

from typing import Any

from .components import CONSTRUCT, MINE_ACTION, UPGRADE
from .components_fruits import (
    NEGOTIATOR,
)
from .rules import Stage, covers


def _delivered_pool(self) -> tuple[list[str], list[str]]:
    """Delivered fruits this turn not yet used by a contract: (unmatched, matched)."""
    t = self.turn
    matched = [g for m in t.movements for g in m.matched]
    unmatched = [g for m in t.movements for g in m.items]
    for g in matched:
        unmatched.remove(g)
    for g in t.used_matched:
        matched.remove(g)
    for g in t.used_other:
        unmatched.remove(g)
    return unmatched, matched


def _take_fruits(self, need: str, match_only: bool, commit: bool) -> bool:
    """Whether the unused delivered fruits cover ``need`` (a deliver_match goal takes
    matching fruits only; a deliver goal takes unmatched ones first); if commit, use them."""
    if need and not self.turn.movements:  # nothing delivered this turn
        return False
    unmatched, matched = self._delivered_pool()
    used_u, used_m = [], []
    wild = 0
    for g in need:
        if g == "*":
            wild += 1
        elif not match_only and g in unmatched:
            unmatched.remove(g)
            used_u.append(g)
        elif g in matched:
            matched.remove(g)
            used_m.append(g)
        else:
            return False
    for _ in range(wild):
        if not match_only and unmatched:
            used_u.append(unmatched.pop(0))
        elif matched:
            used_m.append(matched.pop(0))
        else:
            return False
    if commit:
        self.turn.used_other += "".join(used_u)
        self.turn.used_matched += "".join(used_m)
    return True


def turn_events(self) -> set[str]:
    """The actions performed this turn, and whether fruits were delivered, grown, sold
    from the reserve or sold for credits (delivered fruits no market demands are sold
    at once, so a delivery may meet the sale goals too)."""
    t = self.turn
    events = set(t.acts)
    for name, value in (("movements", t.movements), ("grows", t.grows),
                        ("sold", t.sold or t.movements), ("sale", t.sale or t.movements)):
        if value:
            events.add(name)
    return events


def goal_met(self, p: int, contract: Any, commit: bool = False) -> bool:
    """Whether p meets a contract's goal with what happened this turn (``commit``: the
    delivered fruits it needs are used up, so a second contract cannot count them)."""
    t = self.turn
    g, param = contract.goal, contract.param
    acts = t.acts
    built = CONSTRUCT in acts
    if g == "markets":
        return built and sum(f.owner == p for f in self.factories.values()) >= int(param)
    if g == "pieces":
        return built and len(self.owned_pieces(p)) >= int(param)
    if g == "terrain":
        kind, count = str(param)[0], int(str(param)[1:])
        return built and sum(self.terrain[h] == kind for h in self.owned_pieces(p)) >= count
    if g == "all_roads":
        return built and self.roads_left[p] == 0
    if g == "tile6":
        return built and max(self.pieces_per_tile(p).values(), default=0) >= 6
    if g == "grow_discs":
        return MINE_ACTION in acts and self.discs_on(p, MINE_ACTION) >= int(param)
    if g == "research":
        return UPGRADE in acts and self.unlocked(p) >= int(param)
    if g in ("deliver", "deliver_match"):
        return self._take_fruits(str(param), g == "deliver_match", commit)
    if g == "sale":
        return t.sale + t.delivery_sold >= int(param)
    if g == "sell":
        return t.sold + t.delivery_sold >= int(param)
    if g == "own_pass":
        return any(m.own >= int(param) for m in t.movements)
    if g == "rival_pass":
        return any(m.rival >= int(param) for m in t.movements)
    if g == "route8":
        return any(m.total >= 8 for m in t.movements)
    if g == "grow_fruits":
        return any(covers(grown, str(param)) for grown in t.grows)
    raise ValueError(g)


def claim_limit(self, p: int) -> int:
    return 2 if self.has_upgrade(p, NEGOTIATOR) else 1


def may_claim(self, p: int) -> bool:
    t = self.turn
    return not (t.claim_done or t.claims >= self.claim_limit(p))


def _do_claim(self, move: str) -> None:
    p = self.current
    if move == "done":
        self.turn.claim_done = True
        self._next()
        return
    i = int(move.split(" ")[1]) - 1
    cid = self.grid[i]
    assert cid is not None
    c = self.contract(cid)
    self.goal_met(p, c, commit=True)
    self.won[p].append(cid)
    self.grid[i] = None
    self.turn.claims += 1
    bonus: dict[str, list[Stage]] = {
        "roads": [("roads", str(c.bonus_n or 1))],
        "research": [("upgrade", "free")],
        "grow": [("grow_start", ""), ("mine", "fbonus"), ("mine", "fbonus"),
                 ("mine_pay", "bonus")],
        "deliver": [("transport", "")],
        "": [],
    }
    if c.bonus == "grow":
        self.turn.acts.append(MINE_ACTION)
    self.stages = bonus[c.bonus] + [("claim", "")] + self.stages
    self._next()


def refill_grid(self) -> None:
    """Contracts taken this turn are replaced at its end (「あなたのターンの終了時にのみ補充」)."""
    for i, cid in enumerate(self.grid):
        if cid is None and self.pile:
            self.grid[i] = self.pile.pop(0)
