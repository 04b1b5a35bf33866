"""The controller's whole state as one comparable value: what a refused or failed event must
leave exactly as it was (the event fuzzer and the controller's tests compare it)."""

from __future__ import annotations

import copy
from typing import Any

from playthrough import state_of

from pygames.app.controller import Controller

#: Attributes that are no state: the injected clocks and id makers, a cache of positions.
NOT_STATE = frozenset({"clock", "_new_seed", "_new_id", "replay_positions"})


def fingerprint(c: Controller) -> Any:
    """Every attribute of the controller (copied), the table's game by its whole state."""
    out = {}
    for name, value in vars(c).items():
        if name in NOT_STATE:
            continue
        if name == "table" and value is not None:
            value = (state_of(value.game), value.game.history, value.seats, value.movers,
                     value.log, value.id, value.key)
        elif name == "at_table":  # the hint by its move
            hint = value.hint
            value = (value.log_page, None if hint is None else (hint[0], hint[1].move),
                     value.selection, value.menu_open, value.new_record)
        elif name == "replaying":  # its positions are a cache
            value = value.auto
        elif name == "learning":  # a lesson's positions by their whole state
            value = (value.game_id, value.lesson and value.lesson.id,
                     None if value.game is None else state_of(value.game),
                     None if value.before is None else state_of(value.before),
                     value.step, value.taps, value.done, value.replies, value.wrong, value.back)
        elif name == "review" and value is not None:  # the review by what it found so far
            value = (value.key, value.review.to_json(), value.running, value.open)
        out[name] = value
    return copy.deepcopy(out)
