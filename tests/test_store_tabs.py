"""Tabs agree (store/tabs.py) and what is stored with a game (store/saving.py): revisions for
the page's compare-and-set, another tab's newer line said and never written over, Forget
removing everything of a game, stored strings labelled with the game they belong to."""

from __future__ import annotations

import json
from typing import Any

from pygames.app.controller import Controller
from pygames.core import scene
from pygames.core.codec import decode, encode

NOW = 1_700_000_000_000
KEY = "harvest_valley-game0000"


def tab(prefix: str = "game", saved: dict[str, str] | None = None,
        revs: dict[str, str] | None = None) -> Controller:
    ids = iter(f"{prefix}{n:04d}" for n in range(1000))
    c = Controller(new_seed=lambda: 77, clock=lambda: NOW, new_id=lambda: next(ids))
    c.handle({"type": "init", "hash": "", "lang": "en", "saved": saved or {},
              "revs": revs or {}})
    return c


def play(c: Controller, n: int) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for _ in range(n):
        assert c.table is not None
        out = c.handle({"type": "tap", "move": c.table.game.legal_moves()[-1]})
    return out


def two_tabs() -> tuple[Controller, Controller, dict[str, str]]:
    """Tab A starts a game and plays; tab B starts from the same storage and continues it."""
    a = tab()
    a.handle({"type": "tap", "action": "pick", "value": "harvest_valley"})
    a.handle({"type": "tap", "action": "seat", "value": "1"})
    a.handle({"type": "tap", "action": "start"})
    out = play(a, 4)
    stored = {KEY: out["saves"][KEY]}
    b = tab("tabb", stored, {KEY: str(a.saved[KEY].rev)})
    b.handle({"type": "tap", "action": "continue", "value": KEY})
    b.handle({"type": "tap", "action": "i_am", "value": "all"})  # pass-and-play here too
    a.handle({"type": "stored", "key": KEY, "text": stored[KEY], "rev": a.saved[KEY].rev + 1})
    return a, b, stored


def behind_panel(out: dict[str, Any]) -> bool:
    return any("data-behind" in n.get("a", {}) for n in scene.walk(out["scene"]))


def test_init_hands_over_revisions_and_saves_propose_the_next() -> None:
    a, b, _ = two_tabs()
    assert b.saved[KEY].rev == a.saved[KEY].rev  # B's touch is the latest revision
    out = play(b, 1)
    assert out["revs"] == {KEY: b.saved[KEY].rev - 1}


def test_the_tab_behind_is_told_and_never_writes_over_the_newer_line() -> None:
    a, b, _ = two_tabs()
    ahead = play(a, 3)  # A plays on and saves
    out = b.handle({"type": "stored", "key": KEY, "text": ahead["saves"][KEY],
                    "rev": a.saved[KEY].rev})
    assert behind_panel(out) and "A newer line of this game is saved" in json.dumps(out["scene"])
    assert "saves" not in out  # nothing written
    # B plays anyway: its save proposes the revision it knew, which the page refuses
    refused = play(b, 1)
    assert refused["revs"][KEY] < a.saved[KEY].rev
    # B keeps its line as a branch: both lines saved, no move lost
    kept = b.handle({"type": "tap", "action": "behind_branch"})
    assert b.table is not None and b.table.key == "harvest_valley-tabb0000"
    assert set(kept["saves"]) == {"harvest_valley-tabb0000"}
    assert b.saved[KEY].moves == 7 and b.saved["harvest_valley-tabb0000"].moves == 5


def test_the_tab_behind_may_load_the_newer_line() -> None:
    a, b, _ = two_tabs()
    ahead = play(a, 3)
    b.handle({"type": "stored", "key": KEY, "text": ahead["saves"][KEY], "rev": a.saved[KEY].rev})
    out = b.handle({"type": "tap", "action": "behind_load"})
    assert b.table is not None and len(b.table.game.history) == 7 and b.behind is None
    assert decode(out["hash"]).moves == decode(ahead["hash"]).moves
    assert out["revs"] == {KEY: a.saved[KEY].rev}  # its touch goes on top of A's revision


def test_the_same_line_or_an_older_one_from_another_tab_is_taken_in_quietly() -> None:
    a, b, stored = two_tabs()
    rev = b.saved[KEY].rev
    out = b.handle({"type": "stored", "key": KEY, "text": stored[KEY], "rev": rev + 1})
    assert not behind_panel(out) and b.saved[KEY].rev == rev + 1 and "saves" not in out
    play(b, 2)
    # A's older line of it arrives (its touch): B is ahead and saves on top of it
    out = b.handle({"type": "stored", "key": KEY, "text": stored[KEY],
                    "rev": b.saved[KEY].rev + 1})
    assert not behind_panel(out) and set(out["saves"]) == {KEY}
    assert out["revs"] == {KEY: b.saved[KEY].rev - 1}


def test_another_games_save_updates_the_continue_list_only() -> None:
    a, b, stored = two_tabs()
    b.handle({"type": "tap", "action": "home"})
    ahead = play(a, 2)
    out = b.handle({"type": "stored", "key": KEY, "text": ahead["saves"][KEY], "rev": 99})
    assert not behind_panel(out) and b.saved[KEY].moves == 6 and b.saved[KEY].rev == 99
    b.handle({"type": "stored", "key": KEY, "text": "", "rev": 0})
    assert KEY not in b.saved  # forgotten in another tab


def test_a_damaged_entry_from_another_tab_changes_nothing() -> None:
    _, b, _ = two_tabs()
    before = b.saved[KEY]
    out = b.handle({"type": "stored", "key": KEY, "text": "{not json", "rev": 50})
    assert "error" not in out and b.saved[KEY] == before


def test_forget_removes_the_games_seat_and_what_it_owns() -> None:
    c = tab()
    c.handle({"type": "tap", "action": "pick", "value": "harvest_valley"})
    c.handle({"type": "tap", "action": "seat", "value": "1"})
    c.handle({"type": "tap", "action": "apart", "value": "1"})
    out = c.handle({"type": "tap", "action": "start"})
    assert out["store"] == {"me.game0000": "0"} and out["owned"] == {"me.game0000": KEY}
    c.handle({"type": "tap", "action": "home"})
    c.handle({"type": "tap", "action": "forget", "value": KEY})
    out = c.handle({"type": "tap", "action": "forget_yes", "value": KEY})
    assert out["saves"] == {KEY: ""} and out["store"] == {"me.game0000": ""}
    assert out["forget"] == [KEY] and "me.game0000" not in c.store and "owned" not in out


def test_unread_saved_games_are_said_on_the_catalogue() -> None:
    a = tab()
    a.handle({"type": "tap", "action": "pick", "value": "harvest_valley"})
    out = a.handle({"type": "tap", "action": "start"})
    c = Controller(clock=lambda: NOW)
    out = c.handle({"type": "init", "hash": "", "lang": "ja", "saved": out["saves"],
                    "unread": 4701})
    assert "4701" in json.dumps(out["scene"], ensure_ascii=False)
    assert c.unread == 4701


def test_a_refused_save_is_taken_in_whatever_revision_this_tab_counted() -> None:
    """A link to a saved game start-up did not read (the oldest): this tab saves it as new
    (revision 0 proposed, 1 counted); the page refuses it and hands back the stored line,
    of revision 1 too, which has more moves: this tab is behind and says so."""
    a, _, _ = two_tabs()
    ahead = play(a, 3)
    c = tab("tabc")
    older = decode(ahead["hash"])
    older.moves = older.moves[:5]
    out = c.handle({"type": "hash", "hash": "#" + encode(older)})
    assert out["revs"] == {KEY: 0} and c.saved[KEY].rev == 1
    tab_event = {"type": "stored", "key": KEY, "text": ahead["saves"][KEY], "rev": 1}
    out = c.handle({**tab_event, "why": "tab"})
    assert not behind_panel(out)  # a revision this tab already counted: nothing new
    out = c.handle({**tab_event, "why": "refused"})
    assert behind_panel(out) and "saves" not in out


def test_older_saved_games_are_read_on_demand() -> None:
    a = tab()
    a.handle({"type": "tap", "action": "pick", "value": "harvest_valley"})
    first = a.handle({"type": "tap", "action": "start"})["saves"]
    a.handle({"type": "tap", "action": "pick", "value": "terra_vista"})
    second = a.handle({"type": "tap", "action": "start"})["saves"]
    c = Controller(clock=lambda: NOW)
    c.handle({"type": "init", "hash": "", "lang": "en", "saved": first, "unread": 1})
    out = c.handle({"type": "tap", "action": "saved_more"})
    assert out["more_saves"] == 1
    out = c.handle({"type": "saved", "saved": {**second, **first}, "revs": {"terra_vista-game0001": "4"},
                    "unread": 0})
    assert "error" not in out and set(c.saved) == {KEY, "terra_vista-game0001"}
    assert c.saved["terra_vista-game0001"].rev == 4 and c.unread == 0
    assert "more_saves" not in c.handle({"type": "tap", "action": "saved_more"})
