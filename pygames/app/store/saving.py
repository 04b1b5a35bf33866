"""The controller's side of saved games: what the page hands over at start-up, each game
kept under its own key as it is played, set aside when it cannot be opened, forgotten on
request. Each function changes the app state and adds to the response what the page must
store: ``saves`` ({key: entry text, "" to remove}) and ``damaged`` ({key: raw text}, kept
apart for download). See :mod:`.saved` for the keys and the entries.
"""

from __future__ import annotations

import dataclasses

from pygames.core.errors import AddressError

from ..bridge.response import Response
from ..state import AppState
from . import saved


def _store(out: Response, name: str, key: str, text: str) -> None:
    {"saves": out.saves, "damaged": out.damaged, "store": out.store}[name][key] = text


def restore(c: AppState, entries: dict[str, str], damaged: dict[str, str],
            out: Response, revs: dict[str, str] | None = None) -> None:
    """The saved games the page kept (``init``, the newest of them: storage.js): each
    checked, with its revision; a damaged one is set aside, the legacy autosave moved to its
    own key."""
    c.saved = {}
    c.damaged = {key: len(text) for key, text in damaged.items()}
    add(c, entries, out, revs)


def add(c: AppState, entries: dict[str, str], out: Response,
        revs: dict[str, str] | None = None) -> None:
    """Saved games the page read (at start-up, or older ones on demand: ``more``), each
    checked, with its revision; one this tab already knows stays as it knows it."""
    for key, raw in entries.items():
        if key in c.saved:
            continue
        try:
            game = saved.parse(key, raw)
        except AddressError:
            set_aside(c, key, raw, out)
            continue
        if key == saved.LEGACY:
            _store(out, "saves", saved.LEGACY, "")
            if game.key in entries or game.key in c.saved:
                continue  # already kept under its own key
            _store(out, "saves", game.key, saved.entry(game.address, game.played, game.over))
        rev = (revs or {}).get(key, "")
        if rev.isascii() and rev.isdigit() and len(rev) < 16:
            game = dataclasses.replace(game, rev=int(rev))
        c.saved[game.key] = game


def more(c: AppState, out: Response) -> None:
    """Ask the page for the next older saved games (the Continue list's "more")."""
    if c.unread > 0:
        out.more_saves = len(c.saved)


def set_aside(c: AppState, key: str, raw: str, out: Response) -> None:
    """A saved game that cannot be opened leaves the list for the damaged ones (its raw
    text kept for download), so it is never retried at every start nor silently lost."""
    c.saved.pop(key, None)
    c.damaged[key] = len(raw)
    _store(out, "saves", key, "")
    _store(out, "damaged", key, raw)
    c.notice = "saved.set_aside"


def keep(c: AppState, address: str, out: Response) -> None:
    """Save the table's game under its key (after every change to it)."""
    played = c.clock()
    _keep(c, address, played, played, out)


def touch(c: AppState, out: Response) -> None:
    """The table's saved game was opened now (the time it was last played stays)."""
    table = c.table
    assert table is not None
    found = c.saved.get(table.key)
    if found is not None:
        _keep(c, found.address, found.played, c.clock(), out)


def _keep(c: AppState, address: str, played: int, opened: int, out: Response) -> None:
    table = c.table
    assert table is not None
    game = table.game
    key = table.key
    turn = game.current_player if not game.is_over else None
    text = saved.entry(address, played, game.is_over, turn, opened)
    known = c.saved.get(key)
    rev = known.rev if known is not None else 0
    out.revs[key] = rev  # compare-and-set: written only over this revision
    c.saved[key] = saved.SavedGame(key=key, address=address, game_id=game.game_id,
                                   players=game.players, moves=len(game.history),
                                   played=played, over=game.is_over, turn=turn,
                                   opened=opened, ref=table.id, seats=tuple(table.seats),
                                   names=tuple(table.names), rev=rev + 1)
    _store(out, "saves", key, text)


def forget(c: AppState, key: str, out: Response) -> None:
    """Delete a saved game, or a damaged one, for good: with everything of it (this device's
    seat in it here, its reviews and anything else the page lists as its own: ``forget``)."""
    if key in c.saved:
        ref = c.saved.pop(key).ref
        _store(out, "saves", key, "")
        if ref is not None:
            seat = f"me.{ref}"
            c.store.pop(seat, None)
            _store(out, "store", seat, "")
        out.forget.append(key)
    if key in c.damaged:
        del c.damaged[key]
        _store(out, "damaged", key, "")
    c.forgetting = None


def storage_failed(c: AppState, error: str) -> None:
    """The page could not store what a response asked (full or disabled storage): said on
    screen, since the game then lives only in the address."""
    c.notice = "saved.quota" if error == "quota" else "saved.unavailable"


#: The stored strings that belong to the game on the table (Forget removes them with it).
OWNED = ("me.", "review.")


def label(c: AppState, out: Response) -> None:
    """Name the saved game each stored string of a response belongs to (``owned``), so the
    page lists it under that game: Forget removes it, the budget knows what is derived."""
    table = c.table
    if table is None or not table.key:
        return
    out.owned.update({key: table.key for key, text in out.store.items()
                      if text and key.startswith(OWNED)})
