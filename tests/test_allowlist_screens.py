"""Every screen and panel a player meets, in English and Japanese, drawn by the real
controller driven with events, stays within the bridge's allow-list (web/bridge/allow.js,
read by test_allowlist.py): anything else would be left out of the page with the red "could
not be shown safely" banner. The tour goes through the catalogue (with saved games, one
being forgotten, and a damaged one set aside), the setup of every rule set with every
option, the rules reference, the table of every rule set, edition and TwinStar mode with
every kind of help, the menu, the log, the replay, the end screen and its review, the play-
by-link panels (who are you, news, send with its QR code, playing for another seat, undo of
another's move, an older and a diverging link), and the error screen of a bad address.
Players carry long names without spaces and with markup, as a person or a link may give
them. Each panel is also checked to have been drawn, so the tour cannot quietly skip one."""

from __future__ import annotations

from typing import Any

import pytest
from setups import SETUPS
from test_allowlist import outside_the_list

import pygames
from pygames.app.controller import Controller
from pygames.core import review, scene
from pygames.core.game import Game
from pygames.core.rng import Rng

#: Every rule set, edition, mode and older rules version the sweeps use, and the one
#: TwinStar mode they leave out (the fruit edition's basic game with several players).
TABLES = (*SETUPS, ("twinstar", 2, {"edition": "fruits"}, None))
#: Names as long as a name may be, without a space to wrap at, and with markup in them.
NAMES = ("W" * 24, "<b>Ann</b> & \"Ken\"", "ＷＷＷＷＷＷＷＷＷＷＷＷ", "Zoë", "O'Neil", "Ünal")
#: What the tour must have drawn (a class of a node, or a data-* attribute): every panel.
PANELS = frozenset({
    "catalogue", "setup", "rules", "table", "over", "error", "help-panel", "menu-toggle",
    "log", "log-paging", "replay", "review", "review-seat", "review-costly", "saved-item",
    "damaged", "confirm", "data-who", "data-news", "data-send", "data-qr", "data-confirm",
    "data-undo-other", "data-older", "data-try", "data-help", "winner",
})


class Tour:
    """A controller driven by events as the page sends them, every scene it answers checked
    against the allow-list (what is off the list, and where the tour met it)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.ids = iter(f"id{n:08d}" for n in range(10**6))
        self.c = Controller(clock=lambda: 1, new_seed=lambda: 7, new_id=lambda: next(self.ids))
        self.outside: dict[str, str] = {}
        self.seen: set[str] = set()
        self.saves: dict[str, str] = {}
        self.store: dict[str, str] = {}

    def send(self, event: dict[str, Any], where: str) -> dict[str, Any]:
        out = self.c.handle(event)
        assert "error" not in out, (where, event, out["error"])  # the tour's events are valid
        self.saves.update(out.get("saves") or {})
        self.store.update(out.get("store") or {})
        self.look(out["scene"], where)
        return out

    def look(self, node: scene.Node, where: str) -> None:
        for problem in outside_the_list(node):
            self.outside.setdefault(problem, where)
        for part in scene.walk(node):
            attrs = part.get("a", {})
            self.seen.update(str(attrs.get("class", "")).split())
            self.seen.update(name for name in attrs if name.startswith("data-"))

    def init(self, where: str, **fields: Any) -> dict[str, Any]:
        self.c = Controller(clock=lambda: 1, new_seed=lambda: 7, new_id=lambda: next(self.ids))
        return self.send({"type": "init", "lang": self.lang, "bot_delay": 0,
                          "base": "https://example.org/pygames/", **fields}, where)

    def tap(self, where: str, action: str, value: Any = None) -> dict[str, Any]:
        return self.send({"type": "tap", "action": action, "value": value}, where)


def first(out: dict[str, Any], attribute: str) -> str | None:
    """The value of the first node of a scene that carries ``attribute``."""
    return next((n["a"][attribute] for n in scene.walk(out["scene"])
                 if attribute in n.get("a", {})), None)


def played(game_id: str, players: int, options: dict[str, Any], rules: int | None,
           seed: int = 3) -> Game:
    """A whole game of random legal moves."""
    game = pygames.new_game(game_id, players, seed=seed, options=options, rules=rules)
    chooser = Rng(seed)
    while not game.is_over and len(game.history) < 3000:
        game.play(chooser.choice(game.legal_moves()))
    assert game.is_over
    return game


def address(game: Game, moves: int | None = None, **extra: Any) -> str:
    return pygames.load_record(game.record(moves=game.history[:moves])).to_url_fragment(extra)


def setups(tour: Tour) -> None:
    """Every rule set's setup: each player count, each option's values, the seats' kinds and
    levels, players' names, where they play; its rules reference; the game it starts."""
    tour.init("catalogue", hash="")
    for game_id in sorted({t[0] for t in TABLES}):
        info = pygames.game_class(game_id).info
        where = f"setup {game_id}"
        tour.tap(where, "pick", game_id)
        for option in info.options:
            for value in option.values:
                tour.tap(where, "option", f"{option.name}={str(value).lower()}")
        lo, hi = info.player_range(tour.c.setup.options if tour.c.setup else {})
        for players in range(lo, hi + 1):
            tour.tap(where, "players", players)
        for seat in range(1, hi):
            tour.tap(where, "seat", seat)  # all human: names, where they play
        for seat in range(hi):
            tour.send({"type": "input", "name": f"name{seat}", "value": NAMES[seat]}, where)
        tour.tap(where, "apart", 1)
        tour.tap(where, "level", "0=hard")
        tour.tap(where, "level", "0=human")
        tour.tap(f"rules of {game_id} from its setup", "rules")
        tour.tap(where, "rules_close")
        tour.tap(f"a new {game_id} game", "start")
        tour.tap("catalogue", "home")
        tour.tap(f"rules of {game_id} from the catalogue", "rules", game_id)
        tour.tap("catalogue", "rules_close")


def table(tour: Tour, game_id: str, players: int, options: dict[str, Any],
          rules: int | None) -> Game:
    """A game in the middle (every kind of help, the menu, the log, the replay, undo) and at
    its end (the end screen, its replay and log)."""
    game = played(game_id, players, options, rules)
    kind = f"{game_id} {players}p {options} v{rules}"
    names = list(NAMES[:players])
    half = len(game.history) // 2
    tour.init(f"table {kind}", hash=address(game, half, seats=["human"] * players,
                                             names=names))
    where = f"table {kind} (move {half})"
    tour.send({"type": "key", "key": "?"}, f"help of {where}")
    out = tour.tap(where, "help_close")
    for attribute, event in (("data-help", "key"), ("data-try", "move"), ("data-move", "move")):
        found = first(out, attribute)
        if found is not None:
            tour.send({"type": "try" if attribute == "data-try" else "help", event: found},
                      f"help on {attribute} of {where}")
            tour.tap(where, "help_close")
    tour.tap(f"help mode of {where}", "helpmode")
    move = first(out, "data-move")
    if move is not None:
        tour.send({"type": "tap", "move": move}, f"help mode on a move of {where}")
        tour.send({"type": "tap", "move": move}, f"{where}, a move played")
    select = next((n["a"]["data-value"] for n in scene.walk(out["scene"])
                   if n.get("a", {}).get("data-action") == "select"), None)
    if select is not None:
        tour.tap(f"a part picked in {where}", "select", select)
    tour.tap(f"menu of {where}", "menu")
    tour.tap(f"rules of {where}", "rules")
    tour.tap(where, "rules_close")
    tour.tap(f"hint of {where}", "hint")
    tour.tap(f"undo in {where}", "undo")
    tour.tap(f"log of {where}", "log_page", "0")
    tour.tap(f"replay of {where}", "replay")
    tour.tap(f"replay of {where}", "replay_step", "-1")
    tour.tap(f"replay of {where}", "replay_exit")
    where = f"end of {kind}"
    tour.send({"type": "hash", "hash": address(game, seats=["human"] * players, names=names)},
              where)
    tour.send({"type": "key", "key": "?"}, f"help of {where}")
    tour.tap(f"log of {where}", "log_page", "0")
    tour.tap(f"replay of {where}", "replay")
    tour.tap(where, "replay_exit")
    return game


def reviewed(tour: Tour, game: Game, ticks: int | None = None) -> None:
    """The review of a finished game: running, paused after a few decisions or done (the
    summary of each seat), a decision shown on the board, the next mistake."""
    where = f"review of {game.game_id}"
    tour.init(where, hash=address(game, seats=["human"] * game.players,
                                  names=list(NAMES[:game.players])))
    out = tour.tap(where, "review")
    for _ in range(5000 if ticks is None else ticks):
        if out["tick"] is None:
            break
        out = tour.send({"type": "tick"}, where)
    if ticks is None:
        assert out["tick"] is None  # done
    else:
        tour.tap(f"{where} paused", "review_cancel")
    assert first(out, "data-mark") is not None
    tour.tap(f"a decision in {where}", "review_to", 1)
    tour.tap(f"the next mistake in {where}", "review_next")
    tour.tap(f"{where} closed", "review_close")


def links(tour: Tour) -> None:
    """Play by link between Ann and Ken: who are you, the link to send and its QR code,
    playing for the other seat, undoing the other's move, the news of the other's moves, an
    older and a diverging link of a saved game; then the saved games on the catalogue."""
    game = played("harvest_valley", 2, {}, None)
    names = list(NAMES[:2])
    link = address(game, 4, seats=["human", "human"], names=names, id="friends01")
    tour.init("who are you", hash=link)
    tour.tap("this device plays seat 0: the news since its move", "i_am", 0)
    tour.tap("the news replayed", "replay_since")
    tour.tap("the news replayed", "replay_exit")
    out = tour.tap("the news put away", "news_dismiss")
    for _ in range(20):  # seat 0 plays its turn: the link to send to Ken
        if first(out, "data-send") is not None:
            break
        out = tour.send({"type": "tap", "move": first(out, "data-move")}, "seat 0 plays")
    tour.tap("the QR code of the link", "qr")
    tour.tap("the QR code put away", "qr")
    tour.tap("a tap on the waiting device's board: whose turn", "whose_turn")
    tour.tap("Ken's move asked first", "play_here")
    out = tour.tap("Ken's move to be played here", "play_for")
    tour.send({"type": "tap", "move": first(out, "data-move")}, "played for Ken")
    tour.tap("undo of Ken's move asked first", "undo")
    tour.tap("undo of Ken's move kept", "undo_keep")
    # an older and a diverging link of the saved game ask first
    older = address(game, 2, seats=["human", "human"], names=names, id="friends01")
    tour.init("an older link", hash=older, saved=dict(tour.saves), store=dict(tour.store))
    other = played("harvest_valley", 2, {}, None, seed=11)
    other = pygames.load_record(other.record(moves=game.history[:2]))
    other.play(next(m for m in other.legal_moves() if m != game.history[2]))
    diverging = other.to_url_fragment({"seats": ["human", "human"], "names": names,
                                       "id": "friends01"})
    tour.init("a diverging link", hash=diverging, saved=dict(tour.saves), store=dict(tour.store))
    tour.tap("the diverging link as a branch", "older_branch")
    # the saved games on the catalogue: one forgotten, one damaged and set aside
    tour.init("saved games", hash="", saved=dict(tour.saves), store=dict(tour.store))
    key = next(iter(tour.saves))
    tour.tap("forget a saved game", "forget", key)
    tour.tap("forget a saved game", "forget_no", key)
    damaged = {**{k: v for k, v in tour.saves.items() if v}, key: "{not a saved game"}
    tour.init("a damaged saved game", hash="", saved=damaged)
    tour.init("the error screen of a bad address", hash="#2.broken")


@pytest.fixture(autouse=True)
def _quick_review(monkeypatch: pytest.MonkeyPatch) -> None:
    """A small search budget: the review's screens, not the bot's judgement, are tested."""
    monkeypatch.setattr(review, "ITERATIONS", 2)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_screen_and_panel_stays_within_the_allow_list(lang: str) -> None:
    tour = Tour(lang)
    setups(tour)
    finished = {}
    for game_id, players, options, rules in TABLES:
        finished.setdefault(game_id, table(tour, game_id, players, options, rules))
    for game in finished.values():  # a whole review takes long: a few decisions of each
        reviewed(tour, game, ticks=None if game.game_id == "harvest_valley" else 4)
    links(tour)
    assert not tour.outside, tour.outside  # what allow.js would refuse, and where
    assert tour.seen >= PANELS, sorted(PANELS - tour.seen)
