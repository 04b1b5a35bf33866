"""First-time tips in real games: the first time a kind of decision comes up for a human
player on this device, one line on it with "show me" (which highlights the parts of that
kind). Each kind is shown once per device (the browser store keeps the kinds seen, and
whether tips are off), and tips can be turned off and on again.
"""

from __future__ import annotations

from pygames.core import registry
from pygames.core.game import Game
from pygames.core.scene import Node, el

from ..bridge.response import Response
from ..link import play as link_play
from ..rules import reference as rules_help
from ..state import Action, AppState
from ..table import seats
from ..widgets import button
from .state import TIPS_OFF, TIPS_SEEN

#: Decisions too plain for a tip of their own (passing, finishing a step, taking back a pick).
PLAIN = frozenset({"pass", "done", "back"})


def restore(c: AppState) -> None:
    """At start-up, with the page's store: the kinds explained already, whether tips are off.
    (The app's copy of the store is left alone: tips keep their own.)"""
    c.tips.ready = True
    c.tips.seen = set(c.store.get(TIPS_SEEN, "").split())
    c.tips.off = c.store.get(TIPS_OFF, "") == "1"


def tips_off(c: AppState) -> bool:
    return c.tips.off


def kinds(game: Game) -> list[str]:
    """The kinds of decision open now, in the rule set's order of move kinds."""
    ref = rules_help.reference(game.game_id)
    order = list(ref.MOVE_KINDS) if ref is not None else []
    found = {rules_help.move_kind(game.game_id, move) for move in game.legal_moves()}
    return [k for k in order if k in found] + sorted(found - set(order))


def _asked_here(c: AppState) -> Game | None:
    """The table's game where a human of this device is to decide (no replay, no review)."""
    table = c.table
    if c.screen != "table" or table is None or c.replay is not None or c.rules is not None:
        return None
    game = table.game
    seat = game.current_player
    if seat is None or game.is_over or table.seats[seat] != seats.HUMAN or link_play.waiting(c):
        return None
    return game


#: Events that open a page or an address: the game shows as its address says, no new tip
#: (the same address looks the same on every device); the next decision brings one.
ARRIVING = frozenset({"init", "hash", "history"})


def settle(c: AppState, kind: str, out: Response) -> None:
    """After each event: keep the tip of this position, or find a kind not seen yet on this
    device and mark it seen (so each kind is shown once)."""
    kept = c.tips
    game = _asked_here(c)
    if game is None or kept.off or not kept.ready:
        kept.tip = None
        return
    ply = len(game.history)
    if kept.tip is not None and kept.tip[1] == ply:
        return
    kept.tip = None
    kept.showing = False
    if kind in ARRIVING:
        return
    for decision in kinds(game):
        name = f"{game.game_id}.{decision}"
        if decision in PLAIN or name in kept.seen:
            continue
        kept.tip = (decision, ply)
        kept.seen.add(name)
        out.store[TIPS_SEEN] = " ".join(sorted(kept.seen))
        return


def _line(game: Game, kind: str, lang: str) -> str:
    """The tip: the first sentence of the rule set's help on that kind of move."""
    texts = registry.rule_set(game.game_id).texts
    key = f"{game.game_id}.help.{kind}"
    body = texts.text(key, lang) if texts.has(key) else kind
    for stop in (". ", "。"):
        if stop in body:
            return body.split(stop, 1)[0] + stop.strip()
    return body


def tip_line(c: AppState) -> list[Node]:
    """The tip under the prompt, with "show me", "got it" and "turn tips off"."""
    tip = c.tips.tip
    if tip is None or c.table is None or _asked_here(c) is None:
        return []
    words = _line(c.table.game, tip[0], c.lang)
    showing = c.tips.showing
    return [el("div", "tip", {"class": "tip", "role": "status", "data-tip": tip[0]}, [
        el("p", "t", {"class": "tip-text"}, [
            el("strong", "l", {}, text=c.t("tip.label") + " "),
            el("span", "w", {}, text=words)]),
        el("div", "b", {"class": "tip-actions"}, [
            button("tip-show", c.t("tip.hide" if showing else "tip.show"), "tip_show",
                   cls="btn", **{"aria-pressed": "true" if showing else "false"}),
            button("tip-ok", c.t("tip.ok"), "tip_ok", cls="btn"),
            button("tip-off", c.t("tip.off"), "tip_off", cls="btn"),
        ]),
    ])]


def mark(c: AppState, nodes: list[Node]) -> None:
    """With "show me" on: highlight the board's parts of the tip's kind."""
    tip = c.tips.tip
    if tip is None or not c.tips.showing or c.table is None:
        return
    game_id = c.table.game.game_id
    for node in nodes:
        attrs = node.get("a")
        move = attrs.get("data-move") if attrs else None
        if attrs and move and rules_help.move_kind(game_id, move.split(";")[-1]) == tip[0]:
            attrs["class"] = (attrs.get("class", "") + " tip-show").strip()
            attrs["data-tip-part"] = "1"


def setting(c: AppState) -> list[Node]:
    """The catalogue's setting: whether first-time tips are on, and the switch."""
    off = tips_off(c)
    return [el("p", "tips", {"class": "tips-setting"}, [
        el("span", "s", {}, text=c.t("tip.is_off" if off else "tip.is_on") + " "),
        button("tips-switch", c.t("tip.on" if off else "tip.off"), "tips_on" if off else "tip_off",
               cls="btn", **{"aria-pressed": "false" if off else "true"}),
    ])]


def _show(c: AppState, value: object, out: Response) -> None:
    c.tips.showing = not c.tips.showing


def _ok(c: AppState, value: object, out: Response) -> None:
    if c.tips.tip is not None:
        c.tips.tip = (c.tips.tip[0], -1)  # seen: no tip again in this position
    c.tips.showing = False


def _switch(c: AppState, off: bool, out: Response) -> None:
    c.tips.off = off
    out.store[TIPS_OFF] = "1" if off else ""
    c.tips.tip = None
    c.tips.showing = False


ACTIONS = {
    "tip_show": Action(_show),
    "tip_ok": Action(_ok),
    "tip_off": Action(lambda c, value, out: _switch(c, True, out)),
    "tips_on": Action(lambda c, value, out: _switch(c, False, out)),
}
