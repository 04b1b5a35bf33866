"""The controller's whole state as one comparable value: what a refused or failed event must
leave exactly as it was (the event fuzzer and the controller's tests compare it)."""

from __future__ import annotations

import copy
from typing import Any

from playthrough import state_of

from pygames.app.controller import Controller


def fingerprint(c: Controller) -> Any:
    table = c.table
    hint = None if c.hint is None else (c.hint[0], c.hint[1].move)
    return copy.deepcopy((
        c.screen, c.lang, c.error_key, c.rules, c.help, c.help_mode, c.replay, c.selection,
        c.log_page, c.notice, c.forgetting, repr(c.setup), sorted(c.store.items()),
        sorted(c.saved.items()), sorted(c.damaged.items()), hint, c.bot_delay, c.hard_seconds,
        c.tz_minutes, c.new_record,
        None if table is None else (state_of(table.game), table.game.history, table.seats,
                                    table.movers, table.log, table.id, table.key),
    ))
