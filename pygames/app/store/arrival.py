"""The one way a game reaches the table, and the one rule for what is saved when it does.

A game lives in five places: the address, the worker's memory, the saved entry, the browser's
history and other tabs. Every path that brings a game onto the table (start and Play again, a
link in a new tab or in this one, Back and Forward, Continue, Play from here, a branch chosen
after a question, a history entry of the review or the replay) calls :func:`arrive`, which
compares what arrives with what is stored (:func:`compare`) and applies one rule:

* another game, the same line, or a newer one (the stored moves and more): it opens and the
  save is updated (only when it changed);
* an older line (the first moves of the stored one) or a diverging one: the saved game is
  shown and the player is asked (``c.older``): a branch beside it, or the saved game;
* a branch (Play from here, or the answer "a branch") gets a new id of its own, so the line
  it came from keeps its entry.

Nothing is ever replaced without the player's word. A link without an id is matched to the
saved game of the same start position (rule set, players, options, seed and rules: its key,
see :func:`.saved.key_of`) and compared by its moves like any other.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Any

from pygames.core.codec import GameRecord, decode, encode
from pygames.core.errors import AddressError

from ..state import AppState
from . import saved, saving


class Relation(Enum):
    """What arrives, against what is stored of the same game."""

    ANOTHER = "another"  # nothing stored of it
    SAME = "same"
    OLDER = "older"  # its moves are the first moves of the stored ones
    NEWER = "newer"  # the stored moves and more
    DIVERGING = "diverging"  # the two part after some move


class Way(Enum):
    """How a game arrives (each path of the app names its own)."""

    START = "start"  # a new game, Play again: a new id, nothing stored yet
    LINK = "link"  # an address: new tab, same tab, Back and Forward, a reload
    CONTINUE = "continue"  # a saved game from the Continue list: the stored line itself
    BRANCH = "branch"  # Play from here, or "a branch" after a question: a new id


#: Installs a record on the table (the controller's replay of its log); AddressError if not.
Reopen = Callable[[GameRecord], None]


def compare(stored: list[str], arriving: list[str]) -> Relation:
    """The relation of an arriving line to the stored one of the same game."""
    if stored == arriving:
        return Relation.SAME
    if arriving[:len(stored)] == stored:
        return Relation.NEWER
    if stored[:len(arriving)] == arriving:
        return Relation.OLDER
    return Relation.DIVERGING


def shared(a: list[str], b: list[str]) -> int:
    """How many first moves two lines share."""
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def stored_of(c: AppState, record: GameRecord) -> tuple[saved.SavedGame | None, Relation]:
    """The saved game an arriving record belongs to (by id, else by start position) and how
    the record's moves relate to it."""
    found = c.saved.get(saved.key_of(record))
    if found is None:
        return None, Relation.ANOTHER
    try:
        kept = decode(found.address).moves
    except AddressError:
        return None, Relation.ANOTHER  # set aside when it is continued; the link opens
    return found, compare(kept, record.moves)


def arrive(c: AppState, record: GameRecord, way: Way, reopen: Reopen,
           out: dict[str, Any], new_id: Callable[[], str] | None = None) -> None:
    """Bring a game onto the table by the one rule (see the module); AddressError leaves the
    table and every saved game as they were."""
    if way is Way.BRANCH:
        assert new_id is not None
        _branch(c, record, reopen, new_id(), out)
        return
    found, relation = stored_of(c, record) if way is not Way.START else (None, Relation.ANOTHER)
    if relation in (Relation.OLDER, Relation.DIVERGING) and found is not None:
        reopen(decode(found.address))  # the saved game is shown; the player is asked
        c.older = encode(record)
        saving.touch(c, out)
        return
    reopen(record)
    if relation is Relation.SAME or way is Way.CONTINUE:
        saving.touch(c, out)
    else:
        saving.keep(c, c.address(), out)


def _branch(c: AppState, record: GameRecord, reopen: Reopen, branch_id: str,
            out: dict[str, Any]) -> None:
    """A line of its own beside the game it came from: a new id, this device's seat kept."""
    from .. import link

    link.carry(c, saved.game_id_of(record), branch_id, out)
    record.extra["id"] = branch_id
    reopen(record)
    saving.keep(c, c.address(), out)
