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

Nothing is ever replaced without the player's word. A link without an id is matched by its
start position (rule set, players, options, seed and rules: :func:`.saved.start_key`) and its
moves: among the saved games of that start, the one whose line it shares (the same, older or
newer; it asks when older). One that went another way than all of them is another game of the
same start: it is saved beside them under a key of its own (the start's key and a new id), so
its address stays as it came (an id would make it a game played by link).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from pygames.core.codec import GameRecord, decode, encode
from pygames.core.errors import AddressError

from ..bridge.response import Response
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


def _relation(found: saved.SavedGame, record: GameRecord) -> Relation:
    try:
        kept = decode(found.address).moves
    except AddressError:
        return Relation.ANOTHER  # set aside when it is continued; the link opens
    return compare(kept, record.moves)


#: Which relation wins when a link without an id relates to several saved games.
_PREFERRED = (Relation.SAME, Relation.NEWER, Relation.OLDER)


def stored_of(c: AppState, record: GameRecord) -> tuple[saved.SavedGame | None, Relation]:
    """The saved game an arriving record belongs to (by id, else by start position and
    moves) and how the record's moves relate to it."""
    if saved.game_id_of(record) is not None:
        found = c.saved.get(saved.key_of(record))
        return (None, Relation.ANOTHER) if found is None else (found, _relation(found, record))
    start = saved.start_key(record)
    best: tuple[saved.SavedGame | None, Relation] = (None, Relation.ANOTHER)
    for game in c.saved.values():
        if not saved.same_start(game.key, start):
            continue
        relation = _relation(game, record)
        if relation in _PREFERRED and (best[0] is None or _rank(relation, game) < _rank(best[1], best[0])):
            best = (game, relation)
    return best


def _rank(relation: Relation, game: saved.SavedGame | None) -> tuple[int, int]:
    """The better match first: by relation, then the most recently played."""
    return _PREFERRED.index(relation), -(game.played if game is not None else 0)


def _key_for(c: AppState, record: GameRecord, found: saved.SavedGame | None,
             new_id: Callable[[], str] | None) -> str | None:
    """The saved-games key of an arriving game without an id (None: it has an id): the
    saved game it matched, else its start's key, or that key and a new id where it is
    taken by another line."""
    if saved.game_id_of(record) is not None:
        return None
    if found is not None:
        return found.key
    start = saved.start_key(record)
    if start not in c.saved or new_id is None:
        return start
    return f"{start}-{new_id()}"


def arrive(c: AppState, record: GameRecord, way: Way, reopen: Reopen,
           out: Response, new_id: Callable[[], str] | None = None,
           key: str | None = None) -> None:
    """Bring a game onto the table by the one rule (see the module); AddressError leaves the
    table and every saved game as they were. ``key``: the saved game continued."""
    if way is Way.BRANCH:
        assert new_id is not None
        _branch(c, record, reopen, new_id(), out)
        return
    if way is Way.CONTINUE:
        reopen(record)  # the stored line itself
        _keyed(c, key)
        saving.touch(c, out)
        return
    found, relation = stored_of(c, record) if way is not Way.START else (None, Relation.ANOTHER)
    if relation in (Relation.OLDER, Relation.DIVERGING) and found is not None:
        reopen(decode(found.address))  # the saved game is shown; the player is asked
        _keyed(c, found.key)
        c.older = encode(record)
        saving.touch(c, out)
        return
    chosen = _key_for(c, record, found, new_id)
    reopen(record)
    _keyed(c, chosen)
    if relation is Relation.SAME:
        saving.touch(c, out)
    else:
        saving.keep(c, c.address(), out)


def _keyed(c: AppState, key: str | None) -> None:
    """The table's game is kept under ``key`` (a game without an id: see the module)."""
    if key is not None and c.table is not None:
        c.table.key = key


def _branch(c: AppState, record: GameRecord, reopen: Reopen, branch_id: str,
            out: Response) -> None:
    """A line of its own beside the game it came from: a new id, this device's seat kept."""
    from ..link import play as link

    link.carry(c, saved.game_id_of(record), branch_id, out)
    record.extra["id"] = branch_id
    reopen(record)
    saving.keep(c, c.address(), out)
